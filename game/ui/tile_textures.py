"""The looks of the feature kinds (area colours, line styles, decorations' icons), the textures painted on
areas, and shading of colours."""

from __future__ import annotations

from typing import Any

import pygame

AREA_COLOURS = {
    "meadow": (138, 188, 92),
    "field": (232, 198, 96),
    "savanna": (224, 202, 130),
    "bush": (104, 142, 60),
    "jungle": (50, 116, 64),
    "village": (206, 170, 114),
    "forest": (56, 104, 58),
    "lake": (74, 146, 204),
    "baobab": (224, 202, 130),
    "junction": (138, 188, 92),
}
LINE_STYLES = {  # fill, edge, width (cell units)
    "path": ((232, 214, 172), (150, 120, 82), 0.105),
    "trail": ((214, 170, 112), (140, 98, 58), 0.095),
    "river": ((90, 166, 220), (38, 94, 150), 0.115),
    "tributary": ((100, 176, 226), (38, 94, 150), 0.09),
    "amazon": ((62, 132, 200), (30, 78, 128), 0.30),
}
DECOR_ICONS = {"rock": "rock", "spring": "spring", "source": "spring", "volcano": "volcano"}


def shade(rgb: Any, f: Any) -> Any:
    if f >= 1:
        return tuple(min(255, int(c + (255 - c) * (f - 1))) for c in rgb[:3])
    return tuple(max(0, int(c * f)) for c in rgb[:3])


def texture(surf: pygame.Surface, kind: str, col: Any, rng: Any) -> None:
    """The ground's texture: furrows on fields, tufts on meadows, tree tops in forests, ripples on lakes."""
    S = surf.get_width()
    dark, light = shade(col, 0.86), shade(col, 1.12)
    if kind == "field":
        step = S // 14
        stripe = shade(col, 0.9)
        for i in range(-S, S * 2, step):
            pygame.draw.line(surf, stripe, (i, 0), (i - S * 0.35, S), max(2, S // 90))
        for _ in range(40):
            x, y = rng.random() * S, rng.random() * S
            pygame.draw.circle(surf, light, (x, y), S * 0.006)
    elif kind in ("meadow", "savanna", "junction", "baobab"):
        n = 70 if kind != "savanna" else 45
        for _ in range(n):
            x, y = rng.random() * S, rng.random() * S
            h = S * (0.012 + rng.random() * 0.012)
            c = dark if rng.random() < 0.65 else light
            w = max(1, S // 220)
            pygame.draw.line(surf, c, (x, y), (x - h * 0.4, y - h), w)
            pygame.draw.line(surf, c, (x + 2, y), (x + 2, y - h * 1.1), w)
            pygame.draw.line(surf, c, (x + 4, y), (x + 4 + h * 0.4, y - h), w)
    elif kind in ("forest", "jungle", "bush"):
        n = 55 if kind != "bush" else 35
        for _ in range(n):
            x, y = rng.random() * S, rng.random() * S
            r = S * (0.03 + rng.random() * 0.035)
            pygame.draw.circle(surf, shade(col, 0.78), (x + r * 0.25, y + r * 0.3), r)
            pygame.draw.circle(surf, shade(col, 1.0 + rng.random() * 0.2), (x, y), r * 0.85)
            pygame.draw.circle(surf, shade(col, 1.25), (x - r * 0.3, y - r * 0.3), r * 0.3)
    elif kind == "lake":
        for _ in range(18):
            x, y = rng.random() * S, rng.random() * S
            w = S * (0.05 + rng.random() * 0.05)
            pygame.draw.arc(surf, shade(col, 1.25), (x, y, w, w * 0.5), 0.3, 2.8, max(2, S // 160))
    elif kind == "village":
        for _ in range(40):
            x, y = rng.random() * S, rng.random() * S
            pygame.draw.circle(surf, dark, (x, y), S * 0.008)
