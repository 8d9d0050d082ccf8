"""What Safari hides at the table, and what a new line reshuffles.

Animal tokens in hand lie face up (rulebook: "в открытую перед собой"), so no hand is hidden; the face-down
token pile's order is (`SafariState.pile`, and in the setup `extra["tokens"]` and the `extra["reshuffle"]`
permutation that orders a reshuffle of the discards; the log's AnimalTokensReshuffled shows the new pile sorted).

A new line shuffles afresh the part of the pile nobody has drawn yet and draws a new reshuffle permutation, as
long as the discards have not been reshuffled yet.  After a reshuffle the pile's order came from a recorded
event (AnimalTokensReshuffled) that the new line must replay unchanged, so pile and permutation stay as they are.
"""

from __future__ import annotations

import copy
import dataclasses
import random
from typing import Any

from game.core.state import GameState
from game.editions.base import Secrets

from .model import safari_state


class SafariSecrets(Secrets):
    def hide_in_event(self, e: object, viewer: int | None, over: bool) -> object:
        from .events import AnimalTokensReshuffled

        if isinstance(e, AnimalTokensReshuffled):  # the discards became a face-down pile: its order is unseen
            return dataclasses.replace(e, pile=tuple(sorted(e.pile)))
        return e

    def hide_piles(self, state: GameState) -> None:
        own = safari_state(state)
        state.ext = dataclasses.replace(own, pile=tuple(sorted(own.pile)), reshuffle=None)
        extra = state.setup.extra
        if isinstance(extra.get("tokens"), list):
            extra["tokens"] = sorted(extra["tokens"])
        extra.pop("reshuffle", None)

    def branch_extra(self, extra: dict[str, Any], state: GameState, rng: random.Random) -> dict[str, Any]:
        out = copy.deepcopy(extra)
        tokens = extra.get("tokens")
        own = safari_state(state)
        pile = list(own.pile)
        if own.reshuffles or not isinstance(tokens, list):
            return out  # the pile's order is already fixed by a recorded reshuffle (or the setup has none)
        drawn = len(tokens) - len(pile)
        if drawn < 0 or tokens[drawn:] != pile:
            return out  # not a pile this setup dealt: keep it rather than guess
        rest = list(pile)
        rng.shuffle(rest)
        out["tokens"] = list(tokens[:drawn]) + rest
        permutation = extra.get("reshuffle")
        if isinstance(permutation, list) and permutation:
            fresh = list(range(len(permutation)))
            rng.shuffle(fresh)
            out["reshuffle"] = fresh
        return out
