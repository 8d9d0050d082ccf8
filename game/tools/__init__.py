"""Command-line tools (run as `python -m game.tools.NAME`): scenario, replay, tileset, bench, tournament,
strength, calibrate, lookahead; `selfplay` holds the helpers they share."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable


def run_cli(main: Callable[[], int | None]) -> int:
    """Run a tool's `main` and return its exit status, quietly when the reader of its output goes away.

    `python -m game.tools.strength | head -1` closes the pipe after one line; without this the next print
    raises BrokenPipeError and Python prints a traceback (twice, once more when it flushes stdout at exit).
    Following the Python manual's note on SIGPIPE, stdout is pointed at the null device so the exit flush
    cannot fail again, and the tool ends with status 1 (its output was cut short)."""
    try:
        status = main()
        sys.stdout.flush()
        return status or 0
    except BrokenPipeError:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1
