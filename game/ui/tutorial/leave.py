"""Leaving the tutorial: Esc (or Menu) asks first.  Enter or "Leave" goes to the main menu, Esc or "Keep
learning" goes back to the step where the learner was."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from .. import theme
from ..i18n import t
from ..layout import effective_scale
from ..widgets import Button

if TYPE_CHECKING:
    from ..play.contracts import GuideApp


class LeaveDialog:
    def __init__(self, app: GuideApp, leave: Callable[[], None]) -> None:
        self.app = app
        self.leave_action = leave
        w, h = app.size
        sc = effective_scale((w, h), app.ui_scale)
        self.scale = sc
        pad = round(26 * sc)
        width = min(w - 40, round(520 * sc))
        body = theme.role("body", sc)
        self.lines, self.size = theme.fit_lines(t("tutorial.leave_text"), width - 2 * pad, round(90 * sc), body)
        bh = round(46 * sc)
        title_h = theme.line_height(theme.role("heading", sc) + 4)
        height = pad + title_h + round(10 * sc) + len(self.lines) * theme.line_height(self.size) + round(20 * sc)
        height += bh + pad
        self.rect = pygame.Rect(0, 0, width, height)
        self.rect.center = (w // 2, h // 2)
        bw = (width - 2 * pad - round(16 * sc)) // 2
        bsize = theme.role("button", sc)
        y = self.rect.bottom - pad - bh
        self.buttons = [
            Button((self.rect.x + pad, y, bw, bh), lambda: t("tutorial.leave"), self.leave, bsize, "danger"),
            Button((self.rect.right - pad - bw, y, bw, bh), lambda: t("tutorial.stay"), self.close, bsize, "primary"),
        ]

    def close(self) -> None:
        self.app.modal = None
        if self.app.scene is not None:
            self.app.scene.dirty = True

    def leave(self) -> None:
        self.app.modal = None
        self.leave_action()

    def handle(self, e: pygame.event.Event) -> None:
        if e.type == pygame.KEYDOWN:
            if e.key == pygame.K_ESCAPE:
                self.close()
            elif e.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.leave()
            return
        for b in self.buttons:
            if b.handle(e):
                return

    def widgets(self) -> list:
        from ..component import Widget

        kids = tuple(Widget(f"button{i}", pygame.Rect(b.rect)) for i, b in enumerate(self.buttons))
        return [Widget("leave", pygame.Rect(self.rect), kids)]

    def draw(self, surface: pygame.Surface) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 120))
        surface.blit(veil, (0, 0))
        sc = self.scale
        theme.panel(surface, self.rect)
        head = theme.role("heading", sc) + 4
        size = theme.fit_size(t("tutorial.leave_title"), self.rect.w - 40, head, True)
        y = self.rect.y + round(26 * sc)
        theme.blit_text(surface, t("tutorial.leave_title"), (self.rect.centerx, y), size, theme.INK, True, "midtop")
        y += theme.line_height(head) + round(10 * sc)
        theme.blit_lines(surface, self.lines, (self.rect.centerx, y), self.size, theme.INK_SOFT, False, "midtop")
        for b in self.buttons:
            b.draw(surface)
