"""The play screen's keys, as a pure mapping from a key press to an intent (unit-tested; the help texts on
screen name the same keys)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from . import intents as I

if TYPE_CHECKING:
    from ..editions import Target

ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
PAN_KEYS = {pygame.K_a: (-1, 0), pygame.K_d: (1, 0), pygame.K_w: (0, -1)}  # held: the board pans (S skips)
FOCUS = (pygame.K_TAB, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE)
DIGITS = tuple(range(pygame.K_1, pygame.K_9 + 1)) + tuple(range(pygame.K_KP1, pygame.K_KP9 + 1))


def play_key(key: int, mod: int = 0, *, dialog: bool = False, moving: bool = False) -> I.Intent | None:
    """The intent of a key press on the play screen.  `dialog`: a choice dialog has the keyboard (Tab, the
    arrows, Enter, Space, the digits and Esc go to it); `moving`: the board offers pieces that move along
    the board, so the arrows choose a direction instead of panning.  None: not a key of the play screen
    (held arrows and W/A/D pan the board, see PAN_KEYS)."""
    ctrl = bool(mod & pygame.KMOD_CTRL)
    if key == pygame.K_F1:
        return I.Help()
    if key == pygame.K_F2:
        return I.QuickReference()
    if key == pygame.K_BACKSPACE or (key == pygame.K_z and ctrl):
        return I.Undo()
    if key == pygame.K_s and ctrl:
        return I.SaveAs()
    if key == pygame.K_s:
        return I.Skip()
    if key in (pygame.K_r, pygame.K_e):
        return I.Rotate(1)
    if key == pygame.K_q:
        return I.Rotate(-1)
    if key == pygame.K_HOME:
        return I.Fit()
    if key == pygame.K_c and not ctrl:
        return I.CentreLast()
    if key == pygame.K_p:
        return I.ShowPlaces()
    if key == pygame.K_f:
        return I.ToggleFollow()
    if key == pygame.K_t:
        return I.ToggleTiles()
    if key == pygame.K_h:
        return I.Hint()
    if key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
        return I.Zoom(1)
    if key in (pygame.K_MINUS, pygame.K_KP_MINUS):
        return I.Zoom(-1)
    if dialog:
        if key in FOCUS or key in ARROWS or key in DIGITS or key == pygame.K_SPACE:
            return I.FocusKey(key, mod)
        return None
    if moving and key in ARROWS:
        return I.Direction(*ARROWS[key])
    if key in FOCUS or key == pygame.K_SPACE:
        return I.FocusKey(key, mod)
    return None


def pan_direction(pressed: Sequence[bool], arrows: bool = True) -> tuple[int, int]:
    """The direction the held keys pan the board (`pressed`: pygame.key.get_pressed())."""
    dx = dy = 0
    table = dict(PAN_KEYS)
    if arrows:
        table.update(ARROWS)
    for k, (x, y) in table.items():
        if pressed[k]:
            dx, dy = dx + x, dy + y
    return max(-1, min(1, dx)), max(-1, min(1, dy))


def direction_pick(targets: Sequence[Target], dx: int, dy: int) -> int | None:
    """The index of the moving target whose destination lies most in direction (dx, dy) from where its piece
    stands (targets without an origin are not moves); None when none lies that way."""
    best, best_score = None, 0.0
    for i, tg in enumerate(targets):
        if tg.origin is None:
            continue
        vx, vy = tg.world[0] - tg.origin[0], tg.world[1] - tg.origin[1]
        length = (vx * vx + vy * vy) ** 0.5 or 1.0
        score = (vx * dx + vy * dy) / length
        if score > best_score + 1e-9:
            best, best_score = i, score
    return best
