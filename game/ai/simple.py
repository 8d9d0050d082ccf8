"""Simple seats: `RandomSeat` (any legal option) and `GreedySeat` (cheap one-step heuristics).

Both choose only among `game.options()`, so they can never break a rule, and they read only what a
player at the table sees (the board, the drawn tile, the pieces and the scores; never the deck order).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol, cast

from game.core import commands as cmd
from game.core.geometry import SIDE_DELTA

from .heuristics import for_edition

if TYPE_CHECKING:
    from game.core.engine import Game


class Chooser(Protocol):
    """Anything that decides for a seat: these seats, the levels' (game.ai.seats), a test's own."""

    def choose(self, game: Game) -> cmd.Command: ...


class RandomSeat:
    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> cmd.Command:
        options: list[cmd.Command] = game.options()
        return self.rng.choice(options)


class GreedySeat:
    """Lays tiles where they touch the most neighbours (dense boards complete features) and prefers
    completing its own features; then takes points now (travel) over a new piece over skipping."""

    def __init__(self, seed: int = 0, noise: float = 0.3) -> None:
        self.rng = random.Random(seed)
        self.noise = noise

    def choose(self, game: Game) -> cmd.Command:
        options: list[cmd.Command] = game.options()
        if len(options) == 1:
            return options[0]
        first = options[0]
        if isinstance(first, cmd.PlaceTile):
            placements = cast(list[cmd.PlaceTile], options)  # one placement: a tile decision, all are
            return max(placements, key=lambda o: self._tile_value(game, o))
        return max(options, key=lambda o: self._action_value(game, o))

    def _tile_value(self, game: Game, o: cmd.PlaceTile) -> float:
        board = game.state.board
        touching = 0
        for dx, dy in SIDE_DELTA:
            if (o.x + dx, o.y + dy) in board.cells:
                touching += 1
        return touching + self.rng.random() * self.noise * 2

    def _action_value(self, game: Game, o: cmd.Command) -> float:
        r = self.rng.random() * self.noise
        heuristics = for_edition(game.state.setup.edition)
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
            own = getattr(heuristics, "EASY_PIECE_VALUE", {}).get(o.piece)  # the edition's own pieces
            if own is not None:
                value = own + r
            supply = s.supply[s.current].get(o.piece, 0)
            if supply <= 1:
                value -= 1
            return value + r
        if isinstance(o, cmd.Skip):
            return 1.0 + r
        easy_value = getattr(heuristics, "easy_action_value", None)  # the edition's own commands
        own_value = None if easy_value is None else easy_value(game, o)
        return r if own_value is None else own_value + r


def play_out(game: Game, seats: Sequence[Chooser], max_steps: int = 100000) -> Game:
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
