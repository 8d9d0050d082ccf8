"""The save library in the real window loop: no game is ever lost or overwritten, Continue resumes the most
recent one, the Load screen works by keyboard, a failed write is shown at once and retried."""

from __future__ import annotations

import json
import os
import resource

import pygame
import pytest
from file_samples import all_saves, save
from ui_helpers import click, key, make_app, menu_button, run, type_text

import game.persistence as persistence
from game.library import Library, new_game_id
from game.persistence import read_save, save_from_document
from game.ui.i18n import t


def folder(ui_env):
    return ui_env / "data" / "tessera" / "saves"


def saves_in(ui_env):
    return sorted(p for p in folder(ui_env).glob("*.json"))


def new_game_from_menu(app):
    """Menu → New game → Enter on the setup screen (the default table: Player 1 and a computer seat)."""
    assert app.scene.name == "menu"
    click(app, menu_button(app, "menu.new").rect.center)
    assert app.scene.name == "setup"
    key(app, pygame.K_RETURN)
    assert app.scene.name == "play"
    return app.scene.game


def play_one_turn(app):
    """The human seat lays its tile at the first place that fits and places nothing."""
    scene = app.scene
    game = scene.game
    turn = game.state.turn
    pos, rots = sorted(scene.model.placements().items())[0]
    while scene.model.rot not in rots:  # turned first, so the click lays it at once
        key(app, pygame.K_r)
    click(app, scene.camera.cell_rect(pos).center)
    key(app, pygame.K_s)
    run(app, 3)
    assert game.state.turn > turn or game.state.current != 0


def test_enter_enter_on_the_menu_resumes_the_game_and_a_new_game_overwrites_nothing(ui_env):
    app = make_app()
    run(app, 1)
    first = new_game_from_menu(app)
    play_one_turn(app)
    key(app, pygame.K_ESCAPE)  # back to the menu (the game is saved on the way)
    assert app.scene.name == "menu"
    [path] = saves_in(ui_env)
    kept = path.read_bytes()
    n = len(first.log)
    key(app, pygame.K_RETURN)  # the focus is on Continue
    key(app, pygame.K_RETURN)
    assert app.scene.name == "play" and len(app.scene.game.log) == n
    assert app.scene.game.setup.deck == first.setup.deck
    key(app, pygame.K_ESCAPE)
    second = new_game_from_menu(app)
    assert second is not first
    assert len(saves_in(ui_env)) == 2 and path.read_bytes() == kept


def test_continue_resumes_the_most_recent_game(ui_env):
    lib = Library(folder(ui_env))
    older, newer = (
        lib.save(save_from_document(d).game, lib.path_for(new_game_id())) for d in (save("amazonas"), save("hunters"))
    )
    app = make_app()
    run(app, 1)
    click(app, menu_button(app, "menu.continue").rect.center)  # Continue
    assert app.scene.name == "play" and app.scene.game.setup.edition == "hunters"
    key(app, pygame.K_ESCAPE)
    click(app, menu_button(app, "menu.load").rect.center)  # Load
    assert [e.path for e in app.scene.entries] == [newer, older]
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert app.scene.name == "play" and app.scene.game.setup.edition == "amazonas"
    key(app, pygame.K_ESCAPE)
    click(app, menu_button(app, "menu.continue").rect.center)  # Continue: the game opened last
    assert app.scene.game.setup.edition == "amazonas"


def test_the_load_screen_by_keyboard_renames_and_deletes_with_a_confirmation(ui_env):
    lib = Library(folder(ui_env))
    paths = [lib.save(save_from_document(d).game, lib.path_for(new_game_id())) for d in all_saves()]
    app = make_app()
    run(app, 1)
    click(app, menu_button(app, "menu.load").rect.center)
    scene = app.scene
    assert scene.name == "load" and len(scene.entries) == 4
    key(app, pygame.K_DOWN)
    key(app, pygame.K_F2)
    assert app.modal is not None
    app.modal.field.value = ""
    type_text(app, "Friday")
    key(app, pygame.K_RETURN)
    assert app.modal is None and read_save(paths[2]).name == "Friday"
    assert scene.entries[1].label == "Friday"
    key(app, pygame.K_DELETE)
    assert app.modal is not None
    key(app, pygame.K_ESCAPE)  # cancelled: nothing deleted
    assert all(p.exists() for p in paths)
    key(app, pygame.K_DELETE)
    key(app, pygame.K_RETURN)
    assert not paths[2].exists() and len(scene.entries) == 3
    run(app, 2)  # draws the list again without the game


def test_save_as_never_overwrites_a_game_silently(ui_env):
    legacy = folder(ui_env) / "autosave.json"  # the single autosave of older builds: a game of its own now
    folder(ui_env).mkdir(parents=True, exist_ok=True)
    old = save("safari")
    del old["name"], old["game_id"]  # older builds wrote neither
    legacy.write_text(json.dumps(old), encoding="utf-8")
    before = legacy.read_bytes()
    app = make_app()
    lib = Library(folder(ui_env))
    app.start_game(save_from_document(save("hunters")).game)
    run(app, 2)
    key(app, pygame.K_s, mod=pygame.KMOD_CTRL)
    app.modal.field.value = ""
    type_text(app, "autosave")
    key(app, pygame.K_RETURN)
    assert app.modal is not None and app.modal.message == t("save.exists", name="autosave")
    assert legacy.read_bytes() == before
    app.modal.field.value = ""
    type_text(app, "mine")  # another name: saved as a new game
    key(app, pygame.K_RETURN)
    assert app.modal is None and legacy.read_bytes() == before
    assert lib.find_title("mine") is not None
    key(app, pygame.K_s, mod=pygame.KMOD_CTRL)
    app.modal.field.value = ""
    type_text(app, "autosave")
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)  # asked, and confirmed: now it replaces
    assert app.modal is None and read_save(legacy).game.setup.edition == "hunters"


def test_a_failed_autosave_shows_a_banner_at_once_and_is_retried(ui_env):
    """A file-size limit makes the write fail part way, as a full disk does; the game stays in memory."""
    app = make_app()
    run(app, 1)
    game = new_game_from_menu(app)
    [path] = saves_in(ui_env)
    before = path.read_bytes()
    soft, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
    resource.setrlimit(resource.RLIMIT_FSIZE, (len(before) + 100, hard))
    try:
        play_one_turn(app)
    finally:
        resource.setrlimit(resource.RLIMIT_FSIZE, (soft, hard))
    played = len(save_from_document(json.loads(before)).game.log)
    banner = app.keeper.banner
    assert banner is not None and banner.kind == "error" and t("write.too_large") in banner.text
    assert path.read_bytes() == before and not list(folder(ui_env).glob("*.tmp"))
    run(app, 1)  # drawn over the play screen
    run(app, 2, dt=3.0)  # the retry comes within five seconds
    saved = read_save(path).game.log  # the game as it was when the retry wrote it (the computer seat plays on)
    assert saved == game.log[: len(saved)] and len(saved) > played
    assert app.keeper.banner.kind == "info" and app.keeper.banner.text == t("banner.saved_again")


def test_closing_the_window_with_an_unsaved_game_asks_twice(ui_env):
    app = make_app()
    run(app, 1)
    new_game_from_menu(app)
    [path] = saves_in(ui_env)
    soft, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
    resource.setrlimit(resource.RLIMIT_FSIZE, (path.stat().st_size + 100, hard))
    try:
        play_one_turn(app)
        pygame.event.post(pygame.event.Event(pygame.QUIT))
        run(app, 1)
        assert app.running and t("write.too_large") in app.keeper.banner.text
        pygame.event.post(pygame.event.Event(pygame.QUIT))
        run(app, 1)
        assert not app.running
    finally:
        resource.setrlimit(resource.RLIMIT_FSIZE, (soft, hard))


def test_settings_values_are_validated_not_coerced_and_the_player_is_told(ui_env):
    config = ui_env / "config"
    config.mkdir()
    (config / "settings.json").write_text(
        json.dumps({"language": "ru", "fullscreen": "false", "sound": "no"}), encoding="utf-8"
    )
    app = make_app()
    run(app, 1)
    assert app.settings.fullscreen is False and app.settings.sound is True and app.settings.language == "ru"
    assert app.keeper.banner.text == t("banner.settings_refused")
    assert t("menu.new") == "Новая игра"


def test_settings_that_cannot_be_written_are_reported(ui_env):
    app = make_app()
    run(app, 1)
    (ui_env / "config").write_text("a file where the folder should be")
    app.settings.sound = False
    app.apply_settings()
    assert app.keeper.banner is not None and app.keeper.banner.text.startswith(
        t("banner.settings_failed", reason="")[:10]
    )


def test_the_load_screen_lists_fifty_games_from_the_cache_without_replaying_one(ui_env, monkeypatch):
    saves = folder(ui_env)
    saves.mkdir(parents=True)
    docs = all_saves()
    for i in range(50):
        doc = {**docs[i % 4], "name": f"Game {i}", "game_id": f"g{i:02}"}
        (saves / f"g{i:02}.json").write_text(json.dumps(doc), encoding="utf-8")
        os.utime(saves / f"g{i:02}.json", ns=(i * 10**9, i * 10**9))
    assert len(Library(saves).entries()) == 50  # each summarised once, into the cache
    app = make_app()
    run(app, 1)

    def no_replay(path):
        raise AssertionError(f"replayed {path}")

    monkeypatch.setattr(persistence, "read_save", no_replay)
    click(app, menu_button(app, "menu.load").rect.center)
    assert app.scene.name == "load" and len(app.scene.entries) == 50
    key(app, pygame.K_END)
    run(app, 1)
    assert app.scene.current().label == "Game 0"


def test_a_save_from_outside_the_library_gets_a_file_of_its_own(ui_env, tmp_path):
    outside = tmp_path / "friend.json"
    outside.write_text(json.dumps(save("amazonas")), encoding="utf-8")
    before = outside.read_bytes()
    app = make_app()
    assert app.open_saved(outside) is None
    kept = app.keeper.current.path
    assert kept.parent == folder(ui_env) and kept.stem == "seed-amazonas" and kept.exists()
    assert outside.read_bytes() == before


@pytest.mark.parametrize("size", [(1024, 640), (2560, 1440)])
def test_the_load_screen_fits_the_window(ui_env, size):
    lib = Library(folder(ui_env))
    for d in all_saves():
        lib.save(save_from_document(d).game, lib.path_for(new_game_id()))
    app = make_app(size)
    run(app, 1)
    click(app, menu_button(app, "menu.load").rect.center)
    scene = app.scene
    run(app, 1)
    screen = pygame.Rect((0, 0), size)
    rects = [b.rect for b in scene.buttons] + [scene.list_rect]
    assert all(screen.contains(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
    assert all(scene.list_rect.contains(r) for r, _ in scene.rows())
