"""The players' record book (game.records): schema and migrations, recording, statistics, damaged and locked
databases, several writers at once."""

import json
import sqlite3
import threading
from functools import cache

import pytest

from game.branching import branch_game
from game.core.engine import Game
from game.game_id import assign_game_id, game_key
from game.records import (
    SCHEMA_VERSION,
    RecordsBusy,
    RecordsError,
    open_records,
    ranks,
    records_path,
)
from game.tools.selfplay import play_game

ANNA = {"name": "Anna", "colour": "red", "ai": None}


def seats(*specs):
    return [dict(s) for s in specs]


@cache
def _played(edition: str, seed: int, players: int = 3) -> Game:
    return play_game(edition, players, seed, "greedy")


def finished(edition: str, seed: int, table: list, players: int = 3) -> Game:
    """A finished game (a fresh copy: tests may change its setup) with `table` as its seats."""
    base = _played(edition, seed, players)
    game = Game.replay(base.setup, base.log)
    game.setup = type(base.setup).from_dict(json.loads(json.dumps(base.setup.to_dict())))
    game.setup.seats = seats(*table)
    assign_game_id(game.setup)
    return game


@pytest.fixture
def book(tmp_path):
    with open_records(tmp_path / "records.db", timeout=0.5) as b:
        yield b


def test_the_default_file_is_in_the_data_folder_next_to_the_saves(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert records_path() == tmp_path / "data" / "tessera" / "records.db"
    with open_records() as b:
        assert b.profiles() == [] and b.notice is None and b.migrated_from == 0
    assert (tmp_path / "data" / "tessera" / "records.db").is_file()


def test_two_finished_games_then_statistics(book):
    bot_easy = {"name": "Bot", "colour": "blue", "ai": "easy"}
    bot_hard = {"name": "Bot 2", "colour": "green", "ai": "hard"}
    one = finished("hill_dale", 1, [ANNA, bot_easy, bot_hard])
    two = finished("hill_dale", 2, [{"name": "ANNA", "colour": "red", "ai": None}, bot_hard, bot_easy])
    assert book.record_finished_game(one, save_path="/saves/one.json") is True
    assert book.record_finished_game(two) is True
    (anna,) = book.profiles()
    assert anna.name == "Anna" and anna.colour == "red"
    stats = book.stats("anna", "hill_dale")
    mine = [one.state.scores[0], two.state.scores[0]]
    won = [ranks(g.state.scores)[0] == 1 for g in (one, two)]
    assert stats.games == 2 and stats.wins == sum(won)
    assert stats.mean_score == sum(mine) / 2 and stats.best_score == max(mine)
    for level, at_one, at_two in (("easy", 1, 2), ("hard", 2, 1)):
        ahead = int(one.state.scores[0] > one.state.scores[at_one]) + int(
            two.state.scores[0] > two.state.scores[at_two]
        )
        assert book.stats(anna).against[level].games == 2
        assert book.stats(anna).against[level].ahead == ahead
        assert book.stats(anna).against[level].wins == sum(won)
    assert book.stats(anna).against["normal"].games == 0
    assert book.stats(anna, "safari").games == 0 and book.stats(anna, "safari").mean_score is None
    listed = book.games(profile="Anna")
    assert [g.game_id for g in listed] == [game_key(two.setup), game_key(one.setup)]  # newest first
    assert listed[1].save_path == "/saves/one.json" and listed[0].save_path is None
    first = listed[1]
    assert [s.score for s in first.seats] == one.state.scores and [s.ai for s in first.seats] == [None, "easy", "hard"]
    assert first.seats[0].profile == "Anna" and first.seats[1].profile_id is None
    assert first.seats[2].by_reason == one.state.breakdown[2]
    assert [s.rank for s in first.seats] == ranks(one.state.scores)
    assert book.games(edition="safari") == [] and len(book.games(limit=1, offset=1)) == 1


def test_recording_is_idempotent_by_game_id(book):
    game = finished("safari", 3, [ANNA, {"name": "B", "ai": "normal"}, {"name": "Cy", "ai": None}])
    assert book.record_finished_game(game) is True
    assert book.record_finished_game(game, save_path="/elsewhere.json") is False
    assert len(book.games()) == 1 and book.games()[0].save_path is None
    assert book.stats("Anna").games == 1 and len(book.profiles()) == 2
    # an old game without an id is known by its setup: the same game twice is still one record
    old = finished("safari", 4, [ANNA])
    old.setup.extra.pop("game_id")
    assert book.record_finished_game(old) and not book.record_finished_game(Game.replay(old.setup, old.log))
    unfinished = Game.replay(game.setup, game.log[:50])
    with pytest.raises(RecordsError, match="finished"):
        book.record_finished_game(unfinished)


def test_a_shared_win_is_a_win_and_shown_as_one(book):
    game = finished("amazonas", 1, [ANNA, {"name": "Bo", "ai": None}, {"name": "C", "ai": "easy"}])
    top = max(game.state.scores) + 5
    game.state.scores[0] = game.state.scores[1] = top
    book.record_finished_game(game)
    (record,) = book.games()
    assert record.shared_win and [s.seat for s in record.winners] == [0, 1]
    assert [s.rank for s in record.seats] == [1, 1, 3]
    for name in ("Anna", "Bo"):
        stats = book.stats(name)
        assert stats.wins == 1 and stats.shared_wins == 1 and stats.against["easy"].wins == 1


def test_profiles_are_unique_whatever_the_case_and_deleting_one_keeps_its_games(book):
    book.create_profile("Ёжик", "blue")
    with pytest.raises(RecordsError, match="already exists"):
        book.create_profile("  ЁЖИК ")
    with pytest.raises(RecordsError, match="needs a name"):
        book.create_profile("   ")
    anna = book.create_profile("Anna")
    with pytest.raises(RecordsError, match="already exists"):
        book.rename_profile(anna, "ёжик")
    assert book.rename_profile(anna, "Anya").name == "Anya" and book.profile("ANYA").id == anna.id
    assert book.set_profile_colour("anya", "green").colour == "green"
    game = finished(
        "hunters", 1, [{"name": "Anya", "ai": None}, {"name": "ёжик", "ai": None}, {"name": "x", "ai": "hard"}]
    )
    book.record_finished_game(game)
    assert [p.name for p in book.profiles()] == ["Anya", "Ёжик"]
    book.delete_profile("Ёжик")
    assert [p.name for p in book.profiles()] == ["Anya"]
    (record,) = book.games()
    assert record.seats[1].name == "ёжик" and record.seats[1].profile_id is None  # the game stays, unlinked
    assert record.seats[0].profile == "Anya"
    with pytest.raises(RecordsError, match="no profile"):
        book.stats("Ёжик")


def test_two_seats_of_one_name_count_the_game_once(book):
    game = finished("safari", 5, [ANNA, {"name": "anna", "ai": None}, {"name": "C", "ai": "easy"}])
    book.record_finished_game(game)
    (record,) = book.games()
    assert [s.profile for s in record.seats] == ["Anna", None, None] and book.stats("Anna").games == 1


def test_personal_bests_per_edition(book):
    first = finished("hill_dale", 1, [ANNA, {"name": "Bo", "ai": None}])
    assert book.record_finished_game(first)
    bests = {b.seat: b for b in book.personal_bests(first)}
    assert bests[0].previous_best is None and bests[0].score == first.state.scores[0]
    second = finished("hill_dale", 2, [ANNA, {"name": "Bo", "ai": None}])
    second.state.scores[:2] = [first.state.scores[0] + 1, first.state.scores[1] - 1]
    assert [(b.seat, b.previous_best) for b in book.personal_bests(second)] == [(0, first.state.scores[0])]
    book.record_finished_game(second)
    assert [(b.profile, b.score) for b in book.personal_bests(second)] == [("Anna", first.state.scores[0] + 1)]
    other = finished("safari", 1, [ANNA, {"name": "Bo", "ai": None}])
    assert {b.previous_best for b in book.personal_bests(other)} == {None}  # another edition: its own bests


def test_what_if_games_are_recorded_but_left_out_of_statistics(book):
    game = finished("safari", 2, [ANNA, {"name": "Bo", "ai": "easy"}, {"name": "Cy", "ai": "easy"}])
    book.record_finished_game(game)
    line = branch_game(game, 300, keep_deck=True)
    for _ in range(5000):
        if line.pending() is None:
            break
        assert isinstance(line.submit(line.options()[0]), list)
    assert line.ended
    assert book.record_finished_game(line) is True
    assert book.personal_bests(line) == []
    record = book.game(game_key(line.setup))
    assert record.origin == "branch" and record.origin_game == game_key(game.setup)
    assert book.stats("Anna").games == 1 and book.stats("Anna", include_branches=True).games == 2


# --- schema and migrations ---

V1 = [
    "CREATE TABLE profiles (id INTEGER PRIMARY KEY, name TEXT NOT NULL, name_key TEXT NOT NULL UNIQUE, colour TEXT,"
    " created TEXT NOT NULL)",
    "CREATE TABLE games (id INTEGER PRIMARY KEY, game_id TEXT NOT NULL UNIQUE, edition TEXT NOT NULL,"
    " players INTEGER NOT NULL, played_at TEXT NOT NULL, finished INTEGER NOT NULL DEFAULT 1, save_path TEXT)",
    "CREATE TABLE seats (game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE, seat INTEGER NOT NULL,"
    " profile INTEGER REFERENCES profiles(id) ON DELETE SET NULL, name TEXT NOT NULL, colour TEXT, ai TEXT,"
    " score INTEGER NOT NULL, rank INTEGER NOT NULL, winner INTEGER NOT NULL, by_reason TEXT NOT NULL DEFAULT '{}',"
    " PRIMARY KEY (game, seat))",
    "INSERT INTO profiles VALUES (1, 'Anna', 'anna', 'red', '2025-01-02T10:00:00+00:00')",
    "INSERT INTO games VALUES (1, 'old-game', 'safari', 2, '2025-01-02T11:00:00+00:00', 1, '/saves/old.json')",
    "INSERT INTO seats VALUES (1, 0, 1, 'Anna', 'red', NULL, 71, 1, 1, '{\"trail\": 40, \"bush\": 31}')",
    "INSERT INTO seats VALUES (1, 1, NULL, 'Bot', 'blue', 'normal', 60, 2, 0, '{}')",
    "PRAGMA user_version = 1",
]


def test_a_version_1_database_is_migrated_and_keeps_its_records(tmp_path):
    path = tmp_path / "records.db"
    db = sqlite3.connect(path)
    for sql in V1:
        db.execute(sql)
    db.commit()
    db.close()
    with open_records(path) as book:
        assert book.migrated_from == 1
        assert sqlite3.connect(path).execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 2
        (old,) = book.games()
        assert old.game_id == "old-game" and old.origin is None and old.save_path == "/saves/old.json"
        assert old.seats[0].by_reason == {"trail": 40, "bush": 31} and old.seats[1].ai == "normal"
        stats = book.stats("anna", "safari")
        assert (stats.games, stats.wins, stats.best_score) == (1, 1, 71) and stats.against["normal"].ahead == 1
        game = finished("safari", 1, [ANNA, {"name": "Bo", "ai": "normal"}], players=2)
        assert book.record_finished_game(game)
        assert book.stats("anna", "safari").games == 2
    with open_records(path) as again:
        assert again.migrated_from is None and len(again.games()) == 2
    indexes = {r[0] for r in sqlite3.connect(path).execute("SELECT name FROM sqlite_master WHERE type = 'index'")}
    assert {"seats_by_profile", "games_by_edition"} <= indexes


def test_a_database_from_a_newer_game_is_refused_and_left_alone(tmp_path):
    path = tmp_path / "records.db"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE future (x)")
    db.execute("PRAGMA user_version = 99")
    db.commit()
    db.close()
    before = path.read_bytes()
    with pytest.raises(RecordsError, match="newer version"):
        open_records(path)
    assert path.read_bytes() == before


# --- damaged, locked, shared ---


def test_a_damaged_file_is_set_aside_and_a_fresh_book_started(tmp_path):
    path = tmp_path / "records.db"
    path.write_bytes(b"this is not a database at all" * 100)
    with open_records(path) as book:
        assert book.notice and "damaged" in book.notice and "\n" not in book.notice
        assert book.profiles() == [] and book.create_profile("Anna")
    (aside,) = tmp_path.glob("records.db.corrupt-*")
    assert aside.read_bytes().startswith(b"this is not a database")
    assert aside.name in book.notice


def test_a_database_damaged_inside_is_set_aside_too(tmp_path):
    path = tmp_path / "records.db"
    open_records(path).close()
    db = sqlite3.connect(path)
    db.executemany(
        "INSERT INTO profiles (name, name_key, created) VALUES (?, ?, '2025-01-01')",
        [(f"Player {i}", f"player {i}") for i in range(300)],
    )
    db.commit()
    db.close()
    data = bytearray(path.read_bytes())
    page = 4096
    assert len(data) > 3 * page
    data[page + 8 : page * 3] = b"\xff" * (page * 2 - 8)  # the pages after the header page, scribbled over
    path.write_bytes(bytes(data))
    with open_records(path) as book:
        assert book.notice and "moved aside" in book.notice
        assert book.profiles() == []
    assert len(list(tmp_path.glob("records.db.corrupt-*"))) == 1


def test_a_locked_database_is_a_clear_error_and_nothing_is_written(tmp_path):
    path = tmp_path / "records.db"
    game = finished("hunters", 2, [ANNA, {"name": "B", "ai": "easy"}, {"name": "C", "ai": "easy"}])
    with open_records(path, timeout=0.2) as book:
        holder = sqlite3.connect(path, isolation_level=None)
        holder.execute("BEGIN EXCLUSIVE")
        with pytest.raises(RecordsBusy) as busy:
            book.record_finished_game(game)
        assert "locked" in str(busy.value) and "\n" not in str(busy.value)
        with pytest.raises(RecordsBusy):
            open_records(path, timeout=0.1)
        holder.execute("ROLLBACK")
        holder.close()
        assert book.games() == []
        assert book.record_finished_game(game) is True
    assert not list(tmp_path.glob("*.corrupt-*"))


def test_an_unusable_folder_is_a_clear_error(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(RecordsError):
        open_records(blocker / "records.db")


def test_several_writers_at_once_record_each_game_once(tmp_path):
    path = tmp_path / "records.db"  # not there yet: the writers also race to make and migrate it
    games = [
        finished("hill_dale", seed, [ANNA, {"name": "Bo", "ai": None}, {"name": "X", "ai": "normal"}])
        for seed in (1, 2, 3)
    ]
    errors, results = [], []
    start = threading.Barrier(6)

    def writer(k):
        try:
            start.wait()
            with open_records(path, timeout=10) as book:
                for game in games[k % 3 :] + games[: k % 3]:
                    results.append(book.record_finished_game(game))
        except Exception as exc:
            errors.append(exc)

    threads = [threading.Thread(target=writer, args=(k,)) for k in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert results.count(True) == 3 and results.count(False) == 15
    with open_records(path) as book:
        assert len(book.games()) == 3
        assert sorted(p.name for p in book.profiles()) == ["Anna", "Bo"]
        assert book.stats("Anna").games == 3
