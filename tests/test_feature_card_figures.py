"""Every number on a feature card is true, for every feature kind of every edition: what a feature is worth
now equals what the edition's own final scoring would pay for it if the game ended now; a feature completed
during the game shows what its scoring paid, as the log says; open ends are sides of tiles, as a player
counts them; "if completed" shows only while completion is possible."""

from __future__ import annotations

import pytest
from matrix import quick_only

from game.ai.simple import GreedySeat
from game.core import events as ev
from game.core import insight as I
from game.core import payments
from game.core.engine import Game
from game.core.geometry import SIDE_DELTA
from game.newgame import new_setup
from game.ui.editions import plugin_for
from game.ui.i18n import set_language
from game.ui.play.feature_card import card_rows

EDITIONS = ("safari", "amazonas", "hunters", "hill_dale")


def positions(edition, seed, stops=(12, 25, 40)):
    g = Game(new_setup(edition, 3, seed))
    seats = [GreedySeat(seed * 10 + i) for i in range(3)]
    for stop in stops:
        while g.pending() is not None and g.state.turn < stop:
            g.submit(seats[g.pending().seat].choose(g))
        if g.pending() is None:
            return
        yield g


def seat_rows(rows):
    """The first seat table of a card: {seat: (worth column, if-completed column)} and its head."""
    head = next((r for r in rows if r.kind == "table_head"), None)
    out = {}
    for r in rows:
        if r.kind == "head":
            break
        if r.kind == "seat":
            out[r.seat] = (r.cols[1], r.cols[2])
    return head, out


def open_sides_by_hand(state, root):
    """Sides of the feature's cells facing an empty cell, touched by the feature: from the tile definitions."""
    g = state.graph
    find = g.find
    n = 0
    for pos in g.cells_of(root):
        base = state.board.base[pos]
        cell = state.cell_def(pos)
        q = state.board.cells[pos][2]
        mine = [f for f in cell.features if find(base + f.index) == find(root)]
        for side, (dx, dy) in enumerate(SIDE_DELTA):
            if (pos[0] + dx, pos[1] + dy) in state.board.cells:
                continue
            local = (side - q) % 4  # the tile's own side that faces this way
            segs = {3 * local, 3 * local + 1, 3 * local + 2}
            if any(segs & set(f.segments) for f in mine):
                n += 1
    return n


@pytest.mark.parametrize("edition", quick_only(EDITIONS, keep=["hill_dale"]))
def test_card_figures_are_the_editions_scoring(edition):
    set_language("en")
    plugin = plugin_for(edition)
    kinds_now, kinds_paid, sides_checked = set(), set(), 0
    for seed in (1, 2):
        for g in positions(edition, seed):
            s = g.state
            names = [f"P{i}" for i in range(s.players)]
            scratch = s.clone()
            final = list(s.edition.final_scoring(scratch))
            final_pay = {}
            for i, e in enumerate(final):
                if isinstance(e, ev.FeatureScored) and e.final:
                    node = payments.feature_node(s, e)
                    final_pay[s.graph.find(node)] = payments.feature_payments(final, i)
            dead = frozenset(I.dead_places(g))
            graph = s.graph
            for root in sorted({graph.find(n) for n in range(len(graph))}):
                info = I.feature_info(g, root)
                rows = card_rows(info, names, plugin, s, plugin.view(s), g.log, dead)
                head, table = seat_rows(rows)
                if info.complete is True:
                    paid = payments.paid_for_feature(s, g.log, root)
                    if paid:
                        kinds_paid.add(info.kind)
                        assert head.cols[1] == "Scored"
                        for seat, pts in paid.items():
                            assert table[seat][0] == str(pts), (info.kind, root)
                    continue
                want = final_pay.get(root, {})
                candidates = [info] + [r for r in info.related if r is not None]
                if want:
                    kinds_now.add(info.kind)
                    wanted = tuple(want.get(k, 0) for k in range(s.players))
                    matched = [c for c in candidates if tuple(c.worth_now) == wanted]
                    assert matched, (info.kind, want, [c.worth_now for c in candidates])
                    if matched[0] is info:  # the card's own table says it
                        for seat, pts in want.items():
                            assert table[seat][0] == str(pts), (info.kind, seat)
                if info.complete is False:
                    assert info.open_ends == open_sides_by_hand(s, root), (info.kind, info.cells)
                    sides_checked += 1
                    if any(p in dead for p in info.faces):
                        assert all(c[1] == "" for c in table.values())  # no "if completed"
                        assert head is None or head.cols[2] == ""
    assert kinds_now and sides_checked
    if edition != "hunters":  # a hunters' feature pays nothing until completed... and is then shown paid
        assert kinds_paid


def test_completed_features_paid_what_the_log_paid():
    """Over a whole game, what the cards say completed features paid adds up to the log's feature points."""
    for edition in EDITIONS:
        g = Game(new_setup(edition, 3, 7))
        seats = [GreedySeat(70 + i) for i in range(3)]
        while g.pending() is not None:
            g.submit(seats[g.pending().seat].choose(g))
        s = g.state
        total = [0] * s.players
        seen = set()
        for e in g.log:
            if isinstance(e, ev.FeatureScored) and not e.final:
                root = s.graph.find(payments.feature_node(s, e))
                if root in seen:
                    continue
                seen.add(root)
                for seat, pts in (payments.paid_for_feature(s, g.log, root) or {}).items():
                    total[seat] += pts
        kinds = {e.kind for e in g.log if isinstance(e, ev.FeatureScored) and not e.final}
        log_total = [0] * s.players
        for e in g.log:
            if isinstance(e, ev.PointsScored) and e.reason in kinds:
                log_total[e.seat] += e.points
        assert total == log_total, edition


@pytest.mark.parametrize("language", ("en", "ru"))
def test_a_hunters_rivers_own_fish_are_said_to_count_only_for_huts(language):
    """Ruling 24: the fish printed in a river show among its symbols; the card says they count for the huts of
    its river system only, and its "if completed" leaves them out."""
    from game.editions.hunters import scoring
    from game.ui.i18n import t

    set_language(language)
    plugin = plugin_for("hunters")
    seen = 0
    for seed in (1, 2, 3):
        for g in positions("hunters", seed):
            s = g.state
            graph = s.graph
            for root in sorted({graph.find(n) for n in range(len(graph))}):
                if graph.kind[root] != "river" or not graph.symbol_count(root, "fish"):
                    continue
                info = I.feature_info(g, root)
                rows = card_rows(info, ["A", "B", "C"], plugin, s, plugin.view(s), g.log)
                note = t("card.hunters.river_own_fish", n=graph.symbol_count(root, "fish"))
                assert note in [r.text for r in rows], [r.text for r in rows]
                lakes = scoring.lakes_at_ends(s, root)
                own = graph.tile_count(root) + sum(graph.symbol_count(r, "fish") for r in lakes)
                assert scoring.river_points(s, root) == own  # the river's own fish are not in it
                seen += 1
    set_language("en")
    assert seen
