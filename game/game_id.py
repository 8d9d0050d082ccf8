"""A game's identity: its id and where it came from, kept in the setup (`Setup.extra`), so a save carries them.

Every read and write of these keys goes through this module:

    extra["game_id"]  a new game's id (`new_game_id()`: time made and a random part; its save file's name)
    extra["origin"]   how a game began when it began from another: {"kind": "branch", "game_id": <the original>,
                      "events": <events kept>, "turn": <turn>, "keep_deck": bool, "seed": <reshuffle seed>} for a
                      new line from a moment of a replay, {"kind": "rematch", "game_id": <the original>} for a rematch

A game without an id (saves from before ids, scenarios) is known by `game_key`: a digest of its setup, the same
for every save of the same game, so recording it twice still finds it.
"""

from __future__ import annotations

import hashlib
import json
import re
import secrets
from datetime import datetime
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.core.state import Setup

GAME_ID_KEY = "game_id"
ORIGIN_KEY = "origin"
_ID_FORMAT = re.compile(r"^[0-9A-Za-z_-]{1,64}$")


def new_game_id() -> str:
    """A fresh game id: the time it was made (so ids sort by age) and a random part (so two never meet); the
    save library names each game's file by it."""
    return f"{datetime.now():%Y%m%d-%H%M%S}-{secrets.token_hex(3)}"


def game_id_of(setup: Setup) -> str | None:
    """The id the setup carries, or None (an older save or a hand-made setup)."""
    extra = setup.extra if isinstance(setup.extra, dict) else {}
    value = extra.get(GAME_ID_KEY)
    return value if isinstance(value, str) and _ID_FORMAT.match(value) else None


def assign_game_id(setup: Setup, game_id: str | None = None) -> str:
    """Give the setup an id (a new one unless `game_id` is given) and return it; the setup is changed in place."""
    game_id = game_id or new_game_id()
    if not _ID_FORMAT.match(game_id):
        raise ValueError(f"a game id is 1-64 letters, digits, '-' or '_', not {game_id!r}")
    setup.extra = dict(setup.extra or {})
    setup.extra[GAME_ID_KEY] = game_id
    return game_id


def game_key(setup: Setup) -> str:
    """The game's id, or for a setup without one a stable digest of the setup ("setup-" + 24 hex digits)."""
    game_id = game_id_of(setup)
    if game_id is not None:
        return game_id
    return setup_digest(setup)


def setup_digest(setup: Setup) -> str:
    """A stable digest of the setup leaving out its id and origin ("setup-" + 24 hex digits): the same for
    every save of the same game, with or without an id."""
    doc = setup.to_dict()
    doc["extra"] = {k: v for k, v in (doc.get("extra") or {}).items() if k not in (GAME_ID_KEY, ORIGIN_KEY)}
    text = json.dumps(doc, sort_keys=True, separators=(",", ":"), default=str)
    return "setup-" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:24]


def origin_of(setup: Setup) -> dict[str, Any] | None:
    """How the game began from another (see the module's docstring), or None for a game begun afresh."""
    extra = setup.extra if isinstance(setup.extra, dict) else {}
    origin = extra.get(ORIGIN_KEY)
    if (
        isinstance(origin, dict)
        and origin.get("kind") in ("branch", "rematch")
        and isinstance(origin.get("game_id"), str)
    ):
        return dict(origin)
    return None


def set_origin(setup: Setup, origin: dict[str, Any] | None) -> None:
    """Record (or with None, drop) where the game came from; changes the setup in place."""
    setup.extra = dict(setup.extra or {})
    if origin is None:
        setup.extra.pop(ORIGIN_KEY, None)
    else:
        setup.extra[ORIGIN_KEY] = dict(origin)
