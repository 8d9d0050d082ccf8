"""The document panel of the Rules screen: an opaque page showing the part of a laid-out document in view,
scrolled by pixels (wheel, keys, a scrollbar whose thumb drags and whose track pages), the worked examples
framed with their scores (the one under the pointer, or else the first one in full view, takes Enter)."""

from __future__ import annotations

from typing import Any

import pygame

from .. import theme
from ..component import Widget
from ..i18n import t
from . import examples, pictures
from .layout import Figure, Laid, TextLine


class DocView:
    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.laid: Laid | None = None
        self.edition = ""
        self.scroll = 0
        self.hover: int | None = None  # the example under the pointer
        self.grab: tuple[int, int] | None = None  # (pointer y, scroll) when the thumb was taken

    # --- geometry ---
    def px(self, v: float) -> int:
        return round(v * self.scale)

    def place(self, rect: Any, scale: float) -> None:
        self.rect = pygame.Rect(rect)
        self.scale = scale

    @property
    def bar_w(self) -> int:
        return max(8, self.px(12))

    @property
    def text_rect(self) -> pygame.Rect:
        """Where the text goes: the page less its margins and the scrollbar's lane."""
        pad = self.px(26)
        return pygame.Rect(
            self.rect.x + pad,
            self.rect.y + self.px(18),
            self.rect.w - 2 * pad - self.bar_w,
            self.rect.h - self.px(36),
        )

    def track(self) -> pygame.Rect:
        r = self.rect
        return pygame.Rect(r.right - self.px(8) - self.bar_w, r.y + self.px(10), self.bar_w, r.h - self.px(20))

    def thumb(self) -> pygame.Rect | None:
        """The scrollbar's thumb, or None when the whole document shows."""
        most = self.most()
        if self.laid is None or most <= 0:
            return None
        tr = self.track()
        view = self.text_rect.h
        h = max(self.px(36), int(tr.h * view / (view + most)))
        y = tr.y + int((tr.h - h) * self.scroll / most)
        return pygame.Rect(tr.x, y, tr.w, h)

    # --- scrolling ---
    def most(self) -> int:
        return max(0, (self.laid.height if self.laid else 0) - self.text_rect.h + self.px(12))

    def page(self) -> int:
        return max(20, self.text_rect.h - (self.laid.line if self.laid else 20) * 2)

    def scroll_to(self, y: int) -> None:
        self.scroll = max(0, min(self.most(), int(y)))

    def scroll_by(self, dy: int) -> None:
        self.scroll_to(self.scroll + dy)

    def show(self, laid: Laid, edition: str) -> None:
        self.laid, self.edition = laid, edition
        self.scroll_to(self.scroll)
        self.hover = None

    # --- the examples ---
    def example_rect(self, fig: Figure) -> pygame.Rect:
        tr = self.text_rect
        return fig.pic.move(tr.x, tr.y - self.scroll)

    def example_at(self, pos: Any) -> int | None:
        if self.laid is None or not self.text_rect.collidepoint(pos):
            return None
        for fig in self.laid.examples:
            if self.example_rect(fig).collidepoint(pos):
                return fig.number
        return None

    def keyed(self) -> int | None:
        """The example Enter opens: the one under the pointer, else the first in full view, else the first
        with half of it in view."""
        if self.hover is not None:
            return self.hover
        if self.laid is None:
            return None
        tr = self.text_rect
        half = None
        for fig in self.laid.examples:
            r = self.example_rect(fig)
            if tr.contains(r):
                return fig.number
            if half is None and r.clip(tr).h >= r.h // 2:
                half = fig.number
        return half

    # --- input: True when the event was the view's ---
    def handle(self, e: pygame.event.Event) -> bool:
        if e.type == pygame.MOUSEMOTION:
            if self.grab is not None:
                most, th = self.most(), self.thumb()
                room = self.track().h - (th.h if th is not None else 0)
                if room > 0:
                    self.scroll_to(self.grab[1] + (e.pos[1] - self.grab[0]) * most / room)
                return True
            hover = self.example_at(e.pos)
            changed = hover != self.hover
            self.hover = hover
            return changed
        if e.type == pygame.MOUSEBUTTONUP and e.button == 1 and self.grab is not None:
            self.grab = None
            return True
        if e.type == pygame.MOUSEWHEEL:
            self.scroll_by(-3 * e.y * (self.laid.line if self.laid else 20))
            return True
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1:
            th = self.thumb()
            track = self.track().inflate(self.px(8), 0)
            if th is not None and th.inflate(self.px(8), 0).collidepoint(e.pos):
                self.grab = (e.pos[1], self.scroll)
                return True
            if th is not None and track.collidepoint(e.pos):  # the track: a page toward the pointer
                self.scroll_by(self.page() if e.pos[1] > th.centery else -self.page())
                return True
        return False

    # --- drawing ---
    def widgets(self) -> list[Widget]:
        kids = [Widget("text", pygame.Rect(self.text_rect))]
        if self.thumb() is not None:
            kids.append(Widget("scrollbar", self.track()))
        return [Widget("page", pygame.Rect(self.rect), tuple(kids))]

    def draw(self, surface: pygame.Surface) -> None:
        theme.panel(surface, self.rect, colour=(250, 246, 236), radius=10)
        tr = self.text_rect
        if self.laid is not None:
            clip = surface.get_clip()
            surface.set_clip(tr.inflate(self.px(6), self.px(4)).clip(self.rect))
            keyed = self.keyed()
            for item in self.laid.visible(self.scroll - self.px(4), self.scroll + tr.h + self.px(4)):
                if isinstance(item, TextLine):
                    self.draw_line(surface, item)
                else:
                    for line in item.caption:
                        self.draw_line(surface, line)
                    if item.number >= 0:
                        self.draw_example(surface, item, item.number == keyed)
                    else:
                        pictures.draw_picture(surface, item.image, self.example_rect(item), self.edition)
            surface.set_clip(clip)
        th = self.thumb()
        if th is not None:
            tr2 = self.track()
            pygame.draw.rect(surface, (226, 216, 196), tr2, border_radius=tr2.w // 2)
            colour = theme.ACCENT if self.grab is not None else (170, 150, 118)
            pygame.draw.rect(surface, colour, th, border_radius=th.w // 2)

    def draw_line(self, surface: pygame.Surface, line: TextLine) -> None:
        tr = self.text_rect
        y = tr.y + line.top - self.scroll
        for r in line.runs:
            theme.blit_text(surface, r.text, (tr.x + r.x, y), line.size, line.colour, r.bold)
        if line.bullet is not None:
            pygame.draw.circle(surface, theme.ACCENT_DARK, (tr.x + line.bullet, y + line.height // 2), self.px(3.5))
        if line.rule:
            yy = y + line.height + self.px(3)
            pygame.draw.line(surface, (214, 190, 150), (tr.x, yy), (tr.right, yy), max(1, self.px(2)))

    def example_parts(self, fig: Figure) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """A worked example's frame: the board before it and the board after it side by side (an arrow between
        them), and the strip under both (under the board before, the hint that steps from one to the other;
        under the board after, the scores after)."""
        r = self.example_rect(fig)
        strip_h, gap = self.px(34), self.px(30)
        half = (r.w - gap) // 2
        before = pygame.Rect(r.x, r.y, half, r.h - strip_h)
        after = pygame.Rect(r.right - half, r.y, half, r.h - strip_h)
        return before, after, pygame.Rect(r.x, before.bottom, r.w, strip_h)

    def draw_example(self, surface: pygame.Surface, fig: Figure, hot: bool) -> None:
        r = self.example_rect(fig)
        ex = examples.example(self.edition, fig.image.target)
        before, after, strip = self.example_parts(fig)
        paper = (236, 228, 208)
        pygame.draw.rect(surface, paper, r)
        small = theme.role("small", self.scale)
        for board, first in ((before, True), (after, False)):
            surface.blit(examples.thumbnail(ex, board.size, self.scale, before=first), board)
            label = t("rules.example_before" if first else "rules.example_after")
            at = (board.x + self.px(8), board.y + self.px(6))
            tag = theme.text(label, small, theme.INK, True).get_rect(topleft=at).inflate(self.px(12), self.px(4))
            pygame.draw.rect(surface, paper, tag, border_radius=self.px(4))
            theme.blit_text(surface, label, at, small, theme.INK, True)
        arrow = theme.role("score", self.scale)
        middle = ((before.right + after.x) // 2, before.centery)
        theme.blit_text(surface, "→", middle, arrow, theme.ACCENT_DARK if hot else theme.INK_SOFT, True, "center")
        if ex.game is None or ex.refused:
            reason = ex.error or ex.refused
            room = pygame.Rect(r.x, r.y, r.w, strip.y - r.y)
            lines, size = theme.fit_lines(t("rules.example_broken", reason=reason), room.w - 20, room.h - 20, small)
            theme.blit_lines(surface, lines, (room.x + 10, room.y + 10), size, (250, 220, 200))
        x = after.x + self.px(10)
        for name, colour, score in examples.score_chips(ex):
            pygame.draw.circle(surface, colour, (x + self.px(6), strip.centery), self.px(6))
            pygame.draw.circle(surface, theme.INK, (x + self.px(6), strip.centery), self.px(6), 1)
            label = f"{name} {score}"
            rr = theme.blit_text(surface, label, (x + self.px(16), strip.centery), small, theme.INK, True, "midleft")
            x = rr.right + self.px(16)
        hint = t("rules.example_open")
        size = theme.fit_size(hint, before.w - self.px(20), theme.role("tiny", self.scale))
        colour = theme.ACCENT_DARK if hot else theme.INK_SOFT
        theme.blit_text(surface, hint, (before.x + self.px(10), strip.centery), size, colour, hot, "midleft")
        pygame.draw.rect(surface, theme.ACCENT if hot else theme.PANEL_EDGE, r, 3 if hot else 2, border_radius=4)
