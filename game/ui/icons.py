"""SVG icons from assets/icons/, rendered by pygame-ce at the size asked for and cached.

A missing or unreadable icon falls back to a drawn disc with the name's first letter, so a new symbol
never breaks the window.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.resources import asset

ICON_DIR = asset("icons")
# symbol names that share a picture (docs/tiles.md: meadow "animal" = sheep); a window plug-in adds its
# edition's own (`alias`)
ALIASES: dict[str | tuple[str, str | None], str] = {
    ("animal", "meadow"): "sheep",
    ("animal", None): "sheep",
    "follower": "meeple",
}


def alias(symbol: str, name: str, kind: str | None = None) -> None:
    """Draw the symbol `symbol` (on a feature of `kind`, or on any) with the icon `name`."""
    ALIASES[symbol if kind is None else (symbol, kind)] = name


_cache: dict = {}
_missing: set = set()

_FALLBACK_COLOURS = [(200, 90, 60), (90, 140, 200), (110, 170, 80), (190, 150, 60), (150, 100, 170)]


def icon_name(symbol: str, kind: str | None = None) -> str:
    return ALIASES.get((symbol, kind)) or ALIASES.get((symbol, None)) or ALIASES.get(symbol) or symbol


def _fallback(name: str, size: int) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    col = _FALLBACK_COLOURS[sum(map(ord, name)) % len(_FALLBACK_COLOURS)]
    r = size // 2
    pygame.draw.circle(surf, (43, 29, 20), (r, r), r)
    pygame.draw.circle(surf, col, (r, r), max(1, r - max(1, size // 14)))
    from . import theme

    letter = theme.font(max(6, int(size * 0.6)), True).render(name[:1].upper(), True, (255, 255, 255))
    surf.blit(letter, letter.get_rect(center=(r, r)))
    return surf


def get(name: str, size: int) -> pygame.Surface:
    size = max(4, int(size))
    key = (name, size)
    surf = _cache.get(key)
    if surf is not None:
        return surf
    path = ICON_DIR / f"{name}.svg"
    surf = None
    if name not in _missing and path.exists():
        try:
            surf = pygame.image.load_sized_svg(str(path), (size, size))
            if surf.get_size() != (size, size):
                surf = pygame.transform.smoothscale(surf, (size, size))
            surf = surf.convert_alpha() if pygame.display.get_surface() else surf
        except (pygame.error, ValueError, FileNotFoundError, OSError, AttributeError):
            surf = None
    if surf is None:
        _missing.add(name)
        surf = _fallback(name, size)
    _cache[key] = surf
    return surf


def tinted(name: str, size: int, rgb: Any) -> pygame.Surface:
    """The icon with its light fill multiplied by a player's colour (a player's pieces)."""
    key = (name, int(size), tuple(rgb), "tint")
    surf = _cache.get(key)
    if surf is None:
        base = get(name, size).copy()
        base.fill((*rgb, 255), special_flags=pygame.BLEND_RGBA_MULT)
        surf = base
        _cache[key] = surf
    return surf


# piece kind -> the icon drawn for it, where they differ (an edition's window plug-in adds its own:
# `name_piece_icon`); a kind not named here is drawn with the icon of its own name
PIECE_ICON_NAMES: dict[str, str] = {"follower": "meeple"}
# what a player moves that is no seat's piece -> how it is drawn (size, lifted) (an edition's window plug-in
# adds its own: `add_thing`); drawn without a seat's mark
THINGS: dict[str, Callable[[int, bool], pygame.Surface]] = {}


def name_piece_icon(kind: str, name: str) -> None:
    """Draw pieces of `kind` with the icon `name`."""
    PIECE_ICON_NAMES[kind] = name


def add_thing(kind: str, draw: Callable[[int, bool], pygame.Surface]) -> None:
    """Draw the thing `kind` (no seat's piece) with `draw(size, lifted)`."""
    THINGS[kind] = draw


def piece_icon(kind: str, size: int, rgb: Any, lying: bool = False) -> pygame.Surface:
    """A player's piece: an outline halo (so black pieces read on dark tiles) under the tinted icon, with the
    player's mark on it when `rgb` is a seat's colour (marks.py)."""
    name = PIECE_ICON_NAMES.get(kind, kind)
    if lying and name == "meeple":
        name = "meeple_lying"
    key = (name, int(size), tuple(rgb), "piece")
    surf = _cache.get(key)
    if surf is None:
        inner = tinted(name, size, rgb)
        pad = max(2, size // 12)
        surf = pygame.Surface((size + 2 * pad, size + 2 * pad), pygame.SRCALPHA)
        halo = get(name, size).copy()
        halo.fill((255, 255, 255, 255), special_flags=pygame.BLEND_RGB_MAX)
        halo.fill((255, 255, 255, 170), special_flags=pygame.BLEND_RGBA_MULT)
        for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1), (1, 1), (-1, 1), (1, -1)):
            surf.blit(halo, (pad + dx * pad // 2 + dx, pad + dy * pad // 2 + dy))
        shadow = get(name, size).copy()
        shadow.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGB_MIN)
        shadow.fill((255, 255, 255, 80), special_flags=pygame.BLEND_RGBA_MULT)
        surf.blit(shadow, (pad + 2, pad + 3))
        surf.blit(inner, (pad, pad))
        from . import marks

        mark = marks.mark_of(rgb)
        if mark is not None and kind not in THINGS:
            marks.on_piece(surf, mark, rgb, pygame.Rect(pad, pad, size, size), lying)
        _cache[key] = surf
    return surf


def token_icon(animal: str, size: int, ring: Any = (120, 96, 60)) -> pygame.Surface:
    """An animal token: a round cream chip with the animal on it."""
    size = max(8, int(size))
    key = ("token_chip", animal, size, tuple(ring))
    surf = _cache.get(key)
    if surf is None:
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        r = size // 2
        pygame.draw.circle(surf, (0, 0, 0, 90), (r, r + max(1, size // 16)), r - 1)
        pygame.draw.circle(surf, (252, 246, 226), (r, r), r - 1)
        pygame.draw.circle(surf, ring, (r, r), r - 1, max(1, size // 12))
        img = get(animal, int(size * 0.74))
        surf.blit(img, img.get_rect(center=(r, r)))
        _cache[key] = surf
    return surf


def thing(kind: str, size: int, rgb: Any, lifted: bool = False) -> pygame.Surface:
    """What a player moves: a piece ("follower", ...) in their colour, an animal token ("token:<animal>") or a
    thing of an edition's own (`add_thing`)."""
    if kind.startswith("token:"):
        return token_icon(kind[6:], size)
    draw = THINGS.get(kind)
    if draw is not None:
        return draw(size, lifted)
    return piece_icon(kind, size, rgb)


def named(spec: str, size: int, rgb: Any = (200, 200, 200)) -> pygame.Surface:
    """An icon by a plug-in's name for it: "piece:<kind>", "token:<animal>", "icon:<name>" or a thing of an
    edition's own (`add_thing`)."""
    if spec.startswith("piece:"):
        return piece_icon(spec[6:], size, rgb)
    if spec.startswith("icon:"):
        return get(spec[5:], size)
    return thing(spec, size, rgb)
