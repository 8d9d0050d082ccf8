"""The AI-strength ledger: tournament results kept across sessions, added up per pairing.

    python -m game.tools.tournament --edition hunters --seats hard,normal --games 40 --seed 11 --record
    python -m game.tools.strength            # the table for the AI as it is now
    python -m game.tools.strength --json

A hard game costs about a minute of both cores, so the 200 games a pairing the targets ask for are played in
batches over several sittings.  Each batch is one line of `LEDGER` (JSON): the pairing, the deals it used
(`seed` .. `seed + deals - 1`), the summed win shares and scores, and a fingerprint of the code that decides
how the seats play (`game/ai`, `game/core`, `game/editions`).  The table adds up only the batches whose
fingerprint is the current one, so a change to the AI or to a rule starts the count again instead of mixing
two different players; a batch that replays deals already counted is left out.
"""

from __future__ import annotations

import argparse
import datetime
import hashlib
import json
import math
import sys
from pathlib import Path

from game.tools import run_cli

ROOT = Path(__file__).resolve().parents[2]
LEDGER = Path(__file__).with_name("strength_ledger.jsonl")
FINGERPRINTED = ("game/ai", "game/core", "game/editions")

# the targets, by the seats of a pairing: the first seat's win rate must reach this
TARGETS = {
    ("normal", "easy"): 0.75,
    ("hard", "easy"): 0.85,
    ("hard", "normal"): 0.60,
    ("hard", "easy", "easy", "easy"): 0.40,
}
TARGET_GAMES = 200
KEYS = ("fingerprint", "edition", "seats", "games", "seed", "deals", "wins", "score_sums")


def fingerprint(root: Path = ROOT) -> str:
    """A short hash of every source and data file that decides how the seats play."""
    h = hashlib.sha256()
    for folder in FINGERPRINTED:
        for path in sorted((root / folder).rglob("*")):
            if path.suffix in (".py", ".json") and path.is_file() and "__pycache__" not in path.parts:
                h.update(path.relative_to(root).as_posix().encode())
                h.update(b"\0")
                h.update(path.read_bytes().replace(b"\r\n", b"\n"))
                h.update(b"\0")
    return h.hexdigest()[:12]


def entry(result: dict, seed: int, wins: list[float], scores: list[int] | list[float], workers: int) -> dict:
    """One batch: `wins` and `scores` are sums over its games, per listed seat."""
    n = len(result["seats"])
    return {
        "fingerprint": fingerprint(),
        "date": datetime.date.today().isoformat(),
        "edition": result["edition"],
        "seats": list(result["seats"]),
        "games": result["games"],
        "seed": seed,
        "deals": -(-result["games"] // n),
        "workers": workers,
        "wins": [round(w, 4) for w in wins],
        "score_sums": [round(s, 2) for s in scores],
    }


def record(line: dict, path: Path = LEDGER) -> None:
    with open(path, "a", encoding="utf-8") as f:
        f.write(json.dumps(line) + "\n")


def load(path: Path = LEDGER) -> list[dict]:
    if not path.exists():
        return []
    out = []
    for number, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not text.strip():
            continue
        try:
            line = json.loads(text)
        except json.JSONDecodeError as exc:
            raise SystemExit(f"{path}:{number}: not a JSON line ({exc.msg})") from None
        missing = [k for k in KEYS if not isinstance(line, dict) or k not in line]
        if missing:
            raise SystemExit(f"{path}:{number}: a batch needs {', '.join(missing)}")
        out.append(line)
    return out


def summarize(entries: list[dict], current: str) -> list[dict]:
    """Per pairing (edition, seats): the batches of the `current` fingerprint added up, overlapping deals
    skipped."""
    cells: dict = {}
    for e in entries:
        if e.get("fingerprint") != current:
            continue
        key = (e["edition"], tuple(e["seats"]))
        cell = cells.setdefault(
            key,
            {
                "edition": e["edition"],
                "seats": list(e["seats"]),
                "games": 0,
                "wins": [0.0] * len(e["seats"]),
                "score_sums": [0.0] * len(e["seats"]),
                "deals": [],
                "skipped": 0,
            },
        )
        lo, hi = e["seed"], e["seed"] + e["deals"] - 1
        if any(lo <= b and a <= hi for a, b in cell["deals"]):
            cell["skipped"] += e["games"]
            continue
        cell["deals"].append((lo, hi))
        cell["games"] += e["games"]
        cell["wins"] = [a + b for a, b in zip(cell["wins"], e["wins"])]
        cell["score_sums"] = [a + b for a, b in zip(cell["score_sums"], e["score_sums"])]
    out = []
    for key in sorted(cells):
        c = cells[key]
        n = c["games"]
        p = c["wins"][0] / n
        target = TARGETS.get(tuple(c["seats"]))
        out.append(
            {
                "edition": c["edition"],
                "seats": c["seats"],
                "games": n,
                "win_rate": [round(w / n, 4) for w in c["wins"]],
                "mean_score": [round(s / n, 2) for s in c["score_sums"]],
                "ci95": ci95(p, n),
                "deals": sorted(c["deals"]),
                "skipped_games": c["skipped"],
                "target": target,
                "met": None if target is None else bool(p >= target and n >= TARGET_GAMES),
            }
        )
    return out


def ci95(p: float, n: int) -> float:
    """Half-width of the normal-approximation 95% interval of a win rate p over n games, to 4 places."""
    return round(1.96 * math.sqrt(max(p * (1 - p), 1e-9) / n), 4)


def deal_ranges(deals: list[tuple[int, int]]) -> str:
    """The deals a cell has played, adjacent ranges joined: [(1, 5), (6, 10), (21, 25)] -> "1-10,21-25".
    The next batch of a cell should start on a deal outside them (`--seed`), or the table will skip it."""
    merged: list[list[int]] = []
    for lo, hi in sorted(deals):
        if merged and lo <= merged[-1][1] + 1:
            merged[-1][1] = max(merged[-1][1], hi)
        else:
            merged.append([lo, hi])
    return ",".join(f"{lo}-{hi}" for lo, hi in merged)


def table(rows: list[dict]) -> str:
    lines = [
        "edition    seats                      games  first seat wins   mean scores            target"
        "              deals played"
    ]
    for r in rows:
        target = "-" if r["target"] is None else f">= {r['target']:.0%}" + (" met" if r["met"] else " not met")
        lines.append(
            f"{r['edition']:<10} {','.join(r['seats']):<26} {r['games']:>5}  "
            f"{r['win_rate'][0]:>6.1%} ±{r['ci95']:.1%}     "
            f"{' vs '.join(f'{s:.0f}' for s in r['mean_score']):<22} {target:<19} "
            f"{deal_ranges(r['deals'])}"
        )
    return "\n".join(lines)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(
        prog="python -m game.tools.strength",
        description="Tournament batches recorded with --record, added up per pairing.",
    )
    p.add_argument("--ledger", type=Path, default=LEDGER)
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    current = fingerprint()
    entries = load(args.ledger)
    rows = summarize(entries, current)
    stale = sum(1 for e in entries if e.get("fingerprint") != current)
    if args.json:
        print(json.dumps({"fingerprint": current, "cells": rows, "stale_batches": stale}))
    else:
        print(f"AI fingerprint {current}; {len(entries) - stale} batches count, {stale} from older code")
        print(table(rows) if rows else "(no batch recorded for this code yet)")
    return 0


if __name__ == "__main__":
    sys.exit(run_cli(main))
