"""Does a setup read from a file mean a game?  Checked before a save's log is replayed.

The files layer checks a save's form (types, ranges, sizes); the rules core, when it builds the game, checks
that the names it uses exist.  Neither says whether the setup is one a real box could deal.  This module does,
on the setup and the tile set it carries:

- tiles that are a box (named as the boxes' tiles are, `<edition>-...`) are a box of this edition: every tile
  of the edition, as many tiles in all as the edition's box holds, the start piece one of its start pieces.
  A save carries its own tile definitions, so a save made with an older printing of the box (other tiles,
  the same size) still loads: the box is not compared tile by tile with today's.  A tile set of other names
  is a hand-made one (a game played from a scenario file, whose format has no counts): not held to a box;
- of a box, the draw pile, the start piece and the edition's other piles of tiles (Edition.setup_tiles: the Hunters'
  bonus pile, Amazonas' doubles) use each tile at most as many times as the tiles say it is in the box;
- the seats, when the setup names them, are one per player and of distinct colours;
- the rule options are ones the edition knows;
- what the edition deals besides tiles (Edition.setup_refusal: Safari's tokens and their reshuffle, Hill and
  Dale's harvest supply) is what its box could deal.

Every refusal is a SetupError of one line naming the key at fault.
"""

from __future__ import annotations

from collections import Counter

from .registry import EditionHooks, is_edition
from .state import Setup, SetupError
from .tiles import TileSet, load_edition_tiles


def box_size(edition: str) -> int:
    """How many tiles the edition's box holds (today's box: every printing of it holds as many)."""
    return sum(t.count for t in load_edition_tiles(edition).tiles.values())


def check_meaning(setup: Setup, tileset: TileSet, edition: EditionHooks) -> None:
    """SetupError (one line) unless `setup` is a game the edition's box could deal; `edition` is the
    edition's rules object (game.editions.base.Edition)."""
    name = setup.edition
    if claims_a_box(tileset):
        strange = sorted(t for t in tileset.tiles if not t.startswith(f"{name}-"))
        if strange:
            raise SetupError(f"setup.tiles: {strange[0]!r} is not a tile of the {name} box")
        in_box = sum(t.count for t in tileset.tiles.values())
        expected = box_size(name)
        if in_box != expected:
            raise SetupError(f"setup.tiles: {in_box} tiles in all, but the {name} box holds {expected}")
        if "start" not in tileset[setup.start].tags:
            raise SetupError(f"setup.start: {setup.start!r} is not a start piece of the box")
        check_counts(setup, tileset, edition)
    check_seats(setup)
    known = tuple(edition.rule_options)
    for option in setup.options:
        if option not in known:
            have = f"known: {', '.join(known)}" if known else f"{name} has none"
            raise SetupError(f"setup.options: {option!r} is not a rule option ({have})")
    reason = edition.setup_refusal(setup)
    if reason:
        raise SetupError(reason)


def check_counts(setup: Setup, tileset: TileSet, edition: EditionHooks) -> None:
    """The pile, the start piece and the edition's piles of tiles use each tile at most its count."""
    used = Counter(setup.deck)
    used[setup.start] += 1
    for where, ids in edition.setup_tiles(setup, tileset).items():
        unknown = sorted({t for t in ids if t not in tileset})
        if unknown:
            raise SetupError(f"setup.extra.{where}: names {unknown[0]!r}, which is not among the tiles")
        used.update(ids)
    for tile_id, n in sorted(used.items()):
        if tile_id not in tileset:
            raise SetupError(f"setup.deck: names {tile_id!r}, which is not among the tiles")
        have = tileset[tile_id].count
        if n > have:
            raise SetupError(
                f"setup.deck: {tile_id!r} is used {n} times (the pile, the start piece and the edition's piles), "
                f"but the box holds {have}"
            )


def claims_a_box(tileset: TileSet) -> bool:
    """Whether the tiles are (a printing of) an edition's box: their ids are the boxes' (`<edition>-...`).
    A tile set of other names is made by hand, for a scenario or a test, whose pile may repeat a tile at will
    (the scenario format has no counts): it is not held to a box."""
    return any(is_edition(t.split("-", 1)[0]) for t in tileset.tiles)


def check_seats(setup: Setup) -> None:
    seats = setup.seats
    if not seats:
        return  # a setup may leave the seats to the window (older saves, tools)
    if len(seats) != setup.players:
        raise SetupError(f"setup.seats: {len(seats)} seats for {setup.players} players")
    colours = [str(s["colour"]) for s in seats if isinstance(s, dict) and s.get("colour") is not None]
    twice = sorted({c for c in colours if colours.count(c) > 1})
    if twice:
        raise SetupError(f"setup.seats: two seats are {twice[0]}")


def is_permutation(values: object, n: int) -> bool:
    """Whether `values` holds each of 0 .. n-1 exactly once."""
    return isinstance(values, list) and len(values) == n and sorted(values) == list(range(n))
