"""Learn to play: choose the game to learn.  Each edition with a tutorial is a button with a line about what the
guided game teaches and where the learner stands (the step it resumes at, or finished); a click (or its
digit) starts it or resumes it, "Start over" beside one begun starts it afresh, Esc or Back returns to the
main menu."""

from __future__ import annotations

from typing import Any

import pygame

from game.tutorial import available, load

from .. import theme
from ..i18n import t
from ..scenes.base import Scene, backdrop, fit_buttons, title
from ..widgets import Button
from . import progress


class LearnScene(Scene):
    name = "learn"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.editions = available()
        self.places = progress.load()
        self.totals = {ed: self.steps_of(ed) for ed in self.editions}
        self.message = ""
        self.layout()

    def layout(self) -> None:
        w, h = self.app.size
        sc = self.scale
        bw, bh, gap = min(w - self.px(60), self.px(560)), self.px(54), self.px(8)
        small = theme.role("small", sc)
        self.about_h = 3 * theme.line_height(small)
        row = bh + gap + self.about_h + self.px(14)
        back_h = self.px(50)
        self.title_y = self.px(60)
        top = self.title_y + self.px(34) + theme.line_height(theme.role("body", sc))
        block = len(self.editions) * row + self.px(24) + back_h
        y = max(top, top + (h - self.px(12) - top - block) // 2)
        x = w // 2 - bw // 2
        self.buttons = []
        self.rows = []
        heading = theme.role("heading", sc) + 2
        restarts = []
        for i, ed in enumerate(self.editions):
            r = pygame.Rect(x, y + i * row, bw, bh)
            if self.resumes_at(ed):
                over = pygame.Rect(0, 0, self.px(150), bh)
                r.w -= over.w + gap
                over.topleft = (r.right + gap, r.y)
                restarts.append(
                    Button(over, lambda: t("tutorial.start_over"), (lambda e=ed: self.start(e, True)), heading)
                )
            self.buttons.append(
                Button(r, (lambda e=ed, n=i: self.label(n, e)), (lambda e=ed: self.start(e)), heading, "primary")
            )
            self.rows.append((ed, pygame.Rect(x, r.bottom + gap, bw, self.about_h)))
        fit_buttons(self.buttons, heading)
        fit_buttons(restarts, heading)
        self.buttons += restarts
        by = y + len(self.editions) * row + self.px(24)
        self.panel = pygame.Rect(
            x - self.px(16), y - self.px(14), bw + self.px(32), len(self.editions) * row + self.px(14)
        )
        self.back_button = Button(
            (w // 2 - self.px(120), min(by, h - back_h - self.px(12)), self.px(240), back_h),
            lambda: t("setup.back"),
            self.back,
            theme.role("heading", sc),
        )
        self.buttons.append(self.back_button)

    @staticmethod
    def steps_of(edition: str) -> int:
        try:
            return len(load(edition).steps)
        except ValueError:  # a broken script: starting it says why
            return 0

    def resumes_at(self, edition: str) -> int:
        """The step (from 0) the edition's guided game resumes at, 0 when it starts from the beginning."""
        place = self.places.get(edition)
        step = place.step if place is not None else 0
        return step if 0 < step < self.totals.get(edition, 0) - 1 else 0

    def label(self, i: int, edition: str) -> str:
        name = f"{i + 1}. {t(f'edition.{edition}')}"
        step = self.resumes_at(edition)
        if step:
            return t("tutorial.resume_label", name=name, step=step + 1, total=self.totals[edition])
        place = self.places.get(edition)
        return t("tutorial.done_label", name=name) if place is not None and place.done else name

    def start(self, edition: str, fresh: bool = False) -> None:
        from . import start_tutorial

        why = start_tutorial(self.app, edition, fresh)
        if why is not None:
            self.message = t("tutorial.broken", reason=why)
            self.dirty = True

    def handle(self, e: pygame.event.Event) -> None:
        if e.type == pygame.KEYDOWN and pygame.K_1 <= e.key < pygame.K_1 + len(self.editions):
            self.start(self.editions[e.key - pygame.K_1])
            return
        super().handle(e)

    def widgets(self) -> list:
        from ..component import Widget

        return super().widgets() + [Widget(f"about_{ed}", pygame.Rect(r)) for ed, r in self.rows]

    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface)
        sc = self.scale
        title(surface, "tutorial.title", self.title_y, theme.role("title", sc))
        w, _h = surface.get_size()
        body = theme.role("body", sc)
        sub = t("tutorial.choose")
        size = theme.fit_size(sub, w - self.px(40), body)
        theme.blit_text(surface, sub, (w // 2, self.title_y + self.px(34)), size, (226, 216, 196), False, "midtop")
        veil = pygame.Surface(self.panel.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (14, 18, 22, 200), veil.get_rect(), border_radius=self.px(16))
        surface.blit(veil, self.panel)
        small = theme.role("small", sc)
        for ed, r in self.rows:
            lines, lsize = theme.fit_lines(t(f"tutorial.{ed}.about"), r.w, r.h, small)
            theme.blit_lines(surface, lines, (r.centerx, r.y), lsize, (226, 216, 196), False, "midtop")
        for b in self.buttons:
            b.draw(surface)
        if self.message:
            theme.blit_text(
                surface,
                self.message,
                (w // 2, self.back_button.rect.y - self.px(6)),
                small,
                (255, 150, 130),
                False,
                "midbottom",
            )
