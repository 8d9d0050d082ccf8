"""What a Safari setup deals besides tiles: the animal tokens (hands and pile) and the permutation a reshuffle
of the discards follows; game.core.setup_meaning asks for it before a save is replayed."""

from __future__ import annotations

from collections import Counter

from game.core.setup_meaning import is_permutation
from game.core.state import Setup

from .tokens import ANIMALS, BOX_TOKENS, PER_ANIMAL


def setup_refusal(setup: Setup) -> str | None:
    extra = setup.extra if isinstance(setup.extra, dict) else {}
    hands = extra.get("hands") or []
    tokens = extra.get("tokens") or []
    dealt: Counter[str] = Counter(tokens)
    for hand in hands if isinstance(hands, list) else []:
        dealt.update(hand if isinstance(hand, list) else [])
    for animal in ANIMALS:
        if dealt[animal] > PER_ANIMAL:
            return f"setup.extra: {dealt[animal]} {animal} tokens in the hands and the pile; the box holds {PER_ANIMAL}"
    permutation = extra.get("reshuffle")
    if permutation is not None and not is_permutation(permutation, BOX_TOKENS):
        return f"setup.extra.reshuffle: not a permutation of the {BOX_TOKENS} tokens (each of 0..{BOX_TOKENS - 1} once)"
    return None
