"""Safari as the window and the tools see it: the animal tokens in hand, the rangers, the watering holes (a
ring of four token slots at a grid vertex), the photographers standing at them, and the trail or bush whose
scoring is waiting for animal tokens."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.state import GameState
from game.editions.base import register_view

from . import holes as H
from .model import SafariState, safari_state
from .tokens import ANIMALS


@dataclass(frozen=True)
class WateringHole:
    vertex: tuple[int, int]  # the grid vertex: the north-west corner of cell `vertex`
    slots: tuple[str | None, ...]  # the four token slots, numbered clockwise from the north-west cell
    complete: bool


@dataclass(frozen=True)
class ScoringFeature:
    """A completed trail or bush about to score while its winners decide on animal tokens."""

    x: int
    y: int
    feature: str
    kind: str
    cells: frozenset[tuple[int, int]]
    animals: tuple[str, ...]  # the animals printed on it (a token must add another one)
    order: tuple[int, ...]  # the seats asked, in order
    asking: int  # the seat deciding now


@dataclass(frozen=True)
class SafariView:
    hands: tuple[tuple[str, ...], ...]  # each seat's face-up animal tokens
    rangers: tuple[tuple[int, tuple[int, int]], ...]  # (ranger, space) of the rangers standing on the board
    held: int | None  # the ranger this turn's tile took: it waits beside the board until it is put back
    holes: tuple[WateringHole, ...]
    hole_pieces: dict[int, tuple[tuple[int, int], int]]  # pid -> (vertex, slot) of photographers at holes
    scoring: ScoringFeature | None
    tokens_left: int

    def hand_counts(self, seat: int) -> dict[str, int]:
        out: dict[str, int] = {}
        for a in self.hands[seat] if 0 <= seat < len(self.hands) else ():
            out[a] = out.get(a, 0) + 1
        return {a: out[a] for a in ANIMALS if a in out}

    def ranger_space(self, ranger: int) -> tuple[int, int] | None:
        return next((space for r, space in self.rangers if r == ranger), None)

    @staticmethod
    def corner_slot(cell: tuple[int, int], corner: str) -> tuple[tuple[int, int], int]:
        """(vertex, slot) of the watering-hole slot at `corner` of the tile at `cell`."""
        return H.slot_of(cell, corner)


def _scoring(state: GameState, own: SafariState) -> ScoringFeature | None:
    cur = own.asking
    if cur is None or state.phase != "animal":
        return None
    node = state.node((cur.x, cur.y), cur.feature)
    if node is None:
        return None
    g = state.graph
    syms = g.symbol_totals(node)
    order = cur.order
    return ScoringFeature(
        cur.x,
        cur.y,
        cur.feature,
        g.kind[node],
        frozenset(g.cells_of(node)),
        tuple(a for a in ANIMALS if syms.get(a, 0) > 0),
        order,
        order[cur.asked] if cur.asked < len(order) else order[-1],
    )


@register_view("safari")
def view(state: GameState) -> SafariView:
    own = safari_state(state)
    holes = tuple(WateringHole(v, ring, all(a is not None for a in ring)) for v, ring in sorted(own.holes.items()))
    at_holes = {}
    for p in state.pieces.values():
        if isinstance(p.flag, tuple) and p.flag and p.flag[0] == "hole" and isinstance(p.feature, str):
            corner = p.feature.split(":", 1)[-1]
            if corner in H.CORNER_SLOT and p.pos is not None:
                at_holes[p.pid] = H.slot_of(p.pos, corner)
    return SafariView(
        hands=tuple(tuple(h) for h in own.hands),
        rangers=tuple((r, p) for r, p in enumerate(own.rangers) if p is not None),
        held=own.held,
        holes=holes,
        hole_pieces=at_holes,
        scoring=_scoring(state, own),
        tokens_left=len(own.pile),
    )
