"""What each event of the log concerns, as data the window can put into words ("extends the river of Anna")
and outline on the board, instead of coordinates.

A subject is a dict of plain values (None for events that concern no place):
    kind        the feature kind (or "watering_hole", "ranger", "amazon_race", "river_mouth", "harvest"...)
    ref         [what, key] of a FeatureRef (game.core.info) the window can ask `insight.info` about
    parts       [[x, y], feature id] of every part of the feature, for the outline
    cells       the cells concerned
    holders     seats with pieces on the feature (before a piece just placed: the others already there)
    pieces      [seat, piece kind] of each of those pieces
    extends     the tile or piece joins a feature that reaches beyond the tile just laid
    completes   the tile completed the feature
TilePlaced adds "tile" and "features": one entry as above per feature of the tile that extends or completes
a feature, or is held; PointsScored carries its "reason" and the subject of the event the points are for (a
FeatureScored, a dug watering hole, an Amazon scoring, a travel...).
Edition events are described by `Edition.event_subject`.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING, Any

from . import events as ev
from .state import GameState, Setup, apply, initial

if TYPE_CHECKING:
    from .engine import Game
    from .tiles import TileSet

Subject = dict[str, Any]  # what an event concerns, as plain data (the keys above)


def _feature(
    state: GameState, node: int, placed_cells: Collection[tuple[int, int]] = (), exclude_pid: int | None = None
) -> Subject:
    g = state.graph
    root = g.find(node)
    parts = sorted((g.pos[m], state.feature_def(m).id) for m in g.nodes_of(root))
    on = [p for p in state.pieces_on(root) if p.pid != exclude_pid]
    holders = sorted({p.seat for p in on})
    cells = sorted(g.cells_of(root))
    return {
        "kind": g.kind[root],
        "ref": ["feature", root],
        "parts": [[list(pos), fid] for pos, fid in parts],
        "cells": [list(c) for c in cells],
        "holders": holders,
        "pieces": sorted([p.seat, p.kind] for p in on),  # (seat, piece kind): a hut holds a river system
        "extends": any(c not in placed_cells for c in cells),
        "completes": False,
    }


def event_subject(state: GameState, e: Any, last_feature: Subject | None = None) -> Subject | None:
    """The subject of `e`, read from `state` as it is right after `e` was applied."""
    if isinstance(e, ev.TilePlaced):
        placed = state.placed
        assert placed is not None, "a tile was just placed"
        cells = set(placed.cells)
        completed = {state.graph.find(n) for n in placed.completed}
        features, seen = [], set()
        for n in placed.nodes:
            root = state.graph.find(n)
            if root in seen:
                continue
            seen.add(root)
            f = _feature(state, root, cells)
            f["completes"] = root in completed
            if f["extends"] or f["completes"] or f["holders"]:
                features.append(f)
        return {"tile": e.tile, "cells": [list(c) for c in placed.cells], "features": features}
    if isinstance(e, ev.PointsScored) and last_feature is not None:
        return {**last_feature, "reason": e.reason}
    if isinstance(e, ev.PointsScored):
        return {"reason": e.reason}
    if isinstance(e, ev.PiecePlaced):
        node = state.node((e.x, e.y), e.feature)
        if node is None:
            return None
        placed = state.placed
        f = _feature(state, node, set(placed.cells) if placed is not None else {(e.x, e.y)}, exclude_pid=e.pid)
        f["piece"] = e.piece
        return f
    if isinstance(e, ev.FeatureScored):
        node = state.node((e.x, e.y), e.feature)
        if node is None:
            return None
        f = _feature(state, node)
        f["completes"] = not e.final
        f["winners"] = list(e.winners)
        f["points"] = e.points
        return f
    if isinstance(e, (ev.TurnBegan, ev.TileDiscarded)):
        return {"tile": e.tile}
    own: Subject | None = state.edition.event_subject(state, e)
    return own


class LogSubjects:
    """Subjects of a game's log, kept up to date as the log grows (one fold of the events, not one per line).

    `update(log)` returns the subject of every event; after an undo (the log is not an extension of the one
    seen before) it folds again from the start."""

    def __init__(self, setup: Setup, tileset: TileSet | None = None) -> None:
        self.setup = setup
        self.tileset = tileset
        self._reset()

    def _reset(self) -> None:
        from .registry import get_edition

        self.state = initial(self.setup, get_edition(self.setup.edition), self.tileset)
        self.events: list[Any] = []
        self.subjects: list[Subject | None] = []
        self._last_feature: Subject | None = None

    def update(self, log: Sequence[Any]) -> list[Subject | None]:
        n = len(self.events)
        if len(log) < n or any(a is not b for a, b in zip(self.events[-3:], log[max(0, n - 3) : n])):
            self._reset()
            n = 0
        for e in log[n:]:
            apply(self.state, e)
            s = event_subject(self.state, e, self._last_feature)
            if not isinstance(e, ev.PointsScored):
                # points that follow name what they are for: a scored feature, a dug watering hole, a travel...
                self._last_feature = s if isinstance(s, dict) and s.get("ref") else None
            self.events.append(e)
            self.subjects.append(s)
        return list(self.subjects)


def log_subjects(game: Game) -> list[Subject | None]:
    """The subject of every event of `game.log` (a fold of the whole log; the window keeps a LogSubjects)."""
    return LogSubjects(game.setup, game.state.tiles).update(game.log)
