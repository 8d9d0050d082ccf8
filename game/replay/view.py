"""What a replay shows at a moment, as one seat saw it at the table, and what changed between two moments.

Hidden information: the order of the draw pile beyond the tile in hand (and the setup's seed, from which a new
game's piles follow), and of the edition's other face-down piles (`Edition.secrets.hide_piles`, and in the log
`hide_in_event`), is never shown, not even after the game.  Other players' face-down tokens (`hide_hands`,
`hide_in_event`) are hidden from `viewer` unless the game is over; `viewer=None` is an onlooker who sees no
one's.  A concealed state is for showing: never play on it (its piles are not the real ones).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.core import events as ev
from game.core.engine import Decision
from game.core.state import CORE_APPLY, GameState, Piece, apply

if TYPE_CHECKING:
    from .timeline import Moment, Replay


@dataclass(frozen=True)
class MomentView:
    moment: Moment
    viewer: int | None
    hands_shown: bool  # True once the game is over: every face-down token is shown
    state: GameState  # an independent, concealed copy: board, pieces, ext (draw it; never play on it)
    scores: tuple[int, ...]
    breakdown: tuple[dict[str, Any], ...]  # per seat: points by reason ("path", "field", "final_field", ...)
    supply: tuple[dict[str, Any], ...]  # per seat: pieces left in supply by kind
    edition_view: dict[str, Any]  # Edition.state_view of the concealed state (boats, hands, harvest counts, ...)
    tiles_left: int
    unseen_tiles: tuple[str, ...]  # the tiles not drawn yet, sorted: what anybody may know of the draw pile

    @property
    def decision(self) -> Decision | None:
        return self.moment.decision


@dataclass(frozen=True)
class PieceAt:
    pid: int
    seat: int
    kind: str
    pos: tuple[Any, ...]
    feature: str


@dataclass(frozen=True)
class Change:
    """What happened between moments `start` and `end` (start <= end): the events of log[start:end]."""

    start: int
    end: int
    events: tuple[Any, ...]  # every event, in order, as the viewer saw it
    tiles_laid: tuple[Any, ...]  # TilePlaced events (seat, tile, x, y, rot): drawn tiles, doubles, bonus tiles
    tiles_discarded: tuple[str, ...]  # drawn tiles that fit nowhere
    pieces_placed: tuple[PieceAt, ...]  # pieces that came on the board (where they were put)
    pieces_returned: tuple[PieceAt, ...]  # pieces that left the board (where they stood)
    pieces_moved: tuple[tuple[PieceAt, PieceAt], ...]  # (before, after) of pieces on the board at both ends
    points: dict[int, dict[str, int]]  # seat -> {reason: points}
    scores_before: tuple[int, ...]
    scores_after: tuple[int, ...]
    features_scored: tuple[Any, ...]  # FeatureScored events (kind, where, tiles, winners, points, final)
    edition_events: tuple[Any, ...]  # the events that are not the core's (boats moved, tokens drawn, ...), as seen
    edition_changes: dict[str, Any] = field(
        default_factory=dict
    )  # state_view key -> (before, after), where they differ


def conceal(state: GameState, viewer: int | None, show_hands: bool) -> GameState:
    """Hide, in `state` itself (a copy the caller owns), what `viewer` could not see; returns it."""
    setup = copy.copy(state.setup)
    drawn = state.deck_pos
    setup.deck = list(setup.deck[:drawn]) + sorted(setup.deck[drawn:])
    setup.seed = None  # a new game's piles follow from its seed
    setup.extra = copy.deepcopy(setup.extra)
    state.setup = setup
    secrets = state.edition.secrets
    secrets.hide_piles(state)
    if not show_hands:
        secrets.hide_hands(state, viewer)
    return state


def seen_event(replay: Replay, e: Any, viewer: int | None) -> Any:
    """`e` as `viewer` saw it (face-down piles' order hidden always, others' tokens until the game is over)."""
    return replay.edition.secrets.hide_in_event(e, viewer, replay.over)


def events_seen(replay: Replay, index: int, viewer: int | None = None) -> list[Any]:
    """The log up to moment `index` as `viewer` saw it: the events a log panel renders."""
    return [seen_event(replay, e, viewer) for e in replay.events_until(index)]


def moment_view(replay: Replay, index: int, viewer: int | None = None) -> MomentView:
    moment = replay.moment(index)
    show = replay.over
    state = conceal(replay.state_at(index), viewer, show)
    return MomentView(
        moment=moment,
        viewer=viewer,
        hands_shown=show,
        state=state,
        scores=tuple(state.scores),
        breakdown=tuple(dict(b) for b in state.breakdown),
        supply=tuple(dict(s) for s in state.supply),
        edition_view=state.edition.state_view(state),
        tiles_left=state.tiles_left,
        unseen_tiles=tuple(state.setup.deck[state.deck_pos :]),  # sorted by `conceal`
    )


def _piece(p: Piece) -> PieceAt:
    return PieceAt(p.pid, p.seat, p.kind, tuple(p.pos), p.feature)


def changes(replay: Replay, start: int, end: int, viewer: int | None = None) -> Change:
    """What changed from moment `start` to moment `end` (start <= end), generic over every edition: the core's
    events by kind, pieces by comparing the board before and after each event, the edition's own events and the
    keys of its state_view that differ."""
    if start > end:
        raise ValueError(f"a change goes forward: moment {start} is after moment {end}")
    state = replay.state_at(start)
    show = replay.over
    before_view = _view_of(state, viewer, show)
    before_pieces = {pid: _piece(p) for pid, p in state.pieces.items()}
    scores_before = tuple(state.scores)
    seen: list[Any] = []
    laid, discarded, placed, returned, scored, edition_events = [], [], [], [], [], []
    points: dict[int, dict[str, int]] = {}
    for e in replay.log[start:end]:
        pieces = {pid: _piece(p) for pid, p in state.pieces.items()}
        apply(state, e)
        shown = seen_event(replay, e, viewer)
        seen.append(shown)
        for pid in state.pieces.keys() - pieces.keys():
            placed.append(_piece(state.pieces[pid]))
        for pid in pieces.keys() - state.pieces.keys():
            returned.append(pieces[pid])
        t = type(e)
        if t is ev.TilePlaced:
            laid.append(e)
        elif t is ev.TileDiscarded:
            discarded.append(e.tile)
        elif t is ev.PointsScored:
            by_reason = points.setdefault(e.seat, {})
            by_reason[e.reason] = by_reason.get(e.reason, 0) + e.points
        elif t is ev.FeatureScored:
            scored.append(e)
        elif t not in _CORE_EVENTS:
            edition_events.append(shown)
    moved = tuple(
        (before_pieces[pid], _piece(p))
        for pid, p in sorted(state.pieces.items())
        if pid in before_pieces and before_pieces[pid] != _piece(p)
    )
    after_view = _view_of(state, viewer, show)
    edition_changes = {
        k: (before_view.get(k), after_view.get(k))
        for k in sorted(before_view.keys() | after_view.keys())
        if before_view.get(k) != after_view.get(k)
    }
    return Change(
        start=start,
        end=end,
        events=tuple(seen),
        tiles_laid=tuple(laid),
        tiles_discarded=tuple(discarded),
        pieces_placed=tuple(placed),
        pieces_returned=tuple(returned),
        pieces_moved=moved,
        points=points,
        scores_before=scores_before,
        scores_after=tuple(state.scores),
        features_scored=tuple(scored),
        edition_events=tuple(edition_events),
        edition_changes=edition_changes,
    )


_CORE_EVENTS = frozenset(CORE_APPLY)  # the events the core folds itself; the rest are an edition's


def _view_of(state: GameState, viewer: int | None, show: bool) -> dict[str, Any]:
    """The edition's state_view of a concealed copy of `state` (state itself is left as it is)."""
    c = conceal(state.clone(), viewer, show)
    view: dict[str, Any] = c.edition.state_view(c)
    return view
