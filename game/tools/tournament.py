"""Deck-paired tournaments between AI levels.

    python -m game.tools.tournament --edition hill_dale --seats hard,easy --games 200 --seed 1 --json
                                    [--futures 8 | --budget S]

Games come in groups that share one shuffle: within a group every seat level plays from every chair (the
seats are rotated), so no level is favoured by the tiles or by moving first.  `--games` counts games.
Prints {"win_rate", "mean_score", "ci95", ...}, one entry per listed seat, in the order given; a shared
win counts 1/k for each of the k winners.  Hard seats run at fixed work (`--futures N` shared futures a
decision at most, hard's deterministic mode: the same games on any machine under any load; default 8) or,
with `--budget S`, on a clock (S seconds a decision on one core).  `--record FILE` appends the batch to FILE as one JSON line (the
folder must exist: that is checked before any game is played).  Ctrl-C stops the games at once (one line,
exit 130).  A change of the AI is judged with `python -m game.tools.sprt`; the release table of levels
against levels is `python -m game.tools.strength`.
"""

from __future__ import annotations

import datetime
import json
import math
import os
import sys
from pathlib import Path

from game.ai.seats import LEVELS, ReplySeat, make_seat
from game.core import events as ev
from game.core.engine import Game
from game.editions import PLAYABLE
from game.newgame import new_setup
from game.tools import run_cli
from game.tools.args import ArgumentParser
from game.tools.jobs import JobPool

# seats for measuring the levels' parts, not offered in the window: hard's own greedy judgement (its fit-aware
# estimate) without its look-ahead, to see what each part adds
STUDY_SEATS = {"hard-greedy": ReplySeat}


FUTURES = 8  # the tools' fixed work: shared futures a hard decision at most (hard's deterministic mode)


def seat_for(level: str, seed: int, futures: int | None = FUTURES, budget: float | None = None):
    """A tools' seat (one core): hard at fixed work (`futures`), or on a clock of `budget` seconds."""
    if level in STUDY_SEATS:
        return STUDY_SEATS[level](seed)
    seat = make_seat(level, seed, workers=1, futures=None if budget is not None else futures)
    if budget is not None and hasattr(seat, "budget_s"):
        seat.budget_s = budget
    return seat


def play_one(job) -> tuple[list[float], list[int], list[dict]]:
    """One game; returns (win share, score, {scoring reason: points}) per listed seat."""
    edition, levels, seed, shift, futures, budget = job
    n = len(levels)
    # chair c is played by listed seat (c + shift) % n
    who = [(c + shift) % n for c in range(n)]
    seats = [seat_for(levels[who[c]], seed * 31 + c, futures, budget) for c in range(n)]
    game = Game(new_setup(edition, n, seed))
    while (pend := game.pending()) is not None:
        game.submit(seats[pend.seat].choose(game))
    scores = game.state.scores
    best = max(scores)
    winners = [c for c in range(n) if scores[c] == best]
    share = [0.0] * n
    by_seat = [0] * n
    reasons: list[dict] = [{} for _ in range(n)]
    for c in range(n):
        by_seat[who[c]] = scores[c]
        if c in winners:
            share[who[c]] = 1.0 / len(winners)
    for e in game.log:
        if isinstance(e, ev.PointsScored):
            mine = reasons[who[e.seat]]
            mine[e.reason] = mine.get(e.reason, 0) + e.points
    return share, by_seat, reasons


def play_games(
    edition: str,
    levels: list[str],
    games: int,
    seed: int,
    workers: int = 2,
    futures: int | None = FUTURES,
    budget: float | None = None,
) -> list:
    """[(win share per listed seat, score per listed seat)] for each game."""
    n = len(levels)
    jobs = [(edition, levels, seed + g // n, g % n, futures, budget) for g in range(games)]
    with JobPool(workers) as pool:
        return list(pool.map(play_one, jobs))


def ci95(p: float, n: int) -> float:
    """Half-width of the normal-approximation 95% interval of a win rate p over n games, to 4 places."""
    return round(1.96 * math.sqrt(max(p * (1 - p), 1e-9) / n), 4)


def totals(results: list) -> tuple[list[float], list[int]]:
    """Per listed seat, the sum of its win shares and of its scores over the games."""
    n = len(results[0][0])
    return ([sum(r[0][i] for r in results) for i in range(n)], [sum(r[1][i] for r in results) for i in range(n)])


def summary(edition: str, levels: list[str], results: list) -> dict:
    games = len(results)
    wins, scores = totals(results)
    out = {
        "edition": edition,
        "seats": levels,
        "games": games,
        "win_rate": [round(w / games, 4) for w in wins],
        "mean_score": [round(s / games, 2) for s in scores],
        "ci95": [ci95(w / games, games) for w in wins],
    }
    return out


def points_by_reason(results: list) -> list[dict]:
    """Per listed seat, mean points a game by scoring reason (feature kinds and edition extras, e.g.
    "field", "stables", "harvest_sets"): where one level's points come from against another's."""
    n = len(results[0][2])
    out = []
    for i in range(n):
        totals: dict = {}
        for r in results:
            for reason, points in r[2][i].items():
                totals[reason] = totals.get(reason, 0) + points
        out.append({k: round(v / len(results), 2) for k, v in sorted(totals.items())})
    return out


def tournament(edition: str, levels: list[str], games: int, seed: int, workers: int = 2, **work) -> dict:
    return summary(edition, levels, play_games(edition, levels, games, seed, workers, **work))


def add_work_arguments(p) -> None:
    """--futures N (fixed work, the default) or --budget S (on a clock) for the hard seats of a tool."""
    work = p.add_mutually_exclusive_group()
    work.add_argument(
        "--futures", type=int, help=f"fixed work: shared futures a hard decision at most (default {FUTURES})"
    )
    work.add_argument("--budget", type=float, help="timed instead: seconds a hard decision on one core")


def check_work(args, p) -> None:
    if args.budget is None and args.futures is None:
        args.futures = FUTURES
    if args.budget is not None and not 0 < args.budget <= 60:
        p.error("--budget must be in (0, 60] s")
    if args.futures is not None and not 1 <= args.futures <= 200:
        p.error("--futures must be 1..200")


def main(argv=None) -> int:
    p = ArgumentParser(prog="python -m game.tools.tournament")
    p.add_argument("--edition", required=True, choices=sorted(PLAYABLE))
    p.add_argument(
        "--seats",
        required=True,
        help="comma-separated levels, 2..5 of: "
        + ", ".join(LEVELS)
        + " (and, to measure hard's parts, "
        + ", ".join(STUDY_SEATS)
        + ")",
    )
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--workers", type=int, default=2)
    add_work_arguments(p)
    p.add_argument("--json", action="store_true")
    p.add_argument(
        "--by-reason", action="store_true", help="also print each seat's mean points a game by scoring reason"
    )
    p.add_argument("--record", type=Path, metavar="FILE", help="append this batch to FILE as one JSON line")
    args = p.parse_args(argv)
    levels = [s.strip() for s in args.seats.split(",")]
    bad = [s for s in levels if s not in LEVELS and s not in STUDY_SEATS]
    if bad or not 2 <= len(levels) <= 5:
        p.error(f"--seats must list 2..5 levels of {', '.join([*LEVELS, *STUDY_SEATS])} (got {args.seats!r})")
    if args.games < 1:
        p.error("--games must be at least 1")
    if args.workers < 1:
        p.error("--workers must be at least 1")
    check_work(args, p)
    if args.record is not None:
        folder = args.record.parent
        if not folder.is_dir():
            p.error(f"--record: there is no folder {str(folder)!r} (nothing was played)")
        if not os.access(folder, os.W_OK) or args.record.is_dir():
            p.error(f"--record: cannot write {str(args.record)!r} (nothing was played)")
    try:
        results = play_games(args.edition, levels, args.games, args.seed, args.workers, args.futures, args.budget)
    except KeyboardInterrupt:
        print("tournament: stopped (Ctrl-C); no result", file=sys.stderr)
        return 130
    out = summary(args.edition, levels, results)
    if args.by_reason:
        out["points_by_reason"] = points_by_reason(results)
    if args.record is not None:
        wins, scores = totals(results)
        line = dict(out, date=datetime.date.today().isoformat(), seed=args.seed, wins=wins, score_sums=scores)
        try:
            with open(args.record, "a", encoding="utf-8") as f:
                f.write(json.dumps(line) + "\n")
        except OSError as exc:
            print(f"tournament: --record: {exc.strerror or exc} (the result is printed below)", file=sys.stderr)
    print(json.dumps(out) if args.json else "\n".join(f"{k}: {v}" for k, v in out.items()))
    return 0


if __name__ == "__main__":
    sys.exit(run_cli(main))
