"""Tile definitions parsed once per content: every game of one box shares one parsed, validated tile set."""

from __future__ import annotations

import hashlib
import marshal
import pickle

from .tiles import TileSet, load_tiles, plain_copy

_PARSED: dict[bytes, TileSet] = {}  # digest of (edition, definitions, extra) -> the tile set parsed from them


def tileset_for(data: list[object], edition: str, extra: dict[str, object] | None = None) -> TileSet:
    """`load_tiles`, once per content: every game of one box shares one parsed, validated tile set (and the
    tables of fitting rotations its tiles keep).  The key is a digest of the definitions themselves, so a
    setup that carries other definitions gets its own; a tile set is never changed once parsed."""
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
