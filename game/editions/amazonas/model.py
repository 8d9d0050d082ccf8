"""Amazonas' own part of a game state: the boats, the river and the set-aside doubles."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from game.core.state import EditionState, GameState

Cell = tuple[int, int]


@dataclass(frozen=True, slots=True)
class LaidTile:
    """A tile laid this turn (the drawn tile, then perhaps a double): what its scoring needs."""

    tile: str
    cells: tuple[Cell, ...]
    completed: tuple[int, ...]  # one node of each feature it completed


@dataclass(frozen=True, slots=True)
class AmazonasState(EditionState):
    amazon_tiles: frozenset[str]  # the tiles with the Amazon on them (fixed for the game)
    spaces_of: Mapping[str, int]  # river spaces each Amazon tile adds (fixed for the game; never changed)
    doubles: tuple[str, ...]  # the set-aside doubles not placed yet
    boats: tuple[int, ...]  # each seat's boat: its river space (1 = the source)
    river_spaces: int  # the river's length in spaces so far
    river_end: Cell | None  # the river's east end: the cell an Amazon tile continues
    laid: tuple[LaidTile, ...] = ()  # this turn's tiles


def amazonas_state(state: GameState) -> AmazonasState:
    """The Amazonas part of `state` (a game of another edition is a mistake of the caller)."""
    own = state.ext
    assert isinstance(own, AmazonasState), f"not an Amazonas game: {type(own).__name__}"
    return own
