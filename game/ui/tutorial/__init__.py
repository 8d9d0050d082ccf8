"""Learn to play in the window: the edition chooser and the tutorial's overlay on the ordinary play screen
(the script and its step machine are pure: `game.tutorial`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.tutorial import TutorialController, TutorialError, load

from ..i18n import t

if TYPE_CHECKING:
    from ..app import App


def tutorial_seats() -> list[dict]:
    """The learner (seat 0) and the scripted opponent (a computer seat)."""
    return [
        {"name": t("seat.default", n=1), "colour": "yellow", "ai": None},
        {"name": t("tutorial.rival"), "colour": "red", "ai": "normal"},
    ]


def start_tutorial(app: App, edition: str, fresh: bool = False, chapter: str = "") -> str | None:
    """Open the tutorial of `edition` (its chapter 1, or the chapter named) on the play screen, at the step
    where the learner left it (from its start when `fresh`, when it was never begun, or when the script no
    longer reaches that step); None, or why it cannot start (a broken file)."""
    from . import progress
    from .overlay import TutorialOverlay

    try:
        tutorial = load(edition, chapter)
        game = tutorial.new_game()
        ctl = TutorialController(tutorial, game)
        left_at = 0 if fresh else progress.place(tutorial.key).step
        if 0 < left_at < len(tutorial.steps) - 1 and not ctl.at(left_at):
            game = tutorial.new_game()
            ctl = TutorialController(tutorial, game)
    except TutorialError as exc:
        return str(exc)
    app.modal = None
    app.show("play", game, tutorial_seats(), overlay=lambda scene: TutorialOverlay(scene, ctl))
    return None
