"""Each human seat's aids in the New game screen: a small "Aids" button in the seat's row (three dots: which
aids are on) opens a popover with a toggle per aid (projected score, tiles left, fit counts and dead places;
outlines and feature cards are always on).  The choice goes into the seat (`seat["aids"]`), so it is saved
with the game (`Setup.seats[i]["aids"]`, read by `game.core.insight.aids_for`); the play screen shows the
aids of the seat whose turn it is, so a child can play with every aid and an adult with none at one table.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import TYPE_CHECKING

import pygame

from game.core.insight import AIDS, aids_for

from .. import theme
from ..component import Widget
from ..i18n import t
from .seat_popover import SeatPopover

if TYPE_CHECKING:
    from pygame.typing import RectLike

    from .contracts import SeatsHost

ORDER = tuple(AIDS)  # projected, tiles_left, fit_counts, coach


def seat_aids(seat: dict) -> dict:
    """The seat's aids as the game will read them once saved (insight.aids_for: all on unless turned off)."""
    return aids_for(SimpleNamespace(seats=[seat]), 0)


class AidsControls(SeatPopover):
    items = ORDER

    def __init__(self, scene: SeatsHost) -> None:
        super().__init__(scene)
        self.slots: dict[int, pygame.Rect] = {}  # seat -> where its Aids button goes (shown for human seats)

    # --- layout ---
    def reset(self) -> None:
        self.slots = {}

    def place_button(self, seat: int, rect: RectLike) -> None:
        self.slots[seat] = pygame.Rect(rect)

    @property
    def buttons(self) -> dict[int, pygame.Rect]:
        """The Aids buttons shown: human seats only (a computer seat needs no aids)."""
        seats = self.scene.seats
        return {i: r for i, r in self.slots.items() if i < len(seats) and not seats[i].get("ai")}

    def pick(self, seat: int, item: str) -> None:
        """A row toggles its aid (the popover stays open)."""
        s = self.scene.seats[seat]
        aids = seat_aids(s)
        aids[item] = not aids[item]
        s["aids"] = aids

    # --- drawing ---
    def draw(self, surface: pygame.Surface) -> None:
        sc = self.scene.scale
        small = theme.role("small", sc)
        for seat, b in self.buttons.items():
            on = seat_aids(self.scene.seats[seat])
            fg = self.draw_button_face(surface, seat, b)
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
        if pop is None or self.open is None:
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
