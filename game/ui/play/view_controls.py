"""The board's view buttons, a column at the right edge of the board area: centre on the last tile (C), show
the places for my tile (P), follow the play on or off (F).  Fitting the whole board is the top bar's Fit
(Home).  Each button draws its own small picture; the tooltip names it and its key."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pygame

from ..component import Component, Widget
from ..i18n import t
from . import intents as I
from . import paint

BUTTONS = (("last", I.CentreLast), ("places", I.ShowPlaces), ("follow", I.ToggleFollow))
TIPS = {"last": "play.view_last", "places": "play.view_places"}


class ViewControls(Component):
    name = "view"

    def __init__(self) -> None:
        super().__init__()
        self.scale = 1.0
        self.follow = False
        self.places = False  # a tile in hand (the places button is live)
        self.hover = (-1, -1)

    def place(self, area: pygame.Rect, scale: float) -> None:
        """At the right edge of the free board area, just above its middle (clear of the status line at
        the top and the recap at the bottom)."""
        self.scale = scale
        b, gap = self.button_size(), max(4, round(6 * scale))
        r = pygame.Rect(0, 0, b, len(BUTTONS) * b + (len(BUTTONS) - 1) * gap)
        r.right = area.right - max(4, round(8 * scale))
        r.bottom = area.centery - gap
        r.top = max(r.top, area.top + gap)
        self.set_rect(r)

    def button_size(self) -> int:
        return max(30, round(40 * self.scale))

    def button_rects(self) -> list[pygame.Rect]:
        b, gap = self.button_size(), max(4, round(6 * self.scale))
        return [pygame.Rect(self.rect.x, self.rect.y + i * (b + gap), b, b) for i in range(len(BUTTONS))]

    def hot(self) -> int | None:
        return next((i for i, r in enumerate(self.button_rects()) if r.collidepoint(self.hover)), None)

    def handle(self, e: pygame.event.Event) -> Any:
        if e.type == pygame.MOUSEMOTION:
            before = self.hot()
            self.hover = e.pos
            return I.Redraw() if self.hot() != before else None
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1 and self.contains(e.pos):
            for r, (key, intent) in zip(self.button_rects(), BUTTONS):
                if r.collidepoint(e.pos) and (key != "places" or self.places):
                    return intent()
            return I.Redraw()
        return None

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        for r, (key, _i) in zip(self.button_rects(), BUTTONS):
            if r.collidepoint(pos):
                if key == "follow":
                    return t("play.view_follow_on" if self.follow else "play.view_follow_off")
                return t(TIPS[key])
        return None

    def widgets(self) -> list[Widget]:
        if not self.visible:
            return []
        kids = tuple(Widget(f"view_{k}", r) for r, (k, _i) in zip(self.button_rects(), BUTTONS))
        return [Widget(self.name, pygame.Rect(self.rect), kids)]

    def signature(self) -> Hashable:
        return (self.hot(), self.follow, self.places, self.scale, self.rect.size)

    def render(self, image: pygame.Surface) -> None:
        hot = self.hot()
        for i, (r, (key, _i)) in enumerate(zip(self.button_rects(), BUTTONS)):
            r = r.move(-self.rect.x, -self.rect.y)
            r.h -= 2  # the button's shadow stays inside
            enabled = key != "places" or self.places
            kind = "primary" if key == "follow" and self.follow else "ghost"
            paint.button(image, r, "", 10, kind, hot == i and enabled, enabled)
            draw_icon(image, key, r, (235, 235, 230) if enabled else (220, 220, 216))


def draw_icon(image: Any, key: str, r: pygame.Rect, colour: Any) -> None:
    """The button's picture: a tile with a dot (the last tile), four small frames (places), an eye (follow)."""
    c = r.center
    u = max(2, r.w // 8)
    w = max(1, u // 2)
    if key == "last":
        box = pygame.Rect(0, 0, 4 * u, 4 * u)
        box.center = c
        pygame.draw.rect(image, colour, box, w + 1)
        pygame.draw.circle(image, colour, c, u)
        for dx, dy in ((0, -1), (0, 1), (-1, 0), (1, 0)):
            a = (c[0] + dx * 2 * u, c[1] + dy * 2 * u)
            b = (c[0] + dx * 3 * u, c[1] + dy * 3 * u)
            pygame.draw.line(image, colour, a, b, w + 1)
    elif key == "places":
        for dx, dy in ((-1, -1), (1, -1), (-1, 1), (1, 1)):
            box = pygame.Rect(0, 0, int(2.2 * u), int(2.2 * u))
            box.center = (c[0] + dx * int(1.5 * u), c[1] + dy * int(1.5 * u))
            pygame.draw.rect(image, colour, box, w, border_radius=max(1, u // 2))
    else:
        eye = pygame.Rect(0, 0, 6 * u, int(3.4 * u))
        eye.center = c
        pygame.draw.ellipse(image, colour, eye, w + 1)
        pygame.draw.circle(image, colour, c, u)
