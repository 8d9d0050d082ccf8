"""Amazonas's own commands (registered with the edition: `Edition.commands`; their JSON form is in
docs/scenarios.md)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.commands import Command


@dataclass(frozen=True)
class PlaceDouble(Command):
    do: ClassVar[str] = "place_double"
    double: str
    rot: int


COMMANDS: tuple[type[Command], ...] = (PlaceDouble,)
