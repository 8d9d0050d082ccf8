"""Pointer and pacing input of the play screen (split from the scene, which wires components and carries out
intents): a dragged piece moved and dropped, and the keys that hurry a computer seat's move along."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..drag import SNAP_RADIUS

if TYPE_CHECKING:
    from .contracts import InputHost

DRAGGED_MIN = 24  # a dragged piece or token is never smaller than this (times the UI scale), at any zoom


def dragged_size(piece_size: int, scale: float) -> int:
    """The size of the thing under the pointer while it is dragged: a little larger than on the board, and at
    least DRAGGED_MIN pixels (scaled) however far the board is zoomed out."""
    return max(round(DRAGGED_MIN * max(1.0, scale)), int(piece_size * 1.15))


def drag_event(scene: InputHost, e: pygame.event.Event) -> None:
    if e.type == pygame.MOUSEMOTION:
        scene.drag.move(e.pos)
        scene.board.pointer = e.pos
    elif e.button == 1 and scene.drag.piece is not None and scene.drag.piece.state == "drag":
        kind, source = scene.drag.piece.kind, scene.drag.piece.payload
        spots = [
            (*scene.camera.to_screen(*tg.world), tg.command)
            for tg in scene.model.targets()
            if (tg.kind, tg.source) == (kind, source)
        ]
        scene.drag.move(e.pos)
        # within a third of a cell: a drop on a feature this piece may not take never lands on its neighbour
        reach = min(SNAP_RADIUS, scene.camera.cell / 3)
        if scene.drag.release(spots, reach) is not None and scene.drag.piece.state == "returning":
            scene.play_aids.dropped(kind, e.pos)
    scene.dirty = True


def pacing_key(scene: InputHost, e: pygame.event.Event) -> bool:
    """Space or Enter while a computer's move glides: it lands at once; while the next computer move
    waits for the player ("wait for a key"): Space, Enter or a click on the board shows it."""
    go = (e.type == pygame.KEYDOWN and e.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)) or (
        e.type == pygame.MOUSEBUTTONDOWN and e.button == 1 and scene.free_area().collidepoint(e.pos)
    )
    if not go or scene.model.pending_human() is not None:
        return False
    if e.type == pygame.KEYDOWN and scene.pacer.skip(scene.animator):
        return True
    if scene.pacer.go_on():
        scene.dirty = True
        return True
    return False
