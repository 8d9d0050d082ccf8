"""Learn to play: choose the game to learn, then its chapter.  The first page lists each edition with a
tutorial (its chapters' titles, how many were played to their end); a click (or its digit) opens the edition's
chapters.  There each chapter is a button with its title, a line about what it teaches and where the learner
stands (the step it resumes at, or done); a click (or its digit) starts or resumes it, "Start over" beside one
begun starts it afresh.  An edition with one chapter is that chapter on the first page.  Esc or Back returns to
the editions, then to the main menu."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.tutorial import available, chapters, load

from .. import theme
from ..i18n import t
from ..scenes.base import Scene, backdrop, fit_buttons, title
from ..widgets import Button
from . import progress

if TYPE_CHECKING:
    from ..app import App


def chapter_key(edition: str, chapter: str) -> str:
    return f"{edition}.{chapter}" if chapter else edition


class LearnScene(Scene):
    name = "learn"

    def __init__(self, app: App, edition: str | None = None) -> None:
        super().__init__(app)
        self.editions = available()
        self.chapters = {ed: chapters(ed) for ed in self.editions}
        self.places = progress.load()
        self.totals = {chapter_key(ed, ch): self.steps_of(ed, ch) for ed in self.editions for ch in self.chapters[ed]}
        self.edition = edition  # the edition whose chapters show, None: the editions
        self.message = ""
        self.layout()

    def entries(self) -> list[str]:
        """The rows of the page showing: editions, or the chapter keys of one edition."""
        if self.edition is None:
            return list(self.editions)
        return [chapter_key(self.edition, ch) for ch in self.chapters[self.edition]]

    def layout(self) -> None:
        w, h = self.app.size
        sc = self.scale
        entries = self.entries()
        bw, bh, gap = min(w - self.px(60), self.px(560)), self.px(54), self.px(8)
        small = theme.role("small", sc)
        lines = 3 if len(entries) <= 4 else 2
        self.about_h = lines * theme.line_height(small)
        row = bh + gap + self.about_h + self.px(14)
        back_h = self.px(50)
        self.title_y = self.px(60)
        top = self.title_y + self.px(34) + theme.line_height(theme.role("body", sc))
        room = h - self.px(12) - back_h - self.px(24) - top
        if len(entries) * row > room:  # many chapters: tighter rows
            bh = max(self.px(40), min(bh, room // max(1, len(entries)) - gap - self.about_h - self.px(8)))
            row = bh + gap + self.about_h + self.px(8)
        block = len(entries) * row + self.px(24) + back_h
        y = max(top, top + (h - self.px(12) - top - block) // 2)
        x = w // 2 - bw // 2
        self.buttons = []
        self.rows = []
        heading = theme.role("heading", sc) + 2
        restarts = []
        for i, key in enumerate(entries):
            r = pygame.Rect(x, y + i * row, bw, bh)
            if not self.has_chapters(key) and self.resumes_at(key):
                over = pygame.Rect(0, 0, self.px(150), bh)
                r.w -= over.w + gap
                over.topleft = (r.right + gap, r.y)
                restarts.append(
                    Button(over, lambda: t("tutorial.start_over"), (lambda k=key: self.start(k, True)), heading)
                )
            self.buttons.append(
                Button(r, (lambda k=key, n=i: self.label(n, k)), (lambda k=key: self.open(k)), heading, "primary")
            )
            self.rows.append((key, pygame.Rect(x, r.bottom + gap, bw, self.about_h)))
        fit_buttons(self.buttons, heading)
        fit_buttons(restarts, heading)
        self.buttons += restarts
        by = y + len(entries) * row + self.px(24)
        self.panel = pygame.Rect(x - self.px(16), y - self.px(14), bw + self.px(32), len(entries) * row + self.px(14))
        self.back_button = Button(
            (w // 2 - self.px(120), min(by, h - back_h - self.px(12)), self.px(240), back_h),
            lambda: t("setup.back"),
            self.back,
            theme.role("heading", sc),
        )
        self.buttons.append(self.back_button)

    @staticmethod
    def steps_of(edition: str, chapter: str = "") -> int:
        try:
            return len(load(edition, chapter).steps)
        except ValueError:  # a broken script: starting it says why
            return 0

    def has_chapters(self, key: str) -> bool:
        """The row is an edition with further chapters (a click shows them), not one guided game."""
        return self.edition is None and len(self.chapters[key]) > 1

    def resumes_at(self, key: str) -> int:
        """The step (from 0) the chapter `key` resumes at, 0 when it starts from the beginning."""
        place = self.places.get(key)
        step = place.step if place is not None else 0
        return step if 0 < step < self.totals.get(key, 0) - 1 else 0

    def done(self, key: str) -> bool:
        place = self.places.get(key)
        return place is not None and place.done

    def label(self, i: int, key: str) -> str:
        name = f"{i + 1}. {t(f'edition.{key}' if self.edition is None else f'tutorial.{key}.title')}"
        if self.has_chapters(key):  # an edition: its name, and how many of its chapters were played through
            keys = [chapter_key(key, ch) for ch in self.chapters[key]]
            done = sum(self.done(k) for k in keys)
            return t("tutorial.chapters_done", name=name, done=done, total=len(keys)) if done else name
        step = self.resumes_at(key)
        if step:
            return t("tutorial.resume_label", name=name, step=step + 1, total=self.totals[key])
        return t("tutorial.done_label", name=name) if self.done(key) else name

    def about(self, key: str) -> str:
        """An edition's line: its chapters' titles; a chapter's: what it teaches."""
        if self.has_chapters(key):
            titles = " · ".join(t(f"tutorial.{chapter_key(key, ch)}.title") for ch in self.chapters[key])
            return t("tutorial.chapter_list", titles=titles)
        return t(f"tutorial.{key}.about")

    def open(self, key: str) -> None:
        """An edition: show its chapters; a chapter: start it."""
        if self.has_chapters(key):
            self.edition = key
            self.message = ""
            self.layout()
            self.dirty = True
        else:
            self.start(key)

    def back(self) -> None:
        if self.edition is None:
            super().back()
            return
        self.edition = None
        self.message = ""
        self.layout()
        self.dirty = True

    def start(self, key: str, fresh: bool = False) -> None:
        from . import start_tutorial

        edition, _dot, chapter = key.partition(".")
        why = start_tutorial(self.app, edition, fresh, chapter)
        if why is not None:
            self.message = t("tutorial.broken", reason=why)
            self.dirty = True

    def handle(self, e: pygame.event.Event) -> None:
        entries = self.entries()
        if e.type == pygame.KEYDOWN and pygame.K_1 <= e.key < pygame.K_1 + min(9, len(entries)):
            self.open(entries[e.key - pygame.K_1])
            return
        super().handle(e)

    def widgets(self) -> list:
        from ..component import Widget

        return super().widgets() + [Widget(f"about_{key}", pygame.Rect(r)) for key, r in self.rows]

    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface)
        sc = self.scale
        if self.edition is None:
            title(surface, "tutorial.title", self.title_y, theme.role("title", sc))
            sub = t("tutorial.choose")
        else:
            title(surface, f"edition.{self.edition}", self.title_y, theme.role("title", sc))
            sub = t("tutorial.choose_chapter")
        w, _h = surface.get_size()
        body = theme.role("body", sc)
        size = theme.fit_size(sub, w - self.px(40), body)
        theme.blit_text(surface, sub, (w // 2, self.title_y + self.px(34)), size, (226, 216, 196), False, "midtop")
        veil = pygame.Surface(self.panel.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (14, 18, 22, 200), veil.get_rect(), border_radius=self.px(16))
        surface.blit(veil, self.panel)
        small = theme.role("small", sc)
        for key, r in self.rows:
            lines, lsize = theme.fit_lines(self.about(key), r.w, r.h, small)
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
