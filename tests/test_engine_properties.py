"""Property tests (hypothesis): replaying the log gives the same state; a refused command changes nothing."""

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core import commands as cmd
from game.core import events as ev
from game.core.engine import Game, Refusal
from game.core.state import snapshot
from game.editions import PLAYABLE
from game.editions.amazonas import commands as amazonas_cmd
from game.editions.hill_dale import commands as hill_dale_cmd
from game.editions.safari import commands as safari_cmd
from game.newgame import new_setup

EDITIONS = st.sampled_from(sorted(PLAYABLE))


def random_walk(edition, players, seed, steps):
    game = Game(new_setup(edition, players, seed))
    rng = random.Random(seed)
    for _ in range(steps):
        if game.pending() is None:
            break
        game.submit(rng.choice(game.options()))
    return game


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(edition=EDITIONS, players=st.integers(2, 5), seed=st.integers(0, 10**6), steps=st.integers(0, 400))
def test_replaying_the_log_gives_the_same_state(edition, players, seed, steps):
    game = random_walk(edition, players, seed, steps)
    # through the JSON codec, as a save does
    log = [ev.from_dict(json.loads(json.dumps(ev.to_dict(e)))) for e in game.log]
    assert log == game.log
    again = Game.replay(game.setup, log)
    assert snapshot(again.state) == snapshot(game.state)
    assert again.pending() == game.pending()


def _junk_commands():
    pos = st.tuples(st.integers(-6, 6), st.integers(-6, 6))
    return st.one_of(
        st.builds(cmd.PlaceTile, st.integers(-8, 8), st.integers(-8, 8), st.sampled_from([0, 90, 180, 270, 45])),
        st.builds(
            cmd.PlacePiece,
            st.sampled_from(["follower", "stable", "hut", "camp", "dragon"]),
            st.sampled_from(["p", "f", "m", "n", "s", "x", "a", "l"]),
            st.integers(-1, 2),
        ),
        st.builds(hill_dale_cmd.Travel, pos, pos),
        st.builds(
            hill_dale_cmd.TakeHarvest, st.integers(-1, 5), st.sampled_from(["apple", "grain", "scarecrow", "gold"])
        ),
        st.builds(safari_cmd.PlayAnimal, st.integers(0, 4), st.sampled_from(["lion", "zebra"])),
        st.builds(safari_cmd.MoveRanger, st.integers(0, 2), pos),
        st.builds(safari_cmd.Dig, pos, st.sampled_from(["NW", "SE", "XX"]), st.sampled_from(["lion", "zebra"])),
        st.builds(amazonas_cmd.PlaceDouble, st.text(max_size=5), st.sampled_from([0, 180, 90])),
        st.just(cmd.Skip()),
    )


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(edition=EDITIONS, seed=st.integers(0, 10**6), steps=st.integers(0, 200), junk=_junk_commands())
def test_a_refused_command_changes_nothing(edition, seed, steps, junk):
    game = random_walk(edition, 3, seed, steps)
    before = snapshot(game.state)
    log_len = len(game.log)
    if junk in game.options():
        return
    result = game.submit(junk)
    assert isinstance(result, Refusal)
    assert result.reason and "Traceback" not in result.reason
    assert snapshot(game.state) == before
    assert len(game.log) == log_len


@settings(max_examples=15, deadline=None)
@given(edition=EDITIONS, seed=st.integers(0, 10**6), steps=st.integers(1, 120))
def test_rewind_to_the_turn_start_is_an_exact_undo(edition, seed, steps):
    game = random_walk(edition, 2, seed, steps)
    mark = game.undo_point()
    reference = Game.replay(game.setup, game.log[:mark])
    game.rewind(mark)
    assert snapshot(game.state) == snapshot(reference.state)
