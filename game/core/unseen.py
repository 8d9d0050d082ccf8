"""The tiles still to come, as a player at the table knows them, and which empty places they can fill.

What is known: the box (the draw pile's contents: the setup's deck, whose order nobody sees) minus every tile
drawn so far (laid or discarded, and the tile in the current player's hand, shown to all).  Edition piles
(`Edition.tile_groups`): Hunters' face-down bonus pile, counted the same way (the box's bonus tiles minus the
ones drawn or discarded); Amazonas' set-aside doubles, which lie face up and are listed as known, not unseen.
Nothing here reads the order of a pile: counts come out sorted by tile id.

A tile fits an empty place when some cell of it, turned in a way the edition allows, matches every placed
neighbour of that place along the touching sides, and the edition's placement rules could ever let it lie
there (`Edition.could_ever_lie`: an Amazon tile only on the river's row, east of its end).  A place no unseen
tile fits is dead: the features facing it can never be completed.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .state import GameState

if TYPE_CHECKING:
    from .engine import Game
    from .tiles import TileDef


@dataclass(frozen=True)
class TilesLeft:
    """draw: the draw pile, tile id -> copies not seen yet; total: their sum; groups: the edition's other
    piles ("bonus": unseen, face down; "doubles": set aside face up, known), tile id -> copies."""

    draw: dict[str, int] = field(default_factory=dict, hash=False)
    total: int = 0
    groups: dict[str, dict[str, int]] = field(default_factory=dict, hash=False)


def state_of(game_or_state: Game | GameState) -> GameState:
    return game_or_state if isinstance(game_or_state, GameState) else game_or_state.state


def _counts(ids: Iterable[str]) -> dict[str, int]:
    out: dict[str, int] = {}
    for t in ids:
        out[t] = out.get(t, 0) + 1
    return dict(sorted(out.items()))


def unseen_tile_counts(game_or_state: Game | GameState, viewer: int | None = None) -> dict[str, int]:
    """tile id -> copies of the draw pile nobody has seen yet (every seat knows the same here)."""
    s = state_of(game_or_state)
    return _counts(s.setup.deck[s.deck_pos :])


def tiles_left(game_or_state: Game | GameState, viewer: int | None = None) -> TilesLeft:
    s = state_of(game_or_state)
    draw = unseen_tile_counts(s, viewer)
    groups = {name: _counts(ids) for name, ids in s.edition.tile_groups(s, viewer).items()}
    return TilesLeft(draw, sum(draw.values()), groups)


def _matches(tile: TileDef, rots: Iterable[int], cons: Sequence[object]) -> bool:
    for cell in tile.cells:
        sides = cell.sides
        for q in rots:
            turned = sides[q]
            if all(c is None or c == turned[k] for k, c in enumerate(cons)):
                return True
    return False


def fitting_tiles(
    game_or_state: Game | GameState, pos: tuple[int, int], candidates: Iterable[str] | None = None
) -> list[str]:
    """The tile ids among `candidates` (default: every unseen tile of every pile) that fit the empty cell `pos`."""
    s = state_of(game_or_state)
    if pos in s.board.cells:
        return []
    if candidates is None:
        candidates = set(unseen_tile_counts(s))
        for ids in s.edition.tile_groups(s, None).values():
            candidates |= set(ids)
    cons = s.board.constraint(pos)
    edition = s.edition
    out = []
    for tid in sorted(candidates):
        tile = s.tiles[tid]
        if _matches(tile, edition.rotations(s, tile), cons) and edition.could_ever_lie(s, tile, pos):
            out.append(tid)
    return out


def fit_counts_by_pile(
    game_or_state: Game | GameState, pos: tuple[int, int], viewer: int | None = None
) -> dict[str, int]:
    """{"draw": n, <edition pile>: m...}: how many unseen tiles of each pile fit the empty cell `pos`."""
    s = state_of(game_or_state)
    left = tiles_left(s, viewer)
    piles = {"draw": left.draw, **left.groups}
    fit = set(fitting_tiles(s, pos, {t for counts in piles.values() for t in counts}))
    return {name: sum(n for t, n in counts.items() if t in fit) for name, counts in piles.items()}


def fit_count(game_or_state: Game | GameState, pos: tuple[int, int], viewer: int | None = None) -> int:
    """How many unseen tiles (every pile, copies counted) fit the empty cell `pos` in some rotation."""
    return sum(fit_counts_by_pile(game_or_state, pos, viewer).values())


def dead_places(game_or_state: Game | GameState, viewer: int | None = None) -> list[tuple[int, int]]:
    """The empty places next to the board that no tile still to be laid fits, sorted: neither an unseen tile
    nor the tile in hand (drawn, face up: on the last tile the pile is empty, yet its places are alive).  A
    game that has ended has no dead places: nothing more will be laid."""
    s = state_of(game_or_state)
    if s.ended:
        return []
    left = tiles_left(s, viewer)
    unseen = set(left.draw)
    for counts in left.groups.values():
        unseen |= set(counts)
    if s.drawn is not None and s.placed is None:
        unseen.add(s.drawn)
    return [pos for pos in sorted(s.board.frontier) if not fitting_tiles(s, pos, unseen)]
