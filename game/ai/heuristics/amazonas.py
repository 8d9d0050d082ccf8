"""Amazonas: a completed village pays 2 per tile instead of 1; a completed tributary pays the same as an
unfinished one but sends the explorer home."""
from __future__ import annotations


def completion_gain(state, root: int) -> float:
    g = state.graph
    if g.kind[root] == "village":
        return g.tile_count(root) + 1.0
    return 1.0


def extra(state) -> list[float]:
    return [0.0] * state.players
