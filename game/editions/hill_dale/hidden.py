"""What Over Hill and Dale hides at the table: the harvest tokens a player has won lie face down in front of
them (rulebook: "кладите их перед собой лицевой стороной вниз"), so the others see how many, not which.

Everything else is open: the harvest supply is sorted face up by crop, a shared harvest is laid out before the
tied players and taken one token at a time in view of all (so HarvestTaken stays as it is), and the setup holds
no random pile besides the draw pile (a new line reshuffles nothing more).
"""

from __future__ import annotations

import dataclasses

from game.editions.base import HIDDEN, Secrets

from .events import HarvestGained


class HillDaleSecrets(Secrets):
    hands_hidden = True

    def hide_hands(self, state, viewer: int | None) -> None:
        tokens = state.ext["tokens"]
        for seat, mine in enumerate(tokens):
            if seat != viewer:
                count = sum(mine.values())
                tokens[seat] = {HIDDEN: count} if count else {}

    def hide_in_event(self, e, viewer: int | None, over: bool):
        if not over and isinstance(e, HarvestGained) and e.seat != viewer:
            return dataclasses.replace(e, tokens=(HIDDEN,) * len(e.tokens))
        return e
