"""The strength ledger: tournament batches recorded to a real file and added up per pairing."""

import json
import subprocess
import sys
from pathlib import Path

from game.tools import strength

ROOT = Path(__file__).resolve().parents[1]


def _batch(seed, games, wins, scores, seats=("hard", "normal"), fp="abc", edition="hunters"):
    return {
        "fingerprint": fp,
        "date": "2026-11-22",
        "edition": edition,
        "seats": list(seats),
        "games": games,
        "seed": seed,
        "deals": -(-games // len(seats)),
        "workers": 2,
        "wins": wins,
        "score_sums": scores,
    }


def test_batches_add_up_and_a_replayed_deal_range_or_older_code_does_not_count(tmp_path):
    ledger = tmp_path / "ledger.jsonl"
    strength.record(_batch(11, 40, [26.0, 14.0], [4000, 3600]), ledger)  # deals 11..30
    strength.record(_batch(31, 20, [11.5, 8.5], [2100, 1900]), ledger)  # deals 31..40
    strength.record(_batch(25, 20, [20.0, 0.0], [9999, 0]), ledger)  # deals 25..34: already counted
    strength.record(_batch(41, 20, [0.0, 20.0], [0, 9999], fp="old"), ledger)  # another version of the AI
    rows = strength.summarize(strength.load(ledger), "abc")
    assert len(rows) == 1
    row = rows[0]
    assert row["games"] == 60 and row["skipped_games"] == 20
    assert row["win_rate"] == [round(37.5 / 60, 4), round(22.5 / 60, 4)]
    assert row["mean_score"] == [101.67, 91.67]
    assert row["deals"] == [(11, 30), (31, 40)]
    assert row["target"] == 0.60 and row["met"] is False  # 62.5% but only 60 of the 200 games


def test_the_table_names_the_deals_played_so_the_next_batch_can_avoid_them():
    assert strength.deal_ranges([(21, 25), (1, 5), (6, 10), (8, 9)]) == "1-10,21-25"
    assert strength.deal_ranges([]) == ""
    rows = strength.summarize([_batch(11, 40, [26.0, 14.0], [4000, 3600]), _batch(41, 20, [10.0, 10.0], [1, 1])], "abc")
    assert strength.table(rows).splitlines()[1].endswith(" 11-30,41-50")


def test_a_target_is_met_only_with_enough_games():
    rows = strength.summarize([_batch(1, 200, [180.0, 20.0], [30000, 20000], seats=("hard", "easy"))], "abc")
    assert rows[0]["met"] is True and rows[0]["target"] == 0.85
    rows = strength.summarize([_batch(1, 200, [160.0, 40.0], [30000, 20000], seats=("hard", "easy"))], "abc")
    assert rows[0]["met"] is False


def test_the_fingerprint_follows_the_code_that_plays(tmp_path):
    for folder in strength.FINGERPRINTED:
        (tmp_path / folder).mkdir(parents=True)
        (tmp_path / folder / "x.py").write_text("A = 1\n")
    before = strength.fingerprint(tmp_path)
    (tmp_path / "game/tools").mkdir()
    (tmp_path / "game/tools/y.py").write_text("B = 2\n")
    assert strength.fingerprint(tmp_path) == before  # tools do not change how seats play
    (tmp_path / "game/ai/x.py").write_text("A = 2\n")
    assert strength.fingerprint(tmp_path) != before


def test_tournament_records_a_batch_that_the_strength_table_shows(tmp_path):
    ledger = tmp_path / "ledger.jsonl"
    run = [
        sys.executable,
        "-m",
        "game.tools.tournament",
        "--edition",
        "safari",
        "--seats",
        "easy,easy",
        "--games",
        "2",
        "--seed",
        "5",
        "--workers",
        "1",
        "--json",
        "--record",
        str(ledger),
    ]
    out = subprocess.run(run, cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)
    line = json.loads(ledger.read_text().strip())
    assert line["fingerprint"] == strength.fingerprint()
    assert (line["seed"], line["deals"], line["games"]) == (5, 1, 2)
    assert sum(line["wins"]) == 2.0
    assert [s / 2 for s in line["score_sums"]] == result["mean_score"]
    shown = subprocess.run(
        [sys.executable, "-m", "game.tools.strength", "--ledger", str(ledger), "--json"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    cells = json.loads(shown.stdout)["cells"]
    assert [(c["edition"], c["seats"], c["games"]) for c in cells] == [("safari", ["easy", "easy"], 2)]


def test_a_broken_ledger_line_is_named_not_a_traceback(tmp_path):
    ledger = tmp_path / "ledger.jsonl"
    ledger.write_text(json.dumps(_batch(1, 2, [1.0, 1.0], [10, 10])) + "\nnot json\n")
    shown = subprocess.run(
        [sys.executable, "-m", "game.tools.strength", "--ledger", str(ledger)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert shown.returncode != 0
    assert "ledger.jsonl:2: not a JSON line" in shown.stderr
    assert "Traceback" not in shown.stderr
    ledger.write_text('{"fingerprint": "x"}\n')
    shown = subprocess.run(
        [sys.executable, "-m", "game.tools.strength", "--ledger", str(ledger)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert "ledger.jsonl:1: a batch needs edition, seats" in shown.stderr
