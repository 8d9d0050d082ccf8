"""Cells, sides, the 12 edge segments and rotation (docs/tiles.md).

Segments are numbered clockwise from the north-west corner, so a 90 degree clockwise turn is "+3":

    index:  0   1   2   3   4   5   6   7   8   9   10  11
    name:   Nw  N   Ne  En  E   Es  Se  S   Sw  Ws  W   Wn

Sides are 0 = N, 1 = E, 2 = S, 3 = W; side s holds segments 3s, 3s+1, 3s+2 (in clockwise order).
x grows to the east and y to the south.
"""

from __future__ import annotations

SEGMENT_NAMES = ("Nw", "N", "Ne", "En", "E", "Es", "Se", "S", "Sw", "Ws", "W", "Wn")
SEGMENT_INDEX = {name: i for i, name in enumerate(SEGMENT_NAMES)}
MIDDLE_SEGMENTS = frozenset((1, 4, 7, 10))
ROTATIONS = (0, 90, 180, 270)

# Offsets of the neighbour across each side.
SIDE_DELTA = ((0, -1), (1, 0), (0, 1), (-1, 0))
# The eight cells around a cell (for stables, baobabs...).
AROUND = ((-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1))

# OPPOSITE[i]: the neighbour's segment that touches segment i.  N-side segments touch the S side of the
# cell above with the same west/east end: Nw<->Sw, N<->S, Ne<->Se; likewise En<->Wn, E<->W, Es<->Ws.
OPPOSITE = (8, 7, 6, 11, 10, 9, 2, 1, 0, 5, 4, 3)

CORNER_NAMES = ("NW", "NE", "SE", "SW")
# The two end segments that meet at each corner.
CORNER_SEGMENTS = {"NW": (0, 11), "NE": (2, 3), "SE": (5, 6), "SW": (8, 9)}


def side_of(segment: int) -> int:
    return segment // 3


def rotate_segment(segment: int, quarter_turns: int) -> int:
    """The segment that `segment` becomes after `quarter_turns` clockwise quarter turns."""
    return (segment + 3 * quarter_turns) % 12


def quarters(rot_degrees: int) -> int:
    """90 -> 1 etc.; raises ValueError for a rotation that is not a multiple of 90 in 0..270."""
    if rot_degrees not in ROTATIONS:
        raise ValueError(f"rotation must be one of 0, 90, 180, 270, not {rot_degrees!r}")
    return rot_degrees // 90


def rotate_offset(dx: int, dy: int, quarter_turns: int) -> tuple[int, int]:
    """Rotate a cell offset clockwise (y grows to the south): east (1,0) -> south (0,1)."""
    for _ in range(quarter_turns % 4):
        dx, dy = -dy, dx
    return dx, dy


def rotate_corner(corner: str, quarter_turns: int) -> str:
    return CORNER_NAMES[(CORNER_NAMES.index(corner) + quarter_turns) % 4]
