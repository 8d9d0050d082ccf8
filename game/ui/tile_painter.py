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

import random
import zlib
from collections.abc import Mapping
from typing import Any

import pygame

from game.core.cellshape import CellShape, ground_kind, lines_under_inside_areas
from game.core.registry import FeatureKind
from game.core.spots import cell_layout

from . import icons
from .image_cache import ImageCache
from .tile_areas import area_mask, inside_area, part_touching, rim
from .tile_geometry import feature_spot
from .tile_lines import DECOR_ICONS, draw_line, line_end
from .tile_looks import TileLooks
from .tile_marks import draw_mark
from .tile_textures import texture

MASTER = 256
SS = 2  # supersampling factor of the master painting
MASTER_BUDGET = 28 * 2**20  # bytes of unturned master paintings and their halvings
SIZED_BUDGET = 24 * 2**20  # bytes of images at the sizes the board asked for


def _shape(kinds: Mapping[str, FeatureKind], kind: str) -> str:
    spec = kinds.get(kind)
    return "area" if spec is None else spec.shape


def edition_looks(edition: str) -> TileLooks:
    """The looks the window plug-in of `edition` gives its kinds (none when it has no plug-in)."""
    from .editions.registry import MissingPlugin, plugin_class

    try:
        return plugin_class(edition).tile_looks()
    except MissingPlugin:
        return TileLooks()


# The unturned paintings are shared by every painter of the process (each board, the rules' pictures, the
# menu's backdrop): a new game or a board opened again paints no cell twice.  A painting is keyed by what it
# is drawn from (the painter's kinds and looks, the tile's definition by value, the cell), never by a
# tile's id alone, so a box with other definitions under the same ids gets its own.
_MASTERS = ImageCache(MASTER_BUDGET)


class TilePainter:
    def __init__(self, edition: str, kinds: Mapping[str, FeatureKind]) -> None:
        """`kinds`: the edition's feature kinds (game.core.registry.feature_kinds(edition)); the looks of the
        kinds are its window plug-in's (`tile_looks`)."""
        self.edition = edition
        self.kinds = kinds
        self.looks = edition_looks(edition)
        self._master = _MASTERS
        self._style = (edition, repr(sorted(kinds.items())), self.looks.key())
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
        looks = self.looks

        def by_width(f: Any) -> float:
            return looks.line_width(f.kind)

        # 1. areas: one kind is the ground (cellshape.ground_kind, the same the pointer tests), the others are
        # shapes on it
        base = ground_kind(cell)
        surf.fill(self.area_colour(base))
        self._texture(surf, base, rng)
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
            mask = area_mask(f, S)
            layer = pygame.Surface((S, S), pygame.SRCALPHA)
            layer.fill((*self.area_colour(f.kind), 255))
            self._texture(layer, f.kind, rng)
            # a soft darker rim just inside the shape (hedge / shore / forest edge)
            layer.blit(rim(mask, self.area_colour(f.kind)), (0, 0))
            layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
            surf.blit(layer, (0, 0))
        part_touching(surf, cell, base, shapes, S, self.area_colour)
        # lines that run into an inside area which covers their ends (a river into its lake), then the areas
        under = {cell.features[i].id for i in lines_under_inside_areas(cell)} - early
        for f in sorted(cell.features, key=by_width):
            if f.id in under:
                self._line(surf, cell, f, shapes, S)
        # inside areas (a lake or a village with no segments)
        for f in cell.features:
            if shapes[f.id] in ("area_or_inside",) and not f.segments:
                inside_area(surf, cell, f, S, self.area_colour(f.kind), looks.shines(f.kind))

        # 2. lines
        # narrow lines first: a wide river covers the mouths of the streams that run into it
        for f in sorted(cell.features, key=by_width):
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
                out.append(("icon", f.kind, x, y, self.looks.icon_size(f.kind)))
            elif shapes[f.id] == "area_or_inside" and not f.segments and f.kind in self.looks.area_icons:
                cx, cy, _ax, _ay = next(s.ellipse for s in CellShape(cell).shapes if s.id == f.id and s.ellipse)
                out.append(("icon", self.looks.area_icons[f.kind], cx, cy, 0.26))
            elif shapes[f.id] == "line":
                end, decor = line_end(cell, f, shapes)
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

    def area_colour(self, kind: Any) -> Any:
        return self.looks.area_colour(kind)

    def _texture(self, surf: pygame.Surface, kind: Any, rng: Any) -> None:
        texture(surf, self.looks.area_textures.get(kind), self.area_colour(kind), rng)

    def _line(self, surf: pygame.Surface, cell: Any, f: Any, shapes: Any, S: Any) -> None:
        draw_line(surf, cell, f, shapes, S, self.looks.line_look(f.kind))

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
