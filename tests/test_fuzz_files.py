"""Fuzzing every file the program reads, through every reader: the save loader, the scenario runner, the
settings, the Load screen and the window loop; and the engine's `submit` with any JSON-like command.

What must hold for every file: no exception escapes (no traceback), a refusal is one printable line, and a
save that is accepted is exactly what replaying it writes back (same events, same setup, same types).
Small and derandomized in the ordinary run; `TESSERA_FUZZ_SECONDS=N pytest -m fuzz` runs each for N
seconds with fresh randomness (.ci/run shares a total budget, TESSERA_FUZZ_BUDGET, among them).
"""

from __future__ import annotations

import contextlib
import io
import json
import tempfile
from pathlib import Path

import pygame
import pytest
from file_samples import SEED_SCENARIOS, all_saves, scenario, settings, v1_save
from fuzzing import cheap_values, file_bytes, json_values, run
from hypothesis import strategies as st

from game.files import printable
from game.persistence import SaveError, read_save, to_document

pytestmark = pytest.mark.fuzz
ROOT = Path(__file__).resolve().parent.parent

SAVES = all_saves() + [v1_save()]
SCENARIOS = [scenario(e) for e in sorted(SEED_SCENARIOS)] + [
    json.loads(p.read_text(encoding="utf-8")) for p in sorted((ROOT / "tests" / "scenarios").rglob("*.json"))[::12]
]


def canon(value) -> str:
    """JSON text that tells 1 from 1.0 and true from 1."""
    return json.dumps(value, sort_keys=True, ensure_ascii=True)


def one_clean_line(message: str) -> None:
    assert message and "\n" not in message and printable(message, 10_000) == message, repr(message)
    assert "internal error" not in message and "Traceback" not in message


def check_accepted_save(data: bytes, loaded) -> None:
    """The file says exactly what the replayed game says, and the game can be written back and read again."""
    doc = json.loads(data.decode("utf-8-sig"))
    again = to_document(loaded.game, loaded.game_id, loaded.name)
    events = doc["events"]
    assert canon(again["events"][: len(events)]) == canon(events)
    for key, value in doc["setup"].items():
        assert canon(again["setup"][key]) == canon(value), key
    from game.files.saves import check_save

    check_save(again)  # what the window would autosave next is a file the loader accepts


@pytest.fixture(scope="module")
def workdir():
    with tempfile.TemporaryDirectory(prefix="tessera-fuzz-") as d:
        yield Path(d)


def test_fuzzed_saves_through_the_loader(workdir):
    path = workdir / "save.json"

    def check(data, count):
        path.write_bytes(data)
        try:
            loaded = read_save(path)
        except SaveError as exc:
            one_clean_line(str(exc))
            return
        count.accepted += 1
        check_accepted_save(data, loaded)

    run(file_bytes(SAVES), check, 40, "saves")


def test_fuzzed_scenarios_through_the_runner(workdir):
    from game.tools import scenario as runner

    path = workdir / "scenario.json"

    def check(data, count):
        path.write_bytes(data)
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = runner.main([str(path)])
        if code == 2:
            assert out.getvalue() == ""
            line = err.getvalue()
            assert line.endswith("\n")
            one_clean_line(line[:-1])
            return
        assert code == 0 and err.getvalue() == ""
        count.accepted += 1
        result = json.loads(out.getvalue())
        assert set(result) >= {"scores", "events", "pending", "refused", "ended", "state"}
        if result["refused"] is not None:
            one_clean_line(result["refused"]["reason"])

    commands = st.fixed_dictionaries(
        {"do": st.sampled_from(["place_tile", "place", "skip", "travel", "dig", "move_ranger", "take_harvest", "x"])},
        optional={
            k: cheap_values | st.integers(-3, 3)
            for k in ("x", "y", "rot", "piece", "feature", "seat", "to", "from", "cell")
        },
    )
    with_commands = st.builds(
        lambda doc, extra: {**doc, "commands": list(doc.get("commands", []))[:6] + extra},
        st.sampled_from(SCENARIOS),
        st.lists(commands, max_size=4),
    )
    files = file_bytes(SCENARIOS) | with_commands.map(lambda d: json.dumps(d).encode())
    run(files, check, 40, "scenarios")


def test_fuzzed_settings_never_stop_the_window_and_keep_every_good_value(workdir, monkeypatch):
    from game.ui.settings import Settings

    folder = workdir / "config"
    folder.mkdir(exist_ok=True)
    monkeypatch.setenv("TESSERA_CONFIG_DIR", str(folder))
    good = settings()
    values = st.fixed_dictionaries({}, optional={k: json_values | st.just(v) for k, v in good.items()})
    files = values.map(lambda d: json.dumps(d).encode()) | file_bytes([good])

    def check(data, count):
        (folder / "settings.json").write_bytes(data)
        s = Settings.load()
        for line in s.problems:
            one_clean_line(line)
        assert s.language in ("en", "ru") and type(s.fullscreen) is bool and type(s.sound) is bool
        assert 0.25 <= s.animation_speed <= 3.0 and (
            s.last_names is None or all(isinstance(n, str) for n in s.last_names)
        )
        try:
            doc = json.loads(data.decode("utf-8-sig"))
        except (ValueError, RecursionError):
            return
        if isinstance(doc, dict) and not s.problems:
            count.accepted += 1
            for key, value in doc.items():
                if key in good:
                    assert canon(getattr(s, key)) == canon(value) or (type(value) is int and getattr(s, key) == value)

    run(files, check, 40, "settings")


def test_fuzzed_saves_in_the_load_screen_and_the_window(ui_env):
    """The real loop: the Load screen lists the file next to a good one, opens it if it loads (the play
    screen draws a few frames), or shows why not."""
    from ui_helpers import key, make_app
    from ui_helpers import run as frames

    app = make_app((1024, 640))
    frames(app, 1)
    folder = app.saves_dir()
    good = folder / "good.json"
    good.write_text(json.dumps(SAVES[0]), encoding="utf-8")

    def check(data, count):
        from game.ui.scenes.load import LoadScene

        for p in folder.glob("fuzzed*.json"):
            p.unlink()
        (folder / f"fuzzed{count.n}.json").write_bytes(data)
        app.modal = None
        app.switch(LoadScene(app))
        frames(app, 1)
        scene = app.scene
        index = next(i for i, e in enumerate(scene.entries) if e.path.name.startswith("fuzzed"))
        scene.select(index)
        frames(app, 1)
        key(app, pygame.K_RETURN)
        if app.scene.name == "load":
            one_clean_line(scene.entries[index].error or "")
            return
        count.accepted += 1
        frames(app, 3)
        key(app, pygame.K_ESCAPE)

    window_saves = [calm(d) for d in SAVES]
    run(file_bytes(window_saves), check, 4, "window")


def calm(doc):
    """Computer seats at the easy level, so that a fuzzed game does not start the look-ahead's worker pool
    at every example (the levels themselves are fuzzed through the loader)."""
    for seat in doc.get("setup", {}).get("seats", []):
        if isinstance(seat, dict) and seat.get("ai"):
            seat["ai"] = "easy"
    return doc


def test_submit_never_raises_for_any_json_like_command():
    from game.core.engine import Game, Refusal
    from game.core.state import snapshot
    from game.persistence import load_game, save_from_document

    games = [save_from_document(d).game for d in all_saves()]
    games += [load_game(ROOT / "saves" / f"{e}-example.json") for e in ("hill_dale", "safari", "amazonas", "hunters")]
    commands = st.one_of(
        st.tuples(st.just("option"), st.integers(0, 500)),  # a legal command, as a player sends it
        json_values,
        st.fixed_dictionaries(
            {"do": cheap_values | st.sampled_from(["place_tile", "place", "skip", "travel", "dig"])},
            optional={
                k: cheap_values | st.integers(-3, 3)
                for k in ("x", "y", "rot", "seat", "piece", "feature", "to", "from", "at", "cell")
            },
        ),
    )

    def check(value, count):
        i, command = value
        game = games[i]
        if isinstance(command, tuple) and command[0] == "option":
            options = game.options()
            command = options[command[1] % len(options)].to_dict() if options else {"do": "skip"}
        before = snapshot(game.state), len(game.log)
        result = game.submit(command)
        if isinstance(result, Refusal):
            assert isinstance(result.reason, str) and result.reason
            assert (snapshot(game.state), len(game.log)) == before
        else:
            count.accepted += 1
            games[i] = Game.replay(game.setup, game.log[: before[1]])  # back to the same position

    run(st.tuples(st.integers(0, len(games) - 1), commands), check, 60, "commands")
