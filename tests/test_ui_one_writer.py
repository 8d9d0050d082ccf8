"""One game, one writer: a game open in one window is locked; a second window says so and offers a copy; a
write that would lose another window's turn is not made (the game goes on in a copy, and the banner says so);
a lock whose program is gone does not block the game."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pygame
from ui_helpers import click, key, make_app, menu_button, run

from game.files.locks import GameLock, lock_path, read_holder
from game.library import Library, new_game_id
from game.persistence import read_save, save_from_document, save_game

ROOT = Path(__file__).resolve().parent.parent


def library(ui_env) -> Library:
    folder = ui_env / "data" / "tessera" / "saves"
    folder.mkdir(parents=True, exist_ok=True)
    return Library(folder)


def a_game_in_the_library(ui_env) -> Path:
    lib = library(ui_env)
    doc = json.loads((ROOT / "saves" / "hill_dale-example.json").read_text(encoding="utf-8"))
    game = save_from_document(doc).game
    return lib.save(game, lib.path_for(new_game_id()))


OTHER_WINDOW = textwrap.dedent(
    """
    import sys, time
    sys.path.insert(0, {root!r})
    from game.files.locks import GameLock
    lock = GameLock(__import__("pathlib").Path({save!r}))
    assert lock.acquire() is None
    print("holding", flush=True)
    sys.stdin.readline()  # until the test lets go
    lock.release()
    """
)


def other_window(save: Path) -> subprocess.Popen:
    """Another running program that has the game open (holds its lock)."""
    code = OTHER_WINDOW.format(root=str(ROOT), save=str(save))
    proc = subprocess.Popen([sys.executable, "-c", code], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None and proc.stdout.readline().strip() == "holding"
    return proc


def test_a_game_open_in_another_window_is_offered_as_a_copy(ui_env):
    path = a_game_in_the_library(ui_env)
    before = path.read_bytes()
    proc = other_window(path)
    try:
        app = make_app()
        run(app, 1)
        click(app, menu_button(app, "menu.load").rect.center)
        assert app.scene.name == "load"
        key(app, pygame.K_RETURN)  # open the (only) game
        assert app.modal is not None and app.modal.title_key == "lock.title"
        assert app.scene.name == "load"  # nothing opened yet
        key(app, pygame.K_RETURN)  # "Open a copy"
        assert app.scene.name == "play" and app.modal is None
        copy = app.keeper.current.path
        assert copy != path and copy.exists()
        game = app.scene.game
        game.submit(game.options()[0])
        app.autosave(game)
        assert path.read_bytes() == before  # the other window's file is never written
        assert read_save(copy).game.log == game.log
        assert read_holder(lock_path(path)).pid == proc.pid  # its lock is the other window's still
    finally:
        proc.communicate("\n", timeout=30)
    assert not lock_path(path).exists()


def test_escape_leaves_the_game_to_the_other_window(ui_env):
    path = a_game_in_the_library(ui_env)
    proc = other_window(path)
    try:
        app = make_app()
        run(app, 1)
        click(app, menu_button(app, "menu.continue").rect.center)
        assert app.modal is not None and app.modal.title_key == "lock.title"
        key(app, pygame.K_ESCAPE)
        assert app.modal is None and app.scene.name == "menu"
        assert len(list(path.parent.glob("*.json"))) == 1  # no copy made
    finally:
        proc.communicate("\n", timeout=30)


def test_a_lock_whose_program_is_gone_does_not_block(ui_env):
    path = a_game_in_the_library(ui_env)
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    lock_path(path).write_text(json.dumps({"pid": dead.pid, "host": os.uname().nodename}), encoding="utf-8")
    app = make_app()
    run(app, 1)
    click(app, menu_button(app, "menu.continue").rect.center)
    assert app.modal is None and app.scene.name == "play"
    assert app.keeper.current.path == path
    assert read_holder(lock_path(path)).pid == os.getpid()  # taken over
    key(app, pygame.K_ESCAPE)  # back to the menu: the game is let go
    assert not lock_path(path).exists()


def test_a_write_that_would_lose_another_windows_turn_is_refused_and_kept_as_a_copy(ui_env):
    path = a_game_in_the_library(ui_env)
    app = make_app()
    run(app, 1)
    click(app, menu_button(app, "menu.continue").rect.center)
    assert app.scene.name == "play"
    mine = app.scene.game
    # another program (an older build, which takes no lock) plays a turn of the same game into the file
    theirs = read_save(path).game
    theirs.submit(theirs.options()[-1])
    save_game(theirs, path)
    mine.submit(mine.options()[0])
    app.autosave(mine)
    assert read_save(path).game.log == theirs.log  # their turn is still there
    copy = app.keeper.current.path
    assert copy != path and read_save(copy).game.log == mine.log  # and so is this window's
    assert app.keeper.banner is not None and "another window" in app.keeper.banner.text


def test_the_lock_is_made_by_one_of_two_at_once(tmp_path):
    save = tmp_path / "game.json"
    first, second = GameLock(save), GameLock(save)
    assert first.acquire() is None and first.held
    assert second.acquire() is None  # the same program: the same game opened again
    first.release()
    assert not lock_path(save).exists()
