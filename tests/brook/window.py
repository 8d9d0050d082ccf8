"""Brook in the window: its banks' colour and the mill's own button label."""

from __future__ import annotations

from game.ui.editions import WindowPlugin
from game.ui.i18n import t

from .rules import TurnMill


class BrookPlugin(WindowPlugin):
    edition = "brook"
    area_colours = {"bank": (122, 178, 96)}

    def command_label(self, command) -> str | None:
        return t("cmd.turn_mill") if isinstance(command, TurnMill) else None
