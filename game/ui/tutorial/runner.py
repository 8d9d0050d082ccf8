"""The scripted opponent: it stands in for the computer seat's thinking (the AI runner of `AIPacer`), so the
opponent's moves come from the tutorial's script but are shown as a computer seat's always are (a short think,
the tile or piece gliding to its place).  It gives a command only while the script is at one of the
opponent's commands: while a note is showing, the opponent waits for the learner to read it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.core.engine import Game


class ScriptedRunner:
    def __init__(self, controller: Any, held: Any = lambda: False) -> None:
        self.controller = controller
        self.held = held  # True while the opponent must wait (the learner is asked whether to leave)
        self.busy = False
        self.extra = None  # a script weighs nothing (the pacer's coach has nothing to explain)
        self._choice = None

    def start(self, game: Game, seat_obj: Any, after: Any = None) -> None:
        """(`after`, what a seat's think weighed, has nothing to weigh here: a script only plays.)"""
        choice = None if self.held() else self.controller.opponent_command()
        if choice is not None:
            self._choice, self.busy = choice, True

    def result(self) -> Any:
        if not self.busy:
            return None
        self.busy = False
        choice, self._choice = self._choice, None
        return choice

    def cancel(self) -> None:
        self.busy, self._choice = False, None

    def wait(self, timeout: float = 5.0) -> None:
        pass
