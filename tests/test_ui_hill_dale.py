"""Over Hill and Dale in the window: the harvest draft dialog, travel by dragging, stable shading, secret tokens."""

from __future__ import annotations

import pygame
from ui_helpers import click, drag, key, make_app, run

from game.ai.simple import GreedySeat
from game.core import commands as cmd
from game.core import events as ev
from game.core.engine import Game
from game.newgame import new_setup
from game.ui import edition_parts, hud
from game.ui.app import default_seats


def game_until(seed, players, stop):
    g = Game(new_setup("hill_dale", players, seed))
    seats = [GreedySeat(seed * 10 + i) for i in range(players)]
    while g.pending() and not stop(g):
        g.submit(seats[g.pending().seat].choose(g))
    assert g.pending() is not None and stop(g)
    return g


def open_game(app, g):
    app.start_game(g, default_seats(g.setup.players, set(range(g.setup.players))))
    run(app, 2)
    return app.scene


def test_harvest_draft_dialog(ui_env):
    g = game_until(5, 3, lambda g: g.pending().decision == "take_harvest")
    app = make_app()
    scene = open_game(app, g)
    items = hud.dialog_items(scene)
    assert items and all(isinstance(o, cmd.TakeHarvest) for _r, o, _l, _i in items)
    seat = g.pending().seat
    rect, option, label, icon = items[0]
    click(app, rect.center)
    taken = [e for e in g.log if isinstance(e, ev.HarvestTaken)] if hasattr(ev, "HarvestTaken") else None
    from game.editions.hill_dale.rules import HarvestTaken

    taken = [e for e in g.log if isinstance(e, HarvestTaken)]
    assert taken and taken[-1].seat == seat and taken[-1].crop == option.crop


def test_travel_by_dragging_the_traveller(ui_env):
    g = game_until(
        0, 3, lambda g: g.pending().decision == "action" and any(isinstance(o, cmd.Travel) for o in g.options())
    )
    app = make_app()
    scene = open_game(app, g)
    travel = [(x, y, c, k, pid) for x, y, c, k, pid in scene.targets() if isinstance(c, cmd.Travel)]
    assert travel
    x, y, c, kind, pid = travel[0]
    piece = g.state.pieces[pid]
    start = scene.view.to_screen(*scene.view.spot_world(g.state, piece.pos, piece.feature))
    drag(app, start, (x + 5, y + 5))
    from game.editions.hill_dale.rules import Travelled

    moved = [e for e in g.log if isinstance(e, Travelled)]
    assert moved and tuple(moved[-1].to) == c.to


def test_travel_by_arrow_keys(ui_env):
    g = game_until(
        0, 3, lambda g: g.pending().decision == "action" and any(isinstance(o, cmd.Travel) for o in g.options())
    )
    app = make_app()
    scene = open_game(app, g)
    travel = next(o for o in g.options() if isinstance(o, cmd.Travel))
    dx, dy = travel.to[0] - travel.frm[0], travel.to[1] - travel.frm[1]
    arrow = (
        (pygame.K_RIGHT if dx > 0 else pygame.K_LEFT)
        if abs(dx) >= abs(dy)
        else (pygame.K_DOWN if dy > 0 else pygame.K_UP)
    )
    view_before = (scene.view.cx, scene.view.cy)
    key(app, arrow)
    assert (scene.view.cx, scene.view.cy) == view_before  # the arrow chose a travel instead of panning
    chosen = scene.keyboard_targets()[scene.focus][2]
    assert isinstance(chosen, cmd.Travel)
    key(app, pygame.K_RETURN)
    from game.editions.hill_dale.rules import Travelled

    moved = [e for e in g.log if isinstance(e, Travelled)]
    assert moved and tuple(moved[-1].to) == chosen.to


def test_stable_shading_and_hidden_tokens(ui_env):
    g = game_until(5, 3, lambda g: any(p.kind == "stable" for p in g.state.pieces.values()))
    stables = [p for p in g.state.pieces.values() if p.kind == "stable"]
    shaded = edition_parts.shaded_cells(g.state, "stable")
    assert stables[0].pos in shaded
    assert edition_parts.shaded_cells(g.state, "follower") == set()
    app = make_app()
    scene = open_game(app, g)
    # the owner sees their tokens while holding the eye button; nobody else's are shown
    seat = 0
    er = hud.eye_rect(scene, seat)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=er.center, button=1))
    run(app, 1)
    assert scene.reveal_seat == seat
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=er.center, button=1))
    run(app, 1)
    assert scene.reveal_seat is None


def test_strict_travel_option_in_the_new_game_screen_in_both_languages(ui_env):
    from game.ui.app import App
    from game.ui.i18n import catalog as load_catalog
    from game.ui.i18n import set_language
    from game.ui.settings import Settings

    try:
        for lang in ("en", "ru"):
            catalog = load_catalog(lang)
            app = App(size=(1600, 900), settings=Settings.load(), fullscreen=False, language=lang)
            run(app, 1)
            click(app, app.scene.buttons[0].rect.center)  # New game
            setup = app.scene
            hill_dale = [b for b in setup.buttons if b.text() == catalog["edition.hill_dale"]][0]
            click(app, hill_dale.rect.center)
            assert list(setup.option_buttons) == ["hill_dale_strict_travel"]
            toggle = setup.option_buttons["hill_dale_strict_travel"]
            assert toggle.text() == catalog["settings.off"]
            click(app, toggle.rect.center)
            assert toggle.text() == catalog["settings.on"] and toggle.selected
            start = [b for b in setup.buttons if b.text() == catalog["setup.start"]][0]
            click(app, start.rect.center)
            assert app.scene.name == "play"
            assert app.scene.game.setup.options == {"hill_dale_strict_travel": True}
    finally:
        set_language("en")  # App(language=...) set it for the process
