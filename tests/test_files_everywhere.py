"""Every file the program reads passes the validation layer: the records database's rows, the New game
screen's memory (new_game.json), the settings; and every text the window draws is cleaned of controls."""

from __future__ import annotations

import os
import sqlite3
import threading

import pytest
from ui_helpers import click, make_app, menu_button, run

from game.ai.simple import GreedySeat, play_out
from game.core.engine import Game
from game.files import FileRefused, read_json
from game.newgame import new_setup
from game.records import open_records, records_path
from game.ui import setup_memory, theme

SEATS = [{"name": "Anna", "colour": "red", "ai": None}, {"name": "Bob", "colour": "blue", "ai": "easy"}]


def recorded_game() -> Game:
    game = Game(new_setup("hill_dale", 2, 5, seats=[dict(s) for s in SEATS]))
    play_out(game, [GreedySeat(seed=1), GreedySeat(seed=2)])
    with open_records() as book:
        assert book.record_finished_game(game)
    return game


DAMAGE = {
    "text in a score": ("UPDATE seats SET score = 'lots' WHERE seat = 1", ()),
    "a NUL in an edition": ("UPDATE games SET edition = ?", ("hill\0dale",)),
    "a NUL in a name": ("UPDATE profiles SET name = ?", ("An\0na\x1b",)),
    "a rank of a million": ("UPDATE seats SET rank = 1000000 WHERE seat = 1", ()),
    "a winner of 'yes'": ("UPDATE seats SET winner = 'yes' WHERE seat = 0", ()),
    "points by reason nested deep": ("UPDATE seats SET by_reason = ?", ("[" * 5000 + "]" * 5000,)),
}


@pytest.mark.parametrize("damage", list(DAMAGE))
def test_statistics_of_a_damaged_records_database_leave_the_bad_rows_out(ui_env, damage):
    game = recorded_game()
    sql, args = DAMAGE[damage]
    with sqlite3.connect(records_path()) as db:
        db.execute(sql, args)
    app = make_app()
    run(app, 1)
    click(app, menu_button(app, "menu.stats").rect.center)
    scene = app.scene
    assert scene.name == "stats"
    for k in range(len(scene.profiles) + 1):  # every profile's figures and games, drawn
        scene.pick_profile(k)
        run(app, 2)
    with open_records() as book:
        games = book.games()
        profiles = book.profiles()
        assert book.damaged() is not None
    if damage in ("a NUL in an edition",):
        assert games == []  # the game's row is left out whole
    elif damage == "a NUL in a name":
        assert profiles == []
    elif damage == "points by reason nested deep":
        assert [s.by_reason for s in games[0].seats] == [{}, {}]
        assert [s.score for s in games[0].seats] == list(game.state.scores)
    else:
        assert len(games) == 1 and len(games[0].seats) == 1  # the damaged seat is left out
    assert app.keeper.banner is not None and "damaged rows" in app.keeper.banner.text


def test_a_sound_database_reports_nothing(ui_env):
    game = recorded_game()
    with open_records() as book:
        (record,) = book.games()
        assert [s.score for s in record.seats] == list(game.state.scores)
        assert book.stats("Anna").games == 1
        assert book.damaged() is None


def _memory_path(ui_env):
    path = ui_env / "config" / setup_memory.FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


@pytest.mark.parametrize("kind", ["deep", "fifo", "zero", "folder"])
def test_new_game_memory_that_is_no_file_or_too_deep_is_ignored_at_once(ui_env, kind):
    path = _memory_path(ui_env)
    if kind == "deep":
        path.write_text("[" * 200_000 + "]" * 200_000, encoding="utf-8")
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "zero":
        path.symlink_to("/dev/zero")
    else:
        path.mkdir()
    done = threading.Event()
    got: list = []

    def read():
        got.append((setup_memory.load(), setup_memory.handover_mode()))
        done.set()

    threading.Thread(target=read, daemon=True).start()
    assert done.wait(10), "reading new_game.json did not return"  # a FIFO would block for ever
    assert got == [(None, "auto")]
    app = make_app((1024, 640))
    run(app, 1)
    click(app, menu_button(app, "menu.new").rect.center)
    assert app.scene.name == "setup" and len(app.scene.seats) == 2


def test_new_game_memory_is_strict(ui_env):
    path = _memory_path(ui_env)
    path.write_text(
        '{"edition": "safari", "seats": [{"name": "A", "colour": "red"}, {"name": "B", "colour": "blue"}],'
        ' "options": {"safari_final_majority": "true"}}',
        encoding="utf-8",
    )
    assert setup_memory.load() is None  # "true" is not true
    path.write_text(
        '{"edition": "safari", "seats": [{"name": "A", "colour": "red"}, {"name": "B", "colour": "blue"}],'
        ' "options": {"safari_final_majority": true}}',
        encoding="utf-8",
    )
    memo = setup_memory.load()
    assert memo is not None and memo.options == {"safari_final_majority": True}


def test_a_special_file_is_refused_before_it_is_opened(tmp_path):
    fifo = tmp_path / "settings.json"
    os.mkfifo(fifo)
    with pytest.raises(FileRefused, match="not a regular file"):
        read_json(fifo, 1024)
    with pytest.raises(FileRefused, match="not a regular file"):
        read_json("/dev/null", 1024)


@pytest.mark.parametrize(
    "text, shown",
    [("An\0na", "Anna"), ("a\x1b[31mb", "a[31mb"), ("x\u202ey", "xy"), ("tab\there", "tab here"), ("plain", "plain")],
)
def test_every_text_drawn_is_cleaned_of_controls(ui_env, text, shown):
    import pygame

    pygame.init()
    theme.reset()
    assert theme.drawable(text) == shown
    assert theme.text(text, 16).get_size() == theme.text(shown, 16).get_size()
    assert theme.font(16).size(text) == theme.font(16).size(shown)
    surface = pygame.Surface((400, 60))
    lines, _size = theme.fit_lines(text, 400, 60, 16)
    assert theme.blit_lines(surface, lines, (0, 0), 16).width == theme.text(shown, 16).get_width()
