"""Harvest tokens: the five crops, the scarecrow joker, and the final value of a player's tokens."""

from __future__ import annotations

from collections.abc import Mapping

CROPS = ("apple", "strawberry", "pumpkin", "sunflower", "grain")
SCARECROW = "scarecrow"
TOKEN_KINDS = CROPS + (SCARECROW,)
BOX_SUPPLY = {**{c: 5 for c in CROPS}, SCARECROW: 8}
SET_BONUS = 5


def full_sets(tokens: Mapping[str, int]) -> int:
    """How many sets of 5 different crops the tokens make, scarecrows standing in for missing crops."""
    counts = [tokens.get(c, 0) for c in CROPS]
    jokers = tokens.get(SCARECROW, 0)
    total = sum(counts) + jokers
    best = 0
    for k in range(total // len(CROPS) + 1):
        if sum(max(0, k - c) for c in counts) <= jokers:
            best = k
    return best


def harvest_points(tokens: Mapping[str, int]) -> tuple[int, int]:
    """(1 per token, 5 per set): the rulebook's 12 tokens with two sets give (12, 10)."""
    return sum(tokens.get(k, 0) for k in TOKEN_KINDS), SET_BONUS * full_sets(tokens)
