"""What an edition tells the guided game (game.tutorial) about its own commands and figures: its registration's
`guide`.

`mistake(expected, tried)` says what kind of mistake playing `tried` is when the step wants `expected`, for the
edition's own commands (None: not one it knows, the guided game says "another kind of move"); the kinds are
the codes below, which the window words (tutorial.wrong.<code>).  `figures` names the numbers of the
edition's own a step's words may cite (a boat's space...), each the engine's value for a seat, so that the
tests check every number in the words against the game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .commands import Command
    from .state import GameState

TURN = "turn"  # the right place, turned another way
SPOT = "spot"  # the right kind of move, somewhere else
TOKEN = "token"  # another token is wanted
CHOICE = "choice"  # another choice in the dialog


def no_mistake_known(expected: Command, tried: Command) -> str | None:
    return None


@dataclass(frozen=True)
class Guide:
    mistake: Callable[[Command, Command], str | None] = no_mistake_known
    figures: Mapping[str, Callable[[GameState, int], int]] = field(default_factory=dict)


NO_GUIDE = Guide()
