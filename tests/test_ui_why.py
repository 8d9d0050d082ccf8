"""Why a move is not offered, said in the player's language through the real loop (a greyed piece, a click on a
place where the tile does not go, a piece dropped where it may not stand), and placement you can read (the
preview turned as the card, places that fit only turned drawn apart, the tile turning before it is laid)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pygame
import pytest
from aid_helpers import EDITIONS, mid_game, open_at, rest
from matrix import quick_only
from ui_helpers import click, drag, drive, key, run

from game.core import commands as cmd
from game.core import events as ev
from game.core import insight as I
from game.core.refusals import PARAM_KINDS, REFUSAL_CODES, refuse
from game.ui.i18n import set_language, t
from game.ui.play.words import names_list, place_words, refusal_text

ROOT = Path(__file__).resolve().parent.parent


def sample(kind: str):
    return {
        "position": [2, -1],
        "column": 3,
        "seat": 1,
        "degrees": 90,
        "degrees list": [90, 270],
        "feature kind": "river",
        "piece kind": "follower",
        "role": "hunter",
        "symbol": "fish",
        "corner": "NW",
        "feature kinds": ["savanna", "trail"],
        "symbols": ["lion", "zebra"],
        "names": ["apple"],
        "tile id": "x",
        "ordinal": 0,
        "cell index": 0,
        "feature id": "f",
        "command name": "place",
        "decision name": "action",
        "text": "detail",
    }[kind]


@pytest.mark.parametrize("lang", ("en", "ru"))
def test_every_refusal_code_reads_as_words(ui_env, lang):
    """Every code's message, with every parameter it has, comes out with no placeholder and no coordinates."""
    import game.editions  # noqa: F401  (the editions declare their codes)

    set_language(lang)
    seats = [{"name": "Anna"}, {"name": "Boris"}]
    for code, params in REFUSAL_CODES.items():
        r = refuse(code, "english", **{p: sample(PARAM_KINDS[p]) for p in params})
        text = refusal_text(r, seats, "hunters")
        assert text and "{" not in text and not re.search(r"\[-?\d+, -?\d+\]", text), (code, text)
        assert text == t(f"refusal.{code}", **{p: _w(p, r.params[p], seats) for p in params})
    set_language("en")


def _w(name, value, seats):
    from game.ui.play.words import param_words

    return str(value) if name == "rot" else param_words(name, value, seats, "hunters")


def test_places_and_names_in_words(ui_env):
    assert place_words((0, 0)) == t("where.start")
    assert place_words((0, -1)) == "north of the start"
    assert place_words((1, 1)) == "south-east of the start"
    assert place_words((-3, 2)) == "2 south and 3 west of the start"
    assert names_list(["A"]) == "A" and names_list(["A", "B", "C"]) == "A, B and C"
    set_language("ru")
    assert place_words((5, 0)) == "на 5 квадратов к востоку от старта"
    assert place_words((0, -2)) == "на 2 квадрата к северу от старта"
    set_language("en")


def test_the_play_screen_no_longer_shows_the_english_reason(ui_env):
    """The refusal display of the play screen goes through the codes: the engine's English `reason` is never
    shown (it would read "[x, y]" and stay English in Russian)."""
    source = (ROOT / "game" / "ui" / "play" / "session.py").read_text(encoding="utf-8")
    assert ".reason" not in source and "refusal_text" in source
    set_language("ru")
    g = mid_game("hunters")
    app, scene = open_at(g)
    bad = cmd.PlaceTile(99, 99, 0)
    assert scene.session.submit(bad) is False
    assert scene.model.status.text == t("refusal.not_touching") and scene.model.status.kind == "error"
    set_language("en")


@pytest.mark.parametrize("edition", quick_only(EDITIONS, keep=["hunters"]))
def test_clicking_where_the_tile_does_not_go_says_why(ui_env, edition):
    for lang in ("en", "ru"):
        set_language(lang)
        g = mid_game(edition)
        app, scene = open_at(g)
        m = scene.model
        cam = scene.camera
        offered = set(m.placements())
        covered = {c for p in offered for q in m.placements()[p] for c in m.covered_cells((p, q))}
        for pos in sorted(g.state.board.frontier):
            if pos in covered or not scene.hover.over_board(cam.cell_rect(pos).center):
                continue
            click(app, cam.cell_rect(pos).center)
            want = I.why_not_place(g, pos[0], pos[1], m.rot * 90)
            assert want is not None and m.status.text == refusal_text(want, m.seats, edition)
            assert m.status.kind == "error" and g.state.phase == "place_tile"
            break
        else:
            pytest.skip("every place next to the tiles is offered")
    set_language("en")


def test_a_greyed_piece_says_why(ui_env):
    def hut_greyed(g):
        s = g.state
        if s.phase != "action" or s.supply[s.current].get("hut", 0) == 0:
            return False
        return not any(isinstance(o, cmd.PlacePiece) and o.piece == "hut" for o in g.options())

    g = drive("hunters", 2, 4, hut_greyed)
    assert g is not None
    for lang in ("en", "ru"):
        set_language(lang)
        app, scene = open_at(g)
        items = scene.tray.parts()[0]
        box = next(b for src, b in items if src.kind == "hut")
        assert not scene.tray.movable(next(src for src, b in items if src.kind == "hut"))
        rest(app, box.move(scene.tray.rect.topleft).center)
        why = refusal_text(I.piece_refusal(g, "hut"), scene.model.seats, "hunters")
        assert scene.tooltips.shown.endswith(why), scene.tooltips.shown
    set_language("en")


def test_dropping_a_piece_where_it_may_not_stand_says_why(ui_env):
    g = drive("hunters", 2, 4, lambda g: g.state.phase == "action" and g.state.turn > 3)
    app, scene = open_at(g)
    items = scene.tray.parts()[0]
    src, box = next((s, b) for s, b in items if s.kind == "follower")
    start = box.move(scene.tray.rect.topleft).center
    old = next(p for p in sorted(g.state.board.cells) if p not in g.state.placed.cells)
    end = scene.camera.cell_rect(old).center
    if not scene.free_area().collidepoint(end):
        pytest.skip("the old tile is not in view")
    before = len(g.log)
    drag(app, start, end)
    assert len(g.log) == before  # nothing was placed
    assert scene.model.status.text == t("refusal.no_such_cell") and scene.model.status.kind == "error"


@pytest.mark.parametrize("edition", quick_only(EDITIONS, keep=["amazonas"]))
def test_the_preview_shows_the_cards_rotation_and_a_turned_place_turns_first(ui_env, edition):
    def turned_place(g):
        if g.state.phase != "place_tile" or g.state.turn < 6:
            return False
        rots: dict = {}
        for o in g.options():
            rots.setdefault((o.x, o.y), set()).add(o.rot)
        return any(0 not in r for r in rots.values())

    g = drive(edition, 3, 7, turned_place)
    app, scene = open_at(g)
    m = scene.model
    cam = scene.camera
    turned = [p for p, rots in sorted(m.placements().items()) if m.rot not in rots]
    turned = [p for p in turned if scene.hover.over_board(cam.cell_rect(p).center)]
    if not turned or m.fixed_place() is not None:
        pytest.skip("no place fits only turned another way")
    pos = turned[0]
    rot_before = m.rot
    rest(app, cam.cell_rect(pos).center)
    assert scene.board.hover_place()[0] == pos and m.rot == rot_before  # the card is not turned by a hover
    assert scene.tooltips.shown.startswith(t("aid.turned_tip", deg=scene.board.hover_place()[1] * 90))
    assert t("aid.legend_turned") in scene.tray.hint()  # the legend says what a dashed place is
    before = len(g.log)
    click(app, cam.cell_rect(pos).center)
    assert len(g.log) == before and scene.placing.active  # first the tile turns
    angles = []
    for _ in range(40):
        if not scene.placing.active:
            break
        angles.append(scene.placing.angle())
        run(app, 1)
    assert len(angles) >= 3 and len(set(round(a) for a in angles)) >= 3  # visibly, in steps
    laid = [e for e in g.log[before:] if isinstance(e, ev.TilePlaced)]
    assert laid and (laid[0].x, laid[0].y) == pos and laid[0].rot != rot_before * 90
    assert laid[0].rot == m.rot * 90  # the card shows the rotation it was laid at


def test_every_refusal_message_exists_in_both_catalogs(ui_env):
    en = json.loads((ROOT / "assets" / "i18n" / "en.json").read_text(encoding="utf-8"))
    ru = json.loads((ROOT / "assets" / "i18n" / "ru.json").read_text(encoding="utf-8"))
    import game.editions  # noqa: F401

    for code in REFUSAL_CODES:
        assert f"refusal.{code}" in en and f"refusal.{code}" in ru
        assert en[f"refusal.{code}"] != ru[f"refusal.{code}"]


def test_keyboard_focus_on_a_spot_shows_its_feature(ui_env):
    g = drive("hill_dale", 2, 3, lambda g: g.state.phase == "action" and g.state.turn > 3)
    app, scene = open_at(g)
    key(app, pygame.K_TAB)
    focus = scene.model.focused()
    assert focus is not None and isinstance(focus.command, cmd.PlacePiece)
    rest(app, scene.players.rect.center, 2)  # the pointer off the board: the focus decides
    hl = scene.hover.highlight
    node = g.state.node(g.state.placed.cells[focus.command.cell], focus.command.feature)
    assert hl is not None and hl.source == "focus" and hl.info.parts == I.feature_info(g, node).parts
    assert scene.feature_card.visible
