"""AI seats: every level plays every playable edition with legal commands only, and reads no hidden
information (the unseen pile's order, other players' face-down tokens)."""

import itertools
import random
from dataclasses import replace

import pytest
from matrix import quick_only

from game.ai.seats import LEVELS, HardSeat, make_seat
from game.ai.view import unseen_tiles
from game.core.engine import Game, Refusal
from game.editions import PLAYABLE
from game.editions.amazonas.model import amazonas_state
from game.editions.hill_dale.model import hill_dale_state, with_crops
from game.newgame import new_setup


def short_game(edition, players, seed, tiles=14):
    setup = new_setup(edition, players, seed)
    setup.deck = setup.deck[:tiles]
    return Game(setup)


def fast(level, seed):
    seat = make_seat(level, seed, workers=1)
    if isinstance(seat, HardSeat):
        seat.budget_s, seat.samples, seat.candidates = 0.05, 1, 2
    return seat


@pytest.mark.parametrize(
    ("level", "edition"),
    quick_only(
        list(itertools.product(sorted(LEVELS), sorted(PLAYABLE))),
        keep=[("easy", "amazonas"), ("normal", "hunters"), ("hard", "hill_dale")],
    ),
)
def test_every_level_finishes_a_game_with_legal_commands(level, edition):
    game = short_game(edition, 3, 4)
    seats = [fast(level, i) for i in range(3)]
    for _ in range(2000):
        pend = game.pending()
        if pend is None:
            break
        choice = seats[pend.seat].choose(game)
        assert choice in game.options()
        assert not isinstance(game.submit(choice), Refusal)
    assert game.ended


def _mid_game(edition, seed, turns=12):
    game = Game(new_setup(edition, 2, seed))
    seat = make_seat("easy", 1)
    while game.state.turn < turns or game.pending().decision != "place_tile":
        game.submit(seat.choose(game))
    return game


def _with_pile_reordered(game, rng):
    s = game.state
    rest = list(s.setup.deck[s.deck_pos :])
    rng.shuffle(rest)
    return Game.replay(_setup_with_deck(game.setup, list(s.setup.deck[: s.deck_pos]) + rest), game.log)


def _setup_with_deck(setup, deck):
    import copy

    other = copy.copy(setup)
    other.deck = deck
    return other


@pytest.mark.parametrize(
    ("level", "edition"),
    quick_only(
        list(itertools.product(["easy", "normal"], sorted(PLAYABLE))),
        keep=[("easy", "safari"), ("normal", "hill_dale")],
    ),
)
def test_decisions_do_not_depend_on_the_unseen_pile_order(level, edition):
    game = _mid_game(edition, 3)
    other = _with_pile_reordered(game, random.Random(99))
    assert unseen_tiles(other) == unseen_tiles(game)
    assert other.state.setup.deck != game.state.setup.deck
    a = make_seat(level, 5).choose(game)
    b = make_seat(level, 5).choose(other)
    assert a == b


def test_decisions_do_not_depend_on_other_players_hidden_tokens():
    game = _mid_game("hill_dale", 8, turns=40)
    own = hill_dale_state(game.state)
    if not sum(own.tokens[1].values()):
        tokens = (own.tokens[0], with_crops(own.tokens[1], ["apple"], 1), *own.tokens[2:])
        game.state.ext = replace(own, tokens=tokens, supply=with_crops(own.supply, ["apple"], -1))
    a = make_seat("normal", 2).choose(game)
    # seat 1's face-down tokens swapped for others of the same count
    swapped = game.clone()
    own = hill_dale_state(swapped.state)
    n = sum(own.tokens[1].values())
    swapped.state.ext = replace(own, tokens=(own.tokens[0], {"scarecrow": n}, *own.tokens[2:]))
    b = make_seat("normal", 2).choose(swapped)
    assert a == b


def test_futures_valued_by_the_workers_agree_with_those_valued_here():
    from game.ai import parallel

    game = _mid_game("hill_dale", 4, turns=10)
    game = Game.replay(game.setup, list(game.log))
    top = [(0.0, game.options()[0], None), (0.0, game.options()[1], None)]
    asked = [(0, 0, 11), (0, 1, 11), (1, 0, 12), (1, 1, 12)]

    def run(pool):
        jobs = parallel.Jobs(game, 0, top, pool)
        try:
            for r, i, seed in asked:
                jobs.send(r, i, seed)
            out = {}
            while jobs.pending():
                for r, i, value, _seconds in jobs.results(30.0):
                    out[(r, i)] = value
            return out
        finally:
            jobs.close()

    here = run(None)
    there = run(parallel.workers(2))
    assert there == here and len(here) == len(asked)


def test_the_workers_know_a_game_by_what_it_is_not_by_its_id():
    from game.ai.parallel import game_key

    game = _mid_game("safari", 2, turns=8)
    same = Game.replay(game.setup, list(game.log))
    assert game_key(same)[0] == game_key(game)[0]
    game.submit(make_seat("easy", 1).choose(game))
    assert game_key(game)[0] != game_key(same)[0]


def test_hard_seat_stops_at_its_budget_and_returns_a_legal_tile(monkeypatch):
    """The search's clock is the test's: each look at it is 0.1 s later, so a budget of 0.4 s is spent after a
    handful of looks, whatever the machine's speed; the seat then plays what it has found."""
    from game.ai import parallel, search

    now = [0.0]

    def tick():
        now[0] += 0.1
        return now[0]

    monkeypatch.setattr(search, "clock", tick)
    monkeypatch.setattr(parallel, "job_timer", lambda: now[0])
    game = _mid_game("hill_dale", 6, turns=20)
    game = Game.replay(game.setup, list(game.log))
    seat = HardSeat(3, budget_s=0.4, workers=1)
    choice = seat.choose(game)
    assert choice in game.options()
    assert now[0] >= 0.4  # the deadline was reached
    assert seat.last_think is not None and seat.last_think["rounds"] <= seat.samples


def test_hard_with_two_workers_thinks_in_the_worker_processes(monkeypatch):
    """The workers must really run: a failure there falls back to this process silently, so check that the
    fallback was not taken and that futures were valued."""
    from game.ai import parallel

    lost = []
    monkeypatch.setattr(parallel.Jobs, "_lose_workers", lambda self: lost.append(True))
    game = _mid_game("hunters", 4, turns=16)
    game = Game.replay(game.setup, list(game.log))
    seat = HardSeat(2, workers=2, futures=2)  # a fixed amount of work, no clock: a busy machine cannot lose it
    choice = seat.choose(game)
    assert choice in game.options()
    assert not lost
    assert seat.last_think["futures"] > 0


@pytest.mark.parametrize("edition", quick_only(["safari", "hunters"], keep=["hunters"]))
def test_hards_deterministic_mode_decides_alike_on_one_core_and_on_two(edition):
    game = _mid_game(edition, 7, turns=14)
    one = HardSeat(4, workers=1, futures=4)
    two = HardSeat(4, workers=2, futures=4)
    assert one.choose(game) == two.choose(game)
    assert one.plan == two.plan
    assert one.last_think == two.last_think
    assert one.last_think["rounds"] <= 4


def test_a_cancelled_think_stops_and_says_so():
    from game.ai.seats import Cancelled

    game = _mid_game("hill_dale", 2, turns=12)
    seat = HardSeat(1, budget_s=30.0, workers=1)
    seat.cancelled = lambda: True
    with pytest.raises(Cancelled):
        seat.choose(game)


def test_hard_keeps_normals_choice_unless_the_look_ahead_is_clearly_better():
    # candidate 1 looks better on average but only through one lucky future: not enough evidence
    noisy = [{0: 10.0, 1: 30.0}, {0: 10.0, 1: 5.0}, {0: 10.0, 1: 6.0}]
    assert HardSeat.pick(noisy, [0, 1]) == 0
    # candidate 2 is better on every shared future
    steady = [{0: 10.0, 1: 9.0, 2: 12.0}, {0: 8.0, 1: 8.0, 2: 10.5}, {0: 11.0, 1: 10.0, 2: 13.0}]
    assert HardSeat.pick(steady, [0, 1, 2]) == 2
    assert HardSeat.pick([{0: 1.0, 1: 5.0}], [0, 1]) == 0  # one future is no evidence
    assert HardSeat.pick(steady[: HardSeat.PICK_ROUNDS - 1], [0, 1, 2]) == 0  # nor are two


def test_hard_drops_candidates_clearly_worse_than_normals_choice_and_settles_early():
    # too few futures yet: nobody is dropped
    early = [{0: 10.0, 1: 2.0, 2: 11.0}] * 3
    assert HardSeat.still_in_running(early, [0, 1, 2]) == [0, 1, 2]
    # after four futures: 1 is worse on every one (dropped); 2 is sometimes better, sometimes worse (kept)
    full = [{0: 10.0, 1: 2.0, 2: 11.0}, {0: 9.0, 1: 3.0, 2: 8.0}, {0: 12.0, 1: 4.0, 2: 13.0}, {0: 8.0, 1: 1.0, 2: 7.5}]
    assert HardSeat.still_in_running(full, [0, 1, 2]) == [0, 2]
    # a candidate identical to normal's choice on every future can never beat it
    same = [{0: v, 1: v} for v in (1.0, 2.0, 3.0, 4.0)]
    assert HardSeat.still_in_running(same, [0, 1]) == [0]
    # the last challenger, better on every future by a steady margin: settled in its favour
    better = [{0: v, 1: v + 2.0 + 0.1 * k} for k, v in enumerate((5.0, 1.0, 7.0, 3.0))]
    assert HardSeat.still_in_running(better, [0, 1]) == [1]
    assert HardSeat.pick(better, [1]) == 1
    # pick compares only the candidates still running
    assert HardSeat.pick(full, [0, 2]) == 0


def test_an_obvious_decision_drops_the_others_early_and_widens_to_the_next_candidates(monkeypatch):
    """When every other candidate is clearly worse than normal's choice, they drop out after MIN_ROUNDS futures
    instead of playing all of the samples; the time left goes to the next candidates of the greedy judgement,
    each tried on those same futures, up to MAX_CANDIDATES."""
    import random as _random

    from game.ai import search

    calls = []
    noise = _random.Random(1)

    def fake_look_ahead(game, seat, place, act, seed, my_turns=1):
        calls.append((place, act))
        return 0.0 if (place, act) == calls[0] else -5.0 - noise.random()

    monkeypatch.setattr(search, "look_ahead", fake_look_ahead)
    game = _mid_game("hunters", 2, turns=20)
    seat = HardSeat(5, budget_s=60.0, workers=1, samples=24)
    choice = seat.choose(game)
    assert choice == calls[0][0]
    think = seat.last_think
    assert think["candidates"] == HardSeat.MAX_CANDIDATES and think["rounds"] == HardSeat.MIN_ROUNDS  # not 24
    assert len(calls) == HardSeat.MIN_ROUNDS * HardSeat.MAX_CANDIDATES
    assert len(set(calls)) == HardSeat.MAX_CANDIDATES


def test_a_settled_challenger_is_the_reference_for_the_newcomers():
    # 1 settled the race against 0; 2 and 3 came in: 2 is worse than 1 on every future, 3 clearly better
    full = [{0: 1.0, 1: 5.0, 2: 4.0, 3: 9.0 + k} for k in range(6)]
    assert HardSeat.still_in_running(full, [1, 2, 3]) == [1, 3]
    assert HardSeat.pick(full, [1, 3]) == 3
    assert HardSeat.pick(full[:2], [1, 3]) == 1  # too few futures: the reference stays


def test_with_three_or_more_players_hard_needs_more_futures_and_a_clearer_lead():
    need, z = HardSeat(1).evidence(4)
    assert (need, z) == (HardSeat.MULTI_PICK_ROUNDS, HardSeat.MULTI_PICK_Z)
    assert HardSeat(1).evidence(2) == (HardSeat.PICK_ROUNDS, HardSeat.PICK_Z)
    # candidate 1 leads by about one standard error on four futures: enough with two players, not with four
    lead = [{0: 10.0, 1: 10.0 + d} for d in (3.0, -1.0, 2.5, -0.5)]
    assert HardSeat.pick(lead, [0, 1]) == 1
    assert HardSeat.pick(lead, [0, 1], need, z) == 0
    # a steady lead on enough futures moves it in a four-player game too
    steady = [{0: v, 1: v + 2.0 + 0.1 * k} for k, v in enumerate((5.0, 1.0, 7.0, 3.0, 4.0, 6.0))]
    assert HardSeat.pick(steady, [0, 1], need, z) == 1
    # and elimination does not settle for a challenger on fewer futures than that
    assert HardSeat.still_in_running(steady[:4], [0, 1], need) == [0, 1]
    assert HardSeat.still_in_running(steady, [0, 1], need) == [1]


def test_four_player_hard_plays_its_greedy_choice_at_once_when_it_cannot_afford_the_futures(monkeypatch):
    """The first future is timed; when the budget cannot buy MULTI_PICK_ROUNDS futures for two candidates,
    the seat plays its greedy choice without trying the others."""
    from game.ai import parallel, search
    from game.ai import seats as seats_module

    calls = []
    now = [0.0]  # the search's clock: only the futures take time (0.05 s each), the rest none

    def slow_look_ahead(game, seat, place, act, seed, my_turns=1):
        calls.append((place, act))
        import time

        time.sleep(0.05)
        now[0] += 0.05
        return 0.0

    monkeypatch.setattr(search, "look_ahead", slow_look_ahead)
    monkeypatch.setattr(search, "clock", lambda: now[0])
    monkeypatch.setattr(parallel, "job_timer", lambda: now[0])  # a future's own timing: the same clock
    game = Game(new_setup("hill_dale", 4, 3))
    easy = make_seat("easy", 1)
    while game.state.turn < 12 or game.pending().decision != "place_tile":
        game.submit(easy.choose(game))
    seat = HardSeat(5, budget_s=0.2, workers=1)
    greedy = seats_module.ReplySeat(5)
    assert seat.choose(game) == greedy.choose(game)
    assert len(calls) == 1  # the timed future, nothing more
    # with the time to spare, the same position is searched
    calls.clear()
    seat = HardSeat(5, budget_s=60.0, workers=1, samples=HardSeat.MULTI_PICK_ROUNDS)
    seat.choose(game)
    assert len(calls) > seat.candidates
    # with time for six futures of two candidates but not of four: the best two are searched
    calls.clear()
    seat = HardSeat(5, budget_s=0.05 * (2 * HardSeat.MULTI_PICK_ROUNDS + 1), workers=1)
    seat.choose(game)
    assert not seat.last_think["fallback"]
    assert len(set(calls[: 2 * HardSeat.MIN_ROUNDS])) == 2  # the best two (the rest came in once they were done)


def _amazonas_lead_value(tiles_to_play):
    """With `tiles_to_play` tiles left in the pile: how much more the normal evaluation gives seat 0 for a
    boat one space ahead (3 against 2) than for level boats (2 and 2); and the game it looked at."""
    from game.ai.evaluate import position_value

    setup = new_setup("amazonas", 2, 3)
    game = Game(setup)
    setup.deck = setup.deck[: game.state.deck_pos + tiles_to_play]
    game = Game(setup)
    assert game.state.tiles_left == tiles_to_play
    game.state.ext = replace(amazonas_state(game.state), boats=(3, 2))
    ahead = position_value(game.state, 0)
    game.state.ext = replace(amazonas_state(game.state), boats=(2, 2))
    return ahead - position_value(game.state, 0), game


def test_amazonas_mouth_counts_only_as_the_game_nears_its_end():
    from game.ai.heuristics import amazonas
    from game.editions.amazonas import river

    def amazon_tiles_to_come(game):
        s = game.state
        return sum(1 for t in s.setup.deck[s.deck_pos :] if t in amazonas_state(s).amazon_tiles)

    # early (a full pile): a one-space lead is worth its share of the Amazon tiles to come, not the mouth's
    # 6-against-3 it would pay if the game ended now
    lead, game = _amazonas_lead_value(60)
    assert lead == pytest.approx(amazonas.PER_SPACE_PER_TILE * amazon_tiles_to_come(game))
    # with the last tile to play the mouth counts almost in full: first 6, second (right behind) 3
    six, three = river.mouth_values(game.setup.tileset_extra, 2)[:2]
    lead, game = _amazonas_lead_value(1)
    assert lead == pytest.approx(
        amazonas.PER_SPACE_PER_TILE * amazon_tiles_to_come(game) + (six - three) * (1 - 1 / amazonas.MOUTH_FADE_TILES)
    )


def test_the_bench_counts_a_decision_searched_only_when_it_valued_a_future():
    from game.tools.ai_bench import searched

    assert searched({"futures": 12, "fallback": False, "candidates": 4})
    assert not searched({"futures": 2, "fallback": True, "candidates": 4})  # greedy at once: no time
    assert not searched({"futures": 0, "fallback": False, "candidates": 4})  # its budget ended first
    assert searched({"futures": 0, "fallback": False, "candidates": 1})  # one turn to play: nothing to search
