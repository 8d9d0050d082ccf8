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
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.files import printable
from game.records import RecordsBusy, RecordsError, open_records

from .i18n import t

OPEN_TIMEOUT = 0.5  # seconds the window waits for a book another copy of the game holds locked


class RecordsKeeper:
    def __init__(self, app) -> None:
        self.app = app
        self.pending: list[tuple[Any, list, Path | None]] = []  # finished games not recorded yet
        self.problem: str | None = None  # the last failure, for the scenes that show it
        self.damaged_said: str | None = None  # the damaged rows last reported (game.files.records_db)

    @property
    def enabled(self) -> bool:
        """False while the window only makes a picture (the save keeper keeps nothing then either)."""
        return bool(self.app.keeper.enabled)

    def _open(self):
        try:
            book = open_records(timeout=OPEN_TIMEOUT)
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

    def _flush(self, book) -> None:
        """Record the games an earlier failure left out."""
        if not self.enabled:
            return
        while self.pending:
            game, seats, path = self.pending[0]
            book.record_finished_game(game, seats, save_path=path)
            self.pending.pop(0)

    def record(self, game, seats: list, save_path: Path | None = None) -> list:
        """Record a finished game (once) and return the personal bests it set ([] when none, or when the book
        cannot be used: then it is tried again later)."""
        if not self.enabled or not game.ended:
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
