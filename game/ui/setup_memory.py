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

__all__ = [
    "FILE",
    "HANDOVER_DEFAULT",
    "NAME_LEN",
    "SeatMemo",
    "SetupMemo",
    "handover_mode",
    "load",
    "local_default_names",
    "remembered_seats",
    "rule_options",
    "save",
]


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
    known = rule_options(memo.edition)
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


def rule_options(edition: str) -> tuple:
    """The edition's named rule variants (docs/rulings.md), from the rules themselves."""
    from game.editions import UnknownEdition, get_edition

    try:
        return tuple(get_edition(edition).rule_options)
    except UnknownEdition:
        return ()


def remembered_seats(memo: SetupMemo) -> list[dict]:
    """The remembered seats as New game holds them: default names in the language of now, and each computer
    seat's character."""
    seats = local_default_names([{"name": s.name, "colour": s.colour, "ai": s.ai} for s in memo.seats])
    for seat, s in zip(seats, memo.seats):
        if s.ai and s.character:
            seat["character"] = s.character
    return seats


def local_default_names(seats: list[dict]) -> list[dict]:
    """A remembered seat still called by a default name ("Player 2", "Bot 3") in any language takes the
    default name of its kind in the language of now, with the same number ("Бот 4" stays the fourth bot after
    the third seat was removed: "Bot 4"); a name the player typed stays as it is."""
    import re

    from .i18n import LANGUAGES, catalog, t

    patterns = [
        re.compile("^" + re.escape(catalog(lang).get(key, "")).replace(re.escape("{n}"), r"(\d+)") + "$")
        for lang in LANGUAGES
        for key in ("seat.default", "seat.bot")
        if "{n}" in catalog(lang).get(key, "")
    ]
    for seat in seats:
        got = next((m for p in patterns if (m := p.match(seat["name"]))), None)
        if got is not None:
            n = int(got.group(1))
            seat["name"] = t("seat.bot", n=n) if seat["ai"] else t("seat.default", n=n)
    return seats
