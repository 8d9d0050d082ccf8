"""The catalogs hold the same keys, and every literal key the window asks for exists."""
from __future__ import annotations

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def load(lang):
    return json.loads((ROOT / "assets" / "i18n" / f"{lang}.json").read_text(encoding="utf-8"))


def test_same_keys():
    en, ru = load("en"), load("ru")
    assert set(en) == set(ru)
    for k in en:
        assert set(re.findall(r"{(\w+)}", en[k])) == set(re.findall(r"{(\w+)}", ru[k])), k


def test_literal_keys_exist():
    en = load("en")
    used = set()
    for path in (ROOT / "game" / "ui").rglob("*.py"):
        used |= set(re.findall(r'\bt\(\s*"([a-z_]+\.[a-z_.0-9]+)"', path.read_text(encoding="utf-8")))
    missing = sorted(k for k in used if k not in en and not k.endswith("."))
    assert not missing, missing


def test_dynamic_keys_exist():
    en = load("en")
    from game.editions import EDITION_NAMES
    for ed in EDITION_NAMES:
        assert f"edition.{ed}" in en and f"rules.{ed}" in en
    for c in ("yellow", "red", "green", "blue", "black"):
        assert f"colour.{c}" in en
    from game.core.tiles import EDITION_KINDS
    for ed, kinds in EDITION_KINDS.items():
        for kind, (_shape, symbols) in kinds.items():
            assert f"kind.{kind}" in en
            for s in symbols:
                if s not in ("animal", "spaces"):
                    assert f"sym.{s}" in en, s
