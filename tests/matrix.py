"""Test matrices: the first case runs in the default suite, the rest of the matrix in the slow step of CI
(`python -m pytest -m slow`), so that the default suite keeps to about a minute while CI still runs every case."""

from __future__ import annotations

import pytest


def first_quick(cases, one_value: bool = False) -> list:
    """`cases` for parametrize: the first as it is, every other one marked slow.  A case is a tuple of values
    (one per argument) unless `one_value` (a single argument, whose values may be tuples themselves)."""
    cases = list(cases)
    slow = pytest.mark.slow
    rest = [pytest.param(c, marks=slow) if one_value else pytest.param(*c, marks=slow) for c in cases[1:]]
    if not one_value and any(not isinstance(c, tuple) for c in cases):
        rest = [pytest.param(c, marks=slow) for c in cases[1:]]
    return cases[:1] + rest


def quick_only(cases, keep, one_value: bool = False) -> list:
    """`cases` for parametrize (each a value, or a tuple of values one per argument unless `one_value`): those
    in `keep` as they are, every other one marked slow, so that the default suite runs chosen representatives
    (different editions across tests, so each edition stays covered) and CI's slow step the rest of the sweep."""
    slow = pytest.mark.slow
    kept = list(keep)
    unknown = [k for k in kept if k not in cases]
    if unknown:
        raise ValueError(f"representatives not among the cases: {unknown}")
    return [
        c if c in kept else pytest.param(*(c if isinstance(c, tuple) and not one_value else (c,)), marks=slow)
        for c in cases
    ]
