"""The scenario runner of docs/scenarios.md: play a hand-made situation through the real rules core.

    python -m game.tools.scenario PATH.json

Prints one JSON object; exit 0 for a well-formed file (a refused command is part of the answer), exit 2 with
a one-line reason on stderr, naming the key or command at fault, for a file that is not JSON or not of the
format.  The file is read and validated by game.files (size, depth, types, ranges) before anything is built.
"""

from __future__ import annotations

import json
import sys

from game.files import FileRefused, printable, read_json
from game.files.scenarios import SCENARIO_MAX_BYTES
from game.scenarios import ScenarioError, build_game, game_report, play, run
from game.tools import run_cli

__all__ = ["ScenarioError", "build_game", "game_report", "main", "play", "run"]


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        print("usage: python -m game.tools.scenario PATH.json", file=sys.stderr)
        return 2
    where = printable(argv[0], 120)
    try:
        doc = read_json(argv[0], SCENARIO_MAX_BYTES)
        out = run(doc)
    except FileRefused as exc:
        print(f"{where}: {exc}", file=sys.stderr)
        return 2
    except ScenarioError as exc:
        print(f"{where}: {printable(str(exc), 400)}", file=sys.stderr)
        return 2
    json.dump(out, sys.stdout)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(run_cli(main))
