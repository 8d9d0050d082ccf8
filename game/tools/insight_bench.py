"""Speed of the window's aids (game/core/insight.py), printed (never asserted in tests).

    python -m game.tools.insight_bench [--json] [--edition E] [--rounds N] [--tiles N]

Mid-game, on boards of 35 tiles (`--tiles`; seats choosing at random), median ms of: the projected score; the info of every
feature of the board (per feature); `ref_at` (the thing under the pointer); the fit count of one empty place
and all dead places; the spot layout of a tile cell seen for the first time (cold cache); and the subjects of
a whole game's log (one fold).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time

from game.editions import PLAYABLE
from game.tools import run_cli


def _board_of(edition: str, tiles: int, seed: int):
    from game.ai.simple import RandomSeat
    from game.core.engine import Game
    from game.newgame import new_setup

    game = Game(new_setup(edition, 3, seed))
    seats = [RandomSeat(seed + i) for i in range(3)]
    while len(game.state.board.cells) < tiles and (pend := game.pending()) is not None:
        game.submit(seats[pend.seat].choose(game))
    return game


def _ms(fn, *args) -> float:
    t0 = time.perf_counter()
    fn(*args)
    return (time.perf_counter() - t0) * 1000


def bench_insight(edition: str, rounds: int, tiles: int = 35) -> dict:
    from game.core import cellgrid, spots
    from game.core import insight as I

    out: dict = {k: [] for k in ("projection", "feature_info", "ref_at", "fit_count", "dead_places", "layout_cold")}
    out["log_subjects"] = []
    for seed in range(rounds):
        game = _board_of(edition, tiles, seed)
        s = game.state
        out["projection"].append(_ms(I.projection, game))
        roots = [r for r in range(len(s.graph)) if s.graph.parent[r] == r]
        t0 = time.perf_counter()
        for r in roots:
            I.feature_info(game, r)
        out["feature_info"].append((time.perf_counter() - t0) * 1000 / max(1, len(roots)))
        cells = sorted(s.board.cells)
        t0 = time.perf_counter()
        for x, y in cells:
            I.ref_at(game, x + 0.3, y + 0.6)
        out["ref_at"].append((time.perf_counter() - t0) * 1000 / len(cells))
        frontier = sorted(s.board.frontier)
        t0 = time.perf_counter()
        for pos in frontier:
            I.fit_count(game, pos)
        out["fit_count"].append((time.perf_counter() - t0) * 1000 / max(1, len(frontier)))
        out["dead_places"].append(_ms(I.dead_places, game))
        tile_id, index = s.board.cells[cells[seed % len(cells)]][:2]
        spots._LAYOUTS.clear()  # a cold layout: its sample grid and arrangement worked out again
        spots._BY_VALUE.clear()
        cellgrid._GRIDS.clear()
        out["layout_cold"].append(_ms(I.layout, game, tile_id, index))
        out["log_subjects"].append(_ms(I.log_subjects, game))
    result = {k + "_ms": round(statistics.median(v), 3) for k, v in out.items()}
    result["edition"] = edition
    result["board_tiles"] = tiles
    return result


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.tools.insight_bench")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--edition", default=None, help="one edition (default: every playable edition)")
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--tiles", type=int, default=35, help="tiles on the board when measured")
    args = p.parse_args(argv)
    editions = [args.edition] if args.edition else list(PLAYABLE)
    bad = [e for e in editions if e not in PLAYABLE]
    if bad:
        p.error(f"not playable: {', '.join(bad)} (playable: {', '.join(PLAYABLE)})")
    if args.rounds < 1 or args.tiles < 2:
        p.error("--rounds must be 1 or more and --tiles 2 or more")
    per = {e: bench_insight(e, args.rounds, args.tiles) for e in editions}
    if args.json:
        print(json.dumps(per))
    else:
        for e, figures in per.items():
            print(e + ": " + ", ".join(f"{k} {v}" for k, v in figures.items() if k.endswith("_ms")))
    return 0


if __name__ == "__main__":
    sys.exit(run_cli(main))
