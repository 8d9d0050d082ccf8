"""The lines of a tile's painting (paths, trails, rivers...): smooth curves from the middle of each side the
line leaves by to the cell's centre or to where it ends, stroked in its look (game.ui.tile_looks.LineLook)."""

from __future__ import annotations

import random
import zlib
from typing import Any

import pygame

from game.core.cellshape import open_end
from game.core.geometry import MIDDLE_SEGMENTS

from .tile_geometry import area_anchor, feature_spot, quad_points, side_mid
from .tile_looks import BANKS, PEBBLES, SHINE, LineLook
from .tile_textures import shade

BANK = (196, 172, 112)  # the sand beside a great river (the BANKS finish)
# the words a line may end at that are drawn as a picture where it stops (a rock, a spring, a volcano)
DECOR_ICONS = {"rock": "rock", "spring": "spring", "source": "spring", "volcano": "volcano"}


def line_end(cell: Any, f: Any, shapes: Any) -> tuple[tuple[float, float], str | None]:
    """Where a one-sided line stops inside the cell, and the decoration word drawn there (if any)."""
    stop = open_end(cell, f)
    if stop is not None:
        return stop, "_open"
    for e in f.ends:
        target = cell.feature(e)
        if target is not None:
            shape = shapes[target.id]
            if shape == "line":
                return target.spot or (0.5, 0.5), None
            if shape in ("area", "area_or_inside") and target.segments:
                return area_anchor(target), "_area"
            return feature_spot(target, "inside"), None
        return f.end_at or (0.5, 0.5), e
    return (0.5, 0.5), None


def draw_line(surf: pygame.Surface, cell: Any, f: Any, shapes: Any, S: Any, look: LineLook) -> None:
    """Line `f` of `cell` on `surf` (S pixels a side), in `look`."""
    fill, edge, width = look.fill, look.edge, look.width
    mids = [side_mid(s) for s in f.segments if s in MIDDLE_SEGMENTS]
    curves = []
    end, decor = line_end(cell, f, shapes)
    if len(mids) == 2 and not f.ends:
        curves.append(quad_points(mids[0], (0.5, 0.5), mids[1], 40))
    elif len(mids) >= 2 and not f.ends:
        for m in mids:
            curves.append(quad_points(m, ((m[0] + 0.5) / 2, (m[1] + 0.5) / 2), (0.5, 0.5), 24))
    else:
        for m in mids:
            ctrl = ((m[0] + end[0]) / 2, (m[1] + end[1]) / 2)
            curves.append(quad_points(m, ctrl, end, 30))
    w = width * S
    if look.finish == BANKS:
        stroke(surf, curves, w * 1.28, BANK)
        stroke(surf, curves, w * 1.08, edge)
        stroke(surf, curves, w, fill)
        stroke(surf, curves, w * 0.45, shade(fill, 1.12))
    else:
        stroke(surf, curves, w * 1.35, edge)
        stroke(surf, curves, w, fill)
        if look.finish == SHINE:
            stroke(surf, curves, w * 0.35, shade(fill, 1.18))
        elif look.finish == PEBBLES:
            rng = random.Random(zlib.crc32(f.id.encode()))
            for pts in curves:
                for p in pts[2::4]:
                    pygame.draw.circle(
                        surf,
                        shade(fill, 0.88),
                        (p[0] * S + (rng.random() - 0.5) * w * 0.6, p[1] * S + (rng.random() - 0.5) * w * 0.6),
                        S * 0.006,
                    )
    if decor == "_open":  # a trail ending in the open: a wider patch where its animal stands
        pygame.draw.circle(surf, edge, (end[0] * S, end[1] * S), w * 1.05)
        pygame.draw.circle(surf, fill, (end[0] * S, end[1] * S), w * 0.85)
    elif decor is not None and decor not in ("_area", *DECOR_ICONS):
        pygame.draw.circle(surf, shade(fill, 0.8), (end[0] * S, end[1] * S), w * 0.7)


def stroke(surf: pygame.Surface, curves: Any, w: Any, colour: Any) -> None:
    r = w / 2
    S = surf.get_width()
    for pts in curves:
        prev = None
        for p in pts:
            q = (p[0] * S, p[1] * S)
            if prev is not None:
                pygame.draw.line(surf, colour, prev, q, max(1, int(w)))
            pygame.draw.circle(surf, colour, q, r)
            prev = q
