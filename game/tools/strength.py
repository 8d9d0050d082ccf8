"""The release table of the AI levels: every level against the ones below it, in every edition.

    python -m game.tools.strength [--games 200] [--editions E,...] [--cells C,...] [--seed 1] [--workers 2]
                                  [--futures 8 | --budget S] [--out FILE] [--json]

Sixteen cells, four per edition: normal against easy, hard against easy and hard against normal (two
players), and hard against three normal seats (four players).  Each cell is a deck-paired tournament
(`game.tools.tournament`: every deal played from every chair) of `--games` games, and has a target for the
first seat's win rate (a shared win counts 1/k).  Hard plays at fixed work (`--futures N` shared futures a
decision, its deterministic mode; default 8), so a cell gives the same games on any machine under any load;
`--budget S` puts it on a clock instead.  The table is measured at release, on the code as it is;
a change of the AI is judged on its own by `python -m game.tools.sprt` (docs/ai.md), so no count of games
has to survive a change.  With two hard games costing about a minute of both cores, the whole table at 200
games a cell takes many hours: `--out FILE` appends each cell as it finishes (one JSON line), so a run that
is stopped keeps what it measured.  Ctrl-C stops at once, with one line.
"""

from __future__ import annotations

import datetime
import json
import os
import sys
from pathlib import Path

from game.editions import PLAYABLE
from game.tools import run_cli
from game.tools.args import ArgumentParser
from game.tools.tournament import add_work_arguments, check_work, play_games, summary

# cell -> (seats, target win rate of the first seat)
CELLS = {
    "normal-easy": (("normal", "easy"), 0.75),
    "hard-easy": (("hard", "easy"), 0.85),
    "hard-normal": (("hard", "normal"), 0.60),
    "hard-3normal": (("hard", "normal", "normal", "normal"), 0.35),
}


def measure(edition: str, cell: str, games: int, seed: int, workers: int, futures=8, budget=None) -> dict:
    seats, target = CELLS[cell]
    out = summary(edition, list(seats), play_games(edition, list(seats), games, seed, workers, futures, budget))
    out.update(cell=cell, seed=seed, target=target, met=out["win_rate"][0] >= target, futures=futures, budget_s=budget)
    return out


def table(rows: list[dict]) -> str:
    lines = ["| edition | cell | games | first seat wins | mean scores | target |", "|---|---|---|---|---|---|"]
    for r in rows:
        lines.append(
            f"| {r['edition']} | {r['cell']} | {r['games']} | {100 * r['win_rate'][0]:.1f}% ±{100 * r['ci95'][0]:.1f} "
            f"| {' vs '.join(f'{s:.0f}' for s in r['mean_score'])} "
            f"| ≥ {100 * r['target']:.0f}% {'met' if r['met'] else 'not met'} |"
        )
    if rows:
        r = rows[0]
        work = f"{r['futures']} futures a decision" if r.get("budget_s") is None else f"{r['budget_s']} s a decision"
        lines.append(f"\nhard at {work}, one core a game")
    return "\n".join(lines)


def _names(text: str, known, what: str, p) -> list[str]:
    names = [n.strip() for n in text.split(",") if n.strip()]
    bad = [n for n in names if n not in known]
    if bad or not names:
        p.error(f"--{what} must list some of {', '.join(known)} (got {text!r})")
    return names


def main(argv=None) -> int:
    p = ArgumentParser(prog="python -m game.tools.strength", description=__doc__.split("\n\n")[0])
    p.add_argument("--games", type=int, default=200, help="games a cell (default 200)")
    p.add_argument("--editions", default=",".join(PLAYABLE), help="comma-separated (default: all)")
    p.add_argument("--cells", default=",".join(CELLS), help=f"comma-separated of {', '.join(CELLS)} (default: all)")
    p.add_argument("--seed", type=int, default=1, help="the first deal (default 1)")
    p.add_argument("--workers", type=int, default=2)
    add_work_arguments(p)
    p.add_argument("--out", type=Path, metavar="FILE", help="append each finished cell to FILE as a JSON line")
    p.add_argument("--json", action="store_true", help="print the cells as JSON lines instead of a table")
    args = p.parse_args(argv)
    editions = _names(args.editions, PLAYABLE, "editions", p)
    cells = _names(args.cells, tuple(CELLS), "cells", p)
    if args.games < 1 or args.workers < 1:
        p.error("--games and --workers must be at least 1")
    check_work(args, p)
    if args.out is not None and (not args.out.parent.is_dir() or not os.access(args.out.parent, os.W_OK)):
        p.error(f"--out: cannot write into {str(args.out.parent)!r} (nothing was played)")
    rows = []
    try:
        for edition in editions:
            for cell in cells:
                row = measure(edition, cell, args.games, args.seed, args.workers, args.futures, args.budget)
                rows.append(row)
                if args.json:
                    print(json.dumps(row), flush=True)
                if args.out is not None:
                    with open(args.out, "a", encoding="utf-8") as f:
                        f.write(json.dumps(dict(row, date=datetime.date.today().isoformat())) + "\n")
    except KeyboardInterrupt:
        print(f"strength: stopped (Ctrl-C) after {len(rows)} of {len(editions) * len(cells)} cells", file=sys.stderr)
        if rows and not args.json:
            print(table(rows))
        return 130
    if not args.json:
        print(table(rows))
    return 0


if __name__ == "__main__":
    sys.exit(run_cli(main))
