"""Placement you can read: when the player picks a place where the tile fits only turned another way, the tile
(on the card and in the preview) first turns visibly to that rotation, then it is laid.  A small timeline; the
scene submits the command when it ends."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.core.commands import Command

TURN_SECONDS = 0.35  # a quarter turn takes this long (divided by the animation speed)


@dataclass
class TurnJob:
    command: Command
    pos: tuple[int, int]
    start_q: int
    end_q: int
    duration: float
    age: float = 0.0

    def angle(self) -> float:
        """Degrees turned clockwise from the unturned tile now (eased)."""
        f = min(1.0, self.age / max(0.01, self.duration))
        f = f * f * (3 - 2 * f)
        steps = (self.end_q - self.start_q) % 4
        if steps == 3:
            steps = -1  # a quarter turn back rather than three forward
        return (self.start_q + steps * f) * 90.0


def turned_image(image: pygame.Surface, degrees: float) -> pygame.Surface:
    """`image` turned clockwise by `degrees`, shrunk so its box stays the size of the image (a turning tile
    never spills over what is around it), the corners left clear."""
    a = math.radians(degrees)
    zoom = 1.0 / (abs(math.cos(a)) + abs(math.sin(a)))
    if not image.get_flags() & pygame.SRCALPHA:
        clear = pygame.Surface(image.get_size(), pygame.SRCALPHA)
        clear.blit(image, (0, 0))
        image = clear
    return pygame.transform.rotozoom(image, -degrees, zoom)


class TurnThenLay:
    def __init__(self) -> None:
        self.job: TurnJob | None = None

    @property
    def active(self) -> bool:
        return self.job is not None

    def start(self, command: Command, pos: tuple[int, int], start_q: int, end_q: int, speed: float = 1.0) -> None:
        steps = (end_q - start_q) % 4
        quarters = 1 if steps in (1, 3) else 2
        self.job = TurnJob(
            command, (pos[0], pos[1]), start_q % 4, end_q % 4, TURN_SECONDS * quarters / max(0.25, speed)
        )

    def cancel(self) -> None:
        self.job = None

    def update(self, dt: float) -> TurnJob | None:
        """Advance; the job (to submit now) when the turn has ended, else None."""
        job = self.job
        if job is None:
            return None
        job.age += dt
        if job.age >= job.duration:
            self.job = None
            return job
        return None

    def angle(self) -> float | None:
        return self.job.angle() if self.job is not None else None
