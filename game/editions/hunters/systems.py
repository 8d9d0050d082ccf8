"""River systems (ruling 25): all rivers and lakes joined together.

Rivers and lakes of neighbouring cells join in the feature graph; inside a cell a river joins the lake it
ends at (`graph.ends`).  A system is the set of feature roots reached through both.
"""

from __future__ import annotations

from game.core.state import GameState

SYSTEM_KINDS = ("river", "lake")


def river_system(state: GameState, node: int) -> set[int]:
    """The roots of every river and lake in the system of `node` (a river or lake node)."""
    g, board = state.graph, state.board
    find = g.find
    start = find(node)
    roots = {start}
    stack = [start]
    while stack:
        r = stack.pop()
        for m in g.members[r]:
            linked = list(g.ends[m])
            pos = g.pos[m]
            base = board.base[pos]
            for n in range(base, base + len(state.laid_cell_def(pos).features)):
                if m in g.ends[n]:
                    linked.append(n)
            for n in linked:
                if g.kind[n] not in SYSTEM_KINDS:
                    continue
                rn = find(n)
                if rn not in roots:
                    roots.add(rn)
                    stack.append(rn)
    return roots
