"""What the play screen's components ask for: small frozen values the scene carries out.  A component never
changes the game or another component; it answers an event with one of these (or None)."""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.core.commands import Command


@dataclass(frozen=True)
class Submit:
    """Send this command to the engine."""

    command: Command


@dataclass(frozen=True)
class Choose:
    """A dialog item was taken: a command, or a value for the edition plug-in."""

    payload: Any


@dataclass(frozen=True)
class PickUp:
    """Start dragging `kind` from `source` (None: the supply or the hand; a pid; a plug-in's key), which sat at
    screen point `home` (where it flies back to)."""

    kind: str
    source: Hashable
    home: tuple[float, float]
    pointer: tuple[int, int]


@dataclass(frozen=True)
class Rotate:
    step: int


@dataclass(frozen=True)
class Skip:
    pass


@dataclass(frozen=True)
class Undo:
    pass


@dataclass(frozen=True)
class SaveAs:
    pass


@dataclass(frozen=True)
class ToMenu:
    pass


@dataclass(frozen=True)
class Fit:
    pass


@dataclass(frozen=True)
class Zoom:
    steps: int
    at: tuple[int, int] | None = None


@dataclass(frozen=True)
class FocusKey:
    """A focus key (Tab, arrows, Enter, digits, Esc) for whichever choice has the keyboard now."""

    key: int
    mod: int = 0


@dataclass(frozen=True)
class Direction:
    """An arrow chose a direction (moving pieces: the target that lies most that way)."""

    dx: int
    dy: int


@dataclass(frozen=True)
class Reveal:
    """Show a seat's secret holdings while the button is held (None: hide them)."""

    seat: int | None


@dataclass(frozen=True)
class Help:
    """Open the rules at the section of the decision in hand (F1)."""


@dataclass(frozen=True)
class QuickReference:
    """Open the rules at the edition's one-screen quick reference (F2)."""


@dataclass(frozen=True)
class Redraw:
    """Nothing to do but the look changed (a hover)."""


@dataclass(frozen=True)
class Hint:
    """The coach's hint: the turn the hard level would play (key H)."""


@dataclass(frozen=True)
class ToggleTiles:
    """Open or close the view of the tiles still to come (key T, the card's button)."""


@dataclass(frozen=True)
class TurnAndLay:
    """Lay the tile by `command` at `pos`, turned `quarters`: the tile turns there visibly first."""

    command: Command
    pos: tuple[int, int]
    quarters: int


@dataclass(frozen=True)
class CentreLast:
    """Centre the view on the last tile laid (key C, the view buttons)."""


@dataclass(frozen=True)
class ShowPlaces:
    """Bring the places the tile in hand fits into view (key P, the view buttons, the edge marker)."""


@dataclass(frozen=True)
class ToggleFollow:
    """Switch "follow the play" on or off (key F, the view buttons; kept in Settings)."""


# every intent a component of the play screen may answer with (what PlayScene.apply carries out)
Intent = (
    Submit
    | Choose
    | PickUp
    | Rotate
    | Skip
    | Undo
    | SaveAs
    | ToMenu
    | Fit
    | Zoom
    | FocusKey
    | Direction
    | Reveal
    | Help
    | QuickReference
    | Redraw
    | Hint
    | ToggleTiles
    | TurnAndLay
    | CentreLast
    | ShowPlaces
    | ToggleFollow
)
