"""Colours, fonts and cached text rendering shared by every scene.

Every text the window draws or measures goes through `font()`, whose fonts clean what they are given
(`drawable`): a NUL, which pygame refuses to render, and the other control characters, which it would draw
as boxes, are taken out in this one place, whatever file or name the text came from.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from pygame.typing import ColorLike, Point, RectLike

# the five colours of the box, in shades that stay apart for the common forms of colour blindness (a red
# toward vermilion, a bluish green: tests/test_ui_palette.py simulates protanopia, deuteranopia and
# tritanopia); each colour also has its mark (marks.py), so nothing is told by colour alone
SEAT_COLOURS = {
    "yellow": (246, 214, 60),
    "red": (206, 72, 24),
    "green": (46, 170, 150),
    "blue": (44, 86, 206),
    "black": (36, 36, 42),
}
COLOUR_ORDER = ("yellow", "red", "green", "blue", "black")

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

# font size of each role of text at UI scale 1 (one size per role, in every language: a label that does not
# fit is wrapped, or its whole group shrinks together, never one label alone)
ROLES = {
    "display": 84,  # the name of the game on the main menu
    "title": 48,  # a screen's title
    "heading": 20,  # a panel's heading
    "prompt": 21,  # the play screen's prompt
    "button": 18,
    "body": 16,
    "small": 14,
    "tiny": 12,
    "score": 28,
}
MIN_TEXT = 10

_fonts: dict = {}
_text_cache: dict = {}
_wrapped: dict = {}
_font_paths: dict = {}


def reset() -> None:
    """Forget fonts and rendered text (after pygame.quit / init, fonts must be opened again)."""
    _fonts.clear()
    _text_cache.clear()
    _wrapped.clear()


def _font_path(bold: bool) -> str | None:
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


# C0 and C1 controls (NUL included), lone surrogates, and the format characters that turn or hide text
_UNDRAWABLE = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]")


def drawable(s: object) -> str:
    """`s` as text the font can draw: control characters (a tab or a line break: a space) taken out."""
    if not isinstance(s, str):
        s = str(s)
    if _UNDRAWABLE.search(s) is None:
        return s
    return _UNDRAWABLE.sub(lambda m: " " if m.group() in "\t\n\r" else "", s)


class CleanFont(pygame.font.Font):
    """A font that draws and measures only `drawable` text (one place for every text of the window)."""

    def render(
        self,
        text: str | bytes | None,
        antialias: bool,
        color: ColorLike,
        bgcolor: ColorLike | None = None,
        wraplength: int = 0,
    ) -> pygame.Surface:
        return super().render(drawable(text), antialias, color, bgcolor, wraplength)

    def size(self, text: str | bytes, /) -> tuple[int, int]:
        return super().size(drawable(text))


def font(size: int, bold: bool = False) -> pygame.font.Font:
    key = (size, bold)
    f = _fonts.get(key)
    if f is None:
        path = _font_path(bold)
        try:
            f = CleanFont(path, size)
        except (OSError, FileNotFoundError):
            f = CleanFont(None, size)
        _fonts[key] = f
    return f


def text(s: str, size: int = 18, colour: ColorLike = INK, bold: bool = False) -> pygame.Surface:
    key = (s, size, colour, bold)
    surf = _text_cache.get(key)
    if surf is None:
        if len(_text_cache) > 3000:
            _text_cache.clear()
        surf = font(size, bold).render(s, True, colour)
        _text_cache[key] = surf
    return surf


def blit_text(
    surface: pygame.Surface,
    s: str,
    pos: Point,
    size: int = 18,
    colour: ColorLike = INK,
    bold: bool = False,
    anchor: str = "topleft",
) -> pygame.Rect:
    img = text(s, size, colour, bold)
    r = img.get_rect(**{anchor: pos})
    surface.blit(img, r)
    return r


def role(name: str, scale: float = 1.0) -> int:
    """The font size of a role of text at a UI scale."""
    return max(MIN_TEXT, round(ROLES[name] * scale))


def fit_size(s: str, width: float, size: int, bold: bool = False, min_size: int = MIN_TEXT) -> int:
    """The largest size not above `size` at which `s` fits in `width` pixels (never below `min_size`)."""
    while size > min_size and font(size, bold).size(s)[0] > width:
        size -= 1
    return size


def fit_group(texts: Iterable[str], width: float, size: int, bold: bool = False, min_size: int = MIN_TEXT) -> int:
    """One size for a group of labels (a row of buttons): the largest at which every one fits `width`."""
    return min((fit_size(x, width, size, bold, min_size) for x in texts), default=size)


def line_height(size: int) -> int:
    return round(size * 1.3)


def fit_lines(
    s: str, width: float, height: float, size: int, bold: bool = False, min_size: int = MIN_TEXT
) -> tuple[list[str], int]:
    """`s` wrapped to `width`, at the largest size not above `size` whose lines fit `height`:
    (lines, size).  At the smallest size the lines are what they are (the caller gave too little room)."""
    while True:
        lines = wrap(s, int(width), size, bold)
        if size <= min_size or len(lines) * line_height(size) <= height:
            if all(font(size, bold).size(x)[0] <= width for x in lines) or size <= min_size:
                return lines, size
        size -= 1


def blit_lines(
    surface: pygame.Surface,
    lines: Iterable[str],
    pos: tuple[float, float],
    size: int,
    colour: ColorLike = INK,
    bold: bool = False,
    anchor: str = "topleft",
) -> pygame.Rect:
    """Lines one under the other from `pos` (anchored on the first line); the rect they cover."""
    x, y = pos
    out = None
    for i, line in enumerate(lines):
        r = blit_text(surface, line, (x, y + i * line_height(size)), size, colour, bold, anchor)
        out = r if out is None else out.union(r)
    return out or pygame.Rect(x, y, 0, 0)


def wrap(s: str, width: int, size: int = 16, bold: bool = False) -> list[str]:
    """`s` broken into lines of at most `width` pixels (a single word wider than that stays whole); cached."""
    key = (s, int(width), size, bold)
    got = _wrapped.get(key)
    if got is not None:
        return list(got)
    if len(_wrapped) > 4000:
        _wrapped.clear()
    lines = _wrap(s, width, size, bold)
    _wrapped[key] = tuple(lines)
    return lines


def _wrap(s: str, width: int, size: int, bold: bool) -> list[str]:
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


def shorten(s: str, width: float, size: int, bold: bool = False) -> str:
    """`s` cut to `width` with an ellipsis (only for names the player typed, never for the game's own text)."""
    f = font(size, bold)
    if f.size(s)[0] <= width:
        return s
    while s and f.size(s + "…")[0] > width:
        s = s[:-1]
    return s + "…"


_shadows: dict = {}


def panel(
    surface: pygame.Surface,
    rect: RectLike,
    colour: ColorLike = PANEL,
    edge: ColorLike | None = PANEL_EDGE,
    radius: int = 12,
    shadow: bool = True,
) -> None:
    """An opaque panel with a soft shadow (the shadow image is cached per size)."""
    rect = pygame.Rect(rect)
    if shadow:
        key = (rect.size, radius)
        sh = _shadows.get(key)
        if sh is None:
            if len(_shadows) > 64:
                _shadows.clear()
            sh = pygame.Surface((rect.w + 8, rect.h + 8), pygame.SRCALPHA)
            pygame.draw.rect(sh, (0, 0, 0, 60), sh.get_rect().inflate(-4, -4).move(2, 4), border_radius=radius + 2)
            _shadows[key] = sh
        surface.blit(sh, (rect.x - 4, rect.y - 4))
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    if edge:
        pygame.draw.rect(surface, edge, rect, 2, border_radius=radius)


def seat_rgb(name_or_rgb: Any) -> Any:
    if isinstance(name_or_rgb, str):
        return SEAT_COLOURS.get(name_or_rgb, (128, 128, 128))
    return tuple(name_or_rgb)


def readable_on(rgb: Sequence[int]) -> tuple[int, int, int]:
    r, g, b = rgb[:3]
    return INK if (0.299 * r + 0.587 * g + 0.114 * b) > 150 else WHITE
