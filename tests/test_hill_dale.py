"""Over Hill and Dale beyond the scenario files: harvest values, self-play invariants, refusals."""

import pytest

from game.core import commands as cmd
from game.core.engine import Game, Refusal
from game.editions.hill_dale.harvest import BOX_SUPPLY, CROPS, full_sets, harvest_points
from game.newgame import new_setup
from game.tools.selfplay import play_game


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


def check_accounts(game):
    s = game.state
    for seat in range(s.players):
        on_board = {"follower": 0, "stable": 0}
        for p in s.pieces.values():
            if p.seat == seat:
                on_board[p.kind] += 1
        assert s.supply[seat]["follower"] + on_board["follower"] == 4
        assert s.supply[seat]["stable"] + on_board["stable"] == 2
        assert s.supply[seat]["follower"] >= 0 and s.supply[seat]["stable"] >= 0
    held = {k: sum(t.get(k, 0) for t in s.ext["tokens"]) for k in BOX_SUPPLY}
    for k, n in BOX_SUPPLY.items():
        assert held[k] + s.ext["supply"][k] == n, k
    assert s.ended and s.tiles_left == 0
    assert sum(s.scores) == sum(sum(b.values()) for b in s.breakdown)
    # every piece stands on a feature of its kind
    for p in s.pieces.values():
        kind = s.graph.kind[p.node]
        assert kind in (("path", "field") if p.kind == "follower" else ("meadow",))
    # final scoring returned no pieces but the unfinished features all scored
    assert len(s.board.cells) + len(s.discarded) == 73


def test_300_self_played_games_finish_with_everything_accounted_for():
    for seed in range(300):
        game = play_game("hill_dale", 2 + seed % 4, seed, "mixed")
        check_accounts(game)


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
