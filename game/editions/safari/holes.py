"""Watering holes live on grid vertices (ruling 10).

Vertex (vx, vy) is the north-west corner of cell (vx, vy).  The four tile corners that meet there are its
four slots, numbered clockwise from the north-west cell:

    slot 0: the SE corner of cell (vx-1, vy-1)     slot 1: the SW corner of cell (vx, vy-1)
    slot 3: the NE corner of cell (vx-1, vy)       slot 2: the NW corner of cell (vx, vy)

Two slots are neighbours when their cells share an edge (slots i and i±1); slots 0/2 and 1/3 lie diagonally
across the vertex and do not touch.  Corners are named in board orientation (the tile's rotation applied).
"""

from __future__ import annotations

from collections.abc import Mapping

from game.core.geometry import CORNER_NAMES, CORNER_SEGMENTS
from game.core.state import GameState
from game.core.tiles import TileSet

from .model import Ring

Cell = tuple[int, int]
Slot = tuple[Cell, str, Cell, int]  # a free corner: (cell, corner, vertex, slot)

# corner of a cell -> (vertex offset from the cell, slot number at that vertex)
CORNER_SLOT = {"NW": ((0, 0), 2), "NE": ((1, 0), 3), "SE": ((1, 1), 0), "SW": ((0, 1), 1)}
# slot number -> (cell offset from the vertex, corner of that cell)
SLOT_CELL = {0: ((-1, -1), "SE"), 1: ((0, -1), "SW"), 2: ((0, 0), "NW"), 3: ((-1, 0), "NE")}


def slot_of(cell: tuple[int, int], corner: str) -> tuple[tuple[int, int], int]:
    (dx, dy), slot = CORNER_SLOT[corner]
    return (cell[0] + dx, cell[1] + dy), slot


def cell_of(vertex: tuple[int, int], slot: int) -> tuple[tuple[int, int], str]:
    (dx, dy), corner = SLOT_CELL[slot]
    return (vertex[0] + dx, vertex[1] + dy), corner


def neighbours(slot: int) -> tuple[int, int]:
    return (slot + 1) % 4, (slot + 3) % 4


def corner_kinds(state: GameState, cell: Cell, corner: str) -> tuple[str, str] | None:
    """The kinds of the two end segments meeting at `corner` of the tile at `cell` (board orientation)."""
    kinds = state.board.seg_kinds.get(cell)
    if kinds is None:
        return None
    a, b = CORNER_SEGMENTS[corner]
    return kinds[a], kinds[b]


def is_savanna_corner(state: GameState, cell: Cell, corner: str) -> bool:
    k = corner_kinds(state, cell, corner)
    return k is not None and k[0] == "savanna" and k[1] == "savanna"


def free_slots(state: GameState, holes: Mapping[Cell, Ring]) -> tuple[list[Slot], list[Slot]]:
    """(dig slots, expand slots): empty savanna corners of placed tiles, as (cell, corner, vertex, slot).

    A dig slot has no token on either neighbouring slot; an expand slot has at least one.
    """
    dig: list[Slot] = []
    expand: list[Slot] = []
    seg_kinds = state.board.seg_kinds
    for cell in sorted(seg_kinds):
        kinds = seg_kinds[cell]
        for corner in CORNER_NAMES:
            a, b = CORNER_SEGMENTS[corner]
            if kinds[a] != "savanna" or kinds[b] != "savanna":
                continue
            vertex, slot = slot_of(cell, corner)
            ring = holes.get(vertex)
            if ring is None:
                dig.append((cell, corner, vertex, slot))
                continue
            if ring[slot] is not None:
                continue
            n1, n2 = neighbours(slot)
            if ring[n1] is None and ring[n2] is None:
                dig.append((cell, corner, vertex, slot))
            else:
                expand.append((cell, corner, vertex, slot))
    return dig, expand


def box_figures(tileset: TileSet) -> dict[str, int]:
    """The corners of the box's tiles (copies counted) where both segments are savanna: where a watering hole
    may be dug (the tile-set report's `savanna_corners`)."""
    corners = 0
    for tile in tileset.tiles.values():
        for cell in tile.cells:
            for segs in CORNER_SEGMENTS.values():
                if all(cell.features[cell.seg_feature[x]].kind == "savanna" for x in segs):
                    corners += tile.count
    return {"savanna_corners": corners}
