"""What a player asks for: one frozen dataclass per command, and the JSON codec of docs/scenarios.md.

Positions are tuples `(x, y)`.  `from_dict` raises CommandFormatError naming the field at fault.
"""

from __future__ import annotations

from dataclasses import MISSING, dataclass, fields
from typing import ClassVar

from .frozen import quick_init


class CommandFormatError(ValueError):
    pass


POSITION_ANNOTATIONS = ("tuple[int, int]", "tuple")  # a command's field annotated so is a board position


@dataclass(frozen=True)
class Command:
    do: ClassVar[str] = ""
    # field name -> its key in JSON where the two differ (a Python keyword such as "from"); fields annotated
    # `tuple[int, int]` (or a bare `tuple`: POSITION_ANNOTATIONS) are board positions [x, y]
    json_names: ClassVar[dict[str, str]] = {}

    def to_dict(self) -> dict[str, object]:
        out: dict[str, object] = {"do": self.do}
        for f in fields(self):
            v = getattr(self, f.name)
            if v is None:
                continue
            out[self.json_names.get(f.name, f.name)] = list(v) if isinstance(v, tuple) else v
        return out


@dataclass(frozen=True)
class PlaceTile(Command):
    do: ClassVar[str] = "place_tile"
    x: int
    y: int
    rot: int


@dataclass(frozen=True)
class PlacePiece(Command):
    do: ClassVar[str] = "place"
    piece: str
    feature: str
    cell: int = 0


@dataclass(frozen=True)
class Skip(Command):
    do: ClassVar[str] = "skip"


# "do" -> command class: the core's own three, and each registered edition's (game.core.registry)
COMMANDS: dict[str, type[Command]] = {c.do: quick_init(c) for c in (PlaceTile, PlacePiece, Skip)}


def register_command(cls: type[Command]) -> type[Command]:
    """Make an edition's command known to `from_dict` (game.core.registry.register_edition calls this)."""
    if not cls.do:
        raise ValueError(f"the command {cls.__name__} has no 'do' name")
    known = COMMANDS.get(cls.do)
    if known is not None and known is not cls:
        raise ValueError(f"two commands are called {cls.do!r}")
    COMMANDS[cls.do] = quick_init(cls)  # (the options of a turn make many commands)
    return cls


LIMIT = 10**9  # no board coordinate, seat, cell or rotation comes near; a bigger number is a mistake


def whole(v: object) -> bool:
    """A whole number a command may hold: an int (not a bool) of modest size."""
    return isinstance(v, int) and not isinstance(v, bool) and -LIMIT <= v <= LIMIT


def _brief(v: object) -> str:
    """A short picture of a value for a refusal (a command may hold anything, however big or deep)."""
    if isinstance(v, (dict, list, tuple, set)):
        return f"{type(v).__name__} of {len(v)}"
    if isinstance(v, int) and not isinstance(v, bool) and not -LIMIT <= v <= LIMIT:
        return "a number out of range"
    text = repr(v)
    return text if len(text) <= 60 else text[:57] + "..."


def from_dict(d: object) -> Command:
    if not isinstance(d, dict):
        raise CommandFormatError("a command must be an object with a 'do' key")
    do = d.get("do")
    cls = COMMANDS.get(do) if isinstance(do, str) else None
    if cls is None:
        raise CommandFormatError(f"unknown command 'do': {_brief(do)} (known: {', '.join(COMMANDS)})")
    kwargs = {}
    for f in fields(cls):
        key = cls.json_names.get(f.name, f.name)
        if key not in d:
            if f.default is not MISSING:
                continue
            raise CommandFormatError(f"'{do}' needs the key {key!r}")
        v = d[key]
        if f.type in POSITION_ANNOTATIONS:
            if not (isinstance(v, list) and len(v) == 2 and all(whole(a) for a in v)):
                raise CommandFormatError(f"'{do}': {key!r} must be [x, y] whole numbers, not {_brief(v)}")
            v = (v[0], v[1])
        elif f.type == "int | None":
            if v is not None and not whole(v):
                raise CommandFormatError(f"'{do}': {key!r} must be a whole number, not {v!r}")
        elif f.type == "int":
            if not whole(v):
                raise CommandFormatError(f"'{do}': {key!r} must be a whole number, not {_brief(v)}")
        elif f.type == "str":
            if not isinstance(v, str):
                raise CommandFormatError(f"'{do}': {key!r} must be a string, not {_brief(v)}")
        kwargs[f.name] = v
    return cls(**kwargs)
