"""`replace` for the frozen dataclasses the fold swaps (the editions' own states): the same new object as
`dataclasses.replace`, made without its generic work (walking the fields' metadata and calling `__init__`
through keywords), which the fold of every event paid for.  A class with a `__post_init__`, an InitVar or a
field outside `__init__` goes through `dataclasses.replace` itself."""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

T = TypeVar("T")

_set = object.__setattr__
_PLAIN: dict[type, tuple[tuple[str, ...], frozenset[str]] | None] = {}  # class -> (field names, as a set)


def _plain_fields(cls: type) -> tuple[tuple[str, ...], frozenset[str]] | None:
    if hasattr(cls, "__post_init__"):
        return None
    names = []
    for f in dataclasses.fields(cls):
        if not f.init:
            return None
        names.append(f.name)
    if any(isinstance(f.type, dataclasses.InitVar) for f in getattr(cls, "__dataclass_fields__", {}).values()):
        return None
    return tuple(names), frozenset(names)


def replace(obj: T, /, **changes: Any) -> T:
    """`dataclasses.replace(obj, **changes)`, quicker for a plain frozen dataclass."""
    cls = type(obj)
    try:
        plain = _PLAIN[cls]
    except KeyError:
        plain = _PLAIN[cls] = _plain_fields(cls)
    if plain is None or not plain[1].issuperset(changes):
        return dataclasses.replace(obj, **changes)  # type: ignore[type-var]  # (and its error for a wrong name)
    new = object.__new__(cls)
    for name in plain[0]:
        _set(new, name, changes[name] if name in changes else getattr(obj, name))
    return new
