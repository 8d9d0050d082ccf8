"""The New game screen's memory: the last setup started (edition, seats with their names, colours and levels,
the edition's rule options, and the hotseat hand-over screen's mode: off / auto / always), kept in
`new_game.json` next to the settings and offered again the next time; the play screen reads the hand-over mode
from it (a game loaded later uses the mode chosen last).

The file is read through a typed model (pydantic) with sizes and ranges: a file that is missing, too large,
not JSON or not of this shape is ignored as a whole (the screen starts from its defaults), and the pieces that
no longer make sense (an option the edition does not have) are dropped.  Reading or writing it never raises.
"""

from __future__ import annotations

import json
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from .settings import config_dir

FILE = "new_game.json"
MAX_BYTES = 64 * 1024
NAME_LEN = 18  # what the name field takes

Colour = Literal["yellow", "red", "green", "blue", "black"]
Level = Literal["easy", "normal", "hard"]
Character = Literal["plain", "builder", "farmer", "cuckoo"]  # game.ai.characters
Handover = Literal["off", "auto", "always"]
HANDOVER_DEFAULT: Handover = "auto"


class SeatMemo(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)

    name: str = Field(min_length=1, max_length=NAME_LEN)
    colour: Colour
    ai: Level | None = None
    character: Character | None = None

    @field_validator("name")
    @classmethod
    def _printable(cls, v: str) -> str:
        v = v.strip()
        if not v or not v.isprintable():
            raise ValueError("a name is printable text")
        return v


class SetupMemo(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)

    version: Literal[1] = 1
    edition: str = Field(max_length=40)
    seats: list[SeatMemo] = Field(min_length=2, max_length=5)
    options: dict[str, bool] = Field(default_factory=dict, max_length=20)
    handover: Handover = HANDOVER_DEFAULT

    @model_validator(mode="after")
    def _colours_apart(self) -> SetupMemo:
        colours = [s.colour for s in self.seats]
        if len(set(colours)) != len(colours):
            raise ValueError("two seats of one colour")
        return self


def load() -> SetupMemo | None:
    """The remembered setup, or None (no file, or one that is not a setup of a known edition)."""
    from game.editions import PLAYABLE

    path = config_dir() / FILE
    try:
        if path.stat().st_size > MAX_BYTES:
            return None
        memo = SetupMemo.model_validate(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, UnicodeDecodeError, ValueError, ValidationError):
        return None
    if memo.edition not in PLAYABLE:
        return None
    known = _rule_options(memo.edition)
    return memo.model_copy(update={"options": {k: v for k, v in memo.options.items() if k in known}})


def handover_mode() -> str:
    """The hand-over screen's mode chosen last ("auto" when none was)."""
    memo = load()
    return memo.handover if memo is not None else HANDOVER_DEFAULT


def save(edition: str, seats: list[dict], options: dict, handover: str = HANDOVER_DEFAULT) -> bool:
    """Remember this setup for the next time; False when it could not be written (nothing else happens)."""
    from game.persistence import write_json_atomic

    try:
        memo = SetupMemo.model_validate(
            {
                "edition": edition,
                "seats": [
                    {
                        "name": s["name"][:NAME_LEN],
                        "colour": s["colour"],
                        "ai": s.get("ai") or None,
                        "character": s.get("character") if s.get("ai") else None,
                    }
                    for s in seats
                ],
                "options": {k: bool(v) for k, v in options.items() if v},
                "handover": handover,
            }
        )
        write_json_atomic(config_dir() / FILE, memo.model_dump())
    except (OSError, KeyError, TypeError, ValueError, ValidationError):
        return False
    return True


def _rule_options(edition: str) -> tuple:
    from game.editions import UnknownEdition, get_edition

    try:
        return tuple(get_edition(edition).rule_options)
    except UnknownEdition:
        return ()
