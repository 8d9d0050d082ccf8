"""The key lines under the tray fit their box at every size and in both languages, broken only between keys."""

from __future__ import annotations

import pygame
import pytest
from matrix import quick_only
from ui_helpers import key, make_app, run, start

from game.ui import theme
from game.ui.play.tray import hint_layout


def check_tray(app, where):
    tray = app.scene.tray
    if not tray.visible:
        return False
    _items, _skip, _undo, hint, _b, _l = tray.parts()
    lines, keys, size = hint_layout(tray.hint(), tray.keys(), hint.w, hint.h, theme.role("small", tray.scale))
    lh = theme.line_height(size)
    assert (len(lines) + len(keys)) * lh + 2 <= hint.h, where
    assert keys and all(theme.font(size, True).size(x)[0] <= hint.w for x in keys), where
    assert " ".join(keys).replace("\u00a0", " ") == tray.keys(), where  # every key is written
    assert lines == theme.wrap(tray.hint(), hint.w, size), where  # and the whole hint with them
    items = set(tray.keys().split(" · "))
    for line in keys:  # never broken inside a key: each line holds whole keys
        for part in line.removesuffix("\u00a0·").split("\u00a0· "):
            assert part.replace("\u00a0", " ") in items, (where, part)
    return True


@pytest.mark.parametrize(
    ("language", "size"),
    quick_only(
        [("en", (1024, 640)), ("ru", (1024, 640)), ("en", (2560, 1440)), ("ru", (2560, 1440))],
        keep=[("ru", (1024, 640))],
    ),
)
def test_tray_key_lines_fit_at_every_size_and_language(ui_env, language, size):
    for edition in ("safari", "amazonas", "hunters", "hill_dale"):
        app = make_app(size, language=language)
        start(app, edition=edition, human={0}, players=3, seed=7)
        where = f"{edition} {size} {language}"
        assert check_tray(app, where + " tile")
        key(app, pygame.K_TAB)
        key(app, pygame.K_RETURN)
        run(app, 2)
        check_tray(app, where + " action")
