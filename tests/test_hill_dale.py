"""Over Hill and Dale beyond the scenario files: harvest values and refusals (self-play is held to the edition
contract, test_edition_contract.py)."""

import pytest
from edition_contract import check_finished

from game.core import commands as cmd
from game.core.engine import Decision, Game, Refusal
from game.editions.hill_dale import commands as hill_dale_cmd
from game.editions.hill_dale.harvest import CROPS, full_sets, harvest_points
from game.editions.hill_dale.model import hill_dale_state
from game.newgame import new_setup


def test_rulebook_twelve_tokens_with_two_sets_score_22():
    # 12 tokens; the second set needs two scarecrows for its missing crops
    tokens = {"apple": 3, "strawberry": 2, "pumpkin": 2, "sunflower": 1, "grain": 2, "scarecrow": 2}
    assert sum(tokens.values()) == 12
    assert full_sets(tokens) == 2
    assert sum(harvest_points(tokens)) == 22


@pytest.mark.parametrize(
    "tokens, sets",
    [
        ({}, 0),
        ({c: 1 for c in CROPS}, 1),
        ({"scarecrow": 5}, 1),
        ({"apple": 5, "scarecrow": 4}, 1),
        ({"apple": 2, "strawberry": 2, "pumpkin": 2, "sunflower": 2, "scarecrow": 2}, 2),
        ({c: 5 for c in CROPS} | {"scarecrow": 8}, 6),
    ],
)
def test_sets_with_scarecrows(tokens, sets):
    assert full_sets(tokens) == sets


def test_a_command_for_another_seat_is_refused():
    game = Game(new_setup("hill_dale", 3, 5))
    result = game.submit(hill_dale_cmd.TakeHarvest(2, "apple"))
    assert isinstance(result, Refusal) and "seat 0" in result.reason


def test_place_tile_refusals_name_the_rule():
    game = Game(new_setup("hill_dale", 2, 11))
    assert "touches none" in game.submit(cmd.PlaceTile(9, 9, 0)).reason
    assert "already holds a tile" in game.submit(cmd.PlaceTile(0, 0, 0)).reason
    assert "rotation must be" in game.submit(cmd.PlaceTile(1, 0, 45)).reason
    assert "first place the drawn tile" in game.submit(cmd.Skip()).reason


def test_take_harvest_outside_a_draft_names_the_rule():
    game = Game(new_setup("hill_dale", 2, 11))
    game.submit(game.options()[0])
    assert game.pending().decision == "action"
    result = game.submit(hill_dale_cmd.TakeHarvest(0, "apple"))
    assert isinstance(result, Refusal) and "no harvest draft" in result.reason


# --- ruling 27: only a field that someone scores gives harvest tokens ---

ALL = ["Nw", "N", "Ne", "En", "E", "Es", "Se", "S", "Sw", "Ws", "W", "Wn"]
MEADOW3 = {
    "id": "MEADOW3",
    "tags": ["start"],
    "cells": [{"at": [x, 0], "features": [{"id": "m", "kind": "meadow", "segments": ALL}]} for x in range(3)],
}


def _cap(tid, symbols):  # a field on the E side only
    return {
        "id": tid,
        "features": [
            {"id": "f", "kind": "field", "segments": ["En", "E", "Es"], "symbols": symbols},
            {"id": "m", "kind": "meadow", "segments": [s for s in ALL if s not in ("En", "E", "Es")]},
        ],
    }


def _two_caps(east_first: bool):
    """A tile with a field on its W side and another on its E side, the E one listed first or last."""
    east = {"id": "e", "kind": "field", "segments": ["En", "E", "Es"], "symbols": {"pumpkin": 1, "grain": 1}}
    west = {"id": "w", "kind": "field", "segments": ["Wn", "W", "Ws"], "symbols": {"pumpkin": 1}}
    meadows = [
        {"id": "n", "kind": "meadow", "segments": ["Nw", "N", "Ne"]},
        {"id": "s", "kind": "meadow", "segments": ["Se", "S", "Sw"]},
    ]
    return {"id": "TWO_CAPS", "features": ([east, west] if east_first else [west, east]) + meadows}


def _game(doc):
    from game.tools.scenario import build_game

    game, commands = build_game({"edition": "hill_dale", "players": 2, **doc})
    for c in commands:
        assert not isinstance(game.submit(c), Refusal), c
    return game


@pytest.mark.parametrize("east_first", [True, False])
@pytest.mark.parametrize("farmer_east", [False, True])
def test_a_field_nobody_scores_takes_no_tokens_from_a_short_supply(east_first, farmer_east):
    # seat 0 has a farmer in the west field; seat 1 may have one in the east field; one pumpkin token is left.
    # The tile at (1,1) completes both fields (2 tiles each).
    tiles = [MEADOW3, _cap("WEST", {"pumpkin": 1}), _cap("EAST", {"pumpkin": 1}), _two_caps(east_first)]
    east_action = {"do": "place", "piece": "follower", "feature": "f"} if farmer_east else {"do": "skip"}
    game = _game(
        {
            "tiles": tiles,
            "start": "MEADOW3",
            "deck": ["WEST", "EAST", "TWO_CAPS"],
            "setup": {"harvest": {"pumpkin": 1}},
            "commands": [
                {"do": "place_tile", "x": 0, "y": 1, "rot": 0},
                {"do": "place", "piece": "follower", "feature": "f"},
                {"do": "place_tile", "x": 2, "y": 1, "rot": 180},
                east_action,
                {"do": "place_tile", "x": 1, "y": 1, "rot": 0},
                {"do": "skip"},
            ],
        }
    )
    s = game.state
    if not farmer_east:  # the east field scores for nobody: the west farmer gets the one pumpkin
        assert s.ended
        assert hill_dale_state(s).tokens == ({"pumpkin": 1}, {})
        assert hill_dale_state(s).supply["pumpkin"] == 0 and hill_dale_state(s).supply["grain"] == 5
        assert s.scores == [4 + 1, 0]
    else:  # both fields score and the one pumpkin cannot go to both: seat 0 chooses which field takes first
        assert not s.ended and game.pending() == Decision(0, "harvest_order")
        assert sorted(o.feature for o in game.options()) == ["e", "w"]
        first, second = (1, 0) if east_first else (0, 1)
        assert not isinstance(game.submit(hill_dale_cmd.HarvestFirst(0, (1, 1), "e" if first == 1 else "w")), Refusal)
        assert s.ended
        assert (
            hill_dale_state(s).tokens[first].get("pumpkin") == 1 and "pumpkin" not in hill_dale_state(s).tokens[second]
        )
        assert hill_dale_state(s).tokens[1].get("grain") == 1 and hill_dale_state(s).supply["grain"] == 4
        assert s.breakdown[0]["field"] == s.breakdown[1]["field"] == 4
        assert s.scores == [4 + (first == 0), 4 + 1 + (first == 1)]


# --- option hill_dale_strict_travel ---

STRICT = "hill_dale_strict_travel"
J_E = {
    "id": "J_E",
    "features": [
        {"id": "p", "kind": "path", "segments": ["E"], "ends": ["j"]},
        {"id": "j", "kind": "junction", "segments": []},
        {"id": "m", "kind": "meadow", "segments": [s for s in ALL if s != "E"]},
    ],
}
STR = {
    "id": "STR",
    "features": [
        {"id": "p", "kind": "path", "segments": ["W", "E"]},
        {"id": "n", "kind": "meadow", "segments": ["Wn", "Nw", "N", "Ne", "En"]},
        {"id": "s", "kind": "meadow", "segments": ["Es", "Se", "S", "Sw", "Ws"]},
    ],
}
M = {"id": "M", "features": [{"id": "m", "kind": "meadow", "segments": ALL}]}
TWIN = {
    "id": "TWIN",
    "features": [
        {"id": "a", "kind": "path", "segments": ["N", "S"]},
        {"id": "b", "kind": "path", "segments": ["W"], "ends": ["j"]},
        {"id": "j", "kind": "junction", "segments": []},
        {"id": "mw", "kind": "meadow", "segments": ["Nw", "Wn", "Ws", "Sw"]},
        {"id": "me", "kind": "meadow", "segments": ["Ne", "En", "E", "Es", "Se"]},
    ],
}


def _twin_game(options, own_completed_path=True):
    """Seat 0 has a traveller on the N-S path at (2,-1); TWIN at (2,0) extends it south and completes the
    3-tile path J(0,0)-(1,0)-(2,0), whose traveller is seat 0's (or seat 1's)."""
    T = lambda x, y, rot=0: {"do": "place_tile", "x": x, "y": y, "rot": rot}  # noqa: E731
    man, skip = {"do": "place", "piece": "follower", "feature": "p"}, {"do": "skip"}
    if own_completed_path:
        deck = ["STR", "M", "STR", "M", "TWIN"]
        commands = [T(1, 0), man, T(1, -1), skip, T(2, -1, 90), man, T(0, 1), skip, T(2, 0)]
    else:
        deck = ["M", "STR", "M", "M", "STR", "M", "TWIN"]
        commands = [T(0, -1), skip, T(1, 0), man, T(1, -1), skip, T(0, 1), skip, T(2, -1, 90), man, T(-1, 0), skip]
        commands.append(T(2, 0))
    return _game({"tiles": [J_E, STR, M, TWIN], "start": "J_E", "deck": deck, "options": options, "commands": commands})


def test_strict_travel_is_a_named_rule_option_of_hill_dale():
    from game.editions import get_edition

    assert STRICT in get_edition("hill_dale").rule_options
    assert STRICT not in get_edition("hunters").rule_options


def test_by_default_a_scored_path_does_not_stop_travel_on_another_path():
    game = _twin_game({})
    travel = hill_dale_cmd.Travel((2, -1), (2, 0))
    assert [o for o in game.options() if isinstance(o, hill_dale_cmd.Travel)] == [travel]
    assert not isinstance(game.submit(travel), Refusal)
    assert game.state.ended and game.state.scores == [3 + 1 + 2, 0]
    assert game.state.breakdown[0] == {"path": 3, "travel": 1, "final_path": 2}


def test_strict_travel_forbids_all_travel_in_a_turn_that_scores_a_completed_path():
    game = _twin_game({STRICT: True})
    assert not any(isinstance(o, hill_dale_cmd.Travel) for o in game.options())
    before = game.state.version
    result = game.submit(hill_dale_cmd.Travel((2, -1), (2, 0)))
    assert isinstance(result, Refusal) and "strict travel" in result.reason
    assert game.state.version == before
    assert not isinstance(game.submit(cmd.Skip()), Refusal)
    assert game.state.ended and game.state.scores == [3 + 2, 0]


def test_strict_travel_allows_travel_when_the_completed_path_scores_for_someone_else():
    for options in ({}, {STRICT: True}):
        game = _twin_game(options, own_completed_path=False)
        assert not isinstance(game.submit(hill_dale_cmd.Travel((2, -1), (2, 0))), Refusal)
        assert game.state.ended and game.state.scores == [1 + 2, 3]


def _played_with(options, seed, players):
    from game.tools.selfplay import seats_for

    game = Game(new_setup("hill_dale", players, seed, options))
    seats = seats_for("greedy", players, seed)
    while (pend := game.pending()) is not None:
        assert not isinstance(game.submit(seats[pend.seat].choose(game)), Refusal)
    return game


def _turns_with_travel_and_own_path_points(game) -> int:
    from game.core import events as ev
    from game.editions.hill_dale.rules import Travelled

    count, travelled, scored = 0, set(), set()
    for e in list(game.log) + [ev.TurnBegan(0, "", 0)]:
        if isinstance(e, ev.TurnBegan):
            count += bool(travelled & scored)
            travelled, scored = set(), set()
        elif isinstance(e, Travelled):
            travelled.add(e.seat)
        elif isinstance(e, ev.PointsScored) and e.reason == "path":
            scored.add(e.seat)
    return count


def test_self_played_strict_games_never_travel_in_a_turn_that_scores_the_travellers_path_points():
    default = sum(_turns_with_travel_and_own_path_points(_played_with({}, s, 2 + s % 3)) for s in range(20))
    strict = [_played_with({STRICT: True}, s, 2 + s % 3) for s in range(20)]
    assert default > 0  # the case arises in ordinary play (3 times in these 20 games)
    assert sum(_turns_with_travel_and_own_path_points(g) for g in strict) == 0
    for g in strict:
        check_finished(g)


# --- ruling 28: the order of harvests ---


def test_the_order_matters_only_when_someone_would_get_other_tokens():
    from game.editions.hill_dale.harvest_order import order_matters

    box = {"apple": 5, "strawberry": 5, "pumpkin": 5, "sunflower": 5, "grain": 5, "scarecrow": 8}
    one_pumpkin = {**box, "pumpkin": 1}
    mine, yours, ours = ((0,), {"pumpkin": 1}), ((1,), {"pumpkin": 1}), ((0, 1), {"pumpkin": 1})
    assert not order_matters([mine, yours], box)  # the supply pays both
    assert order_matters([mine, yours], one_pumpkin)
    assert not order_matters([mine, ((0,), {"pumpkin": 2})], one_pumpkin)  # one winner gets it either way
    assert order_matters([mine, ours], one_pumpkin)  # alone, or drafted by the tied players
    assert not order_matters([mine, ((1,), {"grain": 1})], one_pumpkin)  # they want different crops
    # three fields: once mine has taken the pumpkin, the other two want nothing the supply still has
    assert order_matters([mine, yours, ((1,), {"pumpkin": 1, "grain": 1})], one_pumpkin)
    assert not order_matters([yours, ((1,), {"pumpkin": 1, "grain": 1})], {**one_pumpkin, "pumpkin": 0})


def _order_game():
    return _game(
        {
            "tiles": [MEADOW3, _cap("WEST", {"pumpkin": 1}), _cap("EAST", {"pumpkin": 1}), _two_caps(False)],
            "start": "MEADOW3",
            "deck": ["WEST", "EAST", "TWO_CAPS", "WEST"],
            "setup": {"harvest": {"pumpkin": 1}},
            "commands": [
                {"do": "place_tile", "x": 0, "y": 1, "rot": 0},
                {"do": "place", "piece": "follower", "feature": "f"},
                {"do": "place_tile", "x": 2, "y": 1, "rot": 180},
                {"do": "place", "piece": "follower", "feature": "f"},
                {"do": "place_tile", "x": 1, "y": 1, "rot": 0},
                {"do": "skip"},
            ],
        }
    )


def test_a_save_waiting_for_the_order_of_harvests_round_trips(tmp_path):
    from game.persistence import load_game, save_game

    game = _order_game()
    assert game.pending() == Decision(0, "harvest_order")
    loaded = load_game(save_game(game, tmp_path / "order.json"))
    assert loaded.pending() == game.pending() and loaded.options() == game.options()
    choice = hill_dale_cmd.HarvestFirst(0, (1, 1), "e")
    assert game.submit(choice) == loaded.submit(choice)
    assert (
        hill_dale_state(loaded.state).tokens == hill_dale_state(game.state).tokens == ({}, {"pumpkin": 1, "grain": 1})
    )
    again = load_game(save_game(loaded, tmp_path / "after.json"))  # the choice is in the log and replays
    assert again.log == loaded.log and hill_dale_state(again.state).tokens == hill_dale_state(loaded.state).tokens
    assert again.pending() == Decision(1, "place_tile")


def test_a_refused_order_changes_nothing():
    game = _order_game()
    before = list(game.log)
    for bad in (
        cmd.Skip(),
        hill_dale_cmd.HarvestFirst(0, (1, 1), "n"),
        hill_dale_cmd.HarvestFirst(0, (5, 5), "w"),
        hill_dale_cmd.TakeHarvest(0, "pumpkin"),
    ):
        result = game.submit(bad)
        assert isinstance(result, Refusal), bad
        assert result.code.startswith("hill_dale."), result
    assert isinstance(game.submit(hill_dale_cmd.HarvestFirst(1, (1, 1), "e")), Refusal)  # not seat 1's decision
    assert game.log == before and game.pending() == Decision(0, "harvest_order")


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_ai_level_lets_its_own_field_harvest_first(level):
    from game.ai.seats import make_seat

    for seed in range(3):
        game = _order_game()  # seat 0's field w and seat 1's field e want the one pumpkin left
        seat = make_seat(level, seed, workers=1, futures=2 if level == "hard" else None)
        assert seat.choose(game) == hill_dale_cmd.HarvestFirst(0, (1, 1), "w")
