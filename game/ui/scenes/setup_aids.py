"""Each human seat's aids in the New game screen: a small "Aids" button in the seat's row (three dots: which
aids are on) opens a popover with a toggle per aid (projected score, tiles left, fit counts and dead places;
outlines and feature cards are always on).  The choice goes into the seat (`seat["aids"]`), so it is saved
with the game (`Setup.seats[i]["aids"]`, read by `game.core.insight.aids_for`); the play screen shows the
aids of the seat whose turn it is, so a child can play with every aid and an adult with none at one table.
"""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from game.core.insight import AIDS, aids_for

from .. import theme
from ..component import Widget
from ..i18n import t

ORDER = tuple(AIDS)  # projected, tiles_left, fit_counts, coach


def seat_aids(seat: dict) -> dict:
    """The seat's aids as the game will read them once saved (insight.aids_for: all on unless turned off)."""
    return aids_for(SimpleNamespace(seats=[seat]), 0)


class AidsControls:
    def __init__(self, scene) -> None:
        self.scene = scene
        self.slots: dict[int, pygame.Rect] = {}  # seat -> where its Aids button goes (shown for human seats)
        self.open: int | None = None  # the seat whose popover is open
        self.hover: tuple[int, int] = (-1, -1)

    # --- layout ---
    def reset(self) -> None:
        self.slots = {}

    def place_button(self, seat: int, rect) -> None:
        self.slots[seat] = pygame.Rect(rect)

    @property
    def buttons(self) -> dict[int, pygame.Rect]:
        """The Aids buttons shown: human seats only (a computer seat needs no aids)."""
        seats = self.scene.seats
        return {i: r for i, r in self.slots.items() if i < len(seats) and not seats[i].get("ai")}

    def popover(self) -> pygame.Rect | None:
        """The open popover: under its button (above it when the window has no room below), inside the window."""
        if self.open is None or self.open not in self.buttons:
            return None
        px = self.scene.px
        b = self.buttons[self.open]
        w, h = px(360), px(44) + len(ORDER) * px(40) + px(34)
        r = pygame.Rect(b.x, b.bottom + px(6), w, h)
        win = pygame.Rect(0, 0, *self.scene.app.size)
        if r.bottom > win.bottom - px(6):
            r.bottom = b.y - px(6)
        return r.clamp(win)

    def rows(self) -> list[tuple[str, pygame.Rect]]:
        r = self.popover()
        if r is None:
            return []
        px = self.scene.px
        return [
            (aid, pygame.Rect(r.x + px(12), r.y + px(40) + i * px(40), r.w - px(24), px(34)))
            for i, aid in enumerate(ORDER)
        ]

    # --- input ---
    def handle(self, e) -> bool:
        """True when the event was the aids' own (a press on a button or the popover, Esc closing it)."""
        if e.type == pygame.MOUSEMOTION:
            self.hover = e.pos
            return False
        if e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE and self.open is not None:
            self.open = None
            return True
        if e.type != pygame.MOUSEBUTTONDOWN or e.button != 1:
            return False
        for aid, r in self.rows():
            if r.collidepoint(e.pos):
                self.toggle(self.open, aid)
                return True
        pop = self.popover()
        if pop is not None and pop.collidepoint(e.pos):
            return True
        for seat, b in self.buttons.items():
            if b.collidepoint(e.pos):
                self.open = None if self.open == seat else seat
                return True
        if self.open is not None:  # a press elsewhere closes it (and does nothing else)
            self.open = None
            return True
        return False

    def toggle(self, seat, aid: str) -> None:
        if seat is None:
            return
        s = self.scene.seats[seat]
        aids = seat_aids(s)
        aids[aid] = not aids[aid]
        s["aids"] = aids

    # --- drawing ---
    def draw(self, surface) -> None:
        sc = self.scene.scale
        small = theme.role("small", sc)
        for seat, b in self.buttons.items():
            on = seat_aids(self.scene.seats[seat])
            hot = b.collidepoint(self.hover) or self.open == seat
            base = theme.ACCENT_DARK if self.open == seat else ((250, 244, 230) if hot else theme.PANEL)
            fg = theme.WHITE if self.open == seat else theme.INK
            pygame.draw.rect(surface, (0, 0, 0), b.move(0, 3), border_radius=10)
            pygame.draw.rect(surface, base, b, border_radius=10)
            pygame.draw.rect(surface, tuple(max(0, c - 50) for c in base), b, 2, border_radius=10)
            label = t("setup.aids")
            size = theme.fit_size(label, b.w - self.scene.px(10), small, True)
            lh = theme.line_height(size)
            dot = max(3, self.scene.px(4))
            top = b.centery - (lh + 2 * dot + 2) // 2
            theme.blit_text(surface, label, (b.centerx, top), size, fg, True, "midtop")
            for i, aid in enumerate(ORDER):  # a dot per aid: filled when on
                c = (round(b.centerx + (i - (len(ORDER) - 1) / 2) * 3 * dot), top + lh + dot)
                if on[aid]:
                    pygame.draw.circle(surface, fg, c, dot)
                else:
                    pygame.draw.circle(surface, fg, c, dot, 1)
        pop = self.popover()
        if pop is None:
            return
        theme.panel(surface, pop)
        px = self.scene.px
        name = self.scene.seats[self.open]["name"]
        head = theme.fit_size(t("setup.aids_for", name=name), pop.w - px(24), theme.role("body", sc), True)
        theme.blit_text(
            surface, t("setup.aids_for", name=name), (pop.x + px(12), pop.y + px(10)), head, theme.INK, True
        )
        on = seat_aids(self.scene.seats[self.open])
        for aid, r in self.rows():
            box = pygame.Rect(r.x, 0, r.h - px(10), r.h - px(10))
            box.centery = r.centery
            pygame.draw.rect(surface, theme.WHITE, box, border_radius=4)
            pygame.draw.rect(surface, theme.INK, box, 2, border_radius=4)
            if on[aid]:
                pygame.draw.lines(
                    surface,
                    theme.ACCENT_DARK,
                    False,
                    [
                        (box.x + box.w * 0.2, box.centery),
                        (box.x + box.w * 0.42, box.bottom - box.h * 0.22),
                        (box.right - box.w * 0.18, box.y + box.h * 0.2),
                    ],
                    max(2, px(3)),
                )
            text = t("setup.aid." + aid)
            size = theme.fit_size(text, r.right - box.right - px(10), small)
            theme.blit_text(surface, text, (box.right + px(10), r.centery), size, theme.INK, False, "midleft")
        note = t("setup.aids_always")
        size = theme.fit_size(note, pop.w - px(24), theme.role("tiny", sc))
        theme.blit_text(surface, note, (pop.x + px(12), pop.bottom - px(10)), size, theme.INK_SOFT, False, "bottomleft")

    def widgets(self) -> list[Widget]:
        return [Widget(f"aids{seat}", pygame.Rect(b)) for seat, b in sorted(self.buttons.items())]

    def overlays(self) -> list[Widget]:
        """The open popover: over the screen (a popover may lie over other widgets), inside the window."""
        pop = self.popover()
        if pop is None:
            return []
        return [Widget("aids_popover", pop, tuple(Widget(f"aid_{a}", r) for a, r in self.rows()))]
