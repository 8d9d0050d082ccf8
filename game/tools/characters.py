"""Do the characters play differently, and as strongly as their level?  Each character against the plain
level, deck-paired (every deal played from both chairs), two players.

    python -m game.tools.characters [--level normal] [--editions E,...] [--characters C,...] [--games 40]
                                    [--seed 1] [--workers 2] [--futures 8] [--json]

For each edition and character it prints where the character's pieces went - the share of its followers
laid on each shape of feature (area: meadows, fields, bush, jungle; line: paths, trails, rivers; other:
villages, lakes, baobabs), the share that came back during play (its feature finished) and the share that
ended the game in a feature shared with the other player -
beside the plain level's own shares in the same games, and its win rate against the plain level (a shared
win counts 1/2) with a 95% interval.  Hard seats run at fixed work (`--futures`, its deterministic mode).
"""

from __future__ import annotations

import json
import sys

from game.ai.characters import CHARACTERS, PLAIN
from game.core import events as ev
from game.core.engine import Game
from game.core.tiles import AREA, LINE
from game.editions import PLAYABLE
from game.newgame import new_setup
from game.tools import run_cli
from game.tools.args import ArgumentParser
from game.tools.jobs import JobPool
from game.tools.tournament import FUTURES, ci95

SHAPES = ("area", "line", "other")


def play_one(job) -> tuple[float, list[dict]]:
    """One game of (level:character, level) from chair order `shift`: (the character's win share, per listed
    seat {shape: followers laid, "shared": followers ending in a shared feature, "laid": all, "score"})."""
    from game.ai.seats import make_seat

    edition, level, character, deal, shift, futures = job
    names = [character, PLAIN]
    who = [(c + shift) % 2 for c in range(2)]  # chair c is played by listed seat who[c]
    seats = [make_seat(level, deal * 31 + c, workers=1, futures=futures, character=names[who[c]]) for c in range(2)]
    game = Game(new_setup(edition, 2, deal))
    while (pend := game.pending()) is not None:
        game.submit(seats[pend.seat].choose(game))
    s = game.state
    g = s.graph
    kinds = s.edition.follower_kinds
    out = [{k: 0 for k in (*SHAPES, "shared", "finished", "laid")} for _ in range(2)]
    holders: dict = {}
    for e in game.log:
        if isinstance(e, ev.PiecePlaced) and e.piece in kinds:
            node = s.node((e.x, e.y), e.feature)
            if node is None:
                continue
            shape = s.shape(g.kind[node])
            mine = out[who[e.seat]]
            mine["laid"] += 1
            mine["area" if shape == AREA else "line" if shape == LINE else "other"] += 1
            holders.setdefault(g.find(node), []).append(e.seat)
        elif isinstance(e, ev.PieceReturned) and e.piece in kinds:
            out[who[e.seat]]["finished"] += 1  # back in supply during play: its feature was finished
    for seats_on in holders.values():
        if len(set(seats_on)) > 1:
            for seat in seats_on:
                out[who[seat]]["shared"] += 1
    for c in range(2):
        out[who[c]]["score"] = s.scores[c]
    mine, theirs = s.scores[who.index(0)], s.scores[who.index(1)]
    return (1.0 if mine > theirs else 0.5 if mine == theirs else 0.0), out


def measure(edition: str, level: str, character: str, games: int, seed: int, workers: int, futures) -> dict:
    jobs = [(edition, level, character, seed + g // 2, g % 2, futures) for g in range(games)]
    with JobPool(workers) as pool:
        results = list(pool.map(play_one, jobs))
    wins = sum(r[0] for r in results)
    sums = [
        {k: sum(r[1][i][k] for r in results) for k in (*SHAPES, "shared", "finished", "laid", "score")}
        for i in range(2)
    ]

    def shares(t: dict) -> dict:
        laid = max(1, t["laid"])
        return {k: round(t[k] / laid, 3) for k in (*SHAPES, "shared", "finished")}

    return {
        "edition": edition,
        "level": level,
        "character": character,
        "games": games,
        "win_rate": round(wins / games, 4),
        "ci95": ci95(wins / games, games),
        "pieces": shares(sums[0]),
        "plain_pieces": shares(sums[1]),
        "mean_score": [round(sums[0]["score"] / games, 1), round(sums[1]["score"] / games, 1)],
        "futures": futures if level == "hard" else None,
    }


def table(rows: list[dict]) -> str:
    lines = [
        "| edition | level | character | pieces on area / line / other (plain) | in shared features (plain) "
        "| finished (plain) | wins vs plain | mean scores |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        p, q = r["pieces"], r["plain_pieces"]
        lines.append(
            f"| {r['edition']} | {r['level']} | {r['character']} "
            f"| {100 * p['area']:.0f} / {100 * p['line']:.0f} / {100 * p['other']:.0f}% "
            f"({100 * q['area']:.0f} / {100 * q['line']:.0f} / {100 * q['other']:.0f}%) "
            f"| {100 * p['shared']:.0f}% ({100 * q['shared']:.0f}%) "
            f"| {100 * p['finished']:.0f}% ({100 * q['finished']:.0f}%) "
            f"| {100 * r['win_rate']:.1f}% ±{100 * r['ci95']:.1f} of {r['games']} "
            f"| {r['mean_score'][0]:.0f} vs {r['mean_score'][1]:.0f} |"
        )
    return "\n".join(lines)


def main(argv=None) -> int:
    from game.ai.seats import LEVELS

    p = ArgumentParser(prog="python -m game.tools.characters", description=__doc__.split("\n\n")[0])
    p.add_argument("--level", default="normal", choices=sorted(LEVELS))
    p.add_argument("--editions", default=",".join(PLAYABLE), help="comma-separated (default: all)")
    named = [c for c in CHARACTERS if c != PLAIN]
    p.add_argument("--characters", default=",".join(named), help=f"comma-separated of {', '.join(named)}")
    p.add_argument("--games", type=int, default=40, help="games a character and edition (default 40)")
    p.add_argument("--seed", type=int, default=1, help="the first deal (default 1)")
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--futures", type=int, default=FUTURES, help=f"hard's fixed work (default {FUTURES})")
    p.add_argument("--json", action="store_true", help="print one JSON line a row instead of the table")
    args = p.parse_args(argv)
    editions = [e.strip() for e in args.editions.split(",") if e.strip()]
    characters = [c.strip() for c in args.characters.split(",") if c.strip()]
    if not editions or any(e not in PLAYABLE for e in editions):
        p.error(f"--editions must list some of {', '.join(PLAYABLE)} (got {args.editions!r})")
    if not characters or any(c not in named for c in characters):
        p.error(f"--characters must list some of {', '.join(named)} (got {args.characters!r})")
    if args.games < 2 or args.workers < 1 or not 1 <= args.futures <= 200:
        p.error("--games must be at least 2, --workers at least 1, --futures 1..200")
    rows = []
    try:
        for edition in editions:
            for character in characters:
                row = measure(edition, args.level, character, args.games, args.seed, args.workers, args.futures)
                rows.append(row)
                if args.json:
                    print(json.dumps(row), flush=True)
    except KeyboardInterrupt:
        print(f"characters: stopped (Ctrl-C) after {len(rows)} rows", file=sys.stderr)
        if rows and not args.json:
            print(table(rows))
        return 130
    if not args.json:
        print(table(rows))
    return 0


if __name__ == "__main__":
    sys.exit(run_cli(main))
