"""Walking a traveller along its path (ruling 29).

A path is followed cell by cell through the middle segments of its line pieces; the walk stops where the
path ends inside a cell (a junction or a field), at an open edge, where it branches, or before it would
come back to where it started (a loop).
"""

from __future__ import annotations

from game.core.geometry import MIDDLE_SEGMENTS, OPPOSITE, SIDE_DELTA
from game.core.state import GameState, Piece, node_of


def _middles(state: GameState, node: int) -> list[int]:
    """Board-orientation middle segments of the line `node` (its own cell)."""
    pos = state.graph.pos[node]
    nodes = state.board.seg_nodes[pos]
    return [j for j in MIDDLE_SEGMENTS if nodes[j] == node]


def walk(state: GameState, node: int, exit_segment: int) -> list[tuple[tuple[int, int], int]]:
    """The (cell, node) steps from `node` leaving through `exit_segment`, not counting the start."""
    g, board = state.graph, state.board
    start = node
    steps: list[tuple[tuple[int, int], int]] = []
    seen = {node}
    cur, out = node, exit_segment
    while True:
        pos = g.pos[cur]
        dx, dy = SIDE_DELTA[out // 3]
        nb = (pos[0] + dx, pos[1] + dy)
        nodes = board.seg_nodes.get(nb)
        if nodes is None:
            return steps
        entry = OPPOSITE[out]
        nxt = nodes[entry]
        if nxt == start or nxt in seen:
            return steps
        seen.add(nxt)
        steps.append((nb, nxt))
        others = [j for j in _middles(state, nxt) if j != entry]
        if len(others) != 1:
            return steps  # ends inside this cell, or branches here
        cur, out = nxt, others[0]


def destinations(state: GameState, piece: Piece) -> list[tuple[tuple[int, int], int, int]]:
    """For each direction: (destination cell, its node, tiles moved), skipping directions with no move.

    The traveller goes to the last tile of the path in that direction, passing other travellers but never
    stopping on a tile that holds one: then it stops on the nearest free tile short of it.
    """
    occupied = {
        p.pos
        for p in state.pieces.values()
        if p.pid != piece.pid and p.kind == "follower" and p.node is not None and state.graph.kind[p.node] == "path"
    }
    out = []
    for seg in _middles(state, node_of(piece)):
        steps = walk(state, node_of(piece), seg)
        while steps and steps[-1][0] in occupied:
            steps.pop()
        if steps:
            pos, node = steps[-1]
            out.append((pos, node, len(steps)))
    return out
