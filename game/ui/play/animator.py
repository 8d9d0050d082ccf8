"""The play screen's motion: score pop-ups rising from where the points were made (never on top of one
another), a computer seat's move gliding across the board before it is submitted, and flashes of a seat's
piece (a boat that scored).  Nothing here changes the game; it asks for redraws only while something moves."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from .. import theme

if TYPE_CHECKING:
    from game.core.commands import Command

    from ..board_view import BoardView
    from .outline import Part

FLOAT_LIFE = 1.6
FLASH_LIFE = 1.6


@dataclass
class Floater:
    text: str
    colour: tuple
    world: tuple[float, float]
    age: float = 0.0
    life: float = FLOAT_LIFE


@dataclass
class Glide:
    """A computer seat's move: after `think` seconds something travels from `start` to `end` (screen points)
    in the rest of `duration`; then the scene submits `command`."""

    command: Command
    duration: float
    think: float = 0.0
    start: tuple[float, float] | None = None
    end: tuple[float, float] | None = None
    kind: str | None = None  # "tile:<id>:<quarters>" or a piece kind / "token:<animal>" / "ranger"
    age: float = 0.0

    @property
    def done(self) -> bool:
        return self.age >= self.duration

    def position(self) -> tuple[float, float] | None:
        if self.start is None or self.end is None:
            return None
        f = max(0.0, min(1.0, (self.age - self.think) / max(0.01, self.duration - self.think)))
        f = f * f * (3 - 2 * f)
        x = self.start[0] + (self.end[0] - self.start[0]) * f
        y = self.start[1] + (self.end[1] - self.start[1]) * f - math.sin(f * math.pi) * 60
        return x, y


def stack_apart(rects: list[pygame.Rect], gap: int = 4) -> list[pygame.Rect]:
    """The rectangles moved up, in order, until none overlaps (or touches) one placed before it."""
    placed: list[pygame.Rect] = []
    for r in rects:
        r = pygame.Rect(r)
        for _ in range(len(placed) + 1):
            hit = next((p for p in placed if p.inflate(2 * gap, 2 * gap).colliderect(r)), None)
            if hit is None:
                break
            r.bottom = hit.top - gap
        placed.append(r)
    return placed


class Animator:
    def __init__(self) -> None:
        self.clock = 0.0
        self.floaters: list[Floater] = []
        self.glide: Glide | None = None
        self.flashes: dict[int, float] = {}  # seat -> clock when its piece flashed
        self.outlines: list[list[Any]] = []  # [parts, cells, age]: features outlined while they score
        self.still = False  # reduced motion: pop-ups stand where the points were made instead of rising

    @property
    def active(self) -> bool:
        flashing = any(self.clock - c < FLASH_LIFE for c in self.flashes.values())
        return bool(self.floaters) or self.glide is not None or flashing or bool(self.outlines)

    def pop_up(self, text: str, colour: tuple[int, ...], world: tuple[float, float]) -> None:
        self.floaters.append(Floater(text, colour, world))

    def flash(self, seat: int) -> None:
        self.flashes[seat] = self.clock

    def outline(self, parts: Iterable[Part], cells: Iterable[Sequence[int]] = ()) -> None:
        """Outline a feature while it scores (as long as a pop-up lives)."""
        self.outlines.append([tuple(parts), tuple(cells), 0.0])

    def clear(self) -> None:
        self.floaters.clear()
        self.outlines.clear()
        self.glide = None

    def update(self, dt: float) -> None:
        self.clock += dt
        for f in self.floaters:
            f.age += dt
        self.floaters = [f for f in self.floaters if f.age < f.life]
        for o in self.outlines:
            o[2] += dt
        self.outlines = [o for o in self.outlines if o[2] < FLOAT_LIFE]
        if self.glide is not None:
            self.glide.age += dt

    def floater_rects(
        self, camera: BoardView, size: int, area: pygame.Rect | None = None
    ) -> list[tuple[Floater, pygame.Rect]]:
        """Where each pop-up is drawn: rising from its point (kept inside `area`), none on another."""
        out = []
        for f in self.floaters:
            x, y = camera.to_screen(*f.world)
            w, h = theme.font(size, True).size(f.text)
            r = pygame.Rect(0, 0, w + 4, h + 4)
            r.center = (round(x), round(y - (0 if self.still else f.age * 40)))
            if area is not None:
                r.clamp_ip(area)
            out.append(r)
        return list(zip(self.floaters, stack_apart(out)))

    def draw_floaters(
        self, surface: pygame.Surface, camera: BoardView, size: int, area: pygame.Rect | None = None
    ) -> None:
        for f, r in self.floater_rects(camera, size, area):
            fade = 1.0 if f.age < f.life * 0.6 else max(0.0, 1 - (f.age - f.life * 0.6) / (f.life * 0.4))
            img = theme.text(f.text, size, f.colour, True)
            outline = theme.text(f.text, size, (30, 24, 20), True)
            box = pygame.Surface(r.size, pygame.SRCALPHA)
            for ox, oy in ((0, 0), (4, 0), (0, 4), (4, 4), (2, 0), (0, 2), (4, 2), (2, 4)):
                box.blit(outline, (ox, oy))
            box.blit(img, (2, 2))
            box.set_alpha(int(255 * fade))
            surface.blit(box, r)

    def draw_glide(self, surface: pygame.Surface, image: pygame.Surface | None) -> None:
        """The gliding thing (`image`, given by the scene for the glide's kind) at its current place."""
        g = self.glide
        pos = g.position() if g is not None else None
        if pos is None or image is None:
            return
        surface.blit(image, image.get_rect(center=(round(pos[0]), round(pos[1]))))
