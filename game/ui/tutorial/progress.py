"""Where the learner left each guided game, per chapter (the tutorial's `key`: `<edition>` or
`<edition>.<chapter>`), kept in `learning.json` beside the settings (read through the validation layer,
game.files.learning): the step to resume at and whether the chapter was finished once.
Reading or writing never raises; a file that does not pass is ignored (every guided game from its start)."""

from __future__ import annotations

from game.files.learning import LEARNING_MAX_BYTES, LearningMemo, Place

from ..settings import config_dir

FILE = "learning.json"


def known() -> set[str]:
    """Every chapter's key (`<edition>` for chapter 1, `<edition>.<chapter>` for the others)."""
    from game.tutorial import available, chapters

    return {f"{ed}.{name}" if name else ed for ed in available() for name in chapters(ed)}


def load() -> dict[str, Place]:
    """Each chapter's place (only chapters that exist), by its key."""
    from game.files import FileRefused, read_json, validate

    try:
        memo = validate(LearningMemo, read_json(config_dir() / FILE, LEARNING_MAX_BYTES))
    except (OSError, FileRefused):
        return {}
    chapters = known()
    return {key: place for key, place in memo.places.items() if key in chapters}


def place(key: str) -> Place:
    return load().get(key, Place())


def remember(key: str, step: int | None = None, done: bool | None = None) -> bool:
    """Keep the step of the chapter `key` (and whether it was finished); False when it could not be written."""
    from game.files.writing import write_json_atomic

    places = load()
    old = places.get(key, Place())
    places[key] = Place(step=old.step if step is None else step, done=old.done if done is None else done)
    try:
        memo = LearningMemo(places=places)
        write_json_atomic(config_dir() / FILE, memo.model_dump())
    except (OSError, ValueError, TypeError):
        return False
    return True
