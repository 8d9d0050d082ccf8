"""Tile-set report: what is in the box, and how the set plays in self-play.

    python -m game.tools.tileset EDITION [--games N]

Prints one JSON object: edition, total (pieces in the box, start pieces included, copies counted), by_tag,
symbols (each symbol's total over all copies), sides (how many tile sides show each edge signature), the
edition's own figures of its box (its registration's `box_figures`: the corners a watering hole may be dug
at...), and from N self-played games: unplaceable_share (drawn tiles that fit nowhere), completed_per_game,
completed_mean_size and unfinished_mean_size per feature kind.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections import Counter

from game.core.registry import get_edition
from game.core.tiles import TileError, load_edition_tiles
from game.editions import PLAYABLE
from game.tools import count, run_cli


def box_report(edition: str) -> dict:
    ts = load_edition_tiles(edition)
    by_tag: Counter = Counter()
    symbols: Counter = Counter()
    sides: Counter = Counter()
    total = 0
    for t in ts.tiles.values():
        n = t.count
        total += n
        for tag in t.tags or ("untagged",):
            by_tag[tag] += n
        for cell in t.cells:
            for f in cell.features:
                for sym, k in f.symbols:
                    symbols[sym] += k * n
            for s in range(4):
                sides["/".join(cell.sides[0][s])] += n
    out = {
        "edition": edition,
        "total": total,
        "by_tag": dict(sorted(by_tag.items())),
        "symbols": dict(sorted(symbols.items())),
        "sides": dict(sides.most_common()),
    }
    out.update(get_edition(edition).box_figures(ts))
    return out


def selfplay_report(edition: str, games: int) -> dict:
    from game.tools.selfplay import play_game

    stats: dict = {}
    for seed in range(games):
        play_game(edition, 2 + seed % 4, seed, "greedy", stats)
    completed = stats.get("completed", {})
    unfinished = stats.get("unfinished", {})
    return {
        "games": games,
        "unplaceable_share": round(stats["unplaceable"] / max(1, stats["drawn"]), 4),
        "completed_per_game": round(sum(len(v) for v in completed.values()) / games, 2),
        "completed_per_game_by_kind": {k: round(len(v) / games, 2) for k, v in sorted(completed.items())},
        "completed_mean_size": {k: round(statistics.mean(v), 2) for k, v in sorted(completed.items())},
        "unfinished_per_game_by_kind": {k: round(len(v) / games, 2) for k, v in sorted(unfinished.items())},
        "unfinished_mean_size": {k: round(statistics.mean(v), 2) for k, v in sorted(unfinished.items())},
    }


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.tools.tileset")
    p.add_argument("edition", choices=PLAYABLE)
    p.add_argument("--games", type=count, default=40, help="self-played games for the health figures (0: none)")
    args = p.parse_args(argv)
    try:
        out = box_report(args.edition)
    except TileError as exc:
        print(f"tileset: {exc}", file=sys.stderr)
        return 2
    if args.games > 0 and args.edition in PLAYABLE:
        out["selfplay"] = selfplay_report(args.edition, args.games)
    elif args.edition not in PLAYABLE:
        out["selfplay"] = None
        out["note"] = f"the {args.edition} rules are not playable yet: no self-play figures"
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(run_cli(main))
