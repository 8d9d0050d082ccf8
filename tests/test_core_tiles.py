import copy

import pytest

from game.core.tiles import TileError, load_edition_tiles, load_tiles, parse_tile
from game.editions import EDITION_NAMES

ALL = ["Nw", "N", "Ne", "En", "E", "Es", "Se", "S", "Sw", "Ws", "W", "Wn"]
STR = {
    "id": "STR",
    "features": [
        {"id": "p", "kind": "path", "segments": ["W", "E"]},
        {"id": "n", "kind": "meadow", "segments": ["Wn", "Nw", "N", "Ne", "En"]},
        {"id": "s", "kind": "meadow", "segments": ["Es", "Se", "S", "Sw", "Ws"]},
    ],
}


def broken(change):
    t = copy.deepcopy(STR)
    change(t)
    return t


@pytest.mark.parametrize(
    "change, message",
    [
        (lambda t: t["features"][1]["segments"].remove("Nw"), "Nw belong to no feature"),
        (lambda t: t["features"][1]["segments"].append("Se"), "Se belongs to both"),
        (lambda t: t["features"][0]["segments"].append("Ne"), "only middle segments"),
        (lambda t: (t["features"][0].update(segments=["W"]), t["features"][2]["segments"].append("E")), "needs 'ends'"),
        (
            lambda t: (t["features"][0].update(segments=["W"], ends=["x9!"]), t["features"][2]["segments"].append("E")),
            "neither a feature",
        ),
        (lambda t: t["features"][1].update(symbols={"lion": 1}), "symbol 'lion' is not allowed"),
        (lambda t: t["features"][1].update(symbols={"animal": -1}), "count >= 0"),
        (lambda t: t["features"][0].update(kind="trail"), "kind 'trail' does not exist in hill_dale"),
        (lambda t: t["features"][2].update(id="n"), "used twice"),
        (lambda t: t["features"][1].update(spot=[2, 0]), "'spot'"),
        (lambda t: t.update(count="two"), "'count'"),
        (lambda t: t["features"].append({"id": "j", "kind": "junction", "segments": ["N"]}), "takes no segments"),
    ],
)
def test_loader_names_the_tile_and_the_problem(change, message):
    with pytest.raises(TileError) as err:
        parse_tile(broken(change), "hill_dale")
    assert "'STR'" in str(err.value) and message in str(err.value)


def test_duplicate_ids_are_refused():
    with pytest.raises(TileError, match="used by two tiles"):
        load_tiles([STR, STR], "hill_dale")


def test_pieces_of_several_cells_must_match_inside():
    piece = {
        "id": "P2",
        "cells": [
            {"at": [0, 0], "features": STR["features"]},
            {"at": [1, 0], "features": [{"id": "m", "kind": "meadow", "segments": ALL}]},
        ],
    }
    with pytest.raises(TileError, match="do not match"):
        parse_tile(piece, "hill_dale")
    apart = {
        "id": "P3",
        "cells": [{"at": [0, 0], "features": STR["features"]}, {"at": [2, 0], "features": STR["features"]}],
    }
    with pytest.raises(TileError, match="not all joined"):
        parse_tile(apart, "hill_dale")


def test_rotated_sides():
    t = parse_tile(STR, "hill_dale")
    cell = t.cells[0]
    assert cell.sides[0][1] == ("meadow", "path", "meadow")  # E at 0
    assert cell.sides[0][0] == ("meadow", "meadow", "meadow")  # N at 0
    assert cell.sides[1][0] == ("meadow", "path", "meadow")  # turned 90: the path runs N-S
    assert cell.sides[1][1] == ("meadow", "meadow", "meadow")


@pytest.mark.parametrize("edition", EDITION_NAMES)
def test_every_box_loads(edition):
    ts = load_edition_tiles(edition)
    assert ts.with_tag("start")


def test_hill_dale_box_counts():
    ts = load_edition_tiles("hill_dale")
    assert sum(t.count for t in ts.tiles.values()) == 73
    assert sum(t.count for t in ts.with_tag("start")) == 1
