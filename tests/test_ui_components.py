"""The play screen's pure parts: the key map, the focus model, score pop-ups kept apart, choosing a move by
direction, text fitting, the byte-bounded image cache, keeping things in view."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game.ui import component as C
from game.ui.editions import Target
from game.ui.play import intents as I
from game.ui.play.animator import Animator, stack_apart
from game.ui.play.keys import direction_pick, play_key


def test_play_keys():
    assert play_key(pygame.K_BACKSPACE) == I.Undo()
    assert play_key(pygame.K_z, pygame.KMOD_LCTRL) == I.Undo()
    assert play_key(pygame.K_s, pygame.KMOD_LCTRL) == I.SaveAs()
    assert play_key(pygame.K_s) == I.Skip()
    assert play_key(pygame.K_r) == play_key(pygame.K_e) == I.Rotate(1)
    assert play_key(pygame.K_q) == I.Rotate(-1)
    assert play_key(pygame.K_HOME) == I.Fit()
    assert play_key(pygame.K_PLUS) == play_key(pygame.K_EQUALS) == I.Zoom(1)
    assert play_key(pygame.K_MINUS) == I.Zoom(-1)
    assert play_key(pygame.K_TAB) == I.FocusKey(pygame.K_TAB, 0)
    assert play_key(pygame.K_RETURN) == I.FocusKey(pygame.K_RETURN, 0)
    assert play_key(pygame.K_ESCAPE) == I.FocusKey(pygame.K_ESCAPE, 0)
    # arrows pan the board (held keys), choose a direction when pieces move, move a dialog's focus
    assert play_key(pygame.K_LEFT) is None
    assert play_key(pygame.K_LEFT, moving=True) == I.Direction(-1, 0)
    assert play_key(pygame.K_DOWN, dialog=True) == I.FocusKey(pygame.K_DOWN, 0)
    assert play_key(pygame.K_3, dialog=True) == I.FocusKey(pygame.K_3, 0)
    assert play_key(pygame.K_3) is None
    assert play_key(pygame.K_s, dialog=True) == I.Skip()  # a dialog's way out (decline) when it has one


def test_focus_keys():
    f = C.focus_key
    assert f(None, 3, pygame.K_TAB) == C.FocusMove(0)
    assert f(None, 3, pygame.K_TAB, pygame.KMOD_LSHIFT) == C.FocusMove(2)
    assert f(2, 3, pygame.K_TAB) == C.FocusMove(0)
    assert f(0, 3, pygame.K_LEFT) == C.FocusMove(2)
    assert f(0, 3, pygame.K_LEFT, arrows=False) is None
    assert f(1, 3, pygame.K_RETURN) == C.FocusTake(1)
    assert f(None, 3, pygame.K_RETURN) is None  # nothing focused yet: Enter does nothing
    assert f(None, 3, pygame.K_2) == C.FocusTake(1)
    assert f(None, 3, pygame.K_5) is None
    assert f(None, 0, pygame.K_TAB) is None
    assert f(None, 0, pygame.K_ESCAPE) == C.FocusCancel()
    ring = C.FocusRing()
    ring.key(pygame.K_TAB, 0, 4)
    ring.key(pygame.K_TAB, 0, 4)
    assert ring.current(4) == 1 and ring.current(1) == 0  # a shorter list keeps the focus in range
    ring.reset()
    assert ring.current(4) is None


def test_score_pop_ups_never_overlap():
    """+1 and +2 from the same feature must not read +12."""

    class Camera:
        def to_screen(self, x, y):
            return (x * 100, y * 100)

    pygame.init()
    a = Animator()
    for text in ("+1", "+2", "+13", "+4"):
        a.pop_up(text, (255, 0, 0), (5.0, 5.0))
    a.pop_up("+2", (0, 0, 255), (5.02, 5.0))
    rects = [r for _f, r in a.floater_rects(Camera(), 30)]
    for i, r in enumerate(rects):
        for s in rects[i + 1 :]:
            assert not r.inflate(4, 4).colliderect(s), (r, s)
    same = [pygame.Rect(10, 10, 40, 20)] * 3
    placed = stack_apart(same)
    assert placed[0] == same[0] and all(not placed[i].colliderect(placed[j]) for i in range(3) for j in range(i))


def test_direction_picks_the_move_that_lies_that_way():
    east = Target((3.5, 0.5), "east", "follower", 1, origin=(0.5, 0.5))
    north = Target((0.5, -2.5), "north", "follower", 1, origin=(0.5, 0.5))
    spot = Target((0.5, 0.6), "spot", "follower")
    targets = [spot, east, north]
    assert direction_pick(targets, 1, 0) == 1
    assert direction_pick(targets, 0, -1) == 2
    assert direction_pick(targets, -1, 0) is None


def test_text_fits_its_room():
    pygame.init()
    from game.ui import theme

    text = "Перетащите фишку на подсвеченное место или переберите места клавишей Tab и поставьте клавишей Enter."
    lines, size = theme.fit_lines(text, 300, 60, 18)
    assert len(lines) * theme.line_height(size) <= 60
    assert all(theme.font(size).size(x)[0] <= 300 for x in lines)
    assert " ".join(lines) == text
    labels = ["Меню", "Сохранить…", "Обзор (Home)"]
    size = theme.fit_group(labels, 100, 20, True)
    assert all(theme.font(size, True).size(x)[0] <= 100 for x in labels)
    assert theme.fit_group(labels, 100, 20, True) == min(theme.fit_size(x, 100, 20, True) for x in labels)


def test_image_cache_is_bounded_by_bytes():
    from game.ui.image_cache import ImageCache

    cache = ImageCache(budget=100 * 100 * 4 * 3)
    for i in range(10):
        cache.put(i, pygame.Surface((100, 100), depth=32))
        assert cache.bytes <= cache.budget
    assert len(cache) == 3 and 9 in cache and 0 not in cache
    cache.get(7)
    cache.put(10, pygame.Surface((100, 100), depth=32))
    assert 7 in cache and 8 not in cache  # the least recently used went first


def test_keep_visible_pans_then_zooms_out_never_below_readable():
    from game.ui.board_view import READABLE, ZOOM_LEVELS, BoardView

    pygame.init()
    cam = BoardView("hill_dale", (0, 0, 1000, 800), (200, 100, 600, 500))
    cam.level = len(ZOOM_LEVELS) - 1
    far = [(30.0, 30.0), (31.0, 31.0)]
    cam.keep_visible(far, 8)
    for p in far:
        assert cam.area.inflate(-16, -16).collidepoint(cam.to_screen(*p))
    level = cam.level
    wide = [(0.0, 0.0), (7.0, 1.0)]  # 7 cells: they fit at a readable size
    cam.keep_visible(wide, 8)
    assert cam.level < level and cam.cell >= READABLE - 5
    for p in wide:
        x, y = cam.to_screen(*p)
        assert cam.area.left <= x <= cam.area.right and cam.area.top <= y <= cam.area.bottom
    # forty cells never fit a readable view: the zoom stops at the readable size, the middle is shown
    cam.keep_visible([(0.0, 0.0), (40.0, 1.0)], 8)
    assert cam.level == cam.readable_level() and abs(cam.cell - READABLE) <= 5
    assert abs(cam.to_screen(20.0, 0.5)[0] - cam.area.centerx) <= 1
    # without zooming out, only the pan changes
    cam.level = len(ZOOM_LEVELS) - 1
    cam.keep_visible([(0.0, 0.0), (7.0, 1.0)], 8, zoom_out=False)
    assert cam.level == len(ZOOM_LEVELS) - 1


def test_fit_keeps_a_readable_size_around_the_focus():
    from game.ui.board_view import READABLE, BoardView

    pygame.init()
    cam = BoardView("amazonas", (0, 0, 1000, 800), (200, 100, 600, 500))
    cam.fit((0, 0, 3, 2))  # small: the largest that fits, centred
    assert cam.fitted and cam.cell * 6 <= 600 and cam.to_screen(2.0, 1.5) == (500.0, 350.0)
    cam.fit((0, -3, 39, 3), focus=(38.5, 0.5))  # a long river: readable, scrolled to the focus (the mouth)
    assert abs(cam.cell - READABLE) <= 5
    right = cam.to_screen(41, 0)[0]  # the bounds' edge with its margin cell ends at the view's edge
    assert abs(right - cam.area.right) <= 1
    cam.fit((0, -3, 39, 3), focus=(-5.0, 0.5))  # a focus beyond the bounds: the view stays on the board
    assert abs(cam.to_screen(-1, 0)[0] - cam.area.left) <= 1


def test_a_dragged_piece_is_never_smaller_than_24_px():
    from game.ui.board_view import ZOOM_LEVELS, BoardView
    from game.ui.play.scene_input import dragged_size

    pygame.init()
    cam = BoardView("safari", (0, 0, 1024, 640))
    for level in range(len(ZOOM_LEVELS)):
        cam.level = level
        for scale in (0.7, 0.75, 1.0, 1.58, 2.37):
            size = dragged_size(cam.piece_size(), scale)
            assert size >= 24 and size >= cam.piece_size()
