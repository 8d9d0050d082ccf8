"""Reading a JSON file the program did not write itself, safely: checks made before anything is parsed.

1. a regular file only: a FIFO would block for ever and /dev/zero would fill the memory; the path is checked
   before it is opened, the file is opened without blocking and checked again on the open descriptor;
2. a size limit per kind of file, checked on the descriptor and again while reading;
3. UTF-8 text, a byte-order mark accepted;
4. a nesting-depth limit, measured on the text before the parser sees it;
5. strict JSON: no NaN or Infinity, no key given twice, no lone surrogate anywhere.

Everything refused raises FileRefused with one line a person can act on.
"""

from __future__ import annotations

import codecs
import json
import os
import re
import stat
from itertools import accumulate
from pathlib import Path
from typing import Any, NoReturn

from .errors import FileRefused
from .text import printable

KiB = 1024
MiB = 1024 * KiB

MAX_DEPTH = 24  # the deepest file the program writes (a save's tile definitions) is 7 levels deep

_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_SURROGATE = re.compile("[\ud800-\udfff]")
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F][0-9a-fA-F]{2}")  # the only way JSON text can make one


def read_bytes(path: str | os.PathLike[str], max_bytes: int) -> bytes:
    """The content of the regular file `path`, at most `max_bytes` long."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    try:
        # before opening: a device or a FIFO is never opened at all (opening some devices acts on them);
        # after opening, the descriptor is checked again (the path may have changed in between)
        _refuse_special(os.stat(path).st_mode)
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise FileRefused("no such file") from None
    except PermissionError:
        raise FileRefused("no permission to read it") from None
    except OSError as exc:
        raise FileRefused(f"cannot be read: {exc.strerror or exc}") from None
    try:
        info = os.fstat(fd)
        _refuse_special(info.st_mode)
        if info.st_size > max_bytes:
            raise FileRefused(f"too large ({info.st_size} bytes; the limit is {max_bytes})")
        chunks, total = [], 0
        while True:
            chunk = os.read(fd, min(1 * MiB, max_bytes + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > max_bytes:
                raise FileRefused(f"too large (over {max_bytes} bytes)")
        return b"".join(chunks)
    except OSError as exc:
        raise FileRefused(f"cannot be read: {exc.strerror or exc}") from None
    finally:
        os.close(fd)


def _refuse_special(mode: int) -> None:
    if stat.S_ISDIR(mode):
        raise FileRefused("a folder, not a file")
    if not stat.S_ISREG(mode):
        raise FileRefused("not a regular file (a device, a pipe or a socket)")


def decode(data: bytes) -> str:
    """UTF-8 text; a byte-order mark at the start is dropped."""
    if data.startswith(codecs.BOM_UTF8):
        data = data[len(codecs.BOM_UTF8) :]
    elif data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        raise FileRefused("UTF-16 text; the program reads UTF-8")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise FileRefused(f"not UTF-8 text (byte {exc.start} is not UTF-8)") from None


def depth_of(text: str) -> int:
    """How deeply the arrays and objects of a JSON text nest (strings skipped), without parsing it."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    if not brackets:
        return 0
    return max(accumulate(1 if c in "[{" else -1 for c in brackets))


def _no_constants(name: str) -> NoReturn:
    raise FileRefused(f"not valid JSON: {name} is not a number JSON allows")


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out = dict(pairs)
    if len(out) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise FileRefused(f"the key {printable(repr(key), 60)} appears twice in one object")
            seen.add(key)
    return out


def parse(text: str, max_depth: int = MAX_DEPTH) -> Any:
    """Strict JSON from text, with the depth limit checked first."""
    depth = depth_of(text)
    if depth > max_depth:
        raise FileRefused(f"nested {depth} levels deep; the limit is {max_depth}")
    try:
        doc = json.loads(text, parse_constant=_no_constants, object_pairs_hook=_no_duplicates)
    except FileRefused:
        raise
    except json.JSONDecodeError as exc:
        raise FileRefused(f"not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})") from None
    except RecursionError:
        raise FileRefused(f"nested deeper than the limit of {max_depth} levels") from None
    except ValueError as exc:
        if "digits" in str(exc):  # Python refuses to read an integer of thousands of digits
            raise FileRefused("not valid JSON: a number has more than 4300 digits") from None
        raise FileRefused(f"not valid JSON: {printable(str(exc), 120)}") from None
    if _SURROGATE_ESCAPE.search(text):
        _check_strings(doc)
    return doc


def _check_strings(doc: object) -> None:
    """No lone surrogate in any key or string: such text cannot be written back as UTF-8."""
    stack: list[tuple[object, str]] = [(doc, "")]
    while stack:
        value, where = stack.pop()
        if isinstance(value, str):
            if _SURROGATE.search(value):
                raise FileRefused(f"{where or 'the file'}: holds a lone surrogate, which is not a character")
        elif isinstance(value, dict):
            for key, item in value.items():
                if _SURROGATE.search(key):
                    raise FileRefused(f"{where or 'the file'}: a key holds a lone surrogate")
                stack.append((item, f"{where}.{printable(key, 40)}" if where else printable(key, 40)))
        elif isinstance(value, list):
            stack.extend((item, f"{where}[{i}]") for i, item in enumerate(value))


def read_json(path: str | os.PathLike[str], max_bytes: int, max_depth: int = MAX_DEPTH) -> Any:
    """The JSON value of the file at `path` after every check above; FileRefused otherwise."""
    return parse(decode(read_bytes(Path(path), max_bytes)), max_depth)
