"""A small edition defined wholly inside the tests: its own box of tiles, its own feature kind (the mill), its
own command (turn the mill) and event, a window plug-in and AI heuristics.  `register()` makes it known to
the engine, the window and the AI the way a shipped edition is: nothing outside tests/ names it."""

from __future__ import annotations

from game.ai import heuristics as ai_heuristics
from game.core.registry import register_edition
from game.ui.editions import register_plugin

from . import heuristics
from .rules import EDITION
from .window import BrookPlugin

NAME = EDITION.name
# the words the window shows for it, in both languages (a shipped edition keeps them in assets/i18n)
WORDS = {
    "en": {
        "edition.brook": "Brook",
        "kind.stream": "stream",
        "kind.bank": "bank",
        "kind.mill": "mill",
        "reason.mill": "mill",
        "reason.stream": "stream",
        "reason.bank": "bank",
        "cmd.turn_mill": "Turn the mill",
    },
    "ru": {
        "edition.brook": "Ручей",
        "kind.stream": "ручей",
        "kind.bank": "берег",
        "kind.mill": "мельница",
        "reason.mill": "мельница",
        "reason.stream": "ручей",
        "reason.bank": "берег",
        "cmd.turn_mill": "Повернуть мельницу",
    },
}


def register() -> None:
    """Register the edition with the engine, its window plug-in and its heuristics."""
    register_edition(EDITION)
    register_plugin(BrookPlugin)
    ai_heuristics.register(NAME, heuristics)
