"""The New game screen tells what each edition is (in both languages, the counts from the box) and remembers
the last setup started, across runs, through the real loop; a remembered file that is bad in any way is
ignored and never stops the screen."""

from __future__ import annotations

import json

import pygame
import pytest
from matrix import first_quick
from test_ui_layout import SIZES, assert_apart
from ui_helpers import click, key, make_app, menu_button, run, type_text

from game.editions import EDITION_NAMES
from game.ui import setup_memory
from game.ui.i18n import catalog, set_language
from game.ui.scenes.setup_extras import box_facts, facts_line

FACTS = {"hill_dale": 72, "safari": 72, "amazonas": 80, "hunters": 78}  # tiles drawn in a game (the rulebooks)


def new_game(app):
    app.to_menu()
    run(app, 1)
    click(app, menu_button(app, "menu.new").rect.center)
    assert app.scene.name == "setup"
    return app.scene


def button(scene, text):
    return next(b for b in scene.buttons if b.text() == text)


def test_each_edition_is_described_in_both_languages(ui_env):
    try:
        for lang in ("en", "ru"):
            set_language(lang)
            cat = catalog(lang)
            for ed in EDITION_NAMES:
                assert box_facts(ed) == (2, 5, FACTS[ed])
                line = facts_line(ed)
                assert "2–5" in line and str(FACTS[ed]) in line and cat[f"setup.length.{ed}"] in line
                assert len(cat[f"setup.about.{ed}"]) > 80
        assert facts_line("amazonas").endswith("80 квадратов") and facts_line("safari").endswith("72 квадрата")
    finally:
        set_language("en")


@pytest.mark.parametrize("size", first_quick(SIZES, one_value=True))
def test_the_description_fits_with_five_seats(ui_env, size):
    for lang in ("en", "ru"):
        app = make_app(size)
        set_language(lang)
        scene = new_game(app)
        for _ in range(3):
            scene.add()
        for ed in EDITION_NAMES:
            scene.pick_edition(ed)
            run(app, 1)
            assert scene.about_rect.h >= 2 * 14 * 0.7
            assert_apart(scene.widgets(), pygame.Rect(0, 0, *app.size), f"setup {ed} {size} {lang}")
    set_language("en")


def test_the_last_setup_is_offered_again_across_runs(ui_env):
    app = make_app((1600, 900))
    scene = new_game(app)
    click(app, button(scene, "Safari").rect.center)
    click(app, scene.fields[0].rect.center)
    key(app, pygame.K_a, mod=pygame.KMOD_CTRL)
    type_text(app, "Anna")
    click(app, button(scene, "Yellow").rect.center)  # seat 1's colour: yellow -> the next free one
    kind = [b for b in scene.buttons if b.text() == "Computer (normal)"][0]
    click(app, kind.rect.center)  # seat 2: normal -> hard
    click(app, button(scene, "+ Add a player").rect.center)
    click(app, scene.option_buttons["safari_final_majority"].rect.center)
    click(app, scene.handover_button.rect.center)  # auto -> always
    chosen = [dict(s) for s in scene.seats]
    assert chosen[0]["name"] == "Anna" and chosen[0]["colour"] != "yellow" and chosen[1]["ai"] == "hard"
    assert len(chosen) == 3 and scene.handover == "always"
    click(app, button(scene, "Start the game").rect.center)
    assert app.scene.name == "play"
    assert app.scene.handover.mode == "always"
    assert app.scene.game.setup.options == {"safari_final_majority": True}
    # the next time, and in the next run of the program, the same setup is offered
    for again in (app, make_app((1024, 640))):
        scene = new_game(again)
        assert scene.edition == "safari"
        assert [dict(s) for s in scene.seats] == chosen
        assert [f.value for f in scene.fields] == [s["name"] for s in chosen]
        assert scene.options == {"safari_final_majority": True}
        assert scene.option_buttons["safari_final_majority"].selected
        assert scene.handover == "always"


BAD = [
    "{not json",
    "[]",
    '{"edition": "safari"}',
    '{"edition": "nowhere", "seats": [{"name": "A", "colour": "red"}, {"name": "B", "colour": "blue"}]}',
    '{"edition": "safari", "seats": [{"name": "A", "colour": "red"}, {"name": "B", "colour": "red"}]}',
    '{"edition": "safari", "seats": [{"name": "A", "colour": "red"}]}',
    '{"edition": "safari", "seats": [{"name": "' + "x" * 40 + '", "colour": "red"}, {"name": "B", "colour": "blue"}]}',
    '{"edition": "safari", "seats": [{"name": "A", "colour": "pink"}, {"name": "B", "colour": "blue"}]}',
    '{"edition": "safari", "seats": [{"name": "A", "colour": "red", "ai": "godlike"}, {"name": "B", "colour": "blue"}]}',
    '{"edition": "safari", "seats": [{"name": "", "colour": "red"}, {"name": "B", "colour": "blue"}]}',
    '{"edition": "safari", "seats": [{"name": "A", "colour": "red"}, {"name": "B", "colour": "blue"}], "handover": 3}',
    '{"edition": "safari", "version": 9, "seats": [{"name": "A", "colour": "red"}, {"name": "B", "colour": "blue"}]}',
]


@pytest.mark.parametrize("content", BAD + ["HUGE", "BYTES"])
def test_a_bad_memory_is_ignored(ui_env, content):
    path = ui_env / "config" / setup_memory.FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    if content == "HUGE":
        seat = {"name": "A", "colour": "red"}
        path.write_text(json.dumps({"edition": "safari", "seats": [seat], "pad": "x" * 100000}), encoding="utf-8")
    elif content == "BYTES":
        path.write_bytes(b"\xff\xfe\x00garbage")
    else:
        path.write_text(content, encoding="utf-8")
    assert setup_memory.load() is None
    assert setup_memory.handover_mode() == "auto"
    app = make_app((1024, 640))
    scene = new_game(app)
    assert scene.edition == EDITION_NAMES[0] and len(scene.seats) == 2 and scene.options == {}
    run(app, 2)


def test_options_the_edition_no_longer_has_are_dropped(ui_env):
    seats = [{"name": "A", "colour": "red", "ai": None}, {"name": "B", "colour": "blue", "ai": "easy"}]
    path = ui_env / "config" / setup_memory.FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    doc = {"edition": "safari", "seats": seats, "options": {"safari_final_majority": True, "gone": True}}
    path.write_text(json.dumps(doc), encoding="utf-8")
    memo = setup_memory.load()
    assert memo is not None and memo.options == {"safari_final_majority": True}
    assert [s.ai for s in memo.seats] == [None, "easy"]
