"""The event log: what happened, one line per event worth telling (in the acting seat's colour and mark), newest
at the bottom; the wheel scrolls back.  The line under the pointer is lit, and the scene outlines what it
names on the board (`hover_index`: the log index of that line)."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pygame

from .. import marks, theme
from ..component import Component
from ..i18n import t
from . import intents as I
from . import paint


class EventLog(Component):
    name = "log"

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[tuple[int, str, tuple]] = []  # (log index, text, colour)
        self.scroll = 0  # lines scrolled back from the newest
        self.scale = 1.0
        self.pointer = (-1, -1)
        self.hover_index: int | None = None
        self._rows: list[tuple[int, pygame.Rect]] = []  # (log index, local rect) of the lines drawn last

    def add(self, index: int, text: str, colour: Any) -> None:
        self.lines.append((index, text, colour))
        self.scroll = 0

    def cut(self, length: int) -> None:
        """Forget the lines of events at or after `length` (an undo)."""
        self.lines = [x for x in self.lines if x[0] < length]
        self.scroll = 0

    def handle(self, e: pygame.event.Event) -> Any:
        if e.type == pygame.MOUSEMOTION:
            self.pointer = e.pos
            before = self.hover_index
            self.hover_index = self.line_at(e.pos)
            return I.Redraw() if self.hover_index != before else None
        if e.type == pygame.MOUSEWHEEL and self.contains(self.pointer):
            self.scroll = max(0, min(len(self.lines) - 1, self.scroll + (1 if e.y > 0 else -1)))
            return I.Redraw()
        if e.type == pygame.MOUSEBUTTONDOWN and self.contains(e.pos):
            return I.Redraw()  # a press on the log is not a press on the board under it
        return None

    def line_at(self, pos: tuple[int, int]) -> int | None:
        if not self.contains(pos):
            return None
        local = (pos[0] - self.rect.x, pos[1] - self.rect.y)
        return next((i for i, r in self._rows if r.collidepoint(local)), None)

    def signature(self) -> Hashable:
        last = self.lines[-1][:2] if self.lines else None
        return (len(self.lines), last, self.scroll, self.scale, t("play.log"), self.hover_index)

    def render(self, image: pygame.Surface) -> None:
        sc = self.scale
        body = paint.panel(image, radius=14)
        head = theme.role("heading", sc)
        pad = round(14 * sc)
        theme.blit_text(image, t("play.log"), (pad, round(10 * sc)), head, theme.INK, True)
        size = theme.role("small", sc)
        lh = theme.line_height(size)
        top = round(10 * sc) + theme.line_height(head) + round(4 * sc)
        y = body.bottom - round(8 * sc)
        width = body.w - pad - round(26 * sc)
        shown = self.lines[: len(self.lines) - self.scroll] if self.scroll else self.lines
        self._rows = []
        dot_size = max(8, round(11 * sc))
        for idx, line, colour in reversed(shown):
            wrapped = theme.wrap(line, width, size)
            if y - lh * len(wrapped) < top:
                break
            y -= lh * len(wrapped)
            row = pygame.Rect(pad - round(4 * sc), y - 1, body.w - 2 * pad + round(8 * sc), lh * len(wrapped) + 2)
            self._rows.append((idx, row))
            if idx == self.hover_index:
                pygame.draw.rect(image, (255, 236, 190), row, border_radius=4)
            mark = marks.mark_of(colour)
            if mark is not None:  # the seat's colour and its mark
                image.blit(marks.badge(mark, dot_size, colour), (pad + 2 - dot_size // 2, y + lh // 2 - dot_size // 2))
            else:
                pygame.draw.circle(image, (150, 140, 120), (pad + 2, y + lh // 2), max(3, round(4 * sc)))
            theme.blit_lines(image, wrapped, (pad + round(12 * sc), y), size, theme.INK)
            y -= round(3 * sc)
        if self.scroll:
            theme.blit_text(
                image, "▼", (body.right - pad, body.bottom - round(6 * sc)), size, theme.INK_SOFT, True, "bottomright"
            )
