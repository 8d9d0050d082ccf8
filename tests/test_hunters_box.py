"""Hunters and Gatherers' box as printed: the figures of the real tile set (game/editions/hunters/TILES.md),
counted from tiles.json and compared with the published tile data, and what the new tiles ask of the engine."""

from __future__ import annotations

from collections import Counter

import pytest

from game.core.tiles import load_edition_tiles
from game.editions.hunters import rules

# The real set, counted from the tile data of the course project and the English rulebook (TILES.md, "Sources"):
# 79 land tiles with the start tile and 12 bonus tiles, 3 of each property.
LAND = 79
BONUS = {"fire": 3, "mushrooms": 3, "aurochs": 3, "shrine": 3}
LAND_SIDES = {"river": 109, "forest": 104, "meadow": 103}
LAND_SYMBOLS = {
    ("forest", "gold"): 30,
    ("lake", "fish"): 27,
    ("river", "fish"): 7,  # fish printed in a river's own water, on 6 tiles
    ("meadow", "deer"): 30,
    ("meadow", "mammoth"): 14,  # the data's ten land-tile aurochs are mammoths (the start tile shows one)
    ("meadow", "tiger"): 11,
}
LAND_LAKES = 20
LAND_SPRINGS = 7
BONUS_SYMBOLS = {
    ("meadow", "fire"): 3,
    ("meadow", "shrine"): 3,
    ("meadow", "aurochs"): 3,
    ("forest", "mushroom"): 3,
}


def _box():
    return load_edition_tiles("hunters")


def _count(tiles):
    sides: Counter = Counter()
    symbols: Counter = Counter()
    lakes = springs = river_fish_tiles = 0
    for t in tiles:
        cell = t.cells[0]
        for side in cell.sides[0]:
            sides[side[1]] += t.count  # the middle third names the side: river, forest or meadow
        for f in cell.features:
            for name, n in f.symbols:
                symbols[(f.kind, name)] += n * t.count
            lakes += t.count * (f.kind == "lake")
            springs += t.count * (f.kind == "river" and "spring" in f.ends)
        river_fish_tiles += t.count * any(f.kind == "river" and f.symbol("fish") for f in cell.features)
    return sides, symbols, lakes, springs, river_fish_tiles


def test_the_land_tiles_are_the_real_ones():
    land = [t for t in _box().tiles.values() if "bonus" not in t.tags]
    assert sum(t.count for t in land) == LAND
    assert [t.id for t in land if "start" in t.tags] == ["hunters-start"]
    sides, symbols, lakes, springs, river_fish_tiles = _count(land)
    assert dict(sides) == LAND_SIDES
    assert {k: v for k, v in symbols.items() if k in LAND_SYMBOLS} == LAND_SYMBOLS
    assert set(symbols) == set(LAND_SYMBOLS)  # no aurochs, fire, shrine or mushrooms on land tiles
    assert (lakes, springs, river_fish_tiles) == (LAND_LAKES, LAND_SPRINGS, 6)


def test_gold_lies_in_every_forest_that_touches_two_sides_and_in_no_other():
    for t in _box().tiles.values():
        if "bonus" in t.tags:
            continue
        for f in t.cells[0].features:
            if f.kind == "forest":
                touched = {s // 3 for s in f.segments}
                assert f.symbol("gold") == (1 if len(touched) >= 2 else 0), (t.id, f.id)


def test_the_bonus_tiles_three_of_each_property():
    bonus = [t for t in _box().tiles.values() if "bonus" in t.tags]
    assert Counter(p for t in bonus for p in t.tags if p != "bonus") == BONUS
    assert sorted(rules.box_bonus_pile()) == sorted(t.id for t in bonus for _ in range(t.count))
    _, symbols, _, _, _ = _count(bonus)
    assert {k: v for k, v in symbols.items() if k in BONUS_SYMBOLS} == BONUS_SYMBOLS
    for t in bonus:
        prop = next(p for p in t.tags if p != "bonus")
        mark = {"mushrooms": "mushroom"}.get(prop, prop)
        assert sum(f.symbol(mark) for f in t.cells[0].features) == 1, t.id
    # the tile with two lakes, each fed by two rivers, 2 fish each
    two = [t for t in bonus if sum(f.kind == "lake" for f in t.cells[0].features) == 2]
    assert len(two) == 1
    lakes = [f for f in two[0].cells[0].features if f.kind == "lake"]
    assert [f.symbol("fish") for f in lakes] == [2, 2]
    for lake in lakes:
        assert sum(1 for f in two[0].cells[0].features if f.ends == (lake.id,)) == 2


def test_the_start_tile_as_printed():
    start = _box()["hunters-start"]
    assert start.raw["art"] == "volcano"
    by_kind: dict = {}
    for f in start.cells[0].features:
        by_kind.setdefault(f.kind, []).append(f)
    (forest,) = by_kind["forest"]
    assert {s // 3 for s in forest.segments} == {1, 2} and forest.symbol("gold") == 1  # a corner, with gold
    (lake,) = by_kind["lake"]
    (river,) = by_kind["river"]
    assert lake.symbol("fish") == 1 and river.ends == (lake.id,)
    assert sum(f.symbol("mammoth") for f in by_kind["meadow"]) == 1


def test_every_tile_is_named_for_what_it_shows():
    tiles = list(_box().tiles.values())
    names = [t.raw.get("name") for t in tiles]
    assert all(names) and len(set(names)) == len(names)
    for t in tiles:
        name = t.raw["name"].lower()
        cell = t.cells[0]
        lakes = [f for f in cell.features if f.kind == "lake"]
        assert ("lake" in name) == bool(lakes), t.id
        assert ("spring" in name) == any("spring" in f.ends for f in cell.features), t.id
        assert ("forest" in name) == any(f.kind == "forest" for f in cell.features), t.id
        for animal in ("deer", "mammoth", "tiger"):
            assert (animal in name) == any(f.symbol(animal) for f in cell.features), (t.id, animal)
        if lakes and len(lakes) == 1:
            assert f"{lakes[0].symbol('fish')} fish" in name, t.id


@pytest.mark.parametrize("tile_id", ["hunters-lake-with-one-river-spring-forest-band-2-fish"])
def test_lines_stop_where_the_tile_says(tile_id):
    """A spring rises from the forest's rocks: the line ends where its `end_at` puts it, inside the forest."""
    from game.core.cellshape import cell_shape

    tile = _box()[tile_id]
    cell = tile.cells[0]
    spring = next(f for f in cell.features if f.kind == "river" and "spring" in f.ends)
    assert spring.end_at is not None
    shape = cell_shape(tile, 0)
    forest = next(f for f in cell.features if f.kind == "forest")
    assert shape.feature_at(*spring.end_at) in (forest.index, spring.index)
    assert any(abs(p[0] - spring.end_at[0]) + abs(p[1] - spring.end_at[1]) < 1e-9 for p in shape.decorations)


# The games saved before the box was rebuilt carry their own tiles (setup.tiles): they load, replay and score
# exactly as they did (the old golden replay's figures).
OLD_BOX_FINISHED = [
    {"forest": 4, "hunters": 2, "huts": 2, "river": 12},
    {"forest": 26, "huts": 3, "river": 11},
    {"forest": 42, "hunters": 46, "huts": 2},
    {"forest": 30, "huts": 3, "river": 12},
    {"forest": 22, "hunters": 4, "huts": 4, "river": 12},
]


def test_saves_of_the_old_box_still_load_and_score_as_they_did():
    from pathlib import Path

    from game.ai.simple import GreedySeat, play_out
    from game.persistence import load_game

    saves = Path(__file__).resolve().parent.parent / "saves"
    old = load_game(saves / "hunters-finished-old-box.json")
    assert old.ended and [dict(b) for b in old.state.breakdown] == OLD_BOX_FINISHED
    assert list(old.state.scores) == [20, 40, 90, 45, 42]
    assert "hunters-lake3" in old.state.tiles.tiles  # its own tiles, not the box's
    example = load_game(saves / "hunters-example-old-box.json")
    assert not example.ended and "hunters-lake3" in example.state.tiles.tiles
    play_out(example, [GreedySeat(seed=i) for i in range(example.state.players)])
    assert example.ended
