"""The command line and saves: `--headless --load FILE` plays that game on to its end (or refuses it with
exit 2 and one line); `--save` never replaces something that is not a regular file."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest
from in_process import run_here

from game.files.writing import write_json_atomic
from game.persistence import read_save

ROOT = Path(__file__).resolve().parent.parent


def main(*args):
    return run_here("main.py", *args)


def test_headless_load_plays_the_saved_game_on_to_its_end(tmp_path):
    source = ROOT / "saves" / "hill_dale-example.json"
    out = tmp_path / "end.json"
    done = main("--headless", "--load", str(source), "--save", str(out))
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    saved = read_save(source).game
    ended = read_save(out).game
    assert result["edition"] == "hill_dale" and result["ended"] is True
    assert ended.ended and ended.log[: len(saved.log)] == saved.log  # the same game, played on
    assert result["scores"] == list(ended.state.scores)
    assert ended.setup.deck == saved.setup.deck and ended.setup.seats == saved.setup.seats


@pytest.mark.parametrize("seats, levels", [(["--seats", "easy,normal"], ["easy", "normal"]), ([], ["greedy"] * 2)])
def test_a_headless_save_names_each_seats_computer_level(tmp_path, seats, levels):
    out = tmp_path / "game.json"
    done = main("--headless", "--edition", "hill_dale", "--players", "2", "--seed", "4", *seats, "--save", str(out))
    assert done.returncode == 0, done.stderr
    saved = read_save(out).game.setup.seats
    assert [s["ai"] for s in saved] == levels  # the replay shows computer seats, not people
    assert [s["colour"] for s in saved] == ["yellow", "red"]


@pytest.mark.parametrize("case", ["missing", "not json", "doctored"])
def test_headless_load_of_a_bad_or_missing_file_is_refused_with_exit_2(tmp_path, case):
    path = tmp_path / "game.json"
    if case == "not json":
        path.write_text("{", encoding="utf-8")
    elif case == "doctored":
        doc = json.loads((ROOT / "saves" / "hill_dale-example.json").read_text(encoding="utf-8"))
        doc["setup"]["seats"][1]["colour"] = doc["setup"]["seats"][0]["colour"]
        path.write_text(json.dumps(doc), encoding="utf-8")
    done = main("--headless", "--load", str(path))
    assert done.returncode == 2
    assert done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"main.py: {path}: "), done.stderr
    expected = {
        "missing": "no such file",
        "not json": "not valid JSON",
        "doctored": "the save is not a game of this box: setup.seats: two seats are yellow",
    }[case]
    assert expected in lines[0]


def test_save_refuses_a_target_that_is_not_a_regular_file(tmp_path):
    fifo = tmp_path / "out.json"
    os.mkfifo(fifo)
    done = main("--headless", "--seed", "1", "--save", str(fifo))
    assert done.returncode == 2 and done.stdout == ""
    assert "exists and is not a regular file" in done.stderr
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)  # still the FIFO it was


def test_no_write_turns_a_fifo_or_a_link_into_a_file(tmp_path):
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    link = tmp_path / "link.json"
    (tmp_path / "real.json").write_text("{}", encoding="utf-8")
    link.symlink_to(tmp_path / "real.json")
    for target in (fifo, link):
        with pytest.raises(OSError, match="not a regular file"):
            write_json_atomic(target, {"a": 1})
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode) and link.is_symlink()
    assert (tmp_path / "real.json").read_text(encoding="utf-8") == "{}"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["fifo.json", "link.json", "real.json"]  # no leftovers
