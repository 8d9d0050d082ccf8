"""The choice dialog: a decision the board cannot show (a harvest token to take, an animal token to add, a
double to choose, any edition's other choices) as cards or rows in place of the tray.  The mouse takes an
item; so does the keyboard, the same way as everywhere on the play screen (Tab or the arrows move, Enter
takes, 1-9 pick directly, Esc or S take the way out when there is one); the keys are written under it."""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

import pygame

from .. import icons, theme
from ..component import Component, Widget
from ..editions import DialogSpec
from ..i18n import t
from . import intents as I
from . import paint

if TYPE_CHECKING:
    from pygame.typing import RectLike

    from ..editions import DialogItem
    from ..tile_painter import TilePainter
    from .model import PlayModel


class ChoiceDialog(Component):
    name = "dialog"

    def __init__(self, model: PlayModel, painter: TilePainter) -> None:
        super().__init__()
        self.model = model
        self.painter = painter
        self.scale = 1.0
        self.region = pygame.Rect(0, 0, 0, 0)  # where it may stand: bottom and sides of the tray, up to the top
        self.hover = (-1, -1)
        self.spec: DialogSpec | None = None
        self._geo: tuple | None = None

    def place(self, region: RectLike) -> None:
        self.region = pygame.Rect(region)
        self.relayout()

    def relayout(self) -> None:
        spec = self.model.dialog()
        if spec != self.spec:
            self.spec = spec
            self.model.dialog_focus.reset()
            if spec is not None and spec.selected is not None:
                self.model.dialog_focus.index = spec.selected
        self.visible = spec is not None and bool(spec.items)
        if self.visible and self.model.dialog_focus.index is None:
            self.model.dialog_focus.index = 0  # it opens with its first choice chosen: Enter takes it
        self._geo = None
        if self.visible:
            self.set_rect(self.geometry()[0])

    # --- geometry (screen coordinates) ---
    def keys_text(self) -> str:
        spec = self.spec
        assert spec is not None
        text = t("play.dialog_keys", n=min(9, len(spec.items)))
        if spec.cancel is not None:
            label = next((i.label for i in spec.items if i.payload == spec.cancel), "")
            text += " · " + t("play.dialog_cancel", what=label)
        return text

    def geometry(self) -> Any:
        """(box, [item rects], title lines and size, hint lines and size, keys lines and size)."""
        if self._geo is not None:
            return self._geo
        spec = self.spec
        assert spec is not None
        sc = self.scale
        reg = self.region
        pad, gap = round(16 * sc), round(10 * sc)
        n = len(spec.items)
        tiles = any(i.icon and i.icon.startswith("tile:") for i in spec.items)
        if spec.cards:
            cw, ch = (round(196 * sc), round(128 * sc)) if tiles else (round(112 * sc), round(112 * sc))
        else:
            size = theme.role("body", sc)
            cw = min(
                reg.w - 2 * pad,
                max(theme.font(size, True).size(f"9. {i.label}")[0] for i in spec.items) + round(28 * sc),
            )
            ch = round(40 * sc)
        inner = reg.w - 2 * pad
        title_size, small, tiny = theme.role("heading", sc), theme.role("small", sc), theme.role("tiny", sc)
        while True:
            per_row = max(1, min(n, (inner + gap) // (cw + gap)))
            rows = -(-n // per_row)
            grid_w = per_row * (cw + gap) - gap
            width = min(reg.w, max(grid_w + 2 * pad, round(560 * sc)))
            title = theme.fit_lines(
                spec.title, width - 2 * pad - round(24 * sc), 2.6 * theme.line_height(title_size), title_size, True
            )
            hint = (
                theme.fit_lines(spec.hint, width - 2 * pad, 3 * theme.line_height(small), small)
                if spec.hint
                else ([], small)
            )
            keys = theme.fit_lines(self.keys_text(), width - 2 * pad, 2 * theme.line_height(tiny), tiny)
            text_h = sum(len(x[0]) * theme.line_height(x[1]) for x in (title, hint, keys))
            height = pad * 2 + text_h + rows * (ch + gap) + gap
            if height <= reg.h or ch <= round(30 * sc):
                break
            cw, ch = int(cw * 0.88), int(ch * 0.88)
        box = pygame.Rect(0, 0, width, min(height, reg.h))
        box.midbottom = reg.midbottom
        y0 = box.y + pad + len(title[0]) * theme.line_height(title[1]) + gap
        x0 = box.centerx - grid_w // 2
        rects = [
            pygame.Rect(x0 + (i % per_row) * (cw + gap), y0 + (i // per_row) * (ch + gap), cw, ch) for i in range(n)
        ]
        self._geo = (box, rects, title, hint, keys)
        return self._geo

    def item_at(self, pos: tuple[int, int]) -> int | None:
        if not self.visible:
            return None
        return next((i for i, r in enumerate(self.geometry()[1]) if r.collidepoint(pos)), None)

    # --- input ---
    def handle(self, e: pygame.event.Event) -> I.Intent | None:
        if not self.visible or self.spec is None:
            return None
        if e.type == pygame.MOUSEMOTION:
            before = self.item_at(self.hover)
            self.hover = e.pos
            return I.Redraw() if self.item_at(e.pos) != before else None
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1 and self.contains(e.pos):
            i = self.item_at(e.pos)
            return I.Choose(self.spec.items[i].payload) if i is not None else I.Redraw()
        return None

    def widgets(self) -> list[Widget]:
        if not self.visible:
            return []
        kids = tuple(Widget(f"choice{i}", pygame.Rect(r)) for i, r in enumerate(self.geometry()[1]))
        return [Widget(self.name, pygame.Rect(self.rect), kids)]

    # --- drawing ---
    def signature(self) -> Hashable:
        n = len(self.spec.items) if self.spec else 0
        return (self.spec, self.item_at(self.hover), self.model.dialog_focus.current(n), self.rect.size, self.scale)

    def render(self, image: pygame.Surface) -> None:
        spec = self.spec
        if spec is None:
            return
        sc = self.scale
        box, rects, (tlines, tsize), (hlines, hsize), (klines, ksize) = self.geometry()
        off = box.topleft
        paint.panel(image)
        pad = round(16 * sc)
        lh = theme.line_height(tsize)
        widest = max(theme.font(tsize, True).size(x)[0] for x in tlines)
        tx = box.w // 2 - widest // 2 + round(12 * sc)
        if spec.seat is not None:
            c = (tx - round(16 * sc), pad + lh // 2)
            pygame.draw.circle(image, self.model.colour(spec.seat), c, round(8 * sc))
            pygame.draw.circle(image, theme.INK, c, round(8 * sc), 2)
        theme.blit_lines(image, tlines, (tx, pad), tsize, theme.INK, True)
        hover = self.item_at(self.hover)
        focus = self.model.dialog_focus.current(len(spec.items))
        for i, (rect, item) in enumerate(zip(rects, spec.items)):
            r = rect.move(-off[0], -off[1])
            hot = i in (hover, focus)
            pygame.draw.rect(image, (255, 250, 232) if hot else (240, 232, 214), r, border_radius=10)
            pygame.draw.rect(
                image, theme.ACCENT if hot else theme.PANEL_EDGE, r, 3 if i == focus else 2, border_radius=10
            )
            self.render_item(image, r, i, item)
        y = rects[-1].bottom - off[1] + round(10 * sc) if rects else pad
        y = (
            theme.blit_lines(image, hlines, (box.w // 2, y), hsize, theme.INK_SOFT, False, "midtop").bottom + 2
            if hlines
            else y
        )
        theme.blit_lines(image, klines, (box.w // 2, y), ksize, theme.ACCENT_DARK, True, "midtop")

    def render_item(self, image: pygame.Surface, r: pygame.Rect, i: int, item: DialogItem) -> None:
        sc = self.scale
        small, body = theme.role("small", sc), theme.role("body", sc)
        icon = item.icon
        if icon and icon.startswith("tile:"):
            art = pygame.Rect(r.x + 8, r.y + 8, r.w - 16, r.h - 16 - theme.line_height(small))
            self.paint_tile(image, icon[5:], art)
            label = theme.shorten(f"{i + 1}. {item.label}", r.w - 8, small, True)
            theme.blit_text(image, label, (r.centerx, r.bottom - 5), small, theme.INK, True, "midbottom")
        elif icon:
            label_h = theme.line_height(small)
            side = min(r.w - 16, r.h - label_h - 14)
            img = icons.named(icon, side)
            image.blit(img, img.get_rect(center=(r.centerx, r.y + 6 + side // 2)))
            size = theme.fit_size(item.label, r.w - 8, small, True)
            theme.blit_text(image, item.label, (r.centerx, r.bottom - 5), size, theme.INK, True, "midbottom")
            theme.blit_text(image, str(i + 1), (r.x + 7, r.y + 5), theme.role("tiny", sc), theme.INK_SOFT, True)
        elif r.h >= 2 * theme.line_height(small) + 10 and r.w < 240 * sc:  # a card without a picture: its words
            lines, size = theme.fit_lines(item.label, r.w - 14, r.h - 24, body, True)
            theme.blit_lines(image, lines, (r.centerx, r.y + 22), size, theme.INK, True, "midtop")
            theme.blit_text(image, str(i + 1), (r.x + 7, r.y + 5), theme.role("tiny", sc), theme.INK_SOFT, True)
        else:
            size = theme.fit_size(f"{i + 1}. {item.label}", r.w - 20, body, True)
            theme.blit_text(image, f"{i + 1}. {item.label}", (r.x + 12, r.centery), size, theme.INK, True, "midleft")

    def paint_tile(self, image: pygame.Surface, tile_id: str, rect: pygame.Rect) -> None:
        tile = self.model.state.tiles[tile_id]
        offs = tile.cell_offsets(0)
        xs = [o[0] for o in offs]
        ys = [o[1] for o in offs]
        cw, ch = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
        size = max(8, int(min(rect.w / cw, rect.h / ch)))
        ox = rect.centerx - cw * size // 2
        oy = rect.centery - ch * size // 2
        for i, (dx, dy) in enumerate(offs):
            image.blit(
                self.painter.cell_surface(tile, i, 0, size), (ox + (dx - min(xs)) * size, oy + (dy - min(ys)) * size)
            )
        pygame.draw.rect(image, (70, 60, 44), (ox, oy, cw * size, ch * size), 2)
