"""Learn to play's chapters in the real window loop: from the main menu to an edition's chapters, a further chapter
played to its end by real events, and the menu then showing it done (kept in learning.json with the other
chapters' places; an old learning.json, from before chapters, still loads)."""

from __future__ import annotations

import json

import pygame
from test_ui_layout import assert_apart
from tutorial_driver import click, play_tutorial
from ui_helpers import key, make_app

from game.editions import EDITION_NAMES
from game.tutorial import chapters, load
from game.ui.i18n import t


def learn(app):
    click(app, next(b for b in app.scene.buttons if b.text() == t("menu.learn")).rect.center)
    assert app.scene.name == "learn"
    return app.scene


def test_a_chapter_is_chosen_played_and_shown_done(ui_env):
    edition, chapter = "hunters", chapters("hunters")[1]
    key_name = f"{edition}.{chapter}"
    # an old memory file (chapter 1's place by the edition's name) still loads
    config = ui_env / "config"
    config.mkdir(parents=True, exist_ok=True)
    (config / "learning.json").write_text('{"version": 1, "places": {"hunters": {"step": 3}}}', encoding="utf-8")
    app = make_app((1024, 640))
    app.settings.animation_speed = 4.0
    chooser = learn(app)
    row = EDITION_NAMES.index(edition)
    assert chooser.buttons[row].text() == f"{row + 1}. {t('edition.hunters')}"
    click(app, chooser.buttons[row].rect.center)
    assert app.scene is chooser and chooser.edition == edition
    assert_apart(chooser.widgets(), pygame.Rect(0, 0, *app.size), "chapters")
    labels = [b.text() for b in chooser.buttons[: len(chapters(edition))]]
    total = len(load(edition).steps)
    assert labels[0] == t("tutorial.resume_label", name=f"1. {t('tutorial.hunters.title')}", step=4, total=total)
    assert labels[1] == f"2. {t(f'tutorial.{key_name}.title')}"
    key(app, pygame.K_ESCAPE)  # Esc: back to the editions, then the menu
    assert app.scene is chooser and chooser.edition is None
    key(app, pygame.K_1 + row)
    assert chooser.edition == edition
    click(app, chooser.buttons[1].rect.center)
    scene = app.scene
    assert scene.name == "play" and scene.overlay.key == key_name
    assert t(f"tutorial.{key_name}.title") in scene.overlay.box.text.heading
    seen = play_tutorial(app, "mix")
    assert seen == [s.id for s in load(edition, chapter).steps]
    assert tuple(scene.game.state.scores) == load(edition, chapter).expect_scores
    key(app, pygame.K_ESCAPE)
    assert app.scene.name == "menu"
    memo = json.loads((config / "learning.json").read_text(encoding="utf-8"))
    assert memo["places"][key_name]["done"] and memo["places"]["hunters"]["step"] == 3
    chooser = learn(app)
    assert chooser.buttons[row].text() == t(
        "tutorial.chapters_done", name=f"{row + 1}. {t('edition.hunters')}", done=1, total=len(chapters(edition))
    )
    click(app, chooser.buttons[row].rect.center)
    assert chooser.buttons[1].text() == t("tutorial.done_label", name=f"2. {t(f'tutorial.{key_name}.title')}")
