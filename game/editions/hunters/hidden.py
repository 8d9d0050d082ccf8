"""What Hunters and Gatherers hides at the table, and what a new line reshuffles: the bonus tiles lie in a
face-down pile (rulebook: "положите их отдельной стопкой на стол лицом вниз"), so the order of the tiles not drawn
yet is hidden; a new line shuffles those afresh, keeping the bonus tiles drawn (or discarded) before.
No hand is hidden.
"""

from __future__ import annotations

import copy
import random
from dataclasses import replace
from typing import Any

from game.core.state import GameState
from game.editions.base import Secrets

from .model import hunters_state


def _split(state: GameState) -> tuple[list[str], list[str]]:
    own = hunters_state(state)
    return list(own.bonus[: own.bonus_pos]), list(own.bonus_left)


class HuntersSecrets(Secrets):
    def hide_piles(self, state: GameState) -> None:
        drawn, rest = _split(state)
        state.ext = replace(hunters_state(state), bonus=(*drawn, *sorted(rest)))
        if "bonus" in state.setup.extra:
            state.setup.extra["bonus"] = drawn + sorted(rest)

    def branch_extra(self, extra: dict[str, Any], state: GameState, rng: random.Random) -> dict[str, Any]:
        out = copy.deepcopy(extra)
        drawn, rest = _split(state)
        rng.shuffle(rest)
        out["bonus"] = drawn + rest  # the pile as the rules dealt it (also when the setup named none)
        return out
