"""Ruling 28, the order of harvests: when one placement completes several fields that someone scores and the
harvest supply cannot pay them all, the order in which the fields take their tokens can change who gets what.
The player whose turn it is then chooses the order, one field at a time, for as long as the order of the fields
still waiting makes a difference; the rest take theirs in the order they were completed.

A field waiting for its tokens is `(x, y, feature, winners)`: a cell of the tile just placed, the id of the
field's feature there, and the seats that scored it.  Its demand is the harvest symbols the field shows.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from itertools import permutations
from typing import TYPE_CHECKING

from game.core import events as ev
from game.core.state import GameState

from .events import DraftStarted, HarvestGained, HarvestOrderAsked
from .harvest import TOKEN_KINDS
from .model import WaitingField, hill_dale_state

if TYPE_CHECKING:
    from .rules import HillDale

Demand = tuple[tuple[int, ...], dict[str, int]]  # a waiting field's winners and its harvest symbols, per crop
Outcome = frozenset[tuple[tuple[int, ...], tuple[tuple[str, int], ...]]]  # per group of winners, the tokens got

FOLLOWER = "follower"


def pool(demand: Mapping[str, int], supply: Mapping[str, int]) -> list[str]:
    """The tokens a field with `demand` symbols takes from `supply`: one per symbol while the supply lasts."""
    out: list[str] = []
    for crop in TOKEN_KINDS:
        out += [crop] * min(demand.get(crop, 0), supply.get(crop, 0))
    return out


def take(demand: Mapping[str, int], supply: dict[str, int]) -> list[str]:
    """`pool`, taken out of `supply` (changed in place)."""
    got = pool(demand, supply)
    for crop in got:
        supply[crop] -= 1
    return got


def outcome(fields: Iterable[Demand], supply: Mapping[str, int]) -> Outcome:
    """Who gets which tokens when `fields` ((winners, demand) in this order) take theirs from `supply`: for
    each group of winners (a lone winner, or the tied players who will draft), the tokens it gets."""
    left = dict(supply)
    got: dict[tuple[int, ...], dict[str, int]] = {}
    for winners, demand in fields:
        bag = got.setdefault(tuple(winners), {})
        for crop in take(demand, left):
            bag[crop] = bag.get(crop, 0) + 1
    return frozenset((w, tuple(sorted(b.items()))) for w, b in got.items())


def order_matters(fields: Sequence[Demand], supply: Mapping[str, int]) -> bool:
    """Whether two orders of `fields` ((winners, demand)) give anyone other tokens."""
    if len(fields) < 2:
        return False
    if all(sum(d.get(c, 0) for _, d in fields) <= supply.get(c, 0) for c in TOKEN_KINDS):
        return False  # the supply pays every field in full, whatever the order
    first = None
    for order in permutations(fields):
        seen = outcome(order, supply)
        if first is None:
            first = seen
        elif seen != first:
            return True
    return False


# --- the rules' side (HillDale calls these) ---


def waiting_fields(rules: HillDale, state: GameState) -> list[WaitingField]:
    """The fields the tile just placed completed that someone scores: (x, y, feature, winners), in the order
    they were completed."""
    g = state.graph
    assert state.placed is not None, "asked for the fields of a tile before it was placed"
    out = []
    for node in state.placed.completed:
        if g.kind[node] == "field":
            winners = rules.majority(state, node)
            if winners:
                x, y = g.pos[node]
                out.append((x, y, state.feature_def(node).id, tuple(winners)))
    return out


def demands(state: GameState, fields: Iterable[WaitingField]) -> list[Demand]:
    """(winners, harvest symbols) of each waiting field (x, y, feature, winners)."""
    g = state.graph
    out = []
    for x, y, fid, winners in fields:
        node = state.node((x, y), fid)
        assert node is not None, f"no field {fid!r} at {(x, y)}"
        root = g.find(node)
        out.append((tuple(winners), {c: g.symbol_count(root, c) for c in TOKEN_KINDS}))
    return out


def supply_after(state: GameState, chosen: Iterable[WaitingField]) -> dict[str, int]:
    """The supply once the `chosen` fields have taken their tokens, in their order."""
    supply = dict(hill_dale_state(state).supply)
    for _winners, demand in demands(state, chosen):
        take(demand, supply)
    return supply


def score_then_ask(rules: HillDale, state: GameState, waiting: Sequence[WaitingField]) -> list[object]:
    """Score the completed paths and fields and send their pieces home, then ask the order of the harvests."""
    out: list[object] = []
    g = state.graph
    assert state.placed is not None, "asked for the fields of a tile before it was placed"
    for node in state.placed.completed:
        kind = g.kind[node]
        if kind in ("path", "field"):
            out += rules.score_feature(state, node, rules.completion_points(state, node), kind)
            out += rules.return_pieces(state, node, (FOLLOWER,))
    out.append(HarvestOrderAsked(state.current, tuple(waiting)))
    return out


def pay(state: GameState, fields: Iterable[WaitingField]) -> list[object]:
    """The harvests of `fields` (x, y, feature, winners) in this order, then the end of the turn unless tied
    winners draft first."""
    out: list[object] = []
    drafts = []
    supply = dict(hill_dale_state(state).supply)
    for winners, demand in demands(state, fields):
        got = take(demand, supply)
        if not got:
            continue
        if len(winners) == 1:
            out.append(HarvestGained(winners[0], tuple(got)))
        else:
            order = tuple(sorted(winners, key=lambda s: (s - state.current) % state.players))
            drafts.append(DraftStarted(order, tuple(got)))
    out += drafts
    if not drafts:
        out.append(ev.TurnEnded(state.current))
    return out
