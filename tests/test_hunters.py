"""Hunters and Gatherers: the box, the rules not covered by the scenario files, self-play, saves and tools.

The scenario files (tests/scenarios/hunters/*.json, run by test_scenarios.py) cover every rulebook example
and rulings 22-26; self-play is held to the edition contract (test_edition_contract.py, the bonus tiles' and
hunters' invariants in edition_contract.py); here are the unit checks, saves and tools.
"""

import json
from pathlib import Path

import pytest
from in_process import run_here

from game.ai.simple import GreedySeat, play_out
from game.core import commands as cmd
from game.core import events as ev
from game.core.engine import Game, Refusal
from game.core.tiles import load_edition_tiles
from game.editions import get_edition
from game.editions.hill_dale import commands as hill_dale_cmd
from game.editions.hunters import rules, scoring
from game.editions.hunters.model import hunters_state
from game.editions.hunters.systems import river_system
from game.newgame import box_deck, new_setup
from game.persistence import load_game, save_game
from game.tools.scenario import ScenarioError, build_game

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE_SAVE = ROOT / "saves" / "hunters-example.json"
ORDER = ["Nw", "N", "Ne", "En", "E", "Es", "Se", "S", "Sw", "Ws", "W", "Wn"]
SIDE = {"N": ["Nw", "N", "Ne"], "E": ["En", "E", "Es"], "S": ["Se", "S", "Sw"], "W": ["Ws", "W", "Wn"]}


# --- small inline tiles ---


def meadow(tid, tags=None, **sym):
    t = {"id": tid, "features": [{"id": "m", "kind": "meadow", "segments": ORDER, "symbols": sym}]}
    if tags:
        t["tags"] = tags
    return t


def river(tid):
    return {
        "id": tid,
        "features": [
            {"id": "r", "kind": "river", "segments": ["W", "E"]},
            {"id": "mn", "kind": "meadow", "segments": ["Wn", "Nw", "N", "Ne", "En"]},
            {"id": "ms", "kind": "meadow", "segments": ["Es", "Se", "S", "Sw", "Ws"]},
        ],
    }


def lake(tid, fish, stub):
    return {
        "id": tid,
        "features": [
            {"id": "l", "kind": "lake", "segments": [], "symbols": {"fish": fish}},
            {"id": "r", "kind": "river", "segments": [stub], "ends": ["l"]},
            {"id": "m", "kind": "meadow", "segments": [s for s in ORDER if s != stub]},
        ],
    }


def forest_edge(tid, gold=0, mushroom=0, tags=None):
    t = {
        "id": tid,
        "features": [
            {"id": "f", "kind": "forest", "segments": SIDE["N"], "symbols": {"gold": gold, "mushroom": mushroom}},
            {"id": "m", "kind": "meadow", "segments": SIDE["E"] + SIDE["S"] + SIDE["W"]},
        ],
    }
    if tags:
        t["tags"] = tags
    return t


def game_of(tiles, start, deck, players=2, bonus=None, extra=None):
    doc = {"edition": "hunters", "players": players, "tiles": tiles, "start": start, "deck": deck}
    if bonus is not None:
        doc["setup"] = {"bonus": bonus}
    if extra is not None:
        doc["setup"] = extra
    game, _ = build_game(doc)
    return game


def submit_all(game, commands):
    for c in commands:
        result = game.submit(c)
        assert not isinstance(result, Refusal), (c, result)


# --- the box ---


def test_box_holds_the_rulebook_counts():
    box = load_edition_tiles("hunters")
    starts = box.with_tag("start")
    assert len(starts) == 1 and starts[0].count == 1
    assert len(box_deck(box)) == 78  # + the start tile = 79 land tiles
    bonus = [t for t in box.tiles.values() if "bonus" in t.tags]
    assert sum(t.count for t in bonus) == 12
    kinds = {"fire": 0, "mushroom": 0, "aurochs": 0, "shrine": 0}
    for t in bonus:
        for f in t.cells[0].features:
            for k in kinds:
                kinds[k] += f.symbol(k) * t.count
    assert all(v > 0 for v in kinds.values()), kinds
    land = [t for t in box.tiles.values() if "bonus" not in t.tags]
    symbols = {s for t in land for f in t.cells[0].features for s, _ in f.symbols}
    assert {"fish", "gold", "deer", "mammoth", "tiger"} <= symbols
    assert not symbols & {"fire", "aurochs", "shrine", "mushroom"}  # those are the bonus tiles' own
    assert any(f.ends == ("spring",) for t in land for f in t.cells[0].features)


def test_supply_per_seat():
    assert rules.EDITION.supply == {"follower": 5, "hut": 2}
    game = Game(new_setup("hunters", 5, seed=1))
    assert game.state.supply == [{"follower": 5, "hut": 2}] * 5


def test_new_game_bonus_pile_is_the_boxs_twelve_shuffled_at_setup():
    a = new_setup("hunters", 3, seed=4)
    b = new_setup("hunters", 3, seed=4)
    c = new_setup("hunters", 3, seed=5)
    assert a.extra == b.extra
    assert sorted(a.extra["bonus"]) == sorted(rules.box_bonus_pile())
    assert len(a.extra["bonus"]) == 12
    assert a.extra["bonus"] != c.extra["bonus"] or a.deck != c.deck
    assert not set(a.deck) & set(a.extra["bonus"])  # bonus tiles never go into the land pile


def test_scenario_without_setup_uses_its_own_bonus_tiles_in_order():
    doc = {
        "edition": "hunters",
        "players": 2,
        "start": "M0",
        "deck": ["M0"],
        "tiles": [meadow("M0"), meadow("B2", tags=["bonus"]), meadow("B1", tags=["bonus"])],
    }
    game, _ = build_game(doc)
    assert hunters_state(game.state).bonus == ("B2", "B1")


def test_bonus_pile_naming_unknown_tiles_is_refused():
    doc = {
        "edition": "hunters",
        "players": 2,
        "start": "M0",
        "deck": ["M0"],
        "tiles": [meadow("M0")],
        "setup": {"bonus": ["nope"]},
    }
    with pytest.raises(ScenarioError, match="bonus pile"):
        build_game(doc)
    doc["setup"] = {"bonus": "M0"}
    with pytest.raises(ScenarioError, match="bonus"):
        build_game(doc)


# --- scoring helpers ---


@pytest.mark.parametrize(
    "symbols, points",
    [
        ({"deer": 1}, 2),
        ({"deer": 1, "mammoth": 1, "tiger": 1}, 2),
        ({"deer": 2, "mammoth": 2, "aurochs": 1, "tiger": 1}, 8),
        ({"deer": 1, "tiger": 2}, 0),
        ({"deer": 2, "tiger": 3, "fire": 1}, 4),
        ({"mammoth": 1, "tiger": 4}, 2),
        ({"aurochs": 2}, 4),
        ({}, 0),
    ],
)
def test_meadow_points(symbols, points):
    game = game_of([meadow("M0", **symbols)], "M0", [])
    node = game.state.node((0, 0), "m")
    assert scoring.meadow_points(game.state, node) == points


def test_forest_points_count_tiles_with_mushrooms():
    tiles = [forest_edge("F0", mushroom=1), forest_edge("F1", mushroom=2), meadow("M")]
    game = game_of(tiles, "F0", ["F1", "M"])
    submit_all(game, [cmd.PlaceTile(0, -1, 180), cmd.PlacePiece("follower", "f")])
    # 2 tiles, both with mushrooms (one shows 2): 2*2 + 2*2
    assert game.state.scores == [8, 0]


def test_river_counts_a_lake_at_both_ends_once():
    lake3 = {
        "id": "L3",
        "features": [
            {"id": "l", "kind": "lake", "segments": [], "symbols": {"fish": 2}},
            {"id": "re", "kind": "river", "segments": ["E"], "ends": ["l"]},
            {"id": "rs", "kind": "river", "segments": ["S"], "ends": ["l"]},
            {"id": "m1", "kind": "meadow", "segments": ["Es", "Se"]},
            {"id": "m2", "kind": "meadow", "segments": ["Sw", "Ws", "W", "Wn", "Nw", "N", "Ne", "En"]},
        ],
    }
    bend = {
        "id": "BD",
        "features": [
            {"id": "r", "kind": "river", "segments": ["E", "S"]},
            {"id": "mi", "kind": "meadow", "segments": ["Es", "Se"]},
            {"id": "mo", "kind": "meadow", "segments": ["Sw", "Ws", "W", "Wn", "Nw", "N", "Ne", "En"]},
        ],
    }
    game = game_of([lake3, bend, meadow("M")], "L3", ["BD", "BD", "BD", "M"])
    # the river leaves the lake east and comes back to it from the south: 4 tiles + the lake's 2 fish
    submit_all(
        game,
        [
            cmd.PlaceTile(1, 0, 90),
            cmd.PlacePiece("follower", "r"),
            cmd.PlaceTile(1, 1, 180),
            cmd.Skip(),
            cmd.PlaceTile(0, 1, 270),
            cmd.Skip(),
        ],
    )
    assert game.state.scores == [6, 0]


def test_river_system_joins_rivers_through_lakes():
    tiles = [lake("LW", 1, "E"), river("RV"), lake("LE", 2, "W"), meadow("M")]
    game = game_of(tiles, "LW", ["RV", "LE", "M"])
    submit_all(game, [cmd.PlaceTile(1, 0, 0), cmd.Skip(), cmd.PlaceTile(2, 0, 0), cmd.Skip()])
    s = game.state
    roots = river_system(s, s.node((0, 0), "l"))
    assert roots == river_system(s, s.node((2, 0), "l")) == river_system(s, s.node((1, 0), "r"))
    assert {s.graph.kind[r] for r in roots} == {"lake", "river"}
    assert len(roots) == 3  # west lake, the river, east lake
    assert s.graph.find(s.node((0, 0), "m")) not in roots


# --- decisions and refusals ---


def test_options_by_feature_kind():
    tiles = [meadow("M0"), lake("LK", 1, "E")]
    game = game_of(tiles, "M0", ["LK"])
    submit_all(game, [cmd.PlaceTile(1, 0, 0)])
    opts = set(game.options())
    assert opts == {
        cmd.PlacePiece("follower", "r"),
        cmd.PlacePiece("follower", "m"),
        cmd.PlacePiece("hut", "l"),
        cmd.PlacePiece("hut", "r"),
        cmd.Skip(),
    }


@pytest.mark.parametrize(
    "command, needle",
    [
        (cmd.PlacePiece("hut", "m"), "a hut goes on a river or a lake"),
        (cmd.PlacePiece("follower", "l"), "only huts go on lakes"),
        (cmd.PlacePiece("stable", "m"), "no stable pieces"),
        (cmd.PlacePiece("follower", "x"), "no feature 'x'"),
        (cmd.PlacePiece("follower", "m", 3), "no cell 3"),
        (hill_dale_cmd.Travel((0, 0), (1, 0)), "not part of Hunters and Gatherers"),
        (cmd.PlaceTile(2, 0, 0), "already placed"),
    ],
)
def test_refusals_name_the_rule_and_change_nothing(command, needle):
    game = game_of([meadow("M0"), lake("LK", 1, "E")], "M0", ["LK"])
    submit_all(game, [cmd.PlaceTile(1, 0, 0)])
    before = (game.state.version, len(game.log), [dict(s) for s in game.state.supply])
    result = game.submit(command)
    assert isinstance(result, Refusal)
    assert needle in result.reason
    assert before == (game.state.version, len(game.log), [dict(s) for s in game.state.supply])


def test_an_empty_supply_is_refused_by_name():
    tiles = [meadow("M0"), meadow("M"), lake("LE", 1, "E"), lake("LW", 1, "W"), lake("LS", 1, "S")]
    game = game_of(tiles, "M0", ["LE", "M", "LW", "M", "LS", "M"])
    submit_all(
        game,
        [
            cmd.PlaceTile(1, 0, 0),
            cmd.PlacePiece("hut", "l"),
            cmd.PlaceTile(0, -1, 0),
            cmd.Skip(),
            cmd.PlaceTile(-1, 0, 0),
            cmd.PlacePiece("hut", "l"),
            cmd.PlaceTile(0, -2, 0),
            cmd.Skip(),
            cmd.PlaceTile(0, 1, 0),
        ],
    )
    assert game.state.supply[0]["hut"] == 0
    assert cmd.PlacePiece("hut", "l") not in game.options()
    result = game.submit(cmd.PlacePiece("hut", "l"))
    assert isinstance(result, Refusal) and "no hut left" in result.reason
    assert cmd.PlacePiece("follower", "r") in game.options()


def test_hunter_lies_flat_and_shrine_hunter_is_marked():
    tiles = [meadow("M0"), meadow("SHR", shrine=1), meadow("MD", deer=1)]
    game = game_of(tiles, "M0", ["MD", "SHR"])
    submit_all(game, [cmd.PlaceTile(1, 0, 0), cmd.PlacePiece("follower", "m")])
    p = game.state.pieces[0]
    assert p.flag == rules.HUNTER
    game2 = game_of(tiles, "M0", ["SHR", "MD"])
    submit_all(game2, [cmd.PlaceTile(1, 0, 0), cmd.PlacePiece("follower", "m")])
    assert game2.state.pieces[0].flag == rules.SHRINE_HUNTER


def test_a_hunter_placed_later_in_a_shrine_meadow_is_no_shrine_hunter():
    tiles = [meadow("M0"), meadow("SHR", shrine=1), meadow("MD", deer=1)]
    game = game_of(tiles, "M0", ["SHR", "MD"])
    submit_all(game, [cmd.PlaceTile(1, 0, 0), cmd.Skip(), cmd.PlaceTile(2, 0, 0), cmd.PlacePiece("follower", "m")])
    assert game.state.pieces[0].flag == rules.HUNTER
    game.finish()
    assert game.state.scores == [0, 2]


def test_two_shrine_hunters_of_different_players_in_one_meadow_share_it():
    river_ = river("RV0")
    spring = {
        "id": "SPW",
        "features": [
            {"id": "r", "kind": "river", "segments": ["W"], "ends": ["spring"]},
            {"id": "m", "kind": "meadow", "segments": [s for s in ORDER if s != "W"], "symbols": {"mammoth": 1}},
        ],
    }
    tiles = [river_, meadow("SHR", shrine=1), spring]
    game = game_of(tiles, "RV0", ["SHR", "SHR", "SPW"])
    submit_all(
        game,
        [
            cmd.PlaceTile(0, -1, 0),
            cmd.PlacePiece("follower", "m"),
            cmd.PlaceTile(0, 1, 0),
            cmd.PlacePiece("follower", "m"),
            cmd.PlaceTile(1, 0, 0),
            cmd.Skip(),
        ],
    )
    assert game.ended and game.state.scores == [2, 2]


def test_bonus_tile_turn_is_visible_and_the_same_seat_places_it():
    tiles = [forest_edge("F0", gold=1), forest_edge("F1"), meadow("B", tags=["bonus"]), meadow("M")]
    game = game_of(tiles, "F0", ["F1", "M"], bonus=["B"])
    submit_all(game, [cmd.PlaceTile(0, -1, 180), cmd.Skip()])
    s = game.state
    assert hunters_state(s).bonus_turn and s.drawn == "B" and game.pending().seat == 0
    assert game.pending().decision == "place_tile"
    submit_all(game, [game.options()[0], cmd.Skip()])
    assert not hunters_state(game.state).bonus_turn and game.pending().seat == 1


def _last_member_game(gatherers_out):
    """Red (seat 0) has `gatherers_out` gatherers in open forests west of the start, then puts another
    member in the start tile's gold forest and completes it (2 tiles: 4); the bonus tile (a river from the
    start's spring to a lake) is drawn. Blue lays meadows below."""
    start = {
        "id": "FSP",
        "features": [
            {"id": "f", "kind": "forest", "segments": SIDE["N"], "symbols": {"gold": 1}},
            {"id": "r", "kind": "river", "segments": ["E"], "ends": ["spring"]},
            {"id": "m", "kind": "meadow", "segments": [s for s in ORDER if s not in SIDE["N"] + ["E"]]},
        ],
    }
    bonus = dict(lake("BLK", 1, "W"), tags=["bonus"])
    tiles = [start, forest_edge("FE"), meadow("M"), meadow("MD", deer=1), bonus]
    deck = ["FE", "M"] * gatherers_out + ["FE", "M", "MD"]
    game = game_of(tiles, "FSP", deck, bonus=["BLK"])
    for k in range(1, gatherers_out + 1):
        submit_all(
            game, [cmd.PlaceTile(-k, 0, 0), cmd.PlacePiece("follower", "f"), cmd.PlaceTile(1 - k, 1, 0), cmd.Skip()]
        )
    submit_all(game, [cmd.PlaceTile(0, -1, 180), cmd.PlacePiece("follower", "f"), cmd.PlaceTile(1, 0, 0)])
    return game


def test_a_member_that_came_back_this_turn_waits_for_the_next_turn():
    game = _last_member_game(4)
    s = game.state
    assert s.scores == [4, 0] and hunters_state(s).bonus_turn
    assert s.supply[0]["follower"] == 1 and hunters_state(s).back_this_turn == 1
    edition = get_edition("hunters")
    assert edition.members_free(s) == 0
    options = game.options()
    assert not any(isinstance(o, cmd.PlacePiece) and o.piece == "follower" for o in options)
    assert cmd.PlacePiece("hut", "r") in options and cmd.PlacePiece("hut", "l") in options
    before = s.version
    result = game.submit(cmd.PlacePiece("follower", "r"))
    assert isinstance(result, Refusal) and "next turn" in result.reason
    assert game.state.version == before
    # the bonus tile's river is complete but has no fisher; next turn the member goes out as a hunter
    submit_all(game, [cmd.Skip(), cmd.PlaceTile(-4, 1, 0), cmd.Skip(), cmd.PlaceTile(0, 2, 0)])
    assert hunters_state(game.state).back_this_turn == 0
    assert cmd.PlacePiece("follower", "m") in game.options()
    submit_all(game, [cmd.PlacePiece("follower", "m")])
    assert game.ended and game.state.scores == [4 + 2, 0]


def test_a_second_member_goes_on_the_bonus_tile_and_both_come_back():
    game = _last_member_game(3)
    s = game.state
    assert s.supply[0]["follower"] == 2 and get_edition("hunters").members_free(s) == 1
    submit_all(game, [cmd.PlacePiece("follower", "r")])
    s = game.state
    assert s.scores == [4 + 3, 0] and s.breakdown[0] == {"forest": 4, "river": 3}
    assert s.supply[0]["follower"] == 2 and game.pending().seat == 1


def test_only_the_placers_own_returned_members_wait():
    # red's gatherer stands in a gold forest; blue completes it, red's gatherer comes back to red, and blue
    # (who draws the bonus tile) still has all five members free for it
    band = {
        "id": "FNS",
        "features": [
            {"id": "f", "kind": "forest", "segments": SIDE["N"] + SIDE["S"]},
            {"id": "e", "kind": "meadow", "segments": SIDE["E"]},
            {"id": "w", "kind": "meadow", "segments": SIDE["W"]},
        ],
    }
    tiles = [forest_edge("F0", gold=1), band, forest_edge("F1"), meadow("B", tags=["bonus"]), meadow("M")]
    game = game_of(tiles, "F0", ["FNS", "F1", "M"], bonus=["B"])
    submit_all(game, [cmd.PlaceTile(0, -1, 0), cmd.PlacePiece("follower", "f"), cmd.PlaceTile(0, -2, 180), cmd.Skip()])
    s = game.state
    assert s.current == 1 and hunters_state(s).bonus_turn and s.scores == [6, 0]
    assert s.supply[0]["follower"] == 5 and hunters_state(s).back_this_turn == 0
    assert get_edition("hunters").members_free(s) == 5
    submit_all(game, [cmd.PlaceTile(1, 0, 0), cmd.PlacePiece("follower", "m")])
    assert game.state.supply[1]["follower"] == 4


# --- replay, saves, tools ---


def _snapshot(state):
    return (
        list(state.scores),
        [dict(b) for b in state.breakdown],
        [dict(s) for s in state.supply],
        sorted((p.pid, p.seat, p.kind, p.pos, p.feature, p.flag) for p in state.pieces.values()),
        dict(state.board.cells),
        hunters_state(state).bonus_pos,
        list(hunters_state(state).bonus_discarded),
        state.ended,
    )


def test_event_json_round_trip_of_the_editions_own_events():
    for e in (rules.BonusDrawn(1, "hunters-bonus-fire-meadow", 3), rules.BonusDiscarded("x", 0)):
        assert ev.from_dict(json.loads(json.dumps(ev.to_dict(e)))) == e


def test_save_round_trip(tmp_path):
    game = Game(new_setup("hunters", 4, seed=21))
    seats = [GreedySeat(seed=i) for i in range(4)]
    for _ in range(60):
        pend = game.pending()
        game.submit(seats[pend.seat].choose(game))
    path = save_game(game, tmp_path / "h.json")
    loaded = load_game(path)
    assert loaded.log == game.log
    assert _snapshot(loaded.state) == _snapshot(game.state)
    play_out(loaded, seats)
    assert loaded.ended


def test_a_doctored_bonus_draw_is_refused(tmp_path):
    from game.persistence import SaveError

    for seed in range(40):
        game = Game(new_setup("hunters", 2, seed=seed))
        play_out(game, [GreedySeat(seed=1), GreedySeat(seed=2)])
        if any(isinstance(e, rules.BonusDrawn) for e in game.log):
            break
    doc = json.loads(save_game(game, tmp_path / "g.json").read_text())
    i = next(i for i, e in enumerate(doc["events"]) if e["type"] == "BonusDrawn")
    doc["events"][i]["index"] += 1
    (tmp_path / "bad.json").write_text(json.dumps(doc))
    with pytest.raises(SaveError, match="does not follow from the rules"):
        load_game(tmp_path / "bad.json")


def test_example_save_loads_mid_game():
    game = load_game(EXAMPLE_SAVE)
    assert game.setup.edition == "hunters"
    assert not game.ended and game.pending() is not None
    assert any(isinstance(e, rules.BonusDrawn) for e in game.log)
    play_out(game, [GreedySeat(seed=i) for i in range(game.state.players)])
    assert game.ended


def test_replay_tool_reads_the_example_save():
    """(A headless Hunters game, saved and replayed by the tool, is tests/test_tools.py's, seed 5.)"""
    rep = run_here("-m", "game.tools.replay", str(EXAMPLE_SAVE))
    assert rep.returncode == 0 and "hunters" in rep.stdout, rep.stderr


def test_tileset_tool_if_present():
    from importlib.util import find_spec

    if find_spec("game.tools.tileset") is None:
        pytest.skip("game.tools.tileset is not written yet")
    out = run_here("-m", "game.tools.tileset", "hunters")
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip()
