"""Helpers for the headless UI tests: a real App driven by real pygame events under the dummy drivers."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame


def post(type_, **kw):
    pygame.event.post(pygame.event.Event(type_, **kw))


def click(app, pos, button=1, frames=1):
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
    run(app, frames)


def key(app, k, mod=0, unicode="", frames=1):
    post(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)
    post(pygame.KEYUP, key=k, mod=mod, unicode=unicode, scancode=0)
    run(app, frames)


def type_text(app, text):
    for ch in text:
        post(pygame.TEXTINPUT, text=ch)
    run(app, 1)


def drag(app, start, end, steps=6, settle=90):
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    run(app, 1)
    for i in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * i / steps
        y = start[1] + (end[1] - start[1]) * i / steps
        post(pygame.MOUSEMOTION, pos=(x, y), rel=(1, 1), buttons=(1, 0, 0))
        run(app, 1)
    run(app, 10)  # let the joint pull the piece under the pointer
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    run(app, settle)


def run(app, frames=1, dt=1 / 60):
    for _ in range(frames):
        app.frame(dt)


def run_until(app, cond, frames=20000, dt=1 / 60):
    """Run frames until `cond()` holds (False after `frames` frames).  While a computer seat thinks, wait for
    its think to end before the next frame: no clock, so a slow or busy machine takes longer but never fails."""
    for _ in range(frames):
        app.frame(dt)
        if cond():
            return True
        _wait_for_threads(app.scene)
    return False


def _wait_for_threads(scene) -> None:
    """Wait for the scene's work in other threads (a computer seat's think, the coach's hint, the review of a
    game) to end, without a clock."""
    for name in ("pacer", "coach"):
        part = getattr(scene, name, None)
        runner = getattr(part, "runner", None)
        if runner is not None and runner.busy:
            runner.wait(None)
    review = getattr(scene, "review", None)
    if review is not None and getattr(review, "working", False):
        review.wait(None)


SHARED: dict = {}  # the window of the test module under way ("app"); tests/conftest.py empties it per module


def make_app(size=(1600, 900), language=None):
    """The real window (dummy video driver), as the program has it when it starts; `language`: "en" or "ru"
    for this run (else the saved setting).  One App per test module: each call starts its session afresh
    (`App.begin`: settings, size, keeper, records, the menu), so a test never sees the one before it, and the
    window, the fonts and the sounds are made once."""
    from game.ui.app import App
    from game.ui.settings import Settings

    app = SHARED.get("app")
    if app is None:
        app = SHARED["app"] = App(size=size, settings=Settings.load(), fullscreen=False, language=language)
    else:
        app.begin(size=size, settings=Settings.load(), fullscreen=False, language=language)
    return app


def start(app, edition="hill_dale", players=2, seed=3, human=None, deck=None, speed=3.0):
    from game.core.engine import Game
    from game.newgame import new_setup
    from game.ui.app import default_seats

    setup = new_setup(edition, players, seed)
    if deck is not None:
        setup.deck = setup.deck[:deck]
    game = Game(setup)
    app.settings.animation_speed = speed
    app.start_game(game, default_seats(players, human))
    run(app, 2)
    return game


def drive(edition, players, seed, stop, prefer=None, limit=3000, options=None):
    """A game played by GreedySeats (or the first option `prefer(game, options)` returns) until `stop(game)`;
    None when the game ends first."""
    from game.ai.simple import GreedySeat
    from game.core.engine import Game
    from game.newgame import new_setup

    g = Game(new_setup(edition, players, seed, options))
    seats = [GreedySeat(seed * 10 + i) for i in range(players)]
    for _ in range(limit):
        d = g.pending()
        if d is None:
            return None
        if stop(g):
            return g
        choice = prefer(g, g.options()) if prefer is not None else None
        g.submit(choice if choice is not None else seats[d.seat].choose(g))
    return None


def open_game(app, g, human=None, speed=3.0):
    """The play scene on game `g`; every seat human unless `human` says which are."""
    from game.ui.app import default_seats

    players = g.setup.players
    app.settings.animation_speed = speed
    app.start_game(g, default_seats(players, set(range(players)) if human is None else human))
    run(app, 2)
    return app.scene


def menu_button(app, key: str):
    """The main menu's button of catalog key `key` (e.g. "menu.load"), wherever the menu puts it."""
    scene = app.scene
    assert scene.name == "menu", scene.name
    return scene.buttons[scene.keys.index(key)]
