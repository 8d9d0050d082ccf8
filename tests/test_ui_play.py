"""Headless UI tests: real pygame events into the real loop (SDL dummy drivers)."""

from __future__ import annotations

import json

import pygame
from ui_helpers import click, drag, key, make_app, run, run_until, start, type_text

from game.core import events as ev


def events_of(game, cls):
    return [e for e in game.log if isinstance(e, cls)]


def test_menu_new_game_starts_a_game(ui_env):
    app = make_app()
    run(app, 1)
    assert app.scene.name == "menu"
    click(app, app.scene.buttons[0].rect.center)  # New game
    assert app.scene.name == "setup"
    start_btn = [b for b in app.scene.buttons if b.text() == "Start the game"][0]
    click(app, start_btn.rect.center)
    assert app.scene.name == "play"
    assert app.scene.game.setup.edition == "hill_dale"
    saves = sorted((ui_env / "data" / "tessera" / "saves").glob("*.json"))
    assert [p.stem for p in saves] == [app.keeper.current.game_id]  # the new game's own file, named by its id


def place_tile_by_click(app, game, want_rot=1):
    """Turn the tile to `want_rot` with R, then click a place where it fits turned so: (place, rotation)."""
    scene = app.scene
    pl = scene.model.placements()
    fitting = [p for p, rots in sorted(pl.items()) if want_rot in rots]
    pos = fitting[0] if fitting else sorted(pl)[0]
    rot = want_rot if fitting else min(pl[pos])
    while scene.model.rot != rot:
        key(app, pygame.K_r)
    click(app, scene.camera.cell_rect(pos).center)
    return pos, rot


def test_rotate_then_place_tile_by_click(ui_env):
    app = make_app()
    game = start(app, human={0, 1})
    before = len(events_of(game, ev.TilePlaced))
    key(app, pygame.K_r)
    assert app.scene.model.rot == 1
    key(app, pygame.K_q)
    assert app.scene.model.rot == 0
    legal = {(o.x, o.y, o.rot) for o in game.options()}
    pos, rot = place_tile_by_click(app, game, 1)
    placed = events_of(game, ev.TilePlaced)
    assert len(placed) == before + 1
    last = placed[-1]
    assert (last.x, last.y, last.rot) == (*pos, rot * 90) and (last.x, last.y, last.rot) in legal
    assert game.state.phase == "action"


def test_a_turned_tile_is_laid_as_turned(ui_env):
    """The rotation chosen with R is the one the engine receives (a place where both fit, so it can fail)."""
    app = make_app()
    game = start(app, human={0, 1}, seed=4)
    pl = app.scene.model.placements()
    both = [p for p, rots in sorted(pl.items()) if len(rots) >= 2]
    assert both, "the first tile fits somewhere in two rotations"
    pos = both[0]
    want = sorted(pl[pos])[1]
    while app.scene.model.rot != want:
        key(app, pygame.K_r)
    click(app, app.scene.camera.cell_rect(pos).center)
    last = events_of(game, ev.TilePlaced)[-1]
    assert (last.x, last.y, last.rot) == (pos[0], pos[1], want * 90)


def spots_for(scene, kind):
    return [
        (*scene.camera.to_screen(*tg.world), tg.command)
        for tg in scene.model.targets()
        if tg.kind == kind and tg.source is None
    ]


def tray_item(scene, kind):
    """The screen rectangle of the tray's item of `kind`."""
    for src, box in scene.tray.parts()[0]:
        if src.kind == kind:
            return box.move(scene.tray.rect.topleft)
    raise AssertionError(f"no {kind} in the tray")


def test_drag_piece_to_illegal_then_legal_spot(ui_env):
    app = make_app()
    game = start(app, human={0, 1}, seed=5)
    scene = app.scene
    place_tile_by_click(app, game, 0)
    follower = tray_item(scene, "follower")
    spots = spots_for(scene, "follower")
    assert spots, "a follower spot is legal on the new tile"
    # an illegal drop: far from every spot -> flies back, nothing submitted
    n = len(game.log)
    drag(app, follower.center, (scene.tray.rect.x + 5, scene.layout_now.board.y + 5))
    assert len(game.log) == n
    assert not scene.drag.active
    assert game.state.phase == "action"
    # a legal drop close to a glowing spot -> the spring pulls it in, the engine gets the command
    x, y, c = spots[0]
    spots = spots_for(scene, "follower")
    x, y, c = spots[0]
    drag(app, follower.center, (x + 12, y - 10))
    placed = events_of(game, ev.PiecePlaced)
    assert placed and placed[-1].piece == "follower" and placed[-1].feature == c.feature


def test_a_drop_a_third_of_a_cell_from_every_spot_flies_back(ui_env):
    """A piece let go on a feature it may not take (beside a legal spot) is not laid on the neighbour."""
    app = make_app()
    game = start(app, human={0, 1}, seed=5)
    scene = app.scene
    place_tile_by_click(app, game, 0)
    follower = tray_item(scene, "follower")
    spots = spots_for(scene, "follower")
    reach = scene.camera.cell / 3
    x, y, _c = spots[0]
    drops = [(x + dx * (reach + 6), y + dy * (reach + 6)) for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))]
    far = [p for p in drops if all(((p[0] - sx) ** 2 + (p[1] - sy) ** 2) ** 0.5 > reach for sx, sy, _ in spots)]
    assert far and reach + 6 < 60  # closer than the old fixed reach of 60 px, farther than a third of a cell
    n = len(game.log)
    drag(app, follower.center, far[0])
    assert len(game.log) == n and game.state.phase == "action"


def test_keyboard_tab_enter_and_skip(ui_env):
    app = make_app()
    game = start(app, human={0, 1}, seed=6)
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert events_of(game, ev.TilePlaced)
    assert game.state.phase == "action"
    key(app, pygame.K_s)
    assert events_of(game, ev.ActionSkipped)


def test_undo_takes_the_tile_back(ui_env):
    app = make_app()
    game = start(app, human={0, 1}, seed=7)
    mark = len(game.log)
    place_tile_by_click(app, game, 0)
    assert game.state.phase == "action"
    key(app, pygame.K_BACKSPACE)
    assert game.state.phase == "place_tile"
    assert len(game.log) == mark
    place_tile_by_click(app, game, 0)
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert len(game.log) == mark


def test_ai_seats_play_in_the_background(ui_env):
    app = make_app()
    game = start(app, human=set(), seed=8)
    assert run_until(app, lambda: len(events_of(game, ev.TurnEnded)) >= 3)


def test_finish_a_short_game_shows_results(ui_env):
    app = make_app()
    game = start(app, human=set(), seed=9, deck=4, speed=3.0)
    assert run_until(app, lambda: app.scene.name == "results")
    assert game.ended
    # the final board, and back
    board = [b for b in app.scene.buttons if b.text() == "Show the board"][0]
    click(app, board.rect.center)
    assert app.scene.name == "final_board"
    finals = [e for e in game.log if isinstance(e, ev.FeatureScored) and e.final and e.winners]
    marks = app.scene.marks[: len(finals)]
    assert [(mk.text, mk.seats) for mk in marks] == [(f"+{e.points}", tuple(e.winners)) for e in finals]
    key(app, pygame.K_ESCAPE)
    assert app.scene.name == "results"
    menu = [b for b in app.scene.buttons if b.text() == "Menu"][0]
    click(app, menu.rect.center)
    assert app.scene.name == "menu"


def menu_button(app, key: str):
    from game.ui.i18n import t

    return next(b for b in app.scene.buttons if b.text() == t(key))


def test_save_as_and_load(ui_env):
    app = make_app()
    game = start(app, human={0, 1}, seed=10)
    place_tile_by_click(app, game, 0)
    key(app, pygame.K_s)
    key(app, pygame.K_s, mod=pygame.KMOD_CTRL)
    assert app.modal is not None
    app.modal.field.value = ""
    type_text(app, "mine")
    key(app, pygame.K_RETURN)
    assert app.modal is None
    folder = ui_env / "data" / "tessera" / "saves"
    copies = [p for p in folder.glob("*.json") if json.loads(p.read_text(encoding="utf-8")).get("name") == "mine"]
    assert len(copies) == 1
    n = len(game.log)
    # a broken save next to it: shown with its reason, left untouched
    broken = folder / "broken.json"
    broken.write_text("{oops", encoding="utf-8")
    app.to_menu()
    run(app, 1)
    click(app, menu_button(app, "menu.load").rect.center)
    assert app.scene.name == "load"
    rows = list(app.scene.rows())
    bad = [r for r, e in rows if e.error is not None][0]
    click(app, bad.center)  # choose it
    click(app, bad.center)  # and open it
    assert app.scene.name == "load" and "cannot be loaded" in app.scene.message.lower()
    assert broken.read_text(encoding="utf-8") == "{oops"
    good = [r for r, e in app.scene.rows() if e.title == "mine"][0]
    click(app, good.center)
    click(app, good.center)
    assert app.scene.name == "play"
    assert len(app.scene.game.log) == n
    assert app.keeper.current.path == copies[0]  # playing the copy goes on in the copy's own file


def test_switch_language(ui_env):
    from game.ui.i18n import t

    app = make_app()
    run(app, 1)
    click(app, menu_button(app, "menu.settings").rect.center)
    assert app.scene.name == "settings"
    click(app, app.scene.buttons[0].rect.center)  # language
    assert app.settings.language == "ru"
    assert t("menu.new") == "Новая игра"
    saved = json.loads((ui_env / "config" / "settings.json").read_text(encoding="utf-8"))
    assert saved["language"] == "ru"
    click(app, app.scene.buttons[0].rect.center)
    assert t("menu.new") == "New game"


def test_pan_zoom_fit(ui_env):
    app = make_app()
    start(app, human={0, 1})
    v = app.scene.camera
    level, cx = v.level, v.cx
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(800, 450), rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0))
    run(app, 1)
    assert v.level == level + 1
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(800, 450), button=3))
    for i in range(5):
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=(800 + 20 * i, 450), rel=(20, 0), buttons=(0, 0, 1))
        )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(900, 450), button=3))
    run(app, 1)
    assert v.cx < cx
    key(app, pygame.K_HOME)
    assert app.scene.model.rot == 0  # a pan drag with the right button is not a rotation


def test_screenshot_and_bench_tools(ui_env, tmp_path):
    import main

    out = tmp_path / "shot.png"
    assert (
        main.main(
            [
                "--screenshot",
                str(out),
                "--edition",
                "hill_dale",
                "--players",
                "2",
                "--seed",
                "1",
                "--turns",
                "3",
                "--size",
                "1100x700",
            ]
        )
        == 0
    )
    img = pygame.image.load(str(out))
    assert img.get_size() == (1100, 700)
    from game.ui.bench import frame_times

    figures = frame_times(frames=20, size=(1024, 640))
    assert set(figures) >= {"frame_ms_p50", "frame_ms_p95", "frame_cpu_ms_p50", "frame_cpu_ms_p95"}
    assert figures["video_driver"] == "dummy" and 0 < figures["frame_cpu_ms_p50"] <= figures["frame_cpu_ms_p95"]


def test_every_playable_edition_opens_and_plays_a_turn(ui_env):
    from game.editions import PLAYABLE

    for edition in PLAYABLE:
        app = make_app()
        game = start(app, edition=edition, human={0}, players=2, seed=2)
        key(app, pygame.K_TAB)
        key(app, pygame.K_RETURN)
        assert any(isinstance(e, ev.TilePlaced) for e in game.log), edition
        run(app, 3)
