"""The parts screens are built from.

A `Component` owns its rectangle (given by the screen's layout function), turns the events that concern it
into an *intent* (`handle(event) -> intent | None`, an intent being any small frozen dataclass the screen
understands; it never changes the game itself), advances its own animations (`update(dt)`) and draws itself
(`draw(surface)`), never outside its rectangle.  It reports the rectangles it shows (`widgets()`), so tests
check that nothing overlaps, and may answer `tooltip_at(pos)`.

A component that is costly to draw renders into its own image only when what it shows changed: it returns a
`signature()` (anything hashable that covers what it draws) and implements `render(surface)`; a changed
signature, a new rectangle or `mark_dirty()` re-renders it (the dirty flag).

`FocusRing` is the keyboard model every choice on the play screen and every dialog shares: Tab / Shift+Tab
and the arrows move, Enter takes the focused item, Esc steps back, 1-9 pick an item directly.
`TooltipLayer` shows a tooltip after the pointer rests on something that has one.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from . import theme

if TYPE_CHECKING:
    from pygame.typing import Point, RectLike

CLEAR = (255, 0, 254)  # the colour key of components' images: what is left in it is not drawn


@dataclass(frozen=True)
class Widget:
    """A visible rectangle of a screen, for layout checks: siblings never overlap, children lie inside."""

    name: str
    rect: pygame.Rect
    children: tuple[Widget, ...] = field(default=())


class Component:
    name = "component"

    def __init__(self, rect: RectLike = (0, 0, 0, 0)) -> None:
        self.rect = pygame.Rect(rect)
        self.visible = True
        self._image: pygame.Surface | None = None
        self._drawn: Hashable = None
        self._dirty = True

    # --- layout ---
    def set_rect(self, rect: RectLike) -> None:
        rect = pygame.Rect(rect)
        if rect != self.rect:
            self.rect = rect
            self._dirty = True

    def contains(self, pos: Point) -> bool:
        return self.visible and self.rect.collidepoint(pos)

    def widgets(self) -> list[Widget]:
        return [Widget(self.name, pygame.Rect(self.rect))] if self.visible else []

    # --- the three duties ---
    def handle(self, e: pygame.event.Event) -> Any:
        return None

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        """Blit the cached image, rendering it again when the signature changed or the component is dirty."""
        if not self.visible or self.rect.w <= 0 or self.rect.h <= 0:
            return
        sig = self.signature()
        if self._dirty or self._image is None or sig != self._drawn or self._image.get_size() != self.rect.size:
            # a new opaque image each time (never drawn on once encoded), the colour key marking what is not
            # drawn (the rounded corners): run-length encoded, it blits several times faster than alpha
            image = pygame.Surface(self.rect.size)
            image = image.convert() if pygame.display.get_surface() is not None else image
            image.fill(CLEAR)
            self.render(image)
            image.set_colorkey(CLEAR, pygame.RLEACCEL)
            self._image = image
            self._drawn, self._dirty = sig, False
        surface.blit(self._image, self.rect)

    def signature(self) -> Hashable:
        return None

    def render(self, image: pygame.Surface) -> None:
        """Draw into `image` (the component's own surface, origin at its top-left corner)."""

    def mark_dirty(self) -> None:
        self._dirty = True

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        return None


# --- keyboard focus ---

FOCUS_NEXT = (pygame.K_TAB,)
ARROWS_NEXT = (pygame.K_RIGHT, pygame.K_DOWN)
ARROWS_PREV = (pygame.K_LEFT, pygame.K_UP)
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


@dataclass(frozen=True)
class FocusMove:
    index: int


@dataclass(frozen=True)
class FocusTake:
    index: int


@dataclass(frozen=True)
class FocusCancel:
    pass


def focus_key(
    index: int | None, count: int, key: int, mod: int = 0, arrows: bool = True
) -> FocusMove | FocusTake | FocusCancel | None:
    """What a key does to a focus over `count` items: FocusMove, FocusTake, FocusCancel or None (not a focus
    key).  Pure: the same for the board's targets and every dialog."""
    if key == pygame.K_ESCAPE:
        return FocusCancel()
    if count <= 0:
        return None
    back = bool(mod & pygame.KMOD_SHIFT)
    if key in FOCUS_NEXT or (arrows and key in ARROWS_NEXT + ARROWS_PREV):
        step = -1 if (back and key in FOCUS_NEXT) or key in ARROWS_PREV else 1
        if index is None:
            return FocusMove(count - 1 if step < 0 else 0)
        return FocusMove((index + step) % count)
    if key in ENTER and index is not None:
        return FocusTake(index % count)
    if pygame.K_1 <= key <= pygame.K_9 and key - pygame.K_1 < count:
        return FocusTake(key - pygame.K_1)
    if pygame.K_KP1 <= key <= pygame.K_KP9 and key - pygame.K_KP1 < count:
        return FocusTake(key - pygame.K_KP1)
    return None


class FocusRing:
    """The focused item of a list that may change under it (kept within range, forgotten on reset)."""

    def __init__(self) -> None:
        self.index: int | None = None

    def reset(self) -> None:
        self.index = None

    def current(self, count: int) -> int | None:
        if self.index is None or count <= 0:
            return None
        return self.index % count

    def key(self, key: int, mod: int, count: int, arrows: bool = True) -> FocusMove | FocusTake | FocusCancel | None:
        """Apply a key; returns the FocusMove / FocusTake / FocusCancel it meant, or None."""
        act = focus_key(self.current(count), count, key, mod, arrows)
        if isinstance(act, FocusMove):
            self.index = act.index
        return act


# --- tooltips ---


class TooltipLayer:
    """Shows the text a component gives for the point the pointer rests on, after a short delay; drawn last,
    opaque, kept inside the window and clear of the pointer."""

    DELAY = 0.6

    def __init__(self) -> None:
        self.pos: tuple[int, int] | None = None
        self.rest = 0.0
        self.text: str | None = None
        self.shown: str | None = None
        self.scale = 1.0

    def moved(self, pos: tuple[int, int], text: str | None) -> bool:
        """The pointer moved to `pos`, over something whose tooltip is `text`; True when a shown tip went."""
        self.pos, self.rest = (pos[0], pos[1]), 0.0
        had = self.shown is not None
        self.text, self.shown = text, None
        return had

    def hide(self) -> bool:
        had = self.shown is not None
        self.text = self.shown = None
        return had

    def update(self, dt: float) -> bool:
        """True when the tooltip appears (the screen must be drawn again)."""
        if self.text is None or self.shown is not None:
            return False
        self.rest += dt
        if self.rest >= self.DELAY:
            self.shown = self.text
            return True
        return False

    @property
    def waiting(self) -> bool:
        return self.text is not None and self.shown is None

    def rect(self, window: pygame.Rect) -> pygame.Rect | None:
        if self.shown is None or self.pos is None:
            return None
        size = theme.role("small", self.scale)
        lines = theme.wrap(self.shown, int(360 * self.scale), size)
        w = max(theme.font(size).size(x)[0] for x in lines) + 20
        h = len(lines) * theme.line_height(size) + 14
        r = pygame.Rect(self.pos[0] + 16, self.pos[1] + 22, w, h)
        if r.right > window.right - 4:
            r.right = self.pos[0] - 8
        if r.bottom > window.bottom - 4:
            r.bottom = self.pos[1] - 8
        return r.clamp(window)

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect(surface.get_rect())
        if r is None or self.shown is None:
            return
        size = theme.role("small", self.scale)
        pygame.draw.rect(surface, (40, 36, 30), r, border_radius=8)
        pygame.draw.rect(surface, theme.PANEL_EDGE, r, 1, border_radius=8)
        lines = theme.wrap(self.shown, int(360 * self.scale), size)
        theme.blit_lines(surface, lines, (r.x + 10, r.y + 7), size, (246, 240, 226))
