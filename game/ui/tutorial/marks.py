"""What the tutorial points at for the move a step expects: the place for the tile (and how it is turned),
the spot, corner or space on the board, the piece or token in the tray it is dragged from, the card in the
choice dialog, the Skip button; and what the hint does (turns the card, gives the keyboard focus to it).

Read from the play screen's own choices (`PlayModel.tile_choices / targets / dialog`), so a mark stands exactly
where the screen offers the move; whatever is edition-specific comes from the edition's plug-in."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.core import commands as cmd

if TYPE_CHECKING:
    from ..board_view import BoardView
    from ..editions import Target, TileChoice
    from ..play.contracts import MarksHost
    from ..play.model import PlayModel

Cell = tuple[int, int]
World = tuple[float, float]


@dataclass(frozen=True)
class Marks:
    cells: tuple[Cell, ...] = ()  # board cells to outline (the tile's place, a ranger's space, a note's cells)
    points: tuple[World, ...] = ()  # board points to ring (a spot, a corner, a moving piece and where it goes)
    screen: tuple[pygame.Rect, ...] = ()  # screen rectangles to frame (a tray item, a dialog card, Skip)
    turn: int | None = None  # the quarter turns of the tile the step lays (the hint turns the card so)
    board_focus: int | None = None  # the index of the move among the board's keyboard items
    dialog_focus: int | None = None  # the index of the card among the dialog's items
    kind: str = ""  # "tile", "target", "dialog", "skip", "note" or "" (nothing to show)

    def screen_rects(self, camera: BoardView) -> list[pygame.Rect]:
        """Every mark as a rectangle on the screen (what the guide's box keeps clear of)."""
        out = [camera.cell_rect(c) for c in self.cells]
        r = max(14, int(camera.piece_size() * 0.75))
        for wx, wy in self.points:
            sx, sy = camera.to_screen(wx, wy)
            out.append(pygame.Rect(round(sx) - r, round(sy) - r, 2 * r, 2 * r))
        return out + [pygame.Rect(s) for s in self.screen]

    def world_points(self, camera: BoardView) -> list[World]:
        """The board points the marks need in view (cells as their corners)."""
        return list(self.points) + camera.cell_points(self.cells)


def marks_for(scene: MarksHost, wanted: tuple[cmd.Command, ...]) -> Marks:
    """The marks for a learner's move that is any of `wanted` (the step's command and those it accepts),
    as the play screen offers it now; empty Marks when the screen does not offer it (yet)."""
    if not wanted:
        return Marks()
    m = scene.model
    if scene.dialog.visible and scene.dialog.spec is not None:
        rects = scene.dialog.geometry()[1]
        for i, item in enumerate(scene.dialog.spec.items):
            if any(m.plugin.leads_to(item.payload, w) for w in wanted):
                return Marks(screen=(pygame.Rect(rects[i]),), dialog_focus=i, kind="dialog")
        return Marks()
    choices = m.tile_choices()
    if choices:
        return _tile_marks(m, choices, wanted)
    targets = m.targets()
    for i, tg in enumerate(targets):
        if tg.command in wanted:
            return _target_marks(scene, i, tg)
    if any(isinstance(w, cmd.Skip) for w in wanted) and scene.tray.visible:
        skip = scene.tray.parts()[1]
        if skip is not None:
            return Marks(screen=(skip.move(scene.tray.rect.topleft),), kind="skip")
    return Marks()


def _tile_marks(m: PlayModel, choices: list[TileChoice], wanted: tuple[cmd.Command, ...]) -> Marks:
    for c in choices:
        if c.command in wanted:
            tile = m.state.tiles[c.tile]
            cells = tuple((c.x + dx, c.y + dy) for dx, dy in tile.cell_offsets(c.quarters))
            items = m.keyboard_items()
            focus = next((i for i, it in enumerate(items) if isinstance(it, tuple) and it[0] == (c.x, c.y)), None)
            return Marks(cells=cells, turn=c.quarters, board_focus=focus, kind="tile")
    return Marks()


def _target_marks(scene: MarksHost, index: int, tg: Target) -> Marks:
    m = scene.model
    points = [tg.world]
    if tg.origin is not None:  # a piece that moves: where it stands too
        points.append(tg.origin)
    for _kind, source, world in m.plugin.board_sources(m.state, m.view()):
        if source == tg.source:  # a thing on the board that is picked up (a ranger)
            points.append(world)
    cells = (tg.cell,) if tg.shape == "cell" and tg.cell is not None else ()
    if cells:
        points = points[1:]  # the space itself is outlined
    screen = []
    if scene.tray.visible:
        for src, box in scene.tray.parts()[0]:
            if src.kind == tg.kind and src.source == tg.source:
                screen.append(box.move(scene.tray.rect.topleft))
    items = m.keyboard_items()
    focus = index if index < len(items) else None
    return Marks(cells, tuple(points), tuple(screen), board_focus=focus, kind="target")


def apply_hint(scene: MarksHost, marks: Marks) -> None:
    """Show the expected move: the card turned as the tile is laid, the keyboard focus on the move (Enter takes
    it), the board brought round to it."""
    m = scene.model
    if marks.turn is not None:
        m.rot = marks.turn
    if marks.dialog_focus is not None:
        m.dialog_focus.index = marks.dialog_focus
        scene.dialog.mark_dirty()
    elif marks.board_focus is not None:
        m.board_focus.index = marks.board_focus
        scene.keeper.show_focus()
    scene.dirty = True
