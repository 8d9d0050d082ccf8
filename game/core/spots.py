"""Where pieces stand and symbols sit on a tile cell, laid out from each feature's own shape (cellshape.py).

`cell_layout(tile, index)` gives, in unit coordinates of the unturned cell (0..1, origin NW, y down):
- a spot per feature (of `kinds`, default all): inside the feature's own painted region, at least SPOT_GAP
  from every other spot of the cell;
- a position per printed symbol (boat spaces excepted): in or beside its feature, at least SYMBOL_GAP from
  other symbols and SPOT_SYMBOL_GAP from every spot, so a standing piece never hides a symbol.
The tile's own `spot` is used as written when it keeps those distances and lies in its feature; otherwise the
layout takes the nearest point that does.  Everything keeps MARGIN from the cell's edge.

An edition whose pieces or tokens stand at the cells' corners says how far the rest keeps from them
(`Edition.corner_gaps`), and one whose window draws discs on a cell names them (`Edition.layout_marks`).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .cellgrid import MARGIN, CellGrid, cell_grid
from .cellshape import CellShape, cell_shape, centre_of
from .geometry import CORNER_SEGMENTS
from .tiles import INSIDE

if TYPE_CHECKING:
    from .tiles import CellDef, FeatureDef, TileDef

Point = tuple[float, float]  # (x, y) in cell units
Ellipse = tuple[float, float, float, float]  # (cx, cy, ax, ay)
Fixed = tuple[Point, float, str | None]  # what stands on the cell: its point, its gap, the feature it is of

SPOT_GAP = 0.24  # between two spots of one cell (a piece may be drawn up to this wide)
SYMBOL_SIZE = 0.2  # a symbol's diameter
SYMBOL_GAP = 0.19  # between two symbols' centres
SPOT_SYMBOL_GAP = (
    0.22  # between a spot and a symbol's centre: a piece (or its ring, 0.12) and a symbol (0.1) never touch
)


@dataclass(frozen=True)
class CellLayout:
    """spots: feature id -> (x, y); symbols: feature id -> ((symbol name, x, y), ...); unturned cell units."""

    spots: dict[str, Point] = field(default_factory=dict, hash=False)
    symbols: dict[str, tuple[tuple[str, float, float], ...]] = field(default_factory=dict, hash=False)
    symbol_size: float = SYMBOL_SIZE


class _Item:
    """A spot or a symbol being laid out: where it may go (pool of (point, depth, penalty)) and where it is."""

    __slots__ = ("spot", "fid", "name", "pool", "anchor", "pos")

    def __init__(self, spot: bool, fid: str, name: str, pool: list[tuple[Point, float, float]], anchor: Point) -> None:
        self.spot = spot
        self.fid = fid
        self.name = name
        self.pool = pool
        self.anchor = anchor
        self.pos: Sequence[float] = ()  # () until placed


def _gap(a: _Item, b: _Item) -> float:
    if a.spot and b.spot:
        return SPOT_GAP
    if a.spot or b.spot:
        return SPOT_SYMBOL_GAP
    return SYMBOL_GAP


def _near(item: _Item, items: Iterable[_Item], fixed: Iterable[Fixed]) -> list[tuple[float, float, float]]:
    """What `item` keeps its distance from, as (x, y, gap): the other placed items, then what stands there."""
    near = [(o.pos[0], o.pos[1], _gap(item, o)) for o in items if o is not item and o.pos]
    near += [(q[0], q[1], gap) for q, gap, owner in fixed if owner != item.fid]
    return near


def _slack_at(x: float, y: float, near: Iterable[tuple[float, float, float]]) -> float:
    slack = math.inf
    for ox, oy, gap in near:
        d = math.hypot(x - ox, y - oy) - gap
        if d < slack:
            slack = d
    return slack


def _slack(p: Sequence[float], item: _Item, others: Iterable[_Item], fixed: Iterable[Fixed]) -> float:
    """How far p stays beyond the required distance from every other placed item (negative: too close)."""
    return _slack_at(p[0], p[1], _near(item, others, fixed))


SCORE_ROOM = 0.06 + 1e-9  # the most the distances add to a point's score (min(slack, 0.06)), with room for rounding


def _place(item: _Item, items: Iterable[_Item], fixed: Sequence[Fixed], home: Sequence[float] | None = None) -> None:
    """Put `item` where it keeps its distances best, near its anchor (or `home`), deep in its feature: the first
    point of its pool with the highest score.  A point whose score cannot reach that of the point with the best
    base (distance to the anchor, depth, penalty) is passed over without measuring its distances to the rest:
    the same point wins as when every point is measured, a few times faster."""
    anchor = home or item.anchor
    ax, ay = anchor[0], anchor[1]
    near = _near(item, items, fixed)

    def score(p: Point, depth: float, penalty: float) -> float:
        slack = _slack_at(p[0], p[1], near)
        return (
            100 * min(slack, 0.0)
            + min(slack, 0.06)
            - 0.5 * math.hypot(p[0] - ax, p[1] - ay)
            + 0.3 * min(depth, 0.1)
            - penalty
        )

    bases = [0.3 * min(d, 0.1) - pen - 0.5 * math.hypot(p[0] - ax, p[1] - ay) for p, d, pen in item.pool]
    bar = score(*item.pool[bases.index(max(bases))]) if bases else -math.inf  # no point scores lower than that
    best, best_score = None, -math.inf
    for (p, depth, penalty), base in zip(item.pool, bases):
        if base + SCORE_ROOM >= bar:
            found = score(p, depth, penalty)
            if found > best_score:
                best, best_score = p, found
                bar = max(bar, found)
    item.pos = best if best is not None else anchor


DECORATION_GAP = 0.16  # from a decoration drawn where a line ends (a rock, a spring) to a spot or symbol


def _open_line_spot(f: FeatureDef, shape: CellShape) -> Point | None:
    """A line that ends in the open keeps its end for its symbol: its piece stands nearer the side it enters by."""
    end = shape.open_ends.get(f.index)
    if end is None or f.spot is not None:
        return None
    dx, dy = end[0] - 0.5, end[1] - 0.5
    d = math.hypot(dx, dy) or 1.0
    back = SPOT_SYMBOL_GAP + 0.02
    x, y = end[0] + dx / d * back, end[1] + dy / d * back
    return (min(max(x, MARGIN), 1 - MARGIN), min(max(y, MARGIN), 1 - MARGIN))


CORNER_POINT = {"NW": (0.0, 0.0), "NE": (1.0, 0.0), "SE": (1.0, 1.0), "SW": (0.0, 1.0)}


SHORE = 0.85  # a symbol of an inside area keeps its centre this far out from the middle (of the half axes)


def _printed_waters(cell: CellDef, shape: CellShape, turn: int) -> dict[str, tuple[Point, Point, Ellipse]]:
    """Inside areas with printed symbols (a Hunters lake and its fish): feature id -> (where its piece stands,
    where its symbols gather, its ellipse).  The piece stands in one half and the symbols in the other, so a
    hut and its ring never cover the fish and the fish stay in the water: `turn` 0 puts the piece in the half
    nearer the cell's middle, 1 in the other, 2 and 3 the same across the lake's short axis."""
    out = {}
    for fs in shape.shapes:
        f = cell.features[fs.index]
        if fs.ellipse is None or not any(s != "spaces" for s, _n in f.symbols):
            continue
        cx, cy, ax, ay = fs.ellipse
        if turn < 2:
            k = (-1 if cx >= 0.5 else 1) * (1 if turn == 0 else -1)
            out[f.id] = ((cx + k * ax * 0.5, cy), (cx - k * ax * 0.45, cy), fs.ellipse)
        else:
            k = (-1 if cy >= 0.5 else 1) * (1 if turn == 2 else -1)
            out[f.id] = ((cx, cy + k * ay * 0.5), (cx, cy - k * ay * 0.45), fs.ellipse)
    return out


def _shore_penalty(p: Sequence[float], ellipse: Ellipse) -> float:
    cx, cy, ax, ay = ellipse
    r = math.hypot((p[0] - cx) / ax, (p[1] - cy) / ay)
    return 0.0 if r <= SHORE else 1.0 + 5 * (r - SHORE)


def _layout(
    cell: CellDef,
    shape: CellShape,
    grid: CellGrid,
    wanted: list[FeatureDef],
    corner_gaps: tuple[tuple[str, float], ...],
    marks: tuple[tuple[Point, float], ...] = (),
) -> tuple[dict[str, Point], dict[str, tuple[tuple[str, float, float], ...]]]:
    """Spots and symbols of the cell; a cell with a lake and its fish tries the lake's piece on either side of
    the lake (and across it) and keeps the arrangement that leaves the least crowding."""
    best = None
    for turn in range(4 if _printed_waters(cell, shape, 0) else 1):
        found = _arrange(cell, shape, grid, wanted, corner_gaps, marks, turn)
        if best is None or found[2] < best[2] - 1e-9:
            best = found
    assert best is not None
    return best[0], best[1]


def _arrange(
    cell: CellDef,
    shape: CellShape,
    grid: CellGrid,
    wanted: list[FeatureDef],
    corner_gaps: tuple[tuple[str, float], ...],
    marks: tuple[tuple[Point, float], ...],
    turn: int,
) -> tuple[dict[str, Point], dict[str, tuple[tuple[str, float, float], ...]], float]:
    # what else stands on the cell: (point, gap, the feature whose own items may come closer)
    fixed: list[Fixed] = [(CORNER_POINT[c], gap, None) for c, gap in corner_gaps if gap > 0]
    fixed += [(p, radius + SPOT_GAP / 2, None) for p, radius in marks]
    fixed += [(p, DECORATION_GAP, None) for p in shape.decorations]
    with_spot = {f.id for f in wanted}
    for fs in shape.shapes:
        if fs.id in with_spot:
            continue
        for centre, radius in fs.discs if fs.shape == INSIDE else ():
            fixed.append((centre, radius + SPOT_GAP / 2, fs.id))  # an icon drawn inside the cell (a junction)
    lakes = _printed_waters(cell, shape, turn)
    spots = []
    for f in wanted:
        pool = [(p, d, 0.0) for p, d in grid.points(f.index)]
        anchor = lakes[f.id][0] if f.id in lakes else _open_line_spot(f, shape) or centre_of(f)
        spots.append(_Item(True, f.id, "", pool, anchor))
    symbols = []
    for f in cell.features:
        names = [s for s, n in f.symbols if s != "spaces" for _ in range(n)]
        if not names:
            continue
        own = [(p, d, 0.0) for p, d in grid.points(f.index)]
        if f.id in lakes:  # the fish swim in the water, not on the shore
            own = [(p, d, _shore_penalty(p, lakes[f.id][2])) for p, d, _pen in own]
        close, far = grid.near(f.index, (0.15, 0.3))
        pool = own + [(p, 0.0, 0.3) for p in close] + [(p, 0.0, 0.8) for p in far]
        for name in names:
            symbols.append(_Item(False, f.id, name, pool, centre_of(f)))
    items = spots + symbols
    # a lake with printed fish first: its piece in one half, its fish in the water of the other half (the
    # pieces on the rivers round it have room to stand further out)
    for it in spots + symbols:
        if it.fid in lakes:
            piece, gather, _ellipse = lakes[it.fid]
            _place(it, [i for i in items if i.fid in lakes], (), piece if it.spot else gather)
    # the tile's own spots first, where they lie in their feature and keep their distances
    for it, f in zip(spots, wanted):
        sp = f.spot
        if it.pos or sp is None or not all(MARGIN <= v <= 1 - MARGIN for v in sp) or shape.feature_at(*sp) != f.index:
            continue
        if _slack(sp, it, items, fixed) >= 0:
            it.pos = (float(sp[0]), float(sp[1]))
    # then the others, the most cramped first; symbols gather round their feature's spot
    for it in sorted((i for i in spots if not i.pos), key=lambda i: (len(i.pool), i.fid)):
        _place(it, items, fixed)
    home: dict[str, Sequence[float]] = {i.fid: i.pos for i in spots}
    home.update({fid: sides[1] for fid, sides in lakes.items()})
    # a line that ends in the open carries its symbol at that end (a Safari trail's animal where it stops)
    home.update({cell.features[i].id: p for i, p in shape.open_ends.items()})
    for it in sorted(symbols, key=lambda i: (sum(1 for _p, _d, pen in i.pool if pen == 0), i.fid)):
        _place(it, items, fixed, home.get(it.fid))
    # repair: move whatever is too close, symbols first, until nothing is (or no move helps)
    for _round in range(8):
        crowded = [i for i in items if _slack(i.pos, i, items, fixed) < -1e-9]
        if not crowded:
            break
        for it in sorted(crowded, key=lambda i: (i.spot, i.fid, i.name)):
            _place(it, items, fixed, home.get(it.fid) if not it.spot else None)
    out_spots = {i.fid: (float(i.pos[0]), float(i.pos[1])) for i in spots}
    out_symbols: dict[str, list[tuple[str, float, float]]] = {}
    for i in symbols:
        out_symbols.setdefault(i.fid, []).append((i.name, float(i.pos[0]), float(i.pos[1])))
    crowding = -sum([min(_slack(i.pos, i, items, fixed), 0.0) for i in items])
    shore = sum([_shore_penalty(i.pos, lakes[i.fid][2]) for i in symbols if i.fid in lakes])
    return out_spots, {k: tuple(v) for k, v in out_symbols.items()}, 100 * crowding + shore


def corners_showing(cell: CellDef, kind: str) -> tuple[str, ...]:
    """The corners of an unturned cell whose two end segments both belong to features of `kind`."""
    out = []
    for corner, (a, b) in CORNER_SEGMENTS.items():
        if cell.features[cell.seg_feature[a]].kind == kind and cell.features[cell.seg_feature[b]].kind == kind:
            out.append(corner)
    return tuple(out)


_LAYOUTS: dict[tuple[Any, ...], tuple[TileDef, CellLayout]] = {}
_BY_VALUE: dict[tuple[Any, ...], CellLayout] = {}  # the same cell read from another copy of its tile set


def cell_layout(
    tile: TileDef,
    index: int,
    kinds: Iterable[str] | None = None,
    corner_gaps: Mapping[str, float] | None = None,
    marks: Iterable[tuple[Point, float]] = (),
) -> CellLayout:
    """Spots (for features of `kinds`, default every feature) and symbol positions of cell `index` of `tile`,
    unturned.  `corner_gaps` ({"NW": 0.42, ...}, unturned corners): how far everything keeps from each corner
    (an edition's pieces or tokens stand there: `Edition.corner_gaps`).  `marks` (((x, y), radius), ...):
    discs the window draws on the cell (`Edition.layout_marks`), kept clear of like a piece.  Cached per tile
    definition, and per cell by value (a cell's layout depends on nothing else)."""
    corners = tuple(sorted((corner_gaps or {}).items()))
    marks = tuple(marks)
    key = (id(tile), index, None if kinds is None else frozenset(kinds), corners, marks)
    hit = _LAYOUTS.get(key)
    if hit is not None and hit[0] is tile:
        return hit[1]
    cell = tile.cells[index]
    same = (cell, *key[2:])
    layout = _BY_VALUE.get(same)
    if layout is None:
        shape = cell_shape(tile, index)
        wanted = [f for f in cell.features if kinds is None or f.kind in kinds]
        layout = CellLayout(*_layout(cell, shape, cell_grid(shape), wanted, corners, marks))
        if len(_BY_VALUE) > 4096:
            _BY_VALUE.clear()
        _BY_VALUE[same] = layout
    if len(_LAYOUTS) > 4096:
        _LAYOUTS.clear()
    _LAYOUTS[key] = (tile, layout)
    return layout
