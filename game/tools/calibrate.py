"""How well the AI's completion chance foretells which open features get completed.

    python -m game.tools.calibrate [--edition E] [--games N] [--seed S] [--json]

Plays two-player games between normal seats and, at every turn, notes each open feature that holds a piece
and is worth finishing: its chance by the open-segment estimate alone (normal's), its chance with the
fit-aware factor (hard's: `game.ai.fits`), and the fewest unseen tiles that fit any empty cell it faces.
At the end of the game it is known which were completed.  Prints per edition the Brier score of both
estimates (lower is better) and the completion rate by that fewest-fitting count.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from game.ai import evaluate, fits
from game.ai.heuristics import for_edition
from game.ai.seats import NormalSeat
from game.core.engine import Game
from game.editions import PLAYABLE
from game.newgame import new_setup
from game.tools import run_cli

BUCKETS = ((0, 0, "0"), (1, 2, "1-2"), (3, 5, "3-5"), (6, 10, "6-10"), (11, 10**9, ">10"))


def open_features(state) -> list[tuple[int, float, float, int]]:
    """(node, plain chance, fit-aware chance, fewest tiles fitting a faced cell) per open feature held."""
    known = for_edition(state.edition.name)
    g = state.graph
    out, seen = [], set()
    for p in state.pieces.values():
        if p.node is None:
            continue
        r = g.find(p.node)
        if r in seen or g.open[r] == 0 or not state.scoreable(r):
            continue
        seen.add(r)
        if not known.completion_gain(state, r):
            continue  # nothing is gained by finishing it (a meadow): its chance does not matter
        plain = evaluate.completion_chance(state, g.open[r], state.shape(g.kind[r]) == "line")
        faced = fits.faced_cells(state, r)  # as the evaluation itself finds them
        fewest = min((fits.spot_supply(state, pos) for pos in faced), default=0)
        out.append((p.node, plain, plain * evaluate.spot_factor(state, faced), fewest))
    return out


def calibrate(edition: str, games: int, seed: int) -> dict:
    rows = []
    for i in range(games):
        game = Game(new_setup(edition, 2, seed + i))
        seats = [NormalSeat(seed * 7 + 2 * i), NormalSeat(seed * 7 + 2 * i + 1)]
        noted = []
        while (pend := game.pending()) is not None:
            if pend.decision == "place_tile" and game.state.placed is None:
                noted += open_features(game.state)
            game.submit(seats[pend.seat].choose(game))
        g = game.state.graph
        rows += [(plain, aware, fewest, g.open[g.find(node)] == 0) for node, plain, aware, fewest in noted]
    n = max(1, len(rows))
    out: dict[str, Any] = {
        "edition": edition,
        "games": games,
        "features": len(rows),
        "brier_plain": round(sum((p - d) ** 2 for p, _, _, d in rows) / n, 4),
        "brier_fit_aware": round(sum((a - d) ** 2 for _, a, _, d in rows) / n, 4),
        "completed_by_fewest_fitting": {},
    }
    for lo, hi, name in BUCKETS:
        sub = [r for r in rows if lo <= r[2] <= hi]
        if sub:
            out["completed_by_fewest_fitting"][name] = {
                "features": len(sub),
                "completed": round(sum(r[3] for r in sub) / len(sub), 3),
                "plain_chance": round(sum(r[0] for r in sub) / len(sub), 3),
                "fit_aware_chance": round(sum(r[1] for r in sub) / len(sub), 3),
            }
    return out


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.tools.calibrate", description=__doc__.split("\n\n")[0])
    p.add_argument("--edition", choices=sorted(PLAYABLE), help="one edition (default: all)")
    p.add_argument("--games", type=int, default=30, help="games per edition (default 30)")
    p.add_argument("--seed", type=int, default=7000)
    p.add_argument("--json", action="store_true", help="one JSON object per edition")
    args = p.parse_args(argv)
    if args.games < 1:
        p.error("--games must be at least 1")
    for edition in [args.edition] if args.edition else sorted(PLAYABLE):
        r = calibrate(edition, args.games, args.seed)
        if args.json:
            print(json.dumps(r))
            continue
        print(
            f"{edition}: {r['features']} open features over {r['games']} games; Brier score "
            f"{r['brier_plain']} by open segments, {r['brier_fit_aware']} fit-aware"
        )
        for name, b in r["completed_by_fewest_fitting"].items():
            print(
                f"  fewest fitting {name:>4}: {b['features']:6d} features, {100 * b['completed']:5.1f}% completed "
                f"(plain chance {100 * b['plain_chance']:.0f}%, fit-aware {100 * b['fit_aware_chance']:.0f}%)"
            )
    return 0


if __name__ == "__main__":
    sys.exit(run_cli(main))
