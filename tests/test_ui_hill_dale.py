"""Over Hill and Dale in the window: the harvest draft dialog, travel by dragging or by the arrows, stable
shading, secret tokens."""

from __future__ import annotations

import pygame
from ui_helpers import click, drag, drive, key, make_app, open_game, run

from game.editions.hill_dale import commands as hill_dale_cmd
from game.editions.hill_dale.rules import HarvestGained, HarvestOrderChosen, HarvestTaken, Travelled


def of(game, cls):
    return [e for e in game.log if isinstance(e, cls)]


def travel_pending(g):
    return g.pending().decision == "action" and any(isinstance(o, hill_dale_cmd.Travel) for o in g.options())


def test_harvest_draft_dialog(ui_env):
    g = drive("hill_dale", 3, 5, lambda g: g.pending().decision == "take_harvest")
    app = make_app()
    scene = open_game(app, g)
    spec = scene.dialog.spec
    assert scene.dialog.visible and all(isinstance(i.payload, hill_dale_cmd.TakeHarvest) for i in spec.items)
    assert {i.payload for i in spec.items} == set(g.options())
    seat = g.pending().seat
    rect = scene.dialog.geometry()[1][0]
    click(app, rect.center)
    taken = of(g, HarvestTaken)
    assert taken and taken[-1].seat == seat and taken[-1].crop == spec.items[0].payload.crop


def _order_game():
    """Ruling 28's scenario: one tile has completed seat 0's and seat 1's pumpkin fields; one pumpkin is left."""
    import json
    from pathlib import Path

    from game.tools.scenario import build_game

    path = Path(__file__).parent / "scenarios" / "hill_dale" / "ruling28-order-asked.json"
    game, commands = build_game(json.loads(path.read_text(encoding="utf-8")))
    for c in commands:
        game.submit(c)
    assert game.pending().decision == "harvest_order"
    return game


def test_harvest_order_dialog_opens_on_its_first_choice_and_enter_takes_it(ui_env):
    g = _order_game()
    app = make_app(language="en")
    scene = open_game(app, g)
    spec = scene.dialog.spec
    assert scene.dialog.visible and [i.payload for i in spec.items] == g.options()
    assert scene.model.dialog_focus.current(len(spec.items)) == 0
    labels = [i.label for i in spec.items]
    assert all(label.endswith("2 tiles: Pumpkin") or label.endswith("2 tiles: pumpkin") for label in labels), labels
    assert "Pumpkin 1" in spec.hint or "pumpkin 1" in spec.hint, spec.hint
    key(app, pygame.K_RETURN, frames=3)
    chosen = of(g, HarvestOrderChosen)
    assert len(chosen) == 1 and (chosen[0].x, chosen[0].y, chosen[0].feature) == (1, 1, spec.items[0].payload.feature)
    gained = of(g, HarvestGained)
    winner = 0 if spec.items[0].payload.feature == "w" else 1
    assert [(e.seat, e.tokens) for e in gained] == [(winner, ("pumpkin",))]


def test_harvest_order_dialog_by_mouse_and_in_russian(ui_env):
    g = _order_game()
    app = make_app(language="ru")
    scene = open_game(app, g)
    spec = scene.dialog.spec
    assert "поле" in spec.title and "квадрата" in spec.items[0].label, (spec.title, spec.items[0].label)
    rect = scene.dialog.geometry()[1][1]
    click(app, rect.center, frames=3)
    chosen = of(g, HarvestOrderChosen)
    assert len(chosen) == 1 and chosen[0].feature == spec.items[1].payload.feature


def test_travel_commands_name_the_piece_that_travels(ui_env):
    g = drive("hill_dale", 3, 0, travel_pending)
    for o in g.options():
        if isinstance(o, hill_dale_cmd.Travel):
            p = g.state.pieces[o.pid]
            assert p.pos == o.frm and p.seat == g.state.current and p.kind == "follower"


def test_travel_by_dragging_the_traveller(ui_env):
    g = drive("hill_dale", 3, 0, travel_pending)
    app = make_app()
    scene = open_game(app, g)
    tg = next(tg for tg in scene.model.targets() if isinstance(tg.command, hill_dale_cmd.Travel))
    piece = g.state.pieces[tg.source]
    start = scene.camera.to_screen(*scene.camera.piece_world(g.state, piece))
    x, y = scene.camera.to_screen(*tg.world)
    drag(app, start, (x + 5, y + 5))
    moved = of(g, Travelled)
    assert moved and tuple(moved[-1].to) == tg.command.to and moved[-1].pid == piece.pid
    # its points rise where it arrived
    arrived = scene.camera.spot_world(g.state, tuple(moved[-1].to), moved[-1].feature)
    assert any(f.world == arrived and f.text == f"+{moved[-1].tiles}" for f in scene.animator.floaters)


def test_travel_by_arrow_keys(ui_env):
    g = drive("hill_dale", 3, 0, travel_pending)
    app = make_app()
    scene = open_game(app, g)
    travel = next(o for o in g.options() if isinstance(o, hill_dale_cmd.Travel))
    dx, dy = travel.to[0] - travel.frm[0], travel.to[1] - travel.frm[1]
    arrow = (
        (pygame.K_RIGHT if dx > 0 else pygame.K_LEFT)
        if abs(dx) >= abs(dy)
        else (pygame.K_DOWN if dy > 0 else pygame.K_UP)
    )
    view_before = (scene.camera.cx, scene.camera.cy)
    key(app, arrow)
    chosen = scene.model.focused()
    assert isinstance(chosen.command, hill_dale_cmd.Travel)
    assert (scene.camera.cx, scene.camera.cy) == view_before or scene.free_area().collidepoint(
        scene.camera.to_screen(*chosen.world)
    )  # the arrow chose a travel (and at most brought it into view), it did not pan
    key(app, pygame.K_RETURN)
    moved = of(g, Travelled)
    assert moved and tuple(moved[-1].to) == chosen.command.to


def test_stable_shading_and_hidden_tokens(ui_env):
    g = drive("hill_dale", 3, 5, lambda g: any(p.kind == "stable" for p in g.state.pieces.values()))
    view = g.edition.view(g.state)
    stable = view.stables[0]
    assert stable.cell in view.stable_blocked
    app = make_app()
    scene = open_game(app, g)
    assert set(scene.plugin.shaded_cells(g.state, view, "stable")) == set(view.stable_blocked)
    assert not list(scene.plugin.shaded_cells(g.state, view, "follower"))
    # the owner sees their tokens while holding the eye button; nobody else's are shown: only the person at
    # the screen (whose turn it is) has an eye button
    seat = scene.model.viewer
    assert seat == g.pending().seat
    assert all(scene.players.strip(other)[1] is None for other in range(3) if other != seat)
    _items, eye = scene.players.strip(seat)
    centre = eye.move(scene.players.rect.topleft).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=1))
    run(app, 1)
    assert scene.model.reveal_seat == seat
    shown = [it.icon for it in scene.players.strip(seat)[0] if it.icon.startswith("icon:") and it.icon != "icon:token"]
    assert shown == ["icon:" + c for c, n in sorted(view.tokens_of(seat).items()) if n]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=centre, button=1))
    run(app, 1)
    assert scene.model.reveal_seat is None


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
            assert list(setup.option_buttons) == ["hill_dale_strict_travel", "hill_dale_harvest_in_order"]
            toggle = setup.option_buttons["hill_dale_strict_travel"]
            assert toggle.text() == catalog["settings.off"]
            click(app, toggle.rect.center)
            assert toggle.text() == catalog["settings.on"] and toggle.selected
            start = [b for b in setup.buttons if b.text() == catalog["setup.start"]][0]
            click(app, start.rect.center)
            assert app.scene.name == "play"
            assert app.scene.game.setup.options == {"hill_dale_strict_travel": True}
            (ui_env / "config" / "new_game.json").unlink()  # the next screen would offer this setup again
    finally:
        set_language("en")  # App(language=...) set it for the process
