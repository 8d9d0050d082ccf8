"""Each computer seat's character in the New game screen: where a human seat has its Aids button, a computer
seat has a button naming its character; it opens a popover listing the characters, each with a line saying
how it plays (game.ai.characters: plain, builder, farmer, cuckoo).  The choice goes into the seat
(`seat["character"]`), so it is saved with the game (`Setup.seats[i]["character"]`) and a save or a replay
plays the same opponent again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ai.characters import ORDER, character_name

from .. import theme
from ..component import Widget
from ..i18n import t
from .seat_popover import SeatPopover

if TYPE_CHECKING:
    from .contracts import SeatsHost
    from .setup_aids import AidsControls


def character_label(seat: dict) -> str:
    return t("character." + character_name(seat.get("character")))


class CharacterControls(SeatPopover):
    items = ORDER
    WIDTH, PITCH, ROW_H, INSET, FOOT = 520, 56, 52, 8, 8
    CLOSE_ON_PICK = True

    def __init__(self, scene: SeatsHost, aids: AidsControls) -> None:
        super().__init__(scene)
        self.aids = aids  # the Aids buttons: a computer seat's Character button stands in a person's Aids slot

    @property
    def buttons(self) -> dict[int, pygame.Rect]:
        """The Character buttons shown: computer seats only, in the slot a human seat's Aids button takes."""
        seats = self.scene.seats
        return {i: r for i, r in self.aids.slots.items() if i < len(seats) and seats[i].get("ai")}

    def pick(self, seat: int, item: str) -> None:
        s = self.scene.seats[seat]
        if item == "plain":
            s.pop("character", None)
        else:
            s["character"] = item

    # --- drawing ---
    def draw(self, surface: pygame.Surface) -> None:
        sc = self.scene.scale
        small = theme.role("small", sc)
        px = self.scene.px
        for seat, b in self.buttons.items():
            fg = self.draw_button_face(surface, seat, b)
            label = character_label(self.scene.seats[seat])
            size = theme.fit_size(label, b.w - px(10), small, True)
            theme.blit_text(surface, label, b.center, size, fg, True, "center")
        pop = self.popover()
        if pop is None or self.open is None:
            return
        theme.panel(surface, pop)
        who = self.scene.seats[self.open]
        head = t("setup.character_for", name=who["name"])
        size = theme.fit_size(head, pop.w - px(24), theme.role("body", sc), True)
        theme.blit_text(surface, head, (pop.x + px(12), pop.y + px(10)), size, theme.INK, True)
        chosen = character_name(who.get("character"))
        tiny = theme.role("tiny", sc)
        for name, r in self.rows():
            if name == chosen:
                pygame.draw.rect(surface, (250, 236, 200), r, border_radius=8)
                pygame.draw.rect(surface, theme.ACCENT_DARK, r, 2, border_radius=8)
            elif r.collidepoint(self.hover):
                pygame.draw.rect(surface, (250, 244, 230), r, border_radius=8)
            title = t("character." + name)
            tsize = theme.fit_size(title, r.w - px(16), small, True)
            theme.blit_text(surface, title, (r.x + px(8), r.y + px(4)), tsize, theme.INK, True)
            line = t("character." + name + ".about")
            lsize = theme.fit_size(line, r.w - px(16), tiny)
            theme.blit_text(surface, line, (r.x + px(8), r.bottom - px(4)), lsize, theme.INK_SOFT, False, "bottomleft")

    def widgets(self) -> list[Widget]:
        return [Widget(f"character{seat}", pygame.Rect(b)) for seat, b in sorted(self.buttons.items())]

    def overlays(self) -> list[Widget]:
        pop = self.popover()
        if pop is None:
            return []
        return [Widget("character_popover", pop, tuple(Widget(f"character_{n}", r) for n, r in self.rows()))]
