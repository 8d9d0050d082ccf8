"""Characters: named computer opponents with a taste of their own, at any level.

A character is a handful of weights laid over the level's own valuation of a turn (`Seat.turn_moves`): the
level still values every candidate turn as it always does, and the character adds what it likes about the
turn itself -

- `scored`: each point the turn scores at once (a feature finished) counts 1 + `scored`;
- `area` / `line` / `other`: a piece of its own laid this turn on an area feature (meadows, fields, bush,
  jungle...), on a line (paths, trails, rivers...) or on another shape (villages, lakes, baobabs);
- `shared`: each feature it holds that now also holds another player's pieces, that did not before (it
  joined someone else's feature, or let someone into its own);
- `near`: each feature it holds that now faces an empty cell also faced by another player's feature of the
  same kind, that did not before (a tile laid there later would join them: the way in);
- `limit`: the turn's bonus is kept within plus or minus this much, so that the taste decides between turns
  the level values alike and never costs more than twice the limit a turn.

So a builder finishes what it starts, a farmer lives in the wide lands, a cuckoo moves into the others'
features.  The weights read only feature shapes and events, never an edition's name: an edition that
wants a character to lean differently says so in its heuristics module (`CHARACTER_WEIGHTS`, character
name -> weights to replace).  The plain character adds nothing, so the levels' play is unchanged by this
module (`bench ai --signature`).  The hard seat adds the same bonus to each candidate's look-ahead values.

The choice is saved with the game (`Setup.seats[i]["character"]`), so a save or a replay plays it again.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from game.core import events as ev
from game.core.tiles import AREA, LINE

from .heuristics import for_edition

if TYPE_CHECKING:
    from game.core.engine import Game
    from game.core.state import GameState


@dataclass(frozen=True)
class Character:
    name: str
    scored: float = 0.0
    area: float = 0.0
    line: float = 0.0
    other: float = 0.0
    shared: float = 0.0
    near: float = 0.0
    limit: float | None = None  # the bonus of a turn is kept within +-limit (None: not bounded)

    @property
    def plain(self) -> bool:
        return not (self.scored or self.area or self.line or self.other or self.shared or self.near)

    def bounded(self, bonus: float) -> float:
        """The bonus kept within the character's limit: a turn the level values more than 2 x limit below its
        best is never chosen for the character's taste alone, so the taste costs little strength."""
        if self.limit is None:
            return bonus
        return max(-self.limit, min(self.limit, bonus))


PLAIN = "plain"
CHARACTERS = {
    PLAIN: Character(PLAIN),
    # finishes its own features: points now weigh half as much again; keeps off the wide lands that seldom end
    # (unbounded, the builder and the farmer lost about two games of three to the plain level; with +1 a
    # follower on a line it laid more followers than plain and still lost three games of five: see docs/ai.md)
    "builder": Character("builder", scored=0.4, area=-0.5, line=0.5, limit=0.75),
    # lives in meadows and fields: a piece of its own on an area feature is worth a few points more (within
    # ±0.75 it lost 42% of 240 games to plain normal, within ±0.5 44% of 160, still laying more on areas)
    "farmer": Character("farmer", area=1.5, line=-0.3, limit=0.5),
    # joins the others' features (and lets them into its own): sharing a feature, or standing next to one
    # where a tile could join them, is worth a few points (bounded wider than the others: its events are rarer;
    # unbounded it lost about two games of three in safari and amazonas, and with points now x0.8 44% of 320)
    "cuckoo": Character("cuckoo", shared=6.0, near=2.5, limit=1.5),
}
ORDER = tuple(CHARACTERS)


def character_name(name: object) -> str:
    """A known character's name for any value a save may carry (unknown or missing: plain)."""
    return name if isinstance(name, str) and name in CHARACTERS else PLAIN


def for_game(name: str, edition: str) -> Character:
    """The character `name`, with its edition's tweaks (heuristics `CHARACTER_WEIGHTS`) applied."""
    base = CHARACTERS[character_name(name)]
    tweaks = getattr(for_edition(edition), "CHARACTER_WEIGHTS", {}).get(base.name)
    return replace(base, **tweaks) if tweaks else base


def _holders(state: GameState) -> dict[int, set[int]]:
    g = state.graph
    kinds = state.edition.follower_kinds
    holders: dict[int, set[int]] = {}
    for p in state.pieces.values():
        if p.node is not None and p.kind in kinds:
            holders.setdefault(g.find(p.node), set()).add(p.seat)
    return holders


def shared_count(state: GameState, seat: int) -> int:
    """How many features holding `seat`'s followers also hold another seat's."""
    return sum(1 for seats in _holders(state).values() if seat in seats and len(seats) > 1)


def near_count(state: GameState, seat: int) -> int:
    """How many open features held by `seat` alone face an empty cell that an open feature of the same kind
    held by others alone also faces (a tile laid there could join them)."""
    from .fits import faced_cells

    g = state.graph
    holders = _holders(state)
    mine, theirs = [], []
    for r, seats in holders.items():
        if g.open[r] == 0:
            continue
        if seats == {seat}:
            mine.append(r)
        elif seat not in seats:
            theirs.append(r)
    if not mine or not theirs:
        return 0
    faced = {r: faced_cells(state, r) for r in mine + theirs}
    return sum(1 for r in mine if any(g.kind[o] == g.kind[r] and faced[r] & faced[o] for o in theirs))


class Taste:
    """A character's bonus for the turns tried from one position: `start()` at the position, then
    `bonus(game)` after each candidate turn has been played on the scratch game."""

    def __init__(self, character: Character, game: Game, seat: int) -> None:
        self.c = character
        self.game = game
        self.seat = seat
        self.log = len(game.log)
        self.shared = shared_count(game.state, seat) if character.shared else 0
        self.near = near_count(game.state, seat) if character.near else 0

    def bonus(self) -> float:
        c, s, seat = self.c, self.game.state, self.seat
        out = 0.0
        kinds = s.edition.follower_kinds
        for e in self.game.log[self.log :]:
            if isinstance(e, ev.PointsScored) and e.seat == seat:
                out += c.scored * e.points
            elif (
                isinstance(e, ev.PiecePlaced) and e.seat == seat and e.piece in kinds and (c.area or c.line or c.other)
            ):
                node = s.node((e.x, e.y), e.feature)  # (the piece may be back already: its feature finished)
                if node is not None:
                    shape = s.shape(s.graph.kind[node])
                    out += c.area if shape == AREA else c.line if shape == LINE else c.other
        if c.shared:
            out += c.shared * (shared_count(s, seat) - self.shared)
        if c.near:
            out += c.near * (near_count(s, seat) - self.near)
        return c.bounded(out)
