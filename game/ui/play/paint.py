"""Small drawing helpers shared by the play screen's panels (into their own images)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import theme

if TYPE_CHECKING:
    from pygame.typing import ColorLike, RectLike


def panel(
    image: pygame.Surface, rect: RectLike | None = None, radius: int = 14, colour: ColorLike = theme.PANEL
) -> pygame.Rect:
    """An opaque panel filling `rect` of `image` (all of it by default), a dark line under it; returns the
    panel's body."""
    r = pygame.Rect(rect) if rect is not None else image.get_rect()
    body = pygame.Rect(r.x, r.y, r.w, r.h - 3)
    pygame.draw.rect(image, (34, 30, 26), r, border_radius=radius)  # the shadow line under it
    pygame.draw.rect(image, colour, body, border_radius=radius)
    pygame.draw.rect(image, theme.PANEL_EDGE, body, 2, border_radius=radius)
    return body


def button(
    image: pygame.Surface,
    rect: RectLike,
    label: str,
    size: int,
    kind: str = "normal",
    hover: bool = False,
    enabled: bool = True,
) -> None:
    """A button drawn into a panel image (the same look as widgets.Button)."""
    if kind == "primary":
        base, fg = theme.ACCENT, theme.WHITE
    elif kind == "ghost":
        base, fg = (70, 82, 88), (235, 235, 230)
    else:
        base, fg = (236, 228, 210), theme.INK
    if not enabled:
        base, fg = (150, 150, 146), (220, 220, 216)
    elif hover:
        base = (min(255, base[0] + 18), min(255, base[1] + 18), min(255, base[2] + 18))
    r = pygame.Rect(rect)
    pygame.draw.rect(image, (0, 0, 0), r.move(0, 2), border_radius=9)
    pygame.draw.rect(image, base, r, border_radius=9)
    pygame.draw.rect(image, tuple(max(0, c - 50) for c in base), r, 2, border_radius=9)
    theme.blit_text(image, label, r.center, size, fg, True, "center")


def count_badge(image: pygame.Surface, rect: pygame.Rect, text: str, size: int, ok: bool = True) -> pygame.Rect:
    """A count in a small pill at the bottom-right inside `rect` (never outside it, so never clipped)."""
    w, h = theme.font(size, True).size(text)
    pill = pygame.Rect(0, 0, w + 8, h + 2)
    pill.bottomright = (rect.right - 3, rect.bottom - 3)
    pygame.draw.rect(image, (255, 255, 255) if ok else (236, 232, 224), pill, border_radius=pill.h // 2)
    pygame.draw.rect(image, theme.PANEL_EDGE, pill, 1, border_radius=pill.h // 2)
    theme.blit_text(image, text, pill.center, size, theme.INK, True, "center")
    return pill
