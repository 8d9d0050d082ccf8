"""The tutorial's prompt box: where the guide speaks.  A heading (the edition and the step's number), the step's
words, a red line when a move was refused (what is expected instead), the hint's words, and its buttons (Hint,
Next, or at the end Play a real game and Menu) with the keys written beside them.

It measures itself for a width and lays itself out in the board area where the overlay puts it (`place`):
never over the marks it points at, the status line, the panels, the tray or the choice dialog."""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any

import pygame

from .. import theme
from ..component import Component, Widget
from ..play import paint


@dataclass(frozen=True)
class BoxText:
    heading: str
    body: str
    error: str = ""
    hint: str = ""
    keys: str = ""
    buttons: tuple[tuple[str, str, str], ...] = ()  # (name, label, kind) left to right


class GuideBox(Component):
    name = "guide"

    def __init__(self) -> None:
        super().__init__()
        self.scale = 1.0
        self.text = BoxText("", "")
        self.hover = (-1, -1)
        self.max_h = 0  # the height the words may take (from the board area), set by place()
        self._geo: tuple | None = None

    def px(self, v: float) -> int:
        return round(v * self.scale)

    # --- measuring ---
    def width_for(self, area: pygame.Rect) -> int:
        return max(self.px(220), min(self.px(470), area.w - 2 * self.px(10)))

    def geometry(self, width: int, max_h: int) -> Any:
        """(height, [(what, lines, size, colour, bold, y)], [(name, label, kind, rect)], the buttons' size, keys
        (lines, size, y)), laid out for `width`, the words shrunk to fit `max_h` (local coordinates)."""
        key = (self.text, width, max_h, self.scale)
        if self._geo is not None and self._geo[0] == key:
            return self._geo[1]
        sc = self.scale
        pad, gap = self.px(14), self.px(6)
        inner = width - 2 * pad
        tx = self.text
        bsize = theme.role("small", sc) + 1
        labels = [label for _n, label, _k in tx.buttons]
        bh = self.px(34) if labels else 0
        widths = [theme.font(bsize, True).size(x)[0] + self.px(22) for x in labels]
        stacked = sum(widths) + gap * max(0, len(widths) - 1) > inner  # side by side they do not fit
        if stacked:  # one under the other, each as wide as the box, at one size that fits each
            bsize = theme.fit_group(labels, inner - self.px(16), bsize, True)
            widths = [inner] * len(labels)
        rows = len(labels) if stacked else min(1, len(labels))
        buttons_h = rows * bh + max(0, rows - 1) * gap
        budget = max(self.px(60), max_h - 2 * pad - buttons_h - 2 * gap - 2 * theme.line_height(theme.role("tiny", sc)))
        body_size = theme.role("body", sc)
        while True:  # the words shrink together until they fit the room
            parts = []
            if tx.heading:
                parts.append(("heading", tx.heading, theme.role("tiny", sc) + 1, theme.ACCENT_DARK, True))
            parts.append(("body", tx.body, body_size, theme.INK, False))
            if tx.error:
                parts.append(("error", tx.error, body_size - 1, theme.BAD, True))
            if tx.hint:
                parts.append(("hint", tx.hint, body_size - 1, theme.ACCENT_DARK, False))
            laid = [(w, theme.wrap(s, inner, size, bold), size, col, bold) for w, s, size, col, bold in parts]
            text_h = sum(len(lines) * theme.line_height(size) for _w, lines, size, _c, _b in laid)
            text_h += gap * (len(laid) - 1)
            if text_h <= budget or body_size <= theme.MIN_TEXT:
                break
            body_size -= 1
        blocks = []
        y = pad
        for w, lines, size, col, bold in laid:
            blocks.append((w, lines, size, col, bold, y))
            y += len(lines) * theme.line_height(size) + gap
        y += gap
        rects = []
        x = width - pad - (sum(widths) + gap * max(0, len(widths) - 1)) if not stacked else pad
        for (name, label, kind), bw in zip(tx.buttons, widths):
            rects.append((name, label, kind, pygame.Rect(x, y, bw, bh)))
            if stacked:
                y += bh + gap
            else:
                x += bw + gap
        if stacked and rects:
            y = rects[-1][3].y
        room = (rects[0][3].x - pad - gap) if rects else inner
        tiny = theme.role("tiny", sc)
        if room >= self.px(150) or not tx.keys:  # the keys beside the buttons
            keys = theme.fit_lines(tx.keys, max(self.px(40), room), max(bh, theme.line_height(tiny)), tiny)
            keys_h = len(keys[0]) * theme.line_height(keys[1]) if tx.keys else 0
            keys_y = y + (max(bh, keys_h) - keys_h) // 2
            height = y + max(bh, keys_h) + pad
        else:  # a narrow box: the keys on their own lines under the buttons
            keys = theme.fit_lines(tx.keys, inner, 3 * theme.line_height(tiny), tiny)
            keys_y = y + bh + gap
            height = keys_y + len(keys[0]) * theme.line_height(keys[1]) + pad
        geo = (height, blocks, rects, bsize, (keys[0], keys[1], keys_y))
        self._geo = (key, geo)
        return geo

    def body_size(self, width: int, max_h: int) -> int:
        """The size the step's words take at `width` within `max_h` (smaller when the room is short)."""
        return self.geometry(width, max_h)[1][1][2] if self.text.heading else self.geometry(width, max_h)[1][0][2]

    def size_for(self, area: pygame.Rect) -> tuple[int, int]:
        """The box's size floating in the board area `area` (its words take at most 60 % of its height)."""
        w = self.width_for(area)
        return w, min(area.h - 2 * self.px(10), self.geometry(w, int(area.h * 0.6))[0])

    def place(self, rect: pygame.Rect, max_h: int) -> None:
        self.max_h = max_h
        self.set_rect(rect)

    def local_geometry(self) -> Any:
        return self.geometry(self.rect.w, self.max_h or self.rect.h)

    # --- input ---
    def button_at(self, pos: Any) -> str | None:
        if not self.contains(pos):
            return None
        local = (pos[0] - self.rect.x, pos[1] - self.rect.y)
        return next((name for name, _l, _k, r in self.local_geometry()[2] if r.collidepoint(local)), None)

    def button_rect(self, name: str) -> pygame.Rect | None:
        """A button's rectangle on the screen (for the tests), or None."""
        for n, _l, _k, r in self.local_geometry()[2]:
            if n == name:
                return r.move(self.rect.topleft)
        return None

    def widgets(self) -> list[Widget]:
        if not self.visible:
            return []
        kids = tuple(Widget(f"button_{n}", r.move(self.rect.topleft)) for n, _l, _k, r in self.local_geometry()[2])
        return [Widget(self.name, pygame.Rect(self.rect), kids)]

    # --- drawing ---
    def signature(self) -> Hashable:
        return (self.text, self.button_at(self.hover), self.rect.size, self.scale)

    def render(self, image: pygame.Surface) -> None:
        paint.panel(image, colour=(252, 247, 232))
        _h, blocks, rects, bsize, (klines, ksize, ky) = self.local_geometry()
        pad = self.px(14)
        for _w, lines, size, col, bold, y in blocks:
            theme.blit_lines(image, lines, (pad, y), size, col, bold)
        hot = self.button_at(self.hover)
        for name, label, kind, r in rects:
            paint.button(image, r, label, bsize, kind, hot == name)
        if klines:
            theme.blit_lines(image, klines, (pad, ky), ksize, theme.INK_SOFT)
