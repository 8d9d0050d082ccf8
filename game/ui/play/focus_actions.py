"""Keyboard actions of the play screen that move a focus or turn the tile (split from the scene, which wires
components and carries out intents): Tab/Enter/Esc over the dialog's items or the board's targets, and
turning the drawn tile."""

from __future__ import annotations

import pygame

from ..component import FocusCancel, FocusMove, FocusTake
from . import intents as I
from .contracts import FocusHost


def focus_key(scene: FocusHost, key: int, mod: int) -> None:
    m = scene.model
    if scene.dialog.visible and scene.dialog.spec is not None:
        spec = scene.dialog.spec
        act = m.dialog_focus.key(key, mod, len(spec.items))
        if isinstance(act, FocusTake):
            scene.choose(spec.items[act.index].payload)
        elif isinstance(act, FocusCancel):
            if spec.cancel is not None:
                scene.choose(spec.cancel)
            elif scene.plugin.cancel():
                m.changed()
                scene.refresh()
        return
    items = m.keyboard_items()
    act = m.board_focus.key(key, mod, len(items), arrows=False)
    if act is None and key in (pygame.K_RETURN, pygame.K_KP_ENTER) and len(items) == 1:
        act = FocusTake(0)  # a single choice: Enter takes it without Tab first
    if isinstance(act, FocusMove):
        item = items[act.index]
        if isinstance(item, tuple) and item[1] is not None:
            m.rot = item[1]
        scene.keeper.show_focus()
    elif isinstance(act, FocusTake):
        item = items[act.index]
        if isinstance(item, tuple):
            scene.submit(m.placements()[item[0]][item[1]].command)
        else:
            scene.submit(item.command)
    elif isinstance(act, FocusCancel):
        if m.board_focus.index is not None:
            m.board_focus.reset()
        elif scene.plugin.cancel():
            m.changed()
            scene.refresh()
        else:
            scene.apply(I.ToMenu())


def rotate(scene: FocusHost, step: int) -> None:
    m = scene.model
    if m.pending_human() is None or not m.tile_choices():
        return
    turns = sorted({c.quarters for c in m.tile_choices()})
    if m.fixed_place() is None:
        m.rot = (m.rot + step) % 4
    elif len(turns) > 1:  # a tile with one place, turned only some ways (a double): step among those
        i = turns.index(m.rot) if m.rot in turns else 0
        m.rot = turns[(i + (1 if step > 0 else -1)) % len(turns)]
    else:
        return
    scene.app.sound.play("rotate")
