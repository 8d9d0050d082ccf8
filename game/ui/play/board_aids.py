"""The aids drawn on the board: each player's last tile (framed in their colour, with their mark), places no
unseen tile fits (marked dead), the highlighted feature's outline, features outlined while they score, and the
fit count of the empty place under the pointer.

`draw_world_aids` goes into the board's cached picture (it changes only with the position); `draw_overlays`
is drawn each frame over it (it follows the pointer and the animations)."""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import TYPE_CHECKING

import pygame

from game.core import insight as I
from game.core.cellshape import rotate_point

from .. import marks, theme
from ..i18n import t
from . import outline
from .hover import OUTLINE

if TYPE_CHECKING:
    from game.core.state import GameState

    from ..board_view import BoardView
    from .aids import Aids
    from .contracts import AidParts, BoardAidsHost
    from .hover import HoverAid

Cell = tuple[int, int]

DEAD = (34, 28, 28)
DEAD_MARK = (176, 84, 72)  # a muted red cross: no tile still to come fits here


def draw_world_aids(scene: BoardAidsHost, own: AidParts, surface: pygame.Surface, cam: BoardView) -> None:
    """Last tiles and dead places, as `cam` (the board picture's camera) sees them."""
    m = scene.model
    s = m.state
    aids = own.aids
    z = cam.cell
    if aids.on("fit_counts"):
        for pos in aids.dead():
            r = cam.cell_rect(pos).inflate(-max(4, z // 10), -max(4, z // 10))
            if not r.colliderect(cam.rect):
                continue
            pygame.draw.rect(surface, DEAD, r, border_radius=max(3, z // 12))
            w = max(2, z // 32)
            k = r.inflate(-r.w // 3, -r.h // 3)
            pygame.draw.line(surface, DEAD_MARK, k.topleft, k.bottomright, w)
            pygame.draw.line(surface, DEAD_MARK, k.topright, k.bottomleft, w)
    if s.ended:
        return
    placed = set(s.placed.cells) if s.placed is not None else set()
    for seat, cells in aids.last_tiles().items():
        col = m.colour(seat)
        mark = marks.mark_of(col)
        width = max(2, z // 26)
        for pos in cells:
            if pos in placed:
                continue  # the tile laid this turn has its own frame
            r = cam.cell_rect(pos)
            pygame.draw.rect(surface, (20, 18, 16), r, width + 2, border_radius=max(2, z // 14))
            pygame.draw.rect(surface, col, r.inflate(-2, -2), width, border_radius=max(2, z // 14))
        if mark is not None and cells and not placed.intersection(cells):
            size = max(14, int(z * 0.18))
            badge = marks.badge(mark, size, col)
            surface.blit(badge, badge.get_rect(center=cam.to_screen(*mark_point(m.state, own.hover, cells))))


SIDE_MIDDLES = ((0.5, 0.0), (1.0, 0.5), (0.5, 1.0), (0.0, 0.5))


def mark_point(s: GameState, hover: HoverAid, cells: Iterable[Cell]) -> tuple[float, float]:
    """Where a tile's mark goes (world point): the middle of one of its sides, the one farthest from every
    piece and symbol on the tile (the engine's layout), never a corner (Safari's watering holes are there)."""
    things = [w for _pid, w in hover.piece_points()]
    for pos in cells:
        placed = s.board.cells.get((pos[0], pos[1]))
        if placed is None:
            continue
        lay = I.layout(s, placed[0], placed[1])
        for items in lay.symbols.values():
            for _name, x, y in items:
                rx, ry = rotate_point((x, y), placed[2])
                things.append((pos[0] + rx, pos[1] + ry))
    candidates = [(x + dx, y + dy) for x, y in cells for dx, dy in SIDE_MIDDLES]
    return max(candidates, key=lambda p: min((math.dist(p, w) for w in things), default=9.0))


def draw_overlays(scene: BoardAidsHost, own: AidParts, surface: pygame.Surface) -> None:
    """The highlighted feature, the features scoring now, the fit count under the pointer."""
    cam = scene.camera
    s = scene.model.state
    surface.set_clip(scene.free_area())
    try:
        for parts, cells, _age in scene.animator.outlines:
            outline.draw_parts(surface, cam, s, parts, (255, 214, 90))
            outline.draw_cells(surface, cam, cells, (255, 214, 90))
        hl = own.hover.highlight
        if hl is not None and not own.tiles_view.visible:
            outline.draw_parts(surface, cam, s, hl.parts + hl.extra, OUTLINE)
            outline.draw_cells(surface, cam, hl.cells, OUTLINE, max(3, cam.cell // 24))
            redraw_pieces(scene, surface, {tuple(p[0]) for p in hl.parts + hl.extra} | set(hl.cells))
        if own.aids.on("fit_counts") and not scene.drag.active:  # the place pointed at, the one focused
            focus = scene.model.focused()
            for place in {own.hover.empty, focus[0] if isinstance(focus, tuple) else None}:
                if place is not None and place in s.board.frontier:
                    draw_fit_badge(scene, own.aids, surface, place)
    finally:
        surface.set_clip(None)


def redraw_pieces(scene: BoardAidsHost, surface: pygame.Surface, cells: set[Cell]) -> None:
    """The pieces standing on outlined cells drawn again over the outline (the outline never hides a piece)."""
    m = scene.model
    s = m.state
    near = {(x + dx, y + dy) for x, y in cells for dx in (-1, 0, 1) for dy in (-1, 0, 1)}
    hidden = {p.pid for p in s.pieces.values() if p.pos is None or tuple(p.pos) not in near}
    if scene.board.dragging is not None and isinstance(scene.board.dragging[1], int):
        hidden.add(scene.board.dragging[1])
    if len(hidden) < len(s.pieces):
        scene.camera.draw_pieces(surface, s, m.colours, hidden, m.plugin, m.view())


def fit_words(aids: Aids, pos: Cell) -> str:
    counts = aids.fit(pos)
    n = sum(counts.values())
    if n == 0:
        return t("aid.fit_none")
    return t("aid.fit_count", n=n)


def draw_fit_badge(scene: BoardAidsHost, aids: Aids, surface: pygame.Surface, pos: Cell) -> None:
    """How many unseen tiles fit the empty place: a small label in the place."""
    cam = scene.camera
    r = cam.cell_rect(pos)
    text = str(sum(aids.fit(pos).values()))
    size = max(11, min(theme.role("heading", scene.top.scale), int(cam.cell * 0.28)))
    w, h = theme.font(size, True).size(text)
    pill = pygame.Rect(0, 0, w + 12, h + 4)
    pill.topright = (r.right - max(3, cam.cell // 16), r.y + max(3, cam.cell // 16))  # clear of a preview's middle
    pygame.draw.rect(surface, (250, 246, 232), pill, border_radius=pill.h // 2)
    pygame.draw.rect(surface, theme.INK, pill, 2, border_radius=pill.h // 2)
    theme.blit_text(surface, text, pill.center, size, theme.INK, True, "center")
