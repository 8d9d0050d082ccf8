"""Learn to play's memory (`learning.json` in the settings folder): for each chapter of each edition's guided
games, the step the learner left it at and whether it was played to its end.

Read like every other file (game.files.read_json), then this strict model: step numbers are whole numbers
from 0; a chapter is named by its key, the edition (`safari`: chapter 1, as files before chapters were written
it) or the edition and the chapter's name (`hunters.bonus`).  A file that does not pass is ignored as a whole
(every guided game starts from its beginning); a chapter the program does not know, or a step beyond its
script, is dropped by the window's reader (game.ui.tutorial.progress).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints

from .reading import KiB

LEARNING_MAX_BYTES = 16 * KiB
MAX_STEP = 999
CHAPTER_KEY = r"^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)?$"  # `safari` (chapter 1) or `hunters.bonus`

_MODEL = ConfigDict(strict=True, extra="ignore", frozen=True, allow_inf_nan=False)


class Place(BaseModel):
    """Where one chapter of a guided game stands: `step` (from 0) to resume at, `done` once it was finished."""

    model_config = _MODEL

    step: Annotated[int, Field(ge=0, le=MAX_STEP)] = 0
    done: bool = False


class LearningMemo(BaseModel):
    model_config = _MODEL

    version: Literal[1] = 1
    places: Annotated[
        dict[Annotated[str, StringConstraints(min_length=1, max_length=40, pattern=CHAPTER_KEY)], Place],
        Field(max_length=80),
    ] = {}
