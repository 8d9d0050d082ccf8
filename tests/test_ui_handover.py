"""The hotseat hand-over through the real loop: two people in Over Hill and Dale get a "Pass to <name>" cover
that hides the secret harvest tokens until the next person confirms, then a recap of what happened since
their last turn that can be skipped (or ends by itself); nobody sees another player's tokens; one person
with computer seats never gets a hand-over; the New game screen's mode (auto / always / off) decides."""

from __future__ import annotations

import pygame
import pytest
from matrix import first_quick
from test_ui_layout import SIZES, assert_apart
from ui_helpers import drive, key, make_app, open_game, post, run, start

from game.core import events as ev
from game.replay import Replay
from game.ui import setup_memory
from game.ui.play.recap import recap_steps, since_last_turn


def holding_tokens(g) -> bool:
    """Both seats hold harvest tokens, and a tile is to be laid."""
    view = g.edition.view(g.state)
    return all(sum(t.values()) for t in view.harvest) and g.pending().decision == "place_tile"


def finish_turn(app, seat: int) -> None:
    """Play `seat`'s turn with the keyboard: the first place for the tile, then no piece (a dialog's first
    choice when one comes), until the decision is another seat's."""
    scene = app.scene
    game = scene.game
    for _ in range(40):
        d = game.pending()
        if d is None or d.seat != seat or scene.handover.covering:
            return
        if d.decision == "place_tile":
            key(app, pygame.K_TAB)
            key(app, pygame.K_RETURN)
        elif scene.dialog.visible:
            key(app, pygame.K_1)
        else:
            key(app, pygame.K_s)
        run(app, 2)
    raise AssertionError("the turn did not end")


def eye_of(scene, seat):
    return scene.players.strip(seat)[1]


def test_two_people_hand_over_with_hidden_tokens_and_a_recap(ui_env):
    g = drive("hill_dale", 2, 3, holding_tokens)
    app = make_app((1600, 900))
    scene = open_game(app, g)  # both seats people
    first = g.pending().seat
    other = 1 - first
    # the first person to decide has the screen: no cover, and only their own eye button
    assert not scene.handover.covering and scene.model.viewer == first
    assert eye_of(scene, first) is not None and eye_of(scene, other) is None
    eye = eye_of(scene, first).move(scene.players.rect.topleft).center
    laid_before = len([e for e in g.log if isinstance(e, ev.TilePlaced)])
    finish_turn(app, first)
    run(app, 2)
    assert g.pending().seat == other
    # the cover: the whole window, nobody's tokens showing, no eye to hold
    assert scene.handover.covering and scene.handover.passing == other
    assert [w.name for w in scene.widgets()] == ["handover"]
    assert scene.model.viewer is None
    for seat in (0, 1):
        assert eye_of(scene, seat) is None
        shown = [it.icon for it in scene.players.strip(seat)[0] if it.icon.startswith("icon:")]
        assert shown == ["icon:token"]  # how many face-down tokens, never which
    post(pygame.MOUSEBUTTONDOWN, pos=eye, button=1)
    run(app, 1)
    assert scene.model.reveal_seat is None
    post(pygame.MOUSEBUTTONUP, pos=eye, button=1)
    # keys of the play screen do nothing under the cover
    n = len(g.log)
    key(app, pygame.K_TAB)
    key(app, pygame.K_r)
    key(app, pygame.K_s)
    assert len(g.log) == n and scene.handover.covering
    # confirmed: the other person has the screen, their eye (only theirs), and the recap plays
    key(app, pygame.K_RETURN)
    assert not scene.handover.covering and scene.model.viewer == other
    assert eye_of(scene, other) is not None and eye_of(scene, first) is None
    steps = scene.handover.steps
    assert scene.handover.replaying and steps
    laid = [e for e in g.log if isinstance(e, ev.TilePlaced)][laid_before:]
    assert [s.seat for s in steps if s.cells][-len(laid) :] == [e.seat for e in laid]
    assert steps[-1].cells[0] == (laid[-1].x, laid[-1].y)
    run(app, 2)
    assert_apart(scene.widgets(), pygame.Rect(0, 0, *app.size), "recap")
    assert any(w.name == "recap" for w in scene.widgets()[0].children)
    # Space skips the recap; the turn goes on
    key(app, pygame.K_SPACE)
    assert not scene.handover.replaying
    assert g.pending().seat == other and len(g.log) == n
    # holding the eye shows this person's own tokens, and the other's stay face down
    own = g.edition.view(g.state).tokens_of(other)
    centre = eye_of(scene, other).move(scene.players.rect.topleft).center
    post(pygame.MOUSEBUTTONDOWN, pos=centre, button=1)
    run(app, 1)
    assert scene.model.reveal_seat == other
    crops = [it.icon for it in scene.players.strip(other)[0] if it.icon.startswith("icon:")]
    assert crops == ["icon:" + c for c, k in sorted(own.items()) if k]
    assert [it.icon for it in scene.players.strip(first)[0] if it.icon.startswith("icon:")] == ["icon:token"]
    post(pygame.MOUSEBUTTONUP, pos=centre, button=1)
    run(app, 1)
    assert scene.model.reveal_seat is None


def test_the_recap_waits_for_the_player_and_esc_closes_it(ui_env):
    app = make_app((1024, 640))
    game = start(app, "hill_dale", 2, 6, human={0, 1})
    scene = app.scene
    finish_turn(app, 0)
    key(app, pygame.K_RETURN)
    hand = scene.handover
    assert hand.replaying
    run(app, 60 * 12)  # long after it played: its last tile stays until the player moves on
    assert hand.replaying and hand.step == len(hand.steps) - 1 and not hand.animating()
    for _ in range(len(hand.steps)):  # Space goes on: after the last tile, it closes
        key(app, pygame.K_SPACE)
    assert not hand.replaying and app.scene is scene
    finish_turn(app, 1)
    key(app, pygame.K_RETURN)
    assert hand.replaying
    if len(hand.steps) > 1:
        key(app, pygame.K_RETURN)
        assert hand.replaying and hand.step == 1  # Enter: the next tile at once
    key(app, pygame.K_ESCAPE)
    assert not hand.replaying and app.scene is scene and game.pending().seat == 0


def test_the_recap_stands_clear_of_the_tile_it_tells_of(ui_env):
    app = make_app((1024, 640))
    start(app, "hill_dale", 2, 6, human={0, 1})
    scene = app.scene
    finish_turn(app, 0)
    key(app, pygame.K_RETURN)
    hand = scene.handover
    for i in range(len(hand.steps)):
        cap = hand.caption_rect()
        for c in hand.steps[hand.step].cells:
            assert not cap.colliderect(scene.camera.cell_rect(c)), (i, c)
        key(app, pygame.K_SPACE)


def test_the_cover_says_secrets_only_where_the_edition_has_them(ui_env):
    from game.ui.i18n import t

    for edition, secret in (("hill_dale", True), ("safari", False)):
        app = make_app((1024, 640))
        start(app, edition, 2, 6, human={0, 1})
        hand = app.scene.handover
        text = hand.cover_text("Ann")
        assert (text == t("handover.text", name="Ann")) == secret
        assert (text == t("handover.text_open", name="Ann")) == (not secret)


def test_what_the_recap_counts_is_what_changed():
    g = drive("hill_dale", 3, 8, lambda g: g.state.turn >= 9 and g.pending().decision == "place_tile")
    seat = g.pending().seat
    seats = [{"name": f"P{i}", "colour": c, "ai": None} for i, c in enumerate(("yellow", "red", "green"))]
    replay = Replay.of(g)
    start_at = since_last_turn(replay, seat)
    change = replay.changes(start_at, replay.last, viewer=seat)
    steps = recap_steps(g, seat, seats)
    assert len([s for s in steps if s.cells]) == len(change.tiles_laid) == 2  # the two others' tiles
    got: dict = {}
    for s in steps:
        for who, pts in s.points:
            got[who] = got.get(who, 0) + pts
    assert got == {k: sum(v.values()) for k, v in change.points.items() if sum(v.values())}
    assert [s.seat for s in steps if s.cells] == [e.seat for e in change.tiles_laid]
    assert seat not in [s.seat for s in steps if s.cells]


def test_one_person_with_computer_seats_never_gets_a_hand_over(ui_env):
    app = make_app((1600, 900))
    game = start(app, "hill_dale", 3, 5, human={0})
    scene = app.scene
    for _ in range(3000):
        run(app, 1)
        assert not scene.handover.covering and not scene.handover.replaying
        d = game.pending()
        if d is None or game.state.turn > 8:
            break
        if d.seat == 0 and not scene.model.busy:
            finish_turn(app, 0)
    assert game.state.turn > 8
    assert scene.model.viewer == 0


@pytest.mark.parametrize("mode, edition, covers", [("always", "safari", True), ("off", "hill_dale", False)])
def test_the_mode_chosen_for_the_table(ui_env, mode, edition, covers):
    seats = [{"name": "Anna", "colour": "yellow", "ai": None}, {"name": "Boris", "colour": "red", "ai": None}]
    assert setup_memory.save(edition, seats, {}, mode)
    app = make_app((1600, 900))
    start(app, edition, 2, 3, human={0, 1})
    scene = app.scene
    assert scene.handover.mode == mode
    finish_turn(app, 0)
    run(app, 2)
    assert scene.handover.covering is covers
    assert scene.model.viewer == (None if covers else 1)


@pytest.mark.parametrize("size", first_quick(SIZES, one_value=True))
def test_the_cover_at_every_size_and_the_rules_under_it(ui_env, size):
    from game.ui.i18n import set_language

    try:
        for lang in ("en", "ru"):
            app = make_app(size)
            set_language(lang)
            start(app, "hill_dale", 2, 3, human={0, 1})
            scene = app.scene
            finish_turn(app, 0)
            run(app, 2)
            assert scene.handover.covering
            assert_apart(scene.widgets(), pygame.Rect(0, 0, *app.size), f"cover {size} {lang}")
            card = scene.handover.card_rect()
            assert pygame.Rect(0, 0, *app.size).contains(card)
            key(app, pygame.K_F1)
            assert app.scene.name == "rules"
            key(app, pygame.K_ESCAPE)
            assert app.scene is scene and scene.handover.covering
            post(pygame.MOUSEBUTTONDOWN, pos=scene.handover.button_rect().center, button=1)
            post(pygame.MOUSEBUTTONUP, pos=scene.handover.button_rect().center, button=1)
            run(app, 2)
            assert not scene.handover.covering and scene.model.viewer == 1
    finally:
        set_language("en")
