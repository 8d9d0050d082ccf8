"""What the log says scoring paid: the points each seat received when a feature was scored.

A `FeatureScored` event names the feature (a cell and its feature id) and its winners; the points each
winner actually received follow it as `PointsScored` events of the feature's kind (an edition may add to
the feature's own figure: Safari's animal tokens).  The window's log lines and feature cards say these,
so that what a card says a completed feature is worth equals what the log pays.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from . import events as ev

if TYPE_CHECKING:
    from .state import GameState


def payment_indices(log: Sequence[Any], index: int) -> list[int]:
    """The indices of the PointsScored events that pay the FeatureScored at `log[index]` (feature_payments)."""
    e = log[index]
    out: list[int] = []
    seats: set[int] = set()
    reason = None
    for i in range(index + 1, len(log)):
        later = log[i]
        if not isinstance(later, ev.PointsScored):
            break
        reason = reason or later.reason
        if later.reason != reason or later.seat not in e.winners or later.seat in seats:
            break
        seats.add(later.seat)
        out.append(i)
    return out


def paying_feature(log: Sequence[Any], index: int) -> int | None:
    """The index of the FeatureScored whose payment the PointsScored at `log[index]` is, or None."""
    j = index - 1
    while j >= 0 and isinstance(log[j], ev.PointsScored):
        j -= 1
    if j >= 0 and isinstance(log[j], ev.FeatureScored) and index in payment_indices(log, j):
        return j
    return None


def feature_payments(log: Sequence[Any], index: int) -> dict[int, int]:
    """{seat: points} the FeatureScored at `log[index]` paid: the PointsScored right after it, one to each of
    its winners, all for one reason (what follows for another reason is another thing's: a ranger's bonus,
    the end's token or harvest scoring)."""
    return {log[i].seat: log[i].points for i in payment_indices(log, index)}


def feature_node(state: GameState, e: Any) -> int | None:
    """The graph node of the feature a FeatureScored event names (None when the board has no such part)."""
    base = state.board.base.get((e.x, e.y))
    if base is None:
        return None
    f = state.laid_cell_def((e.x, e.y)).feature(e.feature)
    return None if f is None else base + f.index


def paid_for_feature(state: GameState, log: Sequence[Any], root: int) -> dict[int, int] | None:
    """{seat: points} that completing the feature whose root node is `root` paid during the game (final
    scoring aside); None when it has not been scored."""
    find = state.graph.find
    root = find(root)
    out: dict[int, int] | None = None
    for i, e in enumerate(log):
        if isinstance(e, ev.FeatureScored) and not e.final:
            node = feature_node(state, e)
            if node is not None and find(node) == root:
                out = out if out is not None else {}
                for seat, pts in feature_payments(log, i).items():
                    out[seat] = out.get(seat, 0) + pts
    return out
