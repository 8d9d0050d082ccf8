"""Hunters and Gatherers in the window: its own meadow green, hunters lying flat for good, and the bonus tile
(a gold ribbon under the card while it is in hand, a gold frame on the board once it is laid)."""

from __future__ import annotations

from ..i18n import t
from . import register_plugin
from .base import WindowPlugin

GOLD = (236, 190, 60)


@register_plugin
class HuntersPlugin(WindowPlugin):
    edition = "hunters"
    area_colours = {"meadow": (160, 196, 104)}

    def piece_lying(self, state, view, piece):
        return piece.pid in view.lying

    def card_banner(self, state, view):
        return t("play.bonus_tile") if view.bonus_turn and state.phase == "place_tile" else None

    def new_tile_frame(self, state, view):
        return GOLD if view.bonus_turn and state.placed is not None else None

    def prompt(self, state, view, decision, name, options):
        if decision == "place_tile" and view.bonus_turn:
            return t("play.prompt_bonus_tile", name=name)
        return None
