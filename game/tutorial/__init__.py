"""Learn to play: a guided first game per edition and further chapters, as data (`assets/tutorial/<edition>.json`
and `<edition>.<chapter>.json`, a scenario file plus the steps that teach it) and a pure step machine; the window's overlay is `game/ui/tutorial`."""

from __future__ import annotations

from .controller import TutorialController, mistake, play_through
from .script import LEARNER, Step, Tutorial, TutorialError, available, chapters, load, parse

__all__ = [
    "LEARNER",
    "Step",
    "Tutorial",
    "TutorialController",
    "TutorialError",
    "available",
    "chapters",
    "load",
    "mistake",
    "parse",
    "play_through",
]
