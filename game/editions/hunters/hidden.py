"""What Hunters and Gatherers hides at the table, and what a new line reshuffles: the bonus tiles lie in a
face-down pile (rulebook: "положите их отдельной стопкой на стол лицом вниз"), so the order of the tiles not drawn
yet is hidden; a new line shuffles those afresh, keeping the bonus tiles drawn (or discarded) before.
No hand is hidden.
"""

from __future__ import annotations

import copy

from game.editions.base import Secrets


def _split(state) -> tuple[list, list]:
    pile = state.ext["bonus"]
    pos = state.ext["bonus_pos"]
    return list(pile[:pos]), list(pile[pos:])


class HuntersSecrets(Secrets):
    def hide_piles(self, state) -> None:
        drawn, rest = _split(state)
        state.ext["bonus"] = drawn + sorted(rest)
        if "bonus" in state.setup.extra:
            state.setup.extra["bonus"] = list(state.ext["bonus"])

    def branch_extra(self, extra: dict, state, rng) -> dict:
        out = copy.deepcopy(extra)
        drawn, rest = _split(state)
        rng.shuffle(rest)
        out["bonus"] = drawn + rest  # the pile as the rules dealt it (also when the setup named none)
        return out
