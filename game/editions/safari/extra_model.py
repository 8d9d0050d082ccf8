"""What a save or scenario of Safari may hold in `Setup.extra` (the animal tokens in hand and in the pile, their reshuffle, the rangers), as the files layer checks it
(the registration's `extra_model`, game.files.setup.setup_model)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from game.files.extra import GameExtra
from game.files.values import Position

Animal = Literal["monkey", "elephant", "giraffe", "lion", "zebra"]


class SafariExtra(GameExtra):
    hands: Annotated[list[Annotated[list[Animal], Field(max_length=40)]], Field(max_length=5)] | None = None
    tokens: Annotated[list[Animal], Field(max_length=200)] | None = None
    reshuffle: Annotated[list[Annotated[int, Field(ge=0, le=999)]], Field(max_length=1000)] | None = None
    rangers: Annotated[list[Position], Field(min_length=2, max_length=2)] | None = None
