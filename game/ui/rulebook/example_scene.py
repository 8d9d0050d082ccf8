"""A worked example opened larger from the Rules screen: its board, read only, with pan and zoom (the final
board's scene, which it is built on), a badge on every feature scored in the example, the edition's layers
(boats, watering holes, rangers), and at the side each player's points by kind.  Esc goes back to the page."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core import events as ev

from ..describe import seat_name, word
from ..editions import Mark
from ..i18n import t
from ..scenes.final_board import FinalBoardScene
from .examples import Example, board_bounds, draw_world

if TYPE_CHECKING:
    import pygame


class ExampleBoardScene(FinalBoardScene):
    name = "example_board"

    def __init__(self, app: Any, ex: Example, caption: str) -> None:
        self.example = ex
        self.caption = caption
        super().__init__(app, ex.game, ex.seats())
        s = self.game.state
        extra = self.plugin.final_marks(s, self.view, self.events) if s.ended else []
        self.marks = self.feature_marks() + extra

    def feature_marks(self) -> Any:
        """A badge on every feature the example scored (not only at the end)."""
        s = self.game.state
        names = [seat_name(self.seats, i) for i in range(s.players)]
        out = []
        for e in self.game.log:
            if not isinstance(e, ev.FeatureScored) or not e.winners:
                continue
            node = s.node((e.x, e.y), e.feature)
            cells = frozenset(s.graph.cells_of(node)) if node is not None else frozenset()
            tip = t(
                "final.feature",
                kind=word("kind", e.kind, s.setup.edition),
                tiles=e.tiles,
                points=e.points,
                names=", ".join(names[w] for w in e.winners),
            )
            world = self.camera.spot_world(s, (e.x, e.y), e.feature)
            out.append(Mark(world, f"+{e.points}", tuple(e.winners), cells, tip[:1].upper() + tip[1:]))
        return out

    def bounds(self) -> Any:
        return board_bounds(self.game, self.plugin)

    def draw_board(self, surface: pygame.Surface) -> None:
        draw_world(surface, self.camera, self.game, self.plugin, self.colours)

    def title_text(self) -> tuple[str, str]:
        return self.caption, t("rules.example_keys")

    def side_points(self) -> tuple[str, dict]:
        s = self.game.state
        per = {seat: {k: v for k, v in s.breakdown[seat].items() if v} for seat in range(s.players)}
        return t("rules.example_side"), per
