"""What a finished river, a finished forest and a meadow are worth (rulings 24 and 26)."""

from __future__ import annotations

from game.core.state import GameState


def lakes_at_ends(state: GameState, node: int) -> set[int]:
    """Roots of the lakes the river of `node` ends at."""
    g = state.graph
    out = set()
    for m in g.nodes_of(node):
        for e in g.ends[m]:
            if g.kind[e] == "lake":
                out.add(g.find(e))
    return out


def river_points(state: GameState, node: int) -> int:
    """1 per river tile + 1 per fish in the lakes at its ends (ruling 24: not the fish printed in the river
    itself, which count only for huts)."""
    g = state.graph
    return g.tile_count(node) + sum(g.symbol_count(r, "fish") for r in lakes_at_ends(state, node))


def forest_points(state: GameState, node: int) -> int:
    """2 per forest tile, + 2 per tile with mushrooms."""
    g = state.graph
    mushroom_tiles = {g.pos[m] for m in g.nodes_of(node) if state.feature_def(m).symbol("mushroom") > 0}
    return 2 * g.tile_count(node) + 2 * len(mushroom_tiles)


def meadow_animals(state: GameState, node: int) -> dict[str, int]:
    """The meadow's scoring animals: each tiger takes one deer, unless a fire drives the tigers out."""
    g = state.graph
    deer = g.symbol_count(node, "deer")
    tigers = 0 if g.symbol_count(node, "fire") else g.symbol_count(node, "tiger")
    return {
        "deer": max(0, deer - tigers),
        "mammoth": g.symbol_count(node, "mammoth"),
        "aurochs": g.symbol_count(node, "aurochs"),
    }


def meadow_points(state: GameState, node: int) -> int:
    """2 per deer left, mammoth and aurochs."""
    return 2 * sum(meadow_animals(state, node).values())
