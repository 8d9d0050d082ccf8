"""The coach's answers (game.ai.coach): the hint is a legal turn of the hard level with the gain it names;
"why" puts the turn the seat chose first; the review values each decision against the best turn of hard's
judgement - nothing left behind by a seat that played that judgement itself, exact differences otherwise."""

from __future__ import annotations

import pytest
from matrix import quick_only

from game.ai.coach import Advisor, _Judge, explain, review
from game.ai.evaluate import position_value
from game.ai.seats import make_seat
from game.core.engine import Game
from game.newgame import new_setup


def mid_game(edition="hill_dale", seed=4, turns=10):
    game = Game(new_setup(edition, 2, seed))
    seat = make_seat("easy", seed)
    while (pend := game.pending()) is not None and (game.state.turn < turns or pend.decision != "place_tile"):
        game.submit(seat.choose(game))
    return game


@pytest.mark.parametrize("edition", quick_only(["hill_dale", "amazonas"], keep=["hill_dale"]))
def test_the_hint_is_a_legal_turn_of_the_hard_level_with_its_gain(edition):
    game = mid_game(edition)
    seat = game.pending().seat
    advice = Advisor(3, futures=2, workers=1).choose(game)
    assert advice.seat == seat and advice.best.place in game.options()
    before = position_value(game.state, seat, True, True)
    assert advice.gain == pytest.approx(advice.best.value - before, abs=0.011)
    assert len(advice.others) == 3 and all(
        (m.place, m.act) != (advice.best.place, advice.best.act) for m in advice.others
    )


def test_why_puts_the_chosen_turn_first_even_when_the_judgement_ranked_it_lower():
    game = mid_game()
    seat_obj = make_seat("normal", 2)
    seat_obj.choose(game)
    ranked = seat_obj.last_moves
    second = ranked[1]
    seat_obj.plan = (game.state.turn, game.pending().seat, second[2])
    moves = explain(game, seat_obj, second[1])
    assert (moves[0].place, moves[0].act) == (second[1], second[2])
    assert (moves[1].place, moves[1].act) == (ranked[0][1], ranked[0][2]) and len(moves) == 3


def test_the_review_values_each_decision_against_the_best():
    setup = new_setup("hill_dale", 2, 5)
    setup.deck = setup.deck[:24]
    game = Game(setup)
    seats = [_Judge(1), make_seat("easy", 2)]
    while (p := game.pending()) is not None:
        game.submit(seats[p.seat].choose(game))
    r = review(game.setup, game.log, {0, 1})
    assert r.complete and {d.seat for d in r.decisions} == {0, 1} and len(r.decisions) == 24
    assert r.total(0) == 0.0  # the judgement's own turns leave nothing behind
    assert r.total(1) > 0
    for d in r.decisions:
        assert d.lost == pytest.approx(max(0.0, d.best.value - d.played.value), abs=0.011)
        assert (d.lost == 0) == (d.best == d.played)
    worst = r.costliest(3, 1)
    assert [d.lost for d in worst] == sorted((d.lost for d in r.decisions if d.seat == 1), reverse=True)[:3]
    stopped = review(game.setup, game.log, {1}, cancelled=lambda: True)
    assert not stopped.complete and stopped.decisions == []
