"""A command line run inside the test's own process, as `python main.py ...` or `python -m MODULE ...` would
run it, for the tests of what a command says before it does any work (a refused argument, a bad file): the
same code from `if __name__ == "__main__"` on, without the half second of a new interpreter importing the
game.  What only a real process shows (a pipe closed, Ctrl-C, a library banner, a whole game as a user plays
it) is tested with subprocess."""

from __future__ import annotations

import contextlib
import io
import runpy
import subprocess
import sys
import traceback
import warnings
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run_here(*args: str) -> subprocess.CompletedProcess:
    """`args` as for `python`: "main.py", ... or "-m", "game.tools.NAME", ...; the status, stdout and stderr
    (an exception that escapes is written to stderr as the interpreter would, with status 1)."""
    out, err = io.StringIO(), io.StringIO()
    if args[0] == "-m":
        module, rest = args[1], list(args[2:])
        argv0 = str(ROOT / (module.replace(".", "/") + ".py"))
    else:
        module, rest = None, list(args[1:])
        argv0 = args[0]
    saved = sys.argv
    sys.argv = [argv0, *rest]
    status: int | str | None = 0
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                if module is not None:
                    with warnings.catch_warnings():  # the module imported before by a test: run afresh all the same
                        warnings.filterwarnings("ignore", "'.*' found in sys.modules", RuntimeWarning)
                        runpy.run_module(module, run_name="__main__", alter_sys=True)
                else:
                    runpy.run_path(str(ROOT / argv0), run_name="__main__")
            except SystemExit as stop:
                status = stop.code
            except Exception:
                traceback.print_exc()
                status = 1
    finally:
        sys.argv = saved
    if status is None:
        status = 0
    elif not isinstance(status, int):
        print(status, file=err)
        status = 1
    return subprocess.CompletedProcess([sys.executable, *args], status, out.getvalue(), err.getvalue())
