"""What each helper of a menu screen may use of its screen: one narrow protocol per helper, never the whole
scene (as game/ui/play/contracts.py does for the play screen).  The screen hands itself over typed as the
helper's protocol, so the type checker holds each helper to what it names here; the screens meet them by
their shape (typing.Protocol), nothing registers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    import pygame

    from ..records_keeper import RecordsKeeper
    from ..widgets import TextField


class Screen(Protocol):
    """What the app (game.ui.app.App) asks of every scene it shows: take an event, move on in time, draw, say
    whether it needs drawing again.  (A scene may also have close(), resize(size) and animating(): the app
    asks for them by name.)"""

    dirty: bool

    def handle(self, e: pygame.event.Event) -> None: ...
    def update(self, dt: float) -> None: ...
    def draw(self, surface: pygame.Surface) -> None: ...


class Modal(Protocol):
    """A dialog over the screen (game.ui.app.App.modal): it takes every event and is drawn last (and moves on
    in time when it has an update(dt))."""

    def handle(self, e: pygame.event.Event) -> None: ...
    def draw(self, surface: pygame.Surface) -> None: ...


class Scaled(Protocol):
    """A screen's UI scale and its pixels at that scale (game.ui.scenes.base.Scene.scale and px)."""

    @property
    def scale(self) -> float: ...
    def px(self, v: float) -> int: ...


class WindowSize(Protocol):
    """The window's size (the app's)."""

    @property
    def size(self) -> tuple[int, int]: ...


class SeatsHost(Scaled, Protocol):
    """game.ui.scenes.seat_popover.SeatPopover and its kinds (the aids' and the characters' popovers of New
    game): the seats it edits, the window it stays inside."""

    @property
    def app(self) -> WindowSize: ...
    @property
    def seats(self) -> list[dict[str, Any]]: ...


class PickerApp(WindowSize, Protocol):
    """What the profile picker uses of the app: the players' records and the window's size."""

    @property
    def records(self) -> RecordsKeeper: ...


class PickerHost(Protocol):
    """game.ui.scenes.profile_picker.ProfilePicker: the seats and their name fields."""

    @property
    def app(self) -> PickerApp: ...
    @property
    def seats(self) -> list[dict[str, Any]]: ...
    @property
    def fields(self) -> list[TextField]: ...
    @property
    def scale(self) -> float: ...
    def sync_names(self) -> None: ...
