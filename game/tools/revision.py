"""Another git revision of the code, run beside the working tree's: the base of `sprt` and `bench ai --base`.

`checkout(rev)` extracts the revision (`git archive`) into a temporary folder, leaving the repository and its
worktrees untouched; `SeatServer` runs `seat_server.py` in that folder, so the old AI answers over a pipe
while the working tree's code runs in this process.  `RemoteSeat` is a seat (`choose(game)`) whose decisions
come from such a server.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path
from typing import Any

# the repository whose revisions are checked out: the one this code lives in, or TESSERA_REPO (a copy of the
# code outside the repository, e.g. a frozen tree that long measurements run from)
ROOT = Path(os.environ.get("TESSERA_REPO") or Path(__file__).resolve().parents[2])
SERVER = Path(__file__).with_name("seat_server.py")


class RevisionError(Exception):
    """A revision that cannot be checked out or whose code cannot serve seats; the message says why."""


def resolve(rev: str, repo: Path = ROOT) -> str:
    """The full commit hash of `rev` (a hash, a branch, a tag, HEAD~2...)."""
    if not rev or rev.startswith("-"):
        raise RevisionError(f"{rev!r} is not a git revision")
    try:
        out = subprocess.run(
            ["git", "-C", str(repo), "rev-parse", "--verify", "--quiet", f"{rev}^{{commit}}"],
            capture_output=True,
            text=True,
            timeout=30,
        )
    except (OSError, subprocess.SubprocessError) as exc:
        raise RevisionError(f"cannot run git: {exc}") from None
    if out.returncode != 0 or not out.stdout.strip():
        raise RevisionError(f"{rev!r} is not a commit of this repository (try a hash from `git log --oneline`)")
    return out.stdout.strip()


class Checkout:
    """The tree of one commit in a temporary folder; `close()` (or leaving the `with`) removes it."""

    def __init__(self, rev: str, repo: Path = ROOT) -> None:
        self.sha = resolve(rev, repo)
        self.rev = rev
        self.path = Path(tempfile.mkdtemp(prefix=f"tessera-{self.sha[:7]}-"))
        try:
            proc = subprocess.Popen(
                ["git", "-C", str(repo), "archive", "--format=tar", self.sha], stdout=subprocess.PIPE
            )
            assert proc.stdout is not None
            with tarfile.open(fileobj=proc.stdout, mode="r|") as tar:
                tar.extractall(self.path, filter="data")
            if proc.wait() != 0:
                raise RevisionError(f"git archive {self.sha[:12]} failed")
            if not (self.path / "game" / "ai" / "seats.py").is_file():
                raise RevisionError(f"revision {rev} has no AI seats (game/ai/seats.py)")
            shutil.copy(SERVER, self.path / "_tessera_seat_server.py")
        except BaseException:
            self.close()
            raise

    @property
    def short(self) -> str:
        return self.sha[:7]

    def close(self) -> None:
        shutil.rmtree(self.path, ignore_errors=True)

    def __enter__(self) -> Checkout:
        return self

    def __exit__(self, *exc) -> None:
        self.close()


class SeatServer:
    """`seat_server.py` running on a checked-out tree; `call(op=..., ...)` sends one request."""

    def __init__(self, tree: Path, nice: int = 0) -> None:
        env = dict(os.environ, PYTHONPATH=str(tree), PYTHONDONTWRITEBYTECODE="1")
        self._err = tempfile.TemporaryFile(mode="w+")
        self.proc = subprocess.Popen(
            [sys.executable, "-u", str(tree / "_tessera_seat_server.py")],
            cwd=tree,
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self._err,
            text=True,
            preexec_fn=(lambda: os.nice(nice)) if nice and hasattr(os, "nice") else None,
        )
        self.call(op="hello")

    def call(self, **req):
        proc = self.proc
        assert proc.stdin is not None and proc.stdout is not None
        try:
            proc.stdin.write(json.dumps(req) + "\n")
            proc.stdin.flush()
            line = proc.stdout.readline()
        except (BrokenPipeError, OSError):
            line = ""
        if not line:
            raise RevisionError(f"the base revision's seat server stopped: {self._last_error()}")
        answer = json.loads(line)
        if "error" in answer:
            raise RevisionError(f"the base revision's code failed: {answer['error']}")
        return answer

    def _last_error(self) -> str:
        self._err.seek(0)
        lines = [line.strip() for line in self._err.read().splitlines() if line.strip()]
        return lines[-1] if lines else f"exit status {self.proc.poll()}"

    def close(self) -> None:
        if self.proc.poll() is None:
            try:
                assert self.proc.stdin is not None
                self.proc.stdin.write('{"op": "bye"}\n')
                self.proc.stdin.flush()
                self.proc.wait(timeout=5)
            except (OSError, subprocess.TimeoutExpired, ValueError):
                self.proc.terminate()
                try:
                    self.proc.wait(timeout=5)
                except subprocess.TimeoutExpired:
                    self.proc.kill()
        self._err.close()


class RemoteSeat:
    """A seat of the base revision: its decisions come from a `SeatServer`.  It follows one game at a time
    and sends the server only the events it has not seen yet."""

    _count = 0

    def __init__(
        self, server: SeatServer, level: str, seed: int, workers=None, budget=None, futures=None, stats=False
    ) -> None:
        RemoteSeat._count += 1
        self.sid = f"s{RemoteSeat._count}"
        self.server = server
        self.stats = stats
        self.last: dict = {}
        self._game: Any = None  # the game object it follows, and how many of its events the server has
        self._sent = 0
        server.call(op="seat", sid=self.sid, level=level, seed=seed, workers=workers, budget=budget, futures=futures)

    def choose(self, game):
        from game.core import commands as cmd
        from game.core import events as ev

        if game is not self._game or len(game.log) < self._sent:
            self.server.call(op="game", gid=self.sid, setup=game.setup.to_dict(), events=[])
            self._game, self._sent = game, 0
        new = [ev.to_dict(e) for e in game.log[self._sent :]]
        self._sent = len(game.log)
        answer = self.server.call(op="choose", sid=self.sid, gid=self.sid, events=new, stats=self.stats)
        self.last = answer
        return cmd.from_dict(answer["command"])
