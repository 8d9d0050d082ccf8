"""Settings that behave: an option of one run (--lang) is never written; leaving full screen gives back the
window the player had."""

from __future__ import annotations

import json

import pygame
from ui_helpers import key, make_app, run

from game.ui.settings import Settings, config_dir


def test_a_language_for_one_run_is_never_saved(ui_env):
    app = make_app(language="ru")
    run(app, 1)
    assert app.settings.language == "ru"
    key(app, pygame.K_F11)  # writes the settings (full screen)
    key(app, pygame.K_F11)
    app.settings.sound = False
    app.apply_settings()  # and so does any other setting
    saved = json.loads((config_dir() / "settings.json").read_text(encoding="utf-8"))
    assert saved["language"] == "en" and saved["sound"] is False
    assert app.settings.language == "ru"  # this run keeps it
    app.choose_language("ru")  # chosen in Settings: now it is kept
    assert Settings.load().language == "ru"


def test_leaving_full_screen_gives_back_the_players_window(ui_env):
    app = make_app((1600, 900))
    run(app, 1)
    size = (1280, 760)
    app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    run(app, 1)
    key(app, pygame.K_F11)
    assert app.settings.fullscreen
    key(app, pygame.K_F11)
    assert not app.settings.fullscreen and app.size == size


def test_default_names_follow_the_language(ui_env):
    from game.ui.i18n import set_language
    from game.ui.scenes.setup import local_default_names

    set_language("ru")
    seats = [
        {"name": "Player 1", "colour": "yellow", "ai": None},
        {"name": "Bot 2", "colour": "red", "ai": "normal"},
        {"name": "Alice", "colour": "blue", "ai": None},
        {"name": "Player 4", "colour": "green", "ai": "hard"},
    ]
    names = [s["name"] for s in local_default_names(seats)]
    assert names == ["Игрок 1", "Бот 2", "Alice", "Бот 4"]
    set_language("en")
    assert [s["name"] for s in local_default_names(seats)] == ["Player 1", "Bot 2", "Alice", "Bot 4"]
    # a default name keeps its number where the seats moved up (the third of five removed): «Бот 4» is "Bot 4"
    set_language("ru")
    moved = [{"name": "Bot 4", "colour": "blue", "ai": "normal"}, {"name": "Player 5", "colour": "red", "ai": None}]
    assert [s["name"] for s in local_default_names(moved)] == ["Бот 4", "Игрок 5"]
    set_language("en")
    assert [s["name"] for s in local_default_names(moved)] == ["Bot 4", "Player 5"]
