"""The aids' components laid out for any window: the feature card, the tiles-left view and the New game screen's
aids controls at 1024x640, 1600x900 and 2560x1440 overlap nothing and lie inside the window (the card and the
view inside the board area); pieces, spots and symbols keep their sizes; outlines follow the engine's shapes."""

from __future__ import annotations

import itertools
import math

import pygame
import pytest
from aid_helpers import EDITIONS, feature_points, mid_game, open_at, rest
from matrix import first_quick, quick_only
from test_ui_layout import assert_apart
from ui_helpers import click, key, make_app, run

from game.core import insight as I
from game.core.spots import SPOT_GAP, SPOT_SYMBOL_GAP, SYMBOL_SIZE
from game.editions.safari.model import safari_state
from game.ui.board_view import PIECE_SIZE, BoardView
from game.ui.i18n import set_language

SIZES = [(1024, 640), (1600, 900), (2560, 1440)]


def check(app, where):
    assert_apart(app.scene.widgets(), pygame.Rect(0, 0, *app.size), where)


@pytest.mark.parametrize(
    ("size", "edition"),
    quick_only(list(itertools.product(SIZES, EDITIONS)), keep=[(SIZES[0], "safari"), (SIZES[0], "hunters")]),
)
def test_feature_card_and_tiles_view_at_every_size(ui_env, size, edition):
    g = mid_game(edition, players=5)
    app, scene = open_at(g, size)
    points = feature_points(scene)
    assert points, (edition, size)
    for point, *_rest in points[:: max(1, len(points) // 6)]:  # a few features, wherever they are
        rest(app, point, 2)
        assert scene.feature_card.visible
        where = f"{edition} {size} card at {point}"
        check(app, where)
        assert scene.free_area().contains(scene.feature_card.rect), where
    key(app, pygame.K_t)
    assert scene.tiles_view.visible
    check(app, f"{edition} {size} tiles view")
    assert scene.free_area().contains(scene.tiles_view.rect)
    heads, tiles, content, tile_size, close = scene.tiles_view.parts()
    assert tile_size >= round(36 * scene.top.scale) - 4
    view = pygame.Rect((0, 0), scene.tiles_view.rect.size)
    assert view.contains(close)
    for _tid, _n, box in tiles:
        assert 0 <= box.x and box.right <= view.w, (edition, size, box)
    key(app, pygame.K_t)
    assert not scene.tiles_view.visible


@pytest.mark.parametrize("size", first_quick(SIZES, one_value=True))
def test_the_new_game_aids_controls_fit_five_seats(ui_env, size):
    for lang in ("en", "ru"):
        set_language(lang)
        app = make_app(size)
        run(app, 1)
        app.scene.new_game()
        sc = app.scene
        for _ in range(3):
            sc.add()
        for i in range(1, 5):  # every seat human: each has its Aids button
            while sc.seats[i]["ai"]:
                sc.cycle_kind(i)
        run(app, 1)
        assert sorted(sc.aids.buttons) == [0, 1, 2, 3, 4]
        check(app, f"setup {size} {lang}")
        window = pygame.Rect(0, 0, *size)
        for seat in (0, 4):
            click(app, sc.aids.buttons[seat].center)
            pops = sc.aids.overlays()
            assert pops and window.contains(pops[0].rect), (size, lang, seat)
            assert_apart(pops, window, f"popover {size} {lang}")
            click(app, sc.aids.buttons[seat].center)
            assert not sc.aids.overlays()
    set_language("en")


def test_the_aids_chosen_in_setup_are_saved_with_the_game(ui_env):
    app = make_app((1024, 640))
    run(app, 1)
    app.scene.new_game()
    sc = app.scene
    while sc.seats[1]["ai"]:
        sc.cycle_kind(1)
    run(app, 1)
    click(app, sc.aids.buttons[1].center)
    for _aid, r in sc.aids.rows():  # the second seat turns every aid over (the coach, off by default, on)
        click(app, r.center)
    click(app, (5, 5))  # a press elsewhere closes the popover and does nothing else
    assert sc.aids.open is None and app.scene.name == "setup"
    start = next(b for b in sc.buttons if b.text() == "Start the game")
    click(app, start.rect.center)
    game = app.scene.game
    assert I.aids_for(game.setup, 0) == I.AIDS
    assert I.aids_for(game.setup, 1) == {aid: not on for aid, on in I.AIDS.items()}
    from game.persistence import load_game, save_game

    path = ui_env / "aids.json"
    save_game(game, path)
    again = load_game(path)
    assert I.aids_for(again.setup, 1) == {aid: not on for aid, on in I.AIDS.items()}


def test_pieces_spots_and_symbols_keep_their_sizes(ui_env):
    cam = BoardView("hunters", (0, 0, 1600, 900))
    assert SYMBOL_SIZE * cam.cell >= 20  # symbols at least 20 px at the default zoom
    assert PIECE_SIZE <= SPOT_GAP  # two pieces on one tile never cover one another
    assert PIECE_SIZE / 2 < SPOT_SYMBOL_GAP  # a piece never covers a symbol's middle
    assert cam.piece_size() == int(cam.cell * PIECE_SIZE)


def test_watering_hole_photographers_stand_on_their_vertex(ui_env):
    from ui_helpers import drive

    from game.editions.safari import commands as safari_cmd

    dig = lambda g, opts: next((o for o in opts if isinstance(o, safari_cmd.Dig)), None)  # noqa: E731
    g = drive(
        "safari",
        3,
        7,
        lambda g: g.state.turn >= 12 and g.state.phase == "place_tile" and safari_state(g.state).holes,
        dig,
    )
    app, scene = open_at(g)
    view = scene.model.view()
    assert view.hole_pieces
    for pid in view.hole_pieces:
        p = g.state.pieces[pid]
        w = scene.camera.piece_world(g.state, p, scene.plugin, view)
        assert w == I.piece_world(g, pid)
        assert any(abs(w[0] - h.vertex[0]) <= 0.06 and abs(w[1] - h.vertex[1]) < 1e-9 for h in view.holes)


def near(a, b, tol):
    return all(abs(x - y) <= tol for x, y in zip(a, b, strict=True))


def test_two_watering_holes_at_one_point_are_drawn_apart(ui_env):
    """The guided game's second watering hole, dug diagonally across the rival's: two ponds side by side, each
    with its token and its own photographer, who no longer stand on top of each other."""
    import json

    from game.editions.safari import hole_geometry as HG
    from game.resources import asset
    from game.scenarios import build_game
    from game.ui.editions import safari as safari_ui

    doc = json.loads(asset("tutorial", "safari.joined.json").read_text(encoding="utf-8"))
    steps = doc.pop("steps")
    upto = [s["id"] for s in steps].index("diagonal_dig")
    for step in steps[: upto + 1]:
        do = step.get("do", [])
        doc["commands"] += do if isinstance(do, list) else [do]
    g, commands = build_game(doc)
    for c in commands:
        assert not isinstance(g.submit(c, None), I.Refusal), c
    app, scene = open_at(g)
    view = scene.model.view()
    [hole] = view.holes
    assert HG.apart(hole.slots) and len(view.hole_pieces) == 2
    cam = scene.camera
    where = {}
    for pid, (_vertex, slot) in view.hole_pieces.items():
        where[slot] = cam.to_screen(*cam.piece_world(g.state, g.state.pieces[pid], scene.plugin, view))
    a, b = where.values()
    assert math.dist(a, b) >= cam.piece_size() - 1  # side by side, not on top of each other
    # a pond on each side of the diagonal the two tokens lie on, where its photographer stands
    vx, vy = cam.to_screen(*hole.vertex)
    reach = int(cam.cell * 0.4)
    for slot, (px, py) in where.items():
        dx, dy = HG.SLOT_DIR[slot]
        side = (px - vx) * dy - (py - vy) * dx
        water = [
            (x, y)
            for x in range(round(vx) - reach, round(vx) + reach)
            for y in range(round(vy) - reach, round(vy) + reach)
            if ((x - vx) * dy - (y - vy) * dx) * side > 0 and near(app.screen.get_at((x, y))[:3], safari_ui.WATER, 12)
        ]
        assert len(water) >= cam.cell // 5, slot


def test_outlines_follow_the_engines_shapes(ui_env):
    """The outline's picture of each feature agrees with what hovering asks (CellShape.feature_at) on a grid
    of points, over every cell of every box. On a one-pixel border between two features of the picture
    (its 3x3 neighbourhood holds two) rasterising may go either way; everywhere else they agree."""
    from game.core.cellshape import cell_shape
    from game.core.engine import Game
    from game.newgame import new_setup
    from game.ui.play.outline import owner_image

    n, size = 12, 48
    for edition in EDITIONS:
        g = Game(new_setup(edition, 2, 1))
        ids = set(g.setup.deck) | {t for counts in I.tiles_left(g).groups.values() for t in counts}
        agree = total = inside_agree = inside = 0
        for tid in sorted(ids):
            tile = g.state.tiles[tid]
            for index in range(len(tile.cells)):
                img = owner_image(tile, index, size)
                shape = cell_shape(tile, index)
                ok = 0
                for i in range(n):
                    for j in range(n):
                        x, y = (i + 0.5) / n, (j + 0.5) / n
                        px, py = int(x * size), int(y * size)
                        same = img.get_at((px, py))[0] - 1 == shape.feature_at(x, y)
                        ok += same
                        near = {img.get_at((px + a, py + b))[0] for a in (-1, 0, 1) for b in (-1, 0, 1)}
                        if len(near) == 1:
                            inside, inside_agree = inside + 1, inside_agree + same
                assert ok >= 0.85 * n * n, (edition, tid, index, ok)
                agree, total = agree + ok, total + n * n
        assert agree >= 0.96 * total, (edition, agree / total)
        assert inside >= 0.8 * total and inside_agree >= 0.995 * inside, (
            edition,
            inside / total,
            inside_agree / inside,
        )


def test_the_feature_card_keeps_clear_of_boxes_and_if_it_can_of_marks(ui_env):
    """The card takes a corner of the board area clear of the boxes over the board (never covering one: no
    such corner, no card) and, when a corner allows, clear of a tutorial's marks too."""
    from game.ui.play.feature_card import FeatureCard

    card = FeatureCard(model=None)
    area = pygame.Rect(200, 60, 600, 500)
    pointer = (700, 300)  # right half: the bottom-left corner first
    card.visible = True
    card.place(area, pointer)
    first = pygame.Rect(card.rect)
    assert first.left == area.left + 10 and first.bottom == area.bottom - 10
    mark = pygame.Rect(first.center[0] - 20, first.center[1] - 20, 40, 40)  # a mark under that corner
    card.place(area, pointer, (), [mark])
    assert card.visible and not card.rect.colliderect(mark)
    assert card.rect.right == area.right - 10 and card.rect.bottom == area.bottom - 10  # the other bottom one
    everywhere = [pygame.Rect(area)]  # a box over the whole board area
    card.place(area, pointer, everywhere, [])
    assert not card.visible


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_feature_cards_column_heads_stand_apart(ui_env, lang):
    """The seat table's heads, in both languages: "Pieces" ends before the points' head begins, with or
    without "If completed" (Russian "Фишки" and "Получено" once ran together)."""
    from game.ui import theme
    from game.ui.i18n import t
    from game.ui.play.feature_card import FeatureCard

    make_app((1024, 640))  # the fonts
    set_language(lang)
    try:
        card = FeatureCard(model=None)
        for scale in (0.7, 1.0):  # the play screen's scale at 1024x640 and at 1600x900
            card.scale = scale
            _head, _small, tiny = card.sizes()
            width = card.width(pygame.Rect(0, 0, 700, 500))

            def w(key, tiny=tiny):
                return theme.font(tiny, True).size(t(key))[0]

            for ending, now_key in ((False, "card.scored"), (False, "card.worth_now"), (True, "card.worth_now")):
                pieces, now, done = card.columns(width, ending)
                assert pieces + w("card.pieces") < now - w(now_key), (scale, ending, now_key)
                if ending:
                    assert now < done - w("card.worth_if_completed")
    finally:
        set_language("en")
