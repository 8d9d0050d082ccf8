"""AI seats think off the UI thread, on a private copy of the game, so the window keeps its frame rate."""

from __future__ import annotations

import threading

from game.core.engine import Game

# names used by early builds (and their saves) for the levels
_ALIASES = {"random": "easy", "greedy": "normal", "strong": "hard", "mcts": "hard"}


def level_name(level: str) -> str:
    """easy / normal / hard for any level name a save may carry."""
    return _ALIASES.get(level, level) if level else level


def make_seat(level: str, seed: int):
    from game.ai.seats import LEVELS
    from game.ai.seats import make_seat as make

    name = level_name(level)
    return make(name if name in LEVELS else "normal", seed)


class AIRunner:
    """One request at a time: `start(game, seat)` then poll `result()`; `cancel()` drops a late answer."""

    def __init__(self) -> None:
        self._gen = 0
        self._result: tuple[int, object] | None = None
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self.busy = False

    def start(self, game: Game, seat_obj) -> None:
        self._gen += 1
        gen = self._gen
        setup, events, tiles = game.setup, list(game.log), game.state.tiles
        self.busy = True
        self._result = None

        def work():
            try:
                copy = Game.replay(setup, events, tiles)
                choice = seat_obj.choose(copy)
            except Exception as exc:  # an AI bug must never take the window down
                choice = exc
            with self._lock:
                if gen == self._gen:
                    self._result = (gen, choice)

        self._thread = threading.Thread(target=work, name="ai-seat", daemon=True)
        self._thread.start()

    def result(self):
        with self._lock:
            r = self._result
            if r is not None and r[0] == self._gen:
                self._result = None
                self.busy = False
                return r[1]
        return None

    def cancel(self) -> None:
        with self._lock:
            self._gen += 1
            self._result = None
            self.busy = False

    def wait(self, timeout: float = 5.0) -> None:
        if self._thread is not None:
            self._thread.join(timeout)
