"""Tessera from a checkout: `python main.py` opens the window; `python main.py --help` lists the rest
(game/cli.py).  Installed (`pip install .`) the same program is the `tessera` command."""

from __future__ import annotations

import os
import sys

from game.cli import check_parts, headless, main, parse_args, run

__all__ = ["check_parts", "headless", "main", "parse_args", "run"]

if __name__ == "__main__":
    sys.exit(run(prog=os.path.basename(sys.argv[0]) or "main.py"))
