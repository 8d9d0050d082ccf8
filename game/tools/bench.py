"""Speed figures, printed (never asserted in tests).

    python -m game.tools.bench core [--json] [--edition E]
    python -m game.tools.bench ui [--json]   (frame times at 72 and 250 tiles, idle CPU, peak memory)
    python -m game.tools.bench ai [--json]
    python -m game.tools.bench replay [--json]
    python -m game.tools.bench rules [--json]   (the Rules screen's layout and scrolling, examples, a recap)

core: median ms for all legal placements of a drawn tile on a board of about 70 tiles (caches cold), a whole
self-played game through the engine (seats choosing at random among the legal options), and replaying a
whole saved game (the event fold).  replay: seeking to any moment of a replay (game.replay.bench).
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


def bench_core(edition: str, rounds: int) -> dict:
    from game.core.engine import Game, legal_placements
    from game.tools.selfplay import play_game

    placement_ms = []
    for seed in range(rounds):
        game = _board_of(edition, 70, seed)
        s = game.state
        tile_ids = list(dict.fromkeys(s.setup.deck))[:10]
        for tid in tile_ids:
            s.board._fit_cache.clear()
            s.board._constraint.clear()
            t0 = time.perf_counter()
            legal_placements(s, tid)
            placement_ms.append((time.perf_counter() - t0) * 1000)
    game_ms, replay_ms = [], []
    for seed in range(rounds):
        t0 = time.perf_counter()
        game = play_game(edition, 2 + seed % 4, seed, "random")
        game_ms.append((time.perf_counter() - t0) * 1000)
        t0 = time.perf_counter()
        Game.replay(game.setup, game.log)
        replay_ms.append((time.perf_counter() - t0) * 1000)
    return {
        "edition": edition,
        "placements_ms": round(statistics.median(placement_ms), 3),
        "selfplay_game_ms": round(statistics.median(game_ms), 2),
        "replay_ms": round(statistics.median(replay_ms), 2),
        "board_tiles": 70,
        "samples": {"placements": len(placement_ms), "games": len(game_ms)},
    }


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.tools.bench")
    p.add_argument("what", choices=("core", "ui", "ai", "replay", "rules"))
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--edition", default=None, help="core: one edition (default: every playable edition)")
    p.add_argument("--rounds", type=int, default=15)
    args = p.parse_args(argv)
    if args.what == "core":
        editions = [args.edition] if args.edition else list(PLAYABLE)
        bad = [e for e in editions if e not in PLAYABLE]
        if bad:
            p.error(f"not playable: {', '.join(bad)} (playable: {', '.join(PLAYABLE)})")
        per = {e: bench_core(e, args.rounds) for e in editions}
        first = per[editions[0]]
        out = (
            {
                "placements_ms": max(r["placements_ms"] for r in per.values()),
                "selfplay_game_ms": max(r["selfplay_game_ms"] for r in per.values()),
                "replay_ms": max(r["replay_ms"] for r in per.values()),
                "by_edition": per,
            }
            if len(per) > 1
            else first
        )
    elif args.what == "ui":
        try:
            from game.ui.bench import ui_figures
        except ImportError:
            print("bench: the window's bench is not available in this build", file=sys.stderr)
            return 2
        out = ui_figures()
    elif args.what == "rules":
        from game.ui.rulebook.bench import rules_figures

        out = rules_figures()
    elif args.what == "replay":
        from game.replay.bench import seek_times

        out = seek_times()
    else:
        try:
            from game.ai.bench import decision_times
        except ImportError:
            print(
                "bench: the AI bench is not available in this build (the search AI is not built yet)", file=sys.stderr
            )
            return 2
        out = decision_times()
    if args.json:
        print(json.dumps(out))
    else:
        for k, v in out.items():
            print(f"{k}: {v}")
    return 0


if __name__ == "__main__":
    sys.exit(run_cli(main))
