"""What Amazonas' features and things mean now (game/core/insight.py): tributaries and villages, jungles with
their camps, the Amazon race (boats, places, what each Amazon tile still to come would pay each seat) and the
river mouth.  Worth comes from the rules' own functions (`feature_points`, `camp_award`, `river.*`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core import events as ev
from game.core.info import FeatureInfo, FeatureRef, award, basic_info, per_seat, zeros
from game.core.state import GameState
from game.core.tiles import TileDef
from game.core.unseen import unseen_tile_counts

from . import river
from .model import amazonas_state

if TYPE_CHECKING:
    from .rules import Amazonas

EXPLORER_KINDS = ("tributary", "village")


def feature_info(rules: Amazonas, state: GameState, node: int, viewer: int | None = None) -> FeatureInfo:
    g = state.graph
    root = g.find(node)
    kind = g.kind[root]
    if kind in EXPLORER_KINDS:
        info = basic_info(state, root)
        winners = rules.majority(state, root)
        now = zeros(state) if info.complete else award(state, winners, rules.feature_points(state, root, final=True))
        details = {"tiles": g.tile_count(root), "fruit": g.symbol_count(root, "fruit")}
        if kind == "tributary":
            details["boat_symbols"] = g.symbol_count(root, "boat")
        return info.with_(
            worth_now=now,
            worth_if_completed=award(state, winners, rules.feature_points(state, root)),
            details=details,
        )
    if kind == "jungle":
        info = basic_info(state, root, completes=False)
        winners, animals = rules.camp_award(state, root)
        return info.with_(
            worth_now=award(state, winners, animals),
            details={"animals": g.symbol_count(root, "animal"), "camp_winners": winners},
        )
    if kind == "amazon":
        info = basic_info(state, root, completes=False)
        return info.with_(related=(race_info(rules, state, viewer), mouth_info(state)))
    return basic_info(state, root)


def _amazon_parts(state: GameState) -> tuple[tuple[tuple[int, int], str], ...]:
    g = state.graph
    parts: set[tuple[tuple[int, int], str]] = set()
    for pos, base in state.board.base.items():
        for f in state.laid_cell_def(pos).features:
            if f.kind == "amazon":
                n = base + f.index
                parts.add((g.pos[n], f.id))
    return tuple(sorted(parts))


def _payouts(tile: TileDef) -> tuple[int, int]:
    caimans = piranhas = 0
    for cell in tile.cells:
        for f in cell.features:
            if f.kind == "amazon":
                caimans += f.symbol("caiman")
                piranhas += f.symbol("piranha")
    return caimans, piranhas


def race_info(rules: Amazonas, state: GameState, viewer: int | None = None) -> FeatureInfo:
    """The boats on the Amazon: places now, and what each kind of Amazon tile still to come would pay."""
    own = amazonas_state(state)
    boats = list(own.boats)
    players = state.players
    ranked = river.places(boats, players)
    place: list[int | None] = [None] * players
    for rank, seats in enumerate(ranked[:2]):
        for seat in seats:
            place[seat] = rank + 1
    amazon_tiles = own.amazon_tiles

    def pays(tile_id: str, count: int) -> dict[str, Any]:
        caimans, piranhas = _payouts(state.tiles[tile_id])
        points, _first, _second = river.amazon_points(boats, players, caimans, piranhas)
        return {"tile": tile_id, "count": count, "caimans": caimans, "piranhas": piranhas, "points": points}

    coming = [pays(t, n) for t, n in unseen_tile_counts(state, viewer).items() if t in amazon_tiles]
    doubles: dict[str, int] = {}
    for d in own.doubles:
        doubles[d] = doubles.get(d, 0) + 1
    total = sum(c["count"] for c in coming)
    mean = [
        round(sum(c["points"][s] * c["count"] for c in coming) / total, 2) if total else 0.0 for s in range(players)
    ]
    return FeatureInfo(
        kind="amazon_race",
        ref=FeatureRef("amazon_race"),
        parts=_amazon_parts(state),
        worth_now=zeros(state),
        details={
            "boats": boats,
            "last_space": own.river_spaces,
            "places": [list(p) for p in ranked],
            "place": place,  # per seat: 1 (first), 2 (second) or None (no place: two-player gap or further back)
            "scores_caimans": [p == 1 for p in place],  # first place takes the caimans and the piranhas
            "scores_piranhas": [p in (1, 2) for p in place],  # second place takes the piranhas
            "coming": coming,  # per kind of Amazon tile still in the draw pile: what it would pay each seat
            "coming_mean": mean,  # per seat: the mean payout of the next Amazon tile drawn
            "doubles": [pays(d, n) for d, n in sorted(doubles.items())],  # set aside, face up
            "zero_moves": True,  # after an Amazon scoring, every boat that scored 0 moves 1
        },
    )


def mouth_info(state: GameState) -> FeatureInfo:
    boats = list(amazonas_state(state).boats)
    values = river.mouth_values(state.setup.tileset_extra, state.players)
    return FeatureInfo(
        kind="river_mouth",
        ref=FeatureRef("river_mouth"),
        worth_now=per_seat(state, dict(enumerate(river.mouth_points(boats, state.players, values)))),
        details={"values": list(values), "places": [list(p) for p in river.places(boats, state.players)]},
    )


def thing_info(rules: Amazonas, state: GameState, ref: FeatureRef, viewer: int | None = None) -> FeatureInfo | None:
    if ref.what == "amazon_race":
        return race_info(rules, state, viewer)
    if ref.what == "river_mouth":
        return mouth_info(state)
    return None


def pending_points(rules: Amazonas, state: GameState) -> list[tuple[int, int, str]]:
    """What this turn's scoring will give (features the turn's tiles completed, Amazon scorings), as the
    rules' own turn scoring computes it with the boats and pieces as they are now."""
    if state.phase not in ("action", "double"):  # while a double waits, the "!" tile's scoring so far
        return []
    return [(e.seat, e.points, e.reason) for e in rules._score_turn(state) if isinstance(e, ev.PointsScored)]


def could_ever_lie(rules: Amazonas, state: GameState, tile: TileDef, pos: tuple[int, int]) -> bool:
    """An Amazon tile only ever continues the river: on its row, east of its east end."""
    if tile.id not in amazonas_state(state).amazon_tiles:
        return True
    end = amazonas_state(state).river_end
    return end is None or (pos[1] == end[1] and pos[0] > end[0])


def tile_groups(rules: Amazonas, state: GameState, viewer: int | None = None) -> dict[str, list[str]]:
    return {"doubles": list(amazonas_state(state).doubles)}


def event_subject(rules: Amazonas, state: GameState, e: Any) -> dict[str, Any] | None:
    name = type(e).__name__
    if name == "BoatMoved":
        return {"ref": ["amazon_race", None], "kind": "amazon_race", "holders": [e.seat], "frm": e.frm, "to": e.to}
    if name == "AmazonScored":
        return {"ref": ["amazon_race", None], "kind": "amazon_race", "cells": [[e.x, e.y]]}
    if name == "MouthScored":
        return {"ref": ["river_mouth", None], "kind": "river_mouth"}
    return None
