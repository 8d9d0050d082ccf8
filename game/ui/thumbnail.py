"""A small picture of a saved board, drawn from the sketch the save library caches (game.library.sketch):
each cell's four sides in their area colours, the lines (paths, trails, rivers) from the centre to the sides
they leave by, and a dot of the seat's colour for each piece.  No replay and no tile painting: the Load
screen draws dozens of these at once.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.registry import feature_kinds, is_edition
from game.core.tiles import LINE

from . import theme
from .editions import plugin_for

_cache: dict = {}
BACKGROUND = (34, 42, 48)


def _area_colour(edition: str, kind: str) -> Any:
    return plugin_for(edition).tile_looks().area_colour(kind)


def _line_colour(edition: str, kind: str) -> Any:
    look = plugin_for(edition).line_looks.get(kind)
    return (230, 220, 180) if look is None else look.fill


def _side_kind(kinds: list[str], segs: list[int], side: int, shapes: dict) -> str:
    """The area kind showing most along a side (a line's own segment counts for the areas beside it)."""
    around = [kinds[segs[3 * side + i]] for i in (0, 2, 1)]
    areas = [k for k in around if shapes.get(k) != LINE]
    if not areas:
        areas = [k for k in (kinds[i] for i in segs) if shapes.get(k) != LINE] or around
    return max(areas, key=areas.count)


def render(summary: dict, size: tuple[int, int], ident: Any = None) -> pygame.Surface:
    """The thumbnail of a library summary, `size` pixels, cached under `ident` (e.g. the file and its time)."""
    sketch = summary.get("sketch") or {}
    key = (ident if ident is not None else id(summary), size)
    surf = _cache.get(key)
    if surf is not None:
        return surf
    if len(_cache) > 200:
        _cache.clear()
    edition = summary.get("edition", "")
    surf = pygame.Surface(size)
    surf.fill(BACKGROUND)
    cells = sketch.get("cells") or []
    kinds = sketch.get("kinds") or []
    if cells and kinds:
        _draw_cells(surf, edition, kinds, cells, sketch.get("pieces") or [], summary.get("seats") or [])
    pygame.draw.rect(surf, (90, 100, 106), surf.get_rect(), 1)
    _cache[key] = surf
    return surf


def _draw_cells(surf: pygame.Surface, edition: Any, kinds: Any, cells: Any, pieces: Any, seats: Any) -> None:
    w, h = surf.get_size()
    xs = [c[0] for c in cells]
    ys = [c[1] for c in cells]
    cols, rows = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
    px = max(2.0, min((w - 4) / cols, (h - 4) / rows))
    ox = (w - px * cols) / 2 - min(xs) * px
    oy = (h - px * rows) / 2 - min(ys) * px
    shapes = {k: spec.shape for k, spec in feature_kinds(edition).items()} if is_edition(edition) else {}
    segs = list(range(12))
    for cell in cells:
        x, y, seg_kinds = cell[0], cell[1], [kinds[i] for i in cell[2:14]]
        left, top = ox + x * px, oy + y * px
        centre = (left + px / 2, top + px / 2)
        corners = [(left, top), (left + px, top), (left + px, top + px), (left, top + px)]
        for side in range(4):
            colour = _area_colour(edition, _side_kind(seg_kinds, segs, side, shapes))
            pygame.draw.polygon(surf, colour, [corners[side], corners[(side + 1) % 4], centre])
        for side in range(4):
            kind = seg_kinds[3 * side + 1]
            if shapes.get(kind) == LINE:
                fill = _line_colour(edition, kind)
                mid = (
                    (corners[side][0] + corners[(side + 1) % 4][0]) / 2,
                    (corners[side][1] + corners[(side + 1) % 4][1]) / 2,
                )
                pygame.draw.line(surf, fill, centre, mid, max(1, round(px * 0.22)))
    for x, y, seat in pieces:
        colour = None
        if 0 <= seat < len(seats) and isinstance(seats[seat], dict):
            colour = theme.SEAT_COLOURS.get(seats[seat].get("colour") or "")
        colour = colour or theme.SEAT_COLOURS[theme.COLOUR_ORDER[seat % 5]]
        centre = (round(ox + (x + 0.5) * px), round(oy + (y + 0.5) * px))
        radius = max(2, round(px * 0.28))
        pygame.draw.circle(surf, (20, 20, 20), centre, radius + 1)
        pygame.draw.circle(surf, colour, centre, radius)
