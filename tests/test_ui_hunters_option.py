"""Ruling 22's option is offered in New game for Hunters and Gatherers, in both languages, and a game started
with it on carries it in its setup (through the real loop)."""

from __future__ import annotations

from test_ui_setup_memory import button, new_game
from ui_helpers import click, make_app

from game.editions.hunters.rules import OPTION_RETURNED_TO_BONUS
from game.ui.i18n import catalog


def test_the_option_has_words_in_both_languages():
    for lang in ("en", "ru"):
        cat = catalog(lang)
        assert cat[f"option.{OPTION_RETURNED_TO_BONUS}"] and len(cat[f"option.{OPTION_RETURNED_TO_BONUS}.help"]) > 60


def test_new_game_offers_the_option_off_and_starts_with_it_on(ui_env):
    app = make_app((1600, 900))
    scene = new_game(app)
    click(app, button(scene, "Hunters and Gatherers").rect.center)
    assert scene.edition == "hunters"
    toggle = scene.option_buttons[OPTION_RETURNED_TO_BONUS]
    assert not toggle.selected
    click(app, toggle.rect.center)
    assert scene.option_buttons[OPTION_RETURNED_TO_BONUS].selected
    click(app, button(scene, "Start the game").rect.center)
    assert app.scene.name == "play"
    assert app.scene.game.setup.options == {OPTION_RETURNED_TO_BONUS: True}
