"""The fixed positions the AI is measured on: tile decisions part-way through easy-seat games of every edition
(the AI bench, `game.tools.ai_bench`, times the levels on them; the decision signature, `game.ai.signature`,
hashes what each level decides there)."""

from __future__ import annotations

from collections.abc import Iterable

from game.core.engine import Game
from game.editions import PLAYABLE
from game.newgame import new_setup

from .seats import make_seat


def positions(turns: Iterable[int] = (6, 25, 50), seeds: Iterable[int] = (1, 2, 3)) -> list[tuple[str, Game]]:
    """Tile decisions part-way through easy-seat games: (edition, game)."""
    out = []
    for edition in sorted(PLAYABLE):
        for seed in seeds:
            players = 2 + seed % 3
            game = Game(new_setup(edition, players, 1000 + seed))
            seat = make_seat("easy", seed)
            for t in turns:
                while (pend := game.pending()) is not None and (game.state.turn < t or pend.decision != "place_tile"):
                    game.submit(seat.choose(game))
                if game.pending() is None:
                    break
                out.append((edition, Game.replay(game.setup, list(game.log))))
    return out
