"""What a save or scenario of Amazonas may hold in `Setup.extra` (the set-aside doubles, the boats), as the files layer checks it
(the registration's `extra_model`, game.files.setup.setup_model)."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from game.files.extra import GameExtra
from game.files.values import TileIds


class AmazonasExtra(GameExtra):
    doubles: Annotated[TileIds, Field(max_length=50)] | None = None
    boats: Annotated[list[Annotated[int, Field(ge=1, le=200)]], Field(max_length=5)] | None = None
