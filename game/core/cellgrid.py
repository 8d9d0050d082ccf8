"""The sample points of a cell on which spots.py lays out spots and symbols: a grid of STEP cell units inside
MARGIN of the edge, each point with the feature painted there and how deep inside that feature it lies."""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator

from .cellshape import CellShape

Point = tuple[float, float]  # (x, y) in cell units

MARGIN = 0.1
STEP = 0.04  # the sample grid of candidate points (cell units)
GRID = tuple(round(MARGIN + i * STEP, 4) for i in range(int(round((1 - 2 * MARGIN) / STEP)) + 1))


def _steps_from(sources: list[tuple[int, int]], n: int) -> list[list[int]]:
    """Grid steps (8 neighbours) from the nearest of `sources` to every point of an n x n grid (-1: none)."""
    dist = [[-1] * n for _ in range(n)]
    queue: deque[tuple[int, int]] = deque()
    for i, j in sources:
        dist[i][j] = 0
        queue.append((i, j))
    while queue:
        i, j = queue.popleft()
        d = dist[i][j] + 1
        for a in (i - 1, i, i + 1):
            if 0 <= a < n:
                row = dist[a]
                for b in (j - 1, j, j + 1):
                    if 0 <= b < n and row[b] < 0:
                        row[b] = d
                        queue.append((a, b))
    return dist


class CellGrid:
    """The sample points of the cell, each with its feature and how deep inside that feature it lies."""

    def __init__(self, shape: CellShape) -> None:
        n = len(GRID)
        self.n = n
        self.owner = [[shape.feature_at(x, y) for y in GRID] for x in GRID]
        self.members: dict[int, list[tuple[int, int]]] = {}
        for i in range(n):
            for j in range(n):
                self.members.setdefault(self.owner[i][j], []).append((i, j))
        self.depth = self._depths(n)
        self._near: dict[tuple[int, tuple[float, ...]], list[list[Point]]] = {}

    def _depths(self, n: int) -> list[list[float]]:
        """Per point: how far (cell units) the nearest point of another feature is (one pass for all)."""
        owner = self.owner
        steps = [[-1] * n for _ in range(n)]
        # a point beside a point of another feature (of its 8 neighbours): each neighbouring pair looked at once
        for i in range(n):
            row, below = owner[i], owner[i + 1] if i + 1 < n else None
            for j in range(n):
                o = row[j]
                if j + 1 < n and row[j + 1] != o:
                    steps[i][j] = steps[i][j + 1] = 1
                if below is not None:
                    for b in (j - 1, j, j + 1):
                        if 0 <= b < n and below[b] != o:
                            steps[i][j] = steps[i + 1][b] = 1
        queue: deque[tuple[int, int]] = deque((i, j) for i in range(n) for j in range(n) if steps[i][j] == 1)
        while queue:
            i, j = queue.popleft()
            o, d = owner[i][j], steps[i][j] + 1
            for a in (i - 1, i, i + 1):
                for b in (j - 1, j, j + 1):
                    if 0 <= a < n and 0 <= b < n and steps[a][b] < 0 and owner[a][b] == o:
                        steps[a][b] = d
                        queue.append((a, b))
        # a feature alone in the cell has no other feature in reach: deep everywhere (the edge does not count)
        return [[STEP * (d if d >= 0 else n) for d in row] for row in steps]

    def points(self, f: int) -> Iterator[tuple[Point, float]]:
        for i, j in self.members.get(f, ()):
            yield (GRID[i], GRID[j]), self.depth[i][j]

    def near(self, f: int, reaches: tuple[float, ...]) -> list[list[Point]]:
        """For each reach: the points outside feature f but within that reach of it (for symbols of a feature
        too small for them).  Worked out once per feature and reaches (a cell with a lake is arranged four
        times)."""
        key = (f, reaches)
        if key not in self._near:
            self._near[key] = self._measure_near(f, reaches)
        return self._near[key]

    def _measure_near(self, f: int, reaches: tuple[float, ...]) -> list[list[Point]]:
        own = self.members.get(f, [])
        out: list[list[Point]] = [[] for _ in reaches]
        if not own:
            return out
        dist = _steps_from(own, self.n)
        for i in range(self.n):
            for j in range(self.n):
                d = dist[i][j]
                if d > 0:
                    for k, reach in enumerate(reaches):
                        if d * STEP <= reach:
                            out[k].append((GRID[i], GRID[j]))
        return out


_GRIDS: dict[int, tuple[CellShape, CellGrid]] = {}


def cell_grid(shape: CellShape) -> CellGrid:
    """The grid of a cell shape, made once per shape (the layouts of a cell for other kinds and gaps share it)."""
    hit = _GRIDS.get(id(shape))
    if hit is None or hit[0] is not shape:
        if len(_GRIDS) > 4096:
            _GRIDS.clear()
        hit = _GRIDS[id(shape)] = (shape, CellGrid(shape))
    return hit[1]
