"""What a seat may know: never the order of the draw pile, never another player's hidden tokens.

The AI thinks on a determinized copy of the game: the unseen tiles (a public multiset: the box minus what has
been drawn) in an order of its own choosing, drawn from its own random generator.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.core.engine import Game


def unseen_tiles(game: Game) -> list[str]:
    """The tiles not drawn yet, as a sorted multiset: the same answer whatever the pile's real order."""
    s = game.state
    return sorted(s.setup.deck[s.deck_pos :])


def determinized(game: Game, rng: random.Random, seat: int) -> Game:
    """A copy of the game as `seat` may imagine it: the pile beyond this point in a random order (the drawn
    part kept), and whatever the edition hides from `seat` (other players' face-down tokens) dealt anew."""
    from .heuristics import for_edition

    s = game.state
    rest = unseen_tiles(game)
    rng.shuffle(rest)
    copy = game.clone(deck=list(s.setup.deck[: s.deck_pos]) + rest)
    known = for_edition(s.setup.edition)
    if hasattr(known, "hide"):  # only editions with secrets hide anything
        known.hide(copy.state, seat, rng)
    return copy
