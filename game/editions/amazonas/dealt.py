"""What an Amazonas setup deals besides the draw pile: the doubles set aside (game.core.setup_meaning counts
them against the box's tiles with the pile)."""

from __future__ import annotations

from game.core.state import Setup
from game.core.tiles import TileSet


def setup_tiles(setup: Setup, tileset: TileSet) -> dict[str, list[str]]:
    given = setup.extra.get("doubles") if isinstance(setup.extra, dict) else None
    if not isinstance(given, list):  # as init_state: each double of the box, once
        given = [t.id for t in tileset.tiles.values() if t.has_tag("double")]
    return {"doubles": list(given)}
