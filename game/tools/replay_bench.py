"""Seek times of the replay model (`python -m game.tools.bench replay`): for a self-played four-player game of
each edition, building its timeline, then jumping to moments in a scrambled order (the worst case for a cache
that only walks forward), each answered by state_at, and by a concealed view; median, 95th percentile and worst in ms."""

from __future__ import annotations

import random
import statistics
import time

from game.editions import PLAYABLE


def seek_times(seed: int = 1) -> dict:
    from game.replay.timeline import Replay
    from game.tools.selfplay import play_game

    out: dict = {}
    for edition in PLAYABLE:
        game = play_game(edition, 4, seed, "random")
        t0 = time.perf_counter()
        replay = Replay.of(game)
        build = (time.perf_counter() - t0) * 1000
        moments = list(range(replay.last + 1))
        random.Random(seed).shuffle(moments)
        seeks, views = [], []
        for i in moments:
            t0 = time.perf_counter()
            replay.state_at(i)
            seeks.append((time.perf_counter() - t0) * 1000)
        for i in moments[:100]:
            t0 = time.perf_counter()
            replay.view(i, 0)
            views.append((time.perf_counter() - t0) * 1000)
        out[edition] = {
            "events": replay.last,
            "build_ms": round(build, 2),
            "seek_median_ms": round(statistics.median(seeks), 3),
            "seek_p95_ms": round(statistics.quantiles(seeks, n=20)[-1], 3),
            "seek_max_ms": round(max(seeks), 3),
            "view_median_ms": round(statistics.median(views), 3),
            "view_max_ms": round(max(views), 3),
        }
    return {
        "seek_max_ms": max(r["seek_max_ms"] for r in out.values()),
        "view_max_ms": max(r["view_max_ms"] for r in out.values()),
        "by_edition": out,
    }
