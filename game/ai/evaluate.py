"""How good a position is for a seat.

`ended_now(state)`: every seat's score if the game ended now (the edition's own final scoring, run on the
position without changing it).  `position_value(state, seat)`: that, plus what open features are likely to
bring when completed, plus the worth of pieces still in supply; relative to the opponents.  With `fits`
(hard's judgement) each of those parts (`parts`) is weighted as the edition's heuristics say
(`JUDGEMENT_WEIGHTS`, `game.ai.weights`; every part at face value unless an edition sets them).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

from game.core import events as ev

from . import fits as spots
from .heuristics import for_edition
from .weights import FACE_VALUE, Weights

if TYPE_CHECKING:
    from game.core.state import GameState


Scale = tuple[float, float, float, float, float]  # (final, extra, line, area, supply) at one position


def judgement_weights(state: GameState, fits: bool) -> Weights | None:
    """The weights the judgement applies in this game (its edition and player count), None at face value."""
    w: Weights = getattr(for_edition(state.edition.name), "JUDGEMENT_WEIGHTS", FACE_VALUE) if fits else FACE_VALUE
    if w == FACE_VALUE or state.players not in w.players:
        return None
    return w


def scale_at(w: Weights, state: GameState) -> Scale:
    """The weights `w` at `state`'s point of the game (linear from the first tile to the last)."""
    f = state.tiles_left / max(1, len(state.setup.deck))

    def at(pair: tuple[float, float]) -> float:
        return pair[1] + (pair[0] - pair[1]) * f

    return at(w.final), at(w.extra), at(w.line), at(w.area), at(w.supply)


def weights_at(state: GameState, fits: bool) -> Scale | None:
    """The judgement's weights at `state` (None: every part at face value)."""
    w = judgement_weights(state, fits)
    return None if w is None else scale_at(w, state)


def ended_now(state: GameState) -> list[float]:
    scores: list[float] = list(state.scores)
    if not state.ended:
        for e in state.edition.final_scoring(state):
            if isinstance(e, ev.PointsScored):
                scores[e.seat] += e.points
    return scores


def completion_chance(state: GameState, open_count: int, line: bool) -> float:
    """A rough chance that a feature with `open_count` open segments gets completed in the tiles left."""
    left = state.tiles_left
    if open_count == 0:
        return 1.0
    ends = open_count if line else max(1, (open_count + 2) // 3)
    per_end = min(0.8, left / (left + 12.0))
    return float(per_end**ends)


# how much one open spot that F unseen tiles fit leaves of a feature's chance: 0 when none fits.  Fitted on
# 50,000 open features of normal self-play in all four editions; `python -m game.tools.calibrate` prints the
# Brier score of "completed by the end" per edition with and without it
SPOT_TAU = 3.0
SPOT_FACTOR = tuple(1.0 - math.exp(-f / SPOT_TAU) for f in range(40))


def spot_factor(state: GameState, spots_of_root: Iterable[tuple[int, int]]) -> float:
    h = 1.0
    for pos in spots_of_root:
        f = spots.spot_supply(state, pos)
        h *= SPOT_FACTOR[f] if f < 40 else 1.0
    return h


def _open_worths(state: GameState, fits: bool) -> Iterator[tuple[list[int], float, bool]]:
    """(the seats leading it, completion gain x chance, is it a line) of every open feature holding pieces."""
    edition = state.edition
    g = state.graph
    known = for_edition(edition.name)
    seen = set()
    for p in state.pieces.values():
        if p.node is None:
            continue
        r = g.find(p.node)
        if r in seen or g.open[r] == 0:
            continue
        seen.add(r)
        winners = edition.majority(state, r)
        if not winners:
            continue
        gain = known.completion_gain(state, r)
        if gain:
            line = state.shape(g.kind[r]) == "line"
            chance = completion_chance(state, g.open[r], line)
            if fits:
                chance *= spot_factor(state, spots.faced_cells(state, r))
            yield winners, gain * chance, line


def _supply_worth(state: GameState, seat: int) -> float:
    """What a seat's followers still in supply may bring: up to three count fully, the rest a little."""
    known = for_edition(state.edition.name)
    piece_worth = min(3.0, state.tiles_left / (2.0 * state.players)) * getattr(known, "PIECE_WORTH_SCALE", 1.0)
    spare = state.supply[seat].get("follower", 0)
    return piece_worth * min(spare, 3) + 0.3 * piece_worth * max(0, spare - 3)


def potential(state: GameState, fits: bool = False) -> list[float]:
    """Per seat: expected extra points from completing the open features it leads, and supply worth.
    With `fits`, a feature's chance also counts the unseen tiles that fit each empty cell it faces (and the
    judgement's weights apply)."""
    scale = weights_at(state, fits) or (1.0, 1.0, 1.0, 1.0, 1.0)
    out = [scale[1] * v for v in for_edition(state.edition.name).extra(state)]
    for winners, worth, line in _open_worths(state, fits):
        for w in winners:
            out[w] += worth * scale[2 if line else 3]
    for seat in range(state.players):
        out[seat] += scale[4] * _supply_worth(state, seat)
    return out


# the parts of a position's value, per seat, at face value (what the judgement's weights multiply)
PART_NAMES = ("final", "extra", "line", "area", "supply")


def parts(state: GameState, fits: bool = True) -> list[tuple[float, float, float, float, float]]:
    """Per seat, at face value: (the end-of-game worth of what is on the board over the score, the edition's
    other expected points, completion worth of its open lines, of its open areas, followers in supply)."""
    ended = ended_now(state)
    extra = for_edition(state.edition.name).extra(state)
    lines, areas = [0.0] * state.players, [0.0] * state.players
    for winners, worth, line in _open_worths(state, fits):
        for w in winners:
            (lines if line else areas)[w] += worth
    return [
        (ended[seat] - state.scores[seat], extra[seat], lines[seat], areas[seat], _supply_worth(state, seat))
        for seat in range(state.players)
    ]


def relative(values: list[float], seat: int) -> float:
    """My value against the others: the leader among them counts most."""
    others = [v for i, v in enumerate(values) if i != seat]
    if not others:
        return values[seat]
    return values[seat] - 0.6 * max(others) - 0.4 * (sum(others) / len(others))


def position_value(state: GameState, seat: int, with_potential: bool = True, fits: bool = False) -> float:
    values = ended_now(state)
    scale = weights_at(state, fits) if with_potential and not state.ended else None
    if scale is not None:
        values = [score + scale[0] * (v - score) for score, v in zip(state.scores, values)]
    if with_potential and not state.ended:
        pot = potential(state, fits)
        values = [v + p for v, p in zip(values, pot)]
    return relative(values, seat)
