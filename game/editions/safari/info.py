"""What Safari's features and things mean now (game/core/insight.py): trails and bushes with what a token would
add, baobabs, watering holes at their vertices, rangers.  Worth comes from the rules' own scoring functions
(`completion_award`, `final_award`, the watering-hole points)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from game.core.geometry import AROUND
from game.core.info import FeatureInfo, FeatureRef, award, basic_info, per_seat, zeros
from game.core.state import GameState, Piece

from . import holes as H
from .model import safari_state
from .points import EXPAND_POINTS, HOLE_COMPLETE_POINTS, RANGER_POINTS
from .tokens import ANIMALS

if TYPE_CHECKING:
    from .rules import Safari

SCORED_KINDS = ("trail", "bush")
HOLE_REACH = 0.2  # cell units around a vertex where the pointer means its watering hole


def feature_info(rules: Safari, state: GameState, node: int, viewer: int | None = None) -> FeatureInfo:
    g = state.graph
    kind = g.kind[g.find(node)]
    if kind in SCORED_KINDS:
        return _scored_info(rules, state, node)
    if kind == "baobab":
        return _baobab_info(state, node)
    return basic_info(state, node, completes=False)  # savanna: no piece, no points


def _scored_info(rules: Safari, state: GameState, node: int) -> FeatureInfo:
    info = basic_info(state, node)
    g = state.graph
    winners, base, points = rules.completion_award(state, node, {})
    if info.complete:
        now = zeros(state)
    else:
        seats, each = rules.final_award(state, node)
        now = award(state, seats, each)
    printed = sorted(rules._animals_on(state, node))
    playable = {seat: rules.eligible(state, seat, node) for seat in winners}
    bonus = {}
    for seat, animals in playable.items():
        if animals:
            _w, _b, with_token = rules.completion_award(state, node, {seat: animals[0]})
            bonus[seat] = with_token[seat] - points[seat]
    details = {
        "animals": printed,
        "different_animals": len(printed),
        "birds": g.symbol_count(node, "bird") if g.kind[node] == "bush" else 0,
        "completion_points": base,  # each winner's points from what is printed
        "tokens_playable": {s: a for s, a in playable.items() if a},  # winner -> animals it could add
        "token_bonus": bonus,  # winner -> points one of its tokens would add to that winner's score
        "final_majority_only": bool(state.setup.options.get("safari_final_majority")),
    }
    return info.with_(worth_now=now, worth_if_completed=per_seat(state, points), details=details)


def _baobab_info(state: GameState, node: int) -> FeatureInfo:
    info = basic_info(state, node, completes=False)
    pos = state.graph.pos[node]
    missing = [(pos[0] + dx, pos[1] + dy) for dx, dy in AROUND if (pos[0] + dx, pos[1] + dy) not in state.board.cells]
    return info.with_(
        faces=tuple(sorted(missing)),
        details={"draws": 2, "missing_around": sorted(list(c) for c in missing), "points": 0},
    )


# --- watering holes (ruling 10) ---


def hole_info(rules: Safari, state: GameState, vertex: tuple[int, int]) -> FeatureInfo:
    vertex = (int(vertex[0]), int(vertex[1]))
    ring = safari_state(state).ring(vertex)
    tokens = [a for a in ring if a is not None]
    pieces = rules.hole_pieces(state, vertex)
    photographers = sorted({p.seat for p in pieces})
    complete = len(tokens) == 4
    slots = []
    cells = []
    for slot in range(4):
        cell, corner = H.cell_of(vertex, slot)
        placed = cell in state.board.cells
        if placed:
            cells.append(cell)
        slots.append(
            {
                "slot": slot,
                "at": list(cell),
                "corner": corner,
                "animal": ring[slot],
                "tile": placed,
                "savanna": placed and H.is_savanna_corner(state, cell, corner),
            }
        )
    count = len(tokens)
    symbols: dict[str, int] = {}
    for a in tokens:
        symbols[a] = symbols.get(a, 0) + 1
    holders: dict[int, dict[str, int]] = {}
    for p in pieces:
        holders.setdefault(p.seat, {}).setdefault(p.kind, 0)
        holders[p.seat][p.kind] += 1
    return FeatureInfo(
        kind="watering_hole",
        ref=FeatureRef("watering_hole", vertex),
        cells=tuple(sorted(cells)),
        symbols=dict(sorted(symbols.items())),
        complete=complete,
        holders=dict(sorted(holders.items())),
        worth_now=zeros(state),
        worth_if_completed=zeros(state) if complete else award(state, photographers, HOLE_COMPLETE_POINTS),
        details={
            "vertex": list(vertex),
            "slots": slots,
            "tokens": count,
            "next_token_points": None if complete or count == 0 else EXPAND_POINTS[count + 1],
            "missing_animals": [a for a in ANIMALS if a not in tokens],
            "completion_points": HOLE_COMPLETE_POINTS,
        },
    )


def ranger_info(state: GameState, r: int) -> FeatureInfo | None:
    rangers = safari_state(state).rangers
    if r not in (0, 1):
        return None
    space = rangers[r]
    held = safari_state(state).held == r
    return FeatureInfo(
        kind="ranger",
        ref=FeatureRef("ranger", r),
        cells=((space[0], space[1]),) if space is not None else (),
        worth_now=zeros(state),
        details={
            "ranger": r,
            "space": list(space) if space is not None else None,
            "held_by": state.current if held else None,
            "points": RANGER_POINTS,  # for the player whose tile covers its space
        },
    )


def thing_info(rules: Safari, state: GameState, ref: FeatureRef, viewer: int | None = None) -> FeatureInfo | None:
    if ref.what == "watering_hole":
        return hole_info(rules, state, ref.key)
    if ref.what == "ranger":
        return ranger_info(state, ref.key)
    return None


def thing_at(rules: Safari, state: GameState, wx: float, wy: float) -> FeatureRef | None:
    """A watering hole when the point is near its vertex; a ranger when the point is in its empty space."""
    vx, vy = round(wx), round(wy)
    if (vx, vy) in safari_state(state).holes and math.hypot(wx - vx, wy - vy) <= HOLE_REACH:
        return FeatureRef("watering_hole", (vx, vy))
    cell = (math.floor(wx), math.floor(wy))
    for r, space in enumerate(safari_state(state).rangers):
        if space is not None and tuple(space) == cell:
            return FeatureRef("ranger", r)
    return None


def piece_ref(rules: Safari, state: GameState, piece: Piece) -> FeatureRef | None:
    if piece.flag is not None and piece.flag[0] == "hole":
        return FeatureRef("watering_hole", tuple(piece.flag[1]))
    if piece.node is None:
        return None
    return FeatureRef("feature", state.graph.find(piece.node))


def pending_points(rules: Safari, state: GameState) -> list[tuple[int, int, str]]:
    """Completed trails and bushes whose photographers have not scored yet (tokens they may add not
    counted), and the ranger the tile took, until the turn's scoring gives them."""
    out: list[tuple[int, int, str]] = []
    placed = state.placed
    if placed is None:
        return out
    g = state.graph
    seen = set()
    for node in placed.completed:
        r = g.find(node)
        if r in seen or g.kind[r] not in SCORED_KINDS:
            continue
        seen.add(r)
        winners, _base, points = rules.completion_award(state, r, {})
        out += [(s, points[s], g.kind[r]) for s in winners if points[s]]
    if safari_state(state).held is not None and state.phase in ("action", "animal"):
        out.append((state.current, RANGER_POINTS, "ranger"))  # the ranger the tile took scores after the features
    return out


def event_subject(rules: Safari, state: GameState, e: Any) -> dict[str, Any] | None:
    name = type(e).__name__
    if name in ("HoleDug", "HoleExpanded"):
        vertex, _slot = H.slot_of((e.x, e.y), e.corner)
        return {"ref": ["watering_hole", list(vertex)], "kind": "watering_hole", "cells": [[e.x, e.y]]}
    if name == "HoleCompleted":
        return {"ref": ["watering_hole", [e.vx, e.vy]], "kind": "watering_hole", "holders": list(e.seats)}
    if name in ("RangerMoved", "RangerPlaced"):
        return {"ref": ["ranger", e.ranger], "kind": "ranger", "cells": [list(e.to)]}
    if name == "RangerTaken":
        return {"ref": ["ranger", e.ranger], "kind": "ranger"}
    return None
