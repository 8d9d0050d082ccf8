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


def quick_init(cls: type[T]) -> type[T]:
    """Give a frozen dataclass (every field in `__init__` without a default, no `__post_init__`) an `__init__`
    that sets each field through `object.__setattr__` held in a global of its own: the generated one looks it up
    on `object` for every field, which made a third of the cost of every event the fold makes.  The instance is
    the same (its attributes stored as the interpreter stores them, in field order); any other class is left
    as it is."""
    if hasattr(cls, "__post_init__"):
        return cls
    names = []
    for f in dataclasses.fields(cls):  # type: ignore[arg-type]
        if not f.init or f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING:
            return cls
        if not f.name.isidentifier() or f.name in ("self", "_set"):
            return cls
        names.append(f.name)
    body = "".join(f"    _set(self, {n!r}, {n})\n" for n in names) or "    pass\n"
    source = f"def __init__(self{''.join(', ' + n for n in names)}):\n{body}"
    scope: dict[str, Any] = {"_set": _set}
    exec(source, scope)  # made from the class's own field names, as dataclasses makes its __init__
    init = scope["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    init.__doc__ = cls.__init__.__doc__
    init.__annotations__ = dict(getattr(cls.__init__, "__annotations__", {}))
    cls.__init__ = init  # type: ignore[method-assign]
    return cls
