"""Plane geometry of a tile cell in cell units (0..1, origin at the NW corner, y down): points on its perimeter,
runs of segments and the polygons they span, quadratic curves, rotations by quarter turns, and distances.
Pure: no pygame.  `game.core.cellshape` builds feature shapes on these."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

Point = tuple[float, float]  # (x, y) in cell units


def perimeter_point(t: float) -> tuple[float, float]:
    """Segment i spans t in [i, i+1]; sides N, E, S, W run clockwise from the NW corner."""
    t %= 12.0
    side = int(t // 3)
    f = (t - 3 * side) / 3.0
    if side == 0:
        return (f, 0.0)
    if side == 1:
        return (1.0, f)
    if side == 2:
        return (1.0 - f, 1.0)
    return (0.0, 1.0 - f)


def runs_of(segments: Iterable[int]) -> list[tuple[int, int]]:
    """Contiguous runs (start, length) of a set of segment indices around the cell."""
    segs = set(segments)
    if len(segs) == 12:
        return [(0, 12)]
    runs = []
    for s in sorted(segs):
        if (s - 1) % 12 in segs:
            continue
        n = 0
        while (s + n) % 12 in segs:
            n += 1
        runs.append((s, n))
    return runs


def run_apex(start: int, length: int, depth_scale: float = 1.0) -> tuple[float, float]:
    mid = perimeter_point(start + length / 2.0)
    f = min(1.45, (0.22 + 0.115 * length) * depth_scale)
    return (mid[0] + (0.5 - mid[0]) * f, mid[1] + (0.5 - mid[1]) * f)


def quad_points(p0: Point, c: Point, p1: Point, n: int = 24) -> list[tuple[float, float]]:
    out = []
    for i in range(n + 1):
        t = i / n
        a, b, d = (1 - t) ** 2, 2 * (1 - t) * t, t * t
        out.append((a * p0[0] + b * c[0] + d * p1[0], a * p0[1] + b * c[1] + d * p1[1]))
    return out


def run_polygon(start: int, length: int, depth_scale: float = 1.0) -> list[tuple[float, float]]:
    if length >= 12:
        return [(0, 0), (1, 0), (1, 1), (0, 1)]
    a, b = start, start + length
    pts = [perimeter_point(a)]
    k = (a // 3 + 1) * 3
    while k < b:
        pts.append(perimeter_point(k))
        k += 3
    pts.append(perimeter_point(b))
    pa, pb = perimeter_point(a), perimeter_point(b)
    apex = run_apex(start, length, depth_scale)
    ctrl = (2 * apex[0] - (pa[0] + pb[0]) / 2, 2 * apex[1] - (pa[1] + pb[1]) / 2)
    pts += quad_points(pb, ctrl, pa, 20)[1:-1]
    return pts


def side_mid(seg: int) -> tuple[float, float]:
    return perimeter_point(seg + 0.5)


def rotate_point(p: Point, q: int) -> tuple[float, float]:
    """A point of the unturned cell after `q` clockwise quarter turns."""
    x, y = p
    for _ in range(q % 4):
        x, y = 1 - y, x
    return (x, y)


def unrotate_point(p: Point, q: int) -> tuple[float, float]:
    return rotate_point(p, (4 - q % 4) % 4)


def _in_polygon(x: float, y: float, poly: Sequence[Point]) -> bool:
    inside = False
    j = len(poly) - 1
    for i in range(len(poly)):
        xi, yi = poly[i]
        xj, yj = poly[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            inside = not inside
        j = i
    return inside


def _segment_distance(x: float, y: float, a: Point, b: Point) -> float:
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = dx * dx + dy * dy
    t = 0.0 if n == 0 else max(0.0, min(1.0, ((x - a[0]) * dx + (y - a[1]) * dy) / n))
    return math.hypot(x - a[0] - t * dx, y - a[1] - t * dy)


def _polyline_distance(x: float, y: float, pts: Sequence[Point]) -> float:
    return min(_segment_distance(x, y, a, b) for a, b in zip(pts, pts[1:]))
