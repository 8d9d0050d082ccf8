"""The projected score: the score if the game ended now, by the editions' own final scoring, changing nothing."""

from __future__ import annotations

import itertools
import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from insight_helpers import before_final_scoring, scenario
from matrix import quick_only

from game.ai.simple import GreedySeat
from game.core import commands as cmd
from game.core import events as ev
from game.core.engine import Game
from game.core.insight import projected_scores, projection
from game.core.state import snapshot
from game.editions import PLAYABLE
from game.editions.safari import commands as safari_cmd
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


@pytest.mark.parametrize(
    ("players", "edition"),
    quick_only(list(itertools.product([2, 4], sorted(PLAYABLE))), keep=[(2, "hill_dale"), (4, "amazonas")]),
)
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
    moving = ("harvest_sets", "final_tokens")  # baobabs surrounded at the scoring hand out tokens
    for edition in ("hunters", "hill_dale", "safari"):
        for seed in range(8):
            game = Game(new_setup(edition, 2, seed))
            rng = random.Random(seed)
            while game.pending() is not None:
                s = game.state
                if s.phase == "action" and (
                    s.placed.completed or getattr(s.ext, "held", None) is not None
                ):  # Safari's ranger
                    during = projection(game)
                    game.submit(cmd.Skip())
                    while game.pending() is not None and game.pending().decision == "play_animal":
                        game.submit(safari_cmd.DeclineAnimal(game.pending().seat))
                    after = projection(game)
                    if game.ended:  # the last turn: the end is covered by the last-turn tests
                        continue
                    for seat in range(2):
                        a = during.scores[seat] - sum(during.by_reason[seat].get(r, 0) for r in moving)
                        b = after.scores[seat] - sum(after.by_reason[seat].get(r, 0) for r in moving)
                        assert a == b, (edition, seed, seat, during, after)
                    checked += 1
                    continue
                pieces = [o for o in game.options() if isinstance(o, cmd.PlacePiece)]
                game.submit(rng.choice(pieces if pieces and rng.random() < 0.7 else game.options()))
    assert checked > 30


def test_a_viewer_does_not_see_the_others_harvest_sets():
    """Over Hill and Dale: which crops a player holds is hidden; with a viewer, another seat's projection
    leaves its set bonus out (its token count is open to all), and that seat is listed as hidden."""
    game = scenario("hill_dale/rulebook-harvest-22.json")  # seat 0 holds 12 tokens making two sets
    full = projection(before_final_scoring(game))
    assert full.by_reason[0]["harvest_sets"] == 10
    mine = projection(before_final_scoring(game), viewer=0)
    theirs = projection(before_final_scoring(game), viewer=1)
    assert mine.scores == full.scores and mine.hidden == ()
    assert theirs.scores[0] == full.scores[0] - 10 and theirs.hidden == (0,)
    assert "harvest_sets" not in theirs.by_reason[0] and theirs.by_reason[0]["harvest"] == 12
