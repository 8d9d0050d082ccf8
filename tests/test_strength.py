"""The release table (game.tools.strength) and the tournament's record: run as a user runs them."""

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from in_process import run_here

ROOT = Path(__file__).resolve().parent.parent


def run(*args, timeout=300):
    return subprocess.run([sys.executable, *args], cwd=ROOT, capture_output=True, text=True, timeout=timeout)


@pytest.mark.slow  # whole games of hard seats: in CI's soak step, out of the one-minute suite
def test_the_release_table_measures_a_cell_and_keeps_it(tmp_path):
    out_file = tmp_path / "table.jsonl"
    args = ["-m", "game.tools.strength", "--editions", "safari", "--cells", "normal-easy", "--games", "2"]
    out = run(*args, "--workers", "1", "--json", "--out", str(out_file))
    assert out.returncode == 0, out.stderr
    row = json.loads(out.stdout)
    assert (row["edition"], row["cell"], row["seats"], row["games"]) == ("safari", "normal-easy", ["normal", "easy"], 2)
    assert sum(row["win_rate"]) == 1.0 and row["target"] == 0.75 and row["met"] == (row["win_rate"][0] >= 0.75)
    assert json.loads(out_file.read_text())["cell"] == "normal-easy"
    shown = run(*args, "--workers", "1")
    assert shown.returncode == 0 and shown.stdout.startswith("| edition | cell |")


def test_the_release_table_refuses_bad_arguments_in_one_line(tmp_path):
    for args, needle in (
        (["--cells", "hard-chess"], "--cells must list some of"),
        (["--editions", "chess"], "--editions must list some of"),
        (["--games", "0"], "must be at least 1"),
        (["--out", str(tmp_path / "no" / "such.jsonl")], "--out: cannot write into"),
        (["--futures", "0"], "--futures must be 1..200"),
        (["--budget", "0"], "--budget must be in (0, 60] s"),
        (["--futures", "4", "--budget", "1"], "not allowed with argument"),
    ):
        out = run_here("-m", "game.tools.strength", *args)
        assert out.returncode == 2 and needle in out.stderr and "Traceback" not in out.stderr


@pytest.mark.slow  # a whole run of a tool, or a soak: CI's slow step runs it
def test_tournament_records_its_batch_as_a_json_line(tmp_path):
    record = tmp_path / "batches.jsonl"
    args = ["-m", "game.tools.tournament", "--edition", "safari", "--seats", "easy,easy", "--games", "1"]
    out = run_here(*args, "--seed", "5", "--workers", "1", "--json", "--record", str(record))
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)
    line = json.loads(record.read_text().strip())
    assert (line["seed"], line["games"], line["seats"]) == (5, 1, ["easy", "easy"])
    assert sum(line["wins"]) == 1.0 and line["score_sums"] == result["mean_score"]


def test_tournament_record_into_a_missing_folder_fails_before_any_game():
    missing = ROOT / "no-such-folder-here" / "batches.jsonl"
    args = ["-m", "game.tools.tournament", "--edition", "hill_dale", "--seats", "hard,hard", "--games", "40"]
    out = run(*args, "--record", str(missing), "--json")  # a process of its own: were it to play, the timeout ends it
    assert out.returncode == 2 and "--record: there is no folder" in out.stderr and "Traceback" not in out.stderr
    assert len(out.stderr.strip().splitlines()) == 1
    assert out.stdout == ""  # forty hard games would take an hour: none was played, no result was printed


@pytest.mark.slow  # whole games of hard seats: in CI's soak step, out of the one-minute suite
def test_ctrl_c_stops_a_tournament_of_hard_seats_with_one_line():
    args = ["-m", "game.tools.tournament", "--edition", "hunters", "--seats", "hard,normal", "--games", "40"]
    proc = subprocess.Popen(
        [sys.executable, *args], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    time.sleep(4.0)  # the workers are playing
    proc.send_signal(signal.SIGINT)
    try:
        _, err = proc.communicate(timeout=20)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 130
    assert err.strip().splitlines() == ["tournament: stopped (Ctrl-C); no result"]
    assert "Traceback" not in err and os.name == "posix"


def test_the_tools_hard_seats_run_at_fixed_work_unless_given_a_clock():
    from game.ai.search import HardSeat
    from game.tools.tournament import FUTURES, seat_for

    fixed = seat_for("hard", 1)
    assert isinstance(fixed, HardSeat) and fixed.futures == FUTURES and fixed.workers == 1
    timed = seat_for("hard", 1, budget=0.4)
    assert timed.futures is None and timed.budget_s == 0.4
