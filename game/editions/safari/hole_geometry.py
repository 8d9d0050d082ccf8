"""Where Safari's watering holes stand: on grid vertices, with the four slot tokens round the vertex and the
photographers on the vertex itself (two holes dug diagonally across one vertex: side by side, each beside its
own token); the cells round it keep their spots and symbols clear of them (`corner_gaps`, the edition's
`Edition.corner_gaps`)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from game.core.spots import CORNER_POINT, SPOT_GAP, corners_showing
from game.core.state import GameState, Piece
from game.core.tiles import CellDef

from .holes import CORNER_SLOT, slot_of
from .model import Ring, safari_state

if TYPE_CHECKING:
    from .rules import Safari

SLOT_DIR = {0: (-1, -1), 1: (1, -1), 2: (1, 1), 3: (-1, 1)}  # slot -> direction from the vertex into its cell
TOKEN_RING = 0.2  # from the vertex to a slot token's centre, along the diagonal
HOLE_PIECE_RADIUS = 0.1  # a photographer on a vertex, and a token round it, are drawn at most this wide (radius)
HOLE_PIECE_GAP = HOLE_PIECE_RADIUS + SPOT_GAP / 2  # corner to spot: clear of a photographer on the vertex
HOLE_TOKEN_GAP = TOKEN_RING + HOLE_PIECE_RADIUS + SPOT_GAP / 2  # corner to spot: clear of a token there too
PAIR_STEP = SPOT_GAP / 2  # two photographers at one vertex stand this far from it, so that they do not cover each other
JOINED_STEP = 0.17  # two photographers at joined holes: this far towards the empty slot (clear of the tokens)


Point = tuple[float, float]


def token_points(vertex: tuple[int, int]) -> dict[int, Point]:
    """World points of the four token slots round `vertex`: each in the corner of its own tile (slot numbers as
    in the Safari rules: 0 = the north-west cell's SE corner, clockwise), clear of a photographer on the vertex.
    Cells keep their own spots and symbols clear of them (`corner_gaps`)."""
    vx, vy = vertex
    k = TOKEN_RING / math.sqrt(2)
    return {s: (vx + dx * k, vy + dy * k) for s, (dx, dy) in SLOT_DIR.items()}


def apart(ring: Ring) -> bool:
    """Whether the tokens at a vertex are two watering holes that do not touch: two dug diagonally across it
    (slots 0 and 2, or 1 and 3) with no token joining them yet."""
    filled = tuple(a is not None for a in ring)
    return filled in ((True, False, True, False), (False, True, False, True))


def _toward(vertex: tuple[int, int], slot: int, distance: float) -> Point:
    dx, dy = SLOT_DIR[slot]
    k = distance / math.sqrt(2)
    return (vertex[0] + dx * k, vertex[1] + dy * k)


def photographer_point(vertex: tuple[int, int], dug: int, ring: Ring, photographers: int) -> Point:
    """Where the photographer who dug slot `dug` of the vertex's ring stands, `photographers` standing there.

    Alone at one watering hole: on the vertex.  Two holes apart (`apart`): beside its own token, on the free
    diagonal (towards the slot before its own), so each hole reads as its token, its pond and its photographer,
    side by side with the other.  Two photographers at holes a token has joined: side by side towards the
    slot still empty, each on the side of its own token."""
    if apart(ring):
        return _toward(vertex, (dug + 3) % 4, PAIR_STEP)
    empty = [s for s in range(4) if ring[s] is None]
    if photographers < 2 or len(empty) != 1:
        return (float(vertex[0]), float(vertex[1]))
    out, side = _toward(vertex, empty[0], JOINED_STEP), _toward(vertex, dug, PAIR_STEP)
    return (out[0] + side[0] - vertex[0], out[1] + side[1] - vertex[1])


def pond_ends(vertex: tuple[int, int], ring: Ring) -> list[tuple[Point, Point]]:
    """The watering holes' ponds at `vertex`, each as the two points it spans: one round pond on the vertex, or,
    for two holes apart, one pond from each token to where its photographer stands (`photographer_point`)."""
    if not apart(ring):
        return [((float(vertex[0]), float(vertex[1])),) * 2]
    tokens = token_points(vertex)
    return [(tokens[s], photographer_point(vertex, s, ring, 2)) for s in range(4) if ring[s] is not None]


def corner_gaps(cell: CellDef) -> dict[str, float]:
    """Every corner may have a photographer standing on its vertex (HOLE_PIECE_GAP); a corner that
    shows only savanna may also hold a watering-hole token (HOLE_TOKEN_GAP)."""
    savanna = corners_showing(cell, "savanna")
    return {c: HOLE_TOKEN_GAP if c in savanna else HOLE_PIECE_GAP for c in CORNER_POINT}


def piece_point(rules: Safari, state: GameState, piece: Piece) -> Point | None:
    """The world point of a photographer at a watering hole (on its vertex, or beside its own token when a
    second hole was dug there: `photographer_point`), or None for a piece that stands on its feature's spot."""
    ref = rules.piece_ref(state, piece)
    if ref is None or ref.what != "watering_hole":
        return None
    there = sum(1 for q in state.pieces.values() if rules.piece_ref(state, q) == ref)
    corner = piece.feature.split(":", 1)[-1] if isinstance(piece.feature, str) else ""
    if piece.pos is None or corner not in CORNER_SLOT:
        return (float(ref.key[0]), float(ref.key[1]))
    _vertex, dug = slot_of(piece.pos, corner)
    return photographer_point(ref.key, dug, safari_state(state).ring(ref.key), there)
