"""Over Hill and Dale in the guided game (game.core.guide): the kinds of mistake among its own commands."""

from __future__ import annotations

from game.core.commands import Command
from game.core.guide import CHOICE, SPOT, Guide

from .commands import TakeHarvest, Travel


def mistake(expected: Command, tried: Command) -> str | None:
    if isinstance(expected, TakeHarvest) and isinstance(tried, TakeHarvest):
        return CHOICE
    if isinstance(expected, Travel) and isinstance(tried, Travel):
        return SPOT
    return None


GUIDE = Guide(mistake)
