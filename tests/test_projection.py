"""The projected score: the score if the game ended now, by the editions' own final scoring, changing nothing."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from insight_helpers import before_final_scoring

from game.ai.simple import GreedySeat
from game.core import commands as cmd
from game.core import events as ev
from game.core.engine import Game
from game.core.insight import projected_scores, projection
from game.core.state import snapshot
from game.editions import PLAYABLE
from game.newgame import new_setup
from game.tools.scenario import build_game

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = sorted((ROOT / "tests" / "scenarios").rglob("*.json"))


def play(edition, players, seed, seats=None):
    game = Game(new_setup(edition, players, seed))
    seats = seats or [GreedySeat(seed + i) for i in range(players)]
    while game.pending() is not None:
        game.submit(seats[game.pending().seat].choose(game))
    return game


@pytest.mark.parametrize("edition", sorted(PLAYABLE))
@pytest.mark.parametrize("players", [2, 4])
def test_at_the_last_turn_the_projection_is_the_final_score(edition, players):
    game = play(edition, players, seed=players)
    final = list(game.state.scores)
    before = before_final_scoring(game)
    assert not before.state.ended and before.state.tiles_left == 0
    assert projected_scores(before) == final
    assert list(projection(before).gains) == [f - n for f, n in zip(final, before.state.scores)]
    # by reason: exactly the final scoring's points
    mine = [dict() for _ in range(players)]
    for e in game.log[len(before.log) :]:
        if isinstance(e, ev.PointsScored):
            mine[e.seat][e.reason] = mine[e.seat].get(e.reason, 0) + e.points
    assert [dict(b) for b in projection(before).by_reason] == mine


def _ends(doc) -> bool:
    expect = doc.get("expect") or {}
    return expect.get("ended") is True and expect.get("refused") is None and "scores" in expect


@pytest.mark.parametrize("path", [p for p in SCENARIOS if _ends(json.loads(p.read_text(encoding="utf-8")))], ids=str)
def test_every_rulebook_scenario_that_ends_was_projected_exactly(path):
    """The rulebooks' worked examples of final scoring: the projection just before the end gives their scores."""
    doc = json.loads(path.read_text(encoding="utf-8"))
    game, commands = build_game(doc)
    for i, c in enumerate(commands):
        named = doc["commands"][i].get("seat")
        assert isinstance(game.submit(c, named if isinstance(named, int) else None), list)
    if doc.get("finish") and not game.ended:
        if game.state.phase not in ("place_tile", "turn_end", "start"):
            pytest.skip("finishes in the middle of a turn (the runner's finish skips this turn's scoring)")
        assert projected_scores(game) == doc["expect"]["scores"]
        game.finish()
    else:
        assert projected_scores(before_final_scoring(game)) == doc["expect"]["scores"]
    assert list(game.state.scores) == doc["expect"]["scores"]


def test_a_finished_game_projects_its_own_score():
    game = play("hill_dale", 2, seed=3)
    assert projected_scores(game) == list(game.state.scores)
    assert projection(game).gains == (0, 0)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(edition=st.sampled_from(sorted(PLAYABLE)), seed=st.integers(0, 10**6), steps=st.integers(0, 300))
def test_projecting_never_changes_the_game(edition, seed, steps):
    game = Game(new_setup(edition, 3, seed))
    rng = random.Random(seed)
    for _ in range(steps):
        if game.pending() is None:
            break
        game.submit(rng.choice(game.options()))
    before = snapshot(game.state)
    version, log, options = game.state.version, list(game.log), list(game.options())
    p = projection(game)
    for viewer in range(3):
        projection(game, viewer)
    assert snapshot(game.state) == before
    assert (game.state.version, game.log, game.options()) == (version, log, options)
    assert all(p.scores[s] == game.state.scores[s] + p.gains[s] for s in range(3))
    assert all(sum(b.values()) == g for b, g in zip(p.by_reason, p.gains))


def test_the_projection_counts_what_this_turns_scoring_still_owes():
    """Between laying a tile and the end of the turn, a feature it completed counts as it will score: the
    projection does not move when the turn's scoring then happens (sets of harvest tokens aside, which change
    as tokens come into hand)."""
    checked = 0
    for edition in ("hunters", "hill_dale"):
        for seed in range(8):
            game = Game(new_setup(edition, 2, seed))
            rng = random.Random(seed)
            while game.pending() is not None:
                s = game.state
                if s.phase == "action" and s.placed.completed and cmd.Skip() in game.options():
                    during = projection(game)
                    game.submit(cmd.Skip())
                    after = projection(game)
                    for seat in range(2):
                        a = during.scores[seat] - during.by_reason[seat].get("harvest_sets", 0)
                        b = after.scores[seat] - after.by_reason[seat].get("harvest_sets", 0)
                        assert a == b, (edition, seed, seat, during, after)
                    checked += 1
                    continue
                game.submit(rng.choice(game.options()))
    assert checked > 20
