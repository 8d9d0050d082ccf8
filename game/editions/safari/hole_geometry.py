"""Where Safari's watering holes stand: on grid vertices, with the four slot tokens round the vertex and the
photographers on the vertex itself; the cells round it keep their spots and symbols clear of them
(`corner_gaps`, the edition's `Edition.corner_gaps`)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from game.core.spots import CORNER_POINT, SPOT_GAP, corners_showing
from game.core.state import GameState, Piece
from game.core.tiles import CellDef

if TYPE_CHECKING:
    from .rules import Safari

SLOT_DIR = {0: (-1, -1), 1: (1, -1), 2: (1, 1), 3: (-1, 1)}  # slot -> direction from the vertex into its cell
TOKEN_RING = 0.2  # from the vertex to a slot token's centre, along the diagonal
HOLE_PIECE_RADIUS = 0.1  # a photographer on a vertex, and a token round it, are drawn at most this wide (radius)
HOLE_PIECE_GAP = HOLE_PIECE_RADIUS + SPOT_GAP / 2  # corner to spot: clear of a photographer on the vertex
HOLE_TOKEN_GAP = TOKEN_RING + HOLE_PIECE_RADIUS + SPOT_GAP / 2  # corner to spot: clear of a token there too


Point = tuple[float, float]


def hole_positions(vertex: tuple[int, int], photographers: int = 1) -> dict[str, Any]:
    """World points of a watering hole at `vertex`: {"tokens": {slot: (x, y)}, "photographers": [(x, y)...]}.

    The tokens lie round the vertex, each in the corner of its own tile (slot numbers as in the Safari rules:
    0 = the north-west cell's SE corner, clockwise); the photographers stand on the vertex itself, clear of
    the tokens (a second one, when a second hole was dug diagonally across the vertex, stands half over the
    first).  Cells keep their own spots and symbols clear of this (`corner_gaps`)."""
    vx, vy = vertex
    k = TOKEN_RING / math.sqrt(2)
    tokens = {s: (vx + dx * k, vy + dy * k) for s, (dx, dy) in SLOT_DIR.items()}
    if photographers <= 1:
        return {"tokens": tokens, "photographers": [(float(vx), float(vy))] * max(0, photographers)}
    return {"tokens": tokens, "photographers": [(vx - 0.05, float(vy)), (vx + 0.05, float(vy))]}


def corner_gaps(cell: CellDef) -> dict[str, float]:
    """Every corner may have a photographer standing on its vertex (HOLE_PIECE_GAP); a corner that
    shows only savanna may also hold a watering-hole token (HOLE_TOKEN_GAP)."""
    savanna = corners_showing(cell, "savanna")
    return {c: HOLE_TOKEN_GAP if c in savanna else HOLE_PIECE_GAP for c in CORNER_POINT}


def piece_point(rules: Safari, state: GameState, piece: Piece) -> Point | None:
    """The world point of a photographer at a watering hole (on its vertex, beside a second one dug there),
    or None for a piece that stands on its feature's spot."""
    ref = rules.piece_ref(state, piece)
    if ref is None or ref.what != "watering_hole":
        return None
    there = sorted(q.pid for q in state.pieces.values() if rules.piece_ref(state, q) == ref)
    photographers: list[Point] = hole_positions(ref.key, len(there))["photographers"]
    return photographers[there.index(piece.pid)]
