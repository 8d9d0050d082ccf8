"""Characters: named computer opponents with a taste of their own, at any level.

A character is a handful of weights laid over the level's own valuation of a turn (`Seat.turn_moves`): the
level still values every candidate turn as it always does, and the character adds what it likes about the
turn itself -

- `scored`: each point the turn scores at once (a feature finished) counts 1 + `scored`;
- `area` / `line`: a piece of its own laid this turn on an area feature (meadows, fields, bush, jungle...) or
  on a line (paths, trails, rivers...);
- `shared`: each feature it holds that now also holds another player's pieces, that did not before (it
  joined someone else's feature, or let someone into its own).

So a builder finishes what it starts, a farmer lives in the wide lands, a cuckoo moves into the others'
features.  The weights read only feature shapes and events, never an edition's name: an edition that
wants a character to lean differently says so in its heuristics module (`CHARACTER_WEIGHTS`, character
name -> weights to replace).  The plain character adds nothing, so the levels' play is unchanged by this
module (`bench ai --signature`).  The hard seat adds the same bonus to each candidate's look-ahead values.

The choice is saved with the game (`Setup.seats[i]["character"]`), so a save or a replay plays it again.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.core import events as ev
from game.core.tiles import AREA, LINE

from .heuristics import for_edition


@dataclass(frozen=True)
class Character:
    name: str
    scored: float = 0.0
    area: float = 0.0
    line: float = 0.0
    shared: float = 0.0

    @property
    def plain(self) -> bool:
        return not (self.scored or self.area or self.line or self.shared)


PLAIN = "plain"
CHARACTERS = {
    PLAIN: Character(PLAIN),
    # finishes its own features: points now weigh half as much again; keeps off the wide lands that seldom end
    "builder": Character("builder", scored=0.8, area=-3.0, line=0.5),
    # lives in meadows and fields: a piece of its own on an area feature is worth a few points more
    "farmer": Character("farmer", area=3.0, line=-0.5),
    # joins the others' features (and lets them into its own): sharing a feature is worth a few points
    "cuckoo": Character("cuckoo", shared=6.0, scored=-0.2),
}
ORDER = tuple(CHARACTERS)


def character_name(name) -> str:
    """A known character's name for any value a save may carry (unknown or missing: plain)."""
    return name if isinstance(name, str) and name in CHARACTERS else PLAIN


def for_game(name: str, edition: str) -> Character:
    """The character `name`, with its edition's tweaks (heuristics `CHARACTER_WEIGHTS`) applied."""
    base = CHARACTERS[character_name(name)]
    tweaks = getattr(for_edition(edition), "CHARACTER_WEIGHTS", {}).get(base.name)
    return replace(base, **tweaks) if tweaks else base


def shared_count(state, seat: int) -> int:
    """How many features holding `seat`'s followers also hold another seat's."""
    g = state.graph
    kinds = state.edition.follower_kinds
    holders: dict = {}
    for p in state.pieces.values():
        if p.node is not None and p.kind in kinds:
            holders.setdefault(g.find(p.node), set()).add(p.seat)
    return sum(1 for seats in holders.values() if seat in seats and len(seats) > 1)


class Taste:
    """A character's bonus for the turns tried from one position: `start()` at the position, then
    `bonus(game)` after each candidate turn has been played on the scratch game."""

    def __init__(self, character: Character, game, seat: int) -> None:
        self.c = character
        self.game = game
        self.seat = seat
        self.log = len(game.log)
        self.shared = shared_count(game.state, seat) if character.shared else 0

    def bonus(self) -> float:
        c, s, seat = self.c, self.game.state, self.seat
        out = 0.0
        kinds = s.edition.follower_kinds
        for e in self.game.log[self.log :]:
            if isinstance(e, ev.PointsScored) and e.seat == seat:
                out += c.scored * e.points
            elif isinstance(e, ev.PiecePlaced) and e.seat == seat and e.piece in kinds and (c.area or c.line):
                node = s.node((e.x, e.y), e.feature)  # (the piece may be back already: its feature finished)
                if node is not None:
                    shape = s.shape(s.graph.kind[node])
                    out += c.area if shape == AREA else c.line if shape == LINE else 0.0
        if c.shared:
            out += c.shared * (shared_count(s, seat) - self.shared)
        return out
