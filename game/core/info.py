"""What a feature on the board is and means: `FeatureInfo`, and the generic parts of it every edition shares
(the cells and parts it covers, its symbols, open ends, the empty cells it faces, who holds it).

Editions fill in what their own scoring says (`worth_now`, `worth_if_completed`, `details`) through the hook
`Edition.feature_info`, from the same small scoring functions their scoring uses; the window reaches all this
through `game.core.insight`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from .geometry import SIDE_DELTA

if TYPE_CHECKING:
    from .state import GameState, Piece


@dataclass(frozen=True)
class FeatureRef:
    """Something on the board the window can outline and describe.

    what = "feature" (key: a node of the feature graph), or one of the things its edition names
    (`Edition.ref_kinds`), with a key the edition gives it (a vertex, a piece id, None...)."""

    what: str
    key: Any = None


@dataclass(frozen=True)
class FeatureInfo:
    """A feature (or another thing of the board) as a player at the table can know it.

    kind               the feature kind (trail, river, field...) or the FeatureRef's `what` for other things
    ref                what this describes
    parts              ((x, y), feature id) of every part on every cell, sorted: outline these
    cells              the cells it covers, sorted
    symbols            printed symbols, totals ({"fish": 3}); {} when none
    open_ends          sides of tiles it leaves open, as a player counts them: each side of one of its cells
                       that faces an empty cell and that it touches (0: closed, or not a shape that can be open)
    faces              the empty cells it faces, sorted
    complete           True/False; None for things that never complete (a meadow, a jungle, a baobab...)
    holders            seat -> {piece kind: count} of the pieces on it (or that claim it)
    worth_now          per seat: what it would give that seat if the game ended now
    worth_if_completed per seat: what completing it now would give, with the pieces on it now (zeros when it
                       is complete already: it has scored); None for things that never complete
    details            the edition's own facts, plain JSON values (docs/insight.md lists them per kind)
    related            other things its card should show (a river's river system, the Amazon's race...)
    """

    kind: str
    ref: FeatureRef
    parts: tuple[tuple[tuple[int, int], str], ...] = ()
    cells: tuple[tuple[int, int], ...] = ()
    symbols: dict[str, int] = field(default_factory=dict, hash=False)
    open_ends: int = 0
    faces: tuple[tuple[int, int], ...] = ()
    complete: bool | None = None
    holders: dict[int, dict[str, int]] = field(default_factory=dict, hash=False)
    worth_now: tuple[int, ...] = ()
    worth_if_completed: tuple[int, ...] | None = None
    details: dict[str, Any] = field(default_factory=dict, hash=False)
    related: tuple[Any, ...] = ()

    def with_(self, **changes: Any) -> FeatureInfo:
        return replace(self, **changes)


def zeros(state: GameState) -> tuple[int, ...]:
    return (0,) * state.players


def per_seat(state: GameState, points: dict[int, int]) -> tuple[int, ...]:
    """{seat: points} as a tuple with one entry per seat."""
    return tuple(int(points.get(s, 0)) for s in range(state.players))


def award(state: GameState, winners: Iterable[int], points: int) -> tuple[int, ...]:
    """Every winner scores `points` (ties all score in full)."""
    return per_seat(state, {s: points for s in winners})


def parts_of(state: GameState, node: int) -> tuple[tuple[tuple[int, int], str], ...]:
    """((x, y), feature id) of every part of the feature of `node`, sorted."""
    g = state.graph
    return tuple(sorted((g.pos[m], state.feature_def(m).id) for m in g.nodes_of(node)))


def open_sides_of(state: GameState, node: int) -> list[tuple[tuple[int, int], int]]:
    """((x, y), side) of each side of the feature of `node`'s cells that faces an empty cell and that the
    feature touches (one or more of its three segments): the open ends a player counts."""
    g = state.graph
    board = state.board
    find = g.find
    root = find(node)
    out = []
    for x, y in g.cells_of(node):
        nodes = board.seg_nodes[(x, y)]
        for s, (dx, dy) in enumerate(SIDE_DELTA):
            if (x + dx, y + dy) in board.cells:
                continue
            j = 3 * s
            if find(nodes[j]) == root or find(nodes[j + 1]) == root or find(nodes[j + 2]) == root:
                out.append(((x, y), s))
    return out


def faces_of(state: GameState, node: int) -> tuple[tuple[int, int], ...]:
    """The empty cells the feature of `node` touches across a side (its open ends lead there), sorted."""
    return tuple(sorted({(x + SIDE_DELTA[s][0], y + SIDE_DELTA[s][1]) for (x, y), s in open_sides_of(state, node)}))


def holders_of(pieces: Iterable[Piece]) -> dict[int, dict[str, int]]:
    """seat -> {piece kind: count}."""
    out: dict[int, dict[str, int]] = {}
    for p in pieces:
        mine = out.setdefault(p.seat, {})
        mine[p.kind] = mine.get(p.kind, 0) + 1
    return {s: out[s] for s in sorted(out)}


def basic_info(state: GameState, node: int, completes: bool = True) -> FeatureInfo:
    """The facts every feature has; worth is zero (editions add theirs).  `completes`: whether this kind can
    ever be complete (False: `complete` is None)."""
    g = state.graph
    root = g.find(node)
    shape = state.shape(g.kind[root])
    has_edges = shape != "inside"
    sides = open_sides_of(state, root) if has_edges and g.open[root] else []
    return FeatureInfo(
        kind=g.kind[root],
        ref=FeatureRef("feature", root),
        parts=parts_of(state, root),
        cells=tuple(sorted(g.cells_of(root))),
        symbols=dict(sorted(g.symbol_totals(root).items())),
        open_ends=len(sides),
        faces=tuple(sorted({(x + SIDE_DELTA[s][0], y + SIDE_DELTA[s][1]) for (x, y), s in sides})),
        complete=(not has_edges or g.open[root] == 0) if completes else None,
        holders=holders_of(state.pieces_on(root)),
        worth_now=zeros(state),
        worth_if_completed=zeros(state) if completes else None,
    )
