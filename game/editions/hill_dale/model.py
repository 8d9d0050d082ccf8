"""Over Hill and Dale's own part of a game state: the harvest supply, each seat's harvest tokens, the shared
harvests being drafted and the fields waiting while the player chooses the order of harvests (ruling 28)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from game.core.state import EditionState, GameState

# a completed field waiting for its tokens: (x, y) of a cell of the tile just placed, its feature id there and
# the seats that scored it (harvest_order.py)
WaitingField = tuple[int, int, str, tuple[int, ...]]


@dataclass(frozen=True, slots=True)
class Draft:
    """A harvest shared by tied winners, taken one token at a time in `order` (ruling 27)."""

    order: tuple[int, ...]  # the tied seats, the first to take first
    pool: tuple[str, ...]  # the tokens left to take
    taken: int = 0  # how many were taken so far: `order[taken % len(order)]` takes next


@dataclass(frozen=True, slots=True)
class HillDaleState(EditionState):
    supply: Mapping[str, int]  # tokens left in the supply, per crop (replaced, never changed)
    tokens: tuple[Mapping[str, int], ...]  # per seat, the harvest tokens won, per crop
    drafts: tuple[Draft, ...] = ()  # queued shared harvests, the first being drafted
    waiting: tuple[WaitingField, ...] = ()  # the fields whose order of harvests is still to choose
    chosen: tuple[WaitingField, ...] = ()  # the fields chosen so far, in order


def hill_dale_state(state: GameState) -> HillDaleState:
    """The Hill and Dale part of `state` (a game of another edition is a mistake of the caller)."""
    own = state.ext
    assert isinstance(own, HillDaleState), f"not an Over Hill and Dale game: {type(own).__name__}"
    return own


def with_crops(tokens: Mapping[str, int], crops: tuple[str, ...] | list[str], step: int) -> dict[str, int]:
    """`tokens` with each of `crops` counted `step` (1: gained, -1: taken out) more."""
    out = dict(tokens)
    for crop in crops:
        out[crop] = out.get(crop, 0) + step
    return out
