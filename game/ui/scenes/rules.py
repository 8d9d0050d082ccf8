"""Rules: a short summary per edition and the controls; a text longer than the panel scrolls (wheel, arrows,
Page Up / Page Down)."""

from __future__ import annotations

import pygame

from game.editions import EDITION_NAMES

from .. import theme
from ..i18n import t
from ..widgets import Button
from .base import Scene, backdrop, fit_buttons, title


class RulesScene(Scene):
    name = "rules"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.edition = EDITION_NAMES[0]
        self.scroll = 0
        self.layout()

    def layout(self) -> None:
        w, h = self.app.size
        m = self.px(20)
        self.title_y = self.px(50)
        tabs = EDITION_NAMES + ("controls",)
        gap = self.px(8)
        bw = min(self.px(250), (w - 2 * m - gap * (len(tabs) - 1)) // len(tabs))
        bh = self.px(50)
        y = self.title_y + self.px(40)
        x = w // 2 - (len(tabs) * (bw + gap) - gap) // 2
        size = theme.role("body", self.scale)
        self.buttons = []
        for i, ed in enumerate(tabs):
            key = "rules.controls_tab" if ed == "controls" else f"edition.{ed}"
            b = Button((x + i * (bw + gap), y, bw, bh), (lambda k=key: t(k)), (lambda e=ed: self.pick(e)), size)
            b.selected = ed == self.edition
            self.buttons.append(b)
        fit_buttons(self.buttons, size)
        back_h = self.px(54)
        back = Button(
            (w // 2 - self.px(110), h - m - back_h, self.px(220), back_h),
            lambda: t("setup.back"),
            self.back,
            theme.role("heading", self.scale),
        )
        top = y + bh + self.px(16)
        self.panel = pygame.Rect(
            w // 2 - min(w - 2 * m, self.px(1040)) // 2, top, min(w - 2 * m, self.px(1040)), back.rect.y - m - top
        )
        self.buttons.append(back)

    def pick(self, ed) -> None:
        self.edition = ed
        self.scroll = 0
        self.layout()

    def lines(self) -> tuple[list[str], int]:
        size = theme.role("heading", self.scale) - 2
        return theme.wrap(t(f"rules.{self.edition}"), self.panel.w - self.px(60), size), size

    def visible_lines(self) -> int:
        _lines, size = self.lines()
        return max(1, (self.panel.h - self.px(48)) // theme.line_height(size))

    def handle(self, e) -> None:
        lines, _size = self.lines()
        most = max(0, len(lines) - self.visible_lines())
        step = {
            pygame.K_DOWN: 1,
            pygame.K_UP: -1,
            pygame.K_PAGEDOWN: self.visible_lines(),
            pygame.K_PAGEUP: -self.visible_lines(),
        }
        if e.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(most, self.scroll - 3 * e.y))
        elif e.type == pygame.KEYDOWN and e.key in step:
            self.scroll = max(0, min(most, self.scroll + step[e.key]))
        super().handle(e)

    def widgets(self) -> list:
        from ..component import Widget

        return [Widget("panel", pygame.Rect(self.panel))] + super().widgets()

    def draw(self, surface) -> None:
        backdrop(surface)
        title(surface, "rules.title", self.title_y, theme.role("title", self.scale))
        theme.panel(surface, self.panel)
        lines, size = self.lines()
        shown = lines[self.scroll : self.scroll + self.visible_lines()]
        theme.blit_lines(surface, shown, (self.panel.x + self.px(30), self.panel.y + self.px(24)), size, theme.INK)
        if len(lines) > self.visible_lines():
            more = f"{self.scroll + 1}–{self.scroll + len(shown)} / {len(lines)}  ↑↓"
            small = theme.role("small", self.scale)
            theme.blit_text(
                surface,
                more,
                (self.panel.right - self.px(16), self.panel.bottom - self.px(10)),
                small,
                theme.INK_SOFT,
                False,
                "bottomright",
            )
        for b in self.buttons:
            b.draw(surface)
