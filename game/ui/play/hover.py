"""What the board highlights: the feature (or piece, or thing) under the pointer, the one a focused target
stands for, or what a hovered log line names; and the empty place under the pointer (for its fit count).

Worked out when the pointer moves or the position changes (sub-millisecond: one engine question, the pieces'
points cached per position), never per frame.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.core import commands as cmd
from game.core.info import FeatureInfo, FeatureRef

from .aids import ref_of

if TYPE_CHECKING:
    from .aids import Aids
    from .contracts import HoverHost

OUTLINE = (255, 128, 0)  # the edge of a highlighted feature: orange, apart from every seat colour and terrain


@dataclass(frozen=True)
class Highlight:
    ref: FeatureRef | None
    info: FeatureInfo | None = None  # what its card shows (None: outline only)
    parts: tuple = ()
    cells: tuple = ()  # cells framed besides the parts (a log line's tile, a watering hole's tiles)
    source: str = "board"  # "board", "focus" or "log"
    extra: tuple = field(default=())  # more parts to outline (every feature a tile placement touched)


class HoverAid:
    """`aids`: the cached engine answers; `covers(pos)`: whether an aid's own view over the board (the tiles
    still to come, the feature card) takes the point."""

    def __init__(self, scene: HoverHost, aids: Aids, covers: Callable[[tuple[int, int]], bool]) -> None:
        self.scene = scene
        self.aids = aids
        self.covers = covers
        self.pointer: tuple[int, int] | None = None
        self.log_index: int | None = None
        self.highlight: Highlight | None = None
        self.empty: tuple[int, int] | None = None  # the empty place under the pointer
        self._pieces: tuple = (-1, ())

    # --- input ---
    def moved(self, pos: tuple[int, int]) -> bool:
        """The pointer moved; True when what is highlighted changed."""
        self.pointer = (pos[0], pos[1])
        return self.refresh()

    def refresh(self) -> bool:
        before = (self.highlight, self.empty)
        self.highlight, self.empty = self.compute()
        return (self.highlight, self.empty) != before

    # --- what is under the pointer ---
    def piece_points(self) -> tuple:
        """(pid, world point) of every piece on the board, per position."""
        sc = self.scene
        s = sc.model.state
        if self._pieces[0] != (s.version, sc.model.gen):
            view = sc.model.view()
            pts = tuple(
                (p.pid, sc.camera.piece_world(s, p, sc.model.plugin, view))
                for p in s.pieces.values()
                if p.pos is not None and p.pos in s.board.cells
            )
            self._pieces = ((s.version, sc.model.gen), pts)
        return self._pieces[1]

    def over_board(self, pos: tuple[int, int] | None) -> bool:
        sc = self.scene
        if pos is None or not sc.free_area().collidepoint(pos):
            return False
        if self.covers(pos):
            return False
        return not any(c.contains(pos) for c in sc.panels() if c is not sc.board and c.visible)

    def compute(self) -> tuple[Highlight | None, tuple[int, int] | None]:
        sc = self.scene
        m = sc.model
        aids = self.aids
        if self.log_index is not None:
            return self.from_subject(aids.subject(self.log_index)), None
        pos = self.pointer
        if pos is not None and self.over_board(pos):
            cam = sc.camera
            world = cam.to_world(*pos)
            reach = cam.piece_size() * 0.5 / cam.cell
            hit = next((pid for pid, w in self.piece_points() if math.dist(w, world) <= reach), None)
            ref = None if hit is not None else m.plugin.ref_at(m.state, m.view(), world, tuple(m.tile_choices()))
            ref = ref or aids.ref_at(world, hit)
            if ref is not None:
                return self.from_ref(ref, "board"), None
            cell = cam.cell_at(*pos)
            if cell not in m.state.board.cells:
                return None, cell
        focus = m.focused()
        if focus is not None and not isinstance(focus, tuple):
            c = focus.command
            if isinstance(c, cmd.PlacePiece) and m.state.placed is not None and 0 <= c.cell < len(m.state.placed.cells):
                node = m.state.node(m.state.placed.cells[c.cell], c.feature)
                if node is not None:
                    return self.from_ref(FeatureRef("feature", m.state.graph.find(node)), "focus"), None
        return None, None

    def from_ref(self, ref: FeatureRef, source: str) -> Highlight | None:
        sc = self.scene
        m = sc.model
        info = self.aids.info(ref)
        if info is None:
            return None
        cells = tuple(m.plugin.outline_cells(info, m.state, m.view(), tuple(m.tile_choices())))
        if not info.parts and not cells:
            cells = tuple(info.cells)
        return Highlight(ref, info, tuple(info.parts), cells, source)

    def from_subject(self, subject: dict[str, Any] | None) -> Highlight | None:
        """A log line's subject: its feature outlined (and carded), its tile framed."""
        if not isinstance(subject, dict):
            return None
        cells = tuple(tuple(c) for c in subject.get("cells", ()) or ())
        parts = tuple((tuple(p[0]), p[1]) for p in subject.get("parts", ()) or ())
        extra: tuple = ()
        for f in subject.get("features", ()) or ():
            extra += tuple((tuple(p[0]), p[1]) for p in f.get("parts", ()))
        ref = ref_of(subject.get("ref"))
        info = self.aids.info(ref) if ref is not None else None
        if info is not None and not parts:
            parts = tuple(info.parts)
            if not cells and not parts:
                cells = tuple(info.cells)
        if not cells and not parts and not extra:
            return None
        return Highlight(ref, info, parts, cells, "log", extra)
