"""Tile definitions parsed once per content: every game of one box shares one parsed, validated tile set.

A new game's setup carries a copy of its box's definitions (`box_definitions`), which the game is then made
from: `tileset_for` knows such a copy and answers with the box itself after a comparison of the definitions
(the copy may have been changed since), without the digest of their content that other definitions need.
"""

from __future__ import annotations

import hashlib
import marshal
import pickle
from typing import Any

from .tiles import TileSet, load_tiles, plain_copy

_PARSED: dict[bytes, TileSet] = {}  # digest of (edition, definitions, extra) -> the tile set parsed from them
# id of a list `box_definitions` gave -> (that list, kept so that the id stays its own; the box it copies)
_ISSUED: dict[int, tuple[list[Any], TileSet]] = {}


def box_definitions(box: TileSet) -> list[Any]:
    """A copy of the box's definitions as written (`TileSet.raw_list`) for a new setup, which the caller may
    change; while it holds the box's definitions, `tileset_for` answers it with `box` at once."""
    raw = box.raw_list()
    if len(_ISSUED) >= 64:
        _ISSUED.clear()
    _ISSUED[id(raw)] = (raw, box)
    return raw


def share_box(setup: Any, box: TileSet) -> None:
    """Let a new game's setup hold its box's definitions without a copy: the rules take the parsed `box`
    (`shared_box`), and whoever reads `setup.tiles` first gets a copy of the definitions of its own."""
    setup.__dict__.update(_tiles=None, box=box)


def shared_box(setup: Any) -> TileSet | None:
    """The box whose definitions `setup` holds unread (`share_box`), else None."""
    d = setup.__dict__
    box: TileSet | None = d.get("box") if d.get("_tiles") is None else None
    return box


def read_tiles(setup: Any) -> list[Any]:
    """`Setup.tiles`: the definitions (copied from the box at the first reading of a shared box's; the box is
    kept, so that two threads reading at once both find it)."""
    d = setup.__dict__
    if d["_tiles"] is None:
        d["_tiles"] = box_definitions(d["box"])
    tiles: list[Any] = d["_tiles"]
    return tiles


def pickled_state(setup: Any) -> dict[str, Any]:
    """`Setup.__getstate__`: what pickling (another process: the AI's workers) keeps of a setup, its definitions as
    data (a shared box's copied) and never the parsed box, whose tables are keyed by this process's object ids."""
    state = dict(setup.__dict__)
    state["_tiles"] = read_tiles(setup)
    state["box"] = None
    return state


def shallow_copy(setup: Any) -> Any:
    """`Setup.__copy__`: the same attributes, a shared box still shared (one process)."""
    cls: Any = type(setup)
    new = cls.__new__(cls)
    new.__dict__.update(setup.__dict__)
    return new


def write_tiles(setup: Any, tiles: list[Any]) -> None:
    """`Setup.tiles = ...`: these definitions, no box shared any more."""
    setup.__dict__.update(_tiles=tiles, box=None)


def tileset_for(data: list[object], edition: str, extra: dict[str, object] | None = None) -> TileSet:
    """`load_tiles`, once per content: every game of one box shares one parsed, validated tile set (and the
    tables of fitting rotations its tiles keep).  The key is a digest of the definitions themselves, so a
    setup that carries other definitions gets its own; a tile set is never changed once parsed."""
    issued = _ISSUED.get(id(data))
    if issued is not None and issued[0] is data:  # a box's copy (box_definitions): is it still the box's?
        box = issued[1]
        if box.edition == edition and box.extra == (extra or {}) and data == [t.raw for t in box.tiles.values()]:
            return box
    key = (edition, data, extra or {})
    try:  # marshal for plain JSON data (the quickest), else pickle; neither: parse it to say what is wrong
        digest = hashlib.sha1(marshal.dumps(key)).digest()
    except ValueError:
        try:
            digest = hashlib.sha1(pickle.dumps(key, protocol=4)).digest()
        except Exception:
            return load_tiles(data, edition, extra)
    hit = _PARSED.get(digest)
    if hit is None:
        hit = load_tiles(plain_copy(data), edition, plain_copy(extra or {}))  # the caller may change its copy
        if len(_PARSED) >= 64:
            _PARSED.clear()
        _PARSED[digest] = hit
    return hit
