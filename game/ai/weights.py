"""The weights of hard's judgement (`game.ai.evaluate.weights_at`), in a module of their own so that an
edition's heuristics can set them without importing the evaluation."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Weights:
    """How much hard's fit-aware judgement makes of each part of a position's value, as (at the first tile,
    at the last tile), linear between by the share of tiles left.  An edition's heuristics may set
    `JUDGEMENT_WEIGHTS`; the default takes every part at face value.  Only the fit-aware judgement (hard's)
    reads them: easy and normal value positions as before."""

    final: tuple[float, float] = (1.0, 1.0)  # open features' and the rest's end-of-game worth (over the score)
    extra: tuple[float, float] = (1.0, 1.0)  # the edition's other expected points (`extra`)
    line: tuple[float, float] = (1.0, 1.0)  # what completing an open line (road, river, path) may add
    area: tuple[float, float] = (1.0, 1.0)  # what completing an open area (field, bush, ...) may add
    supply: tuple[float, float] = (1.0, 1.0)  # followers still in supply
    players: tuple[int, ...] = (2, 3, 4, 5)  # the player counts they apply to (fitted on games of these)


FACE_VALUE = Weights()
