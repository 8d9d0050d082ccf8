"""The board's aids through the real loop, in every edition: the feature under the pointer (outline and card),
projected scores, the tiles still to come, fit counts and dead places, each player's last tile, the log in
words and its lines outlining what they name, scorings outlined, the aids following the seat whose turn it is."""

from __future__ import annotations

import re

import pygame
import pytest
from aid_helpers import EDITIONS, feature_points, mid_game, open_at, rest, with_aids
from matrix import quick_only
from ui_helpers import click, drive, key, run

from game.core import events as ev
from game.core import insight as I
from game.core import payments
from game.editions.safari import commands as safari_cmd
from game.editions.safari.model import safari_state
from game.ui.i18n import set_language, t
from game.ui.play.feature_card import Row
from game.ui.play.words import capital, kind_word


@pytest.mark.parametrize("edition", quick_only(EDITIONS, keep=["safari"]))
def test_hovering_a_feature_outlines_it_and_shows_its_card(ui_env, edition):
    g = mid_game(edition)
    app, scene = open_at(g)
    points = feature_points(scene)
    assert points, "no feature to point at"
    kinds_seen = set()
    for point, pos, fid, kind in points:
        if kind in kinds_seen:
            continue
        kinds_seen.add(kind)
        rest(app, point, 2)
        hl = scene.hover.highlight
        assert hl is not None and hl.source == "board", (edition, kind, point)
        node = g.state.node(pos, fid)
        want = I.feature_info(g, node)
        assert hl.info.kind == want.kind == kind and hl.info.parts == want.parts
        assert (pos, fid) in hl.parts  # the whole feature is outlined, this part with it
        rows = scene.feature_card.rows
        assert scene.feature_card.visible and rows[0] == Row("title", capital(kind_word(kind, edition)))
        own = rows[: next((i for i, r in enumerate(rows) if r.kind == "head"), len(rows))]
        paid = payments.paid_for_feature(g.state, g.log, node) if want.complete else None
        for r in own:  # each seat's worth as the edition's own scoring says; a completed one: what it paid
            if r.kind == "seat":
                assert r.cols[1] == str(paid.get(r.seat, 0) if paid is not None else want.worth_now[r.seat])
        area = scene.free_area()
        assert area.contains(scene.feature_card.rect)
        assert not scene.feature_card.rect.collidepoint(point)  # never under the pointer
    rest(app, scene.players.rect.center, 2)  # off the board: nothing is outlined
    assert scene.hover.highlight is None and not scene.feature_card.visible


@pytest.mark.parametrize("edition", quick_only(EDITIONS, keep=["hill_dale"]))
def test_hovering_a_piece_shows_what_it_stands_for(ui_env, edition):
    g = mid_game(edition, turns=18)
    app, scene = open_at(g)
    cam = scene.camera
    done = False
    for pid, world in scene.hover.piece_points():
        point = tuple(round(v) for v in cam.to_screen(*world))
        if not scene.hover.over_board(point):
            continue
        rest(app, point, 2)
        ref = I.piece_ref(g, pid)
        hl = scene.hover.highlight
        assert hl is not None and hl.ref == ref, (edition, pid, hl)
        assert scene.feature_card.visible
        done = True
    assert done


def test_things_of_each_edition_have_cards(ui_env):
    # Safari: the rangers on their spaces; a watering hole at its vertex
    dig = lambda g, opts: next((o for o in opts if isinstance(o, safari_cmd.Dig)), None)  # noqa: E731
    g = drive(
        "safari",
        3,
        7,
        lambda g: g.state.turn >= 12 and g.state.phase == "place_tile" and safari_state(g.state).holes,
        dig,
    )
    assert g is not None
    app, scene = open_at(g)
    view = scene.model.view()
    vertex = view.holes[0].vertex
    rest(app, tuple(round(v) for v in scene.camera.to_screen(*vertex)), 2)
    assert scene.hover.highlight.info.kind == "watering_hole"
    assert any(r.text.startswith(t("card.safari.hole_tokens", n=0)[:6]) for r in scene.feature_card.rows)
    # Amazonas: a boat is the Amazon race, the mouth its own card
    g = mid_game("amazonas", turns=20)
    app, scene = open_at(g)
    view = scene.model.view()
    boat = scene.plugin.boat_world(g.state, view, 0)
    rest(app, tuple(round(v) for v in scene.camera.to_screen(*boat)), 2)
    info = scene.hover.highlight.info
    assert info.kind == "amazon_race" and len([r for r in scene.feature_card.rows if r.kind == "text"]) >= 3
    mx, my = view.mouth
    rest(app, scene.camera.cell_rect((mx, my)).center, 2)
    assert scene.hover.highlight.info.kind == "river_mouth"
    assert scene.hover.highlight.cells == ((mx, my),)


@pytest.mark.parametrize("edition", quick_only(EDITIONS, keep=["hunters"]))
def test_projected_scores_in_the_players_panel(ui_env, edition):
    g = mid_game(edition, turns=20)
    app, scene = open_at(g, human={g.pending().seat})
    seat = g.pending().seat
    assert scene.players.projected() == tuple(I.projection(g, seat).scores)
    pr = scene.players.projected_rect(0, scene.players.projected()).move(scene.players.rect.topleft)
    rest(app, pr.center)
    assert scene.tooltips.shown and str(I.projection(g, seat).scores[0]) in scene.tooltips.shown


def test_the_aids_shown_follow_the_seat_whose_turn_it_is(ui_env):
    off = dict.fromkeys(I.AIDS, False)
    g = with_aids("hunters", [{}, off])
    app, scene = open_at(g)
    assert g.pending().seat == 0 and scene.aids.on("projected") and scene.players.projected() is not None
    assert scene.card.tiles_button() is not None
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    run(app, 40)
    key(app, pygame.K_s)  # no piece: the turn passes to the seat without aids
    run(app, 5)
    assert g.pending().seat == 1
    assert not scene.aids.on("projected") and scene.players.projected() is None
    assert scene.card.tiles_button() is None
    key(app, pygame.K_t)
    assert not scene.tiles_view.visible and scene.model.status.text == t("aid.off_tiles", name=scene.model.names[1])
    assert not scene.aids.on("fit_counts")


@pytest.mark.parametrize("edition", quick_only(EDITIONS, keep=["safari"]))
def test_tiles_left_view_lists_what_nobody_has_seen(ui_env, edition):
    g = mid_game(edition)
    app, scene = open_at(g)
    key(app, pygame.K_t)
    view = scene.tiles_view
    assert view.visible
    left = I.tiles_left(g)
    listed = {tid: n for _h, items in view.piles() for tid, n in items}
    want = dict(left.draw)
    for counts in left.groups.values():
        for tid, n in counts.items():
            want[tid] = want.get(tid, 0) + n
    assert listed == want and sum(left.draw.values()) == g.state.tiles_left
    assert g.state.drawn not in left.draw or left.draw[g.state.drawn] < g.setup.deck.count(g.state.drawn)
    heads, tiles, _content, _size, _close = view.parts()
    for _tid, _n, box in tiles:  # every picture inside the view (or scrolled below it)
        assert box.x >= 0 and box.right <= view.rect.w
    assert scene.feature_card.visible is False
    key(app, pygame.K_ESCAPE)
    assert not view.visible
    button = scene.card.tiles_button().move(scene.card.rect.topleft)
    click(app, button.center)  # the card's button opens it too
    assert view.visible
    close = view.parts()[4].move(view.rect.topleft)
    click(app, close.center)
    assert not view.visible


def test_fit_counts_and_dead_places(ui_env):
    g = mid_game("safari", turns=30, seed=12)
    dead = I.dead_places(g)
    assert dead, "this game has dead places"
    app, scene = open_at(g)
    assert scene.aids.dead() == frozenset(dead)
    cam = scene.camera
    for pos in dead:
        r = cam.cell_rect(pos)
        if scene.hover.over_board(r.center):
            rest(app, r.center)
            assert scene.hover.empty == pos
            assert t("aid.fit_none") in scene.tooltips.shown.split("\n")
            break
    else:
        pytest.fail("no dead place in view")
    live = [p for p in sorted(g.state.board.frontier) if p not in dead and p not in scene.model.placements()]
    for pos in live:
        if scene.hover.over_board(cam.cell_rect(pos).center):
            rest(app, cam.cell_rect(pos).center)
            n = I.fit_count(g, pos)
            assert n > 0 and t("aid.fit_count", n=n) in scene.tooltips.shown.split("\n")
            break


@pytest.mark.parametrize("edition", quick_only(EDITIONS, keep=["amazonas"]))
def test_each_players_last_tile_is_framed_with_their_mark(ui_env, edition):
    g = mid_game(edition)
    app, scene = open_at(g)
    last = scene.aids.last_tiles()
    for e in reversed(g.log):
        if isinstance(e, ev.TilePlaced):
            assert (e.x, e.y) in last[e.seat]
            break
    assert set(last) == set(range(g.setup.players))
    surf = app.screen
    for seat, cells in last.items():  # the frame is drawn in the seat's colour
        r = scene.camera.cell_rect(cells[0])
        if scene.free_area().contains(r):
            edge = [surf.get_at((r.x + r.w // 4, r.y + k))[:3] for k in range(-3, 8)]
            assert scene.model.colour(seat) in edge, (seat, edge)


@pytest.mark.parametrize("edition", quick_only(EDITIONS, keep=["amazonas"]))
def test_the_log_says_what_happened_in_words_and_outlines_it(ui_env, edition):
    for lang in ("en", "ru"):
        set_language(lang)
        g = mid_game(edition, turns=10)
        app, scene = open_at(g)
        for _i, line, _c in scene.log.lines:
            assert not re.search(r"\[-?\d+, -?\d+\]", line), line  # no coordinates
        placed = [i for i, e in enumerate(g.log) if isinstance(e, ev.TilePlaced)]
        assert any(i == placed[-1] for i, _l, _c in scene.log.lines)
        rows = dict(scene.log._rows)
        idx = placed[-1]
        assert idx in rows
        rest(app, rows[idx].move(scene.log.rect.topleft).center, 2)
        hl = scene.hover.highlight
        assert hl is not None and hl.source == "log"
        e = g.log[idx]
        assert (e.x, e.y) in hl.cells
    set_language("en")


@pytest.mark.parametrize("edition", quick_only(["hill_dale", "hunters"], keep=["hunters"]))
def test_a_scoring_outlines_its_feature(ui_env, edition):
    def completes_a_held_feature(g):
        s = g.state
        return (
            s.phase == "action"
            and s.placed is not None
            and any(s.pieces_on(s.graph.find(n)) for n in s.placed.completed)
        )

    g = drive(edition, 2, 3, completes_a_held_feature)
    assert g is not None
    app, scene = open_at(g)
    before = len(g.log)
    key(app, pygame.K_s)  # the turn ends: the completed feature scores
    scored = [e for e in g.log[before:] if isinstance(e, ev.FeatureScored)]
    assert scored
    parts = {p for o in scene.animator.outlines for p in o[0]}
    for e in scored:
        want = I.feature_info(g, g.state.node((e.x, e.y), e.feature)).parts
        assert set(want) <= parts  # the whole feature, outlined while its points rise
    assert scene.animator.active
    run(app, 120)
    assert not scene.animator.outlines  # gone with the pop-ups
