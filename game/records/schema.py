"""The records database's schema: its version (`PRAGMA user_version`) and the steps that bring an older one up.

Version 1 holds what the records remember: profiles, finished games and each game's seats.
Version 2 adds where a game came from (a new line from another game's moment, or a rematch), so that statistics
can leave what-if games out, and the indexes the statistics queries use.

A step is a function run inside one write transaction that also sets the new version, so a database is always
at a whole version, and two programs opening an old database at once migrate it once (the second sees the new
version when its transaction begins).  Never edit a shipped step: add the next one.
"""

from __future__ import annotations

import sqlite3

SCHEMA_VERSION = 2


def _v1(db: sqlite3.Connection) -> None:
    db.execute(
        """CREATE TABLE profiles (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            name_key TEXT NOT NULL UNIQUE,  -- the name NFKC-normalised and case-folded (any alphabet)
            colour TEXT,
            created TEXT NOT NULL  -- ISO 8601, UTC
        )"""
    )
    db.execute(
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            game_id TEXT NOT NULL UNIQUE,  -- game.game_id.game_key: the setup's id, or a digest of an old setup
            edition TEXT NOT NULL,
            players INTEGER NOT NULL,
            played_at TEXT NOT NULL,  -- ISO 8601, UTC: when it was recorded (the game's end)
            finished INTEGER NOT NULL DEFAULT 1,
            save_path TEXT  -- the save file, when known (the Statistics scene opens its replay)
        )"""
    )
    db.execute(
        """CREATE TABLE seats (
            game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            profile INTEGER REFERENCES profiles(id) ON DELETE SET NULL,  -- NULL: an AI seat, or a deleted profile
            name TEXT NOT NULL,  -- as it was at the table
            colour TEXT,
            ai TEXT,  -- the AI level ("easy", "normal", "hard"), NULL for a person
            score INTEGER NOT NULL,
            rank INTEGER NOT NULL,  -- 1 = first; tied scores share a rank (1, 1, 3)
            winner INTEGER NOT NULL,  -- 1 for every seat of rank 1 (a shared win is a win for each)
            by_reason TEXT NOT NULL DEFAULT '{}',  -- JSON: points by reason ("field": 24, ...)
            PRIMARY KEY (game, seat)
        )"""
    )


def _v2(db: sqlite3.Connection) -> None:
    db.execute("ALTER TABLE games ADD COLUMN origin TEXT")  # NULL, 'branch' or 'rematch'
    db.execute("ALTER TABLE games ADD COLUMN origin_game TEXT")  # the game id it came from
    db.execute("ALTER TABLE games ADD COLUMN origin_events INTEGER")  # a branch: events kept from the original
    db.execute("CREATE INDEX seats_by_profile ON seats(profile)")
    db.execute("CREATE INDEX games_by_edition ON games(edition, played_at)")


# step k brings a database from version k - 1 to version k
MIGRATIONS = {1: _v1, 2: _v2}
assert sorted(MIGRATIONS) == list(range(1, SCHEMA_VERSION + 1))


class NewerSchema(Exception):
    """The database was written by a newer version of the game."""


def version_of(db: sqlite3.Connection) -> int:
    return int(db.execute("PRAGMA user_version").fetchone()[0])


def migrate(db: sqlite3.Connection, target: int = SCHEMA_VERSION) -> tuple[int, int]:
    """Bring the database (a connection in autocommit mode) up to `target`, one step per transaction;
    returns (version before, version after)."""
    before = version_of(db)
    if before > SCHEMA_VERSION:
        raise NewerSchema(before)
    while True:
        db.execute("BEGIN IMMEDIATE")
        try:
            current = version_of(db)  # another program may have migrated meanwhile
            if current >= target:
                db.execute("COMMIT")
                return before, current
            step = current + 1
            MIGRATIONS[step](db)
            db.execute(f"PRAGMA user_version = {int(step)}")
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise
