"""The window plug-ins and the AI heuristics are registered by plain imports, and an edition without one is an
error at start: a freezer that missed a module must give a program that stops, never one that quietly plays
a different game (no boats on the river, other computer moves)."""

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

import main
from game.ai import heuristics
from game.core import registry
from game.editions import EDITION_NAMES
from game.ui import editions as plugins

ROOT = Path(__file__).resolve().parent.parent


def test_nothing_in_the_program_is_imported_by_a_name_made_at_run_time():
    looked_up = re.compile(r"^\s*(import|from)\s+(importlib|pkgutil)\b|__import__\(|import_module\(", re.MULTILINE)
    found = [
        str(path.relative_to(ROOT))
        for path in sorted((ROOT / "game").rglob("*.py")) + [ROOT / "main.py"]
        if looked_up.search(path.read_text(encoding="utf-8"))
    ]
    assert not found, found


def test_every_edition_has_its_heuristics_and_its_window_plugin():
    heuristics.check()
    plugins.check()
    assert sorted(heuristics.HEURISTICS.by_edition) == sorted(EDITION_NAMES) == sorted(plugins.registered())
    for name in EDITION_NAMES:
        assert heuristics.for_edition(name).__name__ == f"game.ai.heuristics.{name}"
        assert plugins.plugin_class(name).edition == name


@pytest.fixture
def an_edition_without_parts(monkeypatch):
    """A fifth edition registered with the engine, with neither heuristics nor a window plug-in."""

    class Bare:
        name = "bare"
        menu_rank = 100

    monkeypatch.setitem(registry._EDITIONS, "bare", Bare())
    return "bare"


def test_an_edition_without_heuristics_or_plugin_is_an_error_not_a_fallback(an_edition_without_parts):
    with pytest.raises(heuristics.MissingHeuristics, match="'bare'"):
        heuristics.for_edition(an_edition_without_parts)
    with pytest.raises(heuristics.MissingHeuristics, match="'bare'"):
        heuristics.check()
    with pytest.raises(plugins.MissingPlugin, match="'bare'"):
        plugins.plugin_for(an_edition_without_parts)
    with pytest.raises(plugins.MissingPlugin, match="'bare'"):
        plugins.check()


def test_heuristics_lacking_a_function_are_an_error(monkeypatch):
    from game.ai.heuristics import safari

    monkeypatch.delattr(safari, "final_rest")
    with pytest.raises(heuristics.MissingHeuristics, match="'safari' lack final_rest"):
        heuristics.check()


def test_the_program_stops_at_start_when_a_part_is_missing(an_edition_without_parts, capsys):
    assert main.main(["--headless", "--edition", "safari"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("tessera: this program is incomplete:") and "'bare'" in err
    assert "Traceback" not in err
    assert main.check_parts(window=True) is not None


def test_a_part_is_asked_of_the_one_registry_and_checked_at_start(monkeypatch):
    """A layer above the core declares a slot of every registration, fills it, and asks the core's registry;
    an edition without its part, or with one its layer refuses, is the slot's own error naming the edition."""
    monkeypatch.setattr(registry, "_SLOTS", list(registry._SLOTS))

    class MissingThing(registry.MissingPart):
        pass

    def needs_a_word(name, value):
        if not value:
            raise MissingThing(f"the thing of {name!r} is empty")

    slot = registry.Part("thing", "tests", MissingThing, needs_a_word)
    for name in EDITION_NAMES:
        registry.register_part(name, slot, name.upper())
    assert registry.part("safari", slot) == "SAFARI"
    registry.check_parts()
    registry.register_part("safari", slot, "")
    with pytest.raises(MissingThing, match="'safari' is empty"):
        registry.check_parts(slot)
    del slot.by_edition["safari"]
    with pytest.raises(MissingThing, match="'safari' has no thing"):
        registry.part("safari", slot)
    with pytest.raises(registry.MissingPart, match="'safari'"):
        registry.check_parts()


@pytest.mark.slow  # two whole games with a hard seat; CI also compares the build's result with the source's
def test_headless_seats_of_every_level_play_a_deterministic_game():
    args = ["main.py", "--headless", "--edition", "hunters", "--players", "3", "--seed", "4"]
    args += ["--seats", "easy,normal,hard", "--futures", "1"]
    runs = [subprocess.run([sys.executable, *args], cwd=ROOT, capture_output=True, text=True) for _ in range(2)]
    assert runs[0].returncode == 0, runs[0].stderr
    result = json.loads(runs[0].stdout)
    assert result["seats"] == ["easy", "normal", "hard"] and result["ended"] is True and len(result["scores"]) == 3
    assert runs[1].stdout == runs[0].stdout


@pytest.mark.parametrize(
    "seats, needle",
    [("easy,hard", "--seats takes 3 levels or one"), ("easy,easy,expert", "not 'easy,easy,expert'")],
)
def test_bad_seats_get_a_clear_message(seats, needle, capsys):
    with pytest.raises(SystemExit) as stop:
        main.parse_args(["--headless", "--players", "3", "--seats", seats])
    assert stop.value.code == 2 and needle in capsys.readouterr().err


def test_every_event_of_an_edition_has_a_log_line_or_is_quiet_in_its_plugin():
    """The log never falls back to an event's class name ("Tile resolved"): each edition event has its
    catalog line, or its window plug-in leaves it out of the log."""
    import re

    from game.core import events as ev
    from game.ui.i18n import has

    lacking = []
    for name, cls in sorted(ev.EVENT_TYPES.items()):
        if not cls.__module__.startswith("game.editions."):
            continue
        edition = cls.__module__.split(".")[2]
        key = "log." + re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()
        if not has(key) and not issubclass(cls, plugins.plugin_class(edition).quiet_events):
            lacking.append(f"{edition}: {name}")
    assert lacking == []
    assert issubclass(ev.EVENT_TYPES["TileResolved"], plugins.plugin_class("amazonas").quiet_events)
