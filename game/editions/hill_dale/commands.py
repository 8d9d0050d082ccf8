"""Over Hill and Dale's own commands (registered with the edition: `Edition.commands`; their JSON form is in
docs/scenarios.md)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from game.core.commands import Command


@dataclass(frozen=True)
class Travel(Command):
    """Move the traveller on the tile `frm` to the tile `to`.  The engine's options name the piece that
    travels (`pid`); a command without it means the traveller at `frm`, and `pid` never makes two
    commands differ (it is left out of equality)."""

    do: ClassVar[str] = "travel"
    json_names: ClassVar[dict[str, str]] = {"frm": "from"}
    frm: tuple[int, int]
    to: tuple[int, int]
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
    at: tuple[int, int]
    feature: str


COMMANDS: tuple[type[Command], ...] = (
    Travel,
    TakeHarvest,
    HarvestFirst,
)
