"""The New game screen's memory: the last setup started (edition, seats with their names, colours and levels,
the edition's rule options, and the hotseat hand-over screen's mode: off / auto / always), kept in
`new_game.json` next to the settings and offered again the next time; the play screen reads the hand-over mode
from it (a game loaded later uses the mode chosen last).

The file is read through the validation layer (game.files.read_json, then the model in game.files.new_game):
a file that is missing, not a regular file, too large or too deep, not JSON or not of this shape is ignored as
a whole (the screen starts from its defaults), and the pieces that no longer make sense (an option the edition does not have) are dropped.  Reading or writing it never raises.
"""

from __future__ import annotations

from game.files.new_game import NAME_LEN, NEW_GAME_MAX_BYTES, SeatMemo, SetupMemo

from .settings import config_dir

FILE = "new_game.json"
MAX_BYTES = NEW_GAME_MAX_BYTES
HANDOVER_DEFAULT = "auto"

__all__ = ["FILE", "HANDOVER_DEFAULT", "NAME_LEN", "SeatMemo", "SetupMemo", "handover_mode", "load", "save"]


def load() -> SetupMemo | None:
    """The remembered setup, or None (no file, or one that is not a setup of a known edition)."""
    from game.editions import PLAYABLE
    from game.files import FileRefused, read_json, validate

    try:
        path = config_dir() / FILE
        memo = validate(SetupMemo, read_json(path, MAX_BYTES))
    except (OSError, FileRefused):  # FileRefused: a FIFO, a device, too large or deep, not JSON, not this shape
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
    except (OSError, KeyError, TypeError, ValueError):  # a ValidationError is a ValueError
        return False
    return True


def _rule_options(edition: str) -> tuple:
    from game.editions import UnknownEdition, get_edition

    try:
        return tuple(get_edition(edition).rule_options)
    except UnknownEdition:
        return ()
