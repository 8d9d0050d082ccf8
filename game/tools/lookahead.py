"""How well the hard seat's look-ahead chooses on the few futures one decision affords: the offline study
behind `HardSeat.candidates`, `PICK_ROUNDS` and `PICK_Z`.

    python -m game.tools.lookahead [--edition E] [--positions N] [--futures R] [--json] [--data FILE]

Positions come from normal self-play, two and four players, in every edition.  At each, hard's greedy
judgement names its six best turns, and each turn is valued on the same R sampled futures (`look_ahead`,
common random numbers).  A setting - K candidates, threshold z, at least m shared futures - is then replayed
on those values: it sees as many futures as the decision's time budget buys (timed per position, one core
as in tournaments and two as in the window), split among its K candidates and drawn at random; it picks by
`HardSeat.pick`'s rule; it is charged the regret, in points: the best candidate's mean over the futures it
did not see minus that of its pick.  Lower is better; the greedy choice alone is the first row.

The replay leaves out the successive elimination that can end a decision early; it compares choosing rules
on equal futures.  `--data FILE` keeps the valued positions (JSON lines), so that the table can be redone
without valuing them again.  Valuing takes about 13 minutes of both cores at the defaults.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from game.ai.seats import HardSeat, NormalSeat, look_ahead
from game.core.engine import Game
from game.editions import PLAYABLE
from game.newgame import new_setup
from game.tools import run_cli

TOP = 6
SETTINGS = [(k, z, m) for k in (2, 3, 4, 6) for z, m in ((0.0, 2), (0.5, 3), (1.0, 2), (1.0, 3))]


def positions(edition: str, players: int, seed: int, count: int) -> tuple:
    """(setup, [log up to a tile decision]) at `count` random turns of one normal self-play game."""
    game = Game(new_setup(edition, players, 5000 + seed))
    rng = random.Random(seed)
    seats = [NormalSeat(seed * 10 + c) for c in range(players)]
    total = len(game.state.setup.deck)
    stops = sorted(rng.sample(range(3, max(8, total - 4)), count))
    logs = []
    for t in stops:
        while (pend := game.pending()) is not None and (game.state.turn < t or pend.decision != "place_tile"):
            game.submit(seats[pend.seat].choose(game))
        if game.pending() is None:
            break
        logs.append(list(game.log))
    return game.setup, logs


def value_game(job) -> list[dict]:
    """The positions of one self-play game, each with its six best turns valued on the same `futures`
    futures."""
    edition, players, seed, per_game, futures = job
    setup, logs = positions(edition, players, seed, per_game)
    return [
        row
        for index, log in enumerate(logs)
        if (row := value_position(Game.replay(setup, log), edition, players, seed, index, futures))
    ]


def value_position(game, edition, players, seed, index, futures) -> dict | None:
    seat = game.pending().seat
    judge = HardSeat(seed * 100 + index, workers=1)
    moves = sorted(judge.turn_moves(game, seat, game.options()), key=lambda m: -m[0])[:TOP]
    if len(moves) < 2:
        return None
    values = []
    start = time.perf_counter()
    for r in range(futures):
        sample = 7919 * r + 13
        values.append([look_ahead(game, seat, m[1], m[2], sample) for m in moves])
    return {
        "edition": edition,
        "players": players,
        "seed": seed,
        "index": index,
        "turn": game.state.turn,
        "greedy": [m[0] for m in moves],
        "values": values,
        "future_s": (time.perf_counter() - start) / (futures * len(moves)),
    }


def value_positions(editions, per_game: int, futures: int, workers: int) -> list[dict]:
    jobs = [
        (edition, players, seed, per_game, futures)
        for edition in editions
        for players, games in ((2, 4), (4, 2))
        for seed in range(1, games + 1)
    ]
    if workers > 1:
        with ProcessPoolExecutor(workers) as pool:
            return [row for rows in pool.map(value_game, jobs, chunksize=1) for row in rows]
    return [row for rows in map(value_game, jobs) for row in rows]


def regret(row: dict, k: int, rule, seen_futures: int, rng: random.Random) -> float:
    """One replay of a setting (k candidates, choosing by `rule.pick`; k = 1: the greedy choice) on one
    valued position."""
    values = row["values"]
    order = list(range(len(values)))
    rng.shuffle(order)
    k = min(k, len(row["greedy"]))
    rounds = min(seen_futures // k, len(values) // 2) if k > 1 else 0
    rest = [values[i] for i in order[rounds:]]
    truth = [sum(v[c] for v in rest) / len(rest) for c in range(len(row["greedy"]))]
    pick = 0
    if k > 1:
        seen = [{c: values[i][c] for c in range(k)} for i in order[:rounds]]
        pick = rule.pick(seen, list(range(k)))
    return max(truth) - truth[pick]


def table(rows: list[dict], budget_s: float, cores: int, trials: int = 100, seed: int = 1) -> dict:
    """Mean regret per setting and per (edition, players)."""
    rng = random.Random(seed)
    groups: dict = {}
    for row in rows:
        groups.setdefault(f"{row['edition']} {row['players']}p", []).append(row)
    out = {}
    for k, z, m in [(1, 0.0, 0)] + SETTINGS:
        name = "greedy" if k == 1 else f"K{k} z{z:g} m{m}"
        rule = type("Rule", (HardSeat,), {"PICK_Z": z, "PICK_ROUNDS": m})
        cells = {}
        for group, members in sorted(groups.items()):
            losses = []
            for row in members:
                seen_futures = int(cores * budget_s / row["future_s"])
                losses += [regret(row, k, rule, seen_futures, rng) for _ in range(trials)]
            cells[group] = round(sum(losses) / len(losses), 3)
        for players in (2, 4):
            mine = [v for g, v in cells.items() if g.endswith(f" {players}p")]
            if mine:
                cells[f"all {players}p"] = round(sum(mine) / len(mine), 3)
        out[name] = cells
    return out


def print_table(title: str, result: dict) -> None:
    columns = list(next(iter(result.values())))
    print(title)
    print("setting".ljust(14) + "".join(c.rjust(13) for c in columns))
    for name, cells in result.items():
        print(name.ljust(14) + "".join(f"{cells[c]:13.2f}" for c in columns))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game.tools.lookahead", description=__doc__.split("\n\n")[0])
    ap.add_argument("--edition", choices=sorted(PLAYABLE), help="one edition (default: all)")
    ap.add_argument("--positions", type=int, default=3, help="positions per self-play game (default 3)")
    ap.add_argument("--futures", type=int, default=30, help="futures valued per candidate (default 30)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--data", help="JSON lines file: read valued positions from it if it exists, else write them")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    if args.positions < 1 or args.futures < 4:
        ap.error("--positions must be at least 1 and --futures at least 4")
    data = Path(args.data) if args.data else None
    if data is not None and data.exists():
        try:
            rows = [json.loads(line) for line in data.read_text(encoding="utf-8").splitlines() if line.strip()]
        except (OSError, ValueError) as e:
            print(f"error: cannot read {data}: {e}", file=sys.stderr)
            return 2
        if args.edition:
            rows = [r for r in rows if r["edition"] == args.edition]
    else:
        editions = [args.edition] if args.edition else sorted(PLAYABLE)
        rows = value_positions(editions, args.positions, args.futures, args.workers)
        if data is not None:
            data.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    if not rows:
        print("error: no positions to study", file=sys.stderr)
        return 2
    budget = HardSeat(workers=1).budget_s
    result: dict[str, Any] = {
        "positions": len(rows),
        "budget_s": budget,
        "tournament_one_core": table(rows, budget, 1),
        "window_two_cores": table(rows, budget, 2),
    }
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{len(rows)} positions; mean regret in points per decision (lower is better)")
        print_table(f"\none core, {budget} s (tournaments):", result["tournament_one_core"])
        print_table(f"\ntwo cores, {budget} s (the window):", result["window_two_cores"])
    return 0


if __name__ == "__main__":
    sys.exit(run_cli(main))
