"""Writing files so that a crash, a kill or a full disk never leaves a half-written one in place.

The document goes to a temporary file beside the target (`NAME.PID.RANDOM.tmp`), is flushed to the disk,
renamed over the target, and the folder itself is synced so that the rename survives a power cut.  A kill
between those steps leaves at most a temporary file; `clean_stale_temporaries` removes those whose writer
(the process id in the name) is gone, so a second copy of the program never deletes the other's work.
"""

from __future__ import annotations

import errno
import json
import os
import re
import secrets
import stat
from pathlib import Path

_TMP = re.compile(r"^(?P<target>.+)\.(?P<pid>\d+)\.(?P<token>[0-9a-f]{8})\.tmp$")
_LEGACY_TMP = re.compile(r"^.+\.json\.[A-Za-z0-9_]{6,12}\.tmp$")  # tempfile.mkstemp names of older builds


def fsync_folder(folder: Path) -> None:
    """Make a rename in `folder` durable.  Not every system can sync a folder (Windows cannot open one);
    there the rename is as durable as that system makes it."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def refuse_special_target(path: Path) -> None:
    """OSError when something other than a regular file is at `path`: a rename over it would turn a FIFO, a
    device or a link into a plain file (and a folder cannot be replaced at all)."""
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return
    if not stat.S_ISREG(mode):
        raise OSError(
            errno.EEXIST, "it exists and is not a regular file (a device, a pipe, a link or a folder)", str(path)
        )


def write_text_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Replace `path` with `text` (UTF-8), all or nothing.  Raises OSError (disk full, read-only folder...)
    and leaves the previous file whole."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    refuse_special_target(path)
    data = text.encode("utf-8")
    tmp = path.with_name(f"{path.name}.{os.getpid()}.{secrets.token_hex(4)}.tmp")
    # an ordinary file: its mode follows the umask as any file the player makes
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666)
    try:
        try:
            view = memoryview(data)
            while view:
                written = os.write(fd, view)
                view = view[written:]
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    fsync_folder(path.parent)


def write_json_atomic(path: str | os.PathLike[str], doc: object) -> None:
    """`doc` as compact JSON, written with `write_text_atomic`.  A value JSON cannot hold raises TypeError or
    ValueError before anything is written."""
    write_text_atomic(path, json.dumps(doc, ensure_ascii=False, separators=(",", ":"), allow_nan=False))


_WINDOWS_STALE_AFTER = 600.0  # seconds; Windows has no harmless "is this process alive" signal


def _alive(pid: int, path: str) -> bool:
    if pid == os.getpid():
        return True
    if os.name == "nt":
        try:
            import time

            return time.time() - os.stat(path).st_mtime < _WINDOWS_STALE_AFTER
        except OSError:
            return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError):
        return True  # someone else's process: leave its files alone
    return True


def clean_stale_temporaries(folder: str | os.PathLike[str]) -> list[str]:
    """Remove the temporary files a killed writer left in `folder`; the names removed."""
    removed: list[str] = []
    try:
        names = os.listdir(folder)
    except OSError:
        return removed
    for name in names:
        if not name.endswith(".tmp"):
            continue
        m = _TMP.match(name)
        path = os.path.join(folder, name)
        stale = (m is not None and not _alive(int(m["pid"]), path)) or (
            m is None and _LEGACY_TMP.match(name) is not None
        )
        if stale:
            try:
                os.unlink(path)
                removed.append(name)
            except OSError:
                pass
    return removed
