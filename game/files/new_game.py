"""The New game screen's memory (`new_game.json` in the settings folder): the last setup started.

Read like every other file (game.files.read_json: a regular file only, a size and a depth limit, strict
JSON), then this strict model: the edition, two to five seats of distinct colours with printable names, the
rule options as flags, the hand-over mode.  A file that does not pass is ignored as a whole.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, field_validator, model_validator

from .reading import KiB
from .setup import CHARACTERS, COLOURS

NEW_GAME_MAX_BYTES = 64 * KiB
NAME_LEN = 18  # what the name field takes
LEVELS = ("easy", "normal", "hard")
HANDOVER_MODES = ("off", "auto", "always")

_MODEL = ConfigDict(strict=True, extra="ignore", frozen=True, allow_inf_nan=False)


class SeatMemo(BaseModel):
    model_config = _MODEL

    name: Annotated[str, StringConstraints(min_length=1, max_length=NAME_LEN)]
    colour: Literal[COLOURS]  # type: ignore[valid-type]
    ai: Literal[LEVELS] | None = None  # type: ignore[valid-type]
    character: Literal[CHARACTERS] | None = None  # type: ignore[valid-type]

    @field_validator("name")
    @classmethod
    def _printable(cls, v: str) -> str:
        v = v.strip()
        if not v or not v.isprintable():
            raise ValueError("a name is printable text")
        return v


class SetupMemo(BaseModel):
    model_config = _MODEL

    version: Literal[1] = 1
    edition: Annotated[str, StringConstraints(max_length=40)]
    seats: Annotated[list[SeatMemo], Field(min_length=2, max_length=5)]
    options: Annotated[dict[Annotated[str, StringConstraints(max_length=64)], bool], Field(max_length=20)] = {}
    handover: Literal[HANDOVER_MODES] = "auto"  # type: ignore[valid-type]

    @model_validator(mode="after")
    def _colours_apart(self) -> SetupMemo:
        colours = [s.colour for s in self.seats]
        if len(set(colours)) != len(colours):
            raise ValueError("two seats of one colour")
        return self
