"""Amazonas: a completed village pays 2 per tile instead of 1; a completed tributary pays the same as an
unfinished one but sends the explorer home.  A boat ahead on the river earns at every Amazon tile still to
come (first place: its caimans and piranhas, about 2.7 a tile; second: its piranhas), so the lead is worth
more than its share of the river mouth alone."""
from __future__ import annotations

PER_SPACE_PER_TILE = 0.12
PIECE_WORTH_SCALE = 0.4  # explorers come back often and a turn without a piece moves the boat
ANIMALS_PER_TILE = 0.6


def completion_gain(state, root: int) -> float:
    g = state.graph
    if g.kind[root] == "village":
        return g.tile_count(root) + 1.0
    return 1.0


def extra(state) -> list[float]:
    """A space ahead of the others is worth a little at every Amazon tile still to come (a rough share of
    first place); rank-based values swing too hard, since the boats that score nothing move up each time."""
    out = [0.0] * state.players
    boats = state.ext.get("boats")
    if not boats:
        return out
    amazon = state.ext.get("amazon_tiles", ())
    to_come = sum(1 for t in state.setup.deck[state.deck_pos:] if t in amazon)
    mean = sum(boats) / len(boats)
    # a camp's jungle keeps growing while it is open: about one more tile per open side, 0.6 animals a tile
    g = state.graph
    fill = min(1.0, state.tiles_left / 30.0)
    for p in state.pieces.values():
        if p.kind == "camp" and p.node is not None:
            r = g.find(p.node)
            out[p.seat] += min(6, (g.open[r] + 2) // 3) * ANIMALS_PER_TILE * fill
    for seat, space in enumerate(boats):
        out[seat] += max(-3.0, min(3.0, space - mean)) * PER_SPACE_PER_TILE * to_come
    return out
