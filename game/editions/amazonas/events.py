"""Amazonas' own events (the core's events cover tiles, pieces, points and the turn)."""

from __future__ import annotations

from game.core import events as ev


@ev.event
class BoatMoved:
    seat: int
    frm: int
    to: int
    reason: str  # "boat_symbols", "explorer", "no_piece", "amazon_zero"


@ev.event
class TileResolved:
    """The boat symbols of the tile just laid have moved the boats; next comes a double (after a "!" tile,
    while a set-aside double fits) or the action."""

    seat: int
    double: bool


@ev.event
class DoubleChosen:
    """After a "!" tile the player takes this set-aside double; a TilePlaced of it follows."""

    seat: int
    double: str
    rot: int


@ev.event
class AmazonScored:
    """Amazon scoring of one Amazon tile (for the log and the animation); points follow as PointsScored."""

    tile: str
    x: int
    y: int
    caimans: int
    piranhas: int
    first: tuple[int, ...]
    second: tuple[int, ...]


@ev.event
class MouthScored:
    """Final river mouth: the seats in each place, best first (points follow as PointsScored)."""

    places: tuple[tuple[int, ...], ...]
    values: tuple[int, ...]
