"""The command lines of the README and the documents, run as a user runs them."""

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest
from in_process import run_here
from matrix import first_quick, quick_only

from game.editions import PLAYABLE

ROOT = Path(__file__).resolve().parent.parent


def run(*args, timeout=120):
    return subprocess.run([sys.executable, *args], cwd=ROOT, capture_output=True, text=True, timeout=timeout)


@pytest.mark.parametrize("edition", quick_only(sorted(PLAYABLE), keep=["hill_dale"]))
def test_headless_game_prints_the_result_and_saves(tmp_path, edition):
    save = tmp_path / "g.json"
    out = run_here("main.py", "--headless", "--edition", edition, "--players", "3", "--seed", "5", "--save", str(save))
    assert out.returncode == 0, out.stderr
    last = json.loads(out.stdout.strip().splitlines()[-1])
    assert last["edition"] == edition and last["seed"] == 5 and last["ended"] is True and len(last["scores"]) == 3
    rep = run_here("-m", "game.tools.replay", str(save))
    assert rep.returncode == 0, rep.stderr
    again = json.loads(rep.stdout.strip().splitlines()[-1])
    assert again["scores"] == last["scores"] and again["ended"] is True and again["events"] > 0


def test_headless_is_deterministic_for_a_seed():
    """The same game in a process of its own and in this one (each with its own hash seed)."""
    a = run("main.py", "--headless", "--edition", "hill_dale", "--players", "4", "--seed", "9")
    b = run_here("main.py", "--headless", "--edition", "hill_dale", "--players", "4", "--seed", "9")
    assert a.returncode == b.returncode == 0 and a.stdout == b.stdout


@pytest.mark.parametrize(
    "args, needle",
    [
        (["--players", "7"], "--players must be 2..5"),
        (["--edition", "chess"], "invalid choice"),
        (["--size", "big"], "--size must look like"),
        (["--seed", "x"], "invalid int value"),
    ],
)
def test_bad_command_line_arguments_get_a_clear_message(args, needle):
    out = run_here("main.py", "--headless", *args)
    assert out.returncode == 2 and needle in out.stderr and "Traceback" not in out.stderr


def test_replay_refuses_a_bad_file_in_one_line(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("[]")
    out = run_here("-m", "game.tools.replay", str(bad))
    assert out.returncode == 2 and len(out.stderr.strip().splitlines()) == 1 and "Traceback" not in out.stderr


def test_tileset_report():
    out = run_here("-m", "game.tools.tileset", "hill_dale", "--games", "4")
    assert out.returncode == 0, out.stderr
    doc = json.loads(out.stdout)
    assert doc["edition"] == "hill_dale" and doc["total"] == 73 and doc["by_tag"]["start"] == 1
    assert sum(doc["symbols"][c] for c in ("apple", "strawberry", "pumpkin", "sunflower", "grain")) > 0
    health = doc["selfplay"]
    assert 0 <= health["unplaceable_share"] < 0.05 and health["completed_per_game"] > 0


def test_bench_core_prints_the_three_figures():
    out = run_here("-m", "game.tools.bench", "core", "--json", "--edition", "hill_dale", "--rounds", "2")
    assert out.returncode == 0, out.stderr
    doc = json.loads(out.stdout)
    assert {"placements_ms", "selfplay_game_ms", "replay_ms"} <= set(doc)


def test_the_rules_core_never_imports_pygame():
    for folder in ("game/core", "game/editions"):
        for path in (ROOT / folder).rglob("*.py"):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                names = []
                if isinstance(node, ast.Import):
                    names = [a.name for a in node.names]
                elif isinstance(node, ast.ImportFrom):
                    names = [node.module or ""]
                for n in names:
                    assert not n.startswith(("pygame", "pymunk", "game.ui")), f"{path} imports {n}"
    out = run(
        "-c",
        "import sys, game.core.engine, game.editions, game.persistence, game.tools.scenario; "
        "from game.editions import PLAYABLE, get_edition; [get_edition(e) for e in PLAYABLE]; "
        "print('pygame' in sys.modules)",
    )
    assert out.stdout.strip() == "False", out.stderr


def test_screenshot_of_a_save_and_of_a_missing_one(tmp_path):
    out = tmp_path / "shot.png"
    ok = run("main.py", "--screenshot", str(out), "--load", "saves/hill_dale-example.json")
    assert ok.returncode == 0, ok.stderr
    assert out.stat().st_size > 10000 and out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert "pygame-ce" not in ok.stdout  # no library banner mixed into the output
    bad = run_here("main.py", "--screenshot", str(out), "--load", str(tmp_path / "missing.json"))
    assert bad.returncode == 2 and "no such file" in bad.stderr and "Traceback" not in bad.stderr


@pytest.mark.slow  # two new interpreters drawing a game: CI's slow step runs it (and its build step --lang ru)
def test_lang_sets_the_language_of_one_run_and_leaves_the_settings_alone(tmp_path):
    """--lang ru renders the Russian interface without writing the player's choice over."""
    import os

    env = dict(os.environ, TESSERA_CONFIG_DIR=str(tmp_path / "config"))
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "settings.json").write_text('{"language": "en"}', encoding="utf-8")
    shots = {}
    for lang in ("en", "ru"):
        out = tmp_path / f"{lang}.png"
        done = subprocess.run(
            [
                sys.executable,
                "main.py",
                "--screenshot",
                str(out),
                "--edition",
                "hunters",
                "--seed",
                "3",
                "--turns",
                "2",
                "--lang",
                lang,
            ],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert done.returncode == 0, done.stderr
        shots[lang] = out.read_bytes()
    assert shots["en"] != shots["ru"]  # same position, other words
    assert json.loads((tmp_path / "config" / "settings.json").read_text(encoding="utf-8")) == {"language": "en"}
    bad = run_here("main.py", "--lang", "de")
    assert bad.returncode == 2 and "--lang" in bad.stderr and "Traceback" not in bad.stderr


@pytest.mark.parametrize(
    "command",
    # the program itself in the default suite; the tools, which end through the same run_cli, in the slow step
    first_quick(
        [
            ["main.py", "--headless", "--edition", "hunters", "--seed", "3"],
            ["-m", "game.tools.strength", "--editions", "safari", "--cells", "normal-easy", "--games", "1",
             "--workers", "1"],
            ["-m", "game.tools.tileset", "hunters", "--games", "1"],
        ],
        one_value=True,
    ),
)  # fmt: skip
def test_a_tool_whose_reader_goes_away_ends_without_a_traceback(command):
    """`python -m game.tools.strength | head -1`: the reading end closes before the tool prints."""
    proc = subprocess.Popen(
        [sys.executable, *command], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    proc.stdout.close()
    err = proc.stderr.read()
    assert proc.wait(timeout=120) == 1
    assert "Traceback" not in err and "BrokenPipeError" not in err, err


def test_tournament_splits_each_seats_points_by_scoring_reason():
    out = run_here(
        "-m",
        "game.tools.tournament",
        "--edition",
        "hill_dale",
        "--seats",
        "easy,normal",
        "--games",
        "1",
        "--seed",
        "4",
        "--workers",
        "1",
        "--json",
        "--by-reason",
    )
    assert out.returncode == 0, out.stderr
    doc = json.loads(out.stdout)
    assert len(doc["points_by_reason"]) == 2
    for seat, reasons in enumerate(doc["points_by_reason"]):
        assert set(reasons) <= {
            "field",
            "path",
            "final_field",
            "final_path",
            "travel",
            "stables",
            "harvest",
            "harvest_sets",
        }
        assert sum(reasons.values()) == pytest.approx(doc["mean_score"][seat])


def _cpu_seconds(pid: int) -> float:
    """The CPU time a process has used so far (Linux: /proc/PID/stat, utime + stime)."""
    import os

    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def test_ctrl_c_stops_a_tool_at_once_with_one_line():
    import signal
    import time

    proc = subprocess.Popen(
        [sys.executable, "-m", "game.tools.tileset", "hill_dale", "--games", "5000"],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        # Ctrl-C as in a terminal, also where the suite itself was started in the background by a shell
        # without job control (its children then inherit SIGINT ignored, and Python keeps it so)
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    # into its self-play: a second of its own CPU time (the imports take under half of it), however busy the
    # machine
    while proc.poll() is None and _cpu_seconds(proc.pid) < 1.0:
        time.sleep(0.05)
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=120)  # a hang guard, not a measure: a busy machine may take a while
    assert proc.returncode == 130 and err.strip() == "tileset: interrupted" and out == ""


@pytest.mark.parametrize(
    "args, needle",
    [
        (
            ["--headless", "--save", "/no/such/folder/g.json"],
            "argument --save: the folder /no/such/folder does not exist",
        ),
        (["--screenshot", "/no/such/folder/s.png"], "argument --screenshot: the folder /no/such/folder does not exist"),
        (["--headless", "--save", "."], "argument --save: . is a folder"),
    ],
)
def test_output_paths_are_checked_before_any_work(args, needle):
    out = run_here("main.py", *args)
    assert out.returncode == 2 and out.stdout == "" and needle in out.stderr and "Traceback" not in out.stderr


def test_tool_arguments_out_of_range_get_argparse_messages():
    out = run_here("-m", "game.tools.tileset", "hill_dale", "--games", "-1")
    assert out.returncode == 2 and "argument --games: must be 0 or more, not -1" in out.stderr


def test_main_load_of_a_bad_file_says_why_in_one_line(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text(
        '{"format": "tessera-save", "version": 2, "setup": {"edition": "safari", "seed": "7"}, "events": []}'
    )
    out = run_here("main.py", "--screenshot", str(tmp_path / "s.png"), "--load", str(bad))
    assert out.returncode == 2 and "Traceback" not in out.stderr
    assert out.stderr.strip().splitlines() == [f"main.py: {bad}: setup.players: is missing (and 4 more problems)"]
