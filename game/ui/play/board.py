"""The board component of the play screen: the camera (BoardView), the pointer on the board (pan, zoom,
hover, click, picking up a piece that moves) and the drawing of the board with its choices.

Input becomes intents: a click on a glowing place submits that placement, a click on a clickable target
submits its command, a press on a piece or a ranger the player may move picks it up (the scene drags it).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from ..board_view import BoardView
from ..component import Component, Widget
from ..editions import LayerContext
from ..i18n import t
from . import board_draw, why
from . import intents as I

if TYPE_CHECKING:
    from pygame.typing import RectLike

    from .model import Place, PlayModel

CLICK_SLOP = 5  # px a press may move and still be a click


class BoardComponent(Component):
    name = "board"

    def __init__(self, model: PlayModel, camera: BoardView) -> None:
        super().__init__(camera.rect)
        self.model = model
        self.camera = camera
        self.pointer = (-1, -1)
        self.press: tuple[int, tuple[int, int], bool] | None = None  # (button, start, moved)
        self.dragging: tuple[str, object] | None = None  # (kind, source) the scene is dragging
        self.clock = 0.0
        self.flashes: dict = {}
        self._glows: dict = {}
        self.tip: Callable[[tuple[int, int]], str | None] | None = (
            None  # (screen point) -> hover text, given by the scene's aids
        )
        self.world_aids: Callable[[pygame.Surface, BoardView], None] | None = (
            None  # (surface, camera) -> None: the aids drawn into the board's cached picture
        )
        self.turning: Callable[[], Any] | None = (
            None  # () -> the placing.TurnJob under way (the tile turns before it is laid), or None
        )

    # --- layout ---
    def set_rects(self, rect: RectLike, area: RectLike) -> None:
        self.rect = pygame.Rect(rect)
        self.camera.set_rects(rect, area)

    @property
    def area(self) -> pygame.Rect:
        return self.camera.area

    def widgets(self) -> list[Widget]:
        return [Widget("board", pygame.Rect(self.camera.area))]

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        return self.tip(pos) if self.tip is not None else None

    # --- hover ---
    def hover_place(self) -> Place | None:
        """(cell 0 position, quarter turns) of the tile choice under the pointer or focused, or None."""
        m = self.model
        focus = m.focused()
        if isinstance(focus, tuple):
            return focus
        fixed = m.fixed_place()
        if fixed is not None:
            return fixed
        if not self.camera.area.collidepoint(self.pointer):
            return None
        return m.place_covering(self.camera.cell_at(*self.pointer))

    # --- input ---
    def handle(self, e: pygame.event.Event) -> I.Intent | None:
        cam = self.camera
        if e.type == pygame.MOUSEWHEEL:
            if cam.area.collidepoint(self.pointer):
                return I.Zoom(1 if e.y > 0 else -1, self.pointer)
            return None
        if e.type == pygame.MOUSEMOTION:
            before, last = self.hover_place(), self.pointer
            self.pointer = e.pos
            if self.press is not None:
                btn, start, moved = self.press
                if moved:
                    cam.pan(e.pos[0] - last[0], e.pos[1] - last[1])
                    return I.Redraw()
                if abs(e.pos[0] - start[0]) + abs(e.pos[1] - start[1]) > CLICK_SLOP:
                    self.press = (btn, start, True)
                    cam.pan(e.pos[0] - start[0], e.pos[1] - start[1])  # the whole way from the press
                    return I.Redraw()
            return I.Redraw() if self.hover_place() != before else None
        if e.type == pygame.MOUSEBUTTONDOWN and e.button in (1, 2, 3):
            self.pointer = e.pos
            if not cam.area.collidepoint(e.pos):
                return None
            if e.button == 1:
                pick = self.pick_up(e.pos)
                if pick is not None:
                    return pick
            self.press = (e.button, e.pos, False)
            return None
        if e.type == pygame.MOUSEBUTTONUP and self.press is not None:
            btn, _start, moved = self.press
            self.press = None
            if moved:
                return I.Redraw()
            if btn == 1:
                return self.click(e.pos)
            if btn == 3:
                return I.Rotate(1)
        return None

    def pick_up(self, pos: tuple[int, int]) -> I.Intent | None:
        """A piece on the board the player may move (a traveller, a ranger), pressed: pick it up."""
        m = self.model
        targets = m.targets()
        if not targets or m.pending_human() is None:
            return None
        cam = self.camera
        s = m.state
        reach = max(16, cam.cell * 0.4)
        for kind, source, world in m.plugin.board_sources(s, m.view()):
            if any(tg.source == source for tg in targets):
                sx, sy = cam.to_screen(*world)
                if math.hypot(pos[0] - sx, pos[1] - sy) < reach:
                    return I.PickUp(kind, source, (sx, sy), pos)
        size = cam.piece_size()
        for tg in targets:
            p = s.pieces.get(tg.source) if isinstance(tg.source, int) else None
            if p is None:
                continue
            sx, sy = cam.to_screen(*cam.piece_world(s, p, m.plugin, m.view()))
            if math.hypot(pos[0] - sx, pos[1] - sy) < size * 0.7:
                return I.PickUp(p.kind, p.pid, (sx, sy), pos)
        return None

    def click(self, pos: tuple[int, int]) -> I.Intent | None:
        m = self.model
        if m.pending_human() is None:
            return None
        cam = self.camera
        if m.tile_choices():
            place = m.fixed_place() or m.place_covering(cam.cell_at(*pos))
            if place is not None:
                covered = m.covered_cells(place)
                if cam.cell_at(*pos) in covered:
                    command = m.placements()[place[0]][place[1]].command
                    if place[1] != m.rot and m.fixed_place() is None:
                        return I.TurnAndLay(command, place[0], place[1])  # the tile turns there first
                    return I.Submit(command)
            if cam.cell_at(*pos) not in m.state.board.cells:
                cell = cam.cell_at(*pos)
                reason = why.place_reason(m, cell)
                beside = cell in m.state.board.frontier  # a place next to the tiles: a refusal in red
                m.set_status(reason or t("play.no_fit_here"), "error" if reason and beside else "info")
                return I.Redraw()
            return None
        for tg in m.targets():
            if not tg.clickable:
                continue
            if tg.shape == "cell" and tg.cell is not None:
                if cam.cell_rect(tg.cell).collidepoint(pos):
                    return I.Submit(tg.command)
                continue
            sx, sy = cam.to_screen(*tg.world)
            if math.hypot(pos[0] - sx, pos[1] - sy) < max(14, cam.piece_size() * 0.6):
                return I.Submit(tg.command)
        kinds = [k for k, n in m.state.supply[m.state.current].items() if n > 0]
        reason = why.piece_reason(m, kinds[0], cam.to_world(*pos)) if kinds else None
        if reason is not None:  # a press on the new tile where no piece may go: say why
            m.set_status(reason, "error")
            return I.Redraw()
        return None

    # --- drawing ---
    def glow(self, size: tuple[int, int], colour: tuple[int, int, int], alpha: int) -> pygame.Surface:
        """A translucent fill, cached (the same few sizes come back every frame)."""
        key = (tuple(size), tuple(colour), alpha)
        g = self._glows.get(key)
        if g is None:
            if len(self._glows) > 200:
                self._glows.clear()
            g = self._glows[key] = pygame.Surface(size, pygame.SRCALPHA)
            g.fill((*colour, alpha))
        return g

    def layer_context(self) -> LayerContext:
        m = self.model
        placing = tuple(m.tile_choices()) if m.tile_choices() else ()
        return LayerContext(
            m.state, m.view(), self.camera, m.colours, self.clock, self.dragging, placing, self.flashes, self.glow
        )

    def draw(self, surface: pygame.Surface) -> None:
        """The table under the whole screen, the board only in the area the panels leave free: what lies
        beyond it (a long Amazon, a moved ranger) scrolls out of view, never under a panel."""
        for strip in board_draw.around(self.camera.rect, self.camera.area):
            self.camera.background(surface, strip)
        surface.set_clip(self.camera.area)
        try:
            board_draw.draw_board(self, surface)
        finally:
            surface.set_clip(None)
