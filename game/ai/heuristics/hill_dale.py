"""Over Hill and Dale: a completed field pays 2 per tile plus its harvest instead of 1 per tile; a completed
path pays the same as an unfinished one but frees the traveller; a stable's empty neighbours will mostly fill
with tiles carrying about one animal each."""

from __future__ import annotations

import random
from collections.abc import Container, Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, cast

from game.core.geometry import AROUND
from game.core.state import node_of
from game.editions.hill_dale import commands as hill_dale_cmd
from game.editions.hill_dale.model import hill_dale_state

if TYPE_CHECKING:
    from game.core.commands import Command
    from game.core.engine import Game
    from game.core.state import GameState, Piece
    from game.editions.hill_dale.rules import HillDale

    from ..incremental import Memo


TOKEN_WORTH = 1.6  # a harvest token: 1 point plus its share of a 5-point set


def completion_gain(state: GameState, root: int) -> float:
    g = state.graph
    if g.kind[root] == "field":
        symbols: dict[str, int] = g.symbols[root]
        tokens = sum(n for k, n in symbols.items())
        return g.tile_count(root) + TOKEN_WORTH * tokens
    if g.kind[root] == "path":
        return 1.0  # the traveller comes home to be used again
    return 0.0


def extra(state: GameState, memo: Memo | None = None) -> list[float]:
    out = [0.0] * state.players
    cells = state.board.cells
    left = state.tiles_left
    fill = min(0.9, left / 40.0)
    per_tile = 78 / 73
    for p in state.pieces.values():
        if p.kind != "stable":
            continue
        empty = sum(1 for dx, dy in AROUND if (p.pos[0] + dx, p.pos[1] + dy) not in cells)
        out[p.seat] += empty * per_tile * fill
    # a traveller on a long open path earns its length again each time its owner extends the path
    g = state.graph
    turns_left = left / max(1, state.players)
    for p in state.pieces.values():
        if p.kind == "follower" and g.kind[node_of(p)] == "path":
            r = g.find(node_of(p))
            if g.open[r]:
                out[p.seat] += 0.35 * g.tile_count(r) * min(2.0, turns_left / 8.0)
    # stables still in supply: a good spot later is worth a few points
    for seat in range(state.players):
        out[seat] += state.supply[seat].get("stable", 0) * min(4.0, left / 10.0)
    return out


def hide(state: GameState, seat: int, rng: random.Random) -> None:
    """Harvest tokens lie face down: `seat` sees how many each player holds, not which.  Deal the other
    players' tokens anew, keeping their counts, from the tokens `seat` cannot see."""
    own = hill_dale_state(state)
    hands = list(own.tokens)
    hidden = []
    for other, tokens in enumerate(hands):
        if other != seat:
            for crop, n in tokens.items():
                hidden += [crop] * n
    hidden.sort()
    rng.shuffle(hidden)
    for other in range(len(hands)):
        if other == seat:
            continue
        count = sum(hands[other].values())
        mine, hidden = hidden[:count], hidden[count:]
        dealt: dict[str, int] = {}
        for crop in mine:
            dealt[crop] = dealt.get(crop, 0) + 1
        hands[other] = dealt
    state.ext = replace(own, tokens=tuple(hands))


# --- the edition's final scoring, feature by feature (game.ai.incremental; tests check the sum against
# HillDale.final_scoring) ---
FINAL_KINDS = ("path", "field")


def final_feature(state: GameState, root: int, on: list[Piece]) -> list[tuple[int, int]]:
    """(seat, points) the unfinished path or field `root`, with the pieces `on` it, scores at the end."""
    g = state.graph
    if g.open[root] == 0 or g.kind[root] not in FINAL_KINDS:
        return []
    winners = majority(on, state.edition.follower_kinds)
    return [(w, len(g.cells[root])) for w in winners]


def final_rest(state: GameState, memo: Memo | None = None) -> list[float]:
    """Stables and harvest tokens."""
    out = [0.0] * state.players
    edition = cast("HillDale", state.edition)  # these heuristics are asked about Hill and Dale games only
    for p in state.pieces.values():
        if p.kind == "stable":
            out[p.seat] += edition.animals_around(state, p.pos)
    for seat, tokens in enumerate(hill_dale_state(state).tokens):
        out[seat] += harvest_worth(tokens)
    return out


_HARVEST: dict[tuple[tuple[str, int], ...], int] = {}  # a hand of tokens (its items) -> its final points


def harvest_worth(tokens: Mapping[str, int]) -> int:
    """The rules' harvest points of a hand (1 a token, 5 a set), remembered by the hand's content."""
    key = tuple(tokens.items())
    worth = _HARVEST.get(key)
    if worth is None:
        from game.editions.hill_dale.harvest import harvest_points

        if len(_HARVEST) > 4096:
            _HARVEST.clear()
        worth = _HARVEST[key] = sum(harvest_points(tokens))
    return worth


def majority(on: list[Piece], kinds: Container[str]) -> list[int]:
    """Seats with the most pieces of `kinds` among `on` (ties all win), as Edition.majority counts them."""
    counts: dict[int, int] = {}
    for p in on:
        if p.kind in kinds:
            counts[p.seat] = counts.get(p.seat, 0) + 1
    if not counts:
        return []
    best = max(counts.values())
    return [s for s, c in counts.items() if c == best]


# the easy seat's one-step values (game.ai.simple): a stable is worth less than a follower; travelling is good;
# a harvest token is worth more the fewer of its crop the seat holds (a scarecrow always 3)
EASY_PIECE_VALUE = {"stable": 1.5}


def easy_action_value(game: Game, option: Command) -> float | None:
    if isinstance(option, hill_dale_cmd.Travel):
        return 5
    if isinstance(option, hill_dale_cmd.TakeHarvest):
        mine = hill_dale_state(game.state).tokens[option.seat]
        return 3 if option.crop == "scarecrow" else 2 - mine.get(option.crop, 0)
    return None
