"""How colours look to players with the common forms of colour blindness, and how far apart they are.

The simulation is Machado, Oliveira and Fernandes (2009), "A Physiologically-based Model for Simulation of
Color Vision Deficiency", at full severity (dichromacy), applied in linear RGB; distances are CIE 1976 Delta E
in CIELAB (D65).  Pure Python: tests/test_ui_palette.py checks that the seat colours stay apart.
"""

from __future__ import annotations

import itertools
import math
from typing import Any

MACHADO = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}


def to_linear(c: float) -> float:
    c /= 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def to_srgb(c: float) -> float:
    c = max(0.0, min(1.0, c))
    return 255.0 * (12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055)


def simulate(rgb: Any, vision: str) -> tuple[float, float, float]:
    """The colour as a dichromat of `vision` ("protanopia", "deuteranopia", "tritanopia") sees it."""
    m = MACHADO[vision]
    lin = [to_linear(v) for v in rgb[:3]]
    r, g, b = (to_srgb(sum(m[i][j] * lin[j] for j in range(3))) for i in range(3))
    return (r, g, b)


def lab(rgb: Any) -> tuple[float, float, float]:
    """CIELAB (D65) of an sRGB colour."""
    r, g, b = (to_linear(v) for v in rgb[:3])
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    fx, fy, fz = f(x), f(y), f(z)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def delta_e(a: Any, b: Any) -> float:
    return math.dist(lab(a), lab(b))


def closest_pair(colours: dict, vision: str | None = None) -> tuple[float, str, str]:
    """(distance, name, name) of the two colours that look most alike (to `vision`, or normal vision)."""
    seen = {n: (simulate(c, vision) if vision else tuple(c)) for n, c in colours.items()}
    return min((delta_e(seen[a], seen[b]), a, b) for a, b in itertools.combinations(seen, 2))
