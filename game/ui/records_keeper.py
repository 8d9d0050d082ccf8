"""The window's way to the players' records (game.records): the book is opened for each use and closed at
once (another copy of the game may record too), and a book that cannot be used is told by the save keeper's
banner, in the player's language, while the game goes on: the records never stop a game.

- `record(game, seats, save_path)`: a finished game, once (by its id), when the results screen opens; the
  personal bests it set come back.  A game the book could not take (locked, damaged mid-session) is kept
  and tried again the next time the book is opened in this session.
- `use(work)`: any other reading or writing (the Statistics scene, the New game screen's profiles); None
  when the book cannot be used.
- A damaged file found on opening is set aside by the records layer and a fresh book started: the banner
  says so once.
- Only a game played to its end in the program counts: a save opened when it was already over
  (`opened_finished`) is shown, never recorded.
- The games still not recorded when the window closes are tried once more (`at_quit`); those that still fail
  are kept in `records-pending.json` (game.files.pending: each game as its save document) and recorded at the
  next start (`recover`), which says so in the banner.
"""

from __future__ import annotations

import sys
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.files import printable
from game.records import RecordsBusy, RecordsError, open_records, records_path

from .i18n import t

if TYPE_CHECKING:
    from game.core.engine import Game

    from .app import App

OPEN_TIMEOUT = 0.5  # seconds the window waits for a book another copy of the game holds locked
QUIT_TIMEOUT = 2.0  # at quit, the last try waits a little longer
PENDING_FILE = "records-pending.json"


def pending_path() -> Path:
    """Where the results not recorded yet wait for the next start: next to the records database."""
    return records_path().with_name(PENDING_FILE)


class RecordsKeeper:
    def __init__(self, app: App) -> None:
        self.app = app
        self.pending: list[tuple[Any, list, Path | None]] = []  # finished games not recorded yet
        self.problem: str | None = None  # the last failure, for the scenes that show it
        self.damaged_said: str | None = None  # the damaged rows last reported (game.files.records_db)
        self._shown_only: weakref.WeakSet = weakref.WeakSet()  # games opened already over: never recorded
        self.timeout = OPEN_TIMEOUT

    @property
    def enabled(self) -> bool:
        """False while the window only makes a picture (the save keeper keeps nothing then either)."""
        return bool(self.app.keeper.enabled)

    def _open(self) -> Any:
        try:
            book = open_records(timeout=self.timeout)
        except RecordsError as exc:
            self.failed(exc)
            return None
        if book.notice:
            print(f"tessera: {printable(book.notice, 300)}", file=sys.stderr)
            self.app.keeper.show(t("records.repaired"), "error", 15.0)
        return book

    def failed(self, exc: RecordsError) -> None:
        print(f"tessera: {printable(str(exc), 300)}", file=sys.stderr)
        if isinstance(exc, RecordsBusy):
            self.problem = t("records.busy")
        else:
            self.problem = t("records.failed", reason=printable(str(exc), 160))
        self.app.keeper.show(self.problem, "error", 12.0)

    def use(self, work: Callable[[Any], Any], write: bool = False) -> Any:
        """`work(book)` on an open book; None (and the banner) when the book cannot be used."""
        if write and not self.enabled:
            return None
        book = self._open()
        if book is None:
            return None
        try:
            with book:
                self._flush(book)
                result = work(book)
        except RecordsError as exc:
            self.failed(exc)
            return None
        self.problem = None
        damaged = book.damaged()
        if damaged and damaged != self.damaged_said:  # said once per kind of damage, the reason on stderr
            self.damaged_said = damaged
            print(f"tessera: {printable(damaged, 300)}", file=sys.stderr)
            self.app.keeper.show(t("records.damaged_rows", count=book.bad_rows.count), "error", 12.0)
        return result

    def _flush(self, book: Any) -> None:
        """Record the games an earlier failure left out."""
        if not self.enabled:
            return
        while self.pending:
            game, seats, path = self.pending[0]
            book.record_finished_game(game, seats or None, save_path=path)
            self.pending.pop(0)

    def opened_finished(self, game: Game) -> None:
        """`game` was over when it was opened: it is shown, never recorded (it was played elsewhere)."""
        self._shown_only.add(game)

    def record(self, game: Game, seats: list, save_path: Path | None = None) -> list:
        """Record a finished game (once) and return the personal bests it set ([] when none, or when the book
        cannot be used: then it is tried again later)."""
        if not self.enabled or not game.ended or game in self._shown_only:
            return []
        seats = [{"name": s.get("name"), "colour": s.get("colour"), "ai": s.get("ai")} for s in seats]
        if not any(g is game for g, _s, _p in self.pending):
            self.pending.append((game, seats, save_path))
        got = self.use(lambda book: book.personal_bests(game), write=True)
        return list(got or [])

    def profiles(self) -> list:
        """The known profiles (name and colour), by name; [] when the book cannot be used."""
        if not self.enabled:
            return []
        return list(self.use(lambda book: book.profiles()) or [])

    # --- across sessions ---
    def at_quit(self) -> None:
        """The window closes: the games not recorded yet are tried once more; those that still cannot be are
        kept in the pending file for the next start (and the file removed when none is left)."""
        if not self.enabled:
            return
        if self.pending:
            self.timeout = QUIT_TIMEOUT
            self.use(lambda book: None, write=True)
        from game.files.writing import write_json_atomic
        from game.persistence import to_document

        path = pending_path()
        try:
            if not self.pending:
                path.unlink(missing_ok=True)
                return
            games = [
                {"save": to_document(g), "seats": list(seats), "save_path": None if p is None else str(p)}
                for g, seats, p in self.pending
            ]
            write_json_atomic(path, {"format": "tessera-pending-records", "version": 1, "games": games})
        except (OSError, ValueError) as exc:
            print(f"tessera: {len(self.pending)} game(s) could not be recorded nor kept: {exc}", file=sys.stderr)
            return
        print(
            f"tessera: {len(self.pending)} game(s) could not be recorded now; kept in {printable(str(path))} "
            "and recorded at the next start",
            file=sys.stderr,
        )

    def recover(self) -> None:
        """At start: record the games an earlier session left in the pending file, and say so."""
        if not self.enabled:
            return
        path = pending_path()
        if not path.exists():
            return
        from game.files import FileRefused, read_json, validate
        from game.files.pending import PENDING_MAX_BYTES, PendingRecords
        from game.persistence import SaveError, save_from_document

        try:
            pending = validate(PendingRecords, read_json(path, PENDING_MAX_BYTES))
        except (FileRefused, OSError) as exc:
            print(f"tessera: {printable(str(path))}: {printable(str(exc), 300)}; it is left as it is", file=sys.stderr)
            self.app.keeper.show(t("records.pending_refused"), "error", 12.0)
            return
        for entry in pending.games:
            try:
                game = save_from_document(entry.save).game
            except SaveError as exc:
                print(
                    f"tessera: a result kept for the records does not load: {printable(str(exc), 300)}", file=sys.stderr
                )
                continue
            if game.ended and not any(g is game for g, _s, _p in self.pending):
                seats = [s.model_dump() for s in entry.seats] or None
                self.pending.append((game, seats or [], Path(entry.save_path) if entry.save_path else None))
        count = len(self.pending)
        self.use(lambda book: None, write=True)
        if not self.pending:
            path.unlink(missing_ok=True)
            if count:
                self.app.keeper.show(t("records.pending_recorded", count=count), "info", 10.0)
