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

from collections.abc import Callable, Container, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, cast

from game.core import commands as cmd
from game.core.engine import Game

from .evaluate import position_value
from .greedy import ReplySeat, TurnMove

if TYPE_CHECKING:
    from game.core.state import Setup


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
    others: list[Move] = field(default_factory=list)  # the next best turns, best first


def piece_kind(game: Game, place: cmd.PlaceTile, act: object) -> str | None:
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


def moves_of(game: Game, ranked: Iterable[TurnMove], n: int) -> list[Move]:
    """The first `n` distinct turns of (value, place, act) triples, best first, as Moves."""
    out: list[Move] = []
    seen: set[tuple[cmd.PlaceTile, object]] = set()
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

    def __init__(self, seed: int = 0, alternatives: int = 3, **work: Any) -> None:
        from .seats import HardSeat

        budget = work.pop("budget_s", None)
        self.hard = HardSeat(seed, **work)
        if budget is not None:
            self.hard.budget_s = budget
        self.alternatives = alternatives
        self.plan = None  # never one of its own (the AI runner drops a seat's plan for a game that is no more)
        self.cancelled: Callable[[], bool] | None = None

    def choose(self, game: Game) -> Advice | None:
        pend = game.pending()
        if pend is None or pend.decision != "place_tile":
            return None
        seat = pend.seat
        before = position_value(game.state, seat, True, True)
        self.hard.cancelled = self.cancelled
        try:
            place = cast(cmd.PlaceTile, self.hard.choose(game))  # a tile decision's choice is a placement
        finally:
            self.hard.cancelled = None
        act = self.hard.plan[2] if self.hard.plan is not None else None
        self.hard.plan = None
        ranked = list(self.hard.last_moves)
        value = next((v for v, p, a in ranked if p == place and a == act), ranked[0][0] if ranked else before)
        best = Move(place, act, round(value, 2), piece_kind(game, place, act))
        others = [m for m in moves_of(game, ranked, self.alternatives + 1) if (m.place, m.act) != (place, act)]
        return Advice(seat, game.state.turn, best, round(value - before, 2), others[: self.alternatives])


def explain(game: Game, seat_obj: object, choice: cmd.Command | None = None, n: int = 3) -> list[Move]:
    """What a computer seat weighed for the tile decision it just made on `game` (the position it decided
    on): the turn it chose first (`choice` and the follow-up it planned; hard's look-ahead may have chosen
    another than its judgement's best), then its judgement's next best, `n` in all ([] when it made no tile
    decision)."""
    ranked: list[TurnMove] = list(getattr(seat_obj, "last_moves", None) or [])
    plan = getattr(seat_obj, "plan", None)
    if choice is not None:
        act = plan[2] if plan is not None else None
        first = [m for m in ranked if m[1] == choice and m[2] == act]
        ranked = first[:1] + [m for m in ranked if m not in first[:1]]
    return moves_of(game, ranked, n)


# --- the review after the game ---


@dataclass
class Decision:
    """One tile decision of a reviewed seat: what it played and the best turn found there, valued alike."""

    seat: int
    turn: int  # the game's turn number
    index: int  # the log index of the turn's TurnBegan: the position the decision was made on follows it
    played: Move
    best: Move
    lost: float  # points the played turn left behind against the best (0 when it was the best)


@dataclass
class Review:
    decisions: list[Decision] = field(default_factory=list)  # in the order played
    complete: bool = True  # False when it was cancelled before the end

    def total(self, seat: int | None = None) -> float:
        return round(sum(d.lost for d in self.decisions if seat is None or d.seat == seat), 1)

    def costliest(self, n: int = 3, seat: int | None = None) -> list[Decision]:
        """The `n` decisions that left the most points behind (those that left any), costliest first."""
        worst = [d for d in self.decisions if d.lost > 0 and (seat is None or d.seat == seat)]
        return sorted(worst, key=lambda d: (-d.lost, d.index))[:n]


class _Judge(ReplySeat):
    """Hard's one-turn judgement without noise: the review's yardstick."""

    noise = 0.0


def review(
    setup: Setup, events: Iterable[object], seats: Container[int], cancelled: Callable[[], bool] | None = None
) -> Review:
    """Each tile decision the `seats` made in a game (its setup and events), valued by the hard level's
    judgement against the best turn that judgement finds there.  `cancelled()`: stop early (the review then
    holds the decisions done, `complete` False)."""
    from game.core import events as ev

    log = list(events)
    game = Game(setup)
    judge = _Judge(0)
    out = Review()
    for i, e in enumerate(log):
        game._emit(e)
        pend = game.pending()
        if not isinstance(e, ev.TurnBegan) or e.seat not in seats or pend is None or pend.decision != "place_tile":
            continue
        if cancelled is not None and cancelled():
            out.complete = False
            break
        played = _played(game, log, i + 1)
        if played is None:
            continue
        place, act = played
        ranked = sorted(judge.turn_moves(game, e.seat, game.options()), key=lambda m: -m[0])
        value = next((v for v, p, a in ranked if p == place and a == act), None)
        if value is None:  # a follow-up the judgement tried only for its best placements: valued on its own
            value = _value_of(game, e.seat, place, act)
        best = moves_of(game, ranked, 1)[0]
        mine = Move(place, act, round(value, 2), piece_kind(game, place, act))
        lost = max(0.0, round(best.value - value, 2))
        out.decisions.append(Decision(e.seat, game.state.turn, i, mine, best if lost > 0 else mine, lost))
    return out


def _played(game: Game, log: list[object], start: int) -> tuple[cmd.PlaceTile, cmd.Command | None] | None:
    """(placement, follow-up) the turn whose decision `game` stands at played, read from `log[start:]`: the
    follow-up is the option of the seat's next decision whose events are the log's (None when there was no
    decision of the seat after the tile)."""
    from game.core import events as ev

    placed = next((e for e in log[start:] if isinstance(e, ev.TilePlaced)), None)
    if placed is None:
        return None
    place = cmd.PlaceTile(placed.x, placed.y, placed.rot)
    copy = Game.replay(game.setup, log[:start], game.state.tiles)
    copy.play(place)
    pend = copy.pending()
    if pend is None or pend.decision == "place_tile" or pend.seat != placed.seat:
        return place, None
    mark = len(copy.log)
    for option in copy.options():
        copy.play(option)
        # (the copy replays the game's own events, so its log lines up with the game's)
        same = [ev.to_dict(x) for x in copy.log[mark:]] == [ev.to_dict(x) for x in log[mark : len(copy.log)]]
        copy.rewind(mark)
        if same:
            return place, option
    return place, None


def _value_of(game: Game, seat: int, place: cmd.PlaceTile, act: cmd.Command | None) -> float:
    copy = Game.replay(game.setup, list(game.log), game.state.tiles)
    copy.play(place)
    if act is not None:
        copy.play(act)
    return position_value(copy.state, seat, True, True)
