"""Shared helpers of the insight tests: scenario positions and games at chosen moments."""

from __future__ import annotations

import json
import random
from pathlib import Path

from game.core import events as ev
from game.core.engine import Game
from game.newgame import new_setup
from game.tools.scenario import build_game

ROOT = Path(__file__).resolve().parent.parent


def scenario(path: str, upto: int | None = None) -> Game:
    """The game of tests/scenarios/<path> after its first `upto` commands (all by default)."""
    doc = json.loads((ROOT / "tests" / "scenarios" / path).read_text(encoding="utf-8"))
    game, commands = build_game(doc)
    for i, c in enumerate(commands[:upto]):
        named = doc["commands"][i].get("seat")
        result = game.submit(c, named if isinstance(named, int) else None)
        assert isinstance(result, list), (path, i, result)
    return game


def before_final_scoring(game) -> Game:
    """The game as it was just before its final scoring began (the last turn over, the pile empty)."""
    log = game.log
    end = max((i + 1 for i, e in enumerate(log) if isinstance(e, (ev.TurnEnded, ev.TileDiscarded))), default=0)
    return Game.replay(game.setup, log[:end], game.state.tiles)


def random_game(edition: str, players: int, seed: int, steps: int) -> Game:
    game = Game(new_setup(edition, players, seed))
    rng = random.Random(seed)
    for _ in range(steps):
        if game.pending() is None:
            break
        game.submit(rng.choice(game.options()))
    return game


def roots(state) -> list[int]:
    g = state.graph
    return [r for r in range(len(g)) if g.parent[r] == r]


def piece_game(edition: str, players: int, seed: int, steps: int) -> Game:
    """A random game whose seats put pieces out whenever they can (boards full of held features)."""
    from game.core import commands as cmd

    game = Game(new_setup(edition, players, seed))
    rng = random.Random(seed)
    for _ in range(steps):
        if game.pending() is None:
            break
        options = game.options()
        pieces = [o for o in options if isinstance(o, cmd.PlacePiece)]
        game.submit(rng.choice(pieces if pieces and rng.random() < 0.8 else options))
    return game
