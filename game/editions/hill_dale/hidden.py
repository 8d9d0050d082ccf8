"""What Over Hill and Dale hides at the table: the harvest tokens a player has won lie face down in front of
them (rulebook: "кладите их перед собой лицевой стороной вниз"), so the others see how many, not which.

Everything else is open: the harvest supply is sorted face up by crop, a shared harvest is laid out before the
tied players and taken one token at a time in view of all (so HarvestTaken stays as it is), and the setup holds
no random pile besides the draw pile (a new line reshuffles nothing more).
"""

from __future__ import annotations

import dataclasses

from game.core.state import GameState
from game.editions.base import HIDDEN, Secrets

from .events import HarvestGained
from .model import hill_dale_state


class HillDaleSecrets(Secrets):
    hands_hidden = True

    def hide_hands(self, state: GameState, viewer: int | None) -> None:
        own = hill_dale_state(state)
        tokens = list(own.tokens)
        for seat, mine in enumerate(tokens):
            if seat != viewer:
                count = sum(mine.values())
                tokens[seat] = {HIDDEN: count} if count else {}
        state.ext = dataclasses.replace(own, tokens=tuple(tokens))

    def hide_in_event(self, e: object, viewer: int | None, over: bool) -> object:
        if not over and isinstance(e, HarvestGained) and e.seat != viewer:
            return dataclasses.replace(e, tokens=(HIDDEN,) * len(e.tokens))
        return e
