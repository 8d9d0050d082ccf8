"""Over Hill and Dale as the window and the tools see it: a typed, read-only picture of the edition's own state
(harvest tokens, the draft under way, stables and where no new stable may stand)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from game.core.geometry import AROUND
from game.core.state import GameState
from game.editions.base import register_view

from . import harvest_order
from .model import hill_dale_state
from .rules import EDITION, STABLE


@dataclass(frozen=True)
class Stable:
    pid: int
    seat: int
    cell: tuple[int, int]
    animals: int  # the animals on the tile under it and the 8 around it: what it scores at the end


@dataclass(frozen=True)
class OrderField:
    """A completed field waiting for its harvest tokens while the player chooses their order (ruling 28)."""

    cell: tuple[int, int]  # a cell of the tile just placed
    feature: str  # the field's feature id there
    winners: tuple[int, ...]  # the seats that scored it (several: they will draft its tokens)
    tiles: int
    tokens_if_first: tuple[str, ...]  # what it takes if it goes next


@dataclass(frozen=True)
class HillDaleView:
    harvest: tuple[Mapping[str, int], ...]  # each seat's (secret) harvest tokens by crop
    harvest_supply: Mapping[str, int]
    draft_pool: tuple[str, ...]  # the tokens left in the harvest draft under way (empty when none)
    draft_order: tuple[int, ...]  # the tied seats sharing it, the first to take first
    stables: tuple[Stable, ...]
    stable_blocked: frozenset[tuple[int, int]]  # placed cells where no new stable may stand (one tile or less
    # from a stable)
    harvest_order: tuple[OrderField, ...] = ()  # the fields waiting while the order of harvests is asked

    def tokens_of(self, seat: int) -> Mapping[str, int]:
        return self.harvest[seat] if 0 <= seat < len(self.harvest) else {}


@register_view("hill_dale")
def view(state: GameState) -> HillDaleView:
    own = hill_dale_state(state)
    drafts = own.drafts
    pool: tuple[str, ...] = drafts[0].pool if drafts else ()
    order: tuple[int, ...] = drafts[0].order if drafts else ()
    stables = []
    blocked: set[tuple[int, int]] = set()
    cells = state.board.cells
    for p in sorted(state.pieces.values(), key=lambda p: p.pid):
        if p.kind != STABLE or p.pos is None:
            continue
        stables.append(Stable(p.pid, p.seat, p.pos, EDITION.animals_around(state, p.pos)))
        for dx, dy in ((0, 0),) + AROUND:
            c = (p.pos[0] + dx, p.pos[1] + dy)
            if c in cells:
                blocked.add(c)
    return HillDaleView(
        harvest=tuple(dict(t) for t in own.tokens),
        harvest_supply=dict(own.supply),
        draft_pool=pool,
        draft_order=order,
        stables=tuple(stables),
        stable_blocked=frozenset(blocked),
        harvest_order=_order_fields(state) if state.phase == "harvest_order" else (),
    )


def _order_fields(state: GameState) -> tuple[OrderField, ...]:
    own = hill_dale_state(state)
    supply = harvest_order.supply_after(state, own.chosen)
    out = []
    for field, (_w, demand) in zip(own.waiting, harvest_order.demands(state, own.waiting)):
        x, y, fid, winners = field
        node = state.node((x, y), fid)
        tiles = state.graph.tile_count(node) if node is not None else 0
        got = tuple(harvest_order.pool(demand, supply))
        out.append(OrderField((x, y), fid, tuple(winners), tiles, got))
    return tuple(out)
