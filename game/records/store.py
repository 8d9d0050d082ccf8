"""The players' records: a SQLite database in the data folder (next to the saves), opened safely.

Opening never raises anything but RecordsError (one line a banner can show): a locked database is RecordsBusy
after `timeout` seconds; a damaged file is moved aside (`records.db.corrupt-<date>`), a fresh one is started and
`Records.notice` says so.  Every write is one transaction (`BEGIN IMMEDIATE`), so several copies of the game
may record at once.  The game itself never depends on the records: a RecordsError is shown and play goes on.
"""

from __future__ import annotations

import json
import sqlite3
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Self, TypeVar

from . import schema

T = TypeVar("T")  # what a write transaction's work returns

APP_NAME = "tessera"
FILE_NAME = "records.db"
NAME_MAX = 40
_BUSY = (5, 6)  # SQLITE_BUSY, SQLITE_LOCKED
_DAMAGED = (11, 26)  # SQLITE_CORRUPT, SQLITE_NOTADB


class RecordsError(Exception):
    """The players' records cannot be used just now; the message is one line for the player."""


class RecordsBusy(RecordsError):
    """Another program holds the database locked (the message says to try again)."""


def records_path() -> Path:
    """records.db in the platformdirs data folder (the saves are in its `saves` folder); XDG_DATA_HOME is
    honoured on Linux."""
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)) / FILE_NAME


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def name_key(name: str) -> str:
    """What makes two profile names the same: case and Unicode forms ignored ("Anna" = "ANNA", "Ёж" = "ёж")."""
    return unicodedata.normalize("NFKC", name).casefold()


def clean_name(name: object) -> str:
    if not isinstance(name, str):
        raise RecordsError("a profile name must be text")
    name = " ".join(name.split())
    if not name:
        raise RecordsError("a profile needs a name")
    if len(name) > NAME_MAX:
        raise RecordsError(f"a profile name has at most {NAME_MAX} characters")
    if any(unicodedata.category(c).startswith("C") for c in name):
        raise RecordsError("a profile name cannot hold control characters")
    return name


@dataclass(frozen=True)
class Profile:
    id: int
    name: str
    colour: str | None
    created: str  # ISO 8601, UTC


def _code(exc: BaseException) -> int:
    return int(getattr(exc, "sqlite_errorcode", 0) or 0) & 0xFF


def translate(exc: BaseException) -> RecordsError:
    """One line for any failure of the database."""
    code = _code(exc)
    if code in _BUSY or "locked" in str(exc):
        return RecordsBusy(
            "the players' records are in use by another copy of the game (the database is locked); try again"
        )
    if code in _DAMAGED:
        return RecordsError("the players' records file is damaged; it will be set aside when the game starts again")
    if isinstance(exc, OSError):
        return RecordsError(f"the players' records cannot be opened: {exc.strerror or exc}")
    return RecordsError(f"the players' records cannot be used: {exc}")


class Connection:
    """The open database: opening (with repair and migration), transactions, and closing."""

    def __init__(self, path: Path | str | None = None, timeout: float = 5.0) -> None:
        self.path = Path(path) if path is not None else records_path()
        self.timeout = timeout
        self.notice: str | None = None  # what opening had to do (a damaged file set aside), for a banner
        self.migrated_from: int | None = None
        self.db: sqlite3.Connection | None = None
        try:
            self._open()
        except RecordsError:
            self.close()
            raise
        except Exception as exc:  # opening never raises anything but RecordsError
            self.close()
            raise translate(exc) from exc

    def _open(self) -> None:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise RecordsError(f"the players' records folder cannot be made: {exc.strerror or exc}") from exc
        try:
            self._connect_and_check()
        except _Damaged as damaged:
            self.close()
            aside = self._set_aside()
            self.notice = (
                f"the players' records were damaged ({damaged}); the file was moved aside to {aside.name} "
                "and a new record book was started"
            )
            self._connect_and_check()

    def _connect_and_check(self) -> None:
        try:
            self.db = sqlite3.connect(self.path, timeout=self.timeout, isolation_level=None)
            self.db.execute("PRAGMA foreign_keys = ON")
            rows = self.db.execute("PRAGMA quick_check").fetchall()
            if rows != [("ok",)]:
                raise _Damaged(str(rows[0][0])[:80] if rows else "no answer to a check")
            before, after = schema.migrate(self.db)
        except schema.NewerSchema as exc:
            raise RecordsError(
                f"the players' records were written by a newer version of the game (schema {exc.args[0]}, this "
                f"game knows up to {schema.SCHEMA_VERSION}); update the game to use them"
            ) from None
        except sqlite3.Error as exc:
            if _code(exc) in _DAMAGED or "malformed" in str(exc):
                raise _Damaged(str(exc)) from exc
            raise translate(exc) from exc
        self.migrated_from = before if before != after else None

    def _set_aside(self) -> Path:
        stamp = datetime.now(UTC).strftime("%Y-%m-%d-%H%M%S")
        aside = self.path.with_name(f"{self.path.name}.corrupt-{stamp}")
        n = 1
        while aside.exists():
            n += 1
            aside = self.path.with_name(f"{self.path.name}.corrupt-{stamp}-{n}")
        try:
            self.path.replace(aside)
            for suffix in ("-journal", "-wal", "-shm"):
                extra = self.path.with_name(self.path.name + suffix)
                if extra.exists():
                    extra.replace(aside.with_name(aside.name + suffix))
        except OSError as exc:
            raise RecordsError(
                f"the players' records are damaged and cannot be moved aside: {exc.strerror or exc}"
            ) from exc
        return aside

    def close(self) -> None:
        if self.db is not None:
            try:
                self.db.close()
            finally:
                self.db = None

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # --- access ---
    def _live(self) -> sqlite3.Connection:
        if self.db is None:
            raise RecordsError("the players' records are closed")
        return self.db

    def read(self, sql: str, args: tuple[Any, ...] | list[Any] = ()) -> list[Any]:
        try:
            return self._live().execute(sql, args).fetchall()
        except sqlite3.Error as exc:
            raise translate(exc) from exc

    def write(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """Run `work(db)` in one write transaction; its result, or RecordsError (nothing written)."""
        db = self._live()
        try:
            db.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as exc:
            raise translate(exc) from exc
        try:
            result = work(db)
            db.execute("COMMIT")
            return result
        except BaseException as exc:
            try:
                db.execute("ROLLBACK")
            except sqlite3.Error:
                pass
            if isinstance(exc, sqlite3.Error):
                raise translate(exc) from exc
            raise


class _Damaged(Exception):
    pass


def decode_reasons(text: object) -> dict[str, Any]:
    try:
        value = json.loads(text if isinstance(text, (str, bytes)) and text else "{}")
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}
