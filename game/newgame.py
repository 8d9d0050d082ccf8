"""Building the setup of a new game: the edition's box, shuffled once by the seed (never again)."""

from __future__ import annotations

import random
from typing import Any

from game.core.state import Setup, SetupError
from game.core.tilecache import share_box
from game.core.tiles import TileSet, load_edition_tiles
from game.editions import get_edition

# tiles that never go into the draw pile
SET_ASIDE_TAGS = ("start", "bonus", "double")


def start_piece(tileset: TileSet, players: int) -> str:
    starts = tileset.with_tag("start")
    fitting = [t for t in starts if players in t.raw.get("players", [players])]
    if not fitting:
        raise SetupError(f"the {tileset.edition} box has no start piece for {players} players")
    return fitting[0].id


def box_deck(tileset: TileSet) -> list[str]:
    deck = []
    for t in tileset.tiles.values():
        if not any(tag in t.tags for tag in SET_ASIDE_TAGS):
            deck += [t.id] * t.count
    return deck


def new_setup(
    edition: str,
    players: int,
    seed: int | None = None,
    options: dict[str, Any] | None = None,
    seats: list[Any] | None = None,
) -> Setup:
    rules = get_edition(edition)
    tileset = load_edition_tiles(edition)
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
    rng = random.Random(seed)
    deck = rules.arrange_deck(box_deck(tileset), tileset, rng)
    setup = Setup(
        edition=edition,
        players=players,
        tiles=[],  # the box's, shared until read (below)
        start=start_piece(tileset, players),
        deck=deck,
        options=dict(options or {}),
        seed=seed,
        extra=rules.default_extra(players, rng),
        tileset_extra=dict(tileset.extra),
        seats=list(seats or []),
    )
    share_box(setup, tileset)
    setup.check()
    return setup


def setup_from_arguments(edition: str, players: int, seed: int | None, levels: list[str] | None = None) -> Setup | None:
    """`new_setup` for main.py's --edition/--players/--seed (and --seats: the computer level of each seat, so
    that a save of the game shows who played): None, after saying why on stderr, for an edition that does not
    exist."""
    import sys

    from game.editions import UnknownEdition
    from game.files.setup import COLOURS

    seats = [{"colour": COLOURS[i], "ai": level} for i, level in enumerate(levels)] if levels else None
    try:
        return new_setup(edition, players, seed, seats=seats)
    except UnknownEdition as exc:
        print(f"main.py: {exc}", file=sys.stderr)
        return None
