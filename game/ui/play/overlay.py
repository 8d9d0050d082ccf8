"""A hook for something laid over the play screen (the tutorial's guide): it sees input first, may refuse a
command before the engine does, watches what the engine took, draws last, and says whether the game saves
itself and whether the end of the game leads to the results.  The base class does nothing: a plain game."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ..component import Widget

if TYPE_CHECKING:
    from game.core.commands import Command
from . import intents as I


class PlayOverlay:
    saves = True  # the game saves itself after every turn
    keeps_end = False  # True: the play screen stays when the game ends (no results screen)

    def handle(self, e: pygame.event.Event) -> bool:
        """An event, before the play screen's components; True when it was taken."""
        return False

    def intercept(self, intent: I.Intent) -> bool:
        """An intent a component asked for (Undo, Save as, Menu...); True when the overlay dealt with it."""
        return False

    def allow(self, command: Command) -> bool:
        """Whether `command` may go to the engine now (False: refused, and the overlay said why)."""
        return True

    def observe(self, command: Command, events: list[Any]) -> None:
        """The engine took `command` (a player's or a computer seat's) and answered `events`."""

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def widgets(self) -> list[Widget]:
        """What it shows beside the panels (for the layout tests)."""
        return []

    def board_widgets(self) -> list[Widget]:
        """What it shows over the board area (children of the board for the layout tests)."""
        return []

    def keep_clear(self) -> list[pygame.Rect]:
        """What the other boxes over the board (a feature's card) must not cover: the overlay's marks."""
        return []

    def animating(self) -> bool:
        return False

    def prompt(self) -> str:
        """What the top bar asks of the player instead of the game's decision ("": the decision's words)."""
        return ""

    def rules_anchor(self) -> str | None:
        """The section of the rules document that the overlay's current words point at (for F1), or None."""
        return None

    def holds_computer(self) -> bool:
        """Whether the computer seats wait now (nothing to poll for them: the window may sleep)."""
        return False
