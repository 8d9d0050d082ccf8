"""The validation layer (game.files): the bad-file corpus refused with its exact one-line reasons, the checks
made before parsing (FIFO, /dev/zero, size, depth, BOM), settings validated per key, text made printable."""

from __future__ import annotations

import contextlib
import io
import json
import os
import sys
from pathlib import Path

import pytest

from game.files import FileRefused, printable, read_json
from game.files.reading import depth_of

HERE = Path(__file__).resolve().parent
CORPUS = HERE / "bad_files"
REASONS = json.loads((CORPUS / "reasons.json").read_text(encoding="utf-8"))


def tool(main, path) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main([str(path)])
    return code, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("name", sorted(k for k in REASONS if k.startswith("saves/")))
def test_every_bad_save_is_refused_with_its_reason(name):
    from game.tools import replay

    path = CORPUS / name
    before = path.read_bytes()
    code, out, err = tool(replay.main, path)
    assert code == 2 and out == ""
    lines = err.splitlines()
    assert len(lines) == 1, err
    reason = REASONS[name]
    if reason is not None:
        assert lines[0] == f"{path}: {reason}"
    assert path.read_bytes() == before


@pytest.mark.parametrize("name", sorted(k for k in REASONS if k.startswith("scenarios/")))
def test_every_bad_scenario_is_refused_with_its_reason(name):
    from game.tools import scenario

    path = CORPUS / name
    code, out, err = tool(scenario.main, path)
    assert code == 2 and out == ""
    lines = err.splitlines()
    assert len(lines) == 1, err
    if REASONS[name] is not None:
        assert lines[0] == f"{path}: {REASONS[name]}"


@pytest.mark.parametrize("name", sorted(k for k in REASONS if k.startswith("settings/")))
def test_every_bad_settings_file_costs_only_its_bad_keys(name, monkeypatch):
    from game.ui.settings import Settings

    path = CORPUS / name
    monkeypatch.setenv("TESSERA_CONFIG_DIR", str(path.parent))
    s = Settings.load()
    assert s.problems == REASONS[name]
    try:
        good = json.loads(path.read_text(encoding="utf-8"))
    except ValueError:
        good = {}
    good = good if isinstance(good, dict) else {}
    defaults = Settings()
    for key in ("language", "fullscreen", "animation_speed", "sound", "last_names"):
        bad = any(f": {key}" in p for p in s.problems)
        expected = getattr(defaults, key) if bad or key not in good else good[key]
        assert getattr(s, key) == expected and type(getattr(s, key)) is type(expected), key
    assert s.fullscreen is False  # "false" as a string never turns full screen on


def test_the_example_saves_and_every_scenario_file_validate():
    from game.files.saves import check_save
    from game.files.scenarios import check_scenario
    from game.persistence import upcast

    for path in sorted((HERE.parent / "saves").glob("*.json")):
        check_save(upcast(read_json(path, 8 << 20)))
    for path in sorted((HERE / "scenarios").rglob("*.json")):
        check_scenario(read_json(path, 8 << 20))


def test_a_byte_order_mark_is_accepted(tmp_path):
    from game.persistence import load_game

    src = (HERE.parent / "saves" / "hunters-example.json").read_bytes()
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + src)
    assert load_game(path).state.turn == load_game(HERE.parent / "saves" / "hunters-example.json").state.turn


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_refused_at_once(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    with pytest.raises(FileRefused, match="not a regular file"):
        read_json(fifo, 1000)  # nobody writes into it: a read would block for ever


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
def test_a_device_is_refused_without_reading_it():
    with pytest.raises(FileRefused, match="not a regular file"):
        read_json("/dev/zero", 1000)


def test_folders_missing_files_and_the_size_limit(tmp_path):
    with pytest.raises(FileRefused, match="a folder"):
        read_json(tmp_path, 1000)
    with pytest.raises(FileRefused, match="no such file"):
        read_json(tmp_path / "nothing.json", 1000)
    big = tmp_path / "big.json"
    big.write_text("[" + "1," * 600 + "1]")
    with pytest.raises(FileRefused, match="too large"):
        read_json(big, 1000)


def test_depth_is_measured_on_the_text_and_strings_do_not_count():
    assert depth_of('{"a": [1, {"b": "[[[[{{{{"}]}') == 3
    assert depth_of("[" * 5000 + "]" * 5000) == 5000
    with pytest.raises(FileRefused, match="nested 5000 levels"):
        from game.files.reading import parse

        parse("[" * 5000 + "]" * 5000)


def test_printable_escapes_what_a_terminal_or_pygame_would_act_on():
    assert printable("a\x1b[31mred\x00\u202e") == "a\\x1b[31mred\\x00\\u202e"
    assert printable("Игрок 1 🎲") == "Игрок 1 🎲"
    assert printable("\ud800") == "\\ud800"
    assert len(printable("x" * 10_000)) == 200
    assert "\n" not in printable("two\nlines")


def test_tool_output_never_carries_a_files_escape_sequences(tmp_path):
    """A file whose name and content hold terminal escapes: the one line printed shows them escaped."""
    from game.tools import replay

    path = tmp_path / "evil\x1b[2J.json"
    path.write_text('{"format": "tessera-save", "version": "\x1b]0;owned\x07"}', encoding="utf-8")
    code, out, err = tool(replay.main, path)
    assert code == 2 and "\x1b" not in err and "\x07" not in err and "\\x1b" in err


def test_the_layers_lists_match_the_windows():
    """The colours, AI levels and languages the files may name are the ones the window knows."""
    from game.ai.seats import LEVELS
    from game.files.settings import LANGUAGES as FILE_LANGUAGES
    from game.files.setup import AI_LEVELS, COLOURS
    from game.ui import theme
    from game.ui.ai_runner import _ALIASES
    from game.ui.i18n import LANGUAGES

    assert COLOURS == theme.COLOUR_ORDER and set(COLOURS) == set(theme.SEAT_COLOURS)
    assert set(AI_LEVELS) == set(LEVELS) | set(_ALIASES)
    assert FILE_LANGUAGES == LANGUAGES


if __name__ == "__main__":
    sys.exit(pytest.main([__file__]))
