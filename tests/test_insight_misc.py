"""The log in words (what each event concerns), why a move is not offered, and the aids each seat chose."""

from __future__ import annotations

import json

import pytest
from insight_helpers import piece_game, scenario

from game.core import commands as cmd
from game.core import events as ev
from game.core.engine import Game
from game.core.insight import (
    AIDS,
    LogSubjects,
    aids_for,
    log_subjects,
    piece_refusal,
    piece_refusals,
    why_not,
    why_not_place,
)
from game.core.refusals import REFUSAL_CODES
from game.core.state import Setup, snapshot
from game.editions import PLAYABLE
from game.newgame import new_setup

# --- the log in words ---


@pytest.mark.parametrize("edition", sorted(PLAYABLE))
def test_every_event_has_a_plain_subject_and_pieces_name_their_feature(edition):
    game = piece_game(edition, 3, 4, 160)
    subjects = log_subjects(game)
    assert len(subjects) == len(game.log)
    json.dumps(subjects)  # plain values only
    placed = 0
    for e, subject in zip(game.log, subjects):
        if isinstance(e, ev.PiecePlaced):
            assert subject["piece"] == e.piece and [list((e.x, e.y)), e.feature] in subject["parts"]
            assert e.seat not in subject["holders"] or subject["extends"]
            placed += 1
        if isinstance(e, ev.TilePlaced):
            assert subject["tile"] == e.tile and [e.x, e.y] in subject["cells"]
        if isinstance(e, ev.FeatureScored):
            assert subject["kind"] == e.kind and subject["winners"] == list(e.winners)
    assert placed > 3


def test_a_tile_that_extends_anothers_feature_says_whose():
    """Rulebook example: a tile laid next to the shared path extends the path of both seats."""
    game = scenario("hill_dale/rulebook-shared-path-4-4.json")
    subjects = log_subjects(game)
    extended = [
        f
        for e, s in zip(game.log, subjects)
        if isinstance(e, ev.TilePlaced)
        for f in s["features"]
        if f["kind"] == "path" and f["extends"] and f["holders"]
    ]
    assert extended and all(isinstance(s, int) for f in extended for s in f["holders"])
    scored = [s for e, s in zip(game.log, subjects) if isinstance(e, ev.PointsScored) and s.get("kind") == "path"]
    assert scored and all(s["reason"] == "path" and s["ref"][0] == "feature" for s in scored)


def test_log_subjects_follow_the_log_as_it_grows_and_after_undo():
    game = piece_game("amazonas", 2, 7, 40)
    reader = LogSubjects(game.setup, game.state.tiles)
    first = reader.update(game.log)
    assert first == log_subjects(game)
    mark = game.undo_point()
    game.rewind(mark)
    again = reader.update(game.log)
    assert again == first[:mark]
    game.submit(game.options()[0])
    assert reader.update(game.log) == log_subjects(game)


# --- why a move is not offered ---


def test_why_not_answers_like_submit_and_changes_nothing():
    game = piece_game("hunters", 2, 3, 41)
    while game.state.phase != "action":
        game.submit(game.options()[0])
    before = snapshot(game.state)
    for c in [cmd.PlacePiece("hut", f.id, 0) for f in game.state.cell_def(game.state.placed.cells[0]).features]:
        r = why_not(game, c)
        assert (r is None) == (c in game.options())
        if r is not None:
            assert r.code in REFUSAL_CODES
    assert why_not(game, cmd.Skip(), seat=(game.pending().seat + 1) % 2).code == "not_your_decision"
    assert snapshot(game.state) == before


def test_a_place_that_fits_turned_another_way_says_so():
    for seed in range(10):
        game = Game(new_setup("hill_dale", 2, seed))
        legal = game.options()
        by_place: dict = {}
        for o in legal:
            by_place.setdefault((o.x, o.y), set()).add(o.rot)
        for (x, y), rots in by_place.items():
            other = next((r for r in (0, 90, 180, 270) if r not in rots), None)
            if other is None:
                continue
            r = why_not_place(game, x, y, other)
            assert r.code == "fits_other_rotation" and r.params == {"pos": [x, y], "rots": sorted(rots)}
            assert why_not_place(game, x, y, min(rots)) is None
            far = why_not_place(game, 40, 40, 0)
            assert far.code == "not_touching"
            return
    pytest.fail("no place that fits in only some rotations")


def test_a_greyed_hut_says_its_river_system_has_one():
    game = scenario("hunters/ruling25-second-hut-refused.json", upto=-1)
    refusal = piece_refusal(game, "hut")
    assert refusal.code == "hunters.system_has_hut"
    per_feature = piece_refusals(game, "hut")
    assert any(r.code == "hunters.system_has_hut" for r in per_feature.values())
    assert piece_refusal(game, "follower") is None or piece_refusal(game, "follower").code in REFUSAL_CODES


def test_a_greyed_piece_with_none_left_says_so():
    game = scenario("hunters/ruling25-second-hut-refused.json", upto=-1)
    game.state.supply[game.state.current]["follower"] = 0  # a position with no tribe member left
    game._options_cache = None
    assert piece_refusal(game, "follower").code == "no_piece_left"


# --- aids per seat ---


def _setup(seats) -> Setup:
    setup = new_setup("safari", 2, 1)
    setup.seats = seats
    return setup


def test_aids_default_to_all_on_and_each_seat_keeps_its_own():
    setup = _setup(
        [{"name": "Child", "aids": {"projected": True}}, {"name": "Adult", "aids": dict.fromkeys(AIDS, False)}]
    )
    assert aids_for(setup, 0) == {"projected": True, "tiles_left": True, "fit_counts": True, "coach": False}
    assert aids_for(setup, 1) == {"projected": False, "tiles_left": False, "fit_counts": False, "coach": False}
    assert AIDS["coach"] is False  # the coach is the one aid off until a seat asks for it
    assert aids_for(_setup([]), 1) == AIDS
    assert aids_for(_setup([{"aids": {"projected": "no", "tiles_left": 0}}]), 0) == AIDS  # not booleans
    assert aids_for(_setup([{"aids": "all"}]), 0) == AIDS
    assert aids_for(_setup([{"aids": {}}]), 9) == AIDS


def test_aids_survive_a_save():
    setup = _setup([{"name": "A", "aids": {"fit_counts": False}}, {"name": "B"}])
    again = Setup.from_dict(json.loads(json.dumps(setup.to_dict())))
    assert aids_for(again, 0)["fit_counts"] is False and aids_for(again, 1) == AIDS
