"""Small widgets: buttons, toggles, text fields. Labels are callables so a language switch shows at once."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, TypeVar

import pygame

from . import theme

if TYPE_CHECKING:
    from pygame.typing import RectLike

T = TypeVar("T")


class Button:
    def __init__(
        self,
        rect: RectLike,
        label: str | Callable[..., str],  # (..., : a lambda keeping its loop value as a default argument)
        action: Callable[..., object] | None = None,
        size: int = 22,
        kind: str = "normal",
        key: int | None = None,
        enabled: bool = True,
        icon: pygame.Surface | None = None,
    ) -> None:
        self.rect = pygame.Rect(rect)
        self.label = label  # str or callable -> str
        self.action = action
        self.size = size
        self.kind = kind  # normal | primary | ghost | danger
        self.key = key
        self.enabled = enabled
        self.hover = False
        self.icon = icon  # a pygame Surface drawn left of the label
        self.selected = False

    def text(self) -> str:
        return self.label() if callable(self.label) else self.label

    def handle(self, e: pygame.event.Event) -> bool:
        if e.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(e.pos)
        elif e.type == pygame.MOUSEBUTTONDOWN and e.button == 1 and self.rect.collidepoint(e.pos):
            if self.enabled and self.action:
                self.action()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        if self.kind == "primary":
            base, fg = theme.ACCENT, theme.WHITE
        elif self.kind == "danger":
            base, fg = theme.BAD, theme.WHITE
        elif self.kind == "ghost":
            base, fg = (70, 82, 88), (235, 235, 230)
        else:
            base, fg = theme.PANEL, theme.INK
        if self.selected:
            base, fg = theme.ACCENT_DARK, theme.WHITE
        if not self.enabled:
            base, fg = (150, 150, 146), (220, 220, 216)
        elif self.hover:
            base = (min(255, base[0] + 18), min(255, base[1] + 18), min(255, base[2] + 18))
        pygame.draw.rect(surface, (0, 0, 0), r.move(0, 3), border_radius=10)
        pygame.draw.rect(surface, base, r, border_radius=10)
        pygame.draw.rect(surface, tuple(max(0, c - 50) for c in base), r, 2, border_radius=10)
        size = self.size
        room = r.w - 16 - (self.icon.get_width() + 8 if self.icon is not None else 0)
        while size > 11 and theme.font(size, True).size(self.text())[0] > room:
            size -= 1
        label = theme.text(self.text(), size, fg, bold=True)
        if self.icon is not None:
            w = self.icon.get_width() + 8 + label.get_width()
            x = r.centerx - w // 2
            surface.blit(self.icon, self.icon.get_rect(midleft=(x, r.centery)))
            surface.blit(label, label.get_rect(midleft=(x + self.icon.get_width() + 8, r.centery)))
        else:
            surface.blit(label, label.get_rect(center=r.center))


class TextField:
    """A one-line text field: click or Tab to focus, type, Backspace, Ctrl+A selects everything (the next key
    replaces it), Enter / Tab / Esc leave it."""

    def __init__(self, rect: RectLike, value: str = "", max_len: int = 24, size: int = 20) -> None:
        self.rect = pygame.Rect(rect)
        self.value = value
        self.max_len = max_len
        self.size = size
        self.focus = False
        self.selected = False  # everything selected (Ctrl+A)
        self._blink = True

    def set_focus(self, on: bool) -> None:
        self.focus = on
        self.selected = False

    def blink_changed(self) -> bool:
        """Whether the cursor's blink phase changed since the last call (the screen must be drawn again)."""
        on = self.focus and (pygame.time.get_ticks() // 500) % 2 == 0
        changed, self._blink = on != self._blink, on
        return changed

    def handle(self, e: pygame.event.Event) -> bool:
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1:
            self.set_focus(self.rect.collidepoint(e.pos))
            return self.focus
        if self.focus and e.type == pygame.KEYDOWN:
            if e.key == pygame.K_a and e.mod & pygame.KMOD_CTRL:
                self.selected = bool(self.value)
                return True
            if e.key == pygame.K_BACKSPACE:
                self.value = "" if self.selected else self.value[:-1]
                self.selected = False
                return True
            if e.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE):
                self.set_focus(False)
                return e.key != pygame.K_TAB  # Tab: the screen moves the focus on
            if e.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
                self.selected = False
            return True  # characters come as TEXTINPUT
        if self.focus and e.type == pygame.TEXTINPUT:
            if self.selected:
                self.value, self.selected = "", False
            if len(self.value) < self.max_len:
                self.value += e.text[: self.max_len - len(self.value)]
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        pygame.draw.rect(surface, (255, 253, 246), r, border_radius=8)
        pygame.draw.rect(surface, theme.ACCENT if self.focus else theme.PANEL_EDGE, r, 2, border_radius=8)
        size = theme.fit_size(self.value, r.w - 24, self.size)
        img = theme.text(self.value, size, theme.INK)
        box = img.get_rect(midleft=(r.x + 10, r.centery))
        if self.selected:
            pygame.draw.rect(surface, (170, 206, 240), box.inflate(4, 2))
        surface.blit(img, box)
        if self.focus and not self.selected and (pygame.time.get_ticks() // 500) % 2 == 0:
            x = r.x + 10 + img.get_width() + 2
            pygame.draw.line(surface, theme.INK, (x, r.y + 8), (x, r.bottom - 8), 2)


def cycle_button(
    rect: RectLike,
    values: Sequence[T],
    get: Callable[[], T],
    set_: Callable[[T], object],
    label_of: Callable[[T], str],
    size: int = 20,
) -> Button:
    """A button that cycles through `values` on click (left: forward, shown as '‹ value ›')."""

    def action() -> None:
        cur = get()
        i = values.index(cur) if cur in values else -1
        set_(values[(i + 1) % len(values)])

    return Button(rect, lambda: f"‹ {label_of(get())} ›", action, size=size)
