"""Computer seats at three levels (`make_seat`).  Every seat chooses among `game.options()` only.

easy   -- greedy over the whole turn on "score if the game ended now", with a little noise;
normal -- greedy over the whole turn (tile and piece together) on that score plus the expected worth of open
          features and of pieces in supply;
hard   -- the same greedy judgement with a finer estimate of which open features can still be completed (how
          many unseen tiles fit each empty cell a feature faces: `game.ai.fits`), then its best few turns
          tried against sampled futures (determinized look-ahead, `game.ai.search`) within a time budget,
          or - in the deterministic mode - on a fixed number of futures.

The greedy levels live in `game.ai.greedy`, the hard seat in `game.ai.search`; this module names them.
"""

from __future__ import annotations

from .characters import CHARACTERS
from .greedy import EasySeat, NormalSeat, ReplySeat, Seat
from .search import Cancelled, HardSeat, look_ahead

LEVELS: dict[str, type[Seat]] = {"easy": EasySeat, "normal": NormalSeat, "hard": HardSeat}

__all__ = ["LEVELS", "Cancelled", "EasySeat", "HardSeat", "NormalSeat", "ReplySeat", "Seat", "look_ahead", "make_seat"]


def make_seat(
    level: str, seed: int = 0, workers: int | None = None, futures: int | None = None, character: str | None = None
) -> Seat:
    """A seat of `level`.  `workers` caps the hard seat's processes (1 when games already run in parallel);
    `futures` puts it in its deterministic mode (that many shared futures at most, no clock).  Easy and
    normal are deterministic for a seed already.  `character` (game.ai.characters: builder, farmer,
    cuckoo; default plain) lays its taste over the level's valuation."""
    if level not in LEVELS:
        raise ValueError(f"unknown AI level {level!r} (levels: {', '.join(LEVELS)})")
    if character is not None and character not in CHARACTERS:
        raise ValueError(f"unknown character {character!r} (characters: {', '.join(CHARACTERS)})")
    if level == "hard":
        return HardSeat(seed, workers=workers, futures=futures, character=character)
    return LEVELS[level](seed, character)
