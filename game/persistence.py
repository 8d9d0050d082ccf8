"""Save files: versioned JSON of the setup and the events; atomic writes; refused with a reason when bad.

Format (version 3; version 2 is the same, version 1 named its box):
    {"format": "tessera-save", "version": 3, "app": "x.y.z", "saved_at": "...",
     "game_id": "...", "name": "...",
     "setup": {...Setup.to_dict()...}, "events": [{"type": ..., ...}, ...]}

`game_id` (the name of the game's own file in the save library) and `name` (what the player called it) are
optional: older saves without them load as they are.  Version 1 saves did not carry the tile definitions:
they named the edition's box; `upcast_v1_to_v2` fills them in from the box, so a v1 file still loads
(saves/hill_dale-example-v1.json is its fixture).

Loading = read (game.files: regular file, size, depth, UTF-8) + validate (typed models) + meaning (the setup
against the box: game.core.setup_meaning) + replay; a file that does not replay exactly is refused whole,
never half-loaded.  Never pickle, never eval.
"""

from __future__ import annotations

import dataclasses
import os
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from game import __version__
from game.core import events as ev
from game.core.engine import Game
from game.core.state import Setup, SetupError
from game.core.tiles import TileError
from game.files import FileRefused, printable, read_json
from game.files.saves import SAVE_MAX_BYTES, check_envelope, check_save
from game.files.writing import write_json_atomic

FORMAT = "tessera-save"
VERSION = 3
APP_NAME = "tessera"

__all__ = ["FORMAT", "VERSION", "SaveError", "load_game", "read_save", "save_game", "write_json_atomic"]


class SaveError(ValueError):
    """A save file that cannot be loaded; the message says why, in words a player can act on."""


def saves_dir() -> Path:
    """The platformdirs data folder for saves (created on demand; OSError when it cannot be)."""
    import platformdirs

    path = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)) / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def to_document(game: Game, game_id: str | None = None, name: str | None = None) -> dict[str, Any]:
    doc: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "app": __version__,
        "saved_at": datetime.now(UTC).isoformat(timespec="seconds"),
    }
    if game_id is not None:
        doc["game_id"] = game_id
    if name is not None:
        doc["name"] = name
    doc["setup"] = game.setup.to_dict()
    doc["events"] = [ev.to_dict(e) for e in game.log]
    return doc


def save_game(game: Game, path: str | os.PathLike[str], game_id: str | None = None, name: str | None = None) -> Path:
    """Write `game` to `path` atomically; OSError (disk full, read-only folder...) leaves the old file whole."""
    out = Path(path)
    write_json_atomic(out, to_document(game, game_id, name))
    return out


# --- upcasters: one step per version ---


def upcast_v1_to_v2(doc: dict[str, Any]) -> dict[str, Any]:
    """v1 named the edition's box instead of carrying the tile definitions and had no tileset_extra."""
    from game.core.tiles import load_edition_tiles

    setup = dict(doc["setup"])
    if "tiles" not in setup:
        edition = setup.get("edition")
        try:
            box = load_edition_tiles(edition if isinstance(edition, str) else "")
        except TileError:
            raise SaveError(
                f"setup.edition: this version 1 save names no known edition ({printable(edition)})"
            ) from None
        setup["tiles"] = box.raw_list()
        setup.setdefault("tileset_extra", dict(box.extra))
    out = dict(doc)
    out["setup"] = setup
    out["version"] = 2
    return out


def upcast_v2_to_v3(doc: dict[str, Any]) -> dict[str, Any]:
    """v3 may hold decisions v2 never asked (the order of harvests); a v2 log that meets one replays under the
    edition's `legacy_options` (see `_replay`).  The document itself is unchanged."""
    out = dict(doc)
    out["version"] = 3
    return out


UPCASTERS = {1: upcast_v1_to_v2, 2: upcast_v2_to_v3}
LEGACY_BEFORE = 3  # saves of an older format version may replay under an edition's legacy options


def read_document(path: str | os.PathLike[str]) -> dict[str, Any]:
    """The JSON of a save file, read through the validation layer's checks (not yet validated)."""
    try:
        doc: dict[str, Any] = read_json(Path(path), SAVE_MAX_BYTES)  # its shape is checked next (upcast)
        return doc
    except FileRefused as exc:
        raise SaveError(str(exc)) from None


def upcast(doc: Any) -> dict[str, Any]:
    """A document of any version this game knows, brought up to the current version."""
    try:
        envelope = check_envelope(doc)
    except FileRefused as exc:
        raise SaveError(str(exc)) from None
    if envelope.version > VERSION:
        raise SaveError(
            f"the save was written by a newer version of the game (save format {envelope.version}, "
            f"this game reads up to {VERSION}); update the game to load it"
        )
    while doc["version"] < VERSION:
        doc = UPCASTERS[doc["version"]](doc)
    out: dict[str, Any] = doc
    return out


@dataclass
class LoadedSave:
    game: Game
    game_id: str | None
    name: str | None
    saved_at: str | None


def save_from_document(doc: Any) -> LoadedSave:
    """Validate and replay a save document; SaveError with one line naming what is wrong."""
    written = doc.get("version") if isinstance(doc, dict) else None
    doc = upcast(doc)
    try:
        envelope = check_save(doc)
    except FileRefused as exc:
        raise SaveError(str(exc)) from None
    try:
        setup = Setup.from_dict(doc["setup"])
        events = [ev.from_dict(d) for d in doc["events"]]
        game = _replay(setup, events, isinstance(written, int) and written < LEGACY_BEFORE)
    except SetupMeaningError as exc:
        raise SaveError(f"the save is not a game of this box: {printable(str(exc), 300)}") from None
    except (SetupError, TileError) as exc:
        raise SaveError(f"the save does not replay: {printable(str(exc), 300)}") from None
    except SaveError:
        raise
    except Exception as exc:
        raise SaveError(f"internal error while replaying the save ({type(exc).__name__}); please report it") from None
    return LoadedSave(game, envelope.game_id, envelope.name, envelope.saved_at)


def _replay(setup: Setup, events: list[Any], older: bool) -> Game:
    """`replay_checked`; a save of an older format version that does not replay as written is tried once more
    under its edition's legacy options (a rule that has since become a question, answered then without
    asking), so that no game saved by an earlier version is lost."""
    try:
        return replay_checked(setup, events, check_setup_meaning)
    except SaveError as exc:
        legacy = _legacy_options(setup.edition) if older else ()
        if not legacy or all(setup.options.get(o) for o in legacy):
            raise
        first = exc
    then = dataclasses.replace(setup, options={**setup.options, **dict.fromkeys(legacy, True)})
    try:
        return replay_checked(then, events, check_setup_meaning)
    except SaveError:
        raise first from None  # the save's own fault, as read first


def _legacy_options(edition: str) -> tuple[Any, ...]:
    from game.core.registry import UnknownEdition, get_edition

    try:
        return tuple(get_edition(edition).legacy_options)
    except UnknownEdition:
        return ()


class SetupMeaningError(SetupError):
    """A well-formed setup that no box could deal (game.core.setup_meaning)."""


def check_setup_meaning(setup: Setup) -> None:
    """The setup against the box: its tiles, the pile within their counts, seats, options, the edition's own
    piles (game.core.setup_meaning), before a single event is replayed."""
    from game.core.registry import get_edition
    from game.core.setup_meaning import check_meaning
    from game.core.tilecache import tileset_for

    try:
        tileset = tileset_for(setup.tiles, setup.edition, setup.tileset_extra)
    except ValueError as exc:
        raise SetupError(str(exc)) from None
    try:
        check_meaning(setup, tileset, get_edition(setup.edition))
    except SetupError as exc:
        raise SetupMeaningError(str(exc)) from None


def game_from_document(doc: Any) -> Game:
    return save_from_document(doc).game


def replay_checked(setup: Setup, events: list[Any], check_setup: Any = None) -> Game:
    """Replay, then check that the rules agree with every recorded step: a doctored log is refused.

    Each recorded event must be exactly the one the rules produce at that point, a player's move included
    (a TilePlaced's seat and tile as much as its place), so a file that loads is the file that replaying it
    writes back.  `check_setup(setup)`, when given, runs once the game is built (every name it uses exists) and
    before the first event is replayed."""
    try:
        game = Game(setup)
    except (SetupError, TileError):
        raise
    except Exception as exc:
        raise SaveError(f"the save's setup does not start a game: {printable(str(exc), 200)}") from None
    if check_setup is not None:
        check_setup(setup)
    for i, e in enumerate(events):
        if i >= len(game.log):
            command = command_for(game, e)
            if command is None:
                raise SaveError(f"events[{i}] ({type(e).__name__}) is not a player's move the rules allow here")
            result = game.submit(command)
            if not isinstance(result, list):
                raise SaveError(f"events[{i}] ({type(e).__name__}) breaks the rules: {printable(result.reason)}")
        expected = game.log[i]
        if expected != e:
            raise SaveError(
                f"events[{i}] does not follow from the rules: the file says {_brief(e)}, the rules say {_brief(expected)}"
            )
    # a log cut right after a player's move is completed by the rules' own automatic steps
    return game


def _brief(e: Any) -> str:
    d = ev.to_dict(e)
    return printable(d.pop("type") + "(" + ", ".join(f"{k}={v}" for k, v in d.items()) + ")", 160)


def command_for(game: Game, e: Any) -> Any:
    """The player's command that produced event `e` (the first event of a command's batch)."""
    from game.core import commands as cmd

    if isinstance(e, ev.TilePlaced):
        return cmd.PlaceTile(e.x, e.y, e.rot)
    for option in game.options():
        for candidate in _first_events(game, option):
            if candidate == e:
                return option
    return None


def _first_events(game: Game, option: Any) -> list[Any]:
    s = game.state
    try:
        events: list[Any] = game.edition.handle(s, option)
    except Exception:
        return []
    return events[:1]


def read_save(path: str | os.PathLike[str]) -> LoadedSave:
    """Read, validate and replay the save at `path`."""
    return save_from_document(read_document(path))


def load_game(path: str | os.PathLike[str]) -> Game:
    return read_save(path).game


def game_for_command_line(path: str | os.PathLike[str], program: str) -> Game | None:
    """The game saved at `path`, or None after one line on stderr saying why it cannot be loaded."""
    import sys

    try:
        return read_save(path).game
    except SaveError as exc:
        print(f"{program}: {printable(str(path), 120)}: {printable(str(exc), 400)}", file=sys.stderr)
        return None
