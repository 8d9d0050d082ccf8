"""The board on screen: a camera (pan, zoom toward a point, fit, keep things in view) and the read-only
drawing of the table, the tiles and the pieces.  Any screen that shows a board uses it: play, the final board,
a replay.

`rect` is where the board is drawn; `area` (inside it) is what the panels leave free: fitting, auto-pan and
keyboard focus keep things inside `area`, and the camera's centre (cx, cy) is the world point at its centre.
Zoom moves between fixed levels so painted tiles are cached per size (tile, cell, rotation, size).
"""

from __future__ import annotations

import copy
import math
from collections.abc import Callable, Collection, Iterable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.core import insight
from game.core.registry import feature_kinds

from . import icons
from .tile_geometry import feature_spot, rotate_point
from .tile_painter import TilePainter

if TYPE_CHECKING:
    from pygame.typing import ColorLike, RectLike

    from game.core.state import GameState, Piece

    from .editions.base import WindowPlugin

Cell = tuple[int, int]
World = tuple[float, float]
Bounds = tuple[int, int, int, int]  # world cells (x0, y0, x1, y1)

ZOOM_LEVELS = tuple(sorted({int(round(22 * 1.12**i)) for i in range(24)} & set(range(0, 261))))  # px per cell
DEFAULT_CELL = 108  # px per cell before any fit: a symbol (0.2 of a cell, spots.SYMBOL_SIZE) is 21 px
PIECE_SIZE = 0.24  # a piece's width in cells: spots keep 0.24 apart and 0.22 from symbols (spots.py), so
# pieces never cover one another nor hide a symbol
FIT_MAX = 150  # fitting never zooms in further than this many pixels per cell
READABLE = 64  # fitting never shrinks a cell below this many pixels (times the UI scale): river numbers,
# boats and symbols stay legible; a board larger than the view at this size is scrolled, not shrunk
WHOLE_MIN = 24  # "fit the board" asked for by the player shrinks cells down to this many pixels at most
TABLE, GRID = (38, 48, 52), (52, 64, 68)
LAYER_BYTES = 12 * 2**20  # the cached picture of the whole board, when it is no larger than this
VIEW_LAYER_BYTES = 12 * 2**20  # ... else of the part in view with a margin, when that is no larger than this


def _level_near(px: float) -> int:
    return min(range(len(ZOOM_LEVELS)), key=lambda i: abs(ZOOM_LEVELS[i] - px))


class BoardView:
    def __init__(self, edition: str, rect: RectLike, area: RectLike | None = None) -> None:
        self.edition = edition
        self.kinds = feature_kinds(edition)
        self.painter = TilePainter(edition, self.kinds)
        self.rect = pygame.Rect(rect)
        self.area = pygame.Rect(area if area is not None else rect)
        self.level = _level_near(DEFAULT_CELL)
        self.cx, self.cy = 0.5, 0.5  # the world point (cell units) at the centre of `area`
        self.fitted = False  # the view is the fit of the board (a resize fits again)
        self.scale = 1.0  # the UI scale: fitting zooms in at most FIT_MAX times it
        self._layer: tuple | None = None

    # --- camera ---
    @property
    def cell(self) -> int:
        return ZOOM_LEVELS[self.level]

    def to_screen(self, wx: float, wy: float) -> tuple[float, float]:
        z = self.cell
        return (self.area.centerx + (wx - self.cx) * z, self.area.centery + (wy - self.cy) * z)

    def to_world(self, sx: float, sy: float) -> tuple[float, float]:
        z = self.cell
        return (self.cx + (sx - self.area.centerx) / z, self.cy + (sy - self.area.centery) / z)

    def cell_at(self, sx: float, sy: float) -> Cell:
        wx, wy = self.to_world(sx, sy)
        return (math.floor(wx), math.floor(wy))

    def cell_rect(self, pos: Sequence[float]) -> pygame.Rect:
        x, y = self.to_screen(pos[0], pos[1])
        z = self.cell
        return pygame.Rect(round(x), round(y), z, z)

    def pan(self, dx_px: float, dy_px: float) -> None:
        self.cx -= dx_px / self.cell
        self.cy -= dy_px / self.cell
        self.fitted = False

    def zoom_at(self, steps: int, sx: float | None = None, sy: float | None = None) -> None:
        if sx is None or sy is None:
            sx, sy = self.area.center
        before = self.to_world(sx, sy)
        self.level = max(0, min(len(ZOOM_LEVELS) - 1, self.level + steps))
        after = self.to_world(sx, sy)
        self.cx += before[0] - after[0]
        self.cy += before[1] - after[1]
        self.fitted = False

    def readable_level(self) -> int:
        """The smallest zoom level the automatic views use (the player may zoom out further)."""
        return min(_level_near(READABLE * self.scale), _level_near(FIT_MAX * self.scale))

    def whole_level(self) -> int:
        """The smallest zoom level "fit the board" goes down to when the player asks for the whole board."""
        return min(_level_near(WHOLE_MIN), self.readable_level())

    def fit(self, bounds: Bounds, focus: World | None = None, whole: bool = False) -> None:
        """Show the cells in bounds = (x0, y0, x1, y1) inclusive, with a cell of margin for the frontier, at
        no less than the readable size (`whole`: the player asked for the whole board, down to WHOLE_MIN):
        when they do not fit at that size, the view shows the part of them around the world point `focus`
        (the newest tile), kept inside the bounds, and the rest scrolls."""
        x0, y0, x1, y1 = bounds
        x0, y0, x1, y1 = x0 - 1, y0 - 1, x1 + 2, y1 + 2
        best = 0
        for i, z in enumerate(ZOOM_LEVELS):
            if (x1 - x0) * z <= self.area.w and (y1 - y0) * z <= self.area.h:
                best = i
        smallest = self.whole_level() if whole else self.readable_level()
        self.level = max(min(best, _level_near(FIT_MAX * self.scale)), smallest)
        self.cx, self.cy = (x0 + x1) / 2, (y0 + y1) / 2
        z = self.cell
        fx, fy = focus if focus is not None else (self.cx, self.cy)
        half_w, half_h = self.area.w / z / 2, self.area.h / z / 2
        if (x1 - x0) > 2 * half_w:
            self.cx = min(max(fx, x0 + half_w), x1 - half_w)
        if (y1 - y0) > 2 * half_h:
            self.cy = min(max(fy, y0 + half_h), y1 - half_h)
        self.fitted = True

    def keep_visible(
        self, points: Sequence[World], margin: int = 8, within: RectLike | None = None, zoom_out: bool = True
    ) -> None:
        """Pan as little as possible (zooming out only when they cannot fit, and never below the readable
        size; with `zoom_out` False never) so that every world point in `points` lies inside the board area
        (or the part of it `within`), `margin` pixels clear of its edge; what still cannot fit is centred."""
        if not points:
            return
        xs = [p[0] for p in points]
        ys = [p[1] for p in points]
        room = pygame.Rect(within if within is not None else self.area).inflate(-2 * margin, -2 * margin)
        floor = min(self.level, self.readable_level()) if zoom_out else self.level
        while self.level > floor and (
            (max(xs) - min(xs)) * self.cell > room.w or (max(ys) - min(ys)) * self.cell > room.h
        ):
            self.level -= 1
        z = self.cell
        left, top = self.to_screen(min(xs), min(ys))
        box = pygame.Rect(
            math.floor(left),
            math.floor(top),
            math.ceil((max(xs) - min(xs)) * z) + 1,
            math.ceil((max(ys) - min(ys)) * z) + 1,
        )
        if room.contains(box):
            return
        moved = (
            box.clamp(room)
            if box.w <= room.w and box.h <= room.h
            else box.move(room.centerx - box.centerx, room.centery - box.centery)
        )
        self.cx -= (moved.x - box.x) / z
        self.cy -= (moved.y - box.y) / z
        self.fitted = False

    def cell_points(self, cells: Iterable[Cell], inset: float = 0.0) -> list[World]:
        """The corners of cells (inset a little), for keep_visible."""
        out = []
        for x, y in cells:
            out += [(x + inset, y + inset), (x + 1 - inset, y + 1 - inset)]
        return out

    def set_rects(self, rect: RectLike, area: RectLike) -> None:
        """A new window size: the world point at the area's centre stays there; the zoom follows the area's
        size (a view twice as large shows the same part of the board twice as large)."""
        old = pygame.Rect(self.area)
        self.rect, self.area = pygame.Rect(rect), pygame.Rect(area)
        if old.w > 0 and old.h > 0 and not self.fitted and old.size != self.area.size:
            ratio = min(self.area.w / old.w, self.area.h / old.h)
            self.level = _level_near(self.cell * ratio)

    # --- drawing ---
    def background(self, surface: pygame.Surface, rect: RectLike | None = None) -> None:
        """The table: one colour with a faint grid that moves with the board."""
        r = pygame.Rect(rect if rect is not None else self.rect)
        surface.fill(TABLE, r)
        z = self.cell
        ox, oy = self.to_screen(0, 0)
        x = r.x + (round(ox) - r.x) % z
        while x < r.right:
            surface.fill(GRID, (x, r.y, 1, r.h))
            x += z
        y = r.y + (round(oy) - r.y) % z
        while y < r.bottom:
            surface.fill(GRID, (r.x, y, r.w, 1))
            y += z

    # --- the whole board as one picture (panning then costs one blit) ---
    def layer_bounds(self, state: GameState, extra: Iterable[Cell] = ()) -> Bounds | None:
        """The world cells (x0, y0, x1, y1) the cached picture of the board covers: the whole board (its
        tiles and the `extra` cells, with a margin) when that is small enough at this zoom, else the part
        in view with a margin around it (kept while the view stays inside it); None when even that is too
        large (then the board is drawn tile by tile)."""
        x0, y0, x1, y1 = state.board.bounds()
        for x, y in extra:
            x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
        x0, y0, x1, y1 = x0 - 2, y0 - 2, x1 + 3, y1 + 3
        z = self.cell
        if (x1 - x0) * z * (y1 - y0) * z * 4 <= LAYER_BYTES:
            return x0, y0, x1, y1
        wx0, wy0 = self.to_world(*self.rect.topleft)
        wx1, wy1 = self.to_world(*self.rect.bottomright)
        if self._layer is not None and self._layer[0][2] == z:
            bx0, by0, bx1, by1 = self._layer[0][1]
            if bx0 <= max(wx0, x0) and by0 <= max(wy0, y0) and bx1 >= min(wx1, x1) and by1 >= min(wy1, y1):
                return self._layer[0][1]  # the view is still inside the picture made for it
        m = max(2, int((wx1 - wx0) / 4))
        b = (
            max(x0, math.floor(wx0) - m),
            max(y0, math.floor(wy0) - m),
            min(x1, math.ceil(wx1) + m),
            min(y1, math.ceil(wy1) + m),
        )
        if b[2] <= b[0] or b[3] <= b[1] or (b[2] - b[0]) * z * (b[3] - b[1]) * z * 4 > VIEW_LAYER_BYTES:
            return None
        return b

    def offscreen(self, bounds: Bounds) -> BoardView:
        """A camera drawing the world cells `bounds` into a surface of their own size (origin at x0, y0)."""
        x0, y0, x1, y1 = bounds
        z = self.cell
        cam = copy.copy(self)
        cam.rect = cam.area = pygame.Rect(0, 0, (x1 - x0) * z, (y1 - y0) * z)
        cam.cx, cam.cy = x0 + (x1 - x0) / 2, y0 + (y1 - y0) / 2
        cam._layer = None
        return cam

    def cached_layer(
        self, key: object, bounds: Bounds, draw: Callable[[pygame.Surface, BoardView], None]
    ) -> pygame.Surface:
        """The board picture for `key`, drawn by `draw(surface, camera)` when the key changed (into the old
        picture's surface when it has the same size, so that memory is not allocated again and again)."""
        if self._layer is not None and self._layer[0] == (key, bounds, self.cell):
            return self._layer[1]
        cam = self.offscreen(bounds)
        old = self._layer[1] if self._layer is not None else None
        self._layer = None
        if old is not None and old.get_size() == cam.rect.size:
            surf = old
        else:
            del old  # the old one goes before the new one is made
            surf = pygame.Surface(cam.rect.size)
            if pygame.display.get_surface() is not None:
                surf = surf.convert()
        cam.background(surf)
        draw(surf, cam)
        self._layer = ((key, bounds, self.cell), surf)
        return surf

    def drop_layer(self) -> None:
        self._layer = None

    def draw_tiles(self, surface: pygame.Surface, state: GameState, skip: Collection[Cell] | None = None) -> None:
        z = self.cell
        tiles = state.tiles
        r = self.rect
        ox, oy = self.to_screen(0, 0)
        blits = []
        for pos, (tile_id, index, q, _n) in state.board.cells.items():
            if skip is not None and pos in skip:
                continue
            x = round(ox + pos[0] * z)
            y = round(oy + pos[1] * z)
            if x >= r.right or y >= r.bottom or x + z <= r.x or y + z <= r.y:
                continue
            blits.append((self.painter.cell_surface(tiles[tile_id], index, q, z), (x, y)))
        if z >= 40:  # a thin shadow on the south and east edges
            fill = surface.fill
            for _s, (x, y) in blits:
                fill((0, 0, 0), (x + z, y + 4, 3, z))
                fill((0, 0, 0), (x + 3, y + z, z, 4))
        surface.blits(blits, doreturn=False)

    def spot_world(self, state: GameState, pos: Cell, feature_id: str) -> World:
        """The world point (cell units) where a piece on `feature_id` of the cell at `pos` stands: the engine's
        spot layout (spots.py: spots never overlap, never on a symbol), or the feature's own anchor for a
        feature no piece stands on."""
        got = insight.spot_world(state, pos, feature_id)
        if got is not None:
            return got
        c = state.board.cells.get(pos)
        if c is None:
            return (pos[0] + 0.5, pos[1] + 0.5)
        f = state.tiles[c[0]].cells[c[1]].feature(feature_id)
        if f is None:
            return (pos[0] + 0.5, pos[1] + 0.5)
        rx, ry = rotate_point(feature_spot(f, self.kinds[f.kind].shape if f.kind in self.kinds else "area"), c[2])
        return (pos[0] + rx, pos[1] + ry)

    def piece_world(self, state: GameState, p: Piece, plugin: WindowPlugin | None = None, view: object = None) -> World:
        """Where a piece stands: its feature's spot, or the edition's own place for it."""
        special = plugin.piece_world(state, view, p) if plugin is not None else None
        if special is not None:
            return special
        got = insight.piece_world(state, p.pid) if p.pid in state.pieces else None
        if got is not None:
            return got
        if p.feature:
            return self.spot_world(state, p.pos, p.feature)
        return (p.pos[0] + 0.5, p.pos[1] + 0.5)

    def piece_size(self) -> int:
        return max(12, int(self.cell * PIECE_SIZE))

    def draw_pieces(
        self,
        surface: pygame.Surface,
        state: GameState,
        colours: Sequence[ColorLike],
        hidden_pids: Collection[int] = (),
        plugin: WindowPlugin | None = None,
        view: object = None,
    ) -> None:
        size = self.piece_size()
        near = self.rect.inflate(size * 2, size * 2)
        for p in sorted(state.pieces.values(), key=lambda p: p.pid):
            if p.pid in hidden_pids or p.pos is None or p.pos not in state.board.cells:
                continue
            sx, sy = self.to_screen(*self.piece_world(state, p, plugin, view))
            if not near.collidepoint(sx, sy):
                continue
            rgb = colours[p.seat] if p.seat is not None and p.seat < len(colours) else (230, 230, 230)
            lying = plugin.piece_lying(state, view, p) if plugin is not None else False
            img = icons.piece_icon(p.kind, size, rgb, lying=lying)
            surface.blit(img, img.get_rect(center=(round(sx), round(sy))))

    def draw_cell_outline(
        self, surface: pygame.Surface, pos: Cell, colour: ColorLike, width: int = 3, fill: pygame.Surface | None = None
    ) -> None:
        r = self.cell_rect(pos)
        if fill is not None:
            surface.blit(fill, r)
        pygame.draw.rect(surface, colour, r, width, border_radius=max(2, self.cell // 14))
