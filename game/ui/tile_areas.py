"""The areas of a tile's painting: a shape on the ground for each area that is not the ground (its runs of
segments, joined by bands when it has several, with a darker rim inside its edge), an ellipse for an inside
area, and a wedge of ground where two separate areas of one kind meet at a corner."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pygame

from game.core.cellshape import CellShape
from game.core.geometry import CORNER_SEGMENTS

from .tile_geometry import run_apex, run_polygon, runs_of
from .tile_looks import RGB
from .tile_textures import shade

WHITE = (255, 255, 255, 255)


def area_mask(f: Any, S: int) -> pygame.Surface:
    """The shape of area `f` (its segments' runs, joined by bands when there are several), white on clear."""

    def P(p: Any) -> Any:
        return (p[0] * S, p[1] * S)

    runs = runs_of(f.segments)
    multi = len(runs) > 1
    mask = pygame.Surface((S, S), pygame.SRCALPHA)
    for start, length in runs:
        poly = run_polygon(start, length, 1.5 if multi else 1.0)
        pygame.draw.polygon(mask, WHITE, [P(p) for p in poly])
    if multi:
        apexes = [run_apex(s, n, 1.5) for s, n in runs]
        width = 0.42 if min(n for _, n in runs) >= 3 else 0.26
        for a, b in zip(apexes, apexes[1:]):
            band(mask, P(a), P(b), width * S, WHITE)
            pygame.draw.circle(mask, WHITE, P(a), width * S / 2)
            pygame.draw.circle(mask, WHITE, P(b), width * S / 2)
    return mask


def band(surf: pygame.Surface, a: Any, b: Any, width: Any, colour: Any) -> None:
    dx, dy = b[0] - a[0], b[1] - a[1]
    d = math.hypot(dx, dy) or 1
    nx, ny = -dy / d * width / 2, dx / d * width / 2
    pygame.draw.polygon(
        surf,
        colour,
        [(a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny), (b[0] - nx, b[1] - ny), (a[0] - nx, a[1] - ny)],
    )


def rim(mask: Any, colour: RGB) -> Any:
    """A darker band just inside the shape's edge (hedge, shore, forest edge) of an area of `colour`."""
    S = mask.get_width()
    col = shade(colour, 0.72)
    small = pygame.transform.smoothscale(mask, (S // 16, S // 16))
    blur = pygame.transform.smoothscale(small, (S, S))
    alpha = pygame.Surface((S, S), pygame.SRCALPHA)
    alpha.fill((255, 255, 255, 255))
    alpha.blit(blur, (0, 0), special_flags=pygame.BLEND_RGBA_SUB)
    alpha.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGBA_MAX)
    alpha.fill((255, 255, 255, 170), special_flags=pygame.BLEND_RGBA_MULT)
    out = pygame.Surface((S, S), pygame.SRCALPHA)
    out.fill((*col, 255))
    out.blit(alpha, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def inside_area(surf: pygame.Surface, cell: Any, f: Any, S: Any, col: RGB, shine: bool) -> None:
    """An area with no segments (a lake, a village) as an ellipse with a darker edge; `shine`: a light arc."""
    cx, cy, ax, ay = next(s.ellipse for s in CellShape(cell).shapes if s.id == f.id and s.ellipse)
    rect = pygame.Rect(0, 0, S * 2 * ax, S * 2 * ay)
    rect.center = (cx * S, cy * S)
    pygame.draw.ellipse(surf, shade(col, 0.7), rect.inflate(S * 0.03, S * 0.03))
    pygame.draw.ellipse(surf, col, rect)
    if shine:
        pygame.draw.arc(surf, shade(col, 1.3), rect.inflate(-S * 0.12, -S * 0.12), 0.4, 2.6, max(2, S // 150))


def part_touching(
    surf: pygame.Surface, cell: Any, base: Any, shapes: Any, S: Any, colour: Callable[[str], RGB]
) -> None:
    """Two separate areas of one kind meeting at a corner (two caps of bush on two sides) would look like one: a
    wedge of the ground between them shows they are apart."""
    for corner, (a, b) in CORNER_SEGMENTS.items():
        fa, fb = cell.features[cell.seg_feature[a]], cell.features[cell.seg_feature[b]]
        if fa is fb or fa.kind != fb.kind or fa.kind == base or shapes[fa.id] not in ("area", "area_or_inside"):
            continue
        cx, cy = {"NW": (0, 0), "NE": (1, 0), "SE": (1, 1), "SW": (0, 1)}[corner]
        dx, dy = (1 if cx == 0 else -1), (1 if cy == 0 else -1)  # into the cell
        wedge = [(cx, cy), (cx + dx * 0.1, cy), (cx + dx * 0.2, cy + dy * 0.2), (cx, cy + dy * 0.1)]
        pygame.draw.polygon(surf, colour(base), [(x * S, y * S) for x, y in wedge])
