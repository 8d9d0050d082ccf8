"""Details a player meets: the name fields (Ctrl+A, a seat's default name following its kind), the version on
the main menu, a saved game's message not looking like an error, the UI scale setting, and an idle window
drawing nothing."""

from __future__ import annotations

import pygame
from ui_helpers import click, key, make_app, run, start, type_text


def test_ctrl_a_selects_a_name_and_typing_replaces_it(ui_env):
    app = make_app()
    run(app, 1)
    app.scene.new_game()
    run(app, 1)
    field = app.scene.fields[0]
    click(app, field.rect.center)
    assert field.focus
    key(app, pygame.K_a, mod=pygame.KMOD_LCTRL)
    assert field.selected
    type_text(app, "Zoë")
    assert field.value == "Zoë"
    key(app, pygame.K_a, mod=pygame.KMOD_LCTRL)
    key(app, pygame.K_BACKSPACE)
    assert field.value == ""


def test_a_seat_switched_to_human_takes_a_human_name(ui_env):
    app = make_app()
    run(app, 1)
    app.scene.new_game()
    run(app, 1)
    setup = app.scene
    assert setup.seats[1]["ai"] and setup.fields[1].value == "Bot 2"
    kind = [b for b in setup.buttons if b.text() == "Computer (normal)"][0]
    while setup.seats[1]["ai"]:
        click(app, kind.rect.center)
    assert setup.fields[1].value == "Player 2" and setup.seats[1]["name"] == "Player 2"
    click(app, kind.rect.center)  # back to a computer seat
    assert setup.seats[1]["ai"] == "easy" and setup.fields[1].value == "Bot 2"
    # a name the player typed is theirs: it stays
    click(app, setup.fields[1].rect.center)
    key(app, pygame.K_a, mod=pygame.KMOD_LCTRL)
    type_text(app, "Ann")
    click(app, kind.rect.center)
    click(app, kind.rect.center)
    click(app, kind.rect.center)
    assert setup.seats[1]["ai"] is None and setup.fields[1].value == "Ann"


def test_main_menu_shows_the_version(ui_env):
    from game import __version__

    app = make_app()
    run(app, 1)
    version = [w for w in app.scene.widgets() if w.name == "version"][0]
    assert version.rect.right <= app.size[0] and version.rect.bottom <= app.size[1]
    assert __version__ in __import__("game.ui.i18n", fromlist=["t"]).t("menu.version", version=__version__)
    # something is drawn there (not the backdrop's dark veil alone)
    r = version.rect
    colours = {tuple(app.screen.get_at((x, r.centery)))[:3] for x in range(r.x, r.right)}
    assert len(colours) > 3


def test_saved_as_is_not_shown_as_an_error(ui_env):
    app = make_app()
    start(app, human={0, 1}, seed=10)
    key(app, pygame.K_s, mod=pygame.KMOD_LCTRL)
    app.modal.field.value = ""
    type_text(app, "kept")
    key(app, pygame.K_RETURN)
    status = app.scene.model.status
    assert status.text.startswith("Saved as") and status.kind == "info"
    assert app.scene.status.visible


def test_ui_scale_setting_lays_the_window_out_again(ui_env):
    app = make_app((2560, 1440))
    run(app, 1)
    app.scene.settings()
    run(app, 1)
    scene = app.scene

    def scale_button():  # laid out again after each change: found again each time
        return [b for b in scene.buttons if "%" in b.text()][0]

    from game.ui.layout import default_scale

    auto = round(default_scale(app.desktop) * 100)
    assert app.settings.ui_scale is None and scale_button().text() == f"Automatic ({auto}%)"
    click(app, scale_button().rect.center)
    assert app.settings.ui_scale == 0.75
    small = scene.panel.w
    from game.ui.layout import effective_scale, px

    assert small == px(760, effective_scale(app.size, 0.75))  # the factor on the screen's own scale
    for _ in range(5):
        click(app, scale_button().rect.center)
    assert app.settings.ui_scale == 1.5 and scene.panel.w == px(760, effective_scale(app.size, 1.5)) > small


def test_an_idle_play_screen_draws_nothing(ui_env):
    app = make_app()
    start(app, human={0, 1}, seed=4)
    run(app, 30)  # whatever was moving settles
    scene = app.scene
    assert not scene.animating()
    drawn = len(app.frame_ms)
    run(app, 30)
    assert len(app.frame_ms) == drawn  # nothing changed: nothing drawn
    key(app, pygame.K_r)  # a change: drawn again
    assert len(app.frame_ms) == drawn + 1
