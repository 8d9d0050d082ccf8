"""Incremental evaluation: `position_value` of many positions that differ from one base by a move or two,
re-valuing only what a move touches.

A position's value (`game.ai.evaluate`) is a sum of per-feature terms - what each feature holding pieces
scores at the end (the edition's final scoring, feature by feature: `final_feature` in
`game.ai.heuristics.<edition>`) and what completing it may add - and of whole-position terms (the scores,
the edition's other final points `final_rest`, its `extra`, pieces in supply).  The search tries every
candidate turn on one scratch game (`game.core.scratch`) and values each; most features are the same in all.

- A frame (`push`) is a point of the search: the base position, then each placement.  Its baseline holds
  every feature's term as the positions tried from it see it - one deck position on, once the turn has ended
  and the next tile is drawn - and their per-seat sum.
- A position is valued from the innermost frame's baseline.  The features a move changed are found from
  what the scratch game recorded since the frame: the unions and open-edge changes of the graph (features
  only grow by joining, so a root untouched there has the same members, open edges and symbols), the events
  naming a piece (placed, returned, moved), the cells laid (a fit-aware term reads how many unseen tiles fit
  each empty cell its feature faces, which a tile laid on or beside it changes), and the features whose
  term reads a changed one (`gain_deps`).  Their terms are taken out of the sum and the terms of the
  features they became put in.
- Terms are also kept by feature, deck position and pieces in the frames (`_entry`), valid while the
  feature is unchanged since that frame: a placement's several follow-ups, or a later placement, find them.

The whole-position terms are computed afresh for each position.  Tests check the values against
`position_value` (to 1e-9) and the choices against the plain path (a clone and a checked submit per
candidate); a test also checks that every change to a piece comes with an event naming it.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, TypeAlias

from game.core.geometry import SIDE_DELTA

from . import fits as spots
from .evaluate import completion_chance, judgement_weights, relative, scale_at, spot_factor
from .heuristics import for_edition

if TYPE_CHECKING:
    from game.core.engine import Game
    from game.core.state import Piece

Cell: TypeAlias = tuple[int, int]
# one feature's term: ((seat, points) pairs, the features it read, the empty cells it read or None)
Entry: TypeAlias = tuple[list[tuple[int, float]], tuple[int, ...], set[Cell] | None]
# an open feature's worth whoever holds it: (completion gain x chance, the features read, the empty cells read)
Gain: TypeAlias = tuple[float, tuple[int, ...], set[Cell] | None]
# what the edition's whole-position terms (`final_rest`, `extra`) may keep for the positions of one search
# (one setup, one deck): keyed by what each of them chooses
Memo = dict[object, Any]


class _Frame:
    __slots__ = (
        "nodes",
        "sizes",
        "cells",
        "trail",
        "log",
        "cache",
        "gains",
        "dirty",
        "deck",
        "sums",
        "terms",
        "piece_root",
        "root_pieces",
        "faced_at",
        "readers",
    )
    # faced_at and readers are lists of layers (dicts), a derived frame's own layer last: a root found there
    # whose term has changed since is only looked at again (harmless)

    def __init__(self, game: Game) -> None:
        s = game.state
        g = s.graph
        self.nodes = len(g)
        self.sizes = g.size[:]
        self.cells = len(s.board.order)
        self.trail = len(g.trail) if g.trail is not None else None
        self.log = len(game.log)
        # (root, deck position, pieces on it) -> (its term, deps, faced cells)
        self.cache: dict[tuple[int, int, tuple[tuple[int, int, str, object], ...]], Entry] = {}
        self.gains: dict[tuple[int, int], Gain] = {}  # (root, deck position) -> (gain x chance, deps, faced cells)
        self.dirty: tuple[list[Cell], set[Cell]] | None = None  # (cells laid since this frame, and their neighbours)
        self.deck = -1  # the deck position of the baseline (-1: none)
        self.sums: list[float] = []  # per seat, the sum of the baseline's terms
        self.terms: dict[int, Entry] = {}  # root -> (term, deps, faced cells)
        self.piece_root: dict[int, int] = {}  # pid -> the root its piece stands on
        self.root_pieces: dict[int, list[Piece]] = {}  # root -> pieces on it
        self.faced_at: list[dict[Cell, list[int]]] = []  # layers: empty cell -> roots whose term reads it
        self.readers: list[dict[int, list[int]]] = []  # layers: root -> roots whose term reads it (gain_deps)


class Valuer:
    """Values of the positions a scratch game passes through: `value(seat)` is `position_value(state, seat,
    potential, fits)` of the game's current state."""

    def __init__(self, game: Game, potential: bool = True, fits: bool = False) -> None:
        self.game = game
        self.state = game.state
        self.potential = potential
        self.fits = fits
        self.known: Any = for_edition(self.state.edition.name)
        # the judgement's weights in this game (its edition and player count do not change), None at face value
        self.weights = judgement_weights(self.state, fits) if potential else None
        self.gain_deps = getattr(self.known, "gain_deps", None)
        self.frames: list[_Frame] = []
        self.memo: Memo = {"settled": len(self.state.graph)}  # for the edition's whole-position terms
        self.push()

    def push(self) -> None:
        """A new frame at the current position (the search is about to try moves from here)."""
        frame = _Frame(self.game)
        s = self.state
        if frame.trail is not None and not s.ended and s.deck_pos < len(s.setup.deck):
            parent = self.frames[-1] if self.frames else None
            self.frames.append(frame)
            here = s.deck_pos
            s.deck_pos = here + 1  # as the positions tried from here will see the features
            try:
                if parent is not None and parent.deck == s.deck_pos:
                    self._derive_baseline(frame, parent)
                else:
                    self._fill_baseline(frame)
                frame.deck = s.deck_pos
            finally:
                s.deck_pos = here
        else:
            self.frames.append(frame)

    def pop(self) -> None:
        self.frames.pop()

    def value(self, seat: int) -> float:
        return relative(self.values(), seat)

    def values(self) -> list[float]:
        """Per seat: the score if the game ended now, plus (with potential) the expected worth of open
        features and pieces in supply - `ended_now` + `potential` of game.ai.evaluate."""
        s = self.state
        totals = [float(v) for v in s.scores]
        if s.ended:
            return totals
        known = self.known
        scale = scale_at(self.weights, s) if self.weights is not None else None
        w_final, w_extra, _, _, w_supply = scale or (1.0, 1.0, 1.0, 1.0, 1.0)
        for seat, v in enumerate(known.final_rest(s, self.memo)):
            totals[seat] += w_final * v
        if self.potential:
            for seat, v in enumerate(known.extra(s, self.memo)):
                totals[seat] += w_extra * v
            piece_worth = min(3.0, s.tiles_left / (2.0 * s.players)) * getattr(known, "PIECE_WORTH_SCALE", 1.0)
            for seat in range(s.players):
                spare = s.supply[seat].get("follower", 0)
                totals[seat] += w_supply * (piece_worth * min(spare, 3) + 0.3 * piece_worth * max(0, spare - 3))
        frame = self.frames[-1]
        if frame.deck == s.deck_pos:
            sums, _changed, terms, _pieces = self._changed_terms(frame)
        else:
            sums, terms = [0.0] * s.players, {}
            for r, on in self._by_root(s.pieces.values()).items():
                terms[r] = self._entry(r, on)
        for seat, v in enumerate(sums):
            totals[seat] += v
        for entry in terms.values():
            for seat, v in entry[0]:
                totals[seat] += v
        return totals

    def _by_root(self, pieces: Iterable[Piece]) -> dict[int, list[Piece]]:
        find = self.state.graph.find
        by_root: dict[int, list[Piece]] = {}
        for p in pieces:
            if p.node is not None:
                r = find(p.node)
                on = by_root.get(r)
                if on is None:
                    by_root[r] = [p]
                else:
                    on.append(p)
        return by_root

    # --- a frame's baseline ---
    def _fill_baseline(self, frame: _Frame) -> None:
        s = self.state
        frame.sums = [0.0] * s.players
        by_root = self._by_root(s.pieces.values())
        for r, on in by_root.items():
            entry = self._entry(r, on)
            frame.terms[r] = entry
            for seat, v in entry[0]:
                frame.sums[seat] += v
        self._index(frame, by_root, frame.terms, [], [])

    def _derive_baseline(self, frame: _Frame, parent: _Frame) -> None:
        """The parent's baseline with what changed since the parent's position replaced."""
        sums, changed, new, by_root = self._changed_terms(parent)
        frame.sums = sums[:]
        frame.terms = {r: entry for r, entry in parent.terms.items() if r not in changed}
        for r, entry in new.items():
            frame.terms[r] = entry
            for seat, v in entry[0]:
                frame.sums[seat] += v
        pieces = self.state.pieces
        frame.piece_root = {pid: r for pid, r in parent.piece_root.items() if pid in pieces}
        frame.root_pieces = {r: on for r, on in parent.root_pieces.items() if r not in changed}
        self._index(frame, by_root, new, parent.faced_at, parent.readers)

    def _index(
        self,
        frame: _Frame,
        by_root: dict[int, list[Piece]],
        terms: dict[int, Entry],
        faced_layers: list[dict[Cell, list[int]]],
        reader_layers: list[dict[int, list[int]]],
    ) -> None:
        """Which piece stands on which root (for the pieces in `by_root`), and which roots read which cells and
        which other roots (for the `terms`, in a layer of their own over the given ones)."""
        for r, on in by_root.items():
            frame.root_pieces[r] = on
            for p in on:
                frame.piece_root[p.pid] = r
        faced_at: dict[Cell, list[int]] = {}
        readers: dict[int, list[int]] = {}
        for r, (_pairs, deps, faced) in terms.items():
            if faced:
                for cell in faced:
                    faced_at.setdefault(cell, []).append(r)
            for d in deps[1:]:
                readers.setdefault(d, []).append(r)
        frame.faced_at = [*faced_layers, faced_at] if faced_at else list(faced_layers)
        frame.readers = [*reader_layers, readers] if readers else list(reader_layers)

    def _changed_terms(self, frame: _Frame) -> tuple[list[float], set[int], dict[int, Entry], dict[int, list[Piece]]]:
        """(the baseline's sums without the terms of the features changed since `frame`, those features, the
        terms of the features they and the pieces moved since are on now, and those pieces by feature)."""
        s = self.state
        changed: set[int] = set()
        trail = s.graph.trail
        assert trail is not None, "a frame with a baseline is only made on a scratch game, which keeps the trail"
        for entry in trail[frame.trail :]:
            changed.add(entry[0])
            if len(entry) > 2:
                changed.add(entry[1])
        moved: set[int] = set()
        for e in self.game.log[frame.log :]:
            pid = getattr(e, "pid", None)
            if pid is not None:
                moved.add(pid)
                r = frame.piece_root.get(pid)
                if r is not None:
                    changed.add(r)
        if self.fits and frame.faced_at:
            dirty = self._dirty(frame)
            for faced_at in frame.faced_at:
                for cell in dirty:
                    readers = faced_at.get(cell)
                    if readers:
                        changed.update(readers)
        if frame.readers:
            for layer in frame.readers:
                for r in list(changed):
                    readers = layer.get(r)
                    if readers:
                        changed.update(readers)
        sums = frame.sums
        if not changed and not moved:
            return sums, changed, {}, {}
        sums = sums[:]
        terms = frame.terms
        for r in changed:
            old = terms.get(r)
            if old is not None:
                for seat, v in old[0]:
                    sums[seat] -= v
        pieces = s.pieces
        again = {pid for pid in moved if pid in pieces}
        for r in changed:
            for p in frame.root_pieces.get(r, ()):
                if p.pid in pieces:
                    again.add(p.pid)
        by_root = self._by_root(pieces[pid] for pid in sorted(again))
        return sums, changed, {r: self._entry(r, on) for r, on in by_root.items()}, by_root

    # --- one feature's term ---
    def _entry(self, r: int, on: list[Piece]) -> Entry:
        """(term, the features it read, the empty cells it read) of feature `r` with the pieces `on` it."""
        key = (r, self.state.deck_pos, tuple([(p.pid, p.seat, p.kind, p.flag) for p in on]))
        for frame in self.frames:
            entry = frame.cache.get(key)
            if entry is not None and self._still_valid(frame, entry[1], entry[2]):
                return entry
        entry = self._compute(r, on)
        for frame in self.frames:
            if self._still_valid(frame, entry[1], entry[2]):  # the term is the same as at this frame's position
                frame.cache[key] = entry
                break
        return entry

    def _compute(self, r: int, on: list[Piece]) -> Entry:
        s = self.state
        pairs: list[tuple[int, float]] = list(self.known.final_feature(s, r, on))
        deps: tuple[int, ...] = (r,)
        faced: set[Cell] | None = None
        scale = scale_at(self.weights, s) if self.weights is not None else None
        if scale is not None:  # the judgement's weights (the same for every position at this deck position)
            pairs = [(seat, scale[0] * v) for seat, v in pairs]
        if self.potential and s.graph.open[r] != 0:
            counts: dict[int, int] = {}
            kinds = s.edition.follower_kinds
            for p in on:
                if p.kind in kinds:
                    counts[p.seat] = counts.get(p.seat, 0) + 1
            if counts:
                worth, deps, faced = self._worth(r)
                if worth:
                    if scale is not None:
                        worth *= scale[2] if s.shape(s.graph.kind[r]) == "line" else scale[3]
                    best = max(counts.values())
                    pairs += [(seat, worth) for seat, c in counts.items() if c == best]
        return pairs, deps, faced

    def _worth(self, r: int) -> Gain:
        """(completion gain x chance, the features it read, the empty cells it read) of open feature `r`:
        the same for whoever holds it, so kept apart from the pieces."""
        s = self.state
        key = (r, s.deck_pos)
        for frame in self.frames:
            entry = frame.gains.get(key)
            if entry is not None and self._still_valid(frame, entry[1], entry[2]):
                return entry
        g = s.graph
        known = self.known
        gain = known.completion_gain(s, r)
        deps: tuple[int, ...] = (r, *self.gain_deps(s, r)) if self.gain_deps is not None else (r,)
        faced: set[Cell] | None = None
        worth = 0.0
        if gain:
            chance = completion_chance(s, g.open[r], s.shape(g.kind[r]) == "line")
            if self.fits:
                faced = spots.faced_cells(s, r)
                chance *= spot_factor(s, faced)
            worth = gain * chance
        entry = (worth, deps, faced)
        for frame in self.frames:
            if self._still_valid(frame, deps, faced):
                frame.gains[key] = entry
                break
        return entry

    def _still_valid(self, frame: _Frame, deps: tuple[int, ...], faced: set[Cell] | None) -> bool:
        """Whether a term that read `deps` and `faced` is the same now as at `frame`'s position."""
        g = self.state.graph
        parent, size, sizes, nodes = g.parent, g.size, frame.sizes, frame.nodes
        for d in deps:
            if d >= nodes or parent[d] != d or size[d] != sizes[d]:
                return False
        return faced is None or faced.isdisjoint(self._dirty(frame))

    def _dirty(self, frame: _Frame) -> set[Cell]:
        """The cells laid since `frame` and their neighbours: where the unseen tiles that fit may have changed."""
        laid = self.state.board.order[frame.cells :]
        if frame.dirty is not None and frame.dirty[0] == laid:
            return frame.dirty[1]
        out: set[Cell] = set()
        for x, y in laid:
            out.add((x, y))
            for dx, dy in SIDE_DELTA:
                out.add((x + dx, y + dy))
        frame.dirty = (laid, out)
        return out
