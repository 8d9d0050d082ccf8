"""The shape of each feature of a tile cell, in cell units (0..1, origin at the NW corner, y down, the tile
unturned), and which feature lies under a point.

It is the geometry the tile painter draws (areas follow the 12-segment layout as filled shapes, lines are
curves through the cell or to the feature they end at, inside features sit round their spot), so that the
window can ask which feature is under the pointer, and piece spots (spots.py) can be kept inside their own
feature.  Pure: no pygame.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .cellgeom import (  # noqa: F401  re-exported (__all__): the painter and the spots use them from here
    _in_polygon,
    _polyline_distance,
    _segment_distance,
    perimeter_point,
    quad_points,
    rotate_point,
    run_apex,
    run_polygon,
    runs_of,
    side_mid,
    unrotate_point,
)
from .geometry import MIDDLE_SEGMENTS
from .registry import ALL_KINDS
from .tiles import AREA, AREA_OR_INSIDE, INSIDE, LINE

if TYPE_CHECKING:
    from .tiles import CellDef, FeatureDef, TileDef

Point = tuple[float, float]  # (x, y) in cell units

__all__ = [
    "CellShape",
    "FeatureShape",
    "INSIDE_AREA_AXES",
    "INSIDE_RADIUS",
    "LINE_WIDTH",
    "OPEN_END_REACH",
    "Point",
    "area_anchor",
    "cell_shape",
    "centre_of",
    "covers_line_ends",
    "ground_kind",
    "inside_axes",
    "inside_radius",
    "line_width",
    "lines_under_inside_areas",
    "open_end",
    "perimeter_point",
    "quad_points",
    "rotate_point",
    "run_apex",
    "run_polygon",
    "runs_of",
    "shape_of",
    "side_mid",
    "unrotate_point",
]

# How a kind is drawn, unless its edition's FeatureKind says otherwise (game.core.registry.ALL_KINDS)
LINE_WIDTH = 0.1
INSIDE_RADIUS = 0.15
INSIDE_AREA_AXES = (0.21, 0.16)  # an inside area with no segments: an ellipse round its spot


def line_width(kind: str) -> float:
    spec = ALL_KINDS.get(kind)
    return LINE_WIDTH if spec is None or spec.line_width is None else spec.line_width


def inside_radius(kind: str) -> float:
    spec = ALL_KINDS.get(kind)
    return INSIDE_RADIUS if spec is None or spec.inside_radius is None else spec.inside_radius


def inside_axes(kind: str) -> tuple[float, float]:
    """The half axes of the ellipse of an inside area of `kind`."""
    spec = ALL_KINDS.get(kind)
    return INSIDE_AREA_AXES if spec is None or spec.inside_axes is None else spec.inside_axes


def covers_line_ends(kind: str) -> bool:
    """Whether an inside area of `kind` is painted over the ends of the lines that run into it."""
    spec = ALL_KINDS.get(kind)
    return spec is not None and spec.covers_line_ends


def lines_under_inside_areas(cell: CellDef) -> set[int]:
    """Indices of the lines that end in an inside area which covers their ends (a river in its lake)."""
    out = set()
    for f in cell.features:
        if shape_of(f) == LINE:
            for e in f.ends:
                t = cell.feature(e)
                if t is not None and covers_line_ends(t.kind) and shape_of(t) == AREA_OR_INSIDE and not t.segments:
                    out.add(f.index)
    return out


# --- the painter's geometry (cell units) ---


def area_anchor(feature: FeatureDef) -> tuple[float, float]:
    runs = runs_of(feature.segments)
    if not runs:
        return (0.5, 0.5)
    start, length = max(runs, key=lambda r: r[1])
    if length >= 12:
        return (0.5, 0.5)
    mid = perimeter_point(start + length / 2.0)
    ap = run_apex(start, length)
    return ((mid[0] + ap[0]) / 2, (mid[1] + ap[1]) / 2)


def shape_of(feature: FeatureDef) -> str:
    spec = ALL_KINDS.get(feature.kind)
    return AREA if spec is None else spec.shape


def centre_of(feature: FeatureDef) -> tuple[float, float]:
    """Where the feature is anchored: the tile's `spot`, or a point computed from its segments."""
    if feature.spot is not None:
        return feature.spot
    shape = shape_of(feature)
    if shape == LINE:
        mids = [side_mid(s) for s in feature.segments]
        if len(mids) == 1:
            return (mids[0][0] * 0.6 + 0.2, mids[0][1] * 0.6 + 0.2)
        return (0.5, 0.5)
    if shape == INSIDE or not feature.segments:
        return (0.5, 0.5)
    return area_anchor(feature)


# --- point tests ---


@dataclass(frozen=True)
class FeatureShape:
    index: int
    id: str
    kind: str
    shape: str
    polygons: tuple[tuple[Point, ...], ...] = ()  # areas: filled polygons
    discs: tuple[tuple[Point, float], ...] = ()  # ((x, y), r): filled discs (areas joining their runs, inside icons)
    ellipse: tuple[float, float, float, float] | None = None  # inside areas: (cx, cy, ax, ay)
    curves: tuple[tuple[Point, ...], ...] = ()  # lines: polylines through their middle
    half_width: float = 0.0  # lines: half the drawn width (with its edge)
    box: tuple[float, float, float, float] = (0.0, 0.0, 1.0, 1.0)  # x0, y0, x1, y1 around everything above

    def covers(self, x: float, y: float) -> bool:
        """Whether the drawn shape of the feature covers the point (the ground is decided by CellShape)."""
        x0, y0, x1, y1 = self.box
        if x < x0 or x > x1 or y < y0 or y > y1:
            return False
        if self.curves and any(_polyline_distance(x, y, c) <= self.half_width for c in self.curves):
            return True
        if self.ellipse is not None:
            cx, cy, ax, ay = self.ellipse
            if ((x - cx) / ax) ** 2 + ((y - cy) / ay) ** 2 <= 1:
                return True
        if any(math.hypot(x - c[0], y - c[1]) <= r for c, r in self.discs):
            return True
        return any(_in_polygon(x, y, p) for p in self.polygons)


OPEN_END_REACH = (0.42, 0.3)  # how far in from its side such a line reaches: alone in the cell, beside others


def open_end(cell: CellDef, f: FeatureDef) -> tuple[float, float] | None:
    """Where a one-sided line that ends in the open (a kind whose FeatureKind is `open_ground`) stops,
    or None for any other line.  It stops short of the centre, shorter when other lines cross the cell, so two
    such ends, or such an end and a through line, never meet: a player must not see a bend or a junction."""
    ground = ALL_KINDS.get(f.ends[0]) if f.ends else None
    if ground is None or not ground.open_ground or cell.feature(f.ends[0]) is not None:
        return None
    mids = [side_mid(s) for s in f.segments if s in MIDDLE_SEGMENTS]
    if len(mids) != 1:
        return None
    alone = sum(1 for g in cell.features if shape_of(g) == LINE) == 1
    reach = OPEN_END_REACH[0 if alone else 1]
    (mx, my) = mids[0]
    return (mx + (0.5 - mx) * 2 * reach, my + (0.5 - my) * 2 * reach)


def _line_end(cell: CellDef, f: FeatureDef) -> tuple[float, float]:
    stop = open_end(cell, f)
    if stop is not None:
        return stop
    for e in f.ends:
        target = cell.feature(e)
        if target is None:
            return f.end_at or (0.5, 0.5)  # a decoration word: where the tile says, else the centre
        shape = shape_of(target)
        if shape == LINE:
            return target.spot or (0.5, 0.5)
        if shape in (AREA, AREA_OR_INSIDE) and target.segments:
            return area_anchor(target)
        return centre_of(target)
    return (0.5, 0.5)


def _ends_in_word(cell: CellDef, f: FeatureDef) -> bool:
    return any(cell.feature(e) is None for e in f.ends[:1])


def _line_curves(cell: CellDef, f: FeatureDef) -> tuple[tuple[Point, ...], ...]:
    mids = [side_mid(s) for s in f.segments if s in MIDDLE_SEGMENTS]
    if len(mids) == 2 and not f.ends:
        return (tuple(quad_points(mids[0], (0.5, 0.5), mids[1], 16)),)
    if len(mids) >= 2 and not f.ends:
        return tuple(tuple(quad_points(m, ((m[0] + 0.5) / 2, (m[1] + 0.5) / 2), (0.5, 0.5), 10)) for m in mids)
    end = _line_end(cell, f)
    return tuple(tuple(quad_points(m, ((m[0] + end[0]) / 2, (m[1] + end[1]) / 2), end, 12)) for m in mids)


def ground_kind(cell: CellDef) -> str:
    """The area kind the painter fills the whole cell with (the others are shapes on it).

    With no line in the cell, a kind whose features are several separate areas makes a bad ground: painted as
    one ground they would look joined (Safari's two or three separate bush caps).  Then a kind that is one
    single area is the ground, and the separate ones are shapes on it."""
    counts: dict[str, int] = {}
    areas: dict[str, int] = {}
    for f in cell.features:
        if shape_of(f) in (AREA, AREA_OR_INSIDE) and f.segments:
            counts[f.kind] = counts.get(f.kind, 0) + len(f.segments) + (4 if len(runs_of(f.segments)) > 1 else 0)
            areas[f.kind] = areas.get(f.kind, 0) + 1
    base = max(counts, key=lambda k: counts[k]) if counts else "meadow"
    if areas.get(base, 0) > 1 and not any(shape_of(f) == LINE for f in cell.features):
        single = [k for k in counts if areas[k] == 1]
        if single:
            base = max(single, key=lambda k: counts[k])
    beside: dict[str, int] = {}
    for f in cell.features:
        if shape_of(f) == LINE:
            for m in f.segments:
                for s in ((m - 1) % 12, (m + 1) % 12):
                    g = cell.features[cell.seg_feature[s]]
                    if shape_of(g) in (AREA, AREA_OR_INSIDE):
                        beside[g.kind] = beside.get(g.kind, 0) + 1
    if beside:
        base = max(beside, key=lambda k: (beside[k], counts.get(k, 0)))
    return base


class CellShape:
    """Every feature's shape in one cell, and the feature under a point (topmost as painted)."""

    def __init__(self, cell: CellDef) -> None:
        self.cell = cell
        self.ground = ground_kind(cell)
        shapes = []
        for f in cell.features:
            shape = shape_of(f)
            if shape == LINE:
                w = line_width(f.kind) * 1.35 / 2
                shapes.append(FeatureShape(f.index, f.id, f.kind, shape, curves=_line_curves(cell, f), half_width=w))
            elif shape == INSIDE or (shape == AREA_OR_INSIDE and not f.segments):
                c = centre_of(f)
                if shape == INSIDE:
                    disc = ((c, inside_radius(f.kind)),)
                    shapes.append(FeatureShape(f.index, f.id, f.kind, shape, discs=disc))
                else:
                    ellipse = (c[0], c[1], *inside_axes(f.kind))
                    shapes.append(FeatureShape(f.index, f.id, f.kind, shape, ellipse=ellipse))
            else:
                runs = runs_of(f.segments)
                multi = len(runs) > 1
                polys = tuple(tuple(run_polygon(s, n, 1.5 if multi else 1.0)) for s, n in runs)
                discs: list[tuple[Point, float]] = []
                if multi:
                    apexes = [run_apex(s, n, 1.5) for s, n in runs]
                    width = 0.42 if min(n for _, n in runs) >= 3 else 0.26
                    for a, b in zip(apexes, apexes[1:]):
                        polys += (_band(a, b, width),)
                        discs += [(a, width / 2), (b, width / 2)]
                shapes.append(FeatureShape(f.index, f.id, f.kind, AREA, polygons=polys, discs=tuple(discs)))
        self.shapes = tuple(_boxed(s) for s in shapes)
        # where a one-sided line ends in the open (at its own symbol): feature index -> the point
        self.open_ends = {f.index: p for f in cell.features if shape_of(f) == LINE for p in [open_end(cell, f)] if p}
        # decorations drawn where a one-sided line ends in a word, not a feature (a rock, a spring)
        self.decorations = tuple(
            sorted(
                {
                    _line_end(cell, f)
                    for f in cell.features
                    if shape_of(f) == LINE and _ends_in_word(cell, f) and f.index not in self.open_ends
                }
            )
        )
        shapes = list(self.shapes)
        early = set()
        for f in cell.features:
            if shape_of(f) == LINE:
                for e in f.ends:
                    t = cell.feature(e)
                    if t is not None and t.kind != self.ground and shape_of(t) in (AREA, AREA_OR_INSIDE) and t.segments:
                        early.add(f.index)
        under = lines_under_inside_areas(cell) - early
        by = {s.index: s for s in shapes}
        lines = sorted((s for s in shapes if s.shape == LINE), key=lambda s: -line_width(s.kind))
        # topmost first: inside icons, lines, inside areas, the lines they cover, area shapes (later drawn on
        # top), early lines
        self.order = (
            [s for s in shapes if s.shape == INSIDE]
            + [s for s in lines if s.index not in early and s.index not in under]
            + [s for s in shapes if s.ellipse is not None]
            + [s for s in lines if s.index in under]
            + [s for s in reversed(shapes) if s.shape == AREA and s.kind != self.ground]
            + [by[i] for i in sorted(early)]
        )
        self.ground_features = [s for s in shapes if s.shape == AREA and s.kind == self.ground] or [
            s for s in shapes if s.shape == AREA
        ]

    def feature_at(self, x: float, y: float) -> int:
        """The index (in the cell's feature list) of the feature painted at the point (unturned cell units)."""
        for s in self.order:
            if s.covers(x, y):
                return s.index
        if len(self.ground_features) == 1:
            return self.ground_features[0].index
        for s in self.ground_features:
            if any(_in_polygon(x, y, p) for p in s.polygons):
                return s.index
        return self._open_ground(x, y)

    def _open_ground(self, x: float, y: float) -> int:
        """The open ground between shapes, as the outline paints it (game/ui/play/outline.py): the point's
        direction from the middle of the cell names half a segment of the edge, and that half belongs to the
        first ground feature met walking along the edge away from the segment's middle."""
        cell = self.cell
        ground_of = {seg: s.index for s in self.ground_features for seg in cell.features[s.index].segments}
        biggest = max(self.ground_features, key=lambda s: len(cell.features[s.index].segments)).index
        dx, dy = x - 0.5, y - 0.5
        if dx == 0 and dy == 0:
            return biggest
        k = 0.5 / max(abs(dx), abs(dy))
        bx, by = 0.5 + dx * k, 0.5 + dy * k  # where the ray from the middle meets the edge
        if abs(dy) >= abs(dx):
            t = bx * 3 if dy < 0 else 6 + (1 - bx) * 3
        else:
            t = 3 + by * 3 if dx > 0 else 9 + (1 - by) * 3
        seg = int(t) % 12
        step = -1 if t - int(t) < 0.5 else 1
        if t <= 0:  # on the north-west diagonal the outline's last half segment (Wn's) lies on top
            seg, step = 11, 1
        walk = seg
        while walk % 12 not in ground_of and abs(walk - seg) < 12:
            walk += step
        return ground_of.get(walk % 12, biggest)


def _boxed(s: FeatureShape) -> FeatureShape:
    pts = [p for poly in s.polygons for p in poly] + [p for c in s.curves for p in c]
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    pad = s.half_width
    for (cx, cy), r in s.discs:
        xs += [cx - r, cx + r]
        ys += [cy - r, cy + r]
    if s.ellipse is not None:
        cx, cy, ax, ay = s.ellipse
        xs += [cx - ax, cx + ax]
        ys += [cy - ay, cy + ay]
    if not xs:
        return s
    return FeatureShape(**{**s.__dict__, "box": (min(xs) - pad, min(ys) - pad, max(xs) + pad, max(ys) + pad)})


def _band(a: Point, b: Point, width: float) -> tuple[Point, Point, Point, Point]:
    dx, dy = b[0] - a[0], b[1] - a[1]
    d = math.hypot(dx, dy) or 1
    nx, ny = -dy / d * width / 2, dx / d * width / 2
    return ((a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny), (b[0] - nx, b[1] - ny), (a[0] - nx, a[1] - ny))


_SHAPES: dict[
    tuple[int, int], tuple[TileDef, CellShape]
] = {}  # (id of the tile definition, cell index) -> (the definition, its CellShape)


def cell_shape(tile: TileDef, index: int) -> CellShape:
    """The CellShape of cell `index` of `tile` (cached per tile definition)."""
    key = (id(tile), index)
    hit = _SHAPES.get(key)
    if hit is None or hit[0] is not tile:
        if len(_SHAPES) > 4096:
            _SHAPES.clear()
        hit = _SHAPES[key] = (tile, CellShape(tile.cells[index]))
    return hit[1]
