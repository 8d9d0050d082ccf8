"""Decision times of the AI levels over a fixed set of positions from every playable edition
(`python -m game.tools.bench ai --json`)."""

from __future__ import annotations

import statistics
import time

from game.core.engine import Game
from game.editions import PLAYABLE
from game.newgame import new_setup

from .seats import make_seat


def positions(turns=(6, 25, 50), seeds=(1, 2, 3)):
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


def _pct(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q * (len(values) - 1))))]


def decision_times(levels=("easy", "normal", "hard")) -> dict:
    spots = positions()
    out = {"positions": len(spots), "editions": sorted(PLAYABLE)}
    for level in levels:
        times = []
        for i, (_edition, game) in enumerate(spots):
            seat = make_seat(level, i)
            t0 = time.perf_counter()
            seat.choose(game)
            times.append(time.perf_counter() - t0)
        if level == "hard":
            out["decision_s_p50"] = round(statistics.median(times), 3)
            out["decision_s_p95"] = round(_pct(times, 0.95), 3)
        else:
            out[f"{level}_ms_p50"] = round(statistics.median(times) * 1000, 1)
            out[f"{level}_ms_p95"] = round(_pct(times, 0.95) * 1000, 1)
    return out
