"""The New game screen's profile picker: the players' records remember each person's name and colour
(game.records), and a seat's name field offers them.

- A small ▾ button at the end of each name field lists every known profile; typing in a field lists those
  whose name begins with what is typed (an autocomplete).  Click one, or ↓/↑ and Enter; Esc closes the list.
- Choosing a profile writes its name into the field, makes the seat a person's, and gives it the profile's
  colour when no other seat has that colour.
- With no profiles yet (or a book that cannot be read) the screen is as it was: no buttons, no list.

The setup screen calls `place()` after its layout, `handle(e)` first, `draw()` last and adds `widgets()`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.files import printable
from game.records import Profile
from game.records.store import name_key

from .. import theme
from ..component import Widget

if TYPE_CHECKING:
    from .contracts import PickerHost


class ProfilePicker:
    def __init__(self, scene: PickerHost) -> None:
        self.scene = scene
        self.profiles = scene.app.records.profiles()
        self.arrows: list[pygame.Rect] = []
        self.seat: int | None = None  # the seat whose list is open (▾ pressed), else None
        self.everyone = False  # the list holds every profile (▾), not only those matching the typing
        self.chosen: int | None = None  # the highlighted row
        self.dismissed: tuple[int, str] | None = None  # (seat, text) whose suggestions Esc closed

    # --- layout ---
    def place(self) -> None:
        """Narrow each name field to make room for its ▾ button (only when there are profiles to offer)."""
        self.arrows = []
        self.close()  # the seats may have changed
        if not self.profiles:
            return
        for f in self.scene.fields:
            w = min(f.rect.h, max(24, f.rect.w // 6))
            f.rect.w -= w + 4
            self.arrows.append(pygame.Rect(f.rect.right + 4, f.rect.y, w, f.rect.h))

    # --- what the list holds ---
    def typing_seat(self) -> int | None:
        return next((i for i, f in enumerate(self.scene.fields) if f.focus), None)

    def items(self) -> list[Profile]:
        seat = self.open_seat()
        if seat is None:
            return []
        if self.everyone:
            return list(self.profiles)
        typed = name_key(self.scene.fields[seat].value.strip())
        return [p for p in self.profiles if name_key(p.name).startswith(typed) and name_key(p.name) != typed]

    def open_seat(self) -> int | None:
        """The seat whose list shows: the one whose ▾ was pressed, else the field being typed in (when it holds
        text that begins a profile's name and Esc has not closed that list)."""
        if self.seat is not None:
            return self.seat
        i = self.typing_seat()
        if i is None or not self.profiles:
            return None
        text = self.scene.fields[i].value.strip()
        if not text or self.dismissed == (i, text):
            return None
        return i

    def rows(self) -> list[tuple[pygame.Rect, Profile]]:
        """(rect, profile) of the list's rows on screen: under the field, or above it when there is no room."""
        seat = self.open_seat()
        items = self.items()
        if seat is None or not items:
            return []
        f = self.scene.fields[seat].rect
        right = self.arrows[seat].right if seat < len(self.arrows) else f.right
        h = max(22, round(f.h * 0.8))
        window_h = self.scene.app.size[1]
        below = (window_h - 8 - f.bottom) // h
        above = (f.y - 8) // h
        n = min(len(items), max(below, above), 8)
        up = below < min(len(items), 3) and above > below
        top = f.y - n * h - 2 if up else f.bottom + 2
        return [(pygame.Rect(f.x, top + k * h, right - f.x, h), items[k]) for k in range(n)]

    # --- choosing ---
    def pick(self, seat: int, profile: Profile) -> None:
        scene = self.scene
        scene.sync_names()
        s = scene.seats[seat]
        s["name"] = printable(profile.name, 40)
        s["ai"] = None
        used = {x["colour"] for j, x in enumerate(scene.seats) if j != seat}
        if profile.colour in theme.COLOUR_ORDER and profile.colour not in used:
            s["colour"] = profile.colour
        scene.fields[seat].value = s["name"]
        scene.fields[seat].set_focus(False)
        self.close()

    def close(self) -> None:
        self.seat = None
        self.everyone = False
        self.chosen = None

    # --- input ---
    def handle(self, e: pygame.event.Event) -> bool:
        """True when the event was the picker's (the setup screen then does nothing more with it)."""
        if not self.profiles:
            return False
        rows = self.rows()
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1:
            for rect, profile in rows:
                if rect.collidepoint(e.pos):
                    self.pick(self.open_seat(), profile)  # type: ignore[arg-type]
                    return True
            for i, r in enumerate(self.arrows):
                if r.collidepoint(e.pos):
                    opening = self.seat != i
                    self.close()
                    if opening:
                        self.seat, self.everyone = i, True
                    return True
            self.close()
            return False
        if e.type == pygame.KEYDOWN and rows:
            if e.key in (pygame.K_DOWN, pygame.K_UP):
                step = 1 if e.key == pygame.K_DOWN else -1
                self.chosen = (
                    (0 if step > 0 else len(rows) - 1) if self.chosen is None else (self.chosen + step) % len(rows)
                )
                return True
            if e.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.chosen is not None:
                self.pick(self.open_seat(), rows[self.chosen % len(rows)][1])  # type: ignore[arg-type]
                return True
            if e.key == pygame.K_ESCAPE:
                seat = self.typing_seat()
                if self.seat is None and seat is not None:
                    self.dismissed = (seat, self.scene.fields[seat].value.strip())
                self.close()
                return True
        if e.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
            self.chosen = None  # typing changes the list
        return False

    # --- drawing ---
    def draw(self, surface: pygame.Surface) -> None:
        sc = self.scene.scale
        for i, r in enumerate(self.arrows):
            hot = self.seat == i
            pygame.draw.rect(surface, theme.ACCENT if hot else (236, 228, 210), r, border_radius=8)
            pygame.draw.rect(surface, theme.PANEL_EDGE, r, 2, border_radius=8)
            s = max(4, r.w // 6)
            cx, cy = r.center
            colour = theme.WHITE if hot else theme.INK
            pygame.draw.polygon(surface, colour, [(cx - s, cy - s // 2), (cx + s, cy - s // 2), (cx, cy + s // 2 + 1)])
        rows = self.rows()
        if not rows:
            return
        box = rows[0][0].unionall([r for r, _p in rows]).inflate(4, 4)
        pygame.draw.rect(surface, (30, 24, 20), box.move(0, 3), border_radius=8)
        pygame.draw.rect(surface, (255, 252, 242), box, border_radius=8)
        pygame.draw.rect(surface, theme.ACCENT, box, 2, border_radius=8)
        size = theme.role("body", sc)
        for k, (r, p) in enumerate(rows):
            if k == self.chosen:
                pygame.draw.rect(surface, (255, 228, 170), r, border_radius=6)
            dot = (r.x + r.h // 2, r.centery)
            pygame.draw.circle(surface, theme.seat_rgb(p.colour or "yellow"), dot, max(4, r.h // 4))
            pygame.draw.circle(surface, theme.INK, dot, max(4, r.h // 4), 1)
            name = theme.shorten(printable(p.name, 40), r.w - r.h - 8, size)
            theme.blit_text(surface, name, (r.x + r.h, r.centery), size, theme.INK, k == self.chosen, "midleft")

    def widgets(self) -> list[Widget]:
        return [Widget(f"profiles{i}", pygame.Rect(r)) for i, r in enumerate(self.arrows)]

    def list_rect(self) -> pygame.Rect | None:
        """The open list's rectangle (for the layout tests), or None."""
        rows = self.rows()
        return rows[0][0].unionall([r for r, _p in rows]) if rows else None
