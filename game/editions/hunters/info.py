"""What Hunters and Gatherers' features mean now (game/core/insight.py): rivers and forests (worth only when
completed), meadows with their hunters (after tigers and fire, the shrine), and river systems with their huts
(fish counted over the whole system).  Worth comes from the rules' own functions (`scoring.*`, `hut_award`,
`hunter_award`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core import events as ev
from game.core.info import FeatureInfo, FeatureRef, award, basic_info, holders_of, zeros
from game.core.state import GameState, Piece

from . import scoring
from .model import hunters_state
from .systems import river_system

if TYPE_CHECKING:
    from .rules import Hunters

FOLLOWER = "follower"
HUT = "hut"


def feature_info(rules: Hunters, state: GameState, node: int, viewer: int | None = None) -> FeatureInfo:
    g = state.graph
    root = g.find(node)
    kind = g.kind[root]
    if kind == "river":
        info = basic_info(state, root)
        lakes = scoring.lakes_at_ends(state, root)
        winners = rules.majority(state, root)
        return info.with_(
            worth_if_completed=award(state, winners, scoring.river_points(state, root)),
            details={
                "tiles": g.tile_count(root),
                "lakes_at_ends": len(lakes),
                "fish_at_ends": sum(g.symbol_count(r, "fish") for r in lakes),
                "fish_in_river": g.symbol_count(root, "fish"),  # ruling 24: for huts only, not for completing
                "unfinished_scores": False,  # an unfinished river scores nothing at the end
            },
            related=(system_info(rules, state, root),),
        )
    if kind == "forest":
        info = basic_info(state, root)
        winners = rules.majority(state, root)
        mushrooms = {g.pos[m] for m in g.nodes_of(root) if state.feature_def(m).symbol("mushroom") > 0}
        return info.with_(
            worth_if_completed=award(state, winners, scoring.forest_points(state, root)),
            details={
                "tiles": g.tile_count(root),
                "mushroom_tiles": len(mushrooms),
                "gold": g.symbol_count(root, "gold"),
                "bonus_tile": g.symbol_count(root, "gold") > 0,  # completing it gives the placer a bonus tile
                "unfinished_scores": False,
            },
        )
    if kind == "meadow":
        info = basic_info(state, root, completes=False)
        winners, points = rules.hunter_award(state, root)
        shrine = sorted({p.seat for p in state.pieces_on(root, (FOLLOWER,)) if p.flag == "shrine"})
        deer = g.symbol_count(root, "deer")
        fire = g.symbol_count(root, "fire") > 0
        tigers = g.symbol_count(root, "tiger")
        return info.with_(
            worth_now=award(state, winners, points) if winners else zeros(state),
            details={
                "animals": scoring.meadow_animals(state, root),  # what scores, after tigers and fire
                "deer": deer,
                "tigers": tigers,
                "fire": fire,  # a fire drives every tiger out
                "deer_eaten": 0 if fire else min(deer, tigers),
                "shrine_hunters": shrine,  # their owners alone score this meadow
                "points_each": points,
            },
        )
    if kind == "lake":
        info = basic_info(state, root, completes=False)
        return info.with_(related=(system_info(rules, state, root),))
    return basic_info(state, root)


def system_info(rules: Hunters, state: GameState, node: int) -> FeatureInfo:
    """The river system of `node` (all rivers and lakes joined together) and its huts."""
    g = state.graph
    winners, fish, roots = rules.hut_award(state, node)
    parts = set()
    cells = set()
    for r in roots:
        cells |= g.cells_of(r)
        for m in g.nodes_of(r):
            parts.add((g.pos[m], state.feature_def(m).id))
    huts = [p for p in state.pieces.values() if p.kind == HUT and p.node is not None and g.find(p.node) in roots]
    return FeatureInfo(
        kind="river_system",
        ref=FeatureRef("river_system", min(roots)),
        parts=tuple(sorted(parts)),
        cells=tuple(sorted(cells)),
        symbols={"fish": fish} if fish else {},
        holders=holders_of(huts),
        worth_now=award(state, winners, fish) if winners else zeros(state),
        details={
            "rivers": sum(1 for r in roots if g.kind[r] == "river"),
            "lakes": sum(1 for r in roots if g.kind[r] == "lake"),
            "fish": fish,
        },
    )


def thing_info(rules: Hunters, state: GameState, ref: FeatureRef, viewer: int | None = None) -> FeatureInfo | None:
    if ref.what == "river_system" and isinstance(ref.key, int) and 0 <= ref.key < len(state.graph):
        if state.graph.kind[ref.key] in ("river", "lake"):
            return system_info(rules, state, ref.key)
    return None


def piece_ref(rules: Hunters, state: GameState, piece: Piece) -> FeatureRef | None:
    if piece.node is None:
        return None
    root = state.graph.find(piece.node)
    if piece.kind == HUT:
        return FeatureRef("river_system", min(river_system(state, root)))
    return FeatureRef("feature", root)


def pending_points(rules: Hunters, state: GameState) -> list[tuple[int, int, str]]:
    """What this turn's scoring will give (completed rivers and forests), by the rules' own turn scoring."""
    if state.phase != "action":
        return []
    return [(e.seat, e.points, e.reason) for e in rules._score_turn(state) if isinstance(e, ev.PointsScored)]


def tile_groups(rules: Hunters, state: GameState, viewer: int | None = None) -> dict[str, list[str]]:
    return {"bonus": list(hunters_state(state).bonus_left)}


def event_subject(rules: Hunters, state: GameState, e: Any) -> dict[str, Any] | None:
    name = type(e).__name__
    if name in ("BonusDrawn", "BonusDiscarded"):
        return {"kind": "bonus", "tile": e.tile}
    return None
