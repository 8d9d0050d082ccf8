"""The record book: profiles, finished games and what they add up to (see docs/records.md).

    with Records.open() as book:            # or Records.open(path, timeout=...)
        book.record_finished_game(game, seats, save_path=path)
        book.stats("Anna", "hill_dale").wins

A profile is a person's name (unique whatever its case) and colour.  A seat played by a person is linked to
the profile of its name, made on first record; an AI seat keeps its level.  Deleting a profile keeps its games
(the seat keeps the name it had) and unlinks them.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.files import records_db as rows
from game.game_id import game_key, origin_of

from .models import LEVELS, AgainstLevel, GameRecord, PersonalBest, SeatRecord, Stats, ranks
from .store import Connection, Profile, RecordsError, clean_name, name_key, now

if TYPE_CHECKING:
    from game.core.engine import Game

_GAME_COLUMNS = "g.id, g.game_id, g.edition, g.players, g.played_at, g.finished, g.save_path, g.origin, g.origin_game"


class Records(Connection):
    """Every row read passes game.files.records_db: a damaged row is left out and counted in `bad_rows`
    (its one line: `damaged()`), never handed to a statistic."""

    def __init__(self, path: Path | str | None = None, timeout: float = 5.0) -> None:
        self.bad_rows = rows.BadRows()
        super().__init__(path, timeout)

    @classmethod
    def open(cls, path: Path | str | None = None, timeout: float = 5.0) -> Records:
        return cls(path, timeout)

    def damaged(self) -> str | None:
        """One line saying which rows the readings so far left out, or None."""
        return self.bad_rows.line()

    def _rows(self, shape: Any, where: str, sql: str, args: tuple[Any, ...] | list[Any] = ()) -> list[tuple[Any, ...]]:
        return rows.checked(shape, self.read(sql, args), where, self.bad_rows)

    # --- profiles ---
    def profiles(self) -> list[Profile]:
        found = self._rows(rows.PROFILE, "profiles", "SELECT id, name, colour, created FROM profiles ORDER BY name_key")
        return [Profile(*r) for r in found]

    def profile(self, who: object) -> Profile | None:
        """A profile by id, by name (any case) or as a Profile; None when there is none."""
        if isinstance(who, Profile):
            who = who.id
        sql = "SELECT id, name, colour, created FROM profiles WHERE "
        if isinstance(who, int) and not isinstance(who, bool):
            found = self._rows(rows.PROFILE, "profiles", sql + "id = ?", (who,))
        elif isinstance(who, str):
            found = self._rows(rows.PROFILE, "profiles", sql + "name_key = ?", (name_key(who),))
        else:
            return None
        return Profile(*found[0]) if found else None

    def _existing(self, who: object) -> Profile:
        found = self.profile(who)
        if found is None:
            raise RecordsError(f"there is no profile {getattr(who, 'name', who)!r}")
        return found

    def create_profile(self, name: str, colour: str | None = None) -> Profile:
        name = clean_name(name)

        def work(db: sqlite3.Connection) -> Any:
            try:
                cur = db.execute(
                    "INSERT INTO profiles (name, name_key, colour, created) VALUES (?, ?, ?, ?)",
                    (name, name_key(name), colour, now()),
                )
            except sqlite3.IntegrityError:
                raise RecordsError(f"a profile named {name!r} already exists") from None
            return cur.lastrowid

        return self._existing(self.write(work))

    def rename_profile(self, who: Profile | int | str, new_name: str) -> Profile:
        profile = self._existing(who)
        new_name = clean_name(new_name)

        def work(db: sqlite3.Connection) -> Any:
            try:
                db.execute(
                    "UPDATE profiles SET name = ?, name_key = ? WHERE id = ?",
                    (new_name, name_key(new_name), profile.id),
                )
            except sqlite3.IntegrityError:
                raise RecordsError(f"a profile named {new_name!r} already exists") from None

        self.write(work)
        return self._existing(profile.id)

    def set_profile_colour(self, who: Profile | int | str, colour: str | None) -> Profile:
        profile = self._existing(who)
        self.write(lambda db: db.execute("UPDATE profiles SET colour = ? WHERE id = ?", (colour, profile.id)))
        return self._existing(profile.id)

    def delete_profile(self, who: Profile | int | str) -> None:
        """Delete the profile; its games stay, their seats unlinked (the window asks first)."""
        profile = self._existing(who)
        self.write(lambda db: db.execute("DELETE FROM profiles WHERE id = ?", (profile.id,)))

    # --- recording ---
    def record_finished_game(
        self, game: Game, seats: list[Any] | None = None, save_path: object = None, played_at: str | None = None
    ) -> bool:
        """Record a finished game: True when recorded now, False when it was already (by its game id).

        `seats`: one dict per seat as in `Setup.seats` ({"name", "colour", "ai"}, optionally "profile": an id);
        by default the setup's.  A person's seat with a name is linked to that profile, made if new."""
        if not game.ended:
            raise RecordsError("only a finished game is recorded")
        setup, state = game.setup, game.state
        seats = _seat_dicts(seats if seats is not None else setup.seats, setup.players)
        key = game_key(setup)
        origin = origin_of(setup) or {}
        scores = list(state.scores)
        places = ranks(scores)

        def work(db: sqlite3.Connection) -> bool:
            cur = db.execute(
                "INSERT INTO games (game_id, edition, players, played_at, finished, save_path, origin, origin_game,"
                " origin_events) VALUES (?, ?, ?, ?, 1, ?, ?, ?, ?) ON CONFLICT (game_id) DO NOTHING",
                (
                    key,
                    setup.edition,
                    setup.players,
                    played_at or now(),
                    None if save_path is None else str(save_path),
                    origin.get("kind"),
                    origin.get("game_id"),
                    origin.get("events"),
                ),
            )
            if cur.rowcount == 0:
                return False
            row = cur.lastrowid
            linked: set[Any] = set()
            for i, seat in enumerate(seats):
                profile = _profile_for(db, seat)
                if profile in linked:
                    profile = None  # two seats of one name: the profile is the first's (a game counts once)
                linked.add(profile)
                db.execute(
                    "INSERT INTO seats (game, seat, profile, name, colour, ai, score, rank, winner, by_reason)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        row,
                        i,
                        profile,
                        seat["name"],
                        seat.get("colour"),
                        seat.get("ai"),
                        scores[i],
                        places[i],
                        int(places[i] == 1),
                        json.dumps(dict(state.breakdown[i]), sort_keys=True),
                    ),
                )
            return True

        return self.write(work)

    # --- reading ---
    def game(self, game_id: str) -> GameRecord | None:
        found = self._with_seats(
            self._rows(rows.GAME, "games", f"SELECT {_GAME_COLUMNS} FROM games g WHERE g.game_id = ?", (game_id,))
        )
        return found[0] if found else None

    def games(
        self, profile: Profile | int | str | None = None, edition: str | None = None, limit: int = 50, offset: int = 0
    ) -> list[GameRecord]:
        """Recorded games, newest first: all, or those `profile` played, of `edition` or any."""
        where: list[str] = []
        args: list[Any] = []
        if profile is not None:
            where.append("g.id IN (SELECT game FROM seats WHERE profile = ?)")
            args.append(self._existing(profile).id)
        if edition is not None:
            where.append("g.edition = ?")
            args.append(edition)
        sql = f"SELECT {_GAME_COLUMNS} FROM games g"
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += " ORDER BY g.played_at DESC, g.id DESC LIMIT ? OFFSET ?"
        args += [max(0, int(limit)), max(0, int(offset))]
        return self._with_seats(self._rows(rows.GAME, "games", sql, args))

    def _with_seats(self, games: list[tuple[Any, ...]]) -> list[GameRecord]:
        out = []
        for row_id, game_id, edition, players, played_at, finished, save_path, origin, origin_game in games:
            seat_rows = self._rows(
                rows.SEAT,
                f"game {game_id}",
                "SELECT s.seat, s.name, s.colour, s.profile, p.name, s.ai, s.score, s.rank, s.winner,"
                " s.by_reason FROM seats s LEFT JOIN profiles p ON p.id = s.profile WHERE s.game = ?"
                " ORDER BY s.seat",
                (row_id,),
            )
            seats = tuple(
                SeatRecord(
                    seat,
                    name,
                    colour,
                    profile_id,
                    profile,
                    ai,
                    score,
                    rank,
                    bool(winner),
                    rows.reasons(br, f"game {game_id}", self.bad_rows),
                )
                for seat, name, colour, profile_id, profile, ai, score, rank, winner, br in seat_rows
            )
            out.append(
                GameRecord(game_id, edition, players, played_at, bool(finished), save_path, origin, origin_game, seats)
            )
        return out

    def stats(self, profile: Profile | int | str, edition: str | None = None, include_branches: bool = False) -> Stats:
        """What `profile` did in finished games (of `edition`, or all): what-if games (new lines from another
        game's moment) are left out unless `include_branches`, since their first turns were another game's."""
        who = self._existing(profile)
        where = "s.profile = ? AND g.finished = 1"
        args: list[Any] = [who.id]
        if edition is not None:
            where += " AND g.edition = ?"
            args.append(edition)
        if not include_branches:
            where += " AND (g.origin IS NULL OR g.origin != 'branch')"
        played = self._rows(
            rows.SCORE,
            "seats",
            f"SELECT g.id, s.seat, s.score, s.winner FROM seats s JOIN games g ON g.id = s.game WHERE {where}",
            args,
        )
        games = len(played)
        scores = [r[2] for r in played]
        wins = [r for r in played if r[3]]
        against = {level: [0, 0, 0] for level in LEVELS}
        shared = 0
        table: dict[int, list[Any]] = {}
        for row in self._rows(
            rows.OPPONENT,
            "seats",
            "SELECT game, seat, ai, score, winner FROM seats WHERE game IN (SELECT game FROM seats WHERE profile = ?)",
            (who.id,),
        ):
            table.setdefault(row[0], []).append(row[1:])
        for game_row, seat, score, winner in played:
            others = [o for o in table.get(game_row, ()) if o[0] != seat]
            if winner and any(o[3] for o in others):
                shared += 1
            for level in LEVELS:
                theirs = [o[2] for o in others if o[1] == level]
                if theirs:
                    cell = against[level]
                    cell[0] += 1
                    cell[1] += int(bool(winner))
                    cell[2] += int(score > max(theirs))
        return Stats(
            profile=who,
            edition=edition,
            games=games,
            wins=len(wins),
            shared_wins=shared,
            mean_score=(sum(scores) / games) if games else None,
            best_score=max(scores) if scores else None,
            against={level: AgainstLevel(*against[level]) for level in LEVELS},
        )

    def personal_bests(self, game: Game) -> list[PersonalBest]:
        """The seats of `game` whose score is their profile's best in its edition, above every game recorded
        before it (`previous_best` None: their first game of the edition).  A what-if game sets no best.  The
        game need not be recorded yet: then its seats' names say which profiles played."""
        setup = game.setup
        if (origin_of(setup) or {}).get("kind") == "branch":
            return []
        recorded = self.read("SELECT id FROM games WHERE game_id = ?", (game_key(setup),))
        if recorded:
            before = recorded[0][0]
            linked = self._rows(
                rows.LINK, "seats", "SELECT seat, profile FROM seats WHERE game = ? AND profile IS NOT NULL", (before,)
            )
        else:
            before = None
            linked = []
            for i, seat in enumerate(_seat_dicts(setup.seats, setup.players)):
                profile = self.profile(seat["profile"]) if seat.get("profile") is not None else None
                if profile is None and seat.get("ai") is None and seat.get("named"):
                    profile = self.profile(seat["name"])
                if profile is not None:
                    linked.append((i, profile.id))
        out = []
        for seat, profile_id in linked:
            profile = self.profile(profile_id)
            if profile is None or seat >= len(game.state.scores):
                continue
            sql = (
                "SELECT MAX(s.score) FROM seats s JOIN games g ON g.id = s.game WHERE s.profile = ? AND g.edition = ?"
                " AND g.finished = 1 AND (g.origin IS NULL OR g.origin != 'branch')"
            )
            args: list[Any] = [profile_id, setup.edition]
            if before is not None:
                sql += " AND g.id < ?"
                args.append(before)
            best = self._rows(rows.BEST, "seats", sql, args)
            previous = best[0][0] if best else None
            score = game.state.scores[seat]
            if previous is None or score > previous:
                out.append(PersonalBest(seat, profile_id, profile.name, setup.edition, score, previous))
        return out


def _seat_dicts(seats: object, players: int) -> list[dict[str, Any]]:
    """One dict per seat with a name ("Seat N" when none was given; `named` says whether one was)."""
    seats = seats if isinstance(seats, list) else []
    out = []
    for i in range(players):
        given = seats[i] if i < len(seats) and isinstance(seats[i], dict) else {}
        name = given.get("name")
        name = " ".join(name.split())[:80] if isinstance(name, str) else ""
        named = bool(name)
        out.append(
            {
                "name": name if named else f"Seat {i + 1}",
                "named": named,
                "colour": given.get("colour") if isinstance(given.get("colour"), str) else None,
                "ai": given.get("ai") if given.get("ai") in LEVELS else None,
                "profile": given.get("profile") if isinstance(given.get("profile"), int) else None,
            }
        )
    return out


def _profile_for(db: sqlite3.Connection, seat: dict[str, Any]) -> int | None:
    """The profile a seat is recorded under: the one it names by id, else a person's by name (made if new)."""
    if seat["profile"] is not None:
        if db.execute("SELECT 1 FROM profiles WHERE id = ?", (seat["profile"],)).fetchone():
            named: int = seat["profile"]
            return named
    if seat["ai"] is not None or not seat["named"]:
        return None
    try:
        name = clean_name(seat["name"])
    except RecordsError:
        return None
    key = name_key(name)
    row = db.execute("SELECT id FROM profiles WHERE name_key = ?", (key,)).fetchone()
    if row:
        found: int = row[0]
        return found
    cur = db.execute(
        "INSERT INTO profiles (name, name_key, colour, created) VALUES (?, ?, ?, ?)", (name, key, seat["colour"], now())
    )
    return cur.lastrowid
