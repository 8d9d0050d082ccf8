"""Small, valid files of every kind the program reads: the seeds of the bad-file corpus and of the fuzzing.

The saves are games played from scenario files with their own few tiles (a few kilobytes each, so that a
fuzzer can replay thousands of them); one per edition, plus the version-1 fixture.
"""

from __future__ import annotations

import copy
import json
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SEED_SCENARIOS = {
    "amazonas": "tests/scenarios/amazonas/rulebook-village-13.json",
    "hill_dale": "tests/scenarios/hill_dale/ruling28-draft-completer-not-tied.json",
    "hunters": "tests/scenarios/hunters/example-forest-majority-12.json",
    "safari": "tests/scenarios/safari/final-scoring-example-majority-option.json",
}


def scenario(edition: str) -> dict:
    return json.loads((ROOT / SEED_SCENARIOS[edition]).read_text(encoding="utf-8"))


@cache
def _save(edition: str) -> str:
    import game.editions
    from game.persistence import to_document
    from game.tools.scenario import build_game

    doc = scenario(edition)
    game, commands = build_game(doc)
    for i, c in enumerate(commands):
        assert isinstance(game.submit(c, doc["commands"][i].get("seat")), list)
    out = to_document(game, game_id=f"seed-{edition.replace('_', '-')}", name=f"A {edition} game")
    out["app"], out["saved_at"] = "0.0.0", "2026-01-01T12:00:00+00:00"  # the same bytes every time
    out["setup"]["seats"] = [
        {"name": n, "colour": c, "ai": a}
        for n, c, a in zip(
            ("Anna", "Борис", "Clara", "Dmitri", "Eve"),
            ("yellow", "red", "green", "blue", "black"),
            (None, "easy", "hard", "normal", None),
        )
    ][: game.setup.players]
    return json.dumps(out, ensure_ascii=False)


def save(edition: str = "hill_dale") -> dict:
    """A valid save document (a fresh copy)."""
    return json.loads(_save(edition))


def v1_save() -> dict:
    return json.loads((ROOT / "saves" / "hill_dale-example-v1.json").read_text(encoding="utf-8"))


def settings() -> dict:
    return {"language": "ru", "fullscreen": False, "animation_speed": 1.5, "sound": True, "last_names": ["Anna", "Bob"]}


def all_saves() -> list[dict]:
    return [save(e) for e in sorted(SEED_SCENARIOS)]


def deep(doc):
    return copy.deepcopy(doc)
