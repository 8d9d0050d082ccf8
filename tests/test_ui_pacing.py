"""Pacing: how computer turns are shown (instant, normal, slow, wait for a key), the key that lands a gliding
move at once, reduced motion, and the volumes of effects and interface sounds."""

from __future__ import annotations

import pygame
from ui_helpers import key, make_app, run, run_until, start

from game.core import events as ev
from game.ui.i18n import t


def to_computers(app, game):
    """The human (seat 0) lays a tile by the keyboard and skips the rest, until a computer seat is to play."""
    scene = app.scene
    for _ in range(200):
        d = game.pending()
        if d is not None and d.seat != 0:
            return
        if scene.model.pending_human() is not None:
            if scene.dialog.visible:
                key(app, pygame.K_1)
            elif d.decision == "place_tile":
                key(app, pygame.K_TAB)
                key(app, pygame.K_RETURN)
            else:
                key(app, pygame.K_s)
        run(app, 2)


def computer_moves(game) -> int:
    return sum(1 for e in game.log if isinstance(e, ev.TilePlaced) and e.seat != 0)


def wait_for(app, cond):
    return run_until(app, cond)


def test_instant_shows_no_glide(ui_env):
    app = make_app()
    app.settings.computer_pace = "instant"
    game = start(app, "hill_dale", 3, 4, human={0}, speed=1.0)
    to_computers(app, game)
    glided = []

    def human_again():
        glided.append(app.scene.animator.glide is not None)
        return app.scene.model.pending_human() is not None

    assert wait_for(app, human_again) and not any(glided)
    assert computer_moves(game) == 2  # both computer seats played, neither move glided


def test_wait_for_a_key_holds_each_computer_move_until_the_player_goes_on(ui_env):
    app = make_app()
    app.settings.computer_pace = "key"
    game = start(app, "hill_dale", 3, 4, human={0}, speed=3.0)
    to_computers(app, game)
    scene = app.scene
    assert wait_for(app, lambda: scene.pacer.held)  # the first computer move was shown; the next waits
    n = len(game.log)
    assert wait_for(app, lambda: scene.model.waiting_key)
    run(app, 120)
    name = scene.model.names[game.pending().seat]
    assert len(game.log) == n and scene.top.prompt_text() == t("play.pace_wait", name=name)
    key(app, pygame.K_SPACE)
    assert not scene.pacer.held
    assert wait_for(app, lambda: len(game.log) > n)


def test_space_lands_a_gliding_move_at_once(ui_env):
    app = make_app()
    app.settings.computer_pace = "slow"
    game = start(app, "hill_dale", 3, 4, human={0}, speed=0.5)
    to_computers(app, game)
    scene = app.scene
    assert wait_for(app, lambda: scene.animator.glide is not None and not scene.animator.glide.done)
    g = scene.animator.glide
    n = len(game.log)
    key(app, pygame.K_SPACE)
    run(app, 2)
    assert g.done and len(game.log) > n


def test_reduced_motion_slides_nothing(ui_env):
    app = make_app()
    app.settings.reduced_motion = True
    game = start(app, "hill_dale", 3, 4, human={0}, speed=3.0)
    to_computers(app, game)
    scene = app.scene
    assert wait_for(app, lambda: scene.animator.glide is not None)
    assert scene.animator.glide.start is None and scene.animator.glide.position() is None
    assert scene.animator.still and scene.motion_speed() > 100


def test_effects_and_interface_have_their_own_volumes(ui_env):
    from game.ui.sound import Sound

    played = []

    class Fake:
        def __init__(self, name):
            self.name = name

        def set_volume(self, v):
            self.volume = v

        def play(self):
            played.append((self.name, self.volume))

    snd = Sound(True, effects=0.5, interface=0.0)
    snd.sounds = {n: Fake(n) for n in ("place", "click", "score")}
    for n in ("place", "click", "score"):
        snd.play(n)
    assert played == [("place", 0.5), ("score", 0.5)]  # the interface is at 0: its click is not played
    snd.enabled = False  # muted: nothing
    snd.play("place")
    assert len(played) == 2
