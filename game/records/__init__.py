"""The players' records: profiles, every finished game, statistics, personal bests, in a SQLite
database in the data folder (`records.db` next to the `saves` folder).  Standard library only; no pygame.

    from game import records
    with records.open_records() as book:        # RecordsError (one line) when the database cannot be used
        if book.notice: ...                      # e.g. a damaged file was moved aside: show it once
        book.record_finished_game(game, seats, save_path=path)
        book.personal_bests(game), book.stats("Anna", "safari"), book.games(profile="Anna", limit=20)

Schema and migrations: game.records.schema; the whole design: docs/records.md.
"""

from __future__ import annotations

from pathlib import Path

from .book import Records
from .models import LEVELS, AgainstLevel, GameRecord, PersonalBest, SeatRecord, Stats, ranks
from .schema import SCHEMA_VERSION
from .store import Profile, RecordsBusy, RecordsError, records_path


def open_records(path: Path | str | None = None, timeout: float = 5.0) -> Records:
    """The record book at `path` (default: records.db in the data folder); RecordsError when it cannot be used."""
    return Records.open(path, timeout)


__all__ = [
    "LEVELS",
    "SCHEMA_VERSION",
    "AgainstLevel",
    "GameRecord",
    "PersonalBest",
    "Profile",
    "Records",
    "RecordsBusy",
    "RecordsError",
    "SeatRecord",
    "Stats",
    "open_records",
    "ranks",
    "records_path",
]
