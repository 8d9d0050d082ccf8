"""Every scenario file (tests/scenarios/<edition>/*.json, format in docs/scenarios.md) plays to exactly its
`expect`.  The `shared-<edition>-*` files are the example scenarios that came with the scenario format's
contract, copied under their own names."""

import json
from pathlib import Path

import pytest
from in_process import run_here
from scenario_check import check_expect

from game.editions import EDITION_NAMES
from game.tools.scenario import run

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = sorted((ROOT / "tests" / "scenarios").glob("*/*.json"))


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_scenario_meets_expect(path):
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert "expect" in doc, f"{path.name} has no expect block"
    assert doc.get("edition") == path.parent.name, f"{path.name} lies in the folder of another edition"
    problems = check_expect(doc["expect"], run(doc))
    assert not problems, "\n".join(problems)


def test_every_edition_has_scenarios_and_a_shared_example():
    folders = {p.parent.name for p in SCENARIOS}
    assert folders == set(EDITION_NAMES)
    for edition in EDITION_NAMES:
        assert list((ROOT / "tests" / "scenarios" / edition).glob(f"shared-{edition}-*.json")), edition


def test_runner_cli_prints_one_json_object(tmp_path):
    path = SCENARIOS[0]
    out = run_here("-m", "game.tools.scenario", str(path))
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
    out = run_here("-m", "game.tools.scenario", str(path))
    assert out.returncode == 2
    assert out.stdout == ""
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in out.stderr, out.stderr
    assert needle in lines[0]
