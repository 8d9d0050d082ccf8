"""New game's rule options: each option's name and explanation stay inside its own row (never over the next
option or the seed) for every edition, in both languages, at every size, with two and with five seats."""

from __future__ import annotations

import itertools

import pytest
from matrix import quick_only
from ui_helpers import make_app, run

from game.ui import theme
from game.ui.i18n import set_language, t
from game.ui.setup_memory import rule_options

SIZES = [(1024, 640), (1600, 900), (2560, 1440)]


@pytest.mark.parametrize(
    ("size", "lang"),
    quick_only(list(itertools.product(SIZES, ("en", "ru"))), keep=[((1024, 640), "ru")]),
)
def test_rule_option_explanations_fit_their_rows(ui_env, size, lang):
    try:
        app = make_app(size, language=lang)
        run(app, 1)
        app.scene.new_game()
        run(app, 1)
        scene = app.scene
        while len(scene.seats) > 2:
            scene.remove(len(scene.seats) - 1)
        for seats in (2, 5):
            while len(scene.seats) < seats:
                scene.add()
            for edition in ("hill_dale", "safari", "amazonas", "hunters"):
                scene.pick_edition(edition)
                run(app, 1)
                where = (size, lang, seats, edition)
                assert len(scene.option_rows) == len(rule_options(edition)), where
                body, tiny = theme.role("body", scene.scale), theme.role("tiny", scene.scale)
                rows = [r for _n, r in scene.option_rows]
                for name, r in scene.option_rows:
                    size_ = theme.fit_size(t("option." + name), r.w, body, True)
                    room = r.h - theme.line_height(size_)
                    lines, hs = theme.fit_lines(t("option." + name + ".help"), r.w, room, tiny)
                    assert len(lines) * theme.line_height(hs) <= room, (where, name, lines, hs, r)
                for a, b in itertools.pairwise(rows):
                    assert a.bottom <= b.top, (where, a, b)
                if rows:
                    assert rows[-1].bottom <= scene.seed.rect.top, (where, rows[-1], scene.seed.rect)
                assert scene.panel.bottom <= size[1], (where, scene.panel)
    finally:
        set_language("en")
