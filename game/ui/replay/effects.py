"""Each scoring shown as it happened: stepping or playing forward, the points of the events passed rise from
where they were made (the play screen's pop-ups, placed by the edition's plug-in as in play), and each
feature scored is outlined on the board for a moment.  Drawing only; nothing here changes the replay."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.core import events as ev

from .. import theme
from ..play.animator import FLOAT_LIFE

if TYPE_CHECKING:
    import pygame

    from ..board_view import BoardView
    from ..play.animator import Animator
    from ..play.model import PlayModel


@dataclass
class Outline:
    cells: frozenset
    colour: tuple
    age: float = 0.0


class Effects:
    def __init__(self) -> None:
        self.outlines: list[Outline] = []

    @property
    def active(self) -> bool:
        return bool(self.outlines)

    def clear(self) -> None:
        self.outlines.clear()

    def update(self, dt: float) -> None:
        for o in self.outlines:
            o.age += dt
        self.outlines = [o for o in self.outlines if o.age < FLOAT_LIFE]

    def show(
        self,
        model: PlayModel,
        camera: BoardView,
        animator: Animator,
        events: Sequence[object],
        seat_point: Callable[[int], tuple[float, float]],
    ) -> int:
        """Pop-ups and outlines for `events` (what happened up to the moment the model shows); returns how
        many points rose."""
        s = model.state
        view = model.view()
        plugin = model.plugin
        anchor = last_tile = None
        shown = 0
        for e in events:
            if isinstance(e, ev.TilePlaced):
                last_tile = (e.x + 0.5, e.y + 0.5)
            elif isinstance(e, ev.FeatureScored):
                anchor = camera.spot_world(s, (e.x, e.y), e.feature)
                node = s.node((e.x, e.y), e.feature)
                if node is not None:
                    colour = model.colour(e.winners[0]) if e.winners else theme.HILITE
                    self.outlines.append(Outline(frozenset(s.graph.cells_of(node)), colour))
            elif isinstance(e, ev.PointsScored) and e.points:
                world, flash = plugin.points_anchor(e, s, view)
                if flash:
                    animator.flash(e.seat)
                world = world or anchor or last_tile
                if world is None and s.placed is not None:
                    x, y = s.placed.cells[0]
                    world = (x + 0.5, y + 0.5)
                if world is None:
                    world = camera.to_world(*seat_point(e.seat))
                animator.pop_up(f"+{e.points}", model.colour(e.seat), world)
                shown += 1
            elif isinstance(e, (ev.TurnEnded, ev.TurnBegan)):
                anchor = None
            else:
                where = plugin.anchor(e, s, view, camera.spot_world)
                if where is not None:
                    anchor = where
        return shown

    def draw(self, surface: pygame.Surface, camera: BoardView) -> None:
        for o in self.outlines:
            for pos in o.cells:
                camera.draw_cell_outline(surface, pos, theme.HILITE, 4)
                camera.draw_cell_outline(surface, pos, o.colour, 2)
