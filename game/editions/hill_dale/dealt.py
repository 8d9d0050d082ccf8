"""What an Over Hill and Dale setup deals besides tiles: the harvest supply, at most what the box holds;
game.core.setup_meaning asks for it before a save is replayed."""

from __future__ import annotations

from game.core.state import Setup

from .harvest import BOX_SUPPLY


def setup_refusal(setup: Setup) -> str | None:
    extra = setup.extra if isinstance(setup.extra, dict) else {}
    supply = extra.get("harvest")
    if isinstance(supply, dict):
        for kind, n in supply.items():
            if isinstance(n, int) and n > BOX_SUPPLY.get(kind, 0):
                return f"setup.extra.harvest.{kind}: {n} tokens; the box holds {BOX_SUPPLY.get(kind, 0)}"
    return None
