"""The coach through the real loop: an aid a person's seat switches on in New game (off by default).  The hint
key shows the hard level's turn on the board with what it expects to gain, and goes when the position
changes; hovering a computer seat's last tile says what it weighed, in both languages; the coach's thinks are
cancelled when the game is left."""

from __future__ import annotations

import pygame
import pytest
from matrix import quick_only
from ui_helpers import key, make_app, post, run, run_until

from game.core import commands as cmd
from game.core import insight as I
from game.core.engine import Game
from game.newgame import new_setup
from game.ui.i18n import set_language
from game.ui.play import coach as coach_ui
from game.ui.play.coach import HINT_COLOUR


@pytest.fixture
def cheap_hint(monkeypatch):
    monkeypatch.setattr(coach_ui, "HINT_WORK", {"futures": 2, "workers": 1})


def open_with(ui_env, coach: bool, lang="en", deck=None):
    set_language(lang)
    app = make_app((1280, 800), language=lang)
    run(app, 1)
    seats = [
        {"name": "Ann", "colour": "yellow", "ai": None, "aids": {"coach": coach}},
        {"name": "Bot", "colour": "red", "ai": "easy"},
    ]
    setup = new_setup("hill_dale", 2, 3, seats=seats)
    if deck is not None:
        setup.deck = setup.deck[:deck]
    game = Game(setup)
    app.settings.animation_speed = 3.0
    app.start_game(game, seats)
    run(app, 2)
    return app, app.scene


def test_the_coach_is_off_by_default_and_says_so(ui_env, cheap_hint):
    assert I.AIDS["coach"] is False
    app, sc = open_with(ui_env, coach=False)
    key(app, pygame.K_h)
    assert "without the coach" in sc.model.status.text
    assert sc.coach.asked is None and not sc.pacer.explain


def test_the_hint_key_shows_the_hard_turn_on_the_board_and_goes_with_the_position(ui_env, cheap_hint):
    app, sc = open_with(ui_env, coach=True)
    g = sc.model.game
    assert g.pending().seat == 0
    key(app, pygame.K_h)
    assert sc.coach.asked is not None
    assert run_until(app, lambda: sc.coach.advice is not None)
    run(app, 2)
    advice = sc.coach.advice
    assert advice.best.place in g.options()
    text = sc.model.status.text
    assert text.startswith("Coach: lay the tile") and f"{advice.gain:+.1f}" in text
    sc.dirty = True
    run(app, 1)
    r = sc.camera.cell_rect((advice.best.place.x, advice.best.place.y))
    edge = app.screen.get_at((r.x + r.w // 5, r.y + 1))[:3]
    assert tuple(edge) == HINT_COLOUR  # the hinted place is framed on the board
    key(app, pygame.K_h)  # asked again: hidden
    assert sc.coach.advice is None
    key(app, pygame.K_h)
    assert run_until(app, lambda: sc.coach.advice is not None)
    sc.submit(advice.best.place)  # the position changes: the hint goes
    run(app, 1)
    assert sc.coach.advice is None and sc.coach.asked is None


def test_hovering_the_computers_last_tile_says_what_it_weighed(ui_env, cheap_hint):
    for lang, head in (("en", "Why Bot played here"), ("ru", "Почему Bot сыграл здесь")):
        app, sc = open_with(ui_env, coach=True, lang=lang)
        assert sc.pacer.explain
        g = sc.model.game
        sc.submit(g.options()[0])  # Ann lays a tile and ends her turn
        while g.pending() is not None and g.pending().seat == 0:
            sc.submit(cmd.Skip() if cmd.Skip() in g.options() else g.options()[0])
        assert run_until(app, lambda game=g: game.pending() is not None and game.pending().seat == 0)
        assert 1 in sc.pacer.explained
        cells = sc.aids.last_tiles()[1]
        pos = sc.camera.cell_rect(cells[0]).center
        post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        run(app, 2)
        tip = sc.play_aids.board_tip(pos)
        assert tip is not None and tip.startswith(head) and "1. " in tip
        place, moves = sc.pacer.explained[1]
        assert moves and (moves[0].place.x, moves[0].place.y) == (place.x, place.y)
        assert sc.coach.why_seat == 1
    set_language("en")


def test_leaving_the_game_cancels_the_hint(ui_env, cheap_hint):
    app, sc = open_with(ui_env, coach=True)
    key(app, pygame.K_h)
    assert sc.coach.asked is not None
    sc.close()
    assert sc.coach.asked is None and sc.coach.runner.result() is None


def play_to_the_end(app, sc):
    """Ann plays the first option each time (the computer seat plays itself) until the results show."""
    g = sc.model.game

    def step():
        d = g.pending()
        if d is not None and d.seat == 0 and not sc.model.busy and app.scene is sc:
            sc.submit(g.options()[0])
        return app.scene.name == "results"

    assert run_until(app, step)


@pytest.mark.parametrize(
    "lang, head, total",
    quick_only(
        [("en", "The coach's review", "Ann left"), ("ru", "Разбор тренера", "Ann упустил")],
        keep=[("ru", "Разбор тренера", "Ann упустил")],
    ),
)
def test_the_review_after_the_game_values_each_turn_against_the_best(ui_env, cheap_hint, lang, head, total):
    from game.ai.coach import review

    app, sc = open_with(ui_env, coach=True, lang=lang, deck=10)
    play_to_the_end(app, sc)
    res = app.scene
    assert res.review.active and "review" in [w.name for w in res.widgets()]
    assert run_until(app, lambda res=res: res.review.review is not None)
    run(app, 2)
    lines = [text for text, _bold, _decision in res.review.lines()]
    assert lines[0] == head and lines[1].startswith(total)
    got = res.review.review
    again = review(sc.model.game.setup, sc.model.game.log, {0})  # the same review, worked out here
    assert [(d.turn, d.lost) for d in got.decisions] == [(d.turn, d.lost) for d in again.decisions]
    assert {d.seat for d in got.decisions} == {0} and len(got.decisions) == 5
    assert f"{got.total(0):.1f}" in lines[1]
    assert len(lines) == 2 + len(got.costliest(3)) + 1  # the costliest, then how to see them (or: none)
    for d in got.costliest(3):
        assert d.lost > 0 and d.best != d.played
    set_language("en")


def test_a_review_is_stopped_when_the_results_are_left(ui_env, cheap_hint):
    app, sc = open_with(ui_env, coach=True, deck=10)
    play_to_the_end(app, sc)
    res = app.scene
    menu = [b for b in res.buttons if b.text() == "Menu"][0]
    from ui_helpers import click

    click(app, menu.rect.center)
    assert app.scene.name == "menu" and res.review.job._stop.is_set()
    res.review.wait()
    assert not res.review.working


def test_no_review_without_the_coach(ui_env):
    app, sc = open_with(ui_env, coach=False, deck=6)
    play_to_the_end(app, sc)
    assert not app.scene.review.active and app.scene.review.job._thread is None


def test_a_costly_turn_of_the_review_is_shown_on_the_board_in_the_replay(ui_env, cheap_hint):
    from ui_helpers import click

    app, sc = open_with(ui_env, coach=True, deck=16)
    play_to_the_end(app, sc)
    res = app.scene
    assert run_until(app, lambda: res.review.review is not None)
    res.dirty = True
    run(app, 2)
    worst = res.review.review.costliest(3)
    assert worst and [d for _r, d in res.review.rows] == worst
    row, first = res.review.rows[0]
    click(app, row.center)
    rp = app.scene
    assert rp.name == "replay" and rp.index == first.index + 1 and rp.coach.shown() == first
    rp.dirty = True
    run(app, 1)
    better = first.best.place
    r = rp.camera.cell_rect((better.x, better.y))
    if rp.camera.area.contains(r):
        assert tuple(app.screen.get_at((r.x + r.w // 5, r.y + 1))[:3]) == HINT_COLOUR
    assert "points left behind here" in rp.coach.words()
    key(app, pygame.K_c)  # the next costliest
    if len(worst) > 1:
        assert rp.coach.current == worst[1] and rp.index == worst[1].index + 1
    key(app, pygame.K_ESCAPE)
    assert app.scene is res
