"""Matching, merging and completion on the board and the feature graph."""

from game.core.board import Board
from game.core.features import FeatureGraph
from game.core.tiles import load_tiles

ALL = ["Nw", "N", "Ne", "En", "E", "Es", "Se", "S", "Sw", "Ws", "W", "Wn"]
TILES = load_tiles(
    [
        {
            "id": "STR",
            "features": [
                {"id": "p", "kind": "path", "segments": ["W", "E"]},
                {"id": "n", "kind": "meadow", "segments": ["Wn", "Nw", "N", "Ne", "En"], "symbols": {"animal": 1}},
                {"id": "s", "kind": "meadow", "segments": ["Es", "Se", "S", "Sw", "Ws"]},
            ],
        },
        {
            "id": "BEND",
            "features": [
                {"id": "p", "kind": "path", "segments": ["W", "S"]},
                {"id": "i", "kind": "meadow", "segments": ["Ws", "Sw"]},
                {"id": "o", "kind": "meadow", "segments": ["Se", "Es", "E", "En", "Ne", "N", "Nw", "Wn"]},
            ],
        },
        {
            "id": "CAP",
            "features": [
                {"id": "f", "kind": "field", "segments": ["En", "E", "Es"], "symbols": {"apple": 1}},
                {"id": "m", "kind": "meadow", "segments": ["Nw", "N", "Ne", "Se", "S", "Sw", "Ws", "W", "Wn"]},
            ],
        },
    ],
    "hill_dale",
)


def place(board, graph, tid, x, y, q=0):
    assert board.fits(TILES[tid], x, y, q) or not board.cells
    return board.place(TILES[tid], x, y, q, graph)


def test_fit_requires_matching_sides_and_contact():
    b, g = Board(), FeatureGraph()
    place(b, g, "STR", 0, 0)
    assert b.fits(TILES["STR"], 1, 0, 0)  # path meets path
    assert not b.fits(TILES["STR"], 1, 0, 1)  # turned: meadow meets path
    assert b.fits(TILES["STR"], 1, 0, 2)  # half turn: still a straight path
    assert not b.fits(TILES["STR"], 3, 0, 0)  # touches nothing
    assert not b.fits(TILES["STR"], 0, 0, 0)  # occupied
    assert not b.fits(TILES["CAP"], 1, 0, 2)  # field meets path
    assert b.fits(TILES["CAP"], 0, 1, 0)  # meadow under meadow


def test_paths_merge_and_complete_as_a_loop():
    b, g = Board(), FeatureGraph()
    place(b, g, "BEND", 0, 0, 3)  # S-E... turned 270: W->S becomes S->E
    n0 = b.node_at((0, 0), 0)
    assert g.open[g.find(n0)] == 2
    place(b, g, "BEND", 1, 0, 0)  # W->S
    place(b, g, "BEND", 1, 1, 1)  # N->W
    assert g.open[g.find(n0)] == 2
    place(b, g, "BEND", 0, 1, 2)  # E->N closes the loop
    root = g.find(n0)
    assert g.open[root] == 0
    assert len(g.cells[root]) == 4


def test_symbols_and_cells_add_up_when_areas_merge():
    b, g = Board(), FeatureGraph()
    place(b, g, "STR", 0, 0)
    place(b, g, "STR", 1, 0)
    north = b.node_at((0, 0), 1)
    assert g.symbol_count(north, "animal") == 2
    assert g.tile_count(north) == 2
    south = b.node_at((1, 0), 2)
    assert g.find(north) != g.find(south)


def test_field_completes_when_only_meadow_surrounds_it():
    b, g = Board(), FeatureGraph()
    place(b, g, "CAP", 0, 0, 0)  # field on E
    f = b.node_at((0, 0), 0)
    assert g.open[g.find(f)] == 3
    place(b, g, "CAP", 1, 0, 2)  # field on W: the two caps close one field
    assert g.open[g.find(f)] == 0
    assert g.symbol_count(f, "apple") == 2 and g.tile_count(f) == 2
