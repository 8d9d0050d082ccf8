"""Hunters and Gatherers' own part of a game state: the bonus pile and this turn's bonus tile."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.state import EditionState, GameState


@dataclass(frozen=True, slots=True)
class HuntersState(EditionState):
    bonus: tuple[str, ...]  # the bonus pile, top first (drawn and discarded ones included)
    bonus_pos: int = 0  # how many of the pile were drawn or discarded
    bonus_turn: bool = False  # the tile in hand (or just laid) is this turn's bonus tile
    bonus_discarded: tuple[str, ...] = ()  # bonus tiles that fit nowhere when drawn
    back_this_turn: int = 0  # the current player's tribe members returned by this turn's scorings

    @property
    def bonus_left(self) -> tuple[str, ...]:
        """The bonus tiles not drawn yet, top first."""
        return self.bonus[self.bonus_pos :]


def hunters_state(state: GameState) -> HuntersState:
    """The Hunters' part of `state` (a game of another edition is a mistake of the caller)."""
    own = state.ext
    assert isinstance(own, HuntersState), f"not a Hunters and Gatherers game: {type(own).__name__}"
    return own
