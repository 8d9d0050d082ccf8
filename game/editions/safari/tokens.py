"""Animal tokens: the box, the deal, drawing from the pile and the deterministic reshuffle of the discards.

Nothing random happens during play (docs/architecture.md): the "shuffle" of the discards into a new pile uses the
permutation fixed in the setup (`extra["reshuffle"]`, drawn once from the game's seed), and the resulting
order is recorded in a `TokensReshuffled` event.  A setup without that key (a hand-made scenario) turns the
discards into the new pile in the order they were discarded.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import events as E
from .model import SafariState

ANIMALS = ("monkey", "elephant", "giraffe", "lion", "zebra")
PER_ANIMAL = 10
BOX_TOKENS = len(ANIMALS) * PER_ANIMAL  # 50
HAND_SIZE = 2


def box_tokens() -> list[str]:
    return [a for a in ANIMALS for _ in range(PER_ANIMAL)]


def reshuffled(discards: Sequence[str], permutation: Sequence[int] | None, count: int) -> list[str]:
    """The discards in their new pile order: ranked by the setup's permutation, turned by `count` (the number
    of earlier reshuffles) so that two reshuffles of the same discards need not give the same pile."""
    n = len(discards)
    perm = list(permutation or [])
    rank = {}
    if perm:
        shift = count % len(perm)
        perm = perm[shift:] + perm[:shift]
        for r, i in enumerate(perm):
            if isinstance(i, int) and 0 <= i < n and i not in rank:
                rank[i] = r
    order = sorted(range(n), key=lambda i: rank.get(i, len(perm) + i))
    return [discards[i] for i in order]


class PileView:
    """A scratch copy of the pile and the discards, to work out draws without touching the state."""

    def __init__(self, own: SafariState) -> None:
        self.pile = list(own.pile)
        self.discards = list(own.discards)
        self.reshuffles = own.reshuffles
        self.permutation = own.reshuffle

    def draw(self, seat: int, n: int) -> list[E.AnimalTokensDrawn | E.AnimalTokensReshuffled]:
        """Events drawing up to `n` tokens for `seat` (reshuffling the discards when the pile runs out)."""
        out: list[E.AnimalTokensDrawn | E.AnimalTokensReshuffled] = []
        got: list[str] = []
        for _ in range(n):
            if not self.pile:
                if not self.discards:
                    break
                if got:
                    out.append(E.AnimalTokensDrawn(seat, tuple(got)))
                    got = []
                self.pile = reshuffled(self.discards, self.permutation, self.reshuffles)
                self.discards = []
                self.reshuffles += 1
                out.append(E.AnimalTokensReshuffled(tuple(self.pile)))
            got.append(self.pile.pop(0))
        if got:
            out.append(E.AnimalTokensDrawn(seat, tuple(got)))
        return out
