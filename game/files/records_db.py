"""The players' records database (game.records), read like any other file: every row typed and bounded.

SQLite keeps whatever a column is given: another program (or a careless hand with a database browser) can
put text in a score column, a NUL in an edition's name, a rank of a million.  The record book passes every
row it reads through these shapes; a row that does not fit is left out of what the book answers, and the
book says how many it left out and why (one line), instead of a statistic crashing on it.
"""

from __future__ import annotations

import json
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, Field, StringConstraints, TypeAdapter, ValidationError

from .errors import one_line
from .reading import MAX_DEPTH, KiB, depth_of
from .setup import COLOURS, EditionName
from .values import STRICT, Name, Points, Seat, no_controls

Row = Annotated[int, Field(ge=1, le=2**62)]
Flag = Literal[0, 1]
Stamp = Annotated[str, StringConstraints(max_length=64)]
Key = Annotated[str, StringConstraints(min_length=1, max_length=80, pattern=r"^[A-Za-z0-9][A-Za-z0-9_-]*$")]
SeatName = Annotated[str, StringConstraints(max_length=80), AfterValidator(no_controls)]
Colour = Literal[COLOURS] | None  # type: ignore[valid-type]
Level = Literal["easy", "normal", "hard"] | None
Players = Annotated[int, Field(ge=2, le=5)]
Rank = Annotated[int, Field(ge=1, le=5)]
Path = Annotated[str, StringConstraints(max_length=4096)] | None
REASONS_MAX = 16 * KiB


def _adapter(shape: Any) -> TypeAdapter[Any]:
    return TypeAdapter(shape, config=STRICT)


# the rows the book's queries select, column by column
PROFILE = _adapter(tuple[Row, Name, Colour, Stamp])
GAME = _adapter(
    tuple[
        Row,
        Key,
        EditionName,
        Players,
        Stamp,
        Flag,
        Path,
        Literal["branch", "rematch"] | None,
        Key | None,
    ]
)
SEAT = _adapter(tuple[Seat, SeatName, Colour, Row | None, Name | None, Level, Points, Rank, Flag, str])
SCORE = _adapter(tuple[Row, Seat, Points, Flag])  # a game's row, a seat, its score, whether it won
OPPONENT = _adapter(tuple[Row, Seat, Level, Points, Flag])
LINK = _adapter(tuple[Seat, Row])  # a seat linked to a profile
BEST = _adapter(tuple[Points | None])
_REASONS = _adapter(dict[Annotated[str, StringConstraints(max_length=64)], Points])


class BadRows:
    """What a reading left out: how many rows, and the first reason (for one line the window can show)."""

    def __init__(self) -> None:
        self.count = 0
        self.first: str | None = None

    def add(self, where: str, reason: str) -> None:
        self.count += 1
        if self.first is None:
            self.first = f"{where}: {reason}"

    def line(self) -> str | None:
        if not self.count:
            return None
        more = f" (and {self.count - 1} more)" if self.count > 1 else ""
        return f"the players' records hold {self.count} damaged row(s), left out: {self.first}{more}"


def checked(shape: TypeAdapter[Any], rows: list[Any], where: str, bad: BadRows) -> list[tuple[Any, ...]]:
    """The rows that fit `shape`, as tuples; the others counted in `bad`."""
    out = []
    for row in rows:
        try:
            out.append(tuple(shape.validate_python(tuple(row))))
        except ValidationError as exc:
            bad.add(where, one_line(exc))
    return out


def reasons(text: object, where: str, bad: BadRows) -> dict[str, Any]:
    """A seat's points by reason (JSON text in the database); {} when it is not such an object."""
    if text in (None, "", "{}"):
        return {}
    try:
        if not isinstance(text, str) or len(text) > REASONS_MAX or depth_of(text) > MAX_DEPTH:
            raise ValueError("too long or too deep")
        return dict(_REASONS.validate_python(json.loads(text)))
    except (ValueError, ValidationError, RecursionError):
        bad.add(where, "points by reason: not an object of numbers")
        return {}
