"""The small values the play screen and the edition plug-ins exchange (all frozen: a plug-in describes, the
screen draws and acts)."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any

import pygame

Cell = tuple[int, int]
World = tuple[float, float]  # a point on the board in cell units (cell (x, y) spans x..x+1, y..y+1)
RGB = tuple[int, int, int]


@dataclass(frozen=True)
class Target:
    """A place on the board where the pending decision can be taken: a glowing spot, corner or space."""

    world: World  # where it glows
    command: Any  # the engine command it stands for
    kind: str  # what is dropped there: a piece kind, "token:<animal>" or "ranger"
    source: Hashable = None  # where that comes from: None (supply or hand), a pid (a piece on the board) or a
    # plug-in's key (e.g. ("ranger", 0))
    shape: str = "spot"  # "spot" (a piece's circle), "corner" (a small circle), "cell" (a whole empty space)
    cell: Cell | None = None  # the space of a "cell" target
    colour: RGB = (255, 240, 150)
    shown: bool = True  # glows while nothing is held (False: only while its thing is dragged, or focused)
    clickable: bool = True  # a click on it takes it (False: its thing must be dragged there, or Enter)
    origin: World | None = None  # where the piece that moves stands now: the arrows choose by direction
    on_new_tile: bool = False  # a spot on the tile laid this turn (kept in view with it)


@dataclass(frozen=True)
class TraySource:
    """Something the current player can drag from the tray or their row: a piece, a token, a ranger."""

    kind: str
    count: int
    source: Hashable = None  # matches Target.source
    label: str = ""
    show_count: bool = True


@dataclass(frozen=True)
class SeatBadge:
    """A small icon with a text in a player's row (a boat's space, a count of secret tokens)."""

    icon: str  # "piece:<kind>", "icon:<name>" or "token:<animal>"
    text: str
    tooltip: str = ""


@dataclass(frozen=True)
class DialogItem:
    label: str
    payload: Any  # an engine command to submit, or a plug-in's value for WindowPlugin.choose
    icon: str | None = None  # "icon:<name>", "token:<animal>", "tile:<tile id>" or None (text only)


@dataclass(frozen=True)
class DialogSpec:
    """A choice the board cannot show: cards (or rows) to pick one from, by mouse or keyboard."""

    title: str
    items: tuple[DialogItem, ...]
    hint: str = ""
    seat: int | None = None  # whose choice it is (their colour is shown)
    cards: bool = False  # picture cards (tokens, tiles) rather than rows of text
    cancel: Any = None  # what Esc (and S) choose: a payload, or None (Esc gives back to the plug-in's cancel)
    selected: int | None = None  # the item focused when the dialog opens (Enter takes it), or none


@dataclass(frozen=True)
class TileChoice:
    """A tile the board offers to lay: `tile` turned `quarters` with its cell 0 at (x, y), by `command`."""

    tile: str
    x: int
    y: int
    quarters: int
    command: Any


@dataclass(frozen=True)
class Mark:
    """A label on the board (the end-game scoring on the final board): a text at a point, in the colours of
    the seats it concerns, with cells to outline."""

    world: World
    text: str
    seats: tuple[int, ...] = ()
    cells: frozenset = field(default_factory=frozenset)
    tooltip: str = ""


@dataclass
class LayerContext:
    """What a plug-in's drawing layer may read: the state and its edition view, the board camera (`camera`:
    to_screen, cell, cell_rect, spot_world, rect), the seats' colours, a clock for effects, what is being
    dragged, the tiles being offered, and boat-like flashes (seat -> clock when it scored)."""

    state: Any
    view: Any
    camera: Any
    colours: list
    clock: float = 0.0
    dragging: tuple[str, Hashable] | None = None  # (kind, source) of what the player holds
    placing: tuple[TileChoice, ...] = ()
    flashes: dict = field(default_factory=dict)
    glow: Callable[[tuple[int, int], RGB, int], pygame.Surface] | None = None  # a cached translucent fill
