"""The board on screen: a camera (pan, zoom toward a point, fit all), the placed cells, pieces, highlights.

Zoom moves between fixed levels so painted tiles are cached per size (tile, cell, rotation, size); the
drawing itself only blits cached surfaces.
"""

from __future__ import annotations

import math

import pygame

from game.core.tiles import EDITION_KINDS

from . import edition_parts, icons
from .tile_painter import TilePainter, feature_spot, rotate_point

ZOOM_LEVELS = tuple(int(round(22 * 1.12**i)) for i in range(24))  # 22 .. ~300 px per cell
ZOOM_LEVELS = tuple(sorted(set(z for z in ZOOM_LEVELS if z <= 260)))


class BoardView:
    def __init__(self, edition: str, rect: pygame.Rect) -> None:
        self.edition = edition
        self.painter = TilePainter(edition, EDITION_KINDS[edition])
        self.kinds = EDITION_KINDS[edition]
        self.rect = pygame.Rect(rect)
        self.level = ZOOM_LEVELS.index(min(ZOOM_LEVELS, key=lambda z: abs(z - 96)))
        self.cx, self.cy = 0.5, 0.5  # world point (cell units) at the view centre
        self.fit_margin = (0, 0, 0, 0)  # left, top, right, bottom screen pixels covered by panels
        self._bg = None

    # --- camera ---
    @property
    def cell(self) -> int:
        return ZOOM_LEVELS[self.level]

    def to_screen(self, wx: float, wy: float) -> tuple[float, float]:
        z = self.cell
        return (self.rect.centerx + (wx - self.cx) * z, self.rect.centery + (wy - self.cy) * z)

    def to_world(self, sx: float, sy: float) -> tuple[float, float]:
        z = self.cell
        return (self.cx + (sx - self.rect.centerx) / z, self.cy + (sy - self.rect.centery) / z)

    def cell_at(self, sx, sy) -> tuple[int, int]:
        wx, wy = self.to_world(sx, sy)
        return (math.floor(wx), math.floor(wy))

    def cell_rect(self, pos) -> pygame.Rect:
        x, y = self.to_screen(pos[0], pos[1])
        z = self.cell
        return pygame.Rect(round(x), round(y), z, z)

    def pan(self, dx_px: float, dy_px: float) -> None:
        self.cx -= dx_px / self.cell
        self.cy -= dy_px / self.cell

    def zoom_at(self, steps: int, sx: float | None = None, sy: float | None = None) -> None:
        if sx is None:
            sx, sy = self.rect.center
        before = self.to_world(sx, sy)
        self.level = max(0, min(len(ZOOM_LEVELS) - 1, self.level + steps))
        after = self.to_world(sx, sy)
        self.cx += before[0] - after[0]
        self.cy += before[1] - after[1]

    def fit(self, bounds) -> None:
        """Show cells bounds = (x0, y0, x1, y1) inclusive, plus a margin of one cell for the frontier."""
        x0, y0, x1, y1 = bounds
        x0, y0, x1, y1 = x0 - 1, y0 - 1, x1 + 2, y1 + 2
        ml, mt, mr, mb = self.fit_margin
        avail_w = max(100, self.rect.w - ml - mr)
        avail_h = max(100, self.rect.h - mt - mb)
        best = 0
        for i, z in enumerate(ZOOM_LEVELS):
            if (x1 - x0) * z <= avail_w and (y1 - y0) * z <= avail_h:
                best = i
        self.level = min(best, ZOOM_LEVELS.index(min(ZOOM_LEVELS, key=lambda z: abs(z - 150))))
        z = self.cell
        # centre of the free area, in screen px
        fx = self.rect.x + ml + avail_w / 2
        fy = self.rect.y + mt + avail_h / 2
        wx, wy = (x0 + x1) / 2, (y0 + y1) / 2
        self.cx = wx - (fx - self.rect.centerx) / z
        self.cy = wy - (fy - self.rect.centery) / z

    # --- drawing ---
    def background(self, surface) -> None:
        """The table: a soft gradient with a faint grid that moves with the board (cached per zoom)."""
        z = self.cell
        w, h = surface.get_size()
        key = (w, h, z)
        if self._bg is None or self._bg[0] != key:
            bg = pygame.Surface((w + z, h + z))
            top, bottom = (46, 58, 62), (30, 38, 42)
            for y in range(0, h + z, 4):
                f = min(1.0, y / max(1, h))
                col = tuple(int(top[i] * (1 - f) + bottom[i] * f) for i in range(3))
                pygame.draw.rect(bg, col, (0, y, w + z, 4))
            col = (56, 68, 72)
            for x in range(0, w + z, z):
                pygame.draw.line(bg, col, (x, 0), (x, h + z))
            for y in range(0, h + z, z):
                pygame.draw.line(bg, col, (0, y), (w + z, y))
            self._bg = (key, bg.convert() if pygame.display.get_surface() else bg)
        ox, oy = self.to_screen(0, 0)
        surface.blit(self._bg[1], (round(ox) % z - z, round(oy) % z - z))

    def prewarm(self, state, budget_ms: float = 2.0, colours=()) -> None:
        """Spend idle time scaling the tiles for the neighbouring zoom levels, so a zoom step never stalls."""
        import time

        end = time.perf_counter() + budget_ms / 1000.0
        tiles = state.tiles
        for lv in (self.level + 1, self.level - 1):
            if not 0 <= lv < len(ZOOM_LEVELS):
                continue
            z = ZOOM_LEVELS[lv]
            size = max(12, int(z * 0.34))
            for rgb in colours:
                icons.piece_icon("follower", size, rgb)
                if time.perf_counter() > end:
                    return
            for _pos, (tile_id, index, q, _n) in state.board.cells.items():
                if not self.painter.has_sized(tiles[tile_id], index, q, z):
                    self.painter.cell_surface(tiles[tile_id], index, q, z)
                    if time.perf_counter() > end:
                        return

    def visible(self, pos) -> bool:
        r = self.cell_rect(pos)
        return r.colliderect(self.rect)

    def draw_tiles(self, surface, state, skip=None) -> None:
        z = self.cell
        tiles = state.tiles
        sw, sh = surface.get_size()
        ox, oy = self.to_screen(0, 0)
        blits = []
        shadow_col = (0, 0, 0)
        for pos, (tile_id, index, q, _n) in state.board.cells.items():
            if skip is not None and pos in skip:
                continue
            x = round(ox + pos[0] * z)
            y = round(oy + pos[1] * z)
            if x > sw or y > sh or x + z < 0 or y + z < 0:
                continue
            blits.append((self.painter.cell_surface(tiles[tile_id], index, q, z), (x, y)))
        if z >= 40:  # a thin shadow on the south and east edges
            fill = surface.fill
            for _s, (x, y) in blits:
                fill(shadow_col, (x + z, y + 4, 3, z))
                fill(shadow_col, (x + 3, y + z, z, 4))
        surface.blits(blits, doreturn=False)

    def spot_world(self, state, pos, feature_id) -> tuple[float, float]:
        """The world point (cell units) where a piece on `feature_id` of the cell at `pos` stands."""
        c = state.board.cells.get(pos)
        if c is None:
            return (pos[0] + 0.5, pos[1] + 0.5)
        tile = state.tiles[c[0]]
        cell = tile.cells[c[1]]
        f = cell.feature(feature_id)
        if f is None:
            return (pos[0] + 0.5, pos[1] + 0.5)
        sp = feature_spot(f, self.kinds.get(f.kind, ("area",))[0])
        rx, ry = rotate_point(sp, c[2])
        return (pos[0] + rx, pos[1] + ry)

    def piece_world(self, state, p) -> tuple[float, float]:
        """Where a piece stands (world cell units): its feature's spot, or an edition's own place."""
        special = edition_parts.piece_world(state, p)
        if special is not None:
            return special
        if p.feature:
            return self.spot_world(state, p.pos, p.feature)
        return (p.pos[0] + 0.5, p.pos[1] + 0.5)

    def piece_size(self) -> int:
        return max(12, int(self.cell * 0.34))

    def draw_pieces(self, surface, state, colours, hidden_pids=()) -> None:
        size = self.piece_size()
        for p in sorted(state.pieces.values(), key=lambda p: p.pid):
            if p.pid in hidden_pids or p.pos is None or p.pos not in state.board.cells:
                continue
            wx, wy = self.piece_world(state, p)
            sx, sy = self.to_screen(wx, wy)
            if not self.rect.inflate(size * 2, size * 2).collidepoint(sx, sy):
                continue
            rgb = colours[p.seat] if p.seat is not None and p.seat < len(colours) else (230, 230, 230)
            img = icons.piece_icon(p.kind, size, rgb, lying=edition_parts.is_lying(state, p))
            surface.blit(img, img.get_rect(center=(sx, sy)))

    def draw_cell_outline(self, surface, pos, colour, width=3, fill_alpha=0) -> None:
        r = self.cell_rect(pos)
        if fill_alpha:
            s = pygame.Surface(r.size, pygame.SRCALPHA)
            s.fill((*colour, fill_alpha))
            surface.blit(s, r)
        pygame.draw.rect(surface, colour, r, width, border_radius=max(2, self.cell // 14))
