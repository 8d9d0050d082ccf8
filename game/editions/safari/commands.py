"""Safari's own commands (registered with the edition: `Edition.commands`; their JSON form is in
docs/scenarios.md)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.commands import Command


@dataclass(frozen=True)
class MoveRanger(Command):
    do: ClassVar[str] = "move_ranger"
    ranger: int
    to: tuple[int, int]


@dataclass(frozen=True)
class PlaceRanger(Command):
    do: ClassVar[str] = "place_ranger"
    to: tuple[int, int]


@dataclass(frozen=True)
class Dig(Command):
    do: ClassVar[str] = "dig"
    at: tuple[int, int]
    corner: str
    animal: str


@dataclass(frozen=True)
class Expand(Command):
    do: ClassVar[str] = "expand"
    at: tuple[int, int]
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


COMMANDS: tuple[type[Command], ...] = (
    MoveRanger,
    PlaceRanger,
    Dig,
    Expand,
    PlayAnimal,
    DeclineAnimal,
)
