"""What happened: one frozen dataclass per event, and their JSON codec.

Editions add their own event classes with the `@event` decorator; the codec knows every registered type.
Lists in JSON become tuples here, so events stay hashable and comparable after a round trip.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, TypeVar, dataclass_transform

from .frozen import quick_init

T = TypeVar("T")

EVENT_TYPES: dict[str, type] = {}


class EventFormatError(ValueError):
    pass


@dataclass_transform(frozen_default=True)
def event(cls: type[T]) -> type[T]:
    """Make `cls` a frozen dataclass event (made quickly: `game.core.frozen.quick_init`) and register it under its
    class name."""
    cls = quick_init(dataclass(frozen=True)(cls))
    EVENT_TYPES[cls.__name__] = cls
    return cls


def _to_json(v: Any) -> Any:
    if isinstance(v, tuple):
        return [_to_json(a) for a in v]
    if isinstance(v, dict):
        return {k: _to_json(a) for k, a in v.items()}
    return v


def _from_json(v: Any) -> Any:
    if isinstance(v, list):
        return tuple(_from_json(a) for a in v)
    return v


def to_dict(e: Any) -> dict[str, Any]:
    out = {"type": type(e).__name__}
    for f in fields(e):
        out[f.name] = _to_json(getattr(e, f.name))
    return out


def from_dict(d: object) -> Any:
    if not isinstance(d, dict):
        raise EventFormatError("an event must be an object")
    name = d.get("type")
    cls = EVENT_TYPES.get(name) if isinstance(name, str) else None
    if cls is None:
        raise EventFormatError(f"unknown event type {name!r}")
    kwargs = {}
    for f in fields(cls):
        if f.name not in d:
            raise EventFormatError(f"event {name} lacks {f.name!r}")
        kwargs[f.name] = _from_json(d[f.name])
    return cls(**kwargs)


# --- the core's events ---


@event
class TurnBegan:
    seat: int
    tile: str
    deck_pos: int  # index of the drawn tile in the setup's deck


@event
class TileDiscarded:
    """A drawn tile fit nowhere: shown to all and removed (ruling 1)."""

    tile: str
    deck_pos: int


@event
class TilePlaced:
    seat: int
    tile: str
    x: int
    y: int
    rot: int


@event
class PiecePlaced:
    seat: int
    pid: int
    piece: str
    x: int
    y: int
    feature: str


@event
class ActionSkipped:
    seat: int


@event
class FeatureScored:
    """A feature was scored (for the log and the score animation); points follow as PointsScored."""

    kind: str
    x: int
    y: int
    feature: str
    tiles: int
    winners: tuple[int, ...]
    points: int
    final: bool


@event
class PointsScored:
    seat: int
    points: int
    reason: str


@event
class PieceReturned:
    pid: int
    seat: int
    piece: str


@event
class TurnEnded:
    seat: int


@event
class GameEnded:
    scores: tuple[int, ...]
