"""Hunters and Gatherers: unfinished rivers and forests pay nothing, so completing one is worth all of it:
a river 1 per tile plus the fish in the lakes at its ends; a forest 2 per tile, 2 more per mushroom tile, and
a bonus tile when it holds gold."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.state import node_of

from ..weights import Weights

if TYPE_CHECKING:
    from game.core.state import GameState, Piece

    from ..incremental import Memo


def _end_fish(state: GameState, root: int) -> int:
    g = state.graph
    lakes = set()
    for n in g.members[root]:
        for end in g.ends[n]:
            if g.kind[end] == "lake":
                lakes.add(g.find(end))
    return sum(g.symbols[r].get("fish", 0) for r in lakes)


def completion_gain(state: GameState, root: int) -> float:
    g = state.graph
    kind = g.kind[root]
    if kind == "river":
        return g.tile_count(root) + _end_fish(state, root) + 1.0
    if kind == "forest":
        syms: dict[str, int] = g.symbols[root]
        return 2 * g.tile_count(root) + 2 * syms.get("mushroom", 0) + (3.0 if syms.get("gold") else 0.0) + 1.0
    return 0.0


def extra(state: GameState, memo: Memo | None = None) -> list[float]:
    return [0.0] * state.players


def gain_deps(state: GameState, root: int) -> tuple[int, ...]:
    """The features `completion_gain` reads besides `root`: the lakes a river ends at."""
    g = state.graph
    if g.kind[root] != "river":
        return ()
    lakes = set()
    for n in g.members[root]:
        for end in g.ends[n]:
            if g.kind[end] == "lake":
                lakes.add(g.find(end))
    return tuple(lakes)


# --- the edition's final scoring, feature by feature (game.ai.incremental; tests check the sum against
# Hunters.final_scoring) ---


def final_feature(state: GameState, root: int, on: list[Piece]) -> list[tuple[int, int]]:
    """(seat, points) of a meadow's hunters at the end (closed or not): its animals to the most hunters, or to
    the most shrine hunters when it has any."""
    from game.editions.hunters import scoring
    from game.editions.hunters.rules import SHRINE_HUNTER

    from .hill_dale import majority

    g = state.graph
    if g.kind[root] != "meadow":
        return []
    hunters = [p for p in on if p.kind == "follower"]
    if not hunters:
        return []
    points = scoring.meadow_points(state, root)
    if not points:
        return []
    shrine = [h for h in hunters if h.flag == SHRINE_HUNTER]
    return [(w, points) for w in majority(shrine or hunters, ("follower",))]


def final_rest(state: GameState, memo: Memo | None = None) -> list[float]:
    """Huts: in each river system, the most huts score its fish.  `memo` (the caller's, for the positions of
    one search) keeps each system found, by the root of a hut's feature: still right while every root in it
    is the same root of the same size (a system grows only by a union with one of its roots).  Only systems
    of nodes below `memo["settled"]` are kept: nodes the search never takes back, whose numbers are never
    given to another feature."""
    from .hill_dale import majority

    g = state.graph
    out = [0.0] * state.players
    huts = [p for p in state.pieces.values() if p.kind == "hut"]
    seen: set[int] = set()
    for p in huts:
        roots, fish = _system(state, g.find(node_of(p)), memo)
        key = min(roots)
        if key in seen:
            continue
        seen.add(key)
        if fish:
            for w in majority([q for q in huts if g.find(node_of(q)) in roots], ("hut",)):
                out[w] += fish
    return out


def _system(state: GameState, root: int, memo: Memo | None) -> tuple[set[int], int]:
    """(roots of the river system of `root`, fish in it: its lakes' and its rivers' own)."""
    from game.editions.hunters.systems import river_system

    g = state.graph
    if memo is not None:
        hit = memo.get(root)
        if hit is not None and all(g.parent[r] == r and g.size[r] == n for r, n in hit[2]):
            return hit[0], hit[1]
    roots = river_system(state, root)
    fish = sum(g.symbols[r].get("fish", 0) for r in roots)
    if memo is not None and max(roots) < memo.get("settled", 0):
        memo[root] = (roots, fish, tuple((r, g.size[r]) for r in roots))
    return roots, fish


# hard's judgement: how much it makes of each part of a position (game.ai.weights.Weights), with two players:
# `python -m game.tools.fit_judgement --editions hunters --games 200 --stages`.  The sequential test of hard's
# judgement alone against face value: +138 Elo with two players; with four (and two normal seats) it lost, so
# there hard takes every part at face value (docs/ai.md)
JUDGEMENT_WEIGHTS = Weights(
    final=(0.35, 1.08), extra=(1.0, 1.0), line=(1.42, 1.24), area=(0.69, 2.66), supply=(2.28, 3.0), players=(2,)
)
