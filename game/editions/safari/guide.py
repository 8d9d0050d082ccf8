"""Safari in the guided game (game.core.guide): the kinds of mistake among its own commands, and the tokens in
a seat's hand as a figure its words may cite."""

from __future__ import annotations

from game.core.commands import Command
from game.core.guide import CHOICE, SPOT, TOKEN, Guide
from game.core.state import GameState

from .commands import DeclineAnimal, Dig, Expand, MoveRanger, PlaceRanger, PlayAnimal
from .model import safari_state

_CHOICES = (PlayAnimal, DeclineAnimal)  # the dialog after a scoring: play a token or not
_SPOTS = (MoveRanger, PlaceRanger, Dig, Expand)  # moves at a place on the board


def mistake(expected: Command, tried: Command) -> str | None:
    if isinstance(expected, _CHOICES) and isinstance(tried, _CHOICES):
        return CHOICE
    if isinstance(expected, (Dig, Expand)) and type(tried) is type(expected):
        return TOKEN if tried.animal != expected.animal else SPOT
    if isinstance(expected, _SPOTS) and type(tried) is type(expected):
        return SPOT
    return None


def tokens_in_hand(state: GameState, seat: int) -> int:
    return len(safari_state(state).hands[seat])


GUIDE = Guide(mistake, {"hand": tokens_in_hand})
