"""The seats a game is played by, as the window holds them: a name, a seat colour of the box, and a computer
level (with its character) or None for a person."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import theme
from .i18n import t

if TYPE_CHECKING:
    pass


def default_seats(players: int, human: set | None = None) -> list[dict]:
    out = []
    for i in range(players):
        is_human = human is None or i in human
        out.append(
            {
                "name": t("seat.default", n=i + 1) if is_human else t("seat.bot", n=i + 1),
                "colour": theme.COLOUR_ORDER[i % 5],
                "ai": None if is_human else "normal",
            }
        )
    return out


def seats_of(game: Any) -> list[dict]:
    seats = game.setup.seats
    if isinstance(seats, list) and len(seats) == game.setup.players and all(isinstance(s, dict) for s in seats):
        out = []
        for i, s in enumerate(seats):
            out.append(
                {
                    "name": str(s.get("name") or t("seat.default", n=i + 1)),
                    "colour": s.get("colour") if s.get("colour") in theme.SEAT_COLOURS else theme.COLOUR_ORDER[i % 5],
                    "ai": s.get("ai") or None,
                }
            )
            if s.get("ai") and isinstance(s.get("character"), str):
                out[-1]["character"] = s["character"]  # a computer seat's character (game.ai.characters)
        return out
    return default_seats(game.setup.players)
