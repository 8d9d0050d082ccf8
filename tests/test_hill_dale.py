"""Over Hill and Dale beyond the scenario files: harvest values and refusals (self-play is held to the edition
contract, test_edition_contract.py)."""

import pytest

from game.core import commands as cmd
from game.core.engine import Game, Refusal
from game.editions.hill_dale.harvest import CROPS, full_sets, harvest_points
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
    result = game.submit(cmd.TakeHarvest(2, "apple"))
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
    result = game.submit(cmd.TakeHarvest(0, "apple"))
    assert isinstance(result, Refusal) and "no harvest draft" in result.reason
