"""A save must mean a game: its setup is checked against the box before the log is replayed (the pile within
the tiles' counts, the tiles a box of the edition, seats, colours, options, the edition's own piles and
reshuffle), and refused with one line naming the key.  Each doctored save below was tried by a player; the
fuzz test at the end mutates the meaning of real saves, not their form."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from fuzzing import run
from hypothesis import strategies as st

from game.persistence import SaveError, read_save, save_from_document

ROOT = Path(__file__).resolve().parent.parent
PREFIX = "the save is not a game of this box: "


def sample(name: str) -> dict:
    return json.loads((ROOT / "saves" / f"{name}.json").read_text(encoding="utf-8"))


def refusal(doc) -> str:
    with pytest.raises(SaveError) as got:
        save_from_document(doc)
    return str(got.value)


def drawn(doc) -> int:
    """How many tiles of the pile the log has drawn (the next undrawn one's index)."""
    return 1 + max((e["deck_pos"] for e in doc["events"] if "deck_pos" in e), default=-1)


def test_every_sample_save_is_a_game():
    for path in sorted((ROOT / "saves").glob("*.json")):
        assert read_save(path).game.log


def test_a_pile_of_hundreds_of_copies_of_one_tile():
    doc = sample("hill_dale-example")
    tile = doc["setup"]["deck"][drawn(doc)]
    doc["setup"]["deck"][drawn(doc) :] = [tile] * 900
    count = next(t.get("count", 1) for t in doc["setup"]["tiles"] if t["id"] == tile)
    used = doc["setup"]["deck"].count(tile)
    assert refusal(doc) == (
        f"{PREFIX}setup.deck: {tile!r} is used {used} times (the pile, the start piece and the edition's piles), "
        f"but the box holds {count}"
    )


def test_the_undrawn_pile_rewritten_with_tiles_the_box_has_not():
    doc = sample("safari-example")
    deck = doc["setup"]["deck"]
    i = drawn(doc)
    other = next(t for t in deck[i:] if t != deck[i])
    deck[i] = other  # one tile of the rest of the pile swapped for a second copy of another
    assert refusal(doc).startswith(f"{PREFIX}setup.deck: {other!r} is used")


def test_the_tiles_raised_with_the_pile_are_not_the_box():
    doc = sample("hill_dale-example")
    tiles = doc["setup"]["tiles"]
    tiles[1]["count"] = tiles[1].get("count", 1) + 150
    doc["setup"]["deck"] += [tiles[1]["id"]] * 150
    assert refusal(doc) == f"{PREFIX}setup.tiles: 223 tiles in all, but the hill_dale box holds 73"


def test_a_tile_of_another_edition_and_a_start_piece_that_is_none():
    doc = sample("hill_dale-example")
    old = doc["setup"]["tiles"][3]["id"]
    doc["setup"]["tiles"][3]["id"] = "safari-99"
    doc["setup"]["deck"] = ["safari-99" if t == old else t for t in doc["setup"]["deck"]]
    assert refusal(doc) == f"{PREFIX}setup.tiles: 'safari-99' is not a tile of the hill_dale box"
    doc = sample("hill_dale-example")
    doc["setup"]["start"] = doc["setup"]["deck"][0]
    assert refusal(doc) == f"{PREFIX}setup.start: {doc['setup']['deck'][0]!r} is not a start piece of the box"


def test_two_seats_of_one_colour_and_a_seat_list_of_the_wrong_length():
    doc = sample("hill_dale-example")
    seats = doc["setup"]["seats"]
    seats[1]["colour"] = seats[0]["colour"]
    assert refusal(doc) == f"{PREFIX}setup.seats: two seats are {seats[0]['colour']}"
    for n in (2, 4):
        doc = sample("hill_dale-example")
        seats = doc["setup"]["seats"]
        doc["setup"]["seats"] = (seats + [{"name": "Extra", "colour": "black"}])[:n]
        assert refusal(doc) == f"{PREFIX}setup.seats: {n} seats for 3 players"


def test_an_option_nobody_knows():
    doc = sample("safari-example")
    doc["setup"]["options"] = {"triple_points": True}
    assert refusal(doc) == (
        "setup.options: 'triple_points' is not a rule option (known: safari_final_majority)"
    )  # the files layer names it first, before the rules core would


@pytest.mark.parametrize(
    "permutation",
    [
        [0] * 50,  # one token ranked fifty times
        list(range(49)),  # one short
        list(range(50)) + [7],  # one too many
        list(range(1, 51)),  # 50 is no token
    ],
)
def test_a_token_reshuffle_that_is_not_a_permutation(permutation):
    doc = sample("safari-finished")
    doc["setup"]["extra"]["reshuffle"] = permutation
    assert refusal(doc) == (f"{PREFIX}setup.extra.reshuffle: not a permutation of the 50 tokens (each of 0..49 once)")


def test_more_animal_tokens_than_the_box_holds():
    doc = sample("safari-example")
    doc["setup"]["extra"]["tokens"].append("lion")
    assert refusal(doc) == f"{PREFIX}setup.extra: 11 lion tokens in the hands and the pile; the box holds 10"


def test_a_bonus_pile_with_a_tile_twice_and_a_pile_tile_as_bonus():
    doc = sample("hunters-example")
    bonus = doc["setup"]["extra"]["bonus"]
    bonus.append(bonus[0])
    assert refusal(doc).startswith(f"{PREFIX}setup.deck: {bonus[0]!r} is used")
    doc = sample("hunters-example")
    doc["setup"]["extra"]["bonus"][0] = doc["setup"]["deck"][-1]
    assert "setup.deck" in refusal(doc)


def test_a_harvest_supply_larger_than_the_box():
    doc = sample("hill_dale-example")
    doc["setup"]["extra"]["harvest"]["apple"] = 6
    assert refusal(doc) == f"{PREFIX}setup.extra.harvest.apple: 6 tokens; the box holds 5"


def test_an_amazonas_double_twice():
    doc = sample("amazonas-example")
    tiles = {t["id"]: t for t in doc["setup"]["tiles"]}
    double = next(i for i, t in tiles.items() if "double" in t.get("tags", []))
    doc["setup"]["extra"]["doubles"] = [double] * (tiles[double].get("count", 1) + 1)
    assert refusal(doc).startswith(f"{PREFIX}setup.deck: {double!r} is used")


def test_a_shuffle_of_the_undrawn_pile_is_still_a_game():
    """What 'play from here' does to a pile (a new order of the tiles nobody has drawn) is a game."""
    doc = sample("hill_dale-example")
    doc["events"] = doc["events"][:1]  # the first turn begun, nothing placed
    deck = doc["setup"]["deck"]
    deck[1:] = list(reversed(deck[1:]))
    assert save_from_document(doc).game.setup.deck == deck


# --- the fuzz test: mutations of meaning, each keeping the file's form ---

SAMPLES = ["hill_dale-example", "hill_dale-finished", "safari-example", "hunters-example", "amazonas-example"]


def _seats(doc) -> list:
    setup = doc["setup"]
    if not setup["seats"]:
        colours = ["yellow", "red", "green", "blue", "black"]
        setup["seats"] = [{"name": f"P{i}", "colour": colours[i], "ai": None} for i in range(setup["players"])]
    return setup["seats"]


@st.composite
def doctored(draw):
    """A real save with one change of meaning that keeps its form: the loader must refuse every one."""
    doc = copy.deepcopy(_SAMPLES[draw(st.sampled_from(SAMPLES))])
    setup = doc["setup"]
    deck, tiles = setup["deck"], setup["tiles"]
    ids = [t["id"] for t in tiles]
    edition = setup["edition"]
    kinds = ["copies", "swap_in", "raise_count", "seat_colour", "seat_count", "foreign_tile", "start"]
    kinds += {"safari": ["reshuffle", "tokens"], "hunters": ["bonus"], "hill_dale": ["harvest"]}.get(edition, [])
    kind = draw(st.sampled_from(kinds))
    if kind == "copies":
        tile = draw(st.sampled_from(deck))
        at = draw(st.integers(drawn(doc), len(deck)))
        deck[at:at] = [tile] * draw(st.integers(1, 1000 - len(deck)))
    elif kind == "swap_in":
        i = draw(st.integers(min(drawn(doc), len(deck) - 1), len(deck) - 1))
        deck[i] = draw(st.sampled_from([t for t in ids if t != deck[i]]))
    elif kind == "raise_count":
        tile = draw(st.sampled_from(tiles))
        n = draw(st.integers(1, 200 - tile.get("count", 1)))
        tile["count"] = tile.get("count", 1) + n
        deck += [tile["id"]] * draw(st.integers(0, min(n, 1000 - len(deck))))
    elif kind == "seat_colour":
        seats = _seats(doc)
        i, j = draw(st.permutations(range(len(seats))))[:2]
        seats[j]["colour"] = seats[i]["colour"]
    elif kind == "seat_count":
        seats = _seats(doc)
        n = draw(st.sampled_from([k for k in range(1, 6) if k != setup["players"]]))
        colours = ["yellow", "red", "green", "blue", "black"]
        setup["seats"] = [{"name": f"P{i}", "colour": colours[i], "ai": None} for i in range(n)] if n else seats
    elif kind == "foreign_tile":
        tile = draw(st.sampled_from(tiles))
        new = draw(st.sampled_from(["safari", "hunters", "amazonas", "hill_dale", "x"])) + "-" + tile["id"][-2:]
        if new.startswith(edition + "-"):
            new = "x-" + tile["id"]
        old, tile["id"] = tile["id"], new
        setup["deck"] = [new if t == old else t for t in deck]
        if setup["start"] == old:
            setup["start"] = new
        for e in doc["events"]:
            if e.get("tile") == old:
                e["tile"] = new
    elif kind == "start":
        setup["start"] = draw(st.sampled_from([t["id"] for t in tiles if "start" not in t.get("tags", [])]))
    elif kind == "reshuffle":
        perm = setup["extra"]["reshuffle"]
        i, j = draw(st.integers(0, 49)), draw(st.integers(0, 49))
        op = draw(st.sampled_from(["duplicate", "drop", "add", "out_of_range"]))
        if op == "duplicate" and i != j:
            perm[i] = perm[j]
        elif op == "drop" or op == "duplicate":
            del perm[i]
        elif op == "add":
            perm.insert(i, draw(st.integers(0, 999)))
        else:
            perm[i] = draw(st.integers(50, 999))
    elif kind == "tokens":
        setup["extra"]["tokens"] += draw(st.lists(st.sampled_from(["lion", "zebra", "monkey"]), min_size=1))
    elif kind == "bonus":
        bonus = setup["extra"]["bonus"]
        bonus.insert(draw(st.integers(0, len(bonus))), draw(st.sampled_from(bonus)))
    elif kind == "harvest":
        crop = draw(st.sampled_from(sorted(setup["extra"]["harvest"])))
        setup["extra"]["harvest"][crop] += draw(st.integers(1, 900))
    return kind, doc


_SAMPLES = {name: sample(name) for name in SAMPLES}


@pytest.mark.fuzz  # also in the ordinary run (derandomized); CI's fuzz step gives it fresh randomness
def test_fuzzed_changes_of_meaning_are_all_refused_naming_the_setup():
    def check(value, count):
        kind, doc = value
        with pytest.raises(SaveError) as got:
            save_from_document(doc)
        message = str(got.value)
        assert "\n" not in message and "internal error" not in message, message
        assert "setup." in message, (kind, message)

    run(doctored(), check, 60, "meaning")
