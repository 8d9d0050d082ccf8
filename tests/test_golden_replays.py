"""Golden replays: one finished game per edition in saves/ (a whole game played to its end by
`python main.py --headless --edition E --players N --seed 2026 --save saves/E-finished.json`), loaded and
replayed through the rules, must end with exactly the final scores and breakdown it ended with when played.
A change of rules that changes a final score shows here; if it is meant, make the save again and say why."""

import json
from pathlib import Path

import pytest
from edition_contract import check_finished

from game.core import events as ev
from game.editions import EDITION_NAMES
from game.persistence import VERSION, load_game

ROOT = Path(__file__).resolve().parent.parent

GOLDEN = {
    "hill_dale": [
        {"field": 20, "final_field": 9, "final_path": 11, "harvest": 4, "path": 19, "stables": 18, "travel": 12},
        {
            "field": 18,
            "final_field": 15,
            "final_path": 1,
            "harvest": 7,
            "harvest_sets": 5,
            "path": 16,
            "stables": 7,
            "travel": 1,
        },
    ],
    "safari": [
        {"bush": 37, "final_bush": 6, "final_tokens": 8, "final_trail": 4, "ranger": 3, "trail": 18},
        {"bush": 37, "final_bush": 11, "final_tokens": 9, "final_trail": 6, "ranger": 18, "trail": 10},
        {"bush": 6, "final_bush": 6, "final_tokens": 16, "ranger": 6, "trail": 31},
    ],
    "amazonas": [
        {"amazon": 20, "camps": 12, "final_tributary": 9, "final_village": 8, "mouth": 1, "tributary": 7},
        {
            "amazon": 18,
            "camps": 1,
            "final_tributary": 5,
            "final_village": 13,
            "mouth": 4,
            "tributary": 3,
            "village": 18,
        },
        {
            "amazon": 30,
            "camps": 18,
            "final_tributary": 6,
            "final_village": 11,
            "mouth": 7,
            "tributary": 5,
            "village": 5,
        },
        {"amazon": 30, "camps": 2, "final_village": 14, "mouth": 4, "tributary": 5},
    ],
    "hunters": [  # the box as printed (the old box's game: saves/hunters-finished-old-box.json, test_hunters_box.py)
        {"forest": 8, "hunters": 2, "huts": 20},
        {"forest": 4, "hunters": 8, "huts": 13},
        {"forest": 8, "hunters": 8, "huts": 14, "river": 12},
        {"forest": 6, "hunters": 24, "huts": 13, "river": 8},
        {"forest": 10, "hunters": 8, "huts": 14, "river": 13},
    ],
}
SCORES = {
    "hill_dale": [93, 70],
    "safari": [76, 91, 65],
    "amazonas": [57, 62, 82, 55],
    "hunters": [30, 25, 42, 51, 45],
}


def test_every_edition_has_a_finished_save():
    assert set(GOLDEN) == set(SCORES) == set(EDITION_NAMES)
    for edition in EDITION_NAMES:
        assert (ROOT / "saves" / f"{edition}-finished.json").is_file()


@pytest.mark.parametrize("edition", EDITION_NAMES)
def test_a_finished_save_replays_to_its_final_scores(edition):
    path = ROOT / "saves" / f"{edition}-finished.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["version"] == VERSION and doc["setup"]["edition"] == edition
    game = load_game(path)
    assert game.ended and game.pending() is None
    assert [dict(b) for b in game.state.breakdown] == GOLDEN[edition]
    assert list(game.state.scores) == SCORES[edition]
    assert [sum(b.values()) for b in GOLDEN[edition]] == SCORES[edition]
    # the file's own last event says the same
    assert doc["events"][-1] == ev.to_dict(ev.GameEnded(tuple(SCORES[edition])))
    check_finished(game)


# saves of games played on an earlier box: a save carries its own tiles, so it replays on them as it was played
OLD_BOXES = {
    "safari-old-box-finished.json": (
        [
            {"bush": 16, "final_bush": 21, "final_tokens": 8, "final_trail": 9, "ranger": 9, "trail": 22},
            {"bush": 10, "final_tokens": 3, "final_trail": 19, "ranger": 9, "trail": 35},
            {"bush": 21, "final_bush": 5, "final_tokens": 5, "final_trail": 10, "ranger": 6, "trail": 39},
        ],
        [85, 76, 86],
    ),
}


@pytest.mark.parametrize("name", sorted(OLD_BOXES))
def test_a_finished_save_on_an_earlier_box_replays_on_its_own_tiles(name):
    from game.core.tiles import load_edition_tiles

    breakdown, scores = OLD_BOXES[name]
    doc = json.loads((ROOT / "saves" / name).read_text(encoding="utf-8"))
    game = load_game(ROOT / "saves" / name)
    box = load_edition_tiles(game.setup.edition)
    assert any(t["id"] not in box or t != box[t["id"]].raw for t in doc["setup"]["tiles"]), "not an earlier box"
    assert [dict(b) for b in game.state.breakdown] == breakdown
    assert list(game.state.scores) == scores
    check_finished(game)
