"""Every scenario file, ours (tests/scenarios/<edition>/) and the shared ones (../shared/scenarios/), whose
edition is playable, plays to exactly its `expect`."""

import json
import subprocess
import sys
from pathlib import Path

import pytest
from scenario_check import check_expect

from game.editions import PLAYABLE
from game.tools.scenario import run

ROOT = Path(__file__).resolve().parent.parent
OURS = sorted((ROOT / "tests" / "scenarios").glob("*/*.json"))
SHARED_DIR = ROOT.parent / "shared" / "scenarios"
SHARED = sorted(SHARED_DIR.glob("*.json")) if SHARED_DIR.is_dir() else []


def _playable(path: Path) -> bool:
    return json.loads(path.read_text(encoding="utf-8")).get("edition") in PLAYABLE


@pytest.mark.parametrize("path", [p for p in OURS + SHARED if _playable(p)], ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_scenario_meets_expect(path):
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert "expect" in doc, f"{path.name} has no expect block"
    problems = check_expect(doc["expect"], run(doc))
    assert not problems, "\n".join(problems)


def test_shared_scenarios_present_for_every_playable_edition():
    if not SHARED:
        pytest.skip("../shared/scenarios is not beside this checkout")
    editions = {json.loads(p.read_text())["edition"] for p in SHARED}
    assert "hill_dale" in editions & set(PLAYABLE)


def test_runner_cli_prints_one_json_object(tmp_path):
    path = next(p for p in OURS if _playable(p))
    out = subprocess.run(
        [sys.executable, "-m", "game.tools.scenario", str(path)], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 0, out.stderr
    doc = json.loads(out.stdout)
    assert set(doc) >= {"scores", "events", "pending", "refused", "ended", "state"}


@pytest.mark.parametrize(
    "content, needle",
    [
        ("{not json", "not valid JSON"),
        ('{"edition": "chess", "players": 2}', "edition:"),
        ('{"edition": "hill_dale", "players": 7}', "players:"),
        ('{"edition": "hill_dale", "players": 2, "commands": [{"do": "fly"}]}', "commands[0]"),
        ('{"edition": "hill_dale", "players": 2, "deck": ["nope"]}', "deck:"),
        ('{"edition": "hill_dale", "players": 2, "tiles": [{"id": "T", "features": []}]}', "tiles[0].features:"),
        ("[1, 2]", "one JSON object"),
    ],
)
def test_runner_refuses_bad_files_with_one_line(tmp_path, content, needle):
    path = tmp_path / "bad.json"
    path.write_text(content)
    out = subprocess.run(
        [sys.executable, "-m", "game.tools.scenario", str(path)], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 2
    assert out.stdout == ""
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in out.stderr, out.stderr
    assert needle in lines[0]
