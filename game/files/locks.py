"""One game, one writer: a lock file beside a save (`<save>.lock`) says which running program has the game open.

The lock is made with O_CREAT | O_EXCL, so of two windows opening one game at once exactly one gets it.  It
names its holder (process id, the process's start time where the system tells it, the machine) so that a lock
whose holder is gone — the program crashed or was killed — is recognised as stale and taken over: a crash
never blocks a game for ever.  A holder on another machine (a shared folder) cannot be asked whether it is
alive: its lock is stale once it has not been refreshed (every write refreshes it) for STALE_REMOTE_SECONDS.

A lock that cannot be made at all (a read-only folder) is not held; the writes of that game fail and say so
anyway.  The lock file is read through the validation layer like any other file.
"""

from __future__ import annotations

import json
import os
import socket
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated

from pydantic import BaseModel, Field, StringConstraints

from .errors import FileRefused, validate
from .reading import KiB, read_json
from .values import STRICT_OPEN

LOCK_SUFFIX = ".lock"
STALE_REMOTE_SECONDS = 3600.0  # a lock of another machine not refreshed for an hour is left behind
_WINDOWS_STALE_SECONDS = 600.0  # Windows has no harmless "is this process alive" question (os.kill kills)


class LockFile(BaseModel):
    model_config = STRICT_OPEN
    pid: Annotated[int, Field(ge=1, le=2**31)]
    host: Annotated[str, StringConstraints(max_length=255)] = ""
    started: Annotated[int, Field(ge=0)] | None = None  # the process's start time (Linux: clock ticks)


def lock_path(save: Path) -> Path:
    save = Path(save)
    return save.with_name(save.name + LOCK_SUFFIX)


def _process_start(pid: int) -> int | None:
    """When process `pid` started (Linux: /proc/PID/stat field 22), to tell it from a later one of the same id."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as fh:
            text = fh.read().decode("ascii", "replace")
        return int(text[text.rindex(")") + 2 :].split()[19])
    except (OSError, ValueError, IndexError):
        return None


def _host() -> str:
    try:
        return socket.gethostname()[:255]
    except OSError:
        return ""


@dataclass(frozen=True)
class Holder:
    pid: int
    host: str
    started: int | None
    age: float  # seconds since the lock was made or last refreshed

    def is_me(self) -> bool:
        return self.pid == os.getpid() and self.host == _host()

    def alive(self) -> bool:
        if self.is_me():
            return True
        if self.host != _host():
            return self.age < STALE_REMOTE_SECONDS
        if os.name == "nt":
            return self.age < _WINDOWS_STALE_SECONDS
        try:
            os.kill(self.pid, 0)
        except ProcessLookupError:
            return False
        except OSError:
            pass  # someone else's process, alive
        if self.started is not None:
            now = _process_start(self.pid)
            if now is not None and now != self.started:
                return False  # the id was given to another process since
        return True


def read_holder(path: Path) -> Holder | None:
    """Who holds the lock at `path`; None when there is no lock or it is not a lock file (then it is stale)."""
    try:
        age = time.time() - os.stat(path).st_mtime
        info = validate(LockFile, read_json(path, 4 * KiB))
    except (OSError, FileRefused):
        return None
    return Holder(info.pid, info.host, info.started, max(0.0, age))


class GameLock:
    """The lock of one save file, held by this program or not."""

    def __init__(self, save: Path) -> None:
        self.path = lock_path(save)
        self.held = False

    def acquire(self) -> Holder | None:
        """Take the lock: None when this program holds it now (or the folder allows no lock file at all), else
        the live holder that has the game open."""
        me = {"pid": os.getpid(), "host": _host(), "started": _process_start(os.getpid())}
        for _ in range(3):
            try:
                fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666)
            except FileExistsError:
                holder = read_holder(self.path)
                if holder is not None and holder.is_me():
                    self.held = True  # this program has it already (the same game opened again)
                    return None
                if holder is not None and holder.alive():
                    return holder
                if holder is None and self._young():
                    time.sleep(0.05)  # being written by its maker this instant: look again
                    continue
                try:
                    os.unlink(self.path)  # stale: its holder is gone
                except FileNotFoundError:
                    pass
                except OSError:
                    return None
                continue
            except OSError:
                return None  # no lock can be made here (a read-only folder): the writes will say why
            try:
                os.write(fd, json.dumps(me).encode("ascii"))
            finally:
                os.close(fd)
            self.held = True
            return None
        return read_holder(self.path)  # still unclear after three looks: a holder if one can be named

    def _young(self) -> bool:
        try:
            return time.time() - os.stat(self.path).st_mtime < 1.0
        except OSError:
            return False

    def refresh(self) -> None:
        """Say the holder is still here (a holder on another machine is judged by this)."""
        if self.held:
            try:
                os.utime(self.path)
            except OSError:
                pass

    def release(self) -> None:
        if not self.held:
            return
        self.held = False
        holder = read_holder(self.path)
        if holder is not None and holder.is_me():
            try:
                os.unlink(self.path)
            except OSError:
                pass
