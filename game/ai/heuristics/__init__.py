"""Per-edition knowledge for the AI's evaluation: what completing an open feature adds over its end-of-game
value, and any other expected future points (stables' empty neighbours, ...).  Editions without a module
here get the generic estimate in game.ai.evaluate."""

from __future__ import annotations

import importlib

_CACHE: dict = {}


def for_edition(name: str):
    if name not in _CACHE:
        try:
            _CACHE[name] = importlib.import_module(f"game.ai.heuristics.{name}")
        except ModuleNotFoundError:
            _CACHE[name] = None
    return _CACHE[name]
