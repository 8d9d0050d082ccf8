"""What a Hunters and Gatherers setup deals besides the draw pile: the bonus pile (game.core.setup_meaning
counts it against the box's tiles with the pile)."""

from __future__ import annotations

from game.core.state import Setup
from game.core.tiles import TileSet


def box_bonus_pile() -> list[str]:
    """The bonus pile of the box as it is printed: each bonus tile as many times as the box holds it."""
    from game.core.tiles import load_edition_tiles

    return _bonus_ids(load_edition_tiles("hunters"))


def _bonus_ids(tileset: TileSet) -> list[str]:
    out: list[str] = []
    for t in tileset.tiles.values():
        if "bonus" in t.tags:
            out += [t.id] * t.count
    return out


def setup_tiles(setup: Setup, tileset: TileSet) -> dict[str, list[str]]:
    """The bonus pile the game will play with, as `init_state` reads it from the setup."""
    given = setup.extra.get("bonus") if isinstance(setup.extra, dict) else None
    if not isinstance(given, list):
        return {"bonus": _bonus_ids(tileset)}
    if any(t not in tileset for t in given) and sorted(given) == sorted(box_bonus_pile()):
        return {"bonus": _bonus_ids(tileset)}  # a new game's default pile in a game of other tiles: its own
    return {"bonus": list(given)}


def setup_refusal(setup: Setup) -> str | None:
    from game.core.tilecache import tileset_for

    tileset = tileset_for(setup.tiles, setup.edition, setup.tileset_extra)
    for tile_id in setup_tiles(setup, tileset)["bonus"]:
        if tile_id in tileset and "bonus" not in tileset[tile_id].tags:
            return f"setup.extra.bonus: {tile_id!r} is not a bonus tile"
    return None
