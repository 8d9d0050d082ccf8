"""Computer opponents' characters in the New game screen: chosen from a popover with a line about each, in
both languages, laid out inside the window, saved with the game and played by the seat."""

from __future__ import annotations

import pygame
from test_ui_layout import assert_apart
from ui_helpers import click, make_app, run

from game.ai.characters import ORDER
from game.ui.i18n import set_language, t


def _setup(size=(1024, 640)):
    app = make_app(size)
    run(app, 1)
    app.scene.new_game()
    run(app, 1)
    return app, app.scene


def test_each_character_has_a_name_and_a_line_in_both_languages(ui_env):
    for lang in ("en", "ru"):
        set_language(lang)
        names = {t("character." + c) for c in ORDER}
        lines = {t("character." + c + ".about") for c in ORDER}
        assert len(names) == len(lines) == len(ORDER)
        assert not any(n.startswith("character.") for n in names | lines)
    set_language("en")


def test_a_character_chosen_in_setup_is_saved_and_played(ui_env):
    app, sc = _setup()
    assert sc.seats[1]["ai"] and sorted(sc.characters.buttons) == [1]  # the computer seat has the button
    assert 0 in sc.aids.buttons and 1 not in sc.aids.buttons  # in the slot the human seat's Aids take
    click(app, sc.characters.buttons[1].center)
    pops = sc.characters.overlays()
    window = pygame.Rect(0, 0, *app.size)
    assert pops and window.contains(pops[0].rect)
    assert_apart(pops, window, "character popover")
    row = dict(sc.characters.rows())["farmer"]
    click(app, row.center)
    assert sc.characters.open is None and sc.seats[1]["character"] == "farmer"
    start = next(b for b in sc.buttons if b.text() == "Start the game")
    click(app, start.rect.center)
    game = app.scene.game
    assert game.setup.seats[1]["character"] == "farmer"
    assert app.scene.pacer.seats[1].character == "farmer"
    from game.persistence import load_game, save_game

    path = ui_env / "farmer.json"
    save_game(game, path)
    again = load_game(path)
    assert again.setup.seats[1]["character"] == "farmer"


def test_a_human_seat_has_no_character_button_and_plain_is_the_default(ui_env):
    app, sc = _setup()
    sc.cycle_kind(1)
    while sc.seats[1]["ai"]:
        sc.cycle_kind(1)
    run(app, 1)
    assert sc.characters.buttons == {}
    sc.cycle_kind(1)
    run(app, 1)
    assert sc.characters.buttons and "character" not in sc.seats[1]
