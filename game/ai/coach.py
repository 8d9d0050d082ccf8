"""The coach's answers, worked out by the AI (pure: no window).

- `Advisor.choose(game)`: the turn the hard level would play for the seat deciding now, and the turns it
  valued next, as an `Advice` (the window's hint key).  It runs where a computer seat's think runs (the
  window's AI runner, off the UI thread) and obeys the same cancellation.
- `explain(game, seat_obj, before)`: what a computer seat weighed for the turn it just chose (its judgement's
  best turns with their values), for "why did the computer do that".

Values are the hard level's own judgement of a turn (`ReplySeat.turn_moves`: the score if the game ended now
plus what open features and pieces in supply are likely to bring, relative to the others), in points.  A
turn's "gain" is its value less the value of the position before the tile was laid.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core import commands as cmd
from game.core.engine import Game

from .evaluate import position_value


@dataclass(frozen=True)
class Move:
    """A whole turn: where the tile goes (`place`) and what follows it (`act`, or None), its value, and the
    kind of feature the follow-up puts a piece on (None when it puts none)."""

    place: cmd.PlaceTile
    act: object
    value: float
    kind: str | None = None


@dataclass
class Advice:
    seat: int
    turn: int
    best: Move
    gain: float  # the best turn's value less the position's before it
    others: list = field(default_factory=list)  # the next best turns (Move), best first


def piece_kind(game, place, act) -> str | None:
    """The kind of feature `act` puts a piece on, once `place` is laid (None for another follow-up)."""
    if not isinstance(act, cmd.PlacePiece):
        return None
    copy = Game.replay(game.setup, list(game.log), game.state.tiles)
    copy.play(place)
    s = copy.state
    if s.placed is None or not 0 <= act.cell < len(s.placed.cells):
        return None
    node = s.node(s.placed.cells[act.cell], act.feature)
    return None if node is None else s.graph.kind[node]


def moves_of(game, ranked, n: int) -> list[Move]:
    """The first `n` distinct turns of (value, place, act) triples, best first, as Moves."""
    out: list[Move] = []
    seen = set()
    for value, place, act in ranked:
        if (place, act) in seen:
            continue
        seen.add((place, act))
        out.append(Move(place, act, round(value, 2), piece_kind(game, place, act)))
        if len(out) == n:
            break
    return out


class Advisor:
    """A seat-like object for the AI runner: `choose(game)` returns an `Advice` for the seat deciding now
    (None when it is not a tile decision).  `work`: keyword arguments for the hard seat (futures, workers,
    budget_s) - the window's hard by default."""

    def __init__(self, seed: int = 0, alternatives: int = 3, **work) -> None:
        from .seats import HardSeat

        budget = work.pop("budget_s", None)
        self.hard = HardSeat(seed, **work)
        if budget is not None:
            self.hard.budget_s = budget
        self.alternatives = alternatives
        self.plan = None
        self.cancelled = None

    def choose(self, game) -> Advice | None:
        pend = game.pending()
        if pend is None or pend.decision != "place_tile":
            return None
        seat = pend.seat
        before = position_value(game.state, seat, True, True)
        self.hard.cancelled = self.cancelled
        try:
            place = self.hard.choose(game)
        finally:
            self.hard.cancelled = None
        act = self.hard.plan[2] if self.hard.plan is not None else None
        self.hard.plan = None
        ranked = list(self.hard.last_moves)
        value = next((v for v, p, a in ranked if p == place and a == act), ranked[0][0] if ranked else before)
        best = Move(place, act, round(value, 2), piece_kind(game, place, act))
        others = [m for m in moves_of(game, ranked, self.alternatives + 1) if (m.place, m.act) != (place, act)]
        return Advice(seat, game.state.turn, best, round(value - before, 2), others[: self.alternatives])


def explain(game, seat_obj, n: int = 3) -> list[Move]:
    """What a computer seat weighed for the tile decision it just made on `game` (the position it decided
    on): its judgement's best `n` turns, best first ([] when it made no tile decision)."""
    ranked = getattr(seat_obj, "last_moves", None) or []
    return moves_of(game, ranked, n)
