"""Tile art painted from the tile definitions (docs/tiles.md), never from per-tile images.

Areas are filled shapes that follow the 12-segment layout (each side cut in thirds), lines are smooth curves
through the cell or to the feature they end at, inside features and symbols are SVG icons.  A cell is painted
once at MASTER pixels (supersampled, then smoothed), unturned; the board asks for (tile, cell, rotation, size):
the master is halved step by step to near that size, scaled, then turned (a quarter turn is exact).  Both
caches are bounded by bytes and forget the least recently used images first.

Pictures stand upright at every rotation: the symbols with their discs, baobabs, signposts, villages, rocks,
springs, the volcano and the "!" mark are drawn after the turn, at the turned position of their place, at the
size asked for (`upright_marks`).  What turns with the tile is its drawing of areas and lines (and a lake's
shine); no icon of any box is meant to turn (none is an arrow or a direction).
"""

from __future__ import annotations

import math
import random
import zlib
from collections.abc import Mapping
from typing import Any

import pygame

from game.core.cellshape import CellShape, ground_kind, lines_under_inside_areas, open_end
from game.core.geometry import CORNER_SEGMENTS, MIDDLE_SEGMENTS
from game.core.registry import FeatureKind
from game.core.spots import cell_layout

from . import icons
from .image_cache import ImageCache
from .tile_geometry import (
    area_anchor,
    feature_spot,
    quad_points,
    run_apex,
    run_polygon,
    runs_of,
    side_mid,
)
from .tile_marks import draw_mark
from .tile_textures import AREA_COLOURS, DECOR_ICONS, LINE_STYLES, shade, texture

MASTER = 256
SS = 2  # supersampling factor of the master painting
MASTER_BUDGET = 28 * 2**20  # bytes of unturned master paintings and their halvings
SIZED_BUDGET = 24 * 2**20  # bytes of images at the sizes the board asked for


def _shape(kinds: Mapping[str, FeatureKind], kind: str) -> str:
    spec = kinds.get(kind)
    return "area" if spec is None else spec.shape


# The unturned paintings are shared by every painter of the process (each board, the rules' pictures, the
# menu's backdrop): a new game or a board opened again paints no cell twice.  A painting is keyed by what it
# is drawn from (the painter's kinds and colours, the tile's definition by value, the cell), never by a
# tile's id alone, so a box with other definitions under the same ids gets its own.
_MASTERS = ImageCache(MASTER_BUDGET)


class TilePainter:
    def __init__(self, edition: str, kinds: Mapping[str, FeatureKind], area_colours: dict | None = None) -> None:
        """`kinds`: the edition's feature kinds (game.core.registry.feature_kinds(edition));
        `area_colours`: the edition's own colours for some areas (its window plug-in's)."""
        self.edition = edition
        self.kinds = kinds
        self.area_colours = dict(area_colours or {})
        self._master = _MASTERS
        self._style = (edition, repr(sorted(kinds.items())), repr(sorted(self.area_colours.items())))
        self._sized = ImageCache(SIZED_BUDGET)
        self._marks: dict = {}  # (tile id, cell) -> (tile, its upright pictures)

    # --- the cache ---
    def cell_surface(self, tile: Any, index: int, q: int, size: int) -> pygame.Surface:
        key = (tile.id, index, q % 4, size)
        surf = self._sized.get(key)
        if surf is None:
            surf = self._sized.put(key, self._make_sized(tile, index, q % 4, size))
        return surf

    def has_sized(self, tile: Any, index: Any, q: Any, size: Any) -> bool:
        return (tile.id, index, q % 4, size) in self._sized

    def cached_bytes(self) -> int:
        return self._master.bytes + self._sized.bytes

    def master(self, tile: Any, index: int) -> pygame.Surface:
        """The unturned painting of a cell at MASTER pixels."""
        key = (self._style, tile, index, MASTER)
        m = self._master.get(key)
        if m is None:
            m = self._master.put(key, self.paint(tile, index))
        return m

    def _make_sized(self, tile: Any, index: Any, q: Any, size: Any) -> Any:
        key = (tile.id, index, "ground", size)
        ground = self._sized.get(key)
        if ground is None:
            ground = self._sized.put(key, self._ground_sized(tile, index, size))
        # a quarter turn of the unturned image at this size is exact and cheap; the pictures then go on upright
        surf = pygame.transform.rotate(ground, -90 * q) if q else ground.copy()
        for mark in self.upright_marks(tile, index):
            draw_mark(surf, mark, q, size)
        return surf

    def _ground_sized(self, tile: Any, index: Any, size: Any) -> Any:
        src = self.master(tile, index)
        # halve step by step (mip levels) for good quality at small sizes
        while src.get_width() >= size * 2 and src.get_width() > 8:
            half = src.get_width() // 2
            mk = (self._style, tile, index, half)
            nxt = self._master.get(mk)
            if nxt is None:
                nxt = self._master.put(mk, pygame.transform.smoothscale(src, (half, half)))
            src = nxt
        if src.get_width() == size:
            return src.copy()
        return pygame.transform.smoothscale(src, (size, size))

    # --- painting ---
    def paint(self, tile: Any, index: int) -> pygame.Surface:
        cell = tile.cells[index]
        S = MASTER * SS
        surf = pygame.Surface((S, S)).convert() if pygame.display.get_surface() else pygame.Surface((S, S))
        rng = random.Random(zlib.crc32(f"{tile.id}/{index}".encode()))
        shapes = {f.id: _shape(self.kinds, f.kind) for f in cell.features}

        def P(p: Any) -> Any:
            return (p[0] * S, p[1] * S)

        # 1. areas: one kind is the ground (cellshape.ground_kind, the same the pointer tests), the others are
        # shapes on it
        base = ground_kind(cell)
        surf.fill(self.area_colour(base))
        self._texture(surf, base, rng, None)
        # lines that run into a shape are drawn first, so the shape covers their end
        early = set()
        for f in cell.features:
            if shapes[f.id] == "line":
                for e in f.ends:
                    tgt = cell.feature(e)
                    if (
                        tgt is not None
                        and tgt.kind != base
                        and shapes[tgt.id] in ("area", "area_or_inside")
                        and tgt.segments
                    ):
                        early.add(f.id)
        for f in cell.features:
            if f.id in early:
                self._line(surf, cell, f, shapes, S)
        for f in cell.features:
            if shapes[f.id] not in ("area", "area_or_inside") or f.kind == base or not f.segments:
                continue
            runs = runs_of(f.segments)
            multi = len(runs) > 1
            mask = pygame.Surface((S, S), pygame.SRCALPHA)
            outline = []
            for start, length in runs:
                poly = run_polygon(start, length, 1.5 if multi else 1.0)
                pygame.draw.polygon(mask, (255, 255, 255, 255), [P(p) for p in poly])
                outline.append(poly)
            if multi:
                apexes = [run_apex(s, n, 1.5) for s, n in runs]
                width = 0.42 if min(n for _, n in runs) >= 3 else 0.26
                for a, b in zip(apexes, apexes[1:]):
                    self._band(mask, P(a), P(b), width * S, (255, 255, 255, 255))
                    pygame.draw.circle(mask, (255, 255, 255, 255), P(a), width * S / 2)
                    pygame.draw.circle(mask, (255, 255, 255, 255), P(b), width * S / 2)
            layer = pygame.Surface((S, S), pygame.SRCALPHA)
            layer.fill((*self.area_colour(f.kind), 255))
            self._texture(layer, f.kind, rng, None)
            # a soft darker rim just inside the shape (hedge / shore / forest edge)
            rim = self._rim(mask, f.kind)
            layer.blit(rim, (0, 0))
            layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
            surf.blit(layer, (0, 0))
        self._part_touching(surf, cell, base, shapes, S)
        # lines that run into an inside area which covers their ends (a river into its lake), then the areas
        under = {cell.features[i].id for i in lines_under_inside_areas(cell)} - early
        for f in sorted(cell.features, key=lambda f: LINE_STYLES.get(f.kind, (0, 0, 0.1))[2]):
            if f.id in under:
                self._line(surf, cell, f, shapes, S)
        # inside areas (a lake or a village with no segments)
        for f in cell.features:
            if shapes[f.id] in ("area_or_inside",) and not f.segments:
                self._inside_area(surf, cell, f, S)

        # 2. lines
        # narrow lines first: a wide river covers the mouths of the streams that run into it
        for f in sorted(cell.features, key=lambda f: LINE_STYLES.get(f.kind, (0, 0, 0.1))[2]):
            if shapes[f.id] == "line" and f.id not in early and f.id not in under:
                self._line(surf, cell, f, shapes, S)

        # 3. the pictures (inside features, decorations, symbols) are drawn upright after the turn

        # 4. edge and marks
        self._frame(surf, tile, S)
        return pygame.transform.smoothscale(surf, (MASTER, MASTER))

    def upright_marks(self, tile: Any, index: int) -> tuple:
        """The pictures of the cell, unturned: ((kind, icon name, x, y, size), ...) in cell units; kind is
        "icon", "symbol" (an icon on a light disc, where the engine's layout puts it: spots.py) or "bang"."""
        key = (tile.id, index)
        hit = self._marks.get(key)
        if hit is not None and hit[0] is tile:
            return hit[1]
        cell = tile.cells[index]
        shapes = {f.id: _shape(self.kinds, f.kind) for f in cell.features}
        out: list = []
        for f in cell.features:
            if shapes[f.id] == "inside":
                x, y = feature_spot(f, "inside")
                out.append(("icon", f.kind, x, y, 0.40 if f.kind == "baobab" else 0.26))
            elif shapes[f.id] == "area_or_inside" and not f.segments and f.kind == "village":
                cx, cy, _ax, _ay = next(s.ellipse for s in CellShape(cell).shapes if s.id == f.id and s.ellipse)
                out.append(("icon", "village", cx, cy, 0.26))
            elif shapes[f.id] == "line":
                end, decor = self._line_end(cell, f, shapes)
                if decor in DECOR_ICONS:
                    out.append(("icon", DECOR_ICONS[decor], end[0], end[1], 0.22))
        art = tile.raw.get("art")
        if art and index == 0:
            x, y = tile.raw.get("art_at") or (0.5, 0.3)
            out.append(("icon", DECOR_ICONS.get(art, art), x, y, 0.34))
        lay = self.layout(tile, index)
        kinds = {f.id: f.kind for f in cell.features}
        for fid, items in lay.symbols.items():
            for name, x, y in items:
                out.append(("symbol", icons.icon_name(name, kinds.get(fid)), x, y, lay.symbol_size))
        if "bang" in tile.tags and index == 0:
            out.append(("bang", "!", 0.88, 0.12, 0.16))
        marks = tuple(out)
        self._marks[key] = (tile, marks)
        return marks

    def _part_touching(self, surf: pygame.Surface, cell: Any, base: Any, shapes: Any, S: Any) -> None:
        """Two separate areas of one kind meeting at a corner (Safari's bush caps on two sides) would look like
        one: a wedge of the ground between them shows they are apart."""
        for corner, (a, b) in CORNER_SEGMENTS.items():
            fa, fb = cell.features[cell.seg_feature[a]], cell.features[cell.seg_feature[b]]
            if fa is fb or fa.kind != fb.kind or fa.kind == base or shapes[fa.id] not in ("area", "area_or_inside"):
                continue
            cx, cy = {"NW": (0, 0), "NE": (1, 0), "SE": (1, 1), "SW": (0, 1)}[corner]
            dx, dy = (1 if cx == 0 else -1), (1 if cy == 0 else -1)  # into the cell
            wedge = [(cx, cy), (cx + dx * 0.1, cy), (cx + dx * 0.2, cy + dy * 0.2), (cx, cy + dy * 0.1)]
            pygame.draw.polygon(surf, self.area_colour(base), [(x * S, y * S) for x, y in wedge])

    def area_colour(self, kind: Any) -> Any:
        return self.area_colours.get(kind) or AREA_COLOURS.get(kind, (150, 150, 150))

    def _band(self, surf: pygame.Surface, a: Any, b: Any, width: Any, colour: Any) -> None:
        dx, dy = b[0] - a[0], b[1] - a[1]
        d = math.hypot(dx, dy) or 1
        nx, ny = -dy / d * width / 2, dx / d * width / 2
        pygame.draw.polygon(
            surf,
            colour,
            [(a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny), (b[0] - nx, b[1] - ny), (a[0] - nx, a[1] - ny)],
        )

    def _rim(self, mask: Any, kind: Any) -> Any:
        """A darker band just inside the shape's edge (hedge, shore, forest edge)."""
        S = mask.get_width()
        col = shade(self.area_colour(kind), 0.72)
        small = pygame.transform.smoothscale(mask, (S // 16, S // 16))
        blur = pygame.transform.smoothscale(small, (S, S))
        alpha = pygame.Surface((S, S), pygame.SRCALPHA)
        alpha.fill((255, 255, 255, 255))
        alpha.blit(blur, (0, 0), special_flags=pygame.BLEND_RGBA_SUB)
        alpha.fill((255, 255, 255, 0), special_flags=pygame.BLEND_RGBA_MAX)
        alpha.fill((255, 255, 255, 170), special_flags=pygame.BLEND_RGBA_MULT)
        rim = pygame.Surface((S, S), pygame.SRCALPHA)
        rim.fill((*col, 255))
        rim.blit(alpha, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        return rim

    def _texture(self, surf: pygame.Surface, kind: Any, rng: Any, clip: Any) -> None:
        texture(surf, kind, self.area_colour(kind), rng)

    def _inside_area(self, surf: pygame.Surface, cell: Any, f: Any, S: Any) -> None:
        col = self.area_colour(f.kind)
        cx, cy, ax, ay = next(s.ellipse for s in CellShape(cell).shapes if s.id == f.id and s.ellipse)
        rect = pygame.Rect(0, 0, S * 2 * ax, S * 2 * ay)
        rect.center = (cx * S, cy * S)
        pygame.draw.ellipse(surf, shade(col, 0.7), rect.inflate(S * 0.03, S * 0.03))
        pygame.draw.ellipse(surf, col, rect)
        if f.kind == "lake":
            pygame.draw.arc(surf, shade(col, 1.3), rect.inflate(-S * 0.12, -S * 0.12), 0.4, 2.6, max(2, S // 150))

    def _line_end(self, cell: Any, f: Any, shapes: Any) -> tuple[tuple[float, float], str | None]:
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

    def _line(self, surf: pygame.Surface, cell: Any, f: Any, shapes: Any, S: Any) -> None:
        fill, edge, width = LINE_STYLES.get(f.kind, ((200, 200, 200), (90, 90, 90), 0.1))
        mids = [side_mid(s) for s in f.segments if s in MIDDLE_SEGMENTS]
        curves = []
        decor = None
        end, decor = self._line_end(cell, f, shapes)
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
        if f.kind == "amazon":
            bank = (196, 172, 112)
            self._stroke(surf, curves, w * 1.28, bank)
            self._stroke(surf, curves, w * 1.08, edge)
            self._stroke(surf, curves, w, fill)
            self._stroke(surf, curves, w * 0.45, shade(fill, 1.12))
        else:
            self._stroke(surf, curves, w * 1.35, edge)
            self._stroke(surf, curves, w, fill)
            if f.kind in ("river", "tributary"):
                self._stroke(surf, curves, w * 0.35, shade(fill, 1.18))
            elif f.kind in ("path", "trail"):
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

    def _stroke(self, surf: pygame.Surface, curves: Any, w: Any, colour: Any) -> None:
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

    def layout(self, tile: Any, index: int) -> Any:
        """The engine's layout of the cell (spots and symbols, unturned): the same the board puts pieces by."""
        from game.core.registry import UnknownEdition, get_edition

        try:
            ed = get_edition(self.edition)
        except UnknownEdition:
            return cell_layout(tile, index)
        cell = tile.cells[index]
        return cell_layout(tile, index, ed.spot_kinds, ed.corner_gaps(cell), ed.layout_marks(cell))

    def _frame(self, surf: pygame.Surface, tile: Any, S: Any) -> None:
        r = surf.get_rect()
        pygame.draw.rect(surf, (70, 60, 44), r, max(2, S // 128))
        hl = pygame.Surface((S, S), pygame.SRCALPHA)
        pygame.draw.line(hl, (255, 255, 255, 60), (2, 2), (S - 3, 2), S // 100)
        pygame.draw.line(hl, (255, 255, 255, 60), (2, 2), (2, S - 3), S // 100)
        pygame.draw.line(hl, (0, 0, 0, 60), (2, S - 3), (S - 3, S - 3), S // 100)
        pygame.draw.line(hl, (0, 0, 0, 60), (S - 3, 2), (S - 3, S - 3), S // 100)
        surf.blit(hl, (0, 0))
        if "bonus" in tile.tags:
            pygame.draw.rect(surf, (230, 180, 40), r.inflate(-S // 60, -S // 60), S // 50)
