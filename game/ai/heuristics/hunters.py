"""Hunters and Gatherers: unfinished rivers and forests pay nothing, so completing one is worth all of it:
a river 1 per tile plus the fish in the lakes at its ends; a forest 2 per tile, 2 more per mushroom tile, and
a bonus tile when it holds gold."""

from __future__ import annotations


def _end_fish(state, root: int) -> int:
    g = state.graph
    lakes = set()
    for n in g.members[root]:
        for end in g.ends[n]:
            if g.kind[end] == "lake":
                lakes.add(g.find(end))
    return sum(g.symbols[r].get("fish", 0) for r in lakes)


def completion_gain(state, root: int) -> float:
    g = state.graph
    kind = g.kind[root]
    if kind == "river":
        return g.tile_count(root) + _end_fish(state, root) + 1.0
    if kind == "forest":
        syms = g.symbols[root]
        return 2 * g.tile_count(root) + 2 * syms.get("mushroom", 0) + (3.0 if syms.get("gold") else 0.0) + 1.0
    return 0.0


def extra(state) -> list[float]:
    return [0.0] * state.players
