"""Games the replay, branching and records tests share."""

from game.ai.simple import GreedySeat
from game.core.engine import Game
from game.newgame import new_setup


def safari_with_reshuffles() -> Game:
    """A finished Safari game whose token pile was short, so the discards were reshuffled into new piles (one of
    them, at least, not in sorted order)."""
    setup = new_setup("safari", 3, 3)
    setup.extra["tokens"] = setup.extra["tokens"][:3]
    game = Game(setup)
    seats = [GreedySeat(i) for i in range(3)]
    while (pending := game.pending()) is not None:
        game.submit(seats[pending.seat].choose(game))
    return game
