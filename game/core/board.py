"""Placed cells, the open positions around them, and "does this tile fit here".

Which rotations of a tile's cell fit an empty cell depends only on the cell's edge constraint (the kinds its
placed neighbours show it), so the answer is kept per tile definition (`TileDef.fit_rotations`, keyed by cell
index and constraint) and shared by every game of that tile set: listing the legal placements is a look-up
per empty cell of the frontier.

While a scratch game records its changes (`trail` is a list), `place` notes what it did, so that `undo` can
take the tile back off (see `game.core.scratch`).
"""

from __future__ import annotations

from bisect import bisect_left, insort
from collections.abc import Callable
from typing import Any

from .features import FeatureGraph
from .geometry import OPPOSITE, SIDE_DELTA
from .tiles import TileDef

# what the placed neighbours of an empty cell ask of a tile there: per side, its kinds or None (interned)
Constraint = tuple[Any, ...]
Cell = tuple[int, int]


class Board:
    __slots__ = (
        "cells",
        "seg_nodes",
        "seg_kinds",
        "faces",
        "base",
        "frontier",
        "in_order",
        "_constraint",
        "_fit",
        "order",
        "trail",
    )

    def __init__(self) -> None:
        # (x, y) -> (tile id, cell index, quarter turns, placement number)
        self.cells: dict[tuple[int, int], tuple[str, int, int, int]] = {}
        self.seg_nodes: dict[tuple[int, int], tuple[int, ...]] = {}  # 12 node ids, board orientation
        self.seg_kinds: dict[tuple[int, int], tuple[str, ...]] = {}  # 12 kinds, board orientation
        # per side N, E, S, W: the kinds the cell shows the empty cell on that side, in that cell's clockwise order
        self.faces: dict[tuple[int, int], tuple[tuple[str, ...], ...]] = {}
        self.base: dict[tuple[int, int], int] = {}  # node id of the cell's feature 0
        self.frontier: set[tuple[int, int]] = set()
        self.in_order: list[tuple[int, int]] = []  # the frontier in (x, y) order, kept so (never sorted anew)
        self._constraint: dict[tuple[int, int], Constraint] = {}
        # an empty cell -> (id of its constraint, its commands or None until asked for): what `fitting` and
        # `fitting_commands` need of it, kept until a tile is laid next to it (dropped with its constraint)
        self._fit: dict[tuple[int, int], tuple[int, Any]] = {}
        self.order: list[tuple[int, int]] = []  # cells in the order they were laid
        self.trail: list[Any] | None = None  # what `place` did, while a scratch game records it

    def clone(self) -> Board:
        """An independent copy for search."""
        b = Board.__new__(Board)
        b.cells = self.cells.copy()
        b.seg_nodes = self.seg_nodes.copy()
        b.seg_kinds = self.seg_kinds.copy()
        b.faces = self.faces.copy()
        b.base = self.base.copy()
        b.frontier = self.frontier.copy()
        b.in_order = self.in_order[:]
        b._constraint = self._constraint.copy()
        b._fit = self._fit.copy()
        b.order = self.order[:]
        b.trail = None
        return b

    # --- fitting ---
    def constraint(self, pos: tuple[int, int]) -> Constraint:
        """For each side of the empty cell `pos`: None, or the kinds its own side must show (clockwise)."""
        c = self._constraint.get(pos)
        if c is None:
            x, y = pos
            faces_at = self.faces.get
            n, e, s, w = faces_at((x, y - 1)), faces_at((x + 1, y)), faces_at((x, y + 1)), faces_at((x - 1, y))
            c = (  # per side N, E, S, W: the kinds of the neighbour's opposite side (geometry.OPPOSITE), clockwise
                None if n is None else n[2],
                None if e is None else e[3],
                None if s is None else s[0],
                None if w is None else w[1],
            )
            c = self._constraint[pos] = _INTERNED.setdefault(c, c)
        return c

    def cell_fits(self, tile: TileDef, index: int, q: int, pos: tuple[int, int]) -> bool:
        if pos in self.cells:
            return False
        return q in fit_rotations(tile, index, self.constraint(pos))

    def fits(self, tile: TileDef, x: int, y: int, q: int) -> bool:
        """Every cell empty and matching its placed neighbours, and at least one touching the board."""
        if not tile.multi:
            return (x, y) in self.frontier and self.cell_fits(tile, 0, q, (x, y))
        touching = False
        for i, (dx, dy) in enumerate(tile.cell_offsets(q)):
            pos = (x + dx, y + dy)
            if not self.cell_fits(tile, i, q, pos):
                return False
            touching = touching or pos in self.frontier
        return touching

    def candidate_anchors(self, tile: TileDef, q: int) -> set[tuple[int, int]]:
        """Positions of cell 0 worth trying for `tile` turned `q` (each has some cell on the frontier)."""
        if not tile.multi:
            return self.frontier
        offsets = tile.cell_offsets(q)
        return {(fx - dx, fy - dy) for (fx, fy) in self.frontier for (dx, dy) in offsets}

    def fitting(self, tile: TileDef, ordered: bool = False) -> tuple[list[tuple[int, int]], ...]:
        """For a one-cell tile: the frontier cells it fits, by quarter turns (index 0..3); `ordered`: each list
        in (x, y) order."""
        by_q: tuple[list[tuple[int, int]], ...] = ([], [], [], [])
        table = tile.fit_by_id
        fit = self._fit
        for pos in self.in_order if ordered else self.frontier:
            known = fit.get(pos)
            if known is None:  # (its commands are made when fitting_commands first needs them)
                known = fit[pos] = (id(self.constraint(pos)), None)
            rots = table.get(known[0])  # constraints are interned: the same object for the same constraint
            if rots is None:
                rots = table[known[0]] = fit_rotations(tile, 0, self._constraint.get(pos) or self.constraint(pos))
            for q in rots:
                by_q[q].append(pos)
        return by_q

    def fits_somewhere(self, tile: TileDef) -> bool:
        """Whether a one-cell tile fits some frontier cell in some rotation (by the kept constraint ids)."""
        table = tile.fit_by_id
        fit = self._fit
        for pos in self.frontier:
            known = fit.get(pos)
            if known is None:
                known = fit[pos] = (id(self.constraint(pos)), None)
            rots = table.get(known[0])
            if rots is None:
                rots = table[known[0]] = fit_rotations(tile, 0, self._constraint.get(pos) or self.constraint(pos))
            if rots:
                return True
        return False

    def fitting_commands(self, tile: TileDef, make: Callable[[Cell], Any]) -> tuple[list[Any], ...]:
        """`fitting(tile, ordered=True)` as the engine's commands: per quarter turn, `make(pos)[q]` of each place
        it fits in (x, y) order (one pass, for speed).  `make` is always the same function of the place (the
        engine's `place_commands`): the board keeps what it gave with the place's constraint."""
        by_q: tuple[list[Any], ...] = ([], [], [], [])
        table = tile.fit_by_id
        fit = self._fit
        for pos in self.in_order:
            known = fit.get(pos)
            if known is None:
                known = fit[pos] = (id(self.constraint(pos)), make(pos))
            rots = table.get(known[0])  # constraints are interned: the same object for the same constraint
            if rots is None:
                rots = table[known[0]] = fit_rotations(tile, 0, self._constraint.get(pos) or self.constraint(pos))
            if rots:
                commands = known[1]
                if commands is None:
                    commands = make(pos)
                    fit[pos] = (known[0], commands)
                for q in rots:
                    by_q[q].append(commands[q])
        return by_q

    # --- placing ---
    def place(self, tile: TileDef, x: int, y: int, q: int, graph: FeatureGraph) -> list[int]:
        """Lay the tile (no legality check here) and merge its features; returns the new nodes."""
        offsets = tile.cell_offsets(q) if tile.multi else _ORIGIN
        new_cells = []
        new_nodes: list[int] = []
        number = len(self.order)
        seg_nodes = self.seg_nodes
        for i, (dx, dy) in enumerate(offsets):
            pos = (x + dx, y + dy)
            base = len(graph.parent)
            self.base[pos] = base
            new_nodes.extend(graph.add_cell(tile.cells[i], pos))
            local, kinds, ends, faces = tile.turned.get((i, q)) or _turned(tile, i, q)
            for node, end_nodes in ends:
                graph.ends[base + node] = tuple([base + e for e in end_nodes])
            seg_nodes[pos] = tuple([base + k for k in local])
            self.seg_kinds[pos] = kinds
            self.faces[pos] = faces
            self.cells[pos] = (tile.id, i, q, number)
            self.order.append(pos)
            new_cells.append(pos)
        piece_cells = new_cells if len(new_cells) > 1 else ()
        unions: list[tuple[int, int]] = []
        opened = graph.open
        find = graph.find
        recording = graph.trail is not None
        for pos in new_cells:
            nodes = seg_nodes[pos]
            px, py = pos
            for dx, dy, j, o0, o1, o2 in _SIDES:
                nb = (px + dx, py + dy)
                nb_nodes = seg_nodes.get(nb)
                if nb_nodes is None:  # new nodes: still their own roots
                    opened[nodes[j]] += 1
                    opened[nodes[j + 1]] += 1
                    opened[nodes[j + 2]] += 1
                    continue
                n0, n1, n2 = nb_nodes[o0], nb_nodes[o1], nb_nodes[o2]
                if nb not in piece_cells:
                    if recording:
                        for other in (n0, n1, n2):
                            root = find(other)
                            graph.set_open(root, opened[root] - 1)  # type: ignore[attr-defined]
                    else:
                        opened[find(n0)] -= 1
                        opened[find(n1)] -= 1
                        opened[find(n2)] -= 1
                unions += ((nodes[j], n0), (nodes[j + 1], n1), (nodes[j + 2], n2))
        union = graph.union
        for a, b in dict.fromkeys(unions):  # a pair met again is joined already: only the first time does anything
            union(a, b)
        frontier = self.frontier
        in_order = self.in_order
        constraint = self._constraint
        fit = self._fit
        cells = self.cells
        left, joined = [], []
        for pos in new_cells:
            if pos in frontier:
                frontier.discard(pos)
                del in_order[bisect_left(in_order, pos)]
                left.append(pos)
            constraint.pop(pos, None)
            fit.pop(pos, None)
            px, py = pos
            for dx, dy in SIDE_DELTA:
                nb = (px + dx, py + dy)
                constraint.pop(nb, None)
                fit.pop(nb, None)
                if nb not in cells and nb not in frontier:
                    frontier.add(nb)
                    insort(in_order, nb)
                    joined.append(nb)
        if self.trail is not None:
            self.trail.append((new_cells, left, joined))
        return new_nodes

    def undo(self, trail_length: int) -> None:
        """Take back the tiles laid since the trail was `trail_length` long (latest first)."""
        trail = self.trail
        assert trail is not None
        while len(trail) > trail_length:
            new_cells, left, joined = trail.pop()
            for pos in new_cells:
                del self.cells[pos], self.seg_nodes[pos], self.seg_kinds[pos], self.faces[pos], self.base[pos]
            del self.order[len(self.order) - len(new_cells) :]
            self.frontier.difference_update(joined)
            self.frontier.update(left)
            in_order = self.in_order
            for pos in joined:
                del in_order[bisect_left(in_order, pos)]
            for pos in left:
                insort(in_order, pos)
            for pos in new_cells:
                self._constraint.pop(pos, None)
                self._fit.pop(pos, None)
                for dx, dy in SIDE_DELTA:
                    self._constraint.pop((pos[0] + dx, pos[1] + dy), None)
                    self._fit.pop((pos[0] + dx, pos[1] + dy), None)

    def node_at(self, pos: tuple[int, int], local: int) -> int | None:
        """The node of feature number `local` of the cell at `pos`."""
        base = self.base.get(pos)
        return None if base is None else base + local

    def bounds(self) -> tuple[int, int, int, int]:
        xs = [p[0] for p in self.cells]
        ys = [p[1] for p in self.cells]
        return min(xs), min(ys), max(xs), max(ys)


_ORIGIN = ((0, 0),)  # the cell offsets of a one-cell tile
# per side: its step to the neighbour, its first segment, and the segments of the neighbour's opposite side that
# meet its three segments, in order
_SIDES = tuple(
    (dx, dy, 3 * s, OPPOSITE[3 * s], OPPOSITE[3 * s + 1], OPPOSITE[3 * s + 2]) for s, (dx, dy) in enumerate(SIDE_DELTA)
)


def _turned(tile: TileDef, i: int, q: int) -> tuple[tuple[int, ...], tuple[str, ...], tuple[Any, ...], Any]:
    """Cell `i` of `tile` turned `q`, kept in `tile.turned`: the local feature of each of the 12 board segments,
    their kinds, (feature, the features it ends at) for each line that ends at others of its cell, and what it
    shows the empty cell on each side (`Board.faces`)."""
    cell = tile.cells[i]
    sf = cell.seg_feature
    local = tuple(sf[(j - 3 * q) % 12] for j in range(12))
    ends = tuple((f.index, tuple(cell.by_id[e] for e in f.ends if e in cell.by_id)) for f in cell.features if f.ends)
    k = tuple(cell.features[n].kind for n in local)
    faces = ((k[2], k[1], k[0]), (k[5], k[4], k[3]), (k[8], k[7], k[6]), (k[11], k[10], k[9]))
    turned = tile.turned[(i, q)] = (local, k, ends, faces)
    return turned


# every edge constraint met, once: equal constraints are the same object, which lives as long as the program,
# so its id can key a table (an int hashes at once; a tuple of tuples is hashed anew at every look-up)
_INTERNED: dict[Constraint, Constraint] = {}


def fit_rotations(tile: TileDef, index: int, cons: Constraint) -> tuple[int, ...]:
    """The quarter turns in which cell `index` of `tile` matches the edge constraint `cons` (see
    `Board.constraint`); kept in the tile's own table, keyed by the constraint for cell 0 (every one-cell
    tile) and by (index, constraint) for the others."""
    key = cons if index == 0 else (index, cons)
    rots = tile.fit_rotations.get(key)
    if rots is None:
        n, e, s, w = cons
        rots = tuple(
            [
                q
                for q, (sn, se, ss, sw) in enumerate(tile.cells[index].sides)
                if (n is None or n == sn)
                and (e is None or e == se)
                and (s is None or s == ss)
                and (w is None or w == sw)
            ]
        )
        tile.fit_rotations[key] = rots
    return rots
