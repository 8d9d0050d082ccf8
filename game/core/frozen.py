"""`replace` for the frozen dataclasses the fold swaps (the editions' own states): the same new object as
`dataclasses.replace`, made without its generic work (walking the fields' metadata and calling `__init__`
through keywords), which the fold of every event paid for.  A class with a `__post_init__`, an InitVar or a
field outside `__init__` goes through `dataclasses.replace` itself."""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

T = TypeVar("T")

_set = object.__setattr__
# class -> its replacer (a function of the old object and the changes), or None for dataclasses.replace's work
_REPLACERS: dict[type, Any] = {}


def _replacer(cls: type) -> Any:
    """For a plain frozen dataclass: a function made for its fields (as dataclasses makes `__init__`), which
    makes the new object from the old one and the changes with one test and one set per field."""
    if hasattr(cls, "__post_init__"):
        return None
    names = []
    for f in dataclasses.fields(cls):
        if (
            not f.init
            or not f.name.isidentifier()
            or f.name in ("obj", "changes", "new", "_set", "_new", "cls", "_fields", "_replace")
        ):
            return None
        names.append(f.name)
    if any(isinstance(f.type, dataclasses.InitVar) for f in getattr(cls, "__dataclass_fields__", {}).values()):
        return None
    body = "".join(f"    _set(new, {n!r}, changes[{n!r}] if {n!r} in changes else obj.{n})\n" for n in names)
    source = (
        "def replace(obj, changes):\n"
        "    if not _fields.issuperset(changes):\n"
        "        return _replace(obj, **changes)\n"  # dataclasses.replace, and its error for a wrong name
        f"    new = _new(cls)\n{body}    return new\n"
    )
    scope: dict[str, Any] = {
        "_set": _set,
        "_new": object.__new__,
        "cls": cls,
        "_fields": frozenset(names),
        "_replace": dataclasses.replace,
    }
    exec(source, scope)  # made from the class's own field names, as dataclasses makes its __init__
    return scope["replace"]


def replace(obj: T, /, **changes: Any) -> T:
    """`dataclasses.replace(obj, **changes)`, quicker for a plain frozen dataclass."""
    cls = type(obj)
    try:
        made = _REPLACERS[cls]
    except KeyError:
        made = _REPLACERS[cls] = _replacer(cls)
    if made is None:
        return dataclasses.replace(obj, **changes)  # type: ignore[type-var]
    new: T = made(obj, changes)
    return new


def quick_init(cls: type[T]) -> type[T]:
    """Give a frozen dataclass (every field in `__init__`, no default factory, no `__post_init__`) an `__init__`
    that sets each field through `object.__setattr__` held in a global of its own: the generated one looks it up
    on `object` for every field, which made a third of the cost of every event the fold makes.  The instance is
    the same (its attributes stored as the interpreter stores them, in field order); any other class is left
    as it is."""
    if hasattr(cls, "__post_init__"):
        return cls
    names = []
    scope: dict[str, Any] = {"_set": _set}
    params = ""
    for f in dataclasses.fields(cls):  # type: ignore[arg-type]
        if not f.init or f.default_factory is not dataclasses.MISSING:
            return cls
        if not f.name.isidentifier() or f.name == "self" or f.name.startswith("_"):
            return cls
        names.append(f.name)
        if f.default is dataclasses.MISSING:
            params += f", {f.name}"
        else:
            scope[f"_default_{f.name}"] = f.default
            params += f", {f.name}=_default_{f.name}"
    body = "".join(f"    _set(self, {n!r}, {n})\n" for n in names) or "    pass\n"
    exec(f"def __init__(self{params}):\n{body}", scope)  # from the class's own fields, as dataclasses does
    init = scope["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    init.__doc__ = cls.__init__.__doc__
    init.__annotations__ = dict(getattr(cls.__init__, "__annotations__", {}))
    cls.__init__ = init  # type: ignore[method-assign]
    return cls
