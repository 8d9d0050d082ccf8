"""The textures painted on areas (each style of game.ui.tile_looks), and shading of colours."""

from __future__ import annotations

from typing import Any

import pygame

from .tile_looks import FURROWS, RIPPLES, SPECKS, TREETOPS, TUFTS, AreaTexture


def shade(rgb: Any, f: Any) -> Any:
    if f >= 1:
        return tuple(min(255, int(c + (255 - c) * (f - 1))) for c in rgb[:3])
    return tuple(max(0, int(c * f)) for c in rgb[:3])


def texture(surf: pygame.Surface, look: AreaTexture | None, col: Any, rng: Any) -> None:
    """The ground's texture (`look`, none: plain): furrows on fields, tufts on grass, tree tops in woods, ripples
    on water, specks on bare ground."""
    if look is None:
        return
    S = surf.get_width()
    dark, light = shade(col, 0.86), shade(col, 1.12)
    n = look.count
    if look.style == FURROWS:
        step = S // 14
        stripe = shade(col, 0.9)
        for i in range(-S, S * 2, step):
            pygame.draw.line(surf, stripe, (i, 0), (i - S * 0.35, S), max(2, S // 90))
        for _ in range(n):
            x, y = rng.random() * S, rng.random() * S
            pygame.draw.circle(surf, light, (x, y), S * 0.006)
    elif look.style == TUFTS:
        for _ in range(n):
            x, y = rng.random() * S, rng.random() * S
            h = S * (0.012 + rng.random() * 0.012)
            c = dark if rng.random() < 0.65 else light
            w = max(1, S // 220)
            pygame.draw.line(surf, c, (x, y), (x - h * 0.4, y - h), w)
            pygame.draw.line(surf, c, (x + 2, y), (x + 2, y - h * 1.1), w)
            pygame.draw.line(surf, c, (x + 4, y), (x + 4 + h * 0.4, y - h), w)
    elif look.style == TREETOPS:
        for _ in range(n):
            x, y = rng.random() * S, rng.random() * S
            r = S * (0.03 + rng.random() * 0.035)
            pygame.draw.circle(surf, shade(col, 0.78), (x + r * 0.25, y + r * 0.3), r)
            pygame.draw.circle(surf, shade(col, 1.0 + rng.random() * 0.2), (x, y), r * 0.85)
            pygame.draw.circle(surf, shade(col, 1.25), (x - r * 0.3, y - r * 0.3), r * 0.3)
    elif look.style == RIPPLES:
        for _ in range(n):
            x, y = rng.random() * S, rng.random() * S
            w = S * (0.05 + rng.random() * 0.05)
            pygame.draw.arc(surf, shade(col, 1.25), (x, y, w, w * 0.5), 0.3, 2.8, max(2, S // 160))
    elif look.style == SPECKS:
        for _ in range(n):
            x, y = rng.random() * S, rng.random() * S
            pygame.draw.circle(surf, dark, (x, y), S * 0.008)
