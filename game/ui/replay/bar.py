"""The replay's top bar: "Replay" and the edition, what the moment shown is (the turn and what just happened,
in the acting seat's colour), and the Back, Play from here and Fit buttons."""

from __future__ import annotations

import pygame

from .. import theme
from ..component import Component, Widget
from ..i18n import t
from ..play import intents as I
from ..play import paint
from ..play.topbar import BAR
from . import intents as R

BUTTONS = (("replay.back", R.Back), ("replay.branch", R.Branch), ("replay.fit", I.Fit))


def button_widths(scale: float) -> tuple[int, ...]:
    size = theme.role("button", scale)
    return tuple(theme.font(size, True).size(t(k))[0] + round(28 * scale) for k, _i in BUTTONS)


class ReplayBar(Component):
    name = "top"

    def __init__(self, model, edition_name: str) -> None:
        super().__init__()
        self.model = model
        self.edition_name = edition_name
        self.scale = 1.0
        self.title = pygame.Rect(0, 0, 0, 0)
        self.prompt = pygame.Rect(0, 0, 0, 0)
        self.buttons: tuple[pygame.Rect, ...] = ()
        self.hover = (-1, -1)
        self.can_branch = True

    def place(self, top, title, prompt, buttons) -> None:
        self.set_rect(top)
        self.title, self.prompt, self.buttons = pygame.Rect(title), pygame.Rect(prompt), tuple(buttons)
        self.mark_dirty()

    def handle(self, e):
        if e.type == pygame.MOUSEMOTION:
            before = self.hot()
            self.hover = e.pos
            return I.Redraw() if self.hot() != before else None
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1 and self.contains(e.pos):
            for r, (key, intent) in zip(self.buttons, BUTTONS):
                if r.collidepoint(e.pos) and (key != "replay.branch" or self.can_branch):
                    return intent()
            return I.Redraw()
        return None

    def tooltip_at(self, pos):
        for r, (key, _i) in zip(self.buttons, BUTTONS):
            if r.collidepoint(pos):
                return t(key + "_hint")
        return None

    def hot(self) -> int | None:
        return next((i for i, r in enumerate(self.buttons) if r.collidepoint(self.hover)), None)

    def widgets(self) -> list[Widget]:
        kids = [Widget("title", pygame.Rect(self.title)), Widget("prompt", pygame.Rect(self.prompt))]
        kids += [Widget(f"button{i}", pygame.Rect(r)) for i, r in enumerate(self.buttons)]
        return [Widget(self.name, pygame.Rect(self.rect), tuple(kids))]

    def signature(self):
        m = self.model
        return (m.index, self.hot(), self.can_branch, self.scale, t("replay.title"), self.edition_name)

    def render(self, image) -> None:
        sc = self.scale
        w, h = image.get_size()
        image.fill(BAR)
        pygame.draw.line(image, (90, 80, 60), (0, h - 2), (w, h - 2), 2)
        tr = self.title
        head = theme.fit_size(t("replay.title"), tr.w, theme.role("heading", sc) + round(4 * sc), True)
        small = theme.fit_size(self.edition_name, tr.w, theme.role("tiny", sc))
        y = (h - theme.line_height(head) - theme.line_height(small)) // 2
        theme.blit_text(image, t("replay.title"), (tr.x, y), head, (240, 214, 150), True)
        theme.blit_text(image, self.edition_name, (tr.x, y + theme.line_height(head)), small, (200, 200, 190))
        text = self.model.describe()
        pr = self.prompt
        dot = round(10 * sc)
        lines, size = theme.fit_lines(text, pr.w - 3 * dot, pr.h - round(6 * sc), theme.role("prompt", sc), True)
        lh = theme.line_height(size)
        top = (h - lh * len(lines)) // 2
        widest = max((theme.font(size, True).size(x)[0] for x in lines), default=0)
        x = pr.x + 3 * dot + (pr.w - 3 * dot - widest) // 2
        seat = self.model.moment.seat
        if seat is not None and not self.model.state.ended:
            centre = (x - 2 * dot, top + lh // 2)
            pygame.draw.circle(image, (230, 226, 214), centre, dot)
            pygame.draw.circle(image, self.model.colour(seat), centre, dot - 2)
        theme.blit_lines(image, lines, (x, top), size, theme.WHITE, True)
        labels = [t(k) for k, _i in BUTTONS]
        role = theme.role("button", sc)
        bsize = min(theme.fit_size(x, r.w - round(14 * sc), role, True) for x, r in zip(labels, self.buttons))
        hot = self.hot()
        for i, (r, label, (key, _i)) in enumerate(zip(self.buttons, labels, BUTTONS)):
            enabled = key != "replay.branch" or self.can_branch
            kind = "primary" if key == "replay.branch" else "ghost"
            paint.button(image, r, label, bsize, kind, hot == i and enabled, enabled)
