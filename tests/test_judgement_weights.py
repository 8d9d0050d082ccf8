"""Hard's judgement weighs the parts of a position (game.ai.weights, game.ai.evaluate.parts): its value is the
weighted sum the edition sets, easy and normal never read the weights, and the fitting tool recovers known
weights from data."""

import random
from dataclasses import replace

import pytest
from aid_helpers import mid_game as three_players
from test_ai import _mid_game as mid_game  # two players, easy seats, up to a tile decision

from game.ai import evaluate
from game.ai.heuristics import for_edition
from game.ai.weights import FACE_VALUE, Weights
from game.editions import PLAYABLE
from game.tools import fit_judgement

SKEWED = Weights(final=(0.5, 1.5), extra=(2.0, 0.0), line=(3.0, 1.0), area=(0.25, 2.0), supply=(1.5, 0.5))


@pytest.mark.parametrize("edition", sorted(PLAYABLE))
def test_the_judgement_is_the_weighted_sum_of_the_parts(edition, monkeypatch):
    monkeypatch.setattr(for_edition(edition), "JUDGEMENT_WEIGHTS", SKEWED, raising=False)
    s = mid_game(edition, 5, 18).state
    share = s.tiles_left / len(s.setup.deck)
    assert 0 < share < 1
    w = [
        late + (early - late) * share
        for early, late in (SKEWED.final, SKEWED.extra, SKEWED.line, SKEWED.area, SKEWED.supply)
    ]
    by_hand = [s.scores[seat] + sum(wi * pi for wi, pi in zip(w, evaluate.parts(s)[seat])) for seat in range(s.players)]
    for seat in range(s.players):
        assert evaluate.position_value(s, seat, True, True) == pytest.approx(evaluate.relative(by_hand, seat), abs=1e-9)


@pytest.mark.parametrize("edition", sorted(PLAYABLE))
def test_face_value_parts_add_up_to_the_unweighted_judgement(edition, monkeypatch):
    monkeypatch.setattr(for_edition(edition), "JUDGEMENT_WEIGHTS", FACE_VALUE, raising=False)
    s = mid_game(edition, 6, 22).state
    for seat in range(s.players):
        total = [s.scores[k] + sum(evaluate.parts(s)[k]) for k in range(s.players)]
        assert evaluate.position_value(s, seat, True, True) == pytest.approx(evaluate.relative(total, seat), abs=1e-9)


def test_weights_apply_only_to_their_player_counts(monkeypatch):
    s = mid_game("hunters", 5, 18).state
    three = three_players("hunters", turns=12, seed=5, players=3)
    assert s.players == 2
    monkeypatch.setattr(for_edition("hunters"), "JUDGEMENT_WEIGHTS", FACE_VALUE, raising=False)
    face = [evaluate.position_value(s, seat, True, True) for seat in range(2)]
    monkeypatch.setattr(for_edition("hunters"), "JUDGEMENT_WEIGHTS", replace(SKEWED, players=(3, 4)), raising=False)
    assert [evaluate.position_value(s, seat, True, True) for seat in range(2)] == face
    assert evaluate.weights_at(s, True) is None
    monkeypatch.setattr(for_edition("hunters"), "JUDGEMENT_WEIGHTS", replace(SKEWED, players=(2,)), raising=False)
    assert three.state.players == 3
    assert evaluate.weights_at(three.state, True) is None
    assert evaluate.weights_at(s, True) is not None


def test_easy_and_normal_never_read_the_weights(monkeypatch):
    s = mid_game("hunters", 5, 18).state
    before = [evaluate.position_value(s, seat, potential, False) for seat in range(2) for potential in (False, True)]
    monkeypatch.setattr(for_edition("hunters"), "JUDGEMENT_WEIGHTS", SKEWED, raising=False)
    after = [evaluate.position_value(s, seat, potential, False) for seat in range(2) for potential in (False, True)]
    assert before == after
    assert evaluate.position_value(s, 0, True, True) != pytest.approx(
        evaluate.relative([s.scores[k] + sum(evaluate.parts(s)[k]) for k in range(2)], 0)
    )


def test_the_fit_recovers_known_weights():
    rng = random.Random(3)
    truth = [0.5, 0.0, 2.5, 1.5, 2.0]
    games = []
    for g in range(40):
        rows = []
        for _ in range(30):
            x = [rng.uniform(-10, 10) for _ in truth]
            rows.append({"x": x, "gain": sum(t * v for t, v in zip(truth, x)) - 1.0 + rng.gauss(0, 0.5)})
        games.append({"edition": "hill_dale", "seed": g, "rows": rows})
    r = fit_judgement.fit(games, ridge=1e-6, cap=3.0, resamples=5)
    assert [v[0] for v in r["weights"].values()] == pytest.approx(truth, abs=0.05)
    assert all(v[0] == v[1] for v in r["weights"].values())  # one weight all game
    assert r["held_out_mse"]["fitted"] < r["held_out_mse"]["face_value"] / 10
    capped = fit_judgement.fit(games, ridge=1e-6, cap=2.0, resamples=5)
    assert max(v[0] for v in capped["weights"].values()) == 2.0
    assert fit_judgement.weights_line({"final": [0.5, 0.5], "line": [2.5, 1.0]}, 2) == (
        "JUDGEMENT_WEIGHTS = Weights(final=(0.5, 0.5), line=(2.5, 1.0), players=(2,))"
    )


def test_staged_weights_change_from_the_first_tile_to_the_last():
    rng = random.Random(4)
    early, late = [0.5, 1.0, 2.5, 1.0, 2.0], [1.5, 1.0, 0.5, 1.0, 1.0]
    games = []
    for g in range(40):
        rows = []
        for _ in range(30):
            x, share = [rng.uniform(-10, 10) for _ in early], rng.random()
            gain = sum((b + (a - b) * share) * v for a, b, v in zip(early, late, x)) + rng.gauss(0, 0.5)
            rows.append({"x": x, "share": share, "gain": gain})
        games.append({"edition": "hill_dale", "seed": g, "rows": rows})
    r = fit_judgement.fit(games, ridge=1e-6, cap=3.0, resamples=5, stages=True)
    assert [v[0] for v in r["weights"].values()] == pytest.approx(early, abs=0.1)
    assert [v[1] for v in r["weights"].values()] == pytest.approx(late, abs=0.1)


@pytest.mark.parametrize(
    "argv, message",
    [
        (["--editions", "chess"], "unknown edition 'chess'"),
        (["--games", "2"], "--games must be at least 4"),
        (["--players", "7"], "--players 2..5"),
    ],
)
def test_bad_arguments_get_one_line(argv, message, capsys):
    with pytest.raises(SystemExit) as exc:
        fit_judgement.main(argv)
    assert exc.value.code == 2
    assert message in capsys.readouterr().err


@pytest.mark.slow
def test_a_real_fit_from_self_play(tmp_path, capsys):
    rows = tmp_path / "rows.jsonl"
    assert fit_judgement.main(["--editions", "hunters", "--games", "4", "--workers", "1", "--rows", str(rows)]) == 0
    out = capsys.readouterr().out
    assert "hunters: 4 games" in out and "JUDGEMENT_WEIGHTS = Weights(" in out
    assert fit_judgement.main(["--editions", "hunters", "--rows", str(rows)]) == 0  # read back, the same fit
    assert capsys.readouterr().out == out


@pytest.mark.parametrize("edition", sorted(PLAYABLE))
def test_the_incremental_judgement_gives_the_plain_values_under_weights(edition, monkeypatch):
    from game.ai import plain
    from game.ai.seats import ReplySeat

    monkeypatch.setattr(for_edition(edition), "JUDGEMENT_WEIGHTS", SKEWED, raising=False)
    game = mid_game(edition, 6, 20)
    seat = game.pending().seat
    options = game.options()
    fast = ReplySeat(1).turn_moves(game, seat, options)
    slow = plain.turn_moves(ReplySeat(1), game, seat, options)
    assert [(m[1], m[2]) for m in fast] == [(m[1], m[2]) for m in slow]
    assert max(abs(a[0] - b[0]) for a, b in zip(fast, slow)) < 1e-9
