"""The results the players' records could not take before the program closed (`records-pending.json`, next
to the records database): each finished game as a whole save document, with its seats as the table had them.
Read like every other file: the layer's checks before parsing, then this model, then every save replayed
through the rules (game.persistence) before its result is recorded at the next start.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field, StringConstraints

from .reading import MiB
from .setup import SeatInfo
from .values import STRICT

PENDING_FORMAT = "tessera-pending-records"
PENDING_MAX_BYTES = 32 * MiB
PENDING_MAX_GAMES = 100


class PendingGame(BaseModel):
    model_config = STRICT
    save: dict[str, Any]  # a save document: checked as a save (game.persistence.save_from_document) before use
    seats: Annotated[list[SeatInfo], Field(max_length=5)] = []
    save_path: Annotated[str, StringConstraints(max_length=4096)] | None = None


class PendingRecords(BaseModel):
    model_config = STRICT
    format: Literal["tessera-pending-records"]
    version: Literal[1]
    games: Annotated[list[PendingGame], Field(max_length=PENDING_MAX_GAMES)]
