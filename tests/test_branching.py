"""Another line from a moment of a replay (game.branching.branch_setup) and rematches (rematch_setup)."""

from collections import Counter
from functools import cache

import pytest
from matrix import quick_only
from replay_helpers import safari_with_reshuffles

from game.ai.simple import RandomSeat
from game.branching import BranchError, branch_game, branch_setup, rematch_setup
from game.core import events as ev
from game.core.engine import Game
from game.core.state import snapshot
from game.editions import PLAYABLE
from game.editions.amazonas.model import amazonas_state
from game.editions.hunters.model import hunters_state
from game.editions.safari.model import safari_state
from game.game_id import game_id_of, game_key, origin_of
from game.persistence import load_game, save_game
from game.replay import SCORE, Replay, conceal
from game.tools.selfplay import play_game

SEATS = [
    {"name": "Anna", "colour": "red", "ai": None},
    {"name": "Boris", "colour": "blue", "ai": "normal"},
    {"name": "Vera", "colour": "green", "ai": "hard"},
]


@cache
def original(edition: str) -> Game:
    game = play_game(edition, 3, 11, "greedy")
    game.setup.seats = [dict(s) for s in SEATS]
    return game


def play_on(game: Game, seed: int = 1) -> Game:
    """Seats choosing at random among the options to the end (the game going on, not their choices, is the
    point); every command must be legal."""
    seats = [RandomSeat(seed + i) for i in range(game.setup.players)]
    for _ in range(5000):
        pending = game.pending()
        if pending is None:
            break
        result = game.submit(seats[pending.seat].choose(game))
        assert isinstance(result, list), f"seat {pending.seat} chose an illegal command: {result}"
    assert game.ended
    return game


def drawn_tiles(log) -> list[str]:
    """The draw pile's tiles in the order they were drawn (laid or discarded)."""
    return [e.tile for e in log if isinstance(e, (ev.TurnBegan, ev.TileDiscarded))]


def seen(state):
    return snapshot(conceal(state, None, True))


@pytest.mark.parametrize("edition", quick_only(sorted(PLAYABLE), keep=["hunters"]))
def test_a_new_line_with_a_fresh_pile_replays_to_the_moment_then_plays_on(tmp_path, edition):
    game = original(edition)
    replay = Replay.of(game)
    index = replay.turn_start(45)
    setup, events = branch_setup(replay, index, keep_deck=False, rng_seed=3)
    assert events[:index] == game.log[:index] and len(events) == index  # a turn start is a decision already
    again = Replay(setup, events)
    # the same position as the table saw it; only the unseen piles' order differs
    assert seen(again.state_at(index)) == seen(replay.state_at(index))
    drawn = replay.state_at(index).deck_pos
    assert setup.deck[:drawn] == game.setup.deck[:drawn]
    assert Counter(setup.deck) == Counter(game.setup.deck) and setup.deck != game.setup.deck
    assert game_id_of(setup) not in (None, game_id_of(game.setup))
    assert origin_of(setup) == {
        "kind": "branch",
        "game_id": game_key(game.setup),
        "events": index,
        "turn": 45,
        "keep_deck": False,
        "seed": 3,
    }
    assert setup.seats == SEATS and setup.options == game.setup.options
    new = play_on(Game.replay(setup, events))
    assert new.log[:index] == game.log[:index]
    # its save loads (every step checked by the rules)
    loaded = load_game(save_game(new, tmp_path / "line.json"))
    assert snapshot(loaded.state) == snapshot(new.state) and game_id_of(loaded.setup) == game_id_of(setup)


@pytest.mark.parametrize("edition", quick_only(sorted(PLAYABLE), keep=["safari"]))
def test_keeping_the_pile_draws_exactly_the_originals_tiles(edition):
    game = original(edition)
    replay = Replay.of(game)
    index = replay.turn_start(40)
    setup, events = branch_setup(game, index, keep_deck=True, rng_seed=9)
    assert setup.deck == game.setup.deck
    rest = {k: v for k, v in setup.extra.items() if k not in ("game_id", "origin")}
    assert rest == {k: v for k, v in game.setup.extra.items() if k not in ("game_id", "origin")}
    assert snapshot(Replay(setup, events).state_at(index)) == snapshot(replay.state_at(index))
    new = play_on(Game.replay(setup, events), seed=5)
    assert drawn_tiles(new.log) == drawn_tiles(game.log) == setup.deck[: len(drawn_tiles(new.log))]
    assert len(drawn_tiles(new.log)) == len(setup.deck)


def test_from_a_scoring_in_mid_turn_the_rules_finish_the_turn_and_draw_from_the_new_pile():
    game = original("hill_dale")
    replay = Replay.of(game)
    a, b = replay.turn_start(30), replay.turn_start(60)
    index = next(i for i in replay.steps(a, b, (SCORE,)))
    assert replay.moment(index).decision is None
    setup, events = branch_setup(replay, index, rng_seed=1)
    assert events[:index] == game.log[:index] and len(events) > index
    new = Game.replay(setup, events)
    assert new.pending() is not None
    nxt = next(e for e in events[index:] if isinstance(e, ev.TurnBegan))
    assert nxt.deck_pos == replay.state_at(index).deck_pos  # the next draw is the first tile of the new pile
    assert nxt.tile == setup.deck[nxt.deck_pos]


def test_the_same_seed_gives_the_same_line_and_other_seats_may_sit_down():
    game = original("amazonas")
    index = Replay.of(game).turn_start(20)
    others = [{"name": "Dima", "colour": "yellow", "ai": "easy"}, SEATS[1], SEATS[2]]
    one, events_one = branch_setup(game, index, rng_seed=42, seats=others)
    two, events_two = branch_setup(game, index, rng_seed=42)
    assert one.deck == two.deck and events_one == events_two
    assert one.seats == others and two.seats == SEATS
    assert game_id_of(one) != game_id_of(two)
    assert branch_setup(game, index, rng_seed=43)[0].deck != one.deck
    # Amazonas spreads its Amazon tiles through the new pile as through a new game's (arrange_deck)
    amazon = amazonas_state(Game.replay(one, events_one).state).amazon_tiles
    rest = one.deck[Replay(one, events_one).state_at(index).deck_pos :]
    marks = [i for i, t in enumerate(rest) if t in amazon]
    assert len(marks) > 2 and max(b - a for a, b in zip(marks, marks[1:])) < len(rest) // 2


def test_safari_and_hunters_shuffle_their_unseen_piles_afresh():
    game = original("safari")
    replay = Replay.of(game)
    index = replay.turn_start(8)
    state = replay.state_at(index)
    assert safari_state(state).reshuffles == 0
    setup, _ = branch_setup(game, index, rng_seed=2)
    tokens, drawn = game.setup.extra["tokens"], len(game.setup.extra["tokens"]) - len(safari_state(state).pile)
    assert setup.extra["tokens"][:drawn] == tokens[:drawn] and setup.extra["tokens"] != tokens
    assert Counter(setup.extra["tokens"]) == Counter(tokens)
    assert setup.extra["hands"] == game.setup.extra["hands"]
    assert setup.extra["reshuffle"] != game.setup.extra["reshuffle"]
    assert sorted(setup.extra["reshuffle"]) == sorted(game.setup.extra["reshuffle"])

    game = original("hunters")
    replay = Replay.of(game)
    index = replay.turn_start(30)
    pos = hunters_state(replay.state_at(index)).bonus_pos
    setup, _ = branch_setup(game, index, rng_seed=2)
    pile = game.setup.extra["bonus"]
    assert setup.extra["bonus"][:pos] == pile[:pos] and Counter(setup.extra["bonus"]) == Counter(pile)
    assert setup.extra["bonus"][pos:] != pile[pos:]


def test_lines_that_cannot_start_are_refused_with_a_reason():
    game = original("safari")
    replay = Replay.of(game)
    with pytest.raises(BranchError, match="over"):
        branch_setup(game, replay.last)
    final_scoring = max(i for i in range(replay.last) if replay.moment(i).decision is not None) + 1
    with pytest.raises(BranchError, match="over"):
        branch_setup(game, final_scoring)
    with pytest.raises(BranchError, match="3 seats"):
        branch_setup(game, 10, seats=SEATS[:2])
    with pytest.raises(BranchError, match="AI level"):
        branch_setup(game, 10, seats=[SEATS[0], SEATS[1], {"name": "X", "ai": "godlike"}])
    with pytest.raises(BranchError, match="moment"):
        branch_setup(game, replay.last + 5)
    # a line from the first moment is the whole game over again
    fresh = branch_game(game, 0, keep_deck=True)
    assert fresh.log == game.log[: len(fresh.log)] and fresh.pending() is not None


def test_a_rematch_is_the_same_table_with_a_new_shuffle():
    game = original("hunters")
    game.setup.options = {}
    one = rematch_setup(game, seed=5)
    assert one.edition == "hunters" and one.players == 3 and one.seats == SEATS and one.options == {}
    assert Counter(one.deck) == Counter(game.setup.deck) and one.deck != game.setup.deck
    assert origin_of(one) == {"kind": "rematch", "game_id": game_key(game.setup)}
    two = rematch_setup(game)
    assert game_id_of(two) not in (None, game_id_of(one))
    play_on(Game(one))


def test_after_a_reshuffle_the_safari_token_pile_stays_as_it_was():
    game = safari_with_reshuffles()
    replay = Replay.of(game)
    after = next(i for i, e in enumerate(game.log) if type(e).__name__ == "AnimalTokensReshuffled") + 1
    index = replay.next_turn(after)
    setup, events = branch_setup(game, index, rng_seed=4)
    assert setup.extra["tokens"] == game.setup.extra["tokens"]
    assert setup.extra["reshuffle"] == game.setup.extra["reshuffle"]
    assert setup.deck != game.setup.deck
    play_on(Game.replay(setup, events))
