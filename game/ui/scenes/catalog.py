"""The window's scenes by name: the one place that builds a scene.

A scene never builds another nor imports the app: it asks the app for a change of scene by name, with the
named scene's own arguments (those after `app`): `app.show("setup", edition)` in place of every scene,
`app.open("replay", replay, seats)` over the current one.  The app asks `build` here.  Each scene's module is
imported when the scene is first asked for (so the window starts without importing every screen), by a plain
import a freezer sees.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..app import App


def _menu() -> type:
    from .menu import MenuScene

    return MenuScene


def _setup() -> type:
    from .setup import SetupScene

    return SetupScene


def _learn() -> type:
    from ..tutorial.chooser import LearnScene

    return LearnScene


def _load() -> type:
    from .load import LoadScene

    return LoadScene


def _settings() -> type:
    from .settings_scene import SettingsScene

    return SettingsScene


def _rules() -> type:
    from .rules import RulesScene

    return RulesScene


def _rules_example() -> type:
    from ..rulebook.example_scene import ExampleBoardScene

    return ExampleBoardScene


def _stats() -> type:
    from .stats import StatsScene

    return StatsScene


def _replay() -> type:
    from ..replay.scene import ReplayScene

    return ReplayScene


def _play() -> type:
    from ..play.scene import PlayScene

    return PlayScene


def _results() -> type:
    from .results import ResultsScene

    return ResultsScene


def _final_board() -> type:
    from .final_board import FinalBoardScene

    return FinalBoardScene


SCENES: dict[str, Callable[[], type]] = {
    "menu": _menu,
    "setup": _setup,
    "learn": _learn,
    "load": _load,
    "settings": _settings,
    "rules": _rules,
    "rules_example": _rules_example,
    "stats": _stats,
    "replay": _replay,
    "play": _play,
    "results": _results,
    "final_board": _final_board,
}


def build(app: App, name: str, *args: Any, **kwargs: Any) -> Any:
    """The scene called `name`, built for `app` with its own arguments."""
    try:
        scene_class = SCENES[name]()
    except KeyError:
        raise ValueError(f"no scene is called {name!r} (known: {', '.join(SCENES)})") from None
    return scene_class(app, *args, **kwargs)
