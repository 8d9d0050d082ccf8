"""A state's canonical, comparable picture (`snapshot`), for the tests: a replayed game against the live one,
a state before and after a search's apply-and-undo."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import GameState


def _plain(v: object) -> object:
    if isinstance(v, dict):
        return {str(k): _plain(x) for k, x in sorted(v.items(), key=lambda kv: str(kv[0]))}
    if isinstance(v, (list, tuple)):
        return [_plain(x) for x in v]
    if isinstance(v, (set, frozenset)):
        return sorted((_plain(x) for x in v), key=repr)
    if dataclasses.is_dataclass(v) and not isinstance(v, type):
        return {f.name: _plain(getattr(v, f.name)) for f in dataclasses.fields(v)}
    if hasattr(v, "__dict__") and not isinstance(v, type):
        return _plain(vars(v))
    return v


def snapshot(state: GameState) -> object:
    """A canonical, comparable picture of everything in a state (for tests: replay == live)."""
    g = state.graph
    features = sorted(
        (sorted(g.members[r]), g.open[r], sorted(g.symbols[r].items())) for r in range(len(g)) if g.parent[r] == r
    )
    return _plain(
        {
            "cells": state.board.cells,
            "frontier": state.board.frontier,
            "features": features,
            "pieces": {pid: (p.seat, p.kind, p.pos, p.feature, p.node, p.flag) for pid, p in state.pieces.items()},
            "scores": state.scores,
            "breakdown": state.breakdown,
            "supply": state.supply,
            "ext": state.ext,
            "phase": state.phase,
            "current": state.current,
            "deck_pos": state.deck_pos,
            "drawn": state.drawn,
            "turn": state.turn,
            "ended": state.ended,
            "discarded": state.discarded,
        }
    )
