"""What a save or scenario of Hunters and Gatherers may hold in `Setup.extra` (the bonus pile), as the files layer checks it
(the registration's `extra_model`, game.files.setup.setup_model)."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from game.files.extra import GameExtra
from game.files.values import TileIds


class HuntersExtra(GameExtra):
    bonus: Annotated[TileIds, Field(max_length=200)] | None = None
