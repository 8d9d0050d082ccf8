"""The hard seat's fit-aware estimate (game.ai.fits): the empty cells each open feature faces, how many of
the unseen tiles fit each, and a feature facing a cell nothing fits counted as never completed."""

import random

import pytest
from matrix import quick_only
from test_ai import _mid_game as mid_game  # two players, easy seats, up to a tile decision

from game.ai import evaluate, fits
from game.ai.seats import ReplySeat
from game.ai.view import unseen_tiles
from game.core.geometry import SIDE_DELTA
from game.editions import PLAYABLE


def naive_faced_cells(state, root):
    """The naive answer: every empty neighbour of a cell of the feature on a side where the feature shows."""
    g = state.graph
    out = set()
    for n in g.members[root]:
        pos = g.pos[n]
        segs = state.board.seg_nodes[pos]
        for s, (dx, dy) in enumerate(SIDE_DELTA):
            nb = (pos[0] + dx, pos[1] + dy)
            if nb not in state.board.cells and any(g.find(segs[j]) == root for j in range(3 * s, 3 * s + 3)):
                out.add(nb)
    return out


@pytest.mark.parametrize("edition", quick_only(sorted(PLAYABLE), keep=["hunters"]))
def test_spots_are_the_empty_cells_each_open_feature_faces(edition):
    s = mid_game(edition, 3, 16).state
    g = s.graph
    spots = fits.spots_by_root(s)
    roots = {g.find(n) for n in range(len(g))}
    assert any(g.open[r] for r in roots)
    for r in roots:
        assert set(spots.get(r, ())) == naive_faced_cells(s, r)
        assert fits.faced_cells(s, r) == naive_faced_cells(s, r)  # the evaluation's own, per feature
        assert bool(spots.get(r)) == (g.open[r] > 0)


@pytest.mark.parametrize("edition", quick_only(sorted(PLAYABLE), keep=["safari"]))
def test_spot_supply_counts_the_unseen_tiles_the_engine_would_fit_there(edition):
    s = mid_game(edition, 3, 16).state
    board = s.board
    unseen = s.setup.deck[s.deck_pos :]
    for pos in sorted(board.frontier):
        expected = sum(
            1
            for t in unseen
            if any(board.cell_fits(s.tiles[t], i, q, pos) for i in range(len(s.tiles[t].cells)) for q in range(4))
        )
        assert fits.spot_supply(s, pos) == expected


def test_a_feature_facing_a_cell_nothing_fits_has_no_chance():
    game = mid_game("hill_dale", seed=5, turns=20)
    s = game.state
    g = s.graph
    spots = fits.spots_by_root(s)
    # an open feature and one cell it faces; then a pile of only the tiles that do not fit that cell
    root, pos = next((r, sorted(cells)[0]) for r, cells in sorted(spots.items()) if g.open[r])
    fitting = set(fits.fitting_tiles(s, pos))
    rest = [t for t in s.setup.deck[s.deck_pos :] if t not in fitting]
    assert len(rest) < s.tiles_left  # some unseen tile did fit
    dead = game.clone(deck=list(s.setup.deck[: s.deck_pos]) + rest).state
    assert fits.spot_supply(dead, pos) == 0
    assert evaluate.spot_factor(dead, fits.spots_by_root(dead)[root]) == 0.0
    assert fits.spot_supply(s, pos) > 0
    assert evaluate.spot_factor(s, spots[root]) > 0.0


def test_fit_aware_potential_never_exceeds_the_plain_one(monkeypatch):
    # the fit factor alone (the judgement's weights set aside: they scale parts up or down on purpose)
    monkeypatch.setattr(evaluate, "weights_at", lambda state, fits: None)
    for edition in sorted(PLAYABLE):
        s = mid_game(edition, seed=7, turns=24).state
        plain, aware = evaluate.potential(s), evaluate.potential(s, fits=True)
        assert all(a <= p + 1e-9 for a, p in zip(aware, plain))


@pytest.mark.parametrize("edition", quick_only(sorted(PLAYABLE), keep=["amazonas"]))
def test_fit_aware_judgement_does_not_depend_on_the_unseen_pile_order(edition):
    game = mid_game(edition, seed=3, turns=12)
    s = game.state
    rest = list(s.setup.deck[s.deck_pos :])
    random.Random(99).shuffle(rest)
    other = game.clone(deck=list(s.setup.deck[: s.deck_pos]) + rest)
    assert unseen_tiles(other) == unseen_tiles(game) and other.state.setup.deck != s.setup.deck
    assert ReplySeat(5).choose(game) == ReplySeat(5).choose(other)


@pytest.mark.slow  # a whole run of a tool, or a soak: CI's slow step runs it
def test_calibrate_tool_reports_both_estimates(capsys):
    from game.tools import calibrate

    assert calibrate.main(["--edition", "hunters", "--games", "1", "--seed", "3", "--json"]) == 0
    import json

    report = json.loads(capsys.readouterr().out)
    assert report["edition"] == "hunters" and report["features"] > 0
    assert 0 <= report["brier_fit_aware"] <= 1 and 0 <= report["brier_plain"] <= 1
    buckets = report["completed_by_fewest_fitting"]
    assert sum(b["features"] for b in buckets.values()) == report["features"]
    if "0" in buckets:
        assert buckets["0"]["fit_aware_chance"] == 0.0


def test_calibrate_tool_refuses_a_bad_count(capsys):
    from game.tools import calibrate

    with pytest.raises(SystemExit) as exc:
        calibrate.main(["--games", "0"])
    assert exc.value.code == 2
    assert "--games must be at least 1" in capsys.readouterr().err


@pytest.mark.slow  # a whole run of a tool, or a soak: CI's slow step runs it
def test_tournament_plays_hards_greedy_judgement_as_a_study_seat(capsys):
    import json

    from game.tools import tournament

    assert (
        tournament.main(
            [
                "--edition",
                "hunters",
                "--seats",
                "hard-greedy,easy",
                "--games",
                "1",
                "--seed",
                "3",
                "--workers",
                "1",
                "--json",
            ]
        )
        == 0
    )
    out = json.loads(capsys.readouterr().out)
    assert out["seats"] == ["hard-greedy", "easy"] and out["games"] == 1
    assert abs(sum(out["win_rate"]) - 1.0) < 1e-9
    assert isinstance(tournament.seat_for("hard-greedy", 1), ReplySeat)
