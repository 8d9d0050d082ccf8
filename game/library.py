"""The save library: every game in its own file, named by its game id, and a cache of their summaries.

    saves/<game id>.json          one file per game, written after every turn (atomic, see game.files.writing)
    saves/.cache/summaries.json   for each save file: its size and modification time, and its summary

A new game gets a new id, so starting one never touches another's file.  The Load screen lists the library
from the cache: a file whose size or time differs from its cache entry (or that has none: a save copied in,
a save of an older build) is read and replayed once, and its new summary cached.  A broken file is listed
with the reason, never changed.  The summary holds what the Load screen shows, the board's sketch included
(each cell's 12 edge kinds and the pieces), so the screen draws its thumbnail without replaying anything.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game import persistence
from game.core.engine import Game
from game.core.registry import feature_kinds
from game.core.state import GameState
from game.files import FileRefused, read_json
from game.files.saves import INDEX_MAX_BYTES, IndexEntry, check_name, check_save
from game.files.writing import clean_stale_temporaries, write_json_atomic
from game.game_id import new_game_id as new_game_id  # one kind of game id: in the setup and the file's name
from game.persistence import SaveError

CACHE_FOLDER = ".cache"
INDEX_NAME = "summaries.json"
INDEX_FORMAT = "tessera-save-index"
GAME_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$")
NEW_GAME_ID = re.compile(r"^\d{8}-\d{6}-[0-9a-f]{6}$")  # what new_game_id makes (not a name a player chose)


def sketch(state: GameState) -> dict[str, Any]:
    """The board in a few numbers: each cell's edge kinds (board orientation), and each piece's seat."""
    kinds = list(feature_kinds(state.setup.edition))
    index = {k: i for i, k in enumerate(kinds)}
    cells = []
    for pos in sorted(state.board.seg_kinds):
        cells.append([pos[0], pos[1], *(index.get(k, 0) for k in state.board.seg_kinds[pos])])
    pieces = [[p.pos[0], p.pos[1], p.seat] for p in state.pieces.values() if p.pos is not None]
    return {"kinds": kinds, "cells": cells, "pieces": pieces}


def summarise(
    game: Game, game_id: str | None = None, name: str | None = None, saved_at: str | None = None
) -> dict[str, Any]:
    """What the Load screen shows of a game (the shape of game.files.saves.Summary)."""
    s = game.state
    seats = game.setup.seats if isinstance(game.setup.seats, list) else []
    return {
        "game_id": game_id,
        "name": name,
        "edition": s.setup.edition,
        "players": s.players,
        "seats": [dict(x) for x in seats if isinstance(x, dict)],
        "turn": s.turn,
        "ended": s.ended,
        "scores": list(s.scores),
        "saved_at": saved_at,
        "sketch": sketch(s),
    }


def describe(path: str | os.PathLike[str]) -> dict[str, Any]:
    """A save's summary (see summarise), or {'path', 'error': reason} for a broken one.

    The file is fully validated (replayed), never changed."""
    try:
        loaded = persistence.read_save(path)
    except SaveError as exc:
        return {"path": str(path), "error": str(exc)}
    return {"path": str(path), **summarise(loaded.game, loaded.game_id, loaded.name, loaded.saved_at)}


@dataclass
class Entry:
    """One save file of the library: its summary, or the reason it cannot be loaded."""

    path: Path
    mtime_ns: int
    summary: dict[str, Any] | None = None
    error: str | None = None

    @property
    def title(self) -> str:
        """The name the player gave the game, else the file's name."""
        name = (self.summary or {}).get("name")
        return name if name else self.path.stem

    @property
    def label(self) -> str | None:
        """The name to show: the player's, or a file name a player chose (an older build's "mine.json");
        None for an unnamed game whose file is named by its id alone."""
        name = (self.summary or {}).get("name")
        if isinstance(name, str) and name:
            return name
        return None if NEW_GAME_ID.match(self.path.stem) else self.path.stem

    @property
    def game_id(self) -> str | None:
        return self.path.stem if GAME_ID.match(self.path.stem) else None

    @property
    def in_progress(self) -> bool:
        return self.summary is not None and not self.summary.get("ended")


class Library:
    def __init__(self, folder: str | os.PathLike[str]) -> None:
        self.folder = Path(folder)
        self._index: dict[str, dict[str, Any]] | None = None

    # --- the cache ---
    @property
    def index_path(self) -> Path:
        return self.folder / CACHE_FOLDER / INDEX_NAME

    def _entries_cached(self) -> dict[str, dict[str, Any]]:
        if self._index is None:
            self._index = {}
            try:
                doc = read_json(self.index_path, INDEX_MAX_BYTES)
            except FileRefused:
                doc = None  # no cache yet, or a broken one: it is built again
            if isinstance(doc, dict) and doc.get("format") == INDEX_FORMAT and isinstance(doc.get("entries"), dict):
                for file_name, raw in doc["entries"].items():
                    try:
                        IndexEntry.model_validate(raw)
                    except ValueError:
                        continue  # one bad entry costs only that entry: its file is summarised again
                    self._index[file_name] = raw
        return self._index

    def _write_index(self) -> None:
        try:
            write_json_atomic(self.index_path, {"format": INDEX_FORMAT, "version": 1, "entries": self._index or {}})
        except (OSError, ValueError):
            pass  # only a cache: the next listing summarises again what it cannot find

    def clean(self) -> list[str]:
        """Remove the temporary files a killed writer left (in the folder and in the cache folder)."""
        return clean_stale_temporaries(self.folder) + clean_stale_temporaries(self.folder / CACHE_FOLDER)

    # --- listing ---
    def entries(self) -> list[Entry]:
        """Every save file, newest first, from the cache; a file the cache does not describe is summarised once."""
        cached = self._entries_cached()
        try:
            names = [n for n in os.listdir(self.folder) if n.endswith(".json")]
        except OSError:
            names = []
        out, changed = [], False
        for name in names:
            path = self.folder / name
            try:
                st = path.stat()
            except OSError:
                continue
            raw = cached.get(name)
            if raw is None or raw.get("mtime_ns") != st.st_mtime_ns or raw.get("size") != st.st_size:
                raw = self._summarise_file(path, st)
                cached[name] = raw
                changed = True
            out.append(Entry(path, raw["mtime_ns"], raw.get("summary"), raw.get("error")))
        for gone in set(cached) - set(names):
            del cached[gone]
            changed = True
        if changed:
            self._write_index()
        out.sort(key=lambda e: (e.mtime_ns, e.path.name), reverse=True)
        return out

    def _summarise_file(self, path: Path, st: os.stat_result) -> dict[str, Any]:
        raw: dict[str, Any] = {"mtime_ns": st.st_mtime_ns, "size": st.st_size}
        try:
            loaded = persistence.read_save(path)
        except SaveError as exc:
            raw["error"] = str(exc)[:500]
            return raw
        raw["summary"] = summarise(loaded.game, loaded.game_id, loaded.name, loaded.saved_at)
        try:
            IndexEntry.model_validate(raw)
        except ValueError:
            raw.pop("summary")
            raw["error"] = "this save cannot be summarised"
        return raw

    def latest_in_progress(self) -> Entry | None:
        return next((e for e in self.entries() if e.in_progress), None)

    def find_title(self, title: str) -> Entry | None:
        """The game already called `title` (case and outer spaces ignored), if any."""
        want = title.strip().casefold()
        return next((e for e in self.entries() if e.title.strip().casefold() == want), None)

    # --- writing ---
    def path_for(self, game_id: str) -> Path:
        if not GAME_ID.match(game_id):
            raise ValueError(f"not a game id: {game_id!r}")
        return self.folder / f"{game_id}.json"

    def save(self, game: Game, path: Path, game_id: str | None = None, name: str | None = None) -> Path:
        """Write `game` to `path` and cache its summary.  OSError when the file cannot be written (the old
        file stays whole); FileRefused if the game would make a file that the loader refuses."""
        doc = persistence.to_document(game, game_id, name)
        check_save(doc)  # never write what cannot be read back
        write_json_atomic(path, doc)
        self.record(path, summarise(game, game_id, name, doc["saved_at"]))
        return path

    def record(self, path: Path, summary: dict[str, Any]) -> None:
        cached = self._entries_cached()
        try:
            st = Path(path).stat()
        except OSError:
            return
        if Path(path).parent.resolve() != self.folder.resolve():
            return
        cached[Path(path).name] = {"mtime_ns": st.st_mtime_ns, "size": st.st_size, "summary": summary}
        self._write_index()

    def touch(self, path: Path) -> None:
        """Make the game at `path` the most recent (it was just opened), keeping its cached summary."""
        path = Path(path)
        cached = self._entries_cached().get(path.name)
        try:
            os.utime(path)
            st = path.stat()
        except OSError:
            return
        if cached is not None and cached.get("size") == st.st_size:
            cached["mtime_ns"] = st.st_mtime_ns
            self._write_index()

    def rename(self, entry: Entry, name: str) -> None:
        """Give the game another name (written into its file, so the name survives a lost cache)."""
        from game.files.saves import SAVE_MAX_BYTES

        name = check_name(name)
        doc = read_json(entry.path, SAVE_MAX_BYTES)
        if not isinstance(doc, dict) or entry.summary is None:
            raise FileRefused("this save cannot be renamed")
        doc["name"] = name
        write_json_atomic(entry.path, doc)
        try:  # a new name does not make the game the most recent one
            os.utime(entry.path, ns=(entry.mtime_ns, entry.mtime_ns))
        except OSError:
            pass
        self.record(entry.path, {**entry.summary, "name": name})

    def delete(self, entry: Entry) -> None:
        entry.path.unlink(missing_ok=True)
        cached = self._entries_cached()
        if cached.pop(entry.path.name, None) is not None:
            self._write_index()
