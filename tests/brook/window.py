"""Brook in the window: its kinds' looks for the tile painter (the same hooks a shipped edition's plug-in
fills: a grassy bank, a shining stream) and the mill's own button label."""

from __future__ import annotations

from game.ui.editions import WindowPlugin
from game.ui.i18n import t
from game.ui.tile_looks import SHINE, TUFTS, AreaTexture, LineLook

from .rules import TurnMill


class BrookPlugin(WindowPlugin):
    edition = "brook"
    area_colours = {"bank": (122, 178, 96)}
    area_textures = {"bank": AreaTexture(TUFTS, 60)}
    line_looks = {"stream": LineLook((96, 170, 222), (40, 96, 150), 0.1, SHINE)}

    def command_label(self, command) -> str | None:
        return t("cmd.turn_mill") if isinstance(command, TurnMill) else None
