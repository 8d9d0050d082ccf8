"""A close is honoured at once, whatever the computer seats are doing (through the real loop, with the hard
seat about to think and thinking); the status toast (after an undo, or an undo refused) fits its text at every
window size, interface size and language."""

from __future__ import annotations

import pygame
import pytest
from matrix import quick_only
from ui_helpers import key, make_app, post, run, start

from game.core.engine import Game
from game.newgame import new_setup
from game.ui import theme

HARD = [{"name": "Hard", "colour": "red", "ai": "hard"}, {"name": "Also hard", "colour": "blue", "ai": "hard"}]


def hard_game(app, seed=7):
    game = Game(new_setup("hill_dale", 2, seed))
    app.start_game(game, [dict(s) for s in HARD])
    return app.scene


def test_a_close_as_the_hard_seat_is_about_to_think_closes_at_once(ui_env):
    app = make_app()
    scene = hard_game(app)
    assert not scene.pacer.thinking
    post(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="", scancode=0)  # input before the close, same frame
    post(pygame.QUIT)
    app.frame()  # the real loop's step
    assert not app.running
    assert not scene.pacer.thinking  # no think was started for a window that closes
    assert app.scene is scene  # the key before the close did nothing: the close came first


@pytest.mark.parametrize("frames_into_the_think", [0, 1, 3, 8])
def test_a_close_while_the_hard_seat_thinks_closes_at_once_and_drops_the_think(ui_env, frames_into_the_think):
    app = make_app()
    scene = hard_game(app, seed=frames_into_the_think)
    for _ in range(600):
        app.frame(1 / 60)
        if scene.pacer.thinking:
            break
    assert scene.pacer.thinking
    run(app, frames_into_the_think)
    moves = len(scene.model.game.log)
    post(pygame.QUIT)
    app.frame()
    assert not app.running  # the first close, every time
    assert scene.pacer.runner.result() is None  # its think is dropped: no move comes from it
    scene.pacer.runner.wait(30)
    assert scene.pacer.runner.result() is None and len(scene.model.game.log) == moves


def toast_fits(app) -> None:
    status = app.scene.status
    assert status.visible and app.scene.model.status.text
    lines, size = status.lines()
    widest = max(theme.font(size, True).size(line)[0] for line in lines)
    assert widest <= status.rect.w - 2 * round(8 * status.scale), (lines, status.rect)
    assert len(lines) * theme.line_height(size) <= status.rect.h
    assert pygame.Rect((0, 0), app.size).contains(status.rect)


@pytest.mark.parametrize(
    "language, size, scale",
    quick_only(
        [("en", (1600, 900), 1.0), ("ru", (1600, 900), 1.0), ("en", (1024, 640), 1.0), ("ru", (1024, 640), 1.0),
         ("en", (1600, 900), 1.5), ("ru", (2560, 1440), 1.5), ("ru", (1600, 900), 0.75)],
        keep=[("ru", (1024, 640), 1.0)],
    ),
)  # fmt: skip
def test_the_undo_toast_fits_its_text(ui_env, language, size, scale):
    app = make_app(size, language=language)
    app.settings.ui_scale = scale
    app.relayout()
    start(app, "hill_dale", 2, 3, human={0, 1})
    key(app, pygame.K_BACKSPACE, frames=2)  # nothing to take back: the longer message, shown, in its own box
    toast_fits(app)
    assert app.scene.model.status.text.startswith(("Nothing", "Отменять"))
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN, frames=20)  # a tile laid
    key(app, pygame.K_BACKSPACE, frames=2)  # taken back
    toast_fits(app)
    key(app, pygame.K_BACKSPACE, frames=2)  # and again: nothing to take back, in a box that was smaller
    toast_fits(app)
