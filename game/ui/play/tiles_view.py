"""The tiles still to come (key T, or the button on the tile card): every kind of tile nobody at the table has
seen yet, with its picture and how many copies are left, pile by pile (the draw pile; an edition's other
piles: face-down bonus tiles, doubles set aside face up).  What a player knows: the box minus what has been
drawn (`insight.tiles_left`), never the order of a pile.  It lies over the board area; the wheel scrolls it.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

import pygame

from .. import theme
from ..component import Component, Widget
from ..i18n import t
from . import intents as I
from . import paint

if TYPE_CHECKING:
    from game.core.tiles import TileDef

    from ..tile_painter import TilePainter
    from .model import PlayModel


class TilesLeftView(Component):
    name = "tiles_view"

    def __init__(self, model: PlayModel, painter: TilePainter) -> None:
        super().__init__()
        self.model = model
        self.painter = painter
        self.scale = 1.0
        self.visible = False
        self.scroll = 0
        self._parts: tuple = (None, None)

    def toggle(self) -> None:
        self.visible = not self.visible
        self.scroll = 0
        self.mark_dirty()

    # --- what it lists ---
    def piles(self) -> list[tuple[str, list[tuple[str, int]]]]:
        """(heading, [(tile id, copies)]) per pile, the draw pile first; empty piles left out."""
        aids = self.model.aids
        assert aids is not None  # the tiles left are the play screen's, which has its aids
        left = aids.tiles_left()
        out = [(t("aid.tiles_draw", n=left.total), sorted(left.draw.items()))]
        for name, counts in sorted(left.groups.items()):
            if counts:
                key = f"aid.tiles_pile.{name}" if name in ("bonus", "doubles") else "aid.tiles_pile.other"
                out.append((t(key, n=sum(counts.values())), sorted(counts.items())))
        return [(h, items) for h, items in out if items] or [(t("aid.tiles_draw", n=0), [])]

    # --- geometry (local) ---
    def parts(self) -> Any:
        """(heading rows [(text, y)], tiles [(tile id, count, box)], content height, tile size, close button)."""
        m = self.model
        key = (
            m.state.version,
            m.aids.seat() if m.aids is not None else None,
            self.rect.size,
            self.scale,
            self.scroll,
            t("aid.tiles_title"),
        )
        if self._parts[0] == key:
            return self._parts[1]
        sc = self.scale
        w, h = self.rect.size
        pad = round(14 * sc)
        head = theme.role("heading", sc)
        small = theme.role("small", sc)
        piles = self.piles()
        close = pygame.Rect(0, 0, round(34 * sc), round(30 * sc))
        close.topright = (w - pad // 2, pad // 2)
        top = pad + theme.line_height(head) + theme.line_height(small) + round(6 * sc)
        n_kinds = sum(len(items) for _h, items in piles)
        size = round(64 * sc)
        while True:  # the pictures shrink (to a minimum) until every kind fits without scrolling
            cell_w = size + round(40 * sc)
            cols = max(1, (w - 2 * pad) // cell_w)
            rows_total = sum(-(-len(items) // cols) for _h, items in piles)
            need = top + len(piles) * (theme.line_height(small) + round(6 * sc)) + rows_total * (size + round(10 * sc))
            if need <= h - pad or size <= round(36 * sc) or n_kinds == 0:
                break
            size -= 4
        heads = []
        tiles = []
        y = top - self.scroll
        for heading, items in piles:
            heads.append((heading, y))
            y += theme.line_height(small) + round(6 * sc)
            for i, (tile_id, count) in enumerate(items):
                r, c = divmod(i, cols)
                tiles.append(
                    (tile_id, count, pygame.Rect(pad + c * cell_w, y + r * (size + round(10 * sc)), size, size))
                )
            y += -(-len(items) // cols) * (size + round(10 * sc))
        content = y + self.scroll + pad
        got = (heads, tiles, content, size, close)
        self._parts = (key, got)
        return got

    # --- input ---
    def handle(self, e: pygame.event.Event) -> I.Intent | None:
        if not self.visible:
            return None
        if e.type == pygame.MOUSEWHEEL:
            _h, _t, content, _s, _c = self.parts()
            room = max(0, content - self.rect.h)
            self.scroll = max(0, min(room, self.scroll - e.y * round(40 * self.scale)))
            return I.Redraw()
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1 and self.contains(e.pos):
            close = self.parts()[4]
            if close.collidepoint(e.pos[0] - self.rect.x, e.pos[1] - self.rect.y):
                return I.ToggleTiles()
            return I.Redraw()  # a press on the view is not a press on the board under it
        return None

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        local = (pos[0] - self.rect.x, pos[1] - self.rect.y)
        for _tile, count, box in self.parts()[1]:
            if box.collidepoint(local):
                return t("aid.tiles_copies", n=count)
        return None

    def widgets(self) -> list[Widget]:
        if not self.visible:
            return []
        return [Widget(self.name, pygame.Rect(self.rect))]

    # --- drawing ---
    def signature(self) -> Hashable:
        return (self._parts[0], self.parts()[2])

    def render(self, image: pygame.Surface) -> None:
        sc = self.scale
        body = paint.panel(image, radius=14)
        heads, tiles, _content, size, close = self.parts()
        pad = round(14 * sc)
        head = theme.role("heading", sc)
        small = theme.role("small", sc)
        theme.blit_text(image, t("aid.tiles_title"), (pad, pad), head, theme.INK, True)
        hint = theme.shorten(t("aid.tiles_hint"), body.w - 2 * pad - close.w, small)
        theme.blit_text(image, hint, (pad, pad + theme.line_height(head)), small, theme.INK_SOFT)
        paint.button(image, close, "×", head, "normal")
        clip = pygame.Rect(0, pad + theme.line_height(head) + theme.line_height(small), body.w, body.h)
        clip.h = body.bottom - clip.y - 4
        image.set_clip(clip)
        for text, y in heads:
            theme.blit_text(image, text, (pad, y), small, theme.INK, True)
        state = self.model.state
        for tile_id, count, box in tiles:
            if box.bottom < clip.y or box.y > clip.bottom:
                continue
            self.paint_tile(image, state.tiles[tile_id], box)
            theme.blit_text(image, f"×{count}", (box.right + 4, box.bottom), small, theme.INK, True, "bottomleft")
        image.set_clip(None)

    def paint_tile(self, image: pygame.Surface, tile: TileDef, box: pygame.Rect) -> None:
        offs = tile.cell_offsets(0)
        xs = [o[0] for o in offs]
        ys = [o[1] for o in offs]
        cw, ch = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
        size = max(8, int(min(box.w / cw, box.h / ch)))
        ox = box.centerx - cw * size / 2
        oy = box.centery - ch * size / 2
        for i, (dx, dy) in enumerate(offs):
            image.blit(
                self.painter.cell_surface(tile, i, 0, size), (ox + (dx - min(xs)) * size, oy + (dy - min(ys)) * size)
            )
