"""Is a change of the AI an improvement?  A sequential probability ratio test of the working tree's code
against the code of a git revision, the way strong chess engines judge a change.

    python -m game.tools.sprt --base REV --edition E [--players N] [--seats new,base,...] [--level hard]
                              [--futures 8 | --budget S] [--elo0 0] [--elo1 35] [--alpha 0.05] [--beta 0.05]
                              [--model pentanomial|trinomial] [--max-deals 3000] [--seed 1] [--workers 2] [--json]

REV is checked out into a temporary folder (`git archive`); its seats answer from a seat server running
that tree (`game.tools.revision`), while the working tree's seats play in the tool's own worker processes.
Seats: one `new` (this code), one `base` (REV's), both at `--level`, and - with more than two players - the
others filled by `--seats` levels played by this code (default: normal).  Every deal is played from every
chair (the seats rotated), so neither side gains from the tiles or from moving first.  A game scores for new
1 if it finishes above base, 1/2 level, 0 below; a deal scores the mean of its games.  Hard seats on both
sides run at fixed work: `--futures N` shared futures a decision at most (hard's deterministic mode, no
clock; default 8), so a test gives the same games on any machine under any load.  `--budget S` plays them
on a clock instead (S seconds a decision on one core each; two games run at once on two workers).  A base
revision that predates the deterministic mode is refused at once with `--futures` (use `--budget`).

The test (`game.tools.gsprt`): H0 "new is elo0 Elo better than base" against H1 "elo1 better", errors alpha
and beta; pentanomial (by deal; with n players the deal's mean takes 2n + 1 values) or trinomial (by game).
It stops as soon as the log-likelihood ratio leaves its bounds and prints the result: the hypothesis
accepted, LLR and bounds, games and deals, new's wins, draws and losses against base, its score and an Elo
estimate.  `--max-deals` ends an undecided test.  Ctrl-C stops it at once with one line.
"""

from __future__ import annotations

import json
import sys
import time
from typing import Any

from game.editions import PLAYABLE
from game.tools import gsprt, run_cli
from game.tools.args import ArgumentParser
from game.tools.jobs import JobPool

FUTURES = 8  # the tools' fixed work: shared futures a hard decision at most (hard's deterministic mode)

_SERVER = None  # each worker's seat server of the base revision
_TREE = None


def _server():
    global _SERVER
    if _SERVER is None:
        from game.tools.revision import SeatServer

        _SERVER = SeatServer(_TREE)  # type: ignore[arg-type]
    return _SERVER


def set_tree(tree) -> None:
    global _TREE
    _TREE = tree


def play_one(job) -> tuple:
    """One game: (deal, rotation, new's score, base's score) or (deal, rotation, None, error)."""
    from game.core.engine import Game, Refusal
    from game.newgame import new_setup
    from game.tools.revision import RemoteSeat, RevisionError
    from game.tools.tournament import seat_for

    edition, seats, level, budget, futures, deal, shift = job
    n = len(seats)
    who = [(c + shift) % n for c in range(n)]  # chair c is played by listed seat who[c]
    players: list = []
    for c in range(n):
        name, seed = seats[who[c]], deal * 31 + c
        seat: Any
        if name == "base":
            remote = futures if level == "hard" else None  # only hard has the mode (and old easy seats lack it)
            seat = RemoteSeat(_server(), level, seed, workers=1, budget=budget, futures=remote)
        else:
            seat = seat_for(level if name == "new" else name, seed, futures, budget)
        players.append(seat)
    game = Game(new_setup(edition, n, deal))
    try:
        while (pend := game.pending()) is not None:
            choice = players[pend.seat].choose(game)
            result = game.submit(choice)
            if isinstance(result, Refusal):
                return deal, shift, None, f"seat {seats[who[pend.seat]]} chose {choice}: {result.reason}"
    except RevisionError as exc:
        return deal, shift, None, str(exc)
    scores = game.state.scores
    return deal, shift, scores[who.index(seats.index("new"))], scores[who.index(seats.index("base"))]


def game_score(new: int, base: int) -> float:
    return 1.0 if new > base else 0.0 if new < base else 0.5


class Tally:
    """Games and deals as they finish, and the test on them."""

    def __init__(self, players: int, model: str, elo0, elo1, alpha, beta) -> None:
        self.players = players
        self.model = model
        outcomes = 3 if model == "trinomial" else 2 * players + 1
        self.test = gsprt.Test(outcomes, elo0, elo1, alpha, beta)
        self.wdl = [0, 0, 0]
        self.games = 0
        self.deals = 0
        self.open: dict = {}  # deal -> scores of its games so far

    def add(self, deal: int, score: float) -> None:
        self.games += 1
        self.wdl[0 if score == 1.0 else 1 if score == 0.5 else 2] += 1
        if self.model == "trinomial":
            self.test.add(score)
            return
        done = self.open.setdefault(deal, [])
        done.append(score)
        if len(done) == self.players:
            del self.open[deal]
            self.deals += 1
            self.test.add(sum(done) / self.players)

    def report(self, decision: str | None, base: str, args) -> dict:
        llr = self.test.llr()
        w, d, loss = self.wdl
        score = (w + d / 2) / self.games if self.games else 0.5
        elo, low, high = (_finite(v) for v in gsprt.elo_estimate(self.test.counts))
        return {
            "result": {"H0": "H0 accepted", "H1": "H1 accepted"}.get(decision or "", "undecided"),
            "llr": round(llr, 3),
            "bounds": [round(self.test.lower, 3), round(self.test.upper, 3)],
            "elo0": args.elo0,
            "elo1": args.elo1,
            "alpha": args.alpha,
            "beta": args.beta,
            "model": self.model,
            "games": self.games,
            "deals": self.deals,
            "wdl": [w, d, loss],
            "score": round(score, 4),
            "elo": elo,
            "elo_95": [low, high],
            "edition": args.edition,
            "players": args.players,
            "seats": args.seats,
            "level": args.level,
            "budget_s": args.budget,
            "futures": args.futures,
            "base": base,
        }


def _finite(elo: float) -> float | None:
    """Elo rounded to 0.1 (never -0.0); None when infinite (every game won or lost)."""
    if elo != elo or abs(elo) == float("inf"):
        return None
    return round(elo, 1) + 0.0


def _elo_text(elo: float | None) -> str:
    return "inf" if elo is None else f"{elo:+.1f}"


def describe(r: dict) -> str:
    verdict = {
        "H1 accepted": f"H1 accepted: new is stronger than base (at least {r['elo0']} Elo better)",
        "H0 accepted": f"H0 accepted: new is not {r['elo1']} Elo better than base",
    }.get(r["result"], "undecided")
    w, d, loss = r["wdl"]
    work = f"{r['budget_s']} s a decision" if r["futures"] is None else f"{r['futures']} futures a decision"
    if r["level"] != "hard":
        work = "no look-ahead"
    return (
        f"sprt {r['edition']} {r['players']}p ({','.join(r['seats'])}; {r['level']}, {work})"
        f" new vs {r['base']}: {verdict}\n"
        f"LLR {r['llr']} (bounds {r['bounds'][0]}, {r['bounds'][1]}; elo0 {r['elo0']}, elo1 {r['elo1']}, "
        f"alpha {r['alpha']}, beta {r['beta']}, {r['model']})\n"
        f"games {r['games']} ({r['deals']} whole deals); new W/D/L {w}/{d}/{loss}, score {100 * r['score']:.1f}%, "
        f"Elo {_elo_text(r['elo'])} (95% {_elo_text(r['elo_95'][0])} .. {_elo_text(r['elo_95'][1])})"
    )


def parse(argv):
    from game.ai.seats import LEVELS
    from game.tools.tournament import STUDY_SEATS

    p = ArgumentParser(prog="python -m game.tools.sprt", description=__doc__.split("\n\n")[0])
    p.add_argument("--base", required=True, metavar="REV", help="the git revision to test against")
    p.add_argument("--edition", required=True, choices=sorted(PLAYABLE))
    p.add_argument("--players", type=int, default=2, help="2..5 (default 2)")
    p.add_argument("--seats", help="comma-separated: one new, one base, the rest levels (default new,base,normal..)")
    p.add_argument(
        "--level",
        default="hard",
        choices=sorted([*LEVELS, *STUDY_SEATS]),
        help="the level of new and base (hard; hard-greedy: hard's judgement without its look-ahead, a cheap "
        "first look at a change of the evaluation)",
    )
    work = p.add_mutually_exclusive_group()
    work.add_argument(
        "--futures", type=int, help=f"fixed work: shared futures a hard decision at most (default {FUTURES})"
    )
    work.add_argument("--budget", type=float, help="timed instead: seconds a hard decision on one core")
    p.add_argument("--elo0", type=float, default=0.0)
    p.add_argument("--elo1", type=float, default=35.0)
    p.add_argument("--alpha", type=float, default=0.05)
    p.add_argument("--beta", type=float, default=0.05)
    p.add_argument("--model", choices=("pentanomial", "trinomial"), default="pentanomial")
    p.add_argument("--max-deals", type=int, default=3000, help="end an undecided test after this many deals")
    p.add_argument("--seed", type=int, default=1, help="the first deal")
    p.add_argument("--workers", type=int, default=2, help="games at once (default 2)")
    p.add_argument("--json", action="store_true", help="print the result as one JSON object")
    p.add_argument("--quiet", action="store_true", help="no progress lines on stderr")
    args = p.parse_args(argv)
    if not 2 <= args.players <= 5:
        p.error("--players must be 2..5")
    seats = [s.strip() for s in args.seats.split(",")] if args.seats else ["new", "base"]
    seats += ["normal"] * (args.players - len(seats)) if not args.seats else []
    if len(seats) != args.players:
        p.error(f"--seats must list {args.players} seats (got {len(seats)})")
    bad = [s for s in seats if s not in ("new", "base") and s not in LEVELS]
    if bad or seats.count("new") != 1 or seats.count("base") != 1:
        p.error(f"--seats needs one new, one base and levels of {', '.join(LEVELS)} (got {','.join(seats)})")
    args.seats = seats
    if not 0 < args.alpha < 0.5 or not 0 < args.beta < 0.5:
        p.error("--alpha and --beta must be between 0 and 0.5")
    if args.elo1 <= args.elo0:
        p.error("--elo1 must be above --elo0")
    if args.budget is None and args.futures is None:
        args.futures = FUTURES
    if args.budget is not None and not 0 < args.budget <= 60:
        p.error("--budget must be in (0, 60] s")
    if args.futures is not None and not 1 <= args.futures <= 200:
        p.error("--futures must be 1..200")
    if args.max_deals < 1 or args.workers < 1:
        p.error("--max-deals and --workers must be at least 1")
    return args


def run(args, tree_path, base_name: str, out=sys.stderr) -> tuple[dict, int]:
    tally = Tally(args.players, args.model, args.elo0, args.elo1, args.alpha, args.beta)
    jobs = (
        (args.edition, args.seats, args.level, args.budget, args.futures, deal, shift)
        for deal in range(args.seed, args.seed + args.max_deals)
        for shift in range(args.players)
    )
    decision = None
    last = time.monotonic()
    try:
        with JobPool(args.workers, initializer=set_tree, initargs=(tree_path,)) as pool:
            for deal, _shift, new, base in pool.map_unordered(play_one, jobs):
                if new is None:
                    raise RuntimeError(base)
                tally.add(deal, game_score(new, base))
                decision = tally.test.decision()
                if decision is not None:
                    break
                if not args.quiet and time.monotonic() - last > 30:
                    last = time.monotonic()
                    r = tally.report(None, base_name, args)
                    print(f"sprt: {r['games']} games, LLR {r['llr']} {r['bounds']}, score {r['score']}", file=out)
    finally:
        global _SERVER
        if _SERVER is not None:  # the one this process started (--workers 1)
            _SERVER.close()
            _SERVER = None
    return tally.report(decision, base_name, args), 0


def main(argv=None) -> int:
    args = parse(argv)
    from game.tools.revision import Checkout, RevisionError

    try:
        tree = Checkout(args.base)
    except RevisionError as exc:
        print(f"sprt: --base {args.base}: {exc}", file=sys.stderr)
        return 2
    try:
        from game.tools.revision import SeatServer

        try:  # the base's code must be able to serve seats (at fixed work, if asked) before any game is played
            probe = SeatServer(tree.path)
            try:
                if args.futures is not None and args.level == "hard":
                    try:
                        probe.call(op="seat", sid="probe", level="hard", seed=0, workers=1, futures=args.futures)
                    except RevisionError as exc:
                        raise RevisionError(f"{exc}; test it on a clock instead (--budget S)") from None
            finally:
                probe.close()
        except RevisionError as exc:
            print(f"sprt: --base {args.base}: {exc}", file=sys.stderr)
            return 2
        try:
            name = args.base if tree.sha.startswith(args.base) else f"{args.base} ({tree.short})"
            result, _ = run(args, tree.path, name)
        except KeyboardInterrupt:
            print("sprt: stopped (Ctrl-C); no result", file=sys.stderr)
            return 130
        except RuntimeError as exc:
            print(f"sprt: stopped: {exc}", file=sys.stderr)
            return 1
    finally:
        tree.close()
    print(json.dumps(result) if args.json else describe(result))
    return 0


if __name__ == "__main__":
    sys.exit(run_cli(main))
