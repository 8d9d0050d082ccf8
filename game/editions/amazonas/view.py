"""Amazonas as the window and the tools see it: the boats, the river's cells with their boat spaces, the
river mouth and its values, the set-aside doubles and where they may follow a "!" tile."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.state import GameState
from game.editions.base import register_view

from . import river
from .model import AmazonasState, amazonas_state
from .rules import AMAZON, EDITION


@dataclass(frozen=True)
class RiverCell:
    cell: tuple[int, int]
    first_space: int  # the number of its first boat space (the source's first space is 1)
    spaces: int  # how many boat spaces this cell holds


@dataclass(frozen=True)
class DoublePlace:
    double: str  # the set-aside double's tile id
    quarters: int  # its rotation (0 or 2 quarter turns)
    x: int  # where its cell 0 lands
    y: int


@dataclass(frozen=True)
class AmazonasView:
    boats: tuple[int, ...]  # each seat's boat space (1 = the source)
    river_spaces: int  # the last space of the river laid so far
    river: tuple[RiverCell, ...]  # the Amazon's cells from the source eastwards
    river_end: tuple[int, int] | None  # the Amazon's easternmost cell
    mouth: tuple[int, int] | None  # the empty space east of it, where the river mouth lies
    mouth_values: tuple[int, ...]  # what the mouth gives at the end, best place first
    places: tuple[tuple[int, ...], ...]  # the seats in each place on the river now, best first
    doubles_left: tuple[str, ...]
    double_places: tuple[DoublePlace, ...]  # after a "!" tile: every double and rotation that may follow it
    amazon_tiles: frozenset[str]

    def is_amazon(self, tile_id: str | None) -> bool:
        return tile_id in self.amazon_tiles


def _river_cells(state: GameState, own: AmazonasState) -> tuple[RiverCell, ...]:
    cells = []
    for pos, (tile_id, index, _q, _n) in state.board.cells.items():
        if tile_id not in own.amazon_tiles:
            continue
        tile = state.tiles[tile_id]
        feats = [f for f in tile.cells[index].features if f.kind == AMAZON]
        if not feats:
            continue
        if any(key == "spaces" for c in tile.cells for f in c.features for key, _ in f.symbols):
            n = sum(f.symbol("spaces") for f in feats)
        else:  # the tile's spaces shared among its Amazon cells, west first
            amazon_cells = [i for i, c in enumerate(tile.cells) if any(f.kind == AMAZON for f in c.features)]
            total, k = own.spaces_of[tile_id], len(amazon_cells)
            n = total // k + (1 if amazon_cells.index(index) < total % k else 0)
        cells.append((pos, n))
    cells.sort()
    out, first = [], 1
    for pos, n in cells:
        out.append(RiverCell(pos, first, n))
        first += n
    return tuple(out)


@register_view("amazonas")
def view(state: GameState) -> AmazonasView:
    own = amazonas_state(state)
    end = own.river_end
    boats = tuple(own.boats)
    places = state.phase == "double" and EDITION.double_places(state) or []
    return AmazonasView(
        boats=boats,
        river_spaces=own.river_spaces,
        river=_river_cells(state, own),
        river_end=end,
        mouth=(end[0] + 1, end[1]) if end is not None else None,
        mouth_values=tuple(river.mouth_values(state.setup.tileset_extra, state.players)),
        places=tuple(tuple(p) for p in river.places(list(boats), state.players)),
        doubles_left=tuple(own.doubles),
        double_places=tuple(DoublePlace(d, q, x, y) for d, q, x, y in places),
        amazon_tiles=frozenset(own.amazon_tiles),
    )
