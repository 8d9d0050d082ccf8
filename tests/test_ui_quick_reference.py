"""The quick reference: one screen per edition and language (what you may do on a turn, how each feature
scores, the end), opened by F2 from a game and reached from the Rules screen (its contents, or F2 there)."""

from __future__ import annotations

import pygame
import pytest
from matrix import quick_only
from ui_helpers import drive, key, make_app, open_game

from game.editions import EDITION_NAMES
from game.ui.i18n import set_language
from game.ui.scenes.rules import QUICK, RulesScene


def quick_height(scene) -> tuple[int, int]:
    """(the height of the quick reference section as laid out, the height of the page that shows it)."""
    laid = scene.laid
    tops = [y for _a, _t, y in laid.sections]
    i = [a for a, _t, _y in laid.sections].index(QUICK)
    return tops[i + 1] - tops[i], scene.view.text_rect.h


@pytest.mark.parametrize(
    ("lang", "size"),
    quick_only(
        [("en", (1024, 640)), ("ru", (1024, 640)), ("en", (1600, 900)), ("ru", (1600, 900))],
        keep=[("ru", (1024, 640))],
    ),
)
def test_each_quick_reference_fits_one_screen_and_the_contents_lead_to_it(ui_env, lang, size):
    app = make_app(size, language=lang)
    try:
        for edition in EDITION_NAMES:
            scene = RulesScene(app, edition)
            app.switch(scene)
            assert QUICK in [a for a, _t, _y in scene.laid.sections], edition  # in the contents list
            height, page = quick_height(scene)
            assert height <= page, f"{edition} {lang} {size}: {height} > {page}"
            key(app, pygame.K_F2)
            assert scene.view.scroll == min(scene.laid.anchors[QUICK], scene.view.most())
    finally:
        set_language("en")


@pytest.mark.parametrize("edition", quick_only(EDITION_NAMES, keep=["hunters"]))
def test_f2_in_a_game_opens_the_quick_reference_and_esc_returns(ui_env, edition):
    app = make_app((1600, 900))
    g = drive(edition, 2, 1, lambda g: g.state.turn > 2)
    play = open_game(app, g)
    key(app, pygame.K_F2, frames=2)
    rules = app.scene
    assert rules.name == "rules" and rules.tab == edition
    assert rules.view.scroll == min(rules.laid.anchors[QUICK], rules.view.most()) > 0
    key(app, pygame.K_ESCAPE, frames=2)
    assert app.scene is play
