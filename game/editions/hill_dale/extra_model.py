"""What a save or scenario of Over Hill and Dale may hold in `Setup.extra` (the harvest supply), as the files layer checks it
(the registration's `extra_model`, game.files.setup.setup_model)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from game.files.extra import GameExtra

Crop = Literal["apple", "strawberry", "pumpkin", "sunflower", "grain", "scarecrow"]


class HillDaleExtra(GameExtra):
    harvest: Annotated[dict[Crop, Annotated[int, Field(ge=0, le=999)]], Field(max_length=6)] | None = None
