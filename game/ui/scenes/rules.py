"""Rules: a short summary per edition and the controls."""

from __future__ import annotations

import pygame

from game.editions import EDITION_NAMES

from .. import theme
from ..i18n import t
from ..widgets import Button
from .base import Scene, backdrop, title


class RulesScene(Scene):
    name = "rules"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.edition = EDITION_NAMES[0]
        self.layout()

    def layout(self) -> None:
        w, h = self.app.size
        self.panel = pygame.Rect(w // 2 - 520, 190, 1040, h - 300)
        bw = 250
        self.buttons = []
        for i, ed in enumerate(EDITION_NAMES + ("controls",)):
            key = "rules.controls_tab" if ed == "controls" else f"edition.{ed}"
            b = Button(
                (w // 2 - 5 * (bw + 8) // 2 + i * (bw + 8), 120, bw, 50),
                (lambda k=key: t(k)),
                (lambda e=ed: self.pick(e)),
                16,
            )
            b.selected = ed == self.edition
            self.buttons.append(b)
        self.buttons.append(Button((w // 2 - 110, h - 90, 220, 54), lambda: t("setup.back"), self.back, 20))

    def pick(self, ed) -> None:
        self.edition = ed
        self.layout()

    def draw(self, surface) -> None:
        backdrop(surface)
        title(surface, "rules.title", 60, 48)
        theme.panel(surface, self.panel)
        body = t(f"rules.{self.edition}")
        y = self.panel.y + 24
        for line in theme.wrap(body, self.panel.w - 60, 18):
            theme.blit_text(surface, line, (self.panel.x + 30, y), 18, theme.INK)
            y += 27
            if y > self.panel.bottom - 30:
                break
        for b in self.buttons:
            b.draw(surface)
