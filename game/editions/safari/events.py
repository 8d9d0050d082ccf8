"""Safari's own events (the core's events cover tiles, pieces, points and the turn)."""

from __future__ import annotations

from typing import ClassVar

from game.core import events as ev

# a ranger's number, as a file may hold it (game.files.records reads `field_ranges`)
RANGER_NUMBER = {"ranger": (0, 1)}


@ev.event
class RangerTaken:
    """The tile was laid on a ranger's space: the player takes that ranger (ruling 11)."""

    seat: int
    ranger: int
    field_ranges: ClassVar = RANGER_NUMBER


@ev.event
class RangerMoved:
    """Instead of placing a piece, the player moved a ranger to an empty space next to a tile."""

    seat: int
    ranger: int
    field_ranges: ClassVar = RANGER_NUMBER
    to: tuple[int, int]


@ev.event
class RangerDue:
    """After scoring, the player who took a ranger must put it back on the board."""

    seat: int
    ranger: int
    field_ranges: ClassVar = RANGER_NUMBER


@ev.event
class RangerPlaced:
    seat: int
    ranger: int
    field_ranges: ClassVar = RANGER_NUMBER
    to: tuple[int, int]


@ev.event
class AnimalTokensDrawn:
    """Tokens from the top of the pile to a player's hand (baobab)."""

    seat: int
    tokens: tuple[str, ...]


@ev.event
class AnimalTokensReshuffled:
    """The pile ran out: the discards become the new pile, in this order (top first)."""

    pile: tuple[str, ...]


@ev.event
class AnimalTokensDiscarded:
    """The tokens played on a scored trail or bush go to the discards."""

    tokens: tuple[str, ...]


@ev.event
class AnimalsAsked:
    """A completed trail or bush is about to score: these seats, in this order, may add a token."""

    x: int
    y: int
    feature: str
    order: tuple[int, ...]


@ev.event
class AnimalPlayed:
    seat: int
    animal: str


@ev.event
class AnimalDeclined:
    seat: int


@ev.event
class HoleDug:
    """A token from hand on a tile corner, with a photographer on it (a new watering hole)."""

    seat: int
    pid: int
    x: int
    y: int
    corner: str
    animal: str


@ev.event
class HoleExpanded:
    """A token from hand added next to a watering hole's token; `count` = tokens at that vertex now."""

    seat: int
    x: int
    y: int
    corner: str
    animal: str
    count: int


@ev.event
class HoleCompleted:
    """The 4th token closed the watering hole at vertex (vx, vy); `seats` score 3 each."""

    vx: int
    vy: int
    seats: tuple[int, ...]
