"""Each player's mark: a shape that goes with their colour on their pieces, boats, score rows and the frame
of the tile they laid last, so that no information is told by colour alone (a player who cannot tell two
colours apart still tells a triangle from a square).

The mark belongs to the colour (a seat that plays blue always has the diamond), so anything drawn in a seat's
colour can find its mark: `mark_of(rgb)`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from . import theme

if TYPE_CHECKING:
    from pygame.typing import ColorLike

MARK_OF_COLOUR = {"yellow": "circle", "red": "triangle", "green": "square", "blue": "diamond", "black": "star"}
_BY_RGB = {tuple(rgb): MARK_OF_COLOUR[name] for name, rgb in theme.SEAT_COLOURS.items()}
_cache: dict = {}


def mark_of(rgb: Sequence[int] | None) -> str | None:
    """The mark of a seat colour (None for a colour that is no seat's: greyed or neutral things)."""
    if rgb is None:
        return None
    return _BY_RGB.get(tuple(rgb)[:3])


def points(mark: str, cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """The outline of a mark of radius `r` centred at (cx, cy) (a circle is given as a many-sided polygon)."""
    if mark == "triangle":
        return [
            (cx + r * math.cos(a), cy + r * 0.12 + r * math.sin(a))
            for a in (-math.pi / 2, math.pi / 6, 5 * math.pi / 6)
        ]
    if mark == "square":
        k = r * 0.82
        return [(cx - k, cy - k), (cx + k, cy - k), (cx + k, cy + k), (cx - k, cy + k)]
    if mark == "diamond":
        return [(cx, cy - r * 1.05), (cx + r * 0.85, cy), (cx, cy + r * 1.05), (cx - r * 0.85, cy)]
    if mark == "star":
        out = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            k = r * (1.08 if i % 2 == 0 else 0.45)
            out.append((cx + k * math.cos(a), cy + k * math.sin(a)))
        return out
    return [(cx + r * 0.9 * math.cos(a * math.pi / 12), cy + r * 0.9 * math.sin(a * math.pi / 12)) for a in range(24)]


def draw_mark(
    surface: pygame.Surface,
    mark: str,
    centre: Sequence[float],
    size: float,
    fill: ColorLike,
    edge: ColorLike | None = None,
) -> None:
    """A mark `size` pixels across at `centre`, filled with `fill`, with an `edge` line when given."""
    r = size / 2
    pts = points(mark, centre[0], centre[1], r)
    if edge is not None:
        pygame.draw.polygon(surface, edge, points(mark, centre[0], centre[1], r + max(1.0, size / 9) * 0.8))
    pygame.draw.polygon(surface, fill, pts)


def ink_for(rgb: Sequence[int]) -> tuple[tuple, tuple]:
    """(fill, edge) of a mark drawn on something of colour `rgb`: light on dark colours, dark on light ones."""
    if theme.readable_on(rgb) == theme.WHITE:
        return (250, 250, 246), (24, 22, 20)
    return (34, 30, 26), (250, 248, 236)


def badge(mark: str, size: int, rgb: Sequence[int]) -> pygame.Surface:
    """A round chip in the seat's colour with its mark: for score rows, log lines and tile frames."""
    size = max(8, int(size))
    key = ("badge", mark, size, tuple(rgb))
    surf = _cache.get(key)
    if surf is None:
        ss = 3  # drawn large, then smoothed down
        big = pygame.Surface((size * ss, size * ss), pygame.SRCALPHA)
        c = size * ss / 2
        pygame.draw.circle(big, (24, 22, 20), (c, c), c)
        pygame.draw.circle(big, rgb, (c, c), c - max(2, size * ss // 12))
        fill, edge = ink_for(rgb)
        draw_mark(big, mark, (c, c), size * ss * 0.5, fill, edge)
        surf = pygame.transform.smoothscale(big, (size, size))
        if len(_cache) > 400:
            _cache.clear()
        _cache[key] = surf
    return surf


def on_piece(surface: pygame.Surface, mark: str, rgb: Sequence[int], box: pygame.Rect, lying: bool = False) -> None:
    """The mark drawn on a piece's body (`box`: where the piece's icon lies in `surface`), drawn large and
    smoothed down so that it stays a clean shape at any size."""
    size = max(5.0, box.w * (0.34 if not lying else 0.3))
    ss = 3
    side = int(size * 1.6) + 2
    big = pygame.Surface((side * ss, side * ss), pygame.SRCALPHA)
    fill, edge = ink_for(rgb)
    draw_mark(big, mark, (side * ss / 2, side * ss / 2), size * ss, fill, edge)
    small = pygame.transform.smoothscale(big, (side, side))
    centre = (box.centerx, box.y + box.h * (0.6 if not lying else 0.55))
    surface.blit(small, small.get_rect(center=(round(centre[0]), round(centre[1]))))
