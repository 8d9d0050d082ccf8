"""The rules core's fast paths against plain definitions: legal placements from the table of fitting
rotations, and tile definitions parsed once per content."""

import random

import pytest
from matrix import quick_only

from game.ai.simple import RandomSeat
from game.core.engine import Game, has_placement, legal_commands, legal_placements
from game.core.geometry import OPPOSITE, ROTATIONS, SIDE_DELTA
from game.core.tilecache import tileset_for
from game.editions import PLAYABLE
from game.newgame import new_setup


def plain_placements(s, tile_id):
    """Every (x, y, rot) by trying each rotation at each anchor, each cell's sides against its neighbours'."""
    tile = s.tiles[tile_id]
    board = s.board
    out = []
    for q in s.edition.rotations(s, tile):
        anchors = {(fx - dx, fy - dy) for fx, fy in board.frontier for dx, dy in tile.cell_offsets(q)}
        for x, y in sorted(anchors):
            cells = [(x + dx, y + dy) for dx, dy in tile.cell_offsets(q)]
            if any(c in board.cells for c in cells) or not any(c in board.frontier for c in cells):
                continue
            fits = True
            for i, (cx, cy) in enumerate(cells):
                sides = tile.cells[i].sides[q]
                for side, (dx, dy) in enumerate(SIDE_DELTA):
                    kinds = board.seg_kinds.get((cx + dx, cy + dy))
                    if kinds is not None and tuple(kinds[OPPOSITE[3 * side + k]] for k in range(3)) != sides[side]:
                        fits = False
            if fits and s.edition.placement_allowed(s, tile, x, y, q):
                out.append((x, y, ROTATIONS[q]))
    return out


@pytest.mark.parametrize("edition", quick_only(sorted(PLAYABLE), keep=["safari"]))
def test_legal_placements_are_those_a_plain_fit_test_finds(edition):
    rng = random.Random(5)
    for seed in (1, 2):
        game = Game(new_setup(edition, 3, seed))
        seats = [RandomSeat(seed * 3 + i) for i in range(3)]
        turn = 0
        while (pend := game.pending()) is not None:
            s = game.state
            if pend.decision == "place_tile" and turn % 5 == 0:
                tiles = rng.sample(sorted(s.tiles.tiles), 8)  # every kind of tile, multi-cell ones too
                for tile_id in tiles + [s.drawn]:
                    expected = plain_placements(s, tile_id)
                    assert legal_placements(s, tile_id) == expected
                    assert [(c.x, c.y, c.rot) for c in legal_commands(s, tile_id)] == expected
                    assert has_placement(s, tile_id) == bool(expected)
            if pend.decision == "place_tile":
                turn += 1
            game.submit(seats[pend.seat].choose(game))


def test_tile_definitions_are_parsed_once_per_content():
    a = new_setup("hill_dale", 2, 1)
    b = new_setup("hill_dale", 3, 2)  # another copy of the same box
    assert a.tiles is not b.tiles
    one = tileset_for(a.tiles, "hill_dale", a.tileset_extra)
    assert tileset_for(b.tiles, "hill_dale", b.tileset_extra) is one
    assert Game(a).state.tiles is one and Game(b).state.tiles is one
    b.tiles[0]["count"] = b.tiles[0].get("count", 1) + 1  # other definitions: their own tile set
    other = tileset_for(b.tiles, "hill_dale", b.tileset_extra)
    assert other is not one and other[b.tiles[0]["id"]].count == one[b.tiles[0]["id"]].count + 1
    a.tiles[0]["id"] = "changed-after-parsing"  # the caller's copy changing later leaves the parsed set alone
    assert b.tiles[0]["id"] in one and "changed-after-parsing" not in one


@pytest.mark.parametrize("edition", sorted(PLAYABLE))
def test_the_frontier_kept_in_order_follows_every_tile_laid_and_taken_back(edition):
    from game.core.scratch import Scratch

    game = Game(new_setup(edition, 3, 4))
    seats = [RandomSeat(40 + i) for i in range(3)]
    for _ in range(60):  # some tiles on the board first
        if (pend := game.pending()) is None:
            break
        game.submit(seats[pend.seat].choose(game))
    board = game.state.board
    assert board.in_order == sorted(board.frontier)
    scratch = Scratch(game)
    mark = scratch.mark()
    before = list(board.in_order)
    for _ in range(12):  # tiles laid on the scratch game, then all taken back
        if (pend := game.pending()) is None:
            break
        game.play(seats[pend.seat].choose(game))
        assert board.in_order == sorted(board.frontier)
    scratch.undo(mark)
    assert board.in_order == before == sorted(board.frontier)
    assert board.clone().in_order == before


def test_events_made_by_the_quick_init_are_the_dataclass_ones():
    """Every registered event gets `quick_init`'s `__init__` and stays the frozen dataclass it was: made by
    position or keyword, equal and hashed by value, immutable, its attributes in field order (pickles, saves)."""
    import dataclasses
    import pickle

    import game.editions  # noqa: F401  (registers the editions' events)
    from game.core import events as ev

    assert all("_set" in cls.__init__.__code__.co_names for cls in ev.EVENT_TYPES.values())
    e = ev.TilePlaced(1, "hill_dale-7", 2, -3, 90)
    assert e == ev.TilePlaced(seat=1, tile="hill_dale-7", x=2, y=-3, rot=90)
    assert hash(e) == hash(ev.TilePlaced(1, "hill_dale-7", 2, -3, 90))
    assert e != ev.TilePlaced(1, "hill_dale-7", 2, -3, 0)
    assert list(vars(e)) == [f.name for f in dataclasses.fields(e)]
    assert repr(e) == "TilePlaced(seat=1, tile='hill_dale-7', x=2, y=-3, rot=90)"
    with pytest.raises(dataclasses.FrozenInstanceError):
        e.x = 5  # type: ignore[misc]
    with pytest.raises(TypeError):
        ev.TilePlaced(1, "hill_dale-7", 2, -3)  # type: ignore[call-arg]
    assert pickle.loads(pickle.dumps(e)) == e and ev.from_dict(ev.to_dict(e)) == e


def test_a_new_setup_shares_its_box_until_its_tiles_are_read():
    """A new game takes its box's parsed definitions without a copy; reading `setup.tiles` gives a copy of its
    own, which its reader may change without touching the box or other games."""
    from game.core.tiles import load_edition_tiles

    box = load_edition_tiles("hunters")
    a, b = new_setup("hunters", 3, 4), new_setup("hunters", 3, 4)
    assert Game(a).state.tiles is box and a.__dict__["_tiles"] is None  # nothing copied for the game
    assert a == b and a.tiles == [t.raw for t in box.tiles.values()] and a.tiles is a.tiles
    assert a.tiles is not b.tiles
    a.tiles[0]["count"] = 99
    assert box[a.tiles[0]["id"]].raw.get("count") != 99 and b.tiles[0] != a.tiles[0]
    assert Game(a).state.tiles is not box  # its changed definitions: a tile set of their own
    c = new_setup("hunters", 2, 5)
    c.tiles = b.tiles
    assert Game(c).state.tiles is box


def test_a_pickled_setup_carries_its_definitions_never_the_parsed_box():
    """The AI's workers get a setup by pickle: its definitions as data, not the box, whose fitting tables are
    keyed by this process's object ids; a copy in this process shares the box still."""
    import copy
    import pickle

    a = new_setup("safari", 3, 2)
    box = Game(a).state.tiles
    assert copy.copy(a).__dict__["box"] is box and copy.copy(a).__dict__["_tiles"] is None
    sent = pickle.loads(pickle.dumps(a))
    assert sent.__dict__["box"] is None and sent == a and Game(sent).state.tiles is not box
