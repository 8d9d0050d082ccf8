"""Simple seats: `RandomSeat` (any legal option) and `GreedySeat` (cheap one-step heuristics).

Both choose only among `game.options()`, so they can never break a rule, and they read only what a
player at the table sees (the board, the drawn tile, the pieces and the scores; never the deck order).
"""

from __future__ import annotations

import random

from game.core import commands as cmd
from game.core.geometry import SIDE_DELTA


class RandomSeat:
    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game):
        return self.rng.choice(game.options())


class GreedySeat:
    """Lays tiles where they touch the most neighbours (dense boards complete features) and prefers
    completing its own features; then takes points now (travel) over a new piece over skipping."""

    def __init__(self, seed: int = 0, noise: float = 0.3) -> None:
        self.rng = random.Random(seed)
        self.noise = noise

    def choose(self, game):
        options = game.options()
        if len(options) == 1:
            return options[0]
        first = options[0]
        if isinstance(first, cmd.PlaceTile):
            return max(options, key=lambda o: self._tile_value(game, o))
        return max(options, key=lambda o: self._action_value(game, o))

    def _tile_value(self, game, o) -> float:
        board = game.state.board
        touching = 0
        for dx, dy in SIDE_DELTA:
            if (o.x + dx, o.y + dy) in board.cells:
                touching += 1
        return touching + self.rng.random() * self.noise * 2

    def _action_value(self, game, o) -> float:
        r = self.rng.random() * self.noise
        if isinstance(o, cmd.Travel):
            return 5 + r
        if isinstance(o, cmd.PlacePiece):
            s = game.state
            pos = s.placed.cells[o.cell] if s.placed else None
            node = s.node(pos, o.feature) if pos else None
            value = 2.0
            if node is not None:
                g = s.graph
                value += min(g.tile_count(node), 6) * 0.5
                if g.open[g.find(node)] == 0:
                    value += 3
            if o.piece == "stable":
                value = 1.5 + r
            supply = s.supply[s.current].get(o.piece, 0)
            if supply <= 1:
                value -= 1
            return value + r
        if isinstance(o, cmd.TakeHarvest):
            mine = game.state.edition.state_view(game.state)["harvest"][o.seat]
            return (3 if o.crop == "scarecrow" else 2 - mine.get(o.crop, 0)) + r
        if isinstance(o, cmd.Skip):
            return 1.0 + r
        return r


def play_out(game, seats, max_steps: int = 100000):
    """Let the seats decide until the game ends; returns the game."""
    from game.core.engine import Refusal

    for _ in range(max_steps):
        pend = game.pending()
        if pend is None:
            return game
        choice = seats[pend.seat].choose(game)
        result = game.submit(choice)
        if isinstance(result, Refusal):
            raise AssertionError(f"seat {pend.seat} chose an illegal {choice}: {result.reason}")
    raise AssertionError("the game did not end")
