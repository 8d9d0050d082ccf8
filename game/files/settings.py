"""The player's settings file: each key typed and bounded; a bad value costs only that key.

`"fullscreen": "false"` is not false: it is refused, said so, and full screen keeps its default; the other
keys keep the values the file gives them.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, Field, ValidationError

from .errors import one_line
from .reading import KiB
from .values import STRICT_OPEN, Name

SETTINGS_MAX_BYTES = 64 * KiB
LANGUAGES = ("en", "ru")  # game/ui/i18n.LANGUAGES; a test keeps the two the same


class SettingsFile(BaseModel):
    model_config = STRICT_OPEN
    language: Literal[LANGUAGES] = "en"  # type: ignore[valid-type]
    fullscreen: bool = False
    animation_speed: Annotated[float, Field(ge=0.25, le=3.0)] = 1.0
    sound: bool = True
    follow_play: bool = False
    computer_pace: Literal["instant", "normal", "slow", "key"] = "normal"
    reduced_motion: bool = False
    effects_volume: Annotated[float, Field(ge=0.0, le=1.0)] = 1.0
    interface_volume: Annotated[float, Field(ge=0.0, le=1.0)] = 1.0
    last_names: Annotated[list[Name], Field(max_length=5)] | None = None
    ui_scale: Annotated[float, Field(ge=0.75, le=1.5)] | None = None  # None: chosen from the screen's size


def check_settings(doc: object) -> tuple[SettingsFile, list[str]]:
    """The settings a file gives, with each key that does not validate replaced by its default, and one
    line per key so replaced."""
    if not isinstance(doc, dict):
        return SettingsFile(), ["the settings file must hold one JSON object; every setting is at its default"]
    data = dict(doc)
    problems: list[str] = []
    for _ in range(len(SettingsFile.model_fields) + 1):
        try:
            return SettingsFile.model_validate(data), problems
        except ValidationError as exc:
            bad = {err["loc"][0] for err in exc.errors() if err["loc"]}
            problems.append(one_line(exc) + "; the default is used")
            for key in bad:
                data.pop(key, None)
            if not bad:
                break
    return SettingsFile(), problems
