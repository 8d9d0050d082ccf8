"""Amazonas beyond the scenario files: the box, the river helpers, the double's flow, saves and tools.
Self-play is held to the edition contract (test_edition_contract.py, the river's invariants in
edition_contract.py)."""

import json
from pathlib import Path

import pytest
from edition_contract import check_finished
from in_process import run_here

from game.core import commands as cmd
from game.core import events as ev
from game.core.engine import Game, Refusal
from game.core.state import snapshot
from game.core.tiles import load_edition_tiles
from game.editions.amazonas import commands as amazonas_cmd
from game.editions.amazonas import river
from game.editions.amazonas.model import amazonas_state
from game.editions.amazonas.rules import EDITION
from game.newgame import box_deck, new_setup, start_piece
from game.persistence import load_game, save_game
from game.tools.scenario import run as run_scenario
from game.tools.selfplay import play_game

ROOT = Path(__file__).resolve().parent.parent
BOX = load_edition_tiles("amazonas")


# --- the box ---


def _count(pred):
    return sum(t.count for t in BOX.tiles.values() if pred(t))


def _has_amazon(t):
    return any(f.kind == "amazon" for c in t.cells for f in c.features)


def test_the_box_holds_what_the_rulebook_lists():
    assert _count(lambda t: not t.tags) == 65
    assert all(not _has_amazon(t) for t in BOX.tiles.values() if not t.tags)
    amazon = [t for t in BOX.tiles.values() if t.has_tag("amazon") and not t.has_tag("double")]
    assert sum(t.count for t in amazon) == 15
    assert sum(t.count for t in amazon if t.has_tag("bang")) == 3
    doubles = BOX.with_tag("double")
    assert sum(t.count for t in doubles) == 4 and all(t.has_tag("amazon") for t in doubles)
    for t in amazon:
        a = [f for f in t.cells[0].features if f.kind == "amazon"]
        assert len(a) == 1 and a[0].symbol("caiman") + a[0].symbol("piranha") > 0
        kinds = {f.kind for f in t.cells[0].features}
        assert kinds & {"jungle", "village", "tributary"}, t.id  # land on the banks
    for t in doubles:
        assert len(t.cells) == 2 and EDITION_spaces(t) == 2
    assert len(box_deck(BOX)) == 80  # 65 land + 15 Amazon tiles shuffled together; doubles and starts aside


def EDITION_spaces(tile):
    return sum(f.symbol("spaces") for c in tile.cells for f in c.features if f.kind == "amazon")


@pytest.mark.parametrize("players, spaces", [(2, 16), (3, 16), (4, 8), (5, 8)])
def test_the_start_board_side_follows_the_player_count(players, spaces):
    start = BOX[start_piece(BOX, players)]
    assert start.has_tag("start") and len(start.cells) == 8 and EDITION_spaces(start) == spaces
    xs = {c.at[0] for c in start.cells}
    ys = {c.at[1] for c in start.cells}
    assert (len(xs), len(ys)) == (4, 2)  # 2 x 4 cells
    game = Game(new_setup("amazonas", players, 3))
    s = game.state
    assert amazonas_state(s).river_spaces == spaces and amazonas_state(s).boats == (1,) * players
    assert s.supply == [{"follower": 4, "camp": 2}] * players
    assert BOX.extra["mouth"][str(players)] == ([6, 3] if players < 4 else [7, 4, 1])


@pytest.mark.parametrize("players", [2, 4])
def test_ten_places_are_open_for_land_at_the_start_and_one_for_the_amazon(players):
    s = Game(new_setup("amazonas", players, 1)).state
    board = s.board
    land = [t for t in BOX.tiles.values() if not t.tags]
    amazon = [t for t in BOX.tiles.values() if t.has_tag("amazon") and not t.multi]

    def open_for(tiles, rots):
        return {
            p
            for p in board.frontier
            for t in tiles
            for q in rots
            if board.fits(t, p[0], p[1], q) and EDITION.placement_allowed(s, t, p[0], p[1], q)
        }

    land_places = open_for(land, range(4))
    assert len(land_places) == 10
    assert all(x <= 3 for x, y in land_places)
    assert open_for(amazon, (0, 2)) == {(4, 0)}


# --- river helpers ---


def test_places_are_dense_and_two_players_need_right_behind():
    assert river.places([5, 3, 3, 1], 4) == [[0], [1, 2], [3]]
    assert river.places([5, 4], 2) == [[0], [1]]
    assert river.places([5, 3], 2) == [[0]]
    assert river.places([4, 4], 2) == [[0, 1]]


def test_amazon_points_rulebook_example():
    points, first, second = river.amazon_points([5, 3, 3, 1], 4, 3, 1)
    assert points == [4, 1, 1, 0] and first == [0] and second == [1, 2]


def test_mouth_points_rulebook_example():
    assert river.mouth_points([12, 9, 9, 5, 3], 5, (7, 4, 1)) == [7, 4, 4, 1, 0]
    assert river.mouth_points([5, 4, 1], 3, (6, 3)) == [6, 3, 0]
    assert river.mouth_values({}, 4) == (7, 4, 1)
    assert river.mouth_values({"mouth": {"2": [6, 3]}}, 2) == (6, 3)


def test_boats_never_pass_the_last_space_nor_move_back():
    assert river.moved(7, 3, 8) == 8
    assert river.moved(3, 2, 8) == 5
    assert river.moved(9, 1, 8) == 9


# --- the double's flow in a real game ---


def _game_until(decision, players=2, seeds=range(50)):
    for seed in seeds:
        game = Game(new_setup("amazonas", players, seed))
        while not game.ended:
            pend = game.pending()
            if pend.decision == decision:
                return game
            opts = game.options()
            game.submit(next((o for o in opts if isinstance(o, cmd.Skip)), opts[0]))
    raise AssertionError(f"no {decision} reached")


def test_after_a_bang_tile_both_rotations_of_every_set_aside_double_are_offered():
    game = _game_until("place_double")
    s = game.state
    assert s.tiles[s.placed.tile].has_tag("bang")
    opts = game.options()
    assert {(o.double, o.rot) for o in opts} == {(d, r) for d in amazonas_state(s).doubles for r in (0, 180)}
    before = snapshot(s)
    for bad in (
        cmd.Skip(),
        cmd.PlacePiece("follower", "tn", 0),
        amazonas_cmd.PlaceDouble("nope", 0),
        amazonas_cmd.PlaceDouble(opts[0].double, 90),
        cmd.PlaceTile(0, -1, 0),
    ):
        result = game.submit(bad)
        assert isinstance(result, Refusal) and result.reason
    assert snapshot(s) == before
    end = amazonas_state(s).river_end
    events = game.submit(amazonas_cmd.PlaceDouble(opts[0].double, 180))
    assert isinstance(events[0], EDITION_event("DoubleChosen")) and isinstance(events[1], ev.TilePlaced)
    assert amazonas_state(s).river_end == (end[0] + 2, end[1])
    assert opts[0].double not in amazonas_state(s).doubles
    assert game.pending().decision == "action"
    # pieces now go only on the double's two cells
    assert all(o.cell in (0, 1) for o in game.options() if isinstance(o, cmd.PlacePiece))


def EDITION_event(name):
    return ev.EVENT_TYPES[name]


def test_a_refused_piece_names_the_rule():
    game = _game_until("action")
    result = game.submit(cmd.PlacePiece("hut", "x", 0))
    assert "no hut pieces in Amazonas" in result.reason
    assert "already placed" in game.submit(cmd.PlaceTile(0, -1, 0)).reason


# --- saves and tools ---


def test_save_round_trip(tmp_path):
    game = play_game("amazonas", 5, 8, "greedy")
    loaded = load_game(save_game(game, tmp_path / "a.json"))
    assert snapshot(loaded.state) == snapshot(game.state) and loaded.log == game.log


def test_the_example_save_loads_mid_game_and_plays_on():
    game = load_game(ROOT / "saves" / "amazonas-example.json")
    s = game.state
    assert s.setup.edition == "amazonas" and not s.ended and s.turn > 10
    assert any(s.tiles[t].has_tag("double") for t, *_ in s.board.cells.values())
    from game.ai.simple import GreedySeat, play_out

    play_out(game, [GreedySeat(i) for i in range(s.players)])
    check_finished(game)


def test_headless_replay_and_tileset_tools(tmp_path):
    save = tmp_path / "h.json"
    out = run_here(
        "main.py", "--headless", "--edition", "amazonas", "--players", "4", "--seed", "3", "--save", str(save)
    )
    assert out.returncode == 0, out.stderr
    last = json.loads(out.stdout.strip().splitlines()[-1])
    assert last["ended"] is True and len(last["scores"]) == 4
    rep = run_here("-m", "game.tools.replay", str(save))
    assert rep.returncode == 0, rep.stderr
    assert json.loads(rep.stdout.strip().splitlines()[-1])["scores"] == last["scores"]
    tiles = run_here("-m", "game.tools.tileset", "amazonas", "--games", "5")
    assert tiles.returncode == 0, tiles.stderr
    report = json.loads(tiles.stdout)
    assert report["by_tag"]["bang"] == 3 and report["by_tag"]["double"] == 4


def test_scenario_with_inline_tiles_and_no_setup_uses_every_double_tile_and_boats_at_the_source():
    doc = json.loads((ROOT / "tests" / "scenarios" / "amazonas" / "ruling21-double-pending.json").read_text())
    del doc["setup"]
    out = run_scenario(doc)
    assert out["pending"] == {"seat": 0, "decision": "place_double"}
    assert out["state"]["doubles"] == ["D1", "D2"] and out["state"]["boats"] == [1, 1]


@pytest.mark.parametrize(
    "setup, needle",
    [
        ({"boats": [1]}, "boats"),
        ({"boats": [0, 1]}, "boats"),
        ({"doubles": ["nope"]}, "'doubles'"),
        ({"doubles": ["J"]}, "without the Amazon"),
    ],
)
def test_bad_setup_is_refused_with_a_reason(setup, needle):
    doc = json.loads((ROOT / "tests" / "scenarios" / "amazonas" / "ruling21-double-pending.json").read_text())
    doc["setup"] = setup
    from game.tools.scenario import ScenarioError

    with pytest.raises(ScenarioError) as exc:
        run_scenario(doc)
    assert needle in str(exc.value)


def test_new_games_spread_the_amazon_tiles_through_the_pile():
    from game.core.tiles import load_edition_tiles
    from game.newgame import new_setup

    tiles = load_edition_tiles("amazonas")
    for seed in range(20):
        deck = new_setup("amazonas", 3, seed).deck
        where = [i for i, t in enumerate(deck) if "amazon" in tiles[t].tags]
        assert len(where) == 15
        gaps = [b - a for a, b in zip(where, where[1:])]
        assert max(gaps) <= 2 * len(deck) // 15 + 1 and where[0] <= len(deck) // 15 + 1


def test_the_engine_lists_exactly_the_places_placement_allowed_allows():
    """`allowed_places` answers for many places at once: the same as asking `placement_allowed` for each."""
    import random

    from game.ai.simple import RandomSeat
    from game.core.engine import Game
    from game.newgame import new_setup

    for seed in (1, 2, 3):
        game = Game(new_setup("amazonas", 2 + seed, seed))
        seats = [RandomSeat(seed * 10 + i) for i in range(2 + seed)]
        rng = random.Random(seed)
        checked = 0
        while (pend := game.pending()) is not None:
            s = game.state
            if s.phase == "place_tile":
                for tile_id in rng.sample(sorted(set(s.setup.deck)), 6):
                    tile = s.tiles[tile_id]
                    places = sorted(s.board.frontier | {(x + 1, y) for x, y in s.board.frontier})
                    for q in range(4):
                        expected = [p for p in places if s.edition.placement_allowed(s, tile, p[0], p[1], q)]
                        assert s.edition.allowed_places(s, tile, q, places) == expected
                        checked += 1
            game.submit(seats[pend.seat].choose(game))
        assert checked > 500


def test_an_amazon_tile_scores_what_it_completes_before_its_amazon_scoring():
    """Ruling 14: the village the Amazon tile closes scores the usual way, then the Amazon scoring follows."""
    path = ROOT / "tests" / "scenarios" / "amazonas" / "ruling14-amazon-tile-also-scores-what-it-completes.json"
    out = run_scenario(json.loads(path.read_text(encoding="utf-8")))
    kinds = [e["type"] for e in out["events"]]
    assert kinds.index("FeatureScored") < kinds.index("AmazonScored") < kinds.index("TurnEnded")
    assert out["scores"] == [5, 3] and out["state"]["boats"] == [2, 3]


def test_tributaries_end_at_rocks_villages_the_jungle_and_the_amazon():
    """Rulebook 001: a tributary is closed by a rock, the Amazon, a loop, a village or the jungle.  The box's
    one-sided tributaries, copies counted: 11 rock ends, 3 village ends, 3 jungle ends; every Amazon tile's
    bank tributary ends at the Amazon."""
    ends: dict[str, int] = {}
    for t in BOX.tiles.values():
        for cell in t.cells:
            for f in cell.features:
                if f.kind != "tributary" or not f.ends or "start" in t.tags:
                    continue
                target = cell.feature(f.ends[0])
                what = target.kind if target is not None else f.ends[0]
                ends[what] = ends.get(what, 0) + t.count
    assert ends == {"rock": 11, "village": 3, "jungle": 3, "amazon": 12}
    regular = [t for t in BOX.tiles.values() if not t.tags]
    assert sum(t.count for t in regular) == 65
    jungle_end = [t.id for t in regular if any(f.kind == "tributary" and f.ends == ("j",) for f in t.cells[0].features)]
    assert sorted(jungle_end) == ["amazonas-jungle-end", "amazonas-jungle-end-animal"]
