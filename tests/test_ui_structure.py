"""The window's shape: edition names only in the edition plug-ins, no event matched by its class name, no
raw edition state read outside the editions, small modules, a plug-in for every edition."""

from __future__ import annotations

import re
from pathlib import Path

from game.editions import EDITION_NAMES

ROOT = Path(__file__).resolve().parent.parent
UI = ROOT / "game" / "ui"


def ui_sources():
    for path in sorted(UI.rglob("*.py")):
        yield path, path.read_text(encoding="utf-8")


def test_no_edition_name_outside_the_plugins():
    pattern = re.compile(r"\b(" + "|".join(EDITION_NAMES) + r")\b")
    found = []
    for path, text in ui_sources():
        if (UI / "editions") in path.parents:
            continue
        for n, line in enumerate(text.splitlines(), 1):
            if pattern.search(line):
                found.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()}")
    assert not found, "\n".join(found)


def test_no_event_matched_by_its_class_name_and_no_raw_edition_state():
    found = []
    for path, text in ui_sources():
        for n, line in enumerate(text.splitlines(), 1):
            if "__main__" in line:
                continue
            if re.search(r"__name__\s*(==|!=|in\b)", line) or re.search(r"\.ext\b", line):
                found.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()}")
    assert not found, "\n".join(found)


def test_no_module_over_400_lines():
    long = []
    for path in sorted((ROOT / "game").rglob("*.py")):
        n = len(path.read_text(encoding="utf-8").splitlines())
        if n > 400:
            long.append(f"{path.relative_to(ROOT)}: {n}")
    assert not long, long


def test_every_edition_has_its_window_plugin():
    from game.ui.editions import WindowPlugin, plugin_for, registered

    assert set(registered()) == set(EDITION_NAMES)
    for ed in EDITION_NAMES:
        p = plugin_for(ed)
        assert isinstance(p, WindowPlugin) and type(p) is not WindowPlugin and p.edition == ed
    assert plugin_for(EDITION_NAMES[0]) is not plugin_for(EDITION_NAMES[0])  # one per play screen
