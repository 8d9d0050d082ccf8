"""A button in a seat's row of the New game screen that opens a popover of choices under it (above it when
the window has no room below): the seat's aids and a computer seat's character are both made so.

A subclass names its rows (`items`), their sizes, which seats show the button (`buttons`) and what a press on
a row does (`pick`); this class places the popover and its rows, and owns the input: a press on a button opens
or closes its popover, a press elsewhere or Esc closes it, and the press is taken (it does nothing else)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import theme

if TYPE_CHECKING:
    from .contracts import SeatsHost


class SeatPopover:
    items: tuple = ()
    WIDTH = 360  # the popover's width, in unscaled pixels
    PITCH = 40  # from one row to the next
    ROW_H = 34  # a row's height
    INSET = 12  # a row's margin from the popover's sides
    FOOT = 34  # room under the last row (a note)
    CLOSE_ON_PICK = False  # a pick closes the popover (a single choice) or leaves it open (toggles)

    def __init__(self, scene: SeatsHost) -> None:
        self.scene = scene
        self.open: int | None = None  # the seat whose popover is open
        self.hover: tuple[int, int] = (-1, -1)

    @property
    def buttons(self) -> dict[int, pygame.Rect]:
        raise NotImplementedError

    def pick(self, seat: int, item: str) -> None:
        raise NotImplementedError

    # --- layout ---
    def popover(self) -> pygame.Rect | None:
        """The open popover: under its button (above it when the window has no room below), inside the window."""
        if self.open is None or self.open not in self.buttons:
            return None
        px = self.scene.px
        b = self.buttons[self.open]
        w, h = px(self.WIDTH), px(44) + len(self.items) * px(self.PITCH) + px(self.FOOT)
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
        inset = px(self.INSET)
        return [
            (item, pygame.Rect(r.x + inset, r.y + px(40) + i * px(self.PITCH), r.w - 2 * inset, px(self.ROW_H)))
            for i, item in enumerate(self.items)
        ]

    # --- input ---
    def handle(self, e: pygame.event.Event) -> bool:
        """True when the event was the popover's own (a press on a button or the popover, Esc closing it)."""
        if e.type == pygame.MOUSEMOTION:
            self.hover = e.pos
            return False
        if e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE and self.open is not None:
            self.open = None
            return True
        if e.type != pygame.MOUSEBUTTONDOWN or e.button != 1:
            return False
        for item, r in self.rows():
            if r.collidepoint(e.pos):
                if self.open is not None and self.open < len(self.scene.seats):
                    self.pick(self.open, item)
                if self.CLOSE_ON_PICK:
                    self.open = None
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

    # --- drawing ---
    def draw_button_face(self, surface: pygame.Surface, seat: int, b: pygame.Rect) -> tuple:
        """The button's body (open, hovered or at rest); the colour its text takes."""
        hot = b.collidepoint(self.hover) or self.open == seat
        base = theme.ACCENT_DARK if self.open == seat else ((250, 244, 230) if hot else theme.PANEL)
        pygame.draw.rect(surface, (0, 0, 0), b.move(0, 3), border_radius=10)
        pygame.draw.rect(surface, base, b, border_radius=10)
        pygame.draw.rect(surface, tuple(max(0, c - 50) for c in base), b, 2, border_radius=10)
        return theme.WHITE if self.open == seat else theme.INK
