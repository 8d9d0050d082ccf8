"""Colours, fonts and cached text rendering shared by every scene."""

from __future__ import annotations

import pygame

# the five colours of the box
SEAT_COLOURS = {
    "yellow": (244, 196, 48),
    "red": (214, 56, 48),
    "green": (58, 160, 72),
    "blue": (50, 110, 210),
    "black": (40, 40, 46),
}
COLOUR_ORDER = ("yellow", "red", "green", "blue", "black")

BG = (28, 34, 40)
BG_BOARD = (38, 46, 52)
PANEL = (246, 240, 226)
PANEL_DARK = (222, 212, 190)
PANEL_EDGE = (150, 128, 96)
INK = (48, 38, 30)
INK_SOFT = (110, 96, 80)
ACCENT = (196, 120, 40)
ACCENT_DARK = (150, 84, 24)
GOOD = (80, 170, 90)
BAD = (200, 70, 60)
HILITE = (255, 236, 140)
WHITE = (255, 255, 255)

_fonts: dict = {}
_text_cache: dict = {}
_font_paths: dict = {}


def reset() -> None:
    """Forget fonts and rendered text (after pygame.quit / init, fonts must be opened again)."""
    _fonts.clear()
    _text_cache.clear()


def _font_path(bold: bool):
    if bold in _font_paths:
        return _font_paths[bold]
    path = None
    for name in ("dejavusans", "notosans", "liberationsans", "freesans", "arial"):
        try:
            path = pygame.font.match_font(name, bold=bold)
        except Exception:
            path = None
        if path:
            break
    _font_paths[bold] = path
    return path


def font(size: int, bold: bool = False) -> pygame.font.Font:
    key = (size, bold)
    f = _fonts.get(key)
    if f is None:
        path = _font_path(bold)
        try:
            f = pygame.font.Font(path, size)
        except (OSError, FileNotFoundError):
            f = pygame.font.Font(None, size)
        _fonts[key] = f
    return f


def text(s: str, size: int = 18, colour=INK, bold: bool = False) -> pygame.Surface:
    key = (s, size, colour, bold)
    surf = _text_cache.get(key)
    if surf is None:
        if len(_text_cache) > 3000:
            _text_cache.clear()
        surf = font(size, bold).render(s, True, colour)
        _text_cache[key] = surf
    return surf


def blit_text(surface, s, pos, size=18, colour=INK, bold=False, anchor="topleft") -> pygame.Rect:
    img = text(s, size, colour, bold)
    r = img.get_rect(**{anchor: pos})
    surface.blit(img, r)
    return r


def wrap(s: str, width: int, size: int = 16, bold: bool = False) -> list[str]:
    f = font(size, bold)
    lines = []
    for para in s.split("\n"):
        words = para.split(" ")
        line = ""
        for w in words:
            cand = w if not line else line + " " + w
            if f.size(cand)[0] <= width or not line:
                line = cand
            else:
                lines.append(line)
                line = w
        lines.append(line)
    return lines


def panel(surface, rect, colour=PANEL, edge=PANEL_EDGE, radius=12, shadow=True) -> None:
    rect = pygame.Rect(rect)
    if shadow:
        sh = pygame.Surface((rect.w + 8, rect.h + 8), pygame.SRCALPHA)
        pygame.draw.rect(sh, (0, 0, 0, 60), sh.get_rect().inflate(-4, -4).move(2, 4), border_radius=radius + 2)
        surface.blit(sh, (rect.x - 4, rect.y - 4))
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    if edge:
        pygame.draw.rect(surface, edge, rect, 2, border_radius=radius)


def seat_rgb(name_or_rgb):
    if isinstance(name_or_rgb, str):
        return SEAT_COLOURS.get(name_or_rgb, (128, 128, 128))
    return tuple(name_or_rgb)


def readable_on(rgb) -> tuple:
    r, g, b = rgb[:3]
    return INK if (0.299 * r + 0.587 * g + 0.114 * b) > 150 else WHITE
