"""Why a move is not offered, in the player's language: a greyed piece in the tray, a click on a place where the
tile does not go, a piece dropped where it may not stand.  The engine answers (game.core.insight's why-not
helpers, as coded Refusals); words.refusal_text says it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import commands as cmd
from game.core import insight as I

from .words import refusal_text

if TYPE_CHECKING:
    from game.core.refusals import Refusal

    from .model import PlayModel


def _say(model: PlayModel, refusal: Refusal | None) -> str | None:
    if refusal is None:
        return None
    return refusal_text(refusal, model.seats, model.state.setup.edition)


def place_reason(model: PlayModel, cell: tuple[int, int]) -> str | None:
    """Why the drawn tile, turned as the card shows it, may not lie at the empty place `cell`."""
    s = model.state
    if model.pending_human() is None or s.phase != "place_tile" or s.drawn is None:
        return None
    return _say(model, I.why_not_place(model.game, cell[0], cell[1], model.rot * 90))


def tray_reason(model: PlayModel, kind: str) -> str | None:
    """Why a piece of the tray is greyed (None when it can be placed, or it is not a piece of the supply)."""
    if model.pending_human() is None or model.state.placed is None:
        return None
    if kind not in model.state.supply[model.state.current]:
        return None
    return _say(model, I.piece_refusal(model.game, kind))


def piece_reason(model: PlayModel, kind: str, world: tuple[float, float]) -> str | None:
    """Why a piece of `kind` may not stand where it was dropped or clicked (world point): the engine's answer
    for the feature there, or why it must go on the tile just laid."""
    s = model.state
    if model.pending_human() is None or s.placed is None or kind not in s.supply[s.current]:
        return None
    cell = (int(world[0] // 1), int(world[1] // 1))
    if cell not in s.placed.cells:
        return _say(model, I.why_not(model.game, cmd.PlacePiece(kind, "", -1)))
    node = I.node_at_point(s, cell, world[0] - cell[0], world[1] - cell[1])
    if node is None:
        return None
    feature = s.feature_def(node).id
    index = s.placed.cells.index(cell)
    refusal = I.piece_refusals(model.game, kind).get((index, feature))
    return _say(model, refusal)
