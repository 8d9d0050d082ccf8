"""Layout for any window: every screen at 1024x640, 1600x900 and 2560x1440 (and the layout function over a grid
of sizes and UI scales) shows no two widgets on top of each other and none outside the window; after a tile
is laid, the newest tile and its spots are inside the board area the panels leave."""

from __future__ import annotations

import itertools

import pygame
import pytest
from matrix import first_quick, quick_only
from ui_helpers import drive, key, make_app, open_game, run, start

from game.ui import layout

SIZES = [(1024, 640), (1600, 900), (2560, 1440)]
EDITIONS = ("hill_dale", "safari", "amazonas", "hunters")


def assert_apart(widgets, window: pygame.Rect, where: str = "") -> None:
    """Siblings never overlap, children lie inside their parent, the top level inside the window."""

    def walk(ws, parent: pygame.Rect, path: str) -> None:
        for w in ws:
            if w.rect.w <= 0 or w.rect.h <= 0:
                continue
            assert parent.contains(w.rect), f"{where}: {path}{w.name} {w.rect} is outside {parent}"
            walk(w.children, w.rect, f"{path}{w.name}/")
        for a, b in itertools.combinations([w for w in ws if w.rect.w > 0 and w.rect.h > 0], 2):
            assert not a.rect.colliderect(b.rect), f"{where}: {path}{a.name} {a.rect} overlaps {b.name} {b.rect}"

    walk(widgets, window, "")


def test_play_layout_over_sizes_scales_and_seats():
    for w, h, scale, players in itertools.product(
        (1024, 1280, 1600, 1920, 2560, 3840), (640, 768, 900, 1080, 1440, 2160), layout.SCALES, range(2, 6)
    ):
        eff = layout.effective_scale((w, h), scale)
        pl = layout.play_layout((w, h), eff, players, (round(118 * eff),) * 3)
        window = pygame.Rect(0, 0, w, h)
        parts = {
            "top": pl.top,
            "card": pl.card,
            "players": pl.players,
            "log": pl.log,
            "tray": pl.tray,
            "board": pl.board,
        }
        for name, r in parts.items():
            assert window.contains(r), (w, h, scale, players, name, r)
        for (a, ra), (b, rb) in itertools.combinations(parts.items(), 2):
            assert not ra.colliderect(rb), (w, h, scale, players, a, b)
        for r in pl.buttons + (pl.title, pl.prompt):
            assert pl.top.contains(r)
        for a, b in itertools.combinations(pl.buttons + (pl.title, pl.prompt), 2):
            assert not a.colliderect(b)
        assert pl.board.w >= 300 and pl.board.h >= 250, (w, h, scale, players, pl.board)
        assert pl.log.h >= 80


def test_effective_scale_grows_with_the_screen_and_the_factor_on_top():
    assert layout.effective_scale((1024, 640), 1.5) == 0.75  # the smallest window holds no more
    assert layout.effective_scale((1600, 900), 1.0) == 1.0
    assert layout.effective_scale((1366, 768), 1.0) == 0.937
    # a large screen gets a large interface without any setting (readable from a couch)...
    assert layout.effective_scale((2560, 1440), 1.0) >= 1.5
    assert layout.effective_scale((3840, 2160), 1.0) >= 2.2
    # ...and the Settings factor scales on top of it, within what the window holds
    assert layout.effective_scale((2560, 1440), 0.75) < layout.effective_scale((2560, 1440), 1.0)
    assert layout.effective_scale((2560, 1440), 1.5) > layout.effective_scale((2560, 1440), 1.0)
    assert layout.effective_scale((3840, 2160), 1.5) <= min(3840 / 1366, 2160 / 820)
    assert layout.default_scale((3840, 2160)) == 1.0
    assert layout.clamp_size((800, 600)) == (1024, 640)


def check_screen(app, where):
    assert_apart(app.scene.widgets(), pygame.Rect(0, 0, *app.size), where)


def newest_inside(scene, where):
    area = scene.free_area()
    s = scene.model.state
    for pos in s.placed.cells:
        assert area.contains(scene.camera.cell_rect(pos)), (
            f"{where}: tile {pos} {scene.camera.cell_rect(pos)} not in {area}"
        )
    for tg in scene.model.targets():
        if tg.on_new_tile:
            x, y = scene.camera.to_screen(*tg.world)
            assert area.collidepoint(x, y), f"{where}: spot {tg.command} not in {area}"


def until_human_tile(app, game) -> bool:
    """Finish the human's turn by the keyboard (S skips, 1 takes a dialog's first choice) and let the
    computer seats play, until the human has a tile to lay again; False when the game ends first."""
    for _ in range(400):
        d = app.scene.model.pending_human()
        if d is not None and d.decision == "place_tile":
            return True
        if game.pending() is None:
            return False
        if d is not None:
            key(app, pygame.K_1 if app.scene.dialog.visible else pygame.K_s)
            if app.scene.model.pending_human() == d and not app.scene.dialog.visible:
                key(app, pygame.K_TAB)
                key(app, pygame.K_RETURN)
        run(app, 5)
    return False


@pytest.mark.parametrize(
    ("size", "edition"),
    quick_only(
        list(itertools.product(SIZES + [(3840, 2160)], EDITIONS)),
        keep=[((1024, 640), "hill_dale"), ((1024, 640), "amazonas")],
    ),
)
def test_play_screen_of_every_edition_at_every_size(ui_env, size, edition):
    app = make_app(size)
    app.settings.ui_scale = 1.5 if size[0] > 3000 else None  # the largest interface on the largest screen
    app.relayout()
    game = start(app, edition=edition, human={0}, players=5, seed=3)
    where = f"{edition} {size}"
    check_screen(app, where + " place_tile")
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert game.state.placed is not None
    run(app, 2)
    check_screen(app, where + " action")
    newest_inside(app.scene, where)
    # zoomed in: a place chosen by the keyboard is brought into view, and so is the new tile after it
    if until_human_tile(app, game):
        for _ in range(5):
            key(app, pygame.K_PLUS)
        key(app, pygame.K_TAB)
        pos, q = app.scene.model.focused()
        assert app.scene.free_area().contains(app.scene.camera.cell_rect(pos)), where
        key(app, pygame.K_RETURN)
        run(app, 2)
        newest_inside(app.scene, where + " zoomed")
        check_screen(app, where + " zoomed")


DIALOGS = {
    "hill_dale": (5, lambda g: g.pending().decision == "take_harvest"),
    "safari": (2, lambda g: g.pending().decision == "play_animal"),
    "amazonas": (1, lambda g: g.pending().decision == "place_double"),
}


@pytest.mark.parametrize("size", first_quick(SIZES, one_value=True))
def test_choice_dialogs_at_every_size(ui_env, size):
    for edition, (seed, stop) in DIALOGS.items():
        g = drive(edition, 3, seed, stop)
        app = make_app(size)
        scene = open_game(app, g)
        assert scene.dialog.visible
        check_screen(app, f"{edition} {size} dialog")
        assert not scene.tray.visible


@pytest.mark.parametrize("size", first_quick(SIZES, one_value=True))
def test_other_screens_at_every_size(ui_env, size):
    from game.ui.i18n import set_language, t

    for lang in ("en", "ru"):
        app = make_app(size, language=lang)
        run(app, 1)
        assert t("menu.new") == {"en": "New game", "ru": "Новая игра"}[lang]  # the screens really are in `lang`
        check_screen(app, f"menu {size} {lang}")
        for i, name in ((0, "setup"), (4, "settings"), (5, "rules"), (1, "learn")):
            app.to_menu()
            run(app, 1)
            app.scene.buttons[i].action()
            run(app, 1)
            assert app.scene.name == name
            check_screen(app, f"{name} {size} {lang}")
        app.to_menu()
        run(app, 1)
        app.scene.new_game()
        for _ in range(3):
            app.scene.add()  # five seats
        app.scene.pick_edition("safari")  # an edition with a rule option
        run(app, 1)
        check_screen(app, f"setup five seats {size} {lang}")
    set_language("en")


def test_results_and_final_board_at_every_size(ui_env):
    from game.tools.selfplay import play_game
    from game.ui.app import default_seats

    game = play_game("hill_dale", 5, 3, "normal")
    for size in SIZES:
        app = make_app(size)
        app.show_results(game, default_seats(5, set()))
        run(app, 1)
        check_screen(app, f"results {size}")
        app.scene.show_board()
        run(app, 1)
        assert app.scene.name == "final_board"
        check_screen(app, f"final board {size}")


def test_resizing_keeps_the_centre_and_a_sensible_zoom(ui_env):
    app = make_app((1600, 900))
    start(app, human={0, 1})
    scene = app.scene
    cam = scene.camera
    for _ in range(3):
        key(app, pygame.K_PLUS)  # the player zoomed: no longer the fit
    centre, level = (cam.cx, cam.cy), cam.cell
    for size in ((1024, 640), (2560, 1440)):
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        run(app, 1)
        assert (cam.cx, cam.cy) == centre
    # back to a large window: the board is as large as before the small window, not stuck at its zoom
    assert cam.cell >= level
    key(app, pygame.K_HOME)
    fitted = cam.cell
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1024, 640), w=1024, h=640))
    app.screen = pygame.display.set_mode((1024, 640), pygame.RESIZABLE)
    run(app, 1)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(2560, 1440), w=2560, h=1440))
    app.screen = pygame.display.set_mode((2560, 1440), pygame.RESIZABLE)
    run(app, 1)
    assert cam.fitted and cam.cell >= fitted  # a fitted view fits again
