"""A game's timeline for replays: one moment per event of its log, with fast random access to the state.

Moment `i` is the game after its first `i` events (moment 0: the start piece alone, before the first draw; the
last moment: the whole log).  The state at any moment is a fold of the log (design.md); a Replay keeps a copy of
the state every `SNAPSHOT_EVERY` events, so a seek clones the nearest snapshot at or before the moment and folds
at most that many events forward (`python -m game.tools.bench replay` prints the seek times).
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass
from typing import Any

from game.core import events as ev
from game.core.engine import Decision, Game
from game.core.state import GameState, Setup, apply

from . import view
from .view import Change, MomentView

SNAPSHOT_EVERY = 32

# Moment.kind
START = "start"  # moment 0: before anything happened
TURN = "turn"  # a turn began: the player holds the drawn tile (a TurnBegan)
MOVE = "move"  # the first event of a player's decision (a tile laid, a piece placed, a token taken...)
SCORE = "score"  # points or a feature scored by the rules themselves (PointsScored, FeatureScored)
STEP = "step"  # any other step of the rules (pieces returned, a tile discarded, a turn ended, boats moved...)
END = "end"  # the game ended (GameEnded)


@dataclass(frozen=True)
class Moment:
    index: int  # how many events of the log are folded: the state after log[:index]
    turn: int  # the turn under way (0 before the first draw)
    seat: int | None  # whose turn it is (None before the first draw)
    kind: str  # START, TURN, MOVE, SCORE, STEP or END (above)
    event: Any  # the event that led here (log[index - 1]), None at the start
    decision: Decision | None  # the player decision pending at this moment, None while the rules act or at the end

    @property
    def playable(self) -> bool:
        """A player decides here: a new line can start from this very position."""
        return self.decision is not None


class Replay:
    """The moments of one game (setup + log), for stepping through it.  The log is copied: a game that goes on
    being played does not change its replay."""

    def __init__(self, setup: Setup, events: list[Any], snapshot_every: int = SNAPSHOT_EVERY) -> None:
        self.setup = setup
        self.log: list[Any] = list(events)
        self.snapshot_every = max(1, int(snapshot_every))
        folding = Game.replay(setup, [])  # its state is folded below; the engine answers what is pending
        self.edition = folding.edition
        state = folding.state
        self.tiles = state.tiles
        self._snapshots: list[GameState] = [state.clone()]
        moments = [Moment(0, 0, None, START, None, folding.pending())]
        for i, e in enumerate(self.log, start=1):
            made_by_player = moments[-1].decision is not None
            apply(state, e)
            seat = state.current if state.turn else None
            moments.append(Moment(i, state.turn, seat, _kind(e, made_by_player), e, folding.pending()))
            if i % self.snapshot_every == 0:
                self._snapshots.append(state.clone())
        self.moments: tuple[Moment, ...] = tuple(moments)
        self.final: GameState = state  # the state after the whole log (read only)
        self.turn_starts: tuple[int, ...] = tuple(m.index for m in moments if m.kind == TURN)

    @classmethod
    def of(cls, game: Game, snapshot_every: int = SNAPSHOT_EVERY) -> Replay:
        """The replay of a loaded or live Game (its setup and its log as they are now)."""
        return cls(game.setup, game.log, snapshot_every)

    # --- the timeline ---
    def __len__(self) -> int:
        return len(self.moments)

    @property
    def last(self) -> int:
        """The index of the last moment (the whole log)."""
        return len(self.log)

    @property
    def over(self) -> bool:
        """The game this replay shows has ended (then nothing stays hidden but the order of face-down piles)."""
        return self.final.ended

    @property
    def turns(self) -> int:
        """How many turns began in the game."""
        return len(self.turn_starts)

    def moment(self, index: int) -> Moment:
        return self.moments[self._check(index)]

    def turn_start(self, turn: int) -> int:
        """The moment turn `turn` (1-based) began: the tile just drawn, nothing laid yet."""
        if not 1 <= turn <= len(self.turn_starts):
            raise IndexError(f"turn {turn} is not in this game (turns 1..{len(self.turn_starts)})")
        return self.turn_starts[turn - 1]

    def next_turn(self, index: int) -> int:
        """The start of the next turn after moment `index`, or the last moment."""
        k = bisect.bisect_right(self.turn_starts, self._check(index))
        return self.turn_starts[k] if k < len(self.turn_starts) else self.last

    def previous_turn(self, index: int) -> int:
        """The start of the turn before moment `index` (the start of the current turn when inside one that has
        moved on), or moment 0."""
        k = bisect.bisect_left(self.turn_starts, self._check(index))
        return self.turn_starts[k - 1] if k > 0 else 0

    def steps(self, start: int, end: int, kinds: set[str] | frozenset[str] | None = None) -> list[int]:
        """The moments in (start, end] of the given kinds (all by default), e.g. each scoring of a turn."""
        lo, hi = self._check(start), self._check(end)
        return [m.index for m in self.moments[lo + 1 : hi + 1] if kinds is None or m.kind in kinds]

    def decision_at_or_after(self, index: int) -> int | None:
        """The first moment at or after `index` where a player decides, or None when the game has nothing left."""
        for m in self.moments[self._check(index) :]:
            if m.decision is not None:
                return m.index
        return None

    # --- states ---
    def state_at(self, index: int) -> GameState:
        """An independent copy of the full state at moment `index` (nothing hidden): the nearest snapshot at or
        before it, cloned, and the rest of the log folded forward."""
        index = self._check(index)
        k = index // self.snapshot_every
        state = self._snapshots[k].clone()
        for e in self.log[k * self.snapshot_every : index]:
            apply(state, e)
        return state

    def events_until(self, index: int) -> list[Any]:
        """The log up to moment `index`, nothing hidden (`events_seen` is what a player saw)."""
        return self.log[: self._check(index)]

    # --- as a player saw it (game.replay.view) ---
    def view(self, index: int, viewer: int | None = None) -> MomentView:
        """Moment `index` as seat `viewer` saw it (None: an onlooker): see game.replay.view."""
        return view.moment_view(self, index, viewer)

    def changes(self, start: int, end: int, viewer: int | None = None) -> Change:
        """What changed from moment `start` to moment `end` (start <= end), as `viewer` saw it."""
        return view.changes(self, start, end, viewer)

    def events_seen(self, index: int, viewer: int | None = None) -> list[Any]:
        """The log up to moment `index` as `viewer` saw it (for the log panel)."""
        return view.events_seen(self, index, viewer)

    def _check(self, index: int) -> int:
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index <= len(self.log):
            raise IndexError(f"moment {index!r} is not in this replay (moments 0..{len(self.log)})")
        return index


def _kind(e: Any, made_by_player: bool) -> str:
    if isinstance(e, ev.GameEnded):
        return END
    if isinstance(e, ev.TurnBegan):
        return TURN
    if made_by_player:
        return MOVE
    if isinstance(e, (ev.PointsScored, ev.FeatureScored)):
        return SCORE
    return STEP
