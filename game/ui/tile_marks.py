"""The pictures on a tile cell drawn upright whatever the tile's turn (symbols on their discs, baobabs,
signposts, villages, rocks, springs, the volcano, the "!" mark): the painter turns the cell's ground, then
draws each picture here at the turned position of its place."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.cellgeom import rotate_point

from . import icons


def draw_mark(surf: pygame.Surface, mark: Any, q: int, size: int) -> None:
    """Draw one upright picture of a cell (TilePainter.upright_marks) on its image turned `q` quarters, `size`
    pixels a side: the place turns with the tile, the picture stays upright."""
    kind, name, x, y, d = mark
    tx, ty = rotate_point((x, y), q)
    c = (tx * size, ty * size)
    px = max(4, round(d * size))
    if kind == "bang":
        r = px / 2
        pygame.draw.aacircle(surf, (200, 40, 40), c, r, 0)
        pygame.draw.aacircle(surf, (255, 255, 255), c, r, max(1, round(size / 240)))
        from . import theme

        t = theme.font(max(6, round(size * 0.12)), True).render("!", True, (255, 255, 255))
        surf.blit(t, t.get_rect(center=(round(c[0]), round(c[1]))))
        return
    if kind == "symbol":  # a soft light disc behind the symbol for contrast on any ground
        pygame.draw.aacircle(surf, (250, 246, 232), c, px / 2, 0)
        pygame.draw.aacircle(surf, (120, 100, 70), c, px / 2, max(1, round(size / 256)))
    img = icons.get(name, px)
    surf.blit(img, img.get_rect(center=(round(c[0]), round(c[1]))))
