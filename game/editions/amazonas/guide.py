"""Amazonas in the guided game (game.core.guide): a double placed on its own place but turned another way, and
a seat's boat's space as a figure its words may cite."""

from __future__ import annotations

from game.core.commands import Command
from game.core.guide import CHOICE, TURN, Guide
from game.core.state import GameState

from .commands import PlaceDouble
from .model import amazonas_state


def mistake(expected: Command, tried: Command) -> str | None:
    if isinstance(expected, PlaceDouble) and isinstance(tried, PlaceDouble):
        return TURN if tried.double == expected.double else CHOICE
    return None


def boat_space(state: GameState, seat: int) -> int:
    return amazonas_state(state).boats[seat]


GUIDE = Guide(mistake, {"boat": boat_space})
