"""The feature graph: every feature of every placed cell is a node; joined features share a root.

Union-find with union by size and path halving.  Per root it keeps what scoring needs, merged
incrementally: the open segment count (0 = complete), the cells it covers and its printed symbols.

A clone shares the per-root containers (cells, symbols, members) with its original, copy-on-write: the
search clones a position for every option it tries, and most clones join only a feature or two.

`TrailGraph` is the same graph while the AI tries commands on one scratch game (`game.core.scratch`): it
records every change in `trail` so that `undo` can take it back, never changes a container it did not make,
and does not shorten paths in `find` (a write it would have to record).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .tiles import CellDef


class FeatureGraph:
    __slots__ = (
        "parent",
        "size",
        "kind",
        "pos",
        "local",
        "open",
        "cells",
        "symbols",
        "members",
        "ends",
        "own",
        "trail",
    )

    def __init__(self) -> None:
        self.parent: list[int] = []
        self.size: list[int] = []
        self.kind: list[str] = []
        self.pos: list[tuple[int, int]] = []  # the cell of the node
        self.local: list[int] = []  # the feature's index in its cell definition
        self.open: list[int] = []  # per root: segments facing an empty cell
        self.cells: list[Any] = []  # per root: cells covered (None once merged into another root)
        self.symbols: list[Any] = []  # per root: symbol totals (None once merged)
        self.members: list[Any] = []  # per root: member nodes (None once merged)
        self.ends: list[tuple[int, ...]] = []  # per node: nodes of the same cell this line ends at
        self.own: set[int] = set()  # roots whose containers no other graph shares
        self.trail: list[Any] | None = None  # the changes to undo, while a scratch game records them

    def clone(self) -> FeatureGraph:
        """An independent copy (for search).  Per-root containers are shared until either graph changes
        them (`_owned`), so from now on neither graph owns any of them."""
        g = FeatureGraph.__new__(FeatureGraph)
        g.parent = self.parent[:]
        g.size = self.size[:]
        g.kind = self.kind[:]
        g.pos = self.pos[:]
        g.local = self.local[:]
        g.open = self.open[:]
        g.cells = self.cells[:]
        g.symbols = self.symbols[:]
        g.members = self.members[:]
        g.ends = self.ends[:]
        g.own = set()
        g.trail = None
        self.own = set()
        return g

    def _owned(self, r: int) -> None:
        """Make root r's containers this graph's own before changing them."""
        if r not in self.own:
            self.cells[r] = self.cells[r].copy()
            self.symbols[r] = self.symbols[r].copy()
            self.members[r] = self.members[r][:]
            self.own.add(r)

    def __len__(self) -> int:
        return len(self.parent)

    def add(self, kind: str, pos: tuple[int, int], local: int, symbols: tuple[tuple[str, int], ...]) -> int:
        n = len(self.parent)
        self.parent.append(n)
        self.size.append(1)
        self.kind.append(kind)
        self.pos.append(pos)
        self.local.append(local)
        self.open.append(0)
        self.cells.append({pos})
        self.symbols.append(dict(symbols))
        self.members.append([n])
        self.ends.append(())
        self.own.add(n)
        return n

    def add_cell(self, cell: CellDef, pos: tuple[int, int]) -> range:
        """A node for every feature of a placed cell (`CellDef`), in one go; returns their numbers."""
        n = len(self.parent)
        features = cell.features
        k = len(features)
        new = range(n, n + k)
        self.parent.extend(new)
        self.size.extend([1] * k)
        self.kind.extend(cell.kinds)
        self.pos.extend([pos] * k)
        self.local.extend(range(k))
        self.open.extend([0] * k)
        self.cells.extend([{pos} for _ in new])
        self.symbols.extend([dict(f.symbols) for f in features])
        self.members.extend([[i] for i in new])
        self.ends.extend([()] * k)
        self.own.update(new)
        return new

    def find(self, n: int) -> int:
        parent = self.parent
        while parent[n] != n:
            parent[n] = parent[parent[n]]
            n = parent[n]
        return n

    def union(self, a: int, b: int) -> int:
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return ra
        if self.size[ra] < self.size[rb]:
            ra, rb = rb, ra
        self.parent[rb] = ra
        self.size[ra] += self.size[rb]
        self.open[ra] += self.open[rb]
        self._owned(ra)
        cells_a, cells_b = self.cells[ra], self.cells[rb]
        if len(cells_a) < len(cells_b) and rb in self.own:
            cells_b |= cells_a
            self.cells[ra] = cells_b
        else:
            cells_a |= cells_b
        syms = self.symbols[ra]
        for key, count in self.symbols[rb].items():
            syms[key] = syms.get(key, 0) + count
        self.members[ra].extend(self.members[rb])
        self.cells[rb] = self.symbols[rb] = self.members[rb] = None
        self.own.discard(rb)
        return ra

    # --- queries on a feature (any node of it) ---
    def tile_count(self, n: int) -> int:
        return len(self.cells[self.find(n)])

    def symbol_count(self, n: int, name: str) -> int:
        count: int = self.symbols[self.find(n)].get(name, 0)
        return count

    def symbol_totals(self, n: int) -> dict[str, int]:
        totals: dict[str, int] = self.symbols[self.find(n)]
        return totals

    def nodes_of(self, n: int) -> list[int]:
        members: list[int] = self.members[self.find(n)]
        return members

    def cells_of(self, n: int) -> set[tuple[int, int]]:
        cells: set[tuple[int, int]] = self.cells[self.find(n)]
        return cells


class TrailGraph(FeatureGraph):
    """A FeatureGraph whose changes can be undone: `start()` turns a graph into one, `stop()` back."""

    __slots__ = ()

    @staticmethod
    def start(graph: FeatureGraph) -> None:
        graph.__class__ = TrailGraph
        graph.trail = []
        graph.own = set()  # containers may be shared with clones: never change one in place from now on

    @staticmethod
    def stop(graph: FeatureGraph) -> None:
        graph.__class__ = FeatureGraph
        graph.trail = None
        graph.own = set()

    def find(self, n: int) -> int:
        parent = self.parent
        while parent[n] != n:
            n = parent[n]
        return n

    def union(self, a: int, b: int) -> int:
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return ra
        size = self.size
        if size[ra] < size[rb]:
            ra, rb = rb, ra
        cells, symbols, members = self.cells, self.symbols, self.members
        self.trail.append(  # type: ignore[union-attr]
            (ra, rb, size[ra], self.open[ra], cells[ra], symbols[ra], members[ra], cells[rb], symbols[rb], members[rb])
        )
        self.parent[rb] = ra
        size[ra] += size[rb]
        self.open[ra] += self.open[rb]
        cells[ra] = cells[ra] | cells[rb]
        syms = dict(symbols[ra])
        for key, count in symbols[rb].items():
            syms[key] = syms.get(key, 0) + count
        symbols[ra] = syms
        members[ra] = members[ra] + members[rb]
        cells[rb] = symbols[rb] = members[rb] = None
        return ra

    def set_open(self, root: int, value: int) -> None:
        self.trail.append((root, self.open[root]))  # type: ignore[union-attr]
        self.open[root] = value

    def undo(self, trail_length: int, nodes: int) -> None:
        """Take back the changes recorded after `trail_length`, and the nodes added after the first `nodes`."""
        trail = self.trail
        assert trail is not None
        parent, size, opened = self.parent, self.size, self.open
        cells, symbols, members = self.cells, self.symbols, self.members
        while len(trail) > trail_length:
            entry = trail.pop()
            if len(entry) == 2:
                opened[entry[0]] = entry[1]
                continue
            ra, rb, size_a, open_a, cells_a, syms_a, members_a, cells_b, syms_b, members_b = entry
            parent[rb] = rb
            size[ra] = size_a
            opened[ra] = open_a
            cells[ra], symbols[ra], members[ra] = cells_a, syms_a, members_a
            cells[rb], symbols[rb], members[rb] = cells_b, syms_b, members_b
        if len(parent) > nodes:
            for column in (parent, size, self.kind, self.pos, self.local, opened, cells, symbols, members, self.ends):
                del column[nodes:]
