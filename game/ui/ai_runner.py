"""AI seats think off the UI thread, on a private copy of the game, so the window keeps its frame rate.

One think at a time: `start(game, seat)`, then poll `result()`.  `cancel()` (undo, load, quit) drops the
think: its result is never returned, and the seat is told to stop (`seat.cancelled`, which the hard seat
checks between futures).  A cancelled think may take a moment to wind down; until it has, `busy` stays true,
so the caller does not start another one - two thinks never run at once on a seat (its random generator and
plan are the seat's own).  A `start` while a think still runs waits for it and then begins.
"""

from __future__ import annotations

import threading
from typing import Any

from game.core.engine import Game

# names used by early builds (and their saves) for the levels
_ALIASES = {"random": "easy", "greedy": "normal", "strong": "hard", "mcts": "hard"}


def level_name(level: str) -> str:
    """easy / normal / hard for any level name a save may carry."""
    return _ALIASES.get(level, level) if level else level


def make_seat(level: str, seed: int, character: Any = None) -> Any:
    """The seat a setup's seat plays with: its level (normal for a name this build does not know) and its
    character (plain for one it does not know)."""
    from game.ai.characters import character_name
    from game.ai.seats import LEVELS
    from game.ai.seats import make_seat as make

    name = level_name(level)
    return make(name if name in LEVELS else "normal", seed, character=character_name(character))


class AIRunner:
    def __init__(self) -> None:
        self._gen = 0  # the current request; a result of another is dropped
        self._result: tuple | None = None
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._stop = threading.Event()  # set: the think under way is no longer wanted
        self._queued: tuple | None = None  # (gen, setup, events, tiles, seat, after) asked while a think ran
        self.extra = None  # what `after` said of the result `result()` returned last

    @property
    def busy(self) -> bool:
        """A think is under way, waits to start, or has a result not yet taken."""
        with self._lock:
            alive = self._thread is not None and self._thread.is_alive()
            return alive or self._queued is not None or (self._result is not None and self._result[0] == self._gen)

    def start(self, game: Game, seat_obj: Any, after: Any = None) -> None:
        """Think for the seat deciding in `game`.  `after(copy, seat_obj, choice)`, when given, runs in the
        think's thread once the choice is made (on the copy the seat decided on); its answer comes with the
        result, in `extra` (the coach's "why": what the seat weighed)."""
        with self._lock:
            self._gen += 1
            self._result = None
            request = (self._gen, game.setup, list(game.log), game.state.tiles, seat_obj, after)
            if self._thread is not None and self._thread.is_alive():
                self._stop.set()  # whatever runs was asked before this: drop it
                self._queued = request
                return
            self._launch(request)

    def _launch(self, request: Any) -> None:
        """Start a think (the lock is held)."""
        self._stop = stop = threading.Event()
        self._thread = threading.Thread(target=self._work, args=(request, stop), name="ai-seat", daemon=True)
        self._thread.start()

    def _work(self, request: Any, stop: Any) -> None:
        gen, setup, events, tiles, seat_obj, after = request
        seat_obj.cancelled = stop.is_set
        extra = None
        try:
            copy = Game.replay(setup, events, tiles)
            choice = seat_obj.choose(copy)
            if after is not None and not stop.is_set():
                extra = after(copy, seat_obj, choice)
        except Exception as exc:  # an AI bug (or a cancelled think) must never take the window down
            choice = exc
        finally:
            seat_obj.cancelled = None
        with self._lock:
            if gen == self._gen and not stop.is_set():
                self._result = (gen, choice, extra)
            else:
                seat_obj.plan = None  # planned for a game that is no more
            if self._queued is not None:
                queued, self._queued = self._queued, None
                self._launch(queued)

    def result(self) -> Any:
        with self._lock:
            r = self._result
            if r is not None and r[0] == self._gen:
                self._result = None
                self.extra = r[2]
                return r[1]
        return None

    def cancel(self) -> None:
        """Drop the think under way and any result it may still give."""
        with self._lock:
            self._gen += 1
            self._result = None
            self._queued = None
            self._stop.set()

    def wait(self, timeout: float | None = 5.0) -> None:
        """Until the think under way ends (at most `timeout` seconds; None: however long it takes)."""
        if self._thread is not None:
            self._thread.join(timeout)
