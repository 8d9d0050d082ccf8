"""The program's source files parsed (and walked) once per test process: several tests read the syntax of every
module of `game` (import layers, refusal codes, file paths), and a parse of the whole program costs over a second."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path


@cache
def parsed(path: Path) -> ast.Module:
    """The syntax tree of a source file (shared: a test reads it, never changes it)."""
    return ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


@cache
def nodes(path: Path) -> tuple[ast.AST, ...]:
    """Every node of a source file's syntax tree in `ast.walk`'s order, walked once per test process (a walk of
    the whole program costs about a third of a second, and several tests walk it)."""
    return tuple(ast.walk(parsed(path)))
