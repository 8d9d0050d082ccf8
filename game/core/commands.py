"""What a player asks for: one frozen dataclass per command, and the JSON codec of docs/scenarios.md.

Positions are tuples `(x, y)`.  `from_dict` raises CommandFormatError naming the field at fault.
"""

from __future__ import annotations

from dataclasses import MISSING, dataclass, field, fields
from typing import ClassVar


class CommandFormatError(ValueError):
    pass


@dataclass(frozen=True)
class Command:
    do: ClassVar[str] = ""

    def to_dict(self) -> dict:
        out: dict[str, object] = {"do": self.do}
        for f in fields(self):
            v = getattr(self, f.name)
            if v is None:
                continue
            out[_JSON_NAME.get(f.name, f.name)] = list(v) if isinstance(v, tuple) else v
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


@dataclass(frozen=True)
class Travel(Command):
    """Move the traveller on the tile `frm` to the tile `to`.  The engine's options name the piece that
    travels (`pid`); a command without it means the traveller at `frm`, and `pid` never makes two
    commands differ (it is left out of equality)."""

    do: ClassVar[str] = "travel"
    frm: tuple
    to: tuple
    pid: int | None = field(default=None, compare=False)


@dataclass(frozen=True)
class TakeHarvest(Command):
    do: ClassVar[str] = "take_harvest"
    seat: int
    crop: str


@dataclass(frozen=True)
class HarvestFirst(Command):
    """Hill and Dale, ruling 28: of the fields one placement completed that still wait for their harvest tokens,
    the one named by a cell of the tile just placed (`at`) and its feature id there takes its tokens next."""

    do: ClassVar[str] = "harvest_first"
    seat: int
    at: tuple
    feature: str


@dataclass(frozen=True)
class MoveRanger(Command):
    do: ClassVar[str] = "move_ranger"
    ranger: int
    to: tuple


@dataclass(frozen=True)
class PlaceRanger(Command):
    do: ClassVar[str] = "place_ranger"
    to: tuple


@dataclass(frozen=True)
class Dig(Command):
    do: ClassVar[str] = "dig"
    at: tuple
    corner: str
    animal: str


@dataclass(frozen=True)
class Expand(Command):
    do: ClassVar[str] = "expand"
    at: tuple
    corner: str
    animal: str


@dataclass(frozen=True)
class PlayAnimal(Command):
    do: ClassVar[str] = "play_animal"
    seat: int
    animal: str


@dataclass(frozen=True)
class DeclineAnimal(Command):
    do: ClassVar[str] = "decline_animal"
    seat: int


@dataclass(frozen=True)
class PlaceDouble(Command):
    do: ClassVar[str] = "place_double"
    double: str
    rot: int


COMMANDS: dict[str, type[Command]] = {
    c.do: c
    for c in (
        PlaceTile,
        PlacePiece,
        Skip,
        Travel,
        TakeHarvest,
        HarvestFirst,
        MoveRanger,
        PlaceRanger,
        Dig,
        Expand,
        PlayAnimal,
        DeclineAnimal,
        PlaceDouble,
    )
}
_JSON_NAME = {"frm": "from"}
_POSITION_FIELDS = {"frm", "to", "at"}


LIMIT = 10**9  # no board coordinate, seat, cell or rotation comes near; a bigger number is a mistake


def whole(v) -> bool:
    """A whole number a command may hold: an int (not a bool) of modest size."""
    return isinstance(v, int) and not isinstance(v, bool) and -LIMIT <= v <= LIMIT


def _brief(v) -> str:
    """A short picture of a value for a refusal (a command may hold anything, however big or deep)."""
    if isinstance(v, (dict, list, tuple, set)):
        return f"{type(v).__name__} of {len(v)}"
    if isinstance(v, int) and not isinstance(v, bool) and not -LIMIT <= v <= LIMIT:
        return "a number out of range"
    text = repr(v)
    return text if len(text) <= 60 else text[:57] + "..."


def from_dict(d) -> Command:
    if not isinstance(d, dict):
        raise CommandFormatError("a command must be an object with a 'do' key")
    do = d.get("do")
    cls = COMMANDS.get(do) if isinstance(do, str) else None
    if cls is None:
        raise CommandFormatError(f"unknown command 'do': {_brief(do)} (known: {', '.join(COMMANDS)})")
    kwargs = {}
    for f in fields(cls):
        key = _JSON_NAME.get(f.name, f.name)
        if key not in d:
            if f.default is not MISSING:
                continue
            raise CommandFormatError(f"'{do}' needs the key {key!r}")
        v = d[key]
        if f.name in _POSITION_FIELDS:
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
