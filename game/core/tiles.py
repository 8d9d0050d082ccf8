"""Tile definitions: load, validate (every rule of docs/tiles.md) and precompute rotated views.

A tile set is data; nothing here knows an edition's rules beyond which kinds and symbols it allows.
"""

from __future__ import annotations

import marshal
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import registry
from .geometry import MIDDLE_SEGMENTS, OPPOSITE, SEGMENT_INDEX, SEGMENT_NAMES, rotate_offset, side_of

LINE = "line"
AREA = "area"
INSIDE = "inside"
AREA_OR_INSIDE = "area_or_inside"

_WORD = re.compile(r"^[a-z][a-z_]*$")


class TileError(ValueError):
    """A tile definition breaks the format; the message names the tile and the problem."""


@dataclass(frozen=True)
class FeatureDef:
    index: int  # position in the cell's feature list
    id: str
    kind: str
    segments: tuple[int, ...]
    symbols: tuple[tuple[str, int], ...]
    ends: tuple[str, ...]
    spot: tuple[float, float] | None
    # a line that stops inside the cell at a decoration word (a spring, a rock): where it stops, if not the centre
    end_at: tuple[float, float] | None = None

    def symbol(self, name: str) -> int:
        for key, count in self.symbols:
            if key == name:
                return count
        return 0


@dataclass(frozen=True)
class CellDef:
    at: tuple[int, int]
    features: tuple[FeatureDef, ...]
    seg_feature: tuple[int, ...]  # local feature index for each of the 12 segments (unrotated)
    by_id: dict[str, int] = field(hash=False, compare=False)
    # sides[q][s]: the kinds along side s (clockwise order) when the cell is turned q quarter turns.
    sides: tuple[Any, ...] = field(hash=False, compare=False)
    kinds: tuple[str, ...] = field(init=False, hash=False, compare=False, repr=False)  # each feature's kind, in order

    def __post_init__(self) -> None:
        object.__setattr__(self, "kinds", tuple(f.kind for f in self.features))

    def feature(self, fid: str) -> FeatureDef | None:
        idx = self.by_id.get(fid)
        return None if idx is None else self.features[idx]


@dataclass(frozen=True)
class TileDef:
    id: str
    count: int
    tags: tuple[str, ...]
    cells: tuple[CellDef, ...]
    raw: dict[str, Any] = field(hash=False, compare=False)  # the definition as written, for saves and the renderer
    # tables the engine fills as it goes (game.core.board): edge constraint (cell 0) or (cell index, constraint)
    # -> quarter turns that fit; the same for cell 0 by id(constraint); (cell index, quarter turns) -> (local
    # feature of each of the 12 board segments, their kinds)
    fit_rotations: dict[Any, tuple[int, ...]] = field(default_factory=dict, hash=False, compare=False, repr=False)
    fit_by_id: dict[int, tuple[int, ...]] = field(default_factory=dict, hash=False, compare=False, repr=False)
    turned: dict[Any, Any] = field(default_factory=dict, hash=False, compare=False, repr=False)
    multi: bool = field(init=False, hash=False, compare=False, repr=False)  # more than one cell
    _offsets: tuple[tuple[tuple[int, int], ...], ...] = field(
        init=False, hash=False, compare=False, repr=False
    )  # cell_offsets by quarter turns

    def __post_init__(self) -> None:
        object.__setattr__(self, "multi", len(self.cells) > 1)
        offsets = tuple(tuple(rotate_offset(c.at[0], c.at[1], q) for c in self.cells) for q in range(4))
        object.__setattr__(self, "_offsets", offsets)

    def has_tag(self, tag: str) -> bool:
        return tag in self.tags

    def cell_offsets(self, quarter_turns: int) -> tuple[tuple[int, int], ...]:
        return self._offsets[quarter_turns % 4]


@dataclass
class TileSet:
    edition: str
    tiles: dict[str, TileDef]
    extra: dict[str, Any] = field(default_factory=dict)  # other top-level keys of tiles.json (e.g. amazonas "mouth")
    _raw_blob: bytes | None = field(default=None, repr=False, compare=False)  # raw_list's data, marshalled

    def __getitem__(self, tile_id: str) -> TileDef:
        return self.tiles[tile_id]

    def __contains__(self, tile_id: str) -> bool:
        return tile_id in self.tiles

    def with_tag(self, tag: str) -> list[TileDef]:
        return [t for t in self.tiles.values() if tag in t.tags]

    def raw_list(self) -> list[dict[str, Any]]:
        """Copies of the definitions as written (a caller may change them without touching the cache)."""
        if self._raw_blob is None:
            try:
                self._raw_blob = marshal.dumps([t.raw for t in self.tiles.values()])
            except ValueError:  # not plain JSON data
                return [plain_copy(t.raw) for t in self.tiles.values()]
        raw: list[dict[str, Any]] = marshal.loads(self._raw_blob)
        return raw


def plain_copy(v: Any) -> Any:
    """A deep copy of JSON-like data (dicts, lists, atoms); anything else is shared."""
    if type(v) is dict:
        return {k: plain_copy(x) for k, x in v.items()}
    if type(v) is list:
        return [plain_copy(x) for x in v]
    return v


def _fail(tile_id: str, problem: str) -> TileError:
    return TileError(f"tile {tile_id!r}: {problem}")


def _parse_cell(tile_id: str, edition: str, where: str, data: Any, at: Any) -> CellDef:
    kinds = registry.feature_kinds(edition)
    if not isinstance(data, list) or not data:
        raise _fail(tile_id, f"{where}'features' must be a non-empty list")
    owner: dict[int, str] = {}
    features: list[FeatureDef] = []
    ids: dict[str, int] = {}
    for n, f in enumerate(data):
        if not isinstance(f, dict):
            raise _fail(tile_id, f"{where}feature #{n} is not an object")
        fid = f.get("id")
        if not isinstance(fid, str) or not fid:
            raise _fail(tile_id, f"{where}feature #{n} has no 'id'")
        if fid in ids:
            raise _fail(tile_id, f"{where}feature id {fid!r} is used twice in one cell")
        kind = f.get("kind")
        if not isinstance(kind, str) or kind not in kinds:
            raise _fail(
                tile_id,
                f"{where}feature {fid!r}: kind {kind!r} does not exist in {edition} "
                f"(allowed: {', '.join(sorted(kinds))})",
            )
        shape, allowed = kinds[kind].shape, kinds[kind].symbols
        segs_raw = f.get("segments", [])
        if not isinstance(segs_raw, list):
            raise _fail(tile_id, f"{where}feature {fid!r}: 'segments' must be a list")
        segs = []
        for name in segs_raw:
            if name not in SEGMENT_INDEX:
                raise _fail(
                    tile_id, f"{where}feature {fid!r}: {name!r} is not a segment name ({' '.join(SEGMENT_NAMES)})"
                )
            segs.append(SEGMENT_INDEX[name])
        if shape == LINE:
            bad = [SEGMENT_NAMES[s] for s in segs if s not in MIDDLE_SEGMENTS]
            if bad:
                raise _fail(
                    tile_id, f"{where}line {fid!r} ({kind}) may hold only middle segments N E S W, not {' '.join(bad)}"
                )
            if not segs:
                raise _fail(tile_id, f"{where}line {fid!r} ({kind}) touches no side")
        elif shape == INSIDE and segs:
            raise _fail(tile_id, f"{where}{kind} {fid!r} sits inside the cell and takes no segments")
        elif shape == AREA and not segs:
            raise _fail(tile_id, f"{where}area {fid!r} ({kind}) touches no segment")
        for seg in segs:
            if seg in owner:
                raise _fail(tile_id, f"{where}segment {SEGMENT_NAMES[seg]} belongs to both {owner[seg]!r} and {fid!r}")
            owner[seg] = fid
        symbols_raw = f.get("symbols", {}) or {}
        if not isinstance(symbols_raw, dict):
            raise _fail(tile_id, f"{where}feature {fid!r}: 'symbols' must be an object")
        symbols = []
        for sym, count in symbols_raw.items():
            if sym not in allowed:
                raise _fail(
                    tile_id,
                    f"{where}feature {fid!r}: symbol {sym!r} is not allowed on a {kind} "
                    f"in {edition}" + (f" (allowed: {', '.join(sorted(allowed))})" if allowed else ""),
                )
            if not isinstance(count, int) or isinstance(count, bool) or count < 0:
                raise _fail(tile_id, f"{where}feature {fid!r}: symbol {sym!r} needs a count >= 0, not {count!r}")
            if count:
                symbols.append((sym, count))
        ends = f.get("ends", [])
        if not isinstance(ends, list) or not all(isinstance(e, str) for e in ends):
            raise _fail(tile_id, f"{where}feature {fid!r}: 'ends' must be a list of strings")
        spot = f.get("spot")
        if spot is not None:
            if (
                not isinstance(spot, list)
                or len(spot) != 2
                or not all(isinstance(v, (int, float)) and 0 <= v <= 1 for v in spot)
            ):
                raise _fail(tile_id, f"{where}feature {fid!r}: 'spot' must be [x, y] with both in 0..1")
            spot = (float(spot[0]), float(spot[1]))
        end_at = f.get("end_at")
        if end_at is not None:
            if (
                not isinstance(end_at, list)
                or len(end_at) != 2
                or not all(isinstance(v, (int, float)) and 0 <= v <= 1 for v in end_at)
            ):
                raise _fail(tile_id, f"{where}feature {fid!r}: 'end_at' must be [x, y] with both in 0..1")
            end_at = (float(end_at[0]), float(end_at[1]))
        ids[fid] = n
        features.append(FeatureDef(n, fid, kind, tuple(segs), tuple(sorted(symbols)), tuple(ends), spot, end_at))
    missing = [SEGMENT_NAMES[s] for s in range(12) if s not in owner]
    if missing:
        raise _fail(
            tile_id,
            f"{where}segments {' '.join(missing)} belong to no feature (each of the 12 must belong to exactly one)",
        )
    for f in features:
        shape = kinds[f.kind].shape
        for e in f.ends:
            if e in ids:
                if e == f.id:
                    raise _fail(tile_id, f"{where}line {f.id!r} ends at itself")
                continue
            if not _WORD.match(e):
                raise _fail(
                    tile_id,
                    f"{where}feature {f.id!r}: end {e!r} is neither a feature of this cell nor a decoration word",
                )
        if shape == LINE:
            touched = {side_of(s) for s in f.segments}
            if len(touched) == 1 and not f.ends:
                raise _fail(
                    tile_id,
                    f"{where}line {f.id!r} touches one side only and needs 'ends' (where it stops inside the cell)",
                )
    seg_feature = tuple(ids[owner[s]] for s in range(12))
    sides = []
    for q in range(4):
        # board segment j shows local segment (j - 3q) mod 12
        kinds_at = [features[seg_feature[(j - 3 * q) % 12]].kind for j in range(12)]
        sides.append(tuple(tuple(kinds_at[3 * s : 3 * s + 3]) for s in range(4)))
    return CellDef(tuple(at), tuple(features), seg_feature, ids, tuple(sides))


def parse_tile(data: Any, edition: str) -> TileDef:
    if not registry.is_edition(edition):
        raise TileError(f"unknown edition {edition!r}")
    if not isinstance(data, dict):
        raise TileError("a tile definition must be an object")
    tile_id = data.get("id")
    if not isinstance(tile_id, str) or not tile_id:
        raise TileError(f"a tile has no 'id' (keys: {', '.join(sorted(data))})")
    count = data.get("count", 1)
    if not isinstance(count, int) or isinstance(count, bool) or count < 0:
        raise _fail(tile_id, f"'count' must be a whole number >= 0, not {count!r}")
    tags = data.get("tags", [])
    if not isinstance(tags, list) or not all(isinstance(t, str) for t in tags):
        raise _fail(tile_id, "'tags' must be a list of strings")
    if "cells" in data:
        if "features" in data:
            raise _fail(tile_id, "has both 'features' and 'cells'")
        cells_raw = data["cells"]
        if not isinstance(cells_raw, list) or not cells_raw:
            raise _fail(tile_id, "'cells' must be a non-empty list")
        cells = []
        for i, c in enumerate(cells_raw):
            if not isinstance(c, dict):
                raise _fail(tile_id, f"cell {i} is not an object")
            at = c.get("at")
            if (
                not isinstance(at, list)
                or len(at) != 2
                or not all(isinstance(v, int) and not isinstance(v, bool) for v in at)
            ):
                raise _fail(tile_id, f"cell {i}: 'at' must be [x, y] whole numbers")
            cells.append(_parse_cell(tile_id, edition, f"cell {i}: ", c.get("features"), at))
        if cells[0].at != (0, 0):
            raise _fail(tile_id, "cell 0 must be 'at' [0, 0]")
        positions = {c.at: i for i, c in enumerate(cells)}
        if len(positions) != len(cells):
            raise _fail(tile_id, "two cells are at the same place")
        _check_piece_joins(tile_id, cells, positions)
    else:
        cells = [_parse_cell(tile_id, edition, "", data.get("features"), [0, 0])]
    return TileDef(tile_id, count, tuple(tags), tuple(cells), data)


def _check_piece_joins(tile_id: str, cells: list[CellDef], positions: dict[Any, Any]) -> None:
    """Cells of one piece must be connected, and their touching segments must match like neighbours."""
    seen = {cells[0].at}
    stack = [cells[0].at]
    while stack:
        x, y = stack.pop()
        for nxt in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if nxt in positions and nxt not in seen:
                seen.add(nxt)
                stack.append(nxt)
    if len(seen) != len(cells):
        raise _fail(tile_id, "its cells are not all joined side by side")
    for i, c in enumerate(cells):
        for side, (dx, dy) in enumerate(((0, -1), (1, 0), (0, 1), (-1, 0))):
            j = positions.get((c.at[0] + dx, c.at[1] + dy))
            if j is None:
                continue
            other = cells[j]
            for s in range(3 * side, 3 * side + 3):
                k1 = c.features[c.seg_feature[s]].kind
                k2 = other.features[other.seg_feature[OPPOSITE[s]]].kind
                if k1 != k2:
                    raise _fail(
                        tile_id,
                        f"cells {i} and {j} do not match: {SEGMENT_NAMES[s]} is {k1} "
                        f"but {SEGMENT_NAMES[OPPOSITE[s]]} is {k2}",
                    )


def load_tiles(data: list[Any], edition: str, extra: dict[str, Any] | None = None) -> TileSet:
    if not isinstance(data, list):
        raise TileError("'tiles' must be a list of tile definitions")
    tiles: dict[str, TileDef] = {}
    for _n, raw in enumerate(data):
        tile = parse_tile(raw, edition)
        if tile.id in tiles:
            raise _fail(tile.id, "the id is used by two tiles")
        tiles[tile.id] = tile
    return TileSet(edition, tiles, dict(extra or {}))


def edition_tiles_path(edition: str) -> Path:
    return registry.get_edition(edition).box_path


_BOX_CACHE: dict[str, TileSet] = {}


def load_edition_tiles(edition: str) -> TileSet:
    """The edition's own box (its registration's `box_path`: game/editions/<edition>/tiles.json), validated;
    cached."""
    if edition in _BOX_CACHE:
        return _BOX_CACHE[edition]
    if not registry.is_edition(edition):
        raise TileError(f"unknown edition {edition!r} (known: {', '.join(registry.edition_names())})")
    from game.files.errors import FileRefused  # the file checks only (the base layer): no model, no core import
    from game.files.reading import MiB, read_json

    path = edition_tiles_path(edition)
    try:
        doc = read_json(path, 4 * MiB)
    except FileRefused as exc:
        raise TileError(f"{path}: cannot read the tile set: {exc}") from None
    if not isinstance(doc, dict) or "tiles" not in doc:
        raise TileError(f"{path}: expected an object with a 'tiles' list")
    extra = {k: v for k, v in doc.items() if k not in ("tiles", "edition")}
    tileset = load_tiles(doc["tiles"], edition, extra)
    _BOX_CACHE[edition] = tileset
    return tileset
