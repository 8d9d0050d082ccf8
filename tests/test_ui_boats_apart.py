"""Boats sharing a space of the Amazon, or on spaces next to one another, stand apart at every zoom, clear of
the numbers, near their own space and off symbols and pieces; a dragged Safari token's rings stand apart, and
nothing else pops up over them."""

from __future__ import annotations

import dataclasses
import itertools
import math

import pygame
import pytest
from matrix import quick_only
from ui_helpers import drive

from game.ui.board_view import ZOOM_LEVELS, BoardView
from game.ui.editions import plugin_for
from game.ui.editions.amazonas import BOAT_SIZE, BOAT_STEP


def _boat_rects(cam, points):
    size = max(6, int(cam.cell * BOAT_SIZE))
    rects = []
    for p in points:
        r = pygame.Rect(0, 0, size, size)
        r.center = tuple(round(v) for v in cam.to_screen(*p))
        rects.append(r)
    return rects


def _assert_apart(plugin, state, view, spaces, where):
    """Every boat apart from every other and clear of every space's number, at every zoom."""
    points = [plugin.boat_world(state, view, seat) for seat in range(len(view.boats))]
    cam = BoardView("amazonas", (0, 0, 1600, 900))
    for level in range(len(ZOOM_LEVELS)):
        cam.level = level
        z = cam.cell
        rects = _boat_rects(cam, points)
        for a, b in itertools.combinations(rects, 2):
            assert not a.colliderect(b), (where, view.boats, z, a, b)
        for n in spaces:
            number = pygame.Rect(0, 0, 1, 1)
            number.center = tuple(round(v) for v in cam.to_screen(*n))
            number = number.inflate(2 * int(z * 0.11), 2 * int(z * 0.11))
            for r in rects:
                assert not r.colliderect(number), (where, view.boats, z, r, number)


def test_five_boats_on_one_space_never_overlap_nor_cover_its_number():
    pygame.init()
    g = drive("amazonas", 5, 3, lambda g: g.state.turn > 10)
    assert g is not None
    plugin = plugin_for("amazonas")
    view = plugin.view(g.state)
    spaces = plugin.river_points(g.state, view)
    assert len(spaces) >= 3
    for space in (1, 2, len(spaces)):
        _assert_apart(plugin, g.state, dataclasses.replace(view, boats=(space,) * 5), spaces, space)


@pytest.mark.parametrize("players", quick_only([3, 5], keep=[5]))
def test_boats_on_neighbouring_spaces_never_overlap_nor_cover_a_number(players):
    """Spaces lie a fifth (three players) or two fifths (five) of a cell apart: boats on spaces next
    to one another, alone or crowded, on every space of a long river."""
    pygame.init()
    g = drive("amazonas", players, 3, lambda g: g.state.turn > 30)
    assert g is not None
    plugin = plugin_for("amazonas")
    view = plugin.view(g.state)
    spaces = plugin.river_points(g.state, view)
    gaps = [math.dist(a, b) for a, b in itertools.pairwise(spaces)]
    assert min(gaps) < 2 * BOAT_STEP  # the case this test is about: crowds on neighbouring spaces would meet
    patterns = [(0, 1, 2, 3, 4), (0, 1, 1, 2, 2), (0, 0, 1, 1, 2), (0, 2, 1, 0, 2), (1, 0, 0, 1, 1)]
    for first in range(1, len(spaces) - 3):
        for pattern in patterns:
            boats = tuple(first + d for d in pattern[:players])
            _assert_apart(plugin, g.state, dataclasses.replace(view, boats=boats), spaces, first)


def _safari_scene_with_tokens_to_place():
    """A three-player Safari game at 1024x640, on a turn where a token may dig or expand a watering hole."""
    from ui_helpers import make_app, open_game

    from game.editions.safari import commands as safari_cmd

    g = drive(
        "safari",
        3,
        0,
        lambda g: g.state.turn >= 6 and any(isinstance(o, (safari_cmd.Dig, safari_cmd.Expand)) for o in g.options()),
    )
    assert g is not None
    app = make_app((1024, 640))
    return g, app, open_game(app, g)


def test_corner_rings_of_a_dragged_token_never_cover_one_another(ui_env):
    from game.ui.play.board_draw import corner_radius

    g, app, scene = _safari_scene_with_tokens_to_place()
    corners = [tg.world for tg in scene.model.targets() if tg.shape == "corner"]
    assert len(corners) > 4
    cam = scene.camera
    for level in range(len(ZOOM_LEVELS)):
        cam.level = level
        if cam.cell < 30:  # smaller than any automatic view (READABLE): the player zoomed out that far
            continue
        r = corner_radius(cam, corners)
        pts = {tuple(round(v) for v in cam.to_screen(*w)) for w in corners}
        for a, b in itertools.combinations(pts, 2):
            if a != b:
                assert (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 >= (2 * (r + 3)) ** 2 - 4, (cam.cell, r, a, b)


def test_the_space_numbers_drawn_on_the_board_stay_clear_of_every_symbol_and_spot():
    """The window draws each number where the edition's layout keeps the cell's symbols and spots away from."""
    from game.core.cellgeom import rotate_point
    from game.core.insight import layout
    from game.core.spots import SPOT_GAP, SYMBOL_SIZE
    from game.editions.amazonas.spaces import NUMBER_RADIUS

    pygame.init()
    g = drive("amazonas", 3, 5, lambda g: g.state.turn > 30)
    assert g is not None
    plugin = plugin_for("amazonas")
    numbers = plugin.river_points(g.state, plugin.view(g.state))
    doubles = 0
    for (x, y), (tile_id, index, q, _n) in g.state.board.cells.items():
        lay = layout(g, tile_id, index)
        doubles += "double" in tile_id
        things = [(p, SYMBOL_SIZE / 2) for row in lay.symbols.values() for _name, *p in row]
        things += [(p, SPOT_GAP / 2) for p in lay.spots.values()]
        for p, radius in things:
            wx, wy = rotate_point(p, q)
            for n in numbers:
                assert math.dist((x + wx, y + wy), n) >= NUMBER_RADIUS + radius - 1e-9, (tile_id, p, n)
    assert len(numbers) > 5 and doubles, doubles


def test_boats_stand_nearest_their_own_space_and_off_symbols_and_pieces():
    """A boat is never drawn nearer another space than its own (but the fifth of five on one space, which
    has no such slot left), and keeps off the tiles' symbols (a jaguar beside space 1) and the pieces: of the
    boats over every space of several rivers, one in twenty at most still covers one (where no slot near its
    space is free of them; three in ten did before)."""
    from game.ui.editions.amazonas import _clear

    pygame.init()
    plugin = plugin_for("amazonas")
    boats_seen = covering = 0
    for players, seed in ((2, 3), (3, 3), (3, 5), (5, 3), (5, 5)):
        g = drive("amazonas", players, seed, lambda g: g.state.turn > 30)
        assert g is not None
        view = plugin.view(g.state)
        spaces = plugin.river_points(g.state, view)
        marks = plugin.marks(g.state, view)
        assert marks
        patterns = [(0, 1, 2, 3, 4), (0, 1, 1, 2, 2), (0, 0, 1, 1, 2), (0, 0, 0, 0, 1), (0, 2, 1, 0, 2)]
        for first in range(1, len(spaces) - 3):
            for pattern in patterns:
                boats = tuple(first + d for d in pattern[:players])
                shared = dataclasses.replace(view, boats=boats)
                for seat, space in enumerate(boats):
                    p = plugin.boat_world(g.state, shared, seat)
                    own = math.dist(p, spaces[space - 1])
                    assert all(own <= math.dist(p, n) + 1e-9 for n in spaces), (players, boats, seat, p)
                    boats_seen += 1
                    covering += not _clear(p[0], p[1], BOAT_SIZE / 2, marks)
    assert covering * 20 <= boats_seen, (covering, boats_seen)


def test_nothing_pops_up_over_the_board_while_a_token_is_dragged(ui_env):
    """Dragging an animal token over an empty place at 1024x640 shows the corner rings only: not the place's
    fit count and its hover text (which then covered the rings); without a drag the text is there."""
    from ui_helpers import post, run

    g, app, scene = _safari_scene_with_tokens_to_place()
    items, *_rest = scene.tray.parts()
    token = next(box for src, box in items if src.kind.startswith("token:"))
    start = token.move(scene.tray.rect.topleft).center
    area, cam = scene.free_area(), scene.camera
    empty = [c for c in g.state.board.frontier if area.contains(cam.cell_rect(c))]
    assert empty
    over = cam.cell_rect(empty[0]).center
    assert scene.tooltip_at(over)  # the fit count of the place, when nothing is held
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    run(app, 2)
    post(pygame.MOUSEMOTION, pos=over, rel=(1, 1), buttons=(1, 0, 0))
    run(app, 30)
    assert scene.drag.active
    assert scene.tooltip_at(over) is None
    post(pygame.MOUSEBUTTONUP, pos=over, button=1)
    run(app, 60)
    assert not scene.drag.active and scene.tooltip_at(over)
