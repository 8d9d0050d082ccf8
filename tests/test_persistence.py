"""Save files: real files round-trip; broken, foreign, newer and doctored files are refused whole."""

import json
from pathlib import Path

import pytest
from matrix import quick_only

from game.core.engine import Game
from game.core.state import snapshot
from game.editions import PLAYABLE
from game.library import describe
from game.persistence import (
    FORMAT,
    VERSION,
    SaveError,
    load_game,
    save_game,
    saves_dir,
    to_document,
    write_json_atomic,
)
from game.tools.selfplay import play_game

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("edition", quick_only(sorted(PLAYABLE), keep=["hunters"]))
def test_a_finished_game_round_trips_through_a_real_file(tmp_path, edition):
    game = play_game(edition, 3, 7)
    path = save_game(game, tmp_path / "g.json")
    loaded = load_game(path)
    assert snapshot(loaded.state) == snapshot(game.state)
    assert loaded.log == game.log
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["format"] == FORMAT and doc["version"] == VERSION and doc["setup"]["tiles"]


def test_a_game_in_progress_continues_identically_after_loading(tmp_path):
    game = Game.replay(*_half_game())
    path = save_game(game, tmp_path / "half.json")
    loaded = load_game(path)
    assert loaded.pending() == game.pending()
    assert loaded.options() == game.options()
    choice = game.options()[0]
    assert game.submit(choice) == loaded.submit(choice)
    assert snapshot(loaded.state) == snapshot(game.state)


def _half_game():
    game = play_game("hill_dale", 2, 3)
    cut = next(i for i, e in enumerate(game.log) if type(e).__name__ == "TurnBegan" and e.deck_pos == 30)
    return game.setup, game.log[: cut + 1]


# Every save shipped in saves/, where its log ends: (turn, scores, ended).  Saves carry their own tiles
# (setup.tiles), so a change of an edition's box leaves these alone; a change of the rules that moves a
# number here must be meant (then make the save again, or update the line, and say why).  The finished games'
# breakdowns are in test_golden_replays.py.
SHIPPED_SAVES = {
    "amazonas-example.json": (25, [14, 9, 16], False),
    "amazonas-finished.json": (80, [57, 62, 82, 55], True),
    "hill_dale-example-v1.json": (30, [6, 6, 6], False),
    "hill_dale-example.json": (30, [6, 6, 6], False),
    "hill_dale-finished.json": (72, [93, 70], True),
    "hunters-example-old-box.json": (37, [25, 28, 4], False),
    "hunters-example.json": (40, [11, 37, 16], False),
    "hunters-finished-old-box.json": (78, [20, 40, 90, 45, 42], True),
    "hunters-finished.json": (78, [30, 25, 42, 51, 45], True),
    "safari-example.json": (26, [19, 10, 21], False),
    "safari-finished.json": (72, [76, 91, 65], True),
    "safari-old-box-example.json": (26, [21, 9, 13], False),
    "safari-old-box-finished.json": (72, [85, 76, 86], True),
}


def test_the_table_of_shipped_saves_lists_every_save():
    assert sorted(SHIPPED_SAVES) == sorted(p.name for p in (ROOT / "saves").glob("*.json"))


@pytest.mark.parametrize("name", sorted(SHIPPED_SAVES))
def test_every_shipped_save_replays_to_its_scores(name):
    game = load_game(ROOT / "saves" / name)
    turn, scores, ended = SHIPPED_SAVES[name]
    assert (game.state.turn, list(game.state.scores), game.ended) == (turn, scores, ended)


def test_version_1_fixture_is_upcast():
    old = json.loads((ROOT / "saves" / "hill_dale-example-v1.json").read_text(encoding="utf-8"))
    assert old["version"] == 1 and "tiles" not in old["setup"]
    new = load_game(ROOT / "saves" / "hill_dale-example.json")
    assert snapshot(load_game(ROOT / "saves" / "hill_dale-example-v1.json").state) == snapshot(new.state)


def _mutations():
    def drop_setup(d):
        del d["setup"]

    def newer(d):
        d["version"] = VERSION + 1

    def foreign(d):
        d["format"] = "chess-save"

    def bad_event(d):
        d["events"][3] = {"type": "Teleported"}

    def doctored_score(d):
        e = next(e for e in d["events"] if e["type"] == "PointsScored")
        e["points"] += 10

    def illegal_move(d):
        e = next(e for e in d["events"] if e["type"] == "TilePlaced")
        e["x"] += 40

    def bad_players(d):
        d["setup"]["players"] = 9

    def bad_deck(d):
        d["setup"]["deck"][0] = "no-such-tile"

    def bad_tile(d):
        d["setup"]["tiles"][0]["features"] = []

    return [
        (drop_setup, "setup"),
        (newer, "newer version"),
        (foreign, "not a save of this game"),
        (bad_event, "events[3]"),
        (doctored_score, "does not follow from the rules"),
        (illegal_move, "breaks the rules"),
        (bad_players, "setup.players"),
        (bad_deck, "do not exist"),
        (bad_tile, "setup.tiles[0].features"),
    ]


@pytest.mark.parametrize("mutate, needle", _mutations(), ids=lambda v: getattr(v, "__name__", str(v)))
def test_broken_saves_are_refused_with_a_reason_and_left_untouched(tmp_path, mutate, needle):
    doc = to_document(play_game("hill_dale", 2, 1))
    mutate(doc)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(doc))
    before = path.read_bytes()
    with pytest.raises(SaveError) as err:
        load_game(path)
    assert needle in str(err.value)
    assert path.read_bytes() == before
    assert "error" in describe(path)


def test_not_json_and_missing_files(tmp_path):
    p = tmp_path / "x.json"
    p.write_text("{oops")
    with pytest.raises(SaveError, match="not valid JSON"):
        load_game(p)
    with pytest.raises(SaveError, match="no such file"):
        load_game(tmp_path / "missing.json")


def test_atomic_write_keeps_the_old_file_when_writing_fails(tmp_path):
    path = tmp_path / "s.json"
    write_json_atomic(path, {"a": 1})
    with pytest.raises(TypeError):
        write_json_atomic(path, {"a": object()})  # not JSON-serializable: fails mid-write
    assert json.loads(path.read_text(encoding="utf-8")) == {"a": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["s.json"]  # no temporary file left behind


def test_saves_dir_is_in_the_platformdirs_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert str(saves_dir()).startswith(str(tmp_path))
    assert saves_dir().is_dir()


def test_describe_summarises_a_save(tmp_path):
    path = save_game(play_game("hill_dale", 4, 2), tmp_path / "d.json")
    info = describe(path)
    assert info["edition"] == "hill_dale" and info["players"] == 4 and info["ended"] and info["turn"] > 60
