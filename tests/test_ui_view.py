"""The view belongs to the player: the board stays where the player leaves it after every turn; C, P, Home and
the view buttons move it only when asked; "follow the play" (F, Settings) brings each new tile into view; an
arrow at the board's edge points to the nearest place for the tile in hand; the automatic views never
shrink a cell below the readable size and keep what they show clear of the panels."""

from __future__ import annotations

import pygame
import pytest
from matrix import quick_only
from ui_helpers import click, drive, key, make_app, open_game, run, start

from game.ui.board_view import READABLE, WHOLE_MIN


def until_human_tile(app, game, turns_by_others=True) -> bool:
    """Let the computer seats play (the human skips pieces) until the human has a tile again."""
    for _ in range(600):
        d = app.scene.model.pending_human()
        if d is not None and d.decision == "place_tile":
            return True
        if game.pending() is None:
            return False
        if d is not None:
            key(app, pygame.K_1 if app.scene.dialog.visible else pygame.K_s)
        run(app, 5)
    return False


def lay_by_keyboard(app):
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    run(app, 2)


def test_the_view_stays_after_turns_and_moves_only_when_asked(ui_env):
    app = make_app((1600, 900))
    game = start(app, edition="hill_dale", human={0}, players=3, seed=5)
    scene, cam = app.scene, app.scene.camera
    assert scene.keeper.follow is False  # the default: the board stays where the player puts it
    for _ in range(3):
        key(app, pygame.K_PLUS)
    cam.pan(-900, -700)  # far off the board
    run(app, 1)
    before = (cam.cx, cam.cy, cam.level)
    lay_by_keyboard(app)  # Tab brings the focused place into view: the player is choosing it
    before = (cam.cx, cam.cy, cam.level)
    assert until_human_tile(app, game)
    assert len(game.log) > 4
    assert (cam.cx, cam.cy, cam.level) == before  # three seats played: the view did not move
    # C: the last tile in the middle of what the board shows, at the same zoom
    key(app, pygame.K_c)
    last = scene.keeper.newest_cells()
    room = scene.keeper.room()
    x, y = cam.to_screen(*scene.keeper.newest_centre())
    assert abs(x - room.centerx) <= 1 and abs(y - room.centery) <= 1 and cam.level == before[2]
    assert all(room.contains(cam.cell_rect(c)) for c in last)
    # P: the places for the tile in hand come into view, never below the readable size
    cam.pan(-3000, 0)
    run(app, 1)
    assert not scene.keeper.places_in_view(scene.keeper.place_cells())
    key(app, pygame.K_p)
    assert scene.keeper.places_in_view(scene.keeper.place_cells())
    assert cam.cell >= min(before_cell(before), READABLE - 5)
    # Home: the fit; the view buttons do what the keys do
    key(app, pygame.K_HOME)
    assert cam.fitted
    cam.pan(-3000, 0)
    run(app, 1)
    rects = scene.view.button_rects()
    click(app, rects[0].center)  # the last tile
    x, y = cam.to_screen(*scene.keeper.newest_centre())
    assert abs(x - room.centerx) <= 1 and abs(y - room.centery) <= 1


def before_cell(before) -> int:
    from game.ui.board_view import ZOOM_LEVELS

    return ZOOM_LEVELS[before[2]]


def test_the_edge_arrow_points_to_the_nearest_place_and_takes_the_player_there(ui_env):
    app = make_app((1024, 640))
    start(app, edition="safari", human={0}, players=2, seed=4)
    scene, cam = app.scene, app.scene.camera
    assert scene.keeper.marker() is None  # places in view: no arrow
    cam.pan(0, 2500)  # the board far below the view: the arrow at the bottom edge points down
    run(app, 1)
    got = scene.keeper.marker()
    assert got is not None
    (x, y), angle = got
    area = scene.free_area()
    assert area.collidepoint(x, y) and y > area.centery and 0 < angle < 3.1416
    for w in scene.widgets()[1:]:  # never on a panel
        assert not w.rect.collidepoint(x, y), w.name
    click(app, (round(x), round(y)))
    assert scene.keeper.marker() is None and scene.keeper.places_in_view(scene.keeper.place_cells())


def test_follow_the_play_brings_each_new_tile_into_view_and_is_kept(ui_env):
    app = make_app((1600, 900))
    game = start(app, edition="hunters", human={0}, players=3, seed=2)
    scene, cam = app.scene, app.scene.camera
    key(app, pygame.K_f)
    assert app.settings.follow_play is True and scene.view.follow
    from game.ui.settings import Settings

    assert Settings.load().follow_play is True  # kept for the next run
    lay_by_keyboard(app)
    key(app, pygame.K_s)
    run(app, 1)
    for _ in range(4):
        key(app, pygame.K_PLUS)
    seen = set()
    for _ in range(400):
        if game.pending() is None or scene.model.pending_human() is not None:
            break
        run(app, 3)
        if not scene.model.busy and scene.model.state.placed is not None and not scene.keeper.pending_move:
            cells = scene.model.state.placed.cells
            room = scene.keeper.room()
            assert all(room.contains(cam.cell_rect(c)) for c in cells), cells
            seen.add(tuple(cells))
    assert seen  # the computer seats' tiles were each brought into view
    key(app, pygame.K_f)
    assert app.settings.follow_play is False


@pytest.mark.parametrize(
    "size", quick_only([(1024, 640), (1600, 900), (2560, 1440)], keep=[(1024, 640)], one_value=True)
)
def test_the_automatic_view_keeps_a_long_amazon_readable_and_home_shows_all_of_it(ui_env, size):
    g = drive("amazonas", 4, 3, lambda g: g.state.turn > 60 and g.state.phase == "place_tile")
    assert g is not None
    app = make_app(size)
    scene = open_game(app, g, human={0, 1, 2, 3})
    cam = scene.camera
    # the automatic framing as the game opens: never below the readable size, around the last tile
    assert cam.cell >= READABLE * scene.layout_now.scale - 6, (size, cam.cell)
    x0, y0, x1, y1 = g.state.board.bounds()
    if size[0] < 2000:  # too long for the view at a readable size: it scrolls, at that size
        assert (x1 - x0 + 3) * cam.cell > scene.free_area().w and cam.level == cam.readable_level(), size
    room = scene.keeper.room()
    for c in scene.keeper.newest_cells():
        assert room.contains(cam.cell_rect(c)), (size, c)
    # Home, asked by the player: the whole board, with smaller cells if need be (never below WHOLE_MIN)
    key(app, pygame.K_HOME)
    assert cam.cell >= WHOLE_MIN - 3, (size, cam.cell)
    cells = list(g.state.board.cells)
    cells += scene.plugin.keep_in_view(g.state, scene.model.view(), tuple(scene.model.tile_choices()))
    xs = [c[0] for c in cells]
    if size[0] < 1600:  # even the smallest cells cannot show it all: that size, around the last tile
        assert (max(xs) - min(xs) + 3) * cam.cell > room.w and cam.level == cam.whole_level(), size
        return
    for c in cells:
        assert room.contains(cam.cell_rect(c)), (size, c, cam.cell, room)


def test_a_fitted_board_lies_clear_of_the_panels_at_every_size(ui_env):
    g = drive("amazonas", 5, 3, lambda g: g.state.turn > 6 and g.state.phase == "place_tile")
    assert g is not None
    for size in ((1024, 640), (1600, 900), (2560, 1440)):
        app = make_app(size)
        scene = open_game(app, g)
        cam = scene.camera
        key(app, pygame.K_HOME)
        room = scene.keeper.room()
        cells = list(g.state.board.cells)
        cells += scene.plugin.keep_in_view(g.state, scene.model.view(), tuple(scene.model.tile_choices()))
        xs, ys = [c[0] for c in cells], [c[1] for c in cells]
        if cam.level > cam.whole_level():  # the whole board fits
            for c in cells:  # every tile and the river's mouth with its payouts, inside what the panels leave
                assert room.contains(cam.cell_rect(c)), (size, c, cam.cell_rect(c), room)
        else:  # it would not fit at a readable size: that size, scrolled
            assert (max(xs) - min(xs) + 3) * cam.cell > room.w or (max(ys) - min(ys) + 3) * cam.cell > room.h
        for w in scene.widgets()[1:]:
            assert not room.colliderect(w.rect), (size, w.name)


def _board_paint_outside(scene) -> int:
    """How many pixels the board draws outside the area the panels leave free that are not the bare table."""
    from game.ui.board_view import GRID, TABLE

    cam = scene.camera
    surface = pygame.Surface(cam.rect.bottomright)
    surface.fill(TABLE)
    scene.board.draw(surface)
    bare = pygame.mask.from_threshold(surface, TABLE, (1, 1, 1, 255))
    bare.draw(pygame.mask.from_threshold(surface, GRID, (1, 1, 1, 255)), (0, 0))
    bare.draw(pygame.Mask(cam.area.size, fill=True), cam.area.topleft)
    bare.invert()
    return bare.count()


@pytest.mark.parametrize(
    "size", quick_only([(1024, 640), (1600, 900), (2560, 1440)], keep=[(1600, 900)], one_value=True)
)
def test_a_long_amazon_scrolls_out_of_view_never_under_a_panel(ui_env, size):
    """A board longer than the view at a readable size is drawn only in the area between the panels: the
    tile card, the players and the log never lie over a tile, a boat or the river's mouth."""
    g = drive("amazonas", 5, 3, lambda g: g.state.turn > 60 and g.state.phase == "place_tile")
    assert g is not None
    app = make_app(size)
    scene = open_game(app, g)
    cam = scene.camera
    assert cam.rect.contains(scene.card.rect) and not cam.area.colliderect(scene.card.rect)
    x0, _y0, x1, _y1 = g.state.board.bounds()
    if size[0] < 2000:  # longer than the view: it scrolls, at a readable size
        assert (x1 - x0 + 3) * cam.cell > cam.area.w and cam.cell >= READABLE * scene.layout_now.scale - 6
    assert _board_paint_outside(scene) == 0, size
    key(app, pygame.K_HOME)  # the whole board, as small as the player asked
    assert _board_paint_outside(scene) == 0, size
    for dx in (-400, 400):  # the player drags the board both ways: what leaves the area leaves the view
        cam.pan(dx, 0)
        assert _board_paint_outside(scene) == 0, (size, dx)


@pytest.mark.parametrize(
    "size", quick_only([(1024, 640), (1600, 900), (2560, 1440)], keep=[(1024, 640)], one_value=True)
)
def test_the_final_board_shows_the_river_mouth_and_nothing_under_its_side_panel(ui_env, size):
    from game.tools.selfplay import play_game
    from game.ui.app import default_seats
    from game.ui.board_view import GRID, TABLE

    game = play_game("amazonas", 5, 3, "normal")
    app = make_app(size)
    app.show_results(game, default_seats(5, set()))
    run(app, 1)
    app.scene.show_board()
    run(app, 1)
    scene = app.scene
    cam = scene.camera
    x0, y0, x1, y1 = scene.bounds()
    mouth = scene.plugin.keep_in_view(game.state, scene.view, ())
    assert mouth and all(x0 <= x <= x1 and y0 <= y <= y1 for x, y in mouth)  # fitting counts the mouth
    if (x1 - x0 + 3) * cam.cell <= cam.area.w:
        assert all(cam.area.contains(cam.cell_rect(c)) for c in mouth), size
    for dx in (0, -600, 600):
        cam.pan(dx, 0)
        surface = pygame.Surface(app.size)
        surface.fill(TABLE)
        scene.draw(surface)
        bare = pygame.mask.from_threshold(surface, TABLE, (1, 1, 1, 255))
        bare.draw(pygame.mask.from_threshold(surface, GRID, (1, 1, 1, 255)), (0, 0))
        for keep in (cam.area, scene.side.inflate(8, 8), pygame.Rect(0, 0, size[0], cam.rect.y)):
            bare.draw(pygame.Mask(keep.size, fill=True), keep.topleft)
        bare.invert()
        assert bare.count() == 0, (size, dx, bare.get_bounding_rects()[:3])
