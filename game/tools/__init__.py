"""Command-line tools (run as `python -m game.tools.NAME`): scenario, replay, tileset, bench, tournament,
strength, calibrate, lookahead; `selfplay` holds the helpers they share.

`run_cli` runs a tool's main the same way for all of them: one line, never a traceback, when the reader of
its output goes away or the user presses Ctrl-C.  `output_path` and `count` are argparse
types, so a bad argument is refused in argparse's own one-line way before any work is done.
"""

from __future__ import annotations

import argparse
import os
import signal
import stat
import sys
from collections.abc import Callable
from pathlib import Path

INTERRUPTED = 130  # the shell's status for a command ended by Ctrl-C (128 + SIGINT)


def _tool_name() -> str:
    main = sys.modules.get("__main__")
    spec = getattr(main, "__spec__", None)
    if spec is not None and spec.name:
        return spec.name.rsplit(".", 1)[-1]
    return Path(sys.argv[0]).name or "tool"


def run_cli(main: Callable[[], int | None]) -> int:
    """Run a tool's `main` and return its exit status.

    - Output that cannot be encoded in the terminal's encoding is escaped, never an error.
    - The reader goes away (`python -m game.tools.strength | head -1`): following the Python manual's note
      on SIGPIPE, stdout is pointed at the null device so the exit flush cannot fail again, and the tool ends
      with status 1 (its output was cut short).
    - Ctrl-C: one line on stderr and status 130; a second Ctrl-C during the clean-up ends the process at
      once.  (Tools with worker processes stop their pools themselves; see game.ai.parallel.)
    """
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.reconfigure(errors="backslashreplace")  # type: ignore[union-attr]
        except (AttributeError, ValueError):
            pass
    try:
        status = main()
        sys.stdout.flush()
        return status or 0
    except BrokenPipeError:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1
    except KeyboardInterrupt:
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        try:
            sys.stdout.flush()
        except (OSError, ValueError):
            pass
        print(f"{_tool_name()}: interrupted", file=sys.stderr)
        return INTERRUPTED


def count(text: str) -> int:
    """argparse type: a whole number of at least 0."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a whole number, not {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"must be 0 or more, not {value}")
    return value


def check_output_path(path) -> str | None:
    """Why a file cannot be written at `path` (its folder missing or read-only, a folder in its place),
    or None.  Checked before any work is done, so a long run never ends in an unwritable output."""
    p = Path(path)
    if str(path) == "":
        return "the path is empty"
    if p.is_dir():
        return f"{path} is a folder"
    if os.path.lexists(p) and not stat.S_ISREG(os.lstat(p).st_mode):
        return f"{path} exists and is not a regular file (a device, a pipe, a socket or a link); it is not replaced"
    parent = p.parent if str(p.parent) else Path(".")
    if not parent.exists():
        return f"the folder {parent} does not exist"
    if not parent.is_dir():
        return f"{parent} is not a folder"
    if p.exists() and not os.access(p, os.W_OK):
        return f"{path} cannot be written (no permission)"
    if not os.access(parent, os.W_OK | os.X_OK):
        return f"the folder {parent} cannot be written in (no permission, or read-only)"
    return None


def output_path(text: str) -> str:
    """argparse type: a file the tool will be able to write."""
    problem = check_output_path(text)
    if problem is not None:
        raise argparse.ArgumentTypeError(problem)
    return text
