"""What every edition's `Setup.extra` may carry besides its own piles (`GameExtra`: the game's id and its
origin), the base of each edition's own model of it (its registration's `extra_model`).

It sits in the base layer with the value types it uses, so an edition's package can extend it without
importing the files layer above it (tests/test_import_layers.py)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from .values import Seed, Strict

GameId = Annotated[str, Field(pattern=r"^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$")]
Count = Annotated[int, Field(ge=0, le=100_000)]


class Origin(Strict):
    """Where a game began when it began from another (game.game_id): a new line from a replay, or a rematch."""

    kind: Literal["branch", "rematch"]
    game_id: GameId
    events: Count | None = None
    turn: Count | None = None
    keep_deck: bool | None = None
    seed: Seed | None = None


class GameExtra(Strict):
    """What every edition's setup may carry besides its own piles: the game's id and its origin."""

    game_id: GameId | None = None
    origin: Origin | None = None
