"""Which open spots can still be filled: the empty cells an open feature faces, and how many of the unseen
tiles fit each one.  A feature facing a spot that no unseen tile fits can never be completed, however many
tiles are left; a spot only one or two tiles fit is a long shot.  (Counting is by cell, any rotation: a
cell of a multi-cell tile is counted when it alone fits.)"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.geometry import OPPOSITE, SIDE_DELTA

if TYPE_CHECKING:
    from game.core.state import GameState

# Caches keyed by an object's id keep the object itself and check it is the same one: an id can be reused
# once its object is gone, and the search makes and drops determinized decks by the thousand.
# (tileset id, constraint) -> (tileset, ids of the tiles with a cell that fits it)
_FITTING: dict[tuple[int, Any], tuple[Any, tuple[str, ...]]] = {}
# (deck id, deck position) -> (deck, {tile id: copies not drawn yet}, {constraint: supply})
_REMAINING: dict[tuple[int, int], tuple[Any, dict[str, int], dict[Any, int]]] = {}


def spots_by_root(state: GameState) -> dict[int, list[tuple[int, int]]]:
    """For every feature touching an empty cell: the empty cells it faces."""
    board = state.board
    find = state.graph.find
    seg_nodes = board.seg_nodes
    out: dict[int, list[tuple[int, int]]] = {}
    for pos in board.frontier:
        x, y = pos
        here = set()
        for s, (dx, dy) in enumerate(SIDE_DELTA):
            nb = seg_nodes.get((x + dx, y + dy))
            if nb is not None:
                j = 3 * s
                here.add(find(nb[OPPOSITE[j]]))
                here.add(find(nb[OPPOSITE[j + 1]]))
                here.add(find(nb[OPPOSITE[j + 2]]))
        for r in here:
            out.setdefault(r, []).append(pos)
    return out


def faced_cells(state: GameState, root: int) -> set[tuple[int, int]]:
    """The empty cells feature `root` faces: the same answer as `spots_by_root(state)[root]`, found from the
    feature's own cells rather than the whole frontier (the evaluation asks only for the few features that
    hold pieces)."""
    board = state.board
    filled = board.cells
    seg_nodes = board.seg_nodes
    find = state.graph.find
    out = set()
    for x, y in state.graph.cells[root]:
        nodes = seg_nodes[(x, y)]
        for s, (dx, dy) in enumerate(SIDE_DELTA):
            nb = (x + dx, y + dy)
            if nb in filled or nb in out:
                continue
            j = 3 * s
            if find(nodes[j]) == root or find(nodes[j + 1]) == root or find(nodes[j + 2]) == root:
                out.add(nb)
    return out


def fitting_tiles(state: GameState, pos: tuple[int, int]) -> tuple[str, ...]:
    cons = state.board.constraint(pos)
    tiles = state.tiles
    key = (id(tiles), cons)
    hit = _FITTING.get(key)
    if hit is None or hit[0] is not tiles:
        if len(_FITTING) > 20000:
            _FITTING.clear()
        ids = []
        for tile in tiles.tiles.values():
            if any(
                all(c is None or c == cell.sides[q][s] for s, c in enumerate(cons))
                for cell in tile.cells
                for q in range(4)
            ):
                ids.append(tile.id)
        hit = _FITTING[key] = (tiles, tuple(ids))
    return hit[1]


def remaining(state: GameState) -> dict[str, int]:
    deck = state.setup.deck
    key = (id(deck), state.deck_pos)
    hit = _REMAINING.get(key)
    if hit is None or hit[0] is not deck:
        if len(_REMAINING) > 256:
            _REMAINING.clear()
        counts: dict[str, int] = {}
        for t in deck[state.deck_pos :]:
            counts[t] = counts.get(t, 0) + 1
        hit = _REMAINING[key] = (deck, counts, {})
    return hit[1]


def spot_supply(state: GameState, pos: tuple[int, int]) -> int:
    """How many of the tiles not drawn yet could be laid on the empty cell `pos`."""
    left = remaining(state)
    supply = _REMAINING[(id(state.setup.deck), state.deck_pos)][2]  # remaining() just made sure it is there
    key = (id(state.tiles), state.board.constraint(pos))
    n = supply.get(key)
    if n is None:
        n = supply[key] = sum(left.get(t, 0) for t in fitting_tiles(state, pos))
    return n
