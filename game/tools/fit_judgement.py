"""Fit the weights of hard's judgement to how games really end.

    python -m game.tools.fit_judgement [--editions E,...] [--games 400] [--players 2] [--seed 20000]
                                       [--workers 2] [--cap 3] [--rows FILE] [--json]

Hard values a position as the sum of parts per seat (`game.ai.evaluate.parts`): the score, the end-of-game
worth of what it holds on the board, the edition's other expected points, what completing its open lines and
its open areas may add, and its followers in supply - each a hand-made estimate.  This tool plays `--games`
self-play games of hard's one-turn judgement at face value (every weight 1, whatever the editions set) and,
at every tile decision, notes those parts for the seat that has just moved, against the others (as
`game.ai.evaluate.relative` weighs them), and at the end what that seat really gained against them from then
on.  A least-squares fit of the gain on the parts gives the weight of each part; the fit is shrunk towards
face value (ridge), weights are kept within [0, --cap], and the spread of each is estimated by resampling whole
games.  It prints, per edition, the `Weights(...)` line for the edition's heuristics
(`JUDGEMENT_WEIGHTS`) and how well face value and the fitted weights foretell the rest of the game on games
left out of the fit (mean squared error, lower is better).  A fit is a proposal: a change of the weights is
judged by the sequential test (`python -m game.tools.sprt --level hard-greedy`, then `--level hard`).

numpy is needed (requirements-dev.txt); the game itself does not use it.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

from game.editions import PLAYABLE
from game.tools import run_cli
from game.tools.args import ArgumentParser
from game.tools.jobs import JobPool

WEIGHTS_NAME = "JUDGEMENT_WEIGHTS"  # where an edition's heuristics keep its weights
RIDGE = 0.1  # shrinkage towards face value, relative to the data's own scale


def _face_value() -> None:
    """In this process, every edition's judgement at face value (the self-play the weights are fitted on)."""
    from game.ai.heuristics import for_edition
    from game.ai.weights import FACE_VALUE

    for name in PLAYABLE:
        setattr(for_edition(name), WEIGHTS_NAME, FACE_VALUE)


def play_one(job: tuple[str, int, int]) -> dict[str, Any]:
    """One self-play game: its rows (parts of the seat that has just moved, against the others) and gains."""
    from game.ai.evaluate import PART_NAMES, parts, relative
    from game.ai.greedy import ReplySeat
    from game.core.engine import Game
    from game.newgame import new_setup

    _face_value()
    edition, players, seed = job
    game = Game(new_setup(edition, players, seed))
    seats = [ReplySeat(seed * 7 + k) for k in range(players)]
    noted: list[tuple[int, float, list[float], list[list[float]]]] = []
    while (pend := game.pending()) is not None:
        if pend.decision == "place_tile" and game.state.placed is None and game.state.turn > 0:
            s = game.state
            share = s.tiles_left / len(s.setup.deck)
            noted.append(((pend.seat - 1) % players, share, [float(v) for v in s.scores], [list(p) for p in parts(s)]))
        game.submit(seats[pend.seat].choose(game))
    final = [float(v) for v in game.state.scores]
    rows = []
    for me, share, scores, by_seat in noted:
        x = [relative([p[k] for p in by_seat], me) for k in range(len(PART_NAMES))]
        rows.append({"x": x, "share": share, "gain": relative(final, me) - relative(scores, me)})
    return {"edition": edition, "seed": seed, "rows": rows}


def _design(games: list[dict[str, Any]], stages: bool) -> tuple[Any, Any]:
    """(the parts of every row - with `stages`, each twice: scaled by the share of tiles left and by the
    rest, so that a weight can change from the first tile to the last - and a constant; the gains)."""
    import numpy as np

    x = np.array([r["x"] for g in games for r in g["rows"]], dtype=float)
    y = np.array([r["gain"] for g in games for r in g["rows"]], dtype=float)
    if stages:
        share = np.array([r["share"] for g in games for r in g["rows"]], dtype=float)[:, None]
        x = np.hstack([x * share, x * (1.0 - share)])
    return np.hstack([x, np.ones((len(y), 1))]), y


def _solve(games: list[dict[str, Any]], ridge: float, stages: bool = False) -> Any:
    """A weight per column and a constant: least squares shrunk towards 1 for the parts."""
    import numpy as np

    a, y = _design(games, stages)
    prior = np.ones(a.shape[1])
    prior[-1] = 0.0
    penalty = np.full(a.shape[1], ridge * np.trace(a.T @ a) / a.shape[1])
    penalty[-1] = 1e-9
    return prior + np.linalg.solve(a.T @ a + np.diag(penalty), a.T @ (y - a @ prior))


def _mse(games: list[dict[str, Any]], w: Any, stages: bool = False) -> float:
    a, y = _design(games, stages)
    return float(((y - a @ w) ** 2).mean())


def fit(
    games: list[dict[str, Any]], ridge: float = RIDGE, cap: float = 3.0, resamples: int = 40, stages: bool = False
) -> dict[str, Any]:
    """The fitted weights (kept within [0, cap]) as (at the first tile, at the last), their spread over
    resampled games, and the held-out error of face value and of the fit (fitted on the even games, tested on
    the odd, and the other way round).  Without `stages` a weight is the same all game."""
    import numpy as np

    from game.ai.evaluate import PART_NAMES

    def clipped(w: Any) -> Any:
        w = w.copy()
        w[:-1] = np.clip(w[:-1], 0.0, cap)
        return w

    k = len(PART_NAMES)
    weights = clipped(_solve(games, ridge, stages))
    rng = random.Random(1)
    spread = np.array([_solve([rng.choice(games) for _ in games], ridge, stages) for _ in range(resamples)]).std(axis=0)
    halves = [games[0::2], games[1::2]]
    face, fitted = 0.0, 0.0
    for train, test in (halves, halves[::-1]):
        one = np.ones(len(weights))
        one[-1] = _solve(train, 1e12, stages)[-1]  # face value with its own best constant
        face += _mse(test, one, stages) / 2
        fitted += _mse(test, clipped(_solve(train, ridge, stages)), stages) / 2
    late = k if stages else 0  # the column of a part's weight at the last tile

    def pair(w: Any, i: int) -> list[float]:
        return [round(float(w[i]), 2), round(float(w[late + i]), 2)]

    return {
        "weights": {n: pair(weights, i) for i, n in enumerate(PART_NAMES)},
        "spread": {n: pair(spread, i) for i, n in enumerate(PART_NAMES)},
        "rows": sum(len(g["rows"]) for g in games),
        "games": len(games),
        "held_out_mse": {"face_value": round(face, 1), "fitted": round(fitted, 1)},
    }


def weights_line(weights: dict[str, list[float]], players: int) -> str:
    """The heuristics line for these weights: each part's (at the first tile, at the last), for games of
    `players` players (the games they were fitted on)."""
    inner = ", ".join(f"{n}=({v[0]}, {v[1]})" for n, v in weights.items())
    return f"JUDGEMENT_WEIGHTS = Weights({inner}, players=({players},))"


def main(argv: list[str] | None = None) -> int:
    p = ArgumentParser(prog="python -m game.tools.fit_judgement", description=__doc__.split("\n\n")[0])
    p.add_argument("--editions", help="comma-separated (default: all)")
    p.add_argument("--games", type=int, default=400, help="self-play games an edition (default 400)")
    p.add_argument("--players", type=int, default=2, help="2..5 (default 2)")
    p.add_argument("--seed", type=int, default=20000, help="the first deal (default 20000)")
    p.add_argument("--workers", type=int, default=2, help="games at once (default 2)")
    p.add_argument("--cap", type=float, default=3.0, help="the largest weight (default 3)")
    p.add_argument("--stages", action="store_true", help="weights that change from the first tile to the last")
    p.add_argument("--rows", type=Path, help="a JSON-lines file: games are read from it if it exists, else written")
    p.add_argument("--json", action="store_true", help="one JSON object per edition")
    args = p.parse_args(argv)
    editions = args.editions.split(",") if args.editions else sorted(PLAYABLE)
    unknown = [e for e in editions if e not in PLAYABLE]
    if unknown:
        p.error(f"unknown edition {unknown[0]!r} (editions: {', '.join(sorted(PLAYABLE))})")
    if args.games < 4 or not 2 <= args.players <= 5 or args.workers < 1 or not 0 < args.cap <= 10:
        p.error("--games must be at least 4, --players 2..5, --workers at least 1, --cap in (0, 10]")
    try:
        import numpy  # noqa: F401
    except ImportError:
        p.error("numpy is needed: python -m pip install -r requirements-dev.txt")
    games: list[dict[str, Any]] = []
    if args.rows is not None and args.rows.exists():
        games = [json.loads(line) for line in args.rows.read_text(encoding="utf-8").splitlines() if line.strip()]
    else:
        jobs = [(e, args.players, args.seed + i) for e in editions for i in range(args.games)]
        with JobPool(args.workers) as pool:
            games = list(pool.map(play_one, jobs))
        if args.rows is not None:
            args.rows.write_text("".join(json.dumps(g) + "\n" for g in games), encoding="utf-8")
    for edition in editions:
        mine = [g for g in games if g["edition"] == edition]
        if len(mine) < 4:
            p.error(f"{edition}: fewer than 4 games to fit")
        r = fit(mine, cap=args.cap, stages=args.stages)
        r["edition"] = edition
        if args.json:
            print(json.dumps(r))
            continue
        mse = r["held_out_mse"]
        print(
            f"{edition}: {r['games']} games, {r['rows']} positions; held-out error {mse['face_value']} at face value, "
            f"{mse['fitted']} fitted"
        )
        print("  " + "  ".join(f"{n} {tuple(v)} ±{tuple(r['spread'][n])}" for n, v in r["weights"].items()))
        print("  " + weights_line(r["weights"], args.players))
    return 0


if __name__ == "__main__":
    sys.exit(run_cli(main))
