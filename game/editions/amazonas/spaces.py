"""Where the Amazon's boat spaces (their numbers) sit in a cell, in unit coordinates of the unturned cell.

One place for the window, which draws the numbers there, and for the layout of spots and symbols
(`game.core.spots`), which keeps every piece and symbol clear of them.  Pure: no pygame.
"""

from __future__ import annotations

from collections.abc import Iterator

from game.core.cellgeom import side_mid
from game.core.geometry import MIDDLE_SEGMENTS
from game.core.tiles import CellDef, FeatureDef, TileDef

AMAZON = "amazon"
NUMBER_RADIUS = 0.11  # the widest a space's number disc is drawn (cell units)
LONE_SPACE = (0.3, 0.5)  # a cell's only space on a straight stretch: west of the middle


def cell_spaces(cell: CellDef) -> int:
    """The boat spaces printed on the cell's Amazon (a save without the count: one)."""
    feats = [f for f in cell.features if f.kind == AMAZON]
    if not feats:
        return 0
    printed = sum(f.symbol("spaces") for f in feats)
    return printed or 1


def space_points(cell: CellDef, spaces: int) -> list[tuple[float, float]]:
    """The centres of the cell's `spaces` boat spaces along its Amazon, in order along the unturned cell's
    river (its west or north end first); [] when the cell has no Amazon."""
    ends = sorted(side_mid(s) for f in cell.features if f.kind == AMAZON for s in f.segments if s in MIDDLE_SEGMENTS)
    if not ends or spaces <= 0:
        return []
    if len(ends) == 1:  # the source: from the spring in the middle of the cell, spread over most of it
        e = ends[0]
        ends = sorted([e, (0.5 + (0.5 - e[0]) * 0.6, 0.5 + (0.5 - e[1]) * 0.6)])
    (ax, ay), (bx, by) = ends[0], ends[-1]
    if spaces == 1 and abs(ay - by) < 0.01 and abs(ay - LONE_SPACE[1]) < 0.01:
        return [LONE_SPACE]
    return [(ax + (bx - ax) * (i + 0.5) / spaces, ay + (by - ay) * (i + 0.5) / spaces) for i in range(spaces)]


def number_marks(cell: CellDef) -> tuple[tuple[tuple[float, float], float], ...]:
    """((centre, radius), ...) of the space numbers drawn on the cell: spots and symbols keep clear of them."""
    return tuple((p, NUMBER_RADIUS) for p in space_points(cell, cell_spaces(cell)))


def amazon_features(tile: TileDef) -> Iterator[FeatureDef]:
    for cell in tile.cells:
        for f in cell.features:
            if f.kind == AMAZON:
                yield f


def tile_spaces(tile: TileDef, is_start: bool, players: int) -> int:
    """The boat spaces a piece adds to the Amazon: its `spaces` symbols where the tile gives them; else the
    rulebook's count (each Amazon tile 1 space per Amazon cell, so a double 2; ruling 21: the start board
    16 for 2-3 players, 8 for 4-5)."""
    feats = list(amazon_features(tile))
    if any(key == "spaces" for f in feats for key, _ in f.symbols):
        return sum(f.symbol("spaces") for f in feats)
    if is_start:
        return 16 if players <= 3 else 8
    return len(feats)
