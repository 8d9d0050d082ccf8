"""Events (in a save) and commands (in a scenario), typed from the registries the core and the editions fill.

Each event and command class is a frozen dataclass whose fields say `int`, `str`, `bool` or `tuple`; the
model of each is made from those fields and the table below, which gives every field its range (a seat is
0..4, a rotation one of 0/90/180/270, a position two board coordinates...).  An edition that registers a
new event gets a model for it with no change here.  Whether an event is what the rules would have produced
is the replay's question (game.persistence.replay_checked); here it gets the types that make asking it safe.
"""

from __future__ import annotations

from dataclasses import MISSING, fields
from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, Field, TypeAdapter, create_model

from .values import (
    STRICT,
    STRICT_OPEN,
    Coord,
    Count,
    Json,
    Numbers,
    Points,
    Position,
    Rot,
    Seat,
    Seats,
    Word,
    Words,
)

_INT_BY_NAME: dict[str, Any] = {
    "seat": Seat,
    "x": Coord,
    "y": Coord,
    "vx": Coord,
    "vy": Coord,
    "rot": Rot,
    "pid": Count,
    "deck_pos": Count,
    "index": Count,
    "cell": Annotated[int, Field(ge=0, le=15)],
}
_TUPLE_BY_NAME: dict[str, Any] = {
    "frm": Position,
    "to": Position,
    "at": Position,
    "winners": Seats,
    "seats": Seats,
    "order": Seats,
    "first": Seats,
    "second": Seats,
    "scores": Numbers,
    "values": Numbers,
    "tokens": Words,
    "pile": Words,
    "pool": Words,
    "places": Annotated[list[Seats], Field(max_length=5)],
}


def is_tuple(annotation: str) -> bool:
    """Whether a field's annotation is a tuple (`tuple`, or typed: `tuple[int, int]`, `tuple[str, ...]`)."""
    return annotation == "tuple" or annotation.startswith("tuple[")


def field_type(name: str, annotation: str) -> Any:
    """The checked type of a command's or event's field, from its name and its annotation."""
    if annotation == "int":
        return _INT_BY_NAME.get(name, Points)
    if annotation == "str":
        return Word
    if annotation == "bool":
        return bool
    if is_tuple(annotation):
        return _TUPLE_BY_NAME.get(name, Annotated[list[Json], Field(max_length=2000)])
    return Json


def _event_model(cls: type) -> type[BaseModel]:
    spec: dict[str, Any] = {"type": (Literal[cls.__name__], ...)}
    for f in fields(cls):
        bounds = getattr(cls, "field_ranges", {}).get(f.name)  # an edition's bounds of a number (its events)
        typ = Annotated[int, Field(ge=bounds[0], le=bounds[1])] if bounds else field_type(f.name, str(f.type))
        spec[f.name] = (typ, ...)
    return create_model(f"Event_{cls.__name__}", __config__=STRICT, **spec)


_adapters: dict[tuple[Any, ...], TypeAdapter[Any]] = {}


def events_adapter() -> tuple[TypeAdapter[Any], frozenset[str]]:
    """A validator of a list of events, by their "type", over every event type registered now."""
    from game.core.events import EVENT_TYPES

    key = ("events", *sorted(EVENT_TYPES))
    if key not in _adapters:
        models = tuple(_event_model(cls) for cls in EVENT_TYPES.values())
        one = Annotated[Union[models], Field(discriminator="type")]  # type: ignore[valid-type]  # noqa: UP007
        _adapters[key] = TypeAdapter(Annotated[list[one], Field(max_length=50_000)])
    return _adapters[key], frozenset(EVENT_TYPES)


# A command's numbers are typed strictly but bounded loosely: a rotation of 45 or a seat that is not playing
# is a well-formed command that the rules refuse (the runner answers it with "refused", exit 0), not a file
# of the wrong format.
Loose = Annotated[int, Field(ge=-1_000_000, le=1_000_000)]
LoosePosition = Annotated[list[Loose], Field(min_length=2, max_length=2)]


def _command_field(name: str, annotation: str) -> Any:
    if annotation == "int":
        return Loose
    if is_tuple(annotation):
        return LoosePosition
    return field_type(name, annotation)


def _command_model(cls: Any) -> type[BaseModel]:
    spec: dict[str, Any] = {"do": (Literal[cls.do], ...), "seat": (Loose | None, None)}
    for f in fields(cls):
        typ = _command_field(f.name, str(f.type))
        spec[cls.json_names.get(f.name, f.name)] = (typ, ...) if f.default is MISSING else (typ, f.default)
    # a command may carry keys the runner does not use (docs/scenarios.md): they are ignored, not refused
    return create_model(f"Command_{cls.__name__}", __config__=STRICT_OPEN, **spec)


def commands_adapter(max_commands: int = 10_000) -> tuple[TypeAdapter[Any], frozenset[str]]:
    """A validator of a list of commands, by their "do"."""
    from game.core.commands import COMMANDS

    key = ("commands", max_commands, *sorted(COMMANDS))
    if key not in _adapters:
        models = tuple(_command_model(cls) for cls in COMMANDS.values())
        one = Annotated[Union[models], Field(discriminator="do")]  # type: ignore[valid-type]  # noqa: UP007
        _adapters[key] = TypeAdapter(Annotated[list[one], Field(max_length=max_commands)])
    return _adapters[key], frozenset(COMMANDS)
