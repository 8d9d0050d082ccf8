"""Amazonas: a completed village pays 2 per tile instead of 1; a completed tributary pays the same as an
unfinished one but sends the explorer home.  A boat ahead on the river earns at every Amazon tile still to
come, a little.

Tuned by deck-paired self-play against `easy` (100–200 games a setting; see the README's "AI strength"):
- the river mouth counts in "score if the game ended now" at the boats' current spaces, which early in the
  game makes a one-space lead look like a 3-point swing and buys too many turns without a piece; here it
  fades in over the last 40 tiles;
- a generous value for the boat lead or for a camp's jungle still growing lost games, so the lead is worth
  a little per Amazon tile to come and a camp only what its jungle holds now.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.editions.amazonas import river
from game.editions.amazonas.model import amazonas_state

if TYPE_CHECKING:
    from game.core.state import GameState, Piece

    from ..incremental import Memo


PER_SPACE_PER_TILE = 0.12
PIECE_WORTH_SCALE = 0.4  # explorers come back often and a turn without a piece moves the boat
MOUTH_FADE_TILES = 40.0


def completion_gain(state: GameState, root: int) -> float:
    g = state.graph
    if g.kind[root] == "village":
        return g.tile_count(root) + 1.0
    return 1.0


def extra(state: GameState, memo: Memo | None = None) -> list[float]:
    """`memo` (the caller's, for the positions of one search: one setup, one deck) keeps what depends only
    on them."""
    out = [0.0] * state.players
    own = amazonas_state(state)
    boats = own.boats
    if not boats:
        return out
    key = ("to_come", state.deck_pos)
    to_come = memo.get(key) if memo is not None else None
    if to_come is None:
        amazon = own.amazon_tiles
        to_come = sum(1 for t in state.setup.deck[state.deck_pos :] if t in amazon)
        if memo is not None:
            memo[key] = to_come
    mean = sum(boats) / len(boats)
    for seat, space in enumerate(boats):
        out[seat] += max(-3.0, min(3.0, space - mean)) * PER_SPACE_PER_TILE * to_come
    # the mouth pays at the end only: until then, its current ranking counts for little
    mouth = river.mouth_points(boats, state.players, _mouth_values(state, memo))
    unsure = min(1.0, state.tiles_left / MOUTH_FADE_TILES)
    mouth_mean = sum(mouth) / len(mouth)
    for seat in range(state.players):
        out[seat] -= unsure * (mouth[seat] - mouth_mean)
    return out


# --- the edition's final scoring, feature by feature (game.ai.incremental; tests check the sum against
# Amazonas.final_scoring) ---
FINAL_KINDS = ("tributary", "village")


def final_feature(state: GameState, root: int, on: list[Piece]) -> list[tuple[int, int]]:
    """(seat, points) at the end: an unfinished tributary or village (1 per tile and fruit) to the most
    explorers, a jungle's animals to the most camps."""
    from .hill_dale import majority

    g = state.graph
    out: list[tuple[int, int]] = []
    if g.open[root] != 0 and g.kind[root] in FINAL_KINDS:
        points = len(g.cells[root]) + g.symbols[root].get("fruit", 0)
        out += [(w, points) for w in majority(on, state.edition.follower_kinds)]
    animals = g.symbols[root].get("animal", 0)
    if animals:
        out += [(w, animals) for w in majority(on, ("camp",))]
    return out


def final_rest(state: GameState, memo: Memo | None = None) -> list[float]:
    """The river mouth."""
    return [
        float(p) for p in river.mouth_points(amazonas_state(state).boats, state.players, _mouth_values(state, memo))
    ]


def _mouth_values(state: GameState, memo: Memo | None) -> tuple[int, ...]:
    values: tuple[int, ...] | None = memo.get("mouth") if memo is not None else None
    if values is None:
        values = river.mouth_values(state.setup.tileset_extra, state.players)
        if memo is not None:
            memo["mouth"] = values
    return values


# the characters (game.ai.characters) in this box: followers never stand in the jungle, so the farmer's wide
# lands are the villages, and the builder's the rivers it can finish
CHARACTER_WEIGHTS = {"farmer": {"other": 1.5, "line": -0.3}, "builder": {"other": -0.5}}
