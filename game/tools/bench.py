"""Speed figures, printed (never asserted in tests).

    python -m game.tools.bench core [--json] [--edition E]
    python -m game.tools.bench core [--json] [--edition E]
    python -m game.tools.bench ui [--json] [--driver auto|dummy|x11]   (memory at the menu and at every zoom
        level, frame times on the wall clock and in CPU time at 72 and 250 tiles, idle CPU; game.ui.bench)
    python -m game.tools.bench ai [--json] [--base REV]
    python -m game.tools.bench ai --signature
    python -m game.tools.bench replay [--json]
    python -m game.tools.bench rules [--json]   (the Rules screen's layout and scrolling, examples, a recap)

core: median CPU ms (of this process, so that figures taken on a loaded machine compare) for all legal
placements of a drawn tile on a board of about 70 tiles (caches cold), a whole self-played game through the
engine (seats choosing at random among the legal options), replaying a whole saved game (the event fold), and
`random_games_per_s`: whole random games (setup included) a CPU second of one core.  replay: seeking to any moment of a replay (game.tools.replay_bench).

ai: decision times of every level on 36 fixed positions, hard's futures per decision by player count and the
share of 3-5 player positions where it searched (`game.tools.ai_bench`); `--base REV` runs the same bench on git
revision REV in the same sitting and prints its figures under "base".  `--signature` prints a hash of every
level's decisions in its deterministic mode (`game.ai.signature`): a change with the same signature changes
no play.
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import time

from game.editions import PLAYABLE
from game.tools import run_cli
from game.tools.args import ArgumentParser


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
            s.tiles[tid].fit_rotations.clear()  # caches cold: the tile's table of fitting rotations too
            s.tiles[tid].fit_by_id.clear()
            s.board._constraint.clear()
            s.board._fit.clear()
            t0 = time.process_time()
            legal_placements(s, tid)
            placement_ms.append((time.process_time() - t0) * 1000)
    game_ms, replay_ms = [], []
    for seed in range(rounds):
        t0 = time.process_time()
        game = play_game(edition, 2 + seed % 4, seed, "random")
        game_ms.append((time.process_time() - t0) * 1000)
        t0 = time.process_time()
        Game.replay(game.setup, game.log)
        replay_ms.append((time.process_time() - t0) * 1000)
    # whole random games (2-5 players, setup included) a CPU second: the work of one core, whatever else the
    # machine runs
    games = max(20, 2 * rounds)
    t0 = time.process_time()
    for seed in range(games):
        play_game(edition, 2 + seed % 4, 1000 + seed, "random")
    cpu_s = time.process_time() - t0
    return {
        "edition": edition,
        "placements_ms": round(statistics.median(placement_ms), 3),
        "selfplay_game_ms": round(statistics.median(game_ms), 2),
        "random_games_per_s": round(games / cpu_s, 1),
        "replay_ms": round(statistics.median(replay_ms), 2),
        "board_tiles": 70,
        "samples": {"placements": len(placement_ms), "games": len(game_ms)},
    }


def bench_ai(args) -> dict | None:
    if args.signature:
        from game.ai.signature import signature

        return signature()
    from game.tools.ai_bench import decision_times

    if not args.base:
        return decision_times()
    from game.tools.revision import Checkout, RevisionError, SeatServer

    try:
        with Checkout(args.base) as tree:
            server = SeatServer(tree.path)
            try:
                out = decision_times(base=server)
            finally:
                server.close()
    except RevisionError as exc:
        print(f"bench: --base {args.base}: {exc}", file=sys.stderr)
        return None
    out["base"]["revision"] = tree.short
    return out


def main(argv=None) -> int:
    p = ArgumentParser(prog="python -m game.tools.bench")
    p.add_argument("what", choices=("core", "ui", "ai", "replay", "rules"))
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--edition", default=None, help="core: one edition (default: every playable edition)")
    p.add_argument("--rounds", type=int, default=15, help="core: boards and games per edition (default 15)")
    p.add_argument("--base", metavar="REV", help='ai: also bench git revision REV, printed under "base"')
    p.add_argument("--signature", action="store_true", help="ai: print the hash of the deterministic decisions")
    p.add_argument(
        "--driver",
        choices=("auto", "dummy", "x11"),
        default=None,
        help="ui: the dummy video driver, the real one (x11: DISPLAY must name an X display, e.g. Xvfb), or "
        "auto: the dummy one and the real one too where DISPLAY is set (default)",
    )
    args = p.parse_args(argv)
    if args.rounds < 1:
        p.error("--rounds must be at least 1")
    if (args.base or args.signature) and args.what != "ai":
        p.error("--base and --signature belong to `bench ai`")
    if args.base and args.signature:
        p.error("--signature is of this code only (an older revision may have no deterministic mode)")
    if args.driver is not None and args.what != "ui":
        p.error("--driver belongs to `bench ui`")
    if args.driver == "x11" and not os.environ.get("DISPLAY"):
        p.error("--driver x11 needs an X display: set DISPLAY (a desktop, or Xvfb :91 and DISPLAY=:91)")
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
        try:
            out = ui_figures(args.driver or "auto")
        except RuntimeError as exc:
            print(f"bench: {exc}", file=sys.stderr)
            return 2
    elif args.what == "rules":
        from game.ui.rulebook.bench import rules_figures

        out = rules_figures()
    elif args.what == "replay":
        from game.tools.replay_bench import seek_times

        out = seek_times()
    else:
        ai = bench_ai(args)
        if ai is None:
            return 2
        out = ai
    if args.json:
        print(json.dumps(out))
    else:
        for k, v in out.items():
            print(f"{k}: {v}")
    return 0


def main_stopping(argv=None) -> int:
    try:
        return main(argv)
    except KeyboardInterrupt:
        print("bench: stopped (Ctrl-C)", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(run_cli(main_stopping))
