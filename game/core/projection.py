"""The projected score: what each seat would have if the game ended now.

It is the score now, plus what this turn's scoring still owes (features the tile just laid completed, by the
edition's own turn scoring: `Edition.pending_points`), plus the edition's own final scoring run on a scratch
copy of the state (`Edition.final_scoring`), so no rule is written twice and the game is never changed.

With a `viewer`, the points another seat would get from what it keeps hidden (Over Hill and Dale's harvest
sets: which crops a player holds) are left out of that seat's figure, and the seat is listed in `hidden`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from . import events as ev
from .state import GameState

if TYPE_CHECKING:
    from .engine import Game


@dataclass(frozen=True)
class Projection:
    """scores: per seat, the score if the game ended now; gains: what the end would add to each seat's score
    now; by_reason: per seat, those added points by scoring reason (the keys of PointsScored.reason, e.g.
    "final_trail", "mouth", "huts", "harvest", plus this turn's pending ones such as "field"); hidden: seats
    whose figure leaves out what the viewer cannot see."""

    scores: tuple[int, ...] = ()
    gains: tuple[int, ...] = ()
    by_reason: tuple[dict[str, int], ...] = field(default=(), hash=False)
    hidden: tuple[int, ...] = ()


def projection(game_or_state: Game | GameState, viewer: int | None = None) -> Projection:
    state = game_or_state if isinstance(game_or_state, GameState) else game_or_state.state
    players = state.players
    now = list(state.scores)
    if state.ended:
        return Projection(tuple(now), (0,) * players, tuple({} for _ in range(players)), ())
    edition = state.edition
    added: list[list[tuple[str, int]]] = [[] for _ in range(players)]
    for seat, points, reason in edition.pending_points(state):
        added[seat].append((reason, points))
    scratch = state.clone()
    for e in edition.final_scoring(scratch):
        if isinstance(e, ev.PointsScored):
            added[e.seat].append((e.reason, e.points))
    hidden = []
    if viewer is not None and edition.hidden_reasons:
        for seat in range(players):
            if seat == viewer:
                continue
            kept = [(r, p) for r, p in added[seat] if r not in edition.hidden_reasons]
            if len(kept) != len(added[seat]):
                hidden.append(seat)
            added[seat] = kept
    by_reason = []
    for seat in range(players):
        mine: dict[str, int] = {}
        for reason, points in added[seat]:
            mine[reason] = mine.get(reason, 0) + points
        by_reason.append(mine)
    gains = tuple(sum(b.values()) for b in by_reason)
    return Projection(tuple(n + g for n, g in zip(now, gains)), gains, tuple(by_reason), tuple(hidden))


def projected_scores(game_or_state: Game | GameState, viewer: int | None = None) -> list[int]:
    """Per seat: the score now plus what final scoring would give now (the game is not changed)."""
    return list(projection(game_or_state, viewer).scores)
