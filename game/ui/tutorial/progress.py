"""Where the learner left each guided game, kept in `learning.json` beside the settings (read through the
validation layer, game.files.learning): the step to resume at and whether the game was finished once.
Reading or writing never raises; a file that does not pass is ignored (every guided game from its start)."""

from __future__ import annotations

from game.files.learning import LEARNING_MAX_BYTES, LearningMemo, Place

from ..settings import config_dir

FILE = "learning.json"


def load() -> dict[str, Place]:
    """Each edition's place (only editions that have a guided game)."""
    from game.files import FileRefused, read_json, validate
    from game.tutorial import available

    try:
        memo = validate(LearningMemo, read_json(config_dir() / FILE, LEARNING_MAX_BYTES))
    except (OSError, FileRefused):
        return {}
    known = available()
    return {ed: place for ed, place in memo.places.items() if ed in known}


def place(edition: str) -> Place:
    return load().get(edition, Place())


def remember(edition: str, step: int | None = None, done: bool | None = None) -> bool:
    """Keep `edition`'s step (and whether it was finished); False when it could not be written."""
    from game.files.writing import write_json_atomic

    places = load()
    old = places.get(edition, Place())
    places[edition] = Place(step=old.step if step is None else step, done=old.done if done is None else done)
    try:
        memo = LearningMemo(places=places)
        write_json_atomic(config_dir() / FILE, memo.model_dump())
    except (OSError, ValueError, TypeError):
        return False
    return True
