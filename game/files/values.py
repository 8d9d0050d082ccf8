"""The value types files are made of, with their ranges and sizes, shared by every model of the layer.

Every model is strict: a whole number must be a JSON integer (not 3.0, not "3", not true), a flag must be
true or false (not "false"), a list must be a list.  Sizes are bounded so that no file, however made, can
make the program build something huge.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, StringConstraints

from .text import control_character

STRICT = ConfigDict(strict=True, extra="forbid", allow_inf_nan=False, hide_input_in_errors=False)
STRICT_OPEN = ConfigDict(strict=True, extra="ignore", allow_inf_nan=False, hide_input_in_errors=False)


class Strict(BaseModel):
    """A part of a file: strict types, no key it does not know."""

    model_config = STRICT


def no_controls(value: str) -> str:
    bad = control_character(value)
    if bad is not None:
        raise ValueError(f"holds a control character ({bad})")
    return value


def _one_of(allowed: tuple[Any, ...]) -> AfterValidator:
    def check(value: Any) -> Any:
        if value not in allowed:
            raise ValueError(f"must be one of {', '.join(map(str, allowed))} (got {value})")
        return value

    return AfterValidator(check)


# --- numbers ---
SEATS_MAX = 5
Seat = Annotated[int, Field(ge=0, le=SEATS_MAX - 1)]
Players = Annotated[int, Field(ge=2, le=SEATS_MAX)]
Coord = Annotated[int, Field(ge=-1000, le=1000)]  # a board of a few hundred tiles spans far less
Count = Annotated[int, Field(ge=0, le=100_000)]
Points = Annotated[int, Field(ge=-100_000, le=100_000)]
Seed = Annotated[int, Field(ge=-(2**63), le=2**63 - 1)]
Rot = Annotated[int, _one_of((0, 90, 180, 270))]  # a Literal would let 90.0 and false through
Position = Annotated[list[Coord], Field(min_length=2, max_length=2)]

# --- text ---
Word = Annotated[str, StringConstraints(min_length=1, max_length=64), AfterValidator(no_controls)]
TileId = Word
Name = Annotated[str, StringConstraints(max_length=40), AfterValidator(no_controls)]
Text = Annotated[str, StringConstraints(max_length=200), AfterValidator(no_controls)]

# --- lists ---
Words = Annotated[list[Word], Field(max_length=2000)]
TileIds = Annotated[list[TileId], Field(max_length=2000)]
Seats = Annotated[list[Seat], Field(max_length=64)]
Numbers = Annotated[list[Points], Field(max_length=64)]

# any JSON, for the parts of a file the program only passes through (depth is bounded by the reader)
Json = Any
