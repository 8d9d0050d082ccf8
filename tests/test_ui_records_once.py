"""Records count each game once, and only games played to their end in the program: opening a finished save
(from the command line or the Load screen) shows it and records nothing, and never copies it again into the
library; a result the records could not take is tried again at quit, then kept and recorded at the next start."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

from ui_helpers import make_app, run, run_until

from game.game_id import game_id_of, setup_digest
from game.records import open_records, records_path
from game.tools.selfplay import play_game
from game.ui.records_keeper import pending_path

ROOT = Path(__file__).resolve().parent.parent
ANNA = [{"name": "Anna", "colour": "yellow", "ai": None}, {"name": "Bot", "colour": "red", "ai": "normal"}]


def library(ui_env) -> list[str]:
    folder = ui_env / "data" / "tessera" / "saves"
    return sorted(p.name for p in folder.glob("*.json")) if folder.exists() else []


def recorded() -> tuple[int, list[str]]:
    with open_records() as book:
        return len(book.games()), [p.name for p in book.profiles()]


def test_a_finished_sample_save_opened_three_times_counts_for_nothing(ui_env):
    source = ui_env / "hill_dale-finished.json"
    shutil.copy(ROOT / "saves" / "hill_dale-finished.json", source)  # a save from outside the library
    for _ in range(3):
        app = make_app()
        assert app.open_saved(source) is None
        assert run_until(app, lambda a=app: a.scene.name == "results")
        run(app, 2)
        app.request_quit()
        assert recorded() == (0, [])  # not a game played now, and no profiles made for its seats
    digest = setup_digest(app.keeper.current.game.setup)
    assert library(ui_env) == [f"{digest}.json"]  # one copy, named by the game's identity
    assert game_id_of(app.keeper.current.game.setup) == digest
    assert json.loads(source.read_text(encoding="utf-8")) == json.loads(
        (ROOT / "saves" / "hill_dale-finished.json").read_text(encoding="utf-8")
    )  # the original is never written


def test_an_opened_save_that_went_on_differently_is_a_game_of_its_own(ui_env):
    source = ui_env / "hill_dale-example.json"
    shutil.copy(ROOT / "saves" / "hill_dale-example.json", source)
    app = make_app()
    assert app.open_saved(source) is None
    first = app.keeper.current.path
    assert app.open_saved(source) is None
    assert app.keeper.current.path == first and len(library(ui_env)) == 1  # the same moment: the same copy
    game = app.keeper.current.game
    game.submit(game.options()[0])  # the library's copy goes on
    app.autosave(game)
    assert app.open_saved(source) is None
    assert app.keeper.current.path != first and len(library(ui_env)) == 2  # the file's moment: a new game
    assert game_id_of(app.keeper.current.game.setup) == app.keeper.current.path.stem


def finish_in_window(app, game):
    app.settings.animation_speed = 3.0
    app.start_game(game, [dict(s) for s in ANNA])
    app.autosave(game)
    assert run_until(app, lambda: app.scene.name == "results")


def test_a_result_the_records_could_not_take_is_kept_and_recorded_at_the_next_start(ui_env):
    game = play_game("hill_dale", 2, 3, "greedy")
    with open_records():
        pass  # the database exists
    holder = sqlite3.connect(records_path(), timeout=0.1, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")  # another program holds the records locked
    app = make_app()
    finish_in_window(app, game)
    assert app.keeper.banner is not None and "in use by another copy" in app.keeper.banner.text
    app.request_quit()  # tried once more at quit: still locked
    assert not app.running
    kept = json.loads(pending_path().read_text(encoding="utf-8"))
    assert len(kept["games"]) == 1 and kept["games"][0]["seats"][0]["name"] == "Anna"
    holder.execute("ROLLBACK")
    holder.close()
    assert recorded() == (0, [])
    app = make_app()  # the next start
    assert recorded() == (1, ["Anna"])
    assert not pending_path().exists()
    assert "recorded now" in app.keeper.banner.text
    app = make_app()
    assert recorded() == (1, ["Anna"])  # once


def test_a_result_is_recorded_at_quit_when_the_records_are_free_by_then(ui_env):
    game = play_game("hill_dale", 2, 4, "greedy")
    with open_records():
        pass
    holder = sqlite3.connect(records_path(), timeout=0.1, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    app = make_app()
    finish_in_window(app, game)
    holder.execute("ROLLBACK")
    holder.close()
    assert recorded() == (0, [])
    app.request_quit()
    assert recorded() == (1, ["Anna"]) and not pending_path().exists()
