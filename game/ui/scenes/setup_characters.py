"""Each computer seat's character in the New game screen: where a human seat has its Aids button, a computer
seat has a button naming its character; it opens a popover listing the characters, each with a line saying
how it plays (game.ai.characters: plain, builder, farmer, cuckoo).  The choice goes into the seat
(`seat["character"]`), so it is saved with the game (`Setup.seats[i]["character"]`) and a save or a replay
plays the same opponent again.
"""

from __future__ import annotations

import pygame

from game.ai.characters import ORDER, character_name

from .. import theme
from ..component import Widget
from ..i18n import t


def character_label(seat: dict) -> str:
    return t("character." + character_name(seat.get("character")))


class CharacterControls:
    def __init__(self, scene) -> None:
        self.scene = scene
        self.open: int | None = None  # the seat whose popover is open
        self.hover: tuple[int, int] = (-1, -1)

    @property
    def buttons(self) -> dict[int, pygame.Rect]:
        """The Character buttons shown: computer seats only, in the slot a human seat's Aids button takes."""
        seats = self.scene.seats
        return {i: r for i, r in self.scene.aids.slots.items() if i < len(seats) and seats[i].get("ai")}

    def popover(self) -> pygame.Rect | None:
        if self.open is None or self.open not in self.buttons:
            return None
        px = self.scene.px
        b = self.buttons[self.open]
        w, h = px(520), px(44) + len(ORDER) * px(56) + px(8)
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
            (name, pygame.Rect(r.x + px(8), r.y + px(40) + i * px(56), r.w - px(16), px(52)))
            for i, name in enumerate(ORDER)
        ]

    # --- input ---
    def handle(self, e) -> bool:
        """True when the event was the characters' own (a press on a button or the popover, Esc closing it)."""
        if e.type == pygame.MOUSEMOTION:
            self.hover = e.pos
            return False
        if e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE and self.open is not None:
            self.open = None
            return True
        if e.type != pygame.MOUSEBUTTONDOWN or e.button != 1:
            return False
        for name, r in self.rows():
            if r.collidepoint(e.pos):
                self.choose(self.open, name)
                self.open = None
                return True
        pop = self.popover()
        if pop is not None and pop.collidepoint(e.pos):
            return True
        for seat, b in self.buttons.items():
            if b.collidepoint(e.pos):
                self.open = None if self.open == seat else seat
                return True
        if self.open is not None:
            self.open = None
            return True
        return False

    def choose(self, seat, name: str) -> None:
        if seat is None or seat >= len(self.scene.seats):
            return
        s = self.scene.seats[seat]
        if name == "plain":
            s.pop("character", None)
        else:
            s["character"] = name

    # --- drawing ---
    def draw(self, surface) -> None:
        sc = self.scene.scale
        small = theme.role("small", sc)
        px = self.scene.px
        for seat, b in self.buttons.items():
            hot = b.collidepoint(self.hover) or self.open == seat
            base = theme.ACCENT_DARK if self.open == seat else ((250, 244, 230) if hot else theme.PANEL)
            fg = theme.WHITE if self.open == seat else theme.INK
            pygame.draw.rect(surface, (0, 0, 0), b.move(0, 3), border_radius=10)
            pygame.draw.rect(surface, base, b, border_radius=10)
            pygame.draw.rect(surface, tuple(max(0, c - 50) for c in base), b, 2, border_radius=10)
            label = character_label(self.scene.seats[seat])
            size = theme.fit_size(label, b.w - px(10), small, True)
            theme.blit_text(surface, label, b.center, size, fg, True, "center")
        pop = self.popover()
        if pop is None:
            return
        theme.panel(surface, pop)
        seat = self.scene.seats[self.open]
        head = t("setup.character_for", name=seat["name"])
        size = theme.fit_size(head, pop.w - px(24), theme.role("body", sc), True)
        theme.blit_text(surface, head, (pop.x + px(12), pop.y + px(10)), size, theme.INK, True)
        chosen = character_name(seat.get("character"))
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
