"""Save files: versioned JSON of the setup and the events; atomic writes; refused with a reason when bad.

Format (version 2):
    {"format": "tessera-save", "version": 2, "app": "x.y.z", "saved_at": "...",
     "setup": {...Setup.to_dict()...}, "events": [{"type": ..., ...}, ...]}

Version 1 saves did not carry the tile definitions: they named the edition's box.  `upcast_v1_to_v2` fills
them in from the box, so a v1 file still loads (saves/hill_dale-example-v1.json is its fixture).
Loading = validate + replay; a file that does not replay is refused whole, never half-loaded.
Never pickle, never eval.
"""

from __future__ import annotations

import json
import os
import tempfile
from datetime import UTC, datetime
from pathlib import Path

from game import __version__
from game.core import events as ev
from game.core.engine import Game
from game.core.state import Setup, SetupError
from game.core.tiles import TileError

FORMAT = "tessera-save"
VERSION = 2
APP_NAME = "tessera"


class SaveError(ValueError):
    """A save file that cannot be loaded; the message says why, in words a player can act on."""


def saves_dir() -> Path:
    """The platformdirs data folder for saves (created on demand)."""
    import platformdirs

    path = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)) / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def to_document(game: Game) -> dict:
    return {
        "format": FORMAT,
        "version": VERSION,
        "app": __version__,
        "saved_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "setup": game.setup.to_dict(),
        "events": [ev.to_dict(e) for e in game.log],
    }


def write_json_atomic(path: Path, doc: dict) -> None:
    """Write to a temporary file in the same folder, flush it to disk, then rename it into place:
    a crash mid-write leaves the previous file whole."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(doc, fh, ensure_ascii=False, separators=(",", ":"))
            fh.flush()
            os.fsync(fh.fileno())
        mask = os.umask(0)
        os.umask(mask)
        os.chmod(tmp, 0o666 & ~mask)  # mkstemp makes it private; a save is an ordinary file
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def save_game(game: Game, path) -> Path:
    path = Path(path)
    write_json_atomic(path, to_document(game))
    return path


# --- upcasters: one step per version ---


def upcast_v1_to_v2(doc: dict) -> dict:
    """v1 named the edition's box instead of carrying the tile definitions and had no tileset_extra."""
    from game.core.tiles import load_edition_tiles

    setup = dict(doc.get("setup") or {})
    if "tiles" not in setup:
        try:
            box = load_edition_tiles(str(setup.get("edition")))
        except TileError as exc:
            raise SaveError(f"this version 1 save names a box that cannot be loaded: {exc}") from None
        setup["tiles"] = box.raw_list()
        setup.setdefault("tileset_extra", dict(box.extra))
    out = dict(doc)
    out["setup"] = setup
    out["version"] = 2
    return out


UPCASTERS = {1: upcast_v1_to_v2}


def read_document(path) -> dict:
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(f"no save file at {path}") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveError(f"cannot read {path.name}: {getattr(exc, 'strerror', None) or exc}") from None
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(f"{path.name} is not a save file: broken JSON at line {exc.lineno}") from None
    return doc


def upcast(doc) -> dict:
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveError("this file is not a save of this game (its 'format' is not 'tessera-save')")
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(f"the save has no valid 'version' ({version!r})")
    if version > VERSION:
        raise SaveError(
            f"the save was written by a newer version of the game (save format {version}, "
            f"this game reads up to {VERSION}); update the game to load it"
        )
    while doc["version"] < VERSION:
        doc = UPCASTERS[doc["version"]](doc)
    return doc


def game_from_document(doc) -> Game:
    doc = upcast(doc)
    try:
        setup = Setup.from_dict(doc.get("setup"))
    except SetupError as exc:
        raise SaveError(f"the save's setup is broken: {exc}") from None
    from game.editions import UnknownEdition, get_edition

    try:
        get_edition(setup.edition)  # registers the edition's own event types
    except UnknownEdition as exc:
        raise SaveError(str(exc)) from None
    raw_events = doc.get("events")
    if not isinstance(raw_events, list):
        raise SaveError("the save has no list of 'events'")
    events = []
    for i, d in enumerate(raw_events):
        try:
            events.append(ev.from_dict(d))
        except (ev.EventFormatError, TypeError) as exc:
            raise SaveError(f"event #{i} is broken: {exc}") from None
    try:
        return replay_checked(setup, events)
    except (SetupError, TileError) as exc:
        raise SaveError(f"the save does not replay: {exc}") from None


def replay_checked(setup: Setup, events: list) -> Game:
    """Replay, then check that the rules agree with every recorded step: a doctored log is refused."""
    try:
        game = Game(setup)
    except Exception as exc:  # the setup is bad in a way the checks above missed
        raise SaveError(f"the save's setup does not start a game: {exc}") from None
    for i, e in enumerate(events):
        expected = game.log[i] if i < len(game.log) else None
        if expected is not None:
            if expected != e:
                raise SaveError(
                    f"event #{i} does not follow from the rules: the file says "
                    f"{_brief(e)}, the rules say {_brief(expected)}"
                )
            continue
        command = command_for(game, e)
        if command is None:
            raise SaveError(f"event #{i} ({type(e).__name__}) is not a player's move the rules allow here")
        result = game.submit(command)
        if not isinstance(result, list):
            raise SaveError(f"event #{i} ({type(e).__name__}) breaks the rules: {result.reason}")
    # a log cut right after a player's move is completed by the rules' own automatic steps
    return game


def _brief(e) -> str:
    d = ev.to_dict(e)
    return d.pop("type") + "(" + ", ".join(f"{k}={v}" for k, v in d.items()) + ")"


def command_for(game: Game, e):
    """The player's command that produced event `e` (the first event of a command's batch)."""
    from game.core import commands as cmd

    if isinstance(e, ev.TilePlaced):
        return cmd.PlaceTile(e.x, e.y, e.rot)
    for option in game.options():
        for candidate in _first_events(game, option):
            if candidate == e:
                return option
    return None


def _first_events(game: Game, option):
    s = game.state
    try:
        events = game.edition.handle(s, option)
    except Exception:
        return []
    return events[:1]


def load_game(path) -> Game:
    return game_from_document(read_document(path))


def describe(path) -> dict:
    """A save's summary for the Load screen, or {'path', 'error': reason} for a broken one.

    The file is fully validated (replayed), never changed."""
    try:
        game = load_game(path)
    except SaveError as exc:
        return {"path": str(path), "error": str(exc)}
    doc = read_document(path)
    s = game.state
    return {
        "path": str(path),
        "edition": s.setup.edition,
        "players": s.players,
        "turn": s.turn,
        "saved_at": doc.get("saved_at"),
        "ended": s.ended,
        "scores": list(s.scores),
        "seats": s.setup.seats,
    }
