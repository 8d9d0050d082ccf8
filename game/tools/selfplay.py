"""Self-play helpers shared by the tools and the tests: play whole games and gather figures."""

from __future__ import annotations

import random

from game.ai.simple import GreedySeat, RandomSeat
from game.core import events as ev
from game.core.engine import Game, Refusal
from game.newgame import new_setup


def seats_for(kind: str, players: int, seed: int):
    if kind == "random":
        return [RandomSeat(seed * 7 + i) for i in range(players)]
    if kind == "greedy":
        return [GreedySeat(seed * 7 + i) for i in range(players)]
    rng = random.Random(seed)
    return [GreedySeat(seed * 7 + i) if rng.random() < 0.5 else RandomSeat(seed * 7 + i) for i in range(players)]


def play_game(edition: str, players: int, seed: int, seats: str = "mixed", stats: dict | None = None) -> Game:
    """Play one game to the end; when `stats` is given, count completions per placement into it."""
    game = Game(new_setup(edition, players, seed))
    chooser = seats_for(seats, players, seed)
    for _ in range(100000):
        pend = game.pending()
        if pend is None:
            break
        choice = chooser[pend.seat].choose(game)
        result = game.submit(choice)
        if isinstance(result, Refusal):
            raise AssertionError(f"{edition} seed {seed}: seat {pend.seat} chose an illegal {choice}: {result.reason}")
        if stats is not None and pend.decision == "place_tile" and game.state.placed is not None:
            g = game.state.graph
            for node in game.state.placed.completed:
                kind = g.kind[node]
                stats.setdefault("completed", {}).setdefault(kind, []).append(g.tile_count(node))
    if stats is not None:
        log = game.log
        stats["drawn"] = stats.get("drawn", 0) + sum(isinstance(e, (ev.TurnBegan, ev.TileDiscarded)) for e in log)
        stats["unplaceable"] = stats.get("unplaceable", 0) + sum(isinstance(e, ev.TileDiscarded) for e in log)
        stats["games"] = stats.get("games", 0) + 1
        open_sizes = stats.setdefault("unfinished", {})
        g = game.state.graph
        seen = set()
        for n in range(len(g)):
            r = g.find(n)
            if r in seen or g.open[r] == 0 or not game.state.scoreable(r):
                continue
            seen.add(r)
            open_sizes.setdefault(g.kind[r], []).append(g.tile_count(r))
    return game
