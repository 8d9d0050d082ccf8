"""Playing a tutorial through the real window loop, as a learner would: every move is a real pygame event aimed at
what the tutorial marks (a click on the gold place after turning the tile with R, a drag or a click or
Tab/Enter for a piece, a click on the marked card of a dialog, S or the Skip button), every note is left with
Enter or the Next button.  Used by the UI tests and by the screenshot tool of the README."""

from __future__ import annotations

import pygame
from ui_helpers import key, post

from game.core import commands as cmd
from game.editions.hill_dale import commands as hill_dale_cmd
from game.editions.safari import commands as safari_cmd

DT = 0.1  # seconds per frame: large, so the computer's moves and the drag physics settle in few frames


def frames(app, n: int = 1) -> None:
    for _ in range(n):
        app.frame(DT)


def click(app, pos, button: int = 1) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
    frames(app, 1)


def drag(app, start, end, settle: int = 14) -> None:
    """Press at `start`, move to `end` in a few steps, release; the physics settles with large frames."""
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    frames(app, 1)
    for i in range(1, 5):
        x = start[0] + (end[0] - start[0]) * i / 4
        y = start[1] + (end[1] - start[1]) * i / 4
        post(pygame.MOUSEMOTION, pos=(round(x), round(y)), rel=(1, 1), buttons=(1, 0, 0))
        frames(app, 1)
    frames(app, 3)
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    frames(app, settle)


def screen_point(scene, world) -> tuple[int, int]:
    x, y = scene.camera.to_screen(*world)
    return round(x), round(y)


def turn_to(app, quarters: int) -> None:
    """Press R until the tile in hand is turned `quarters` (as the learner would, watching the card)."""
    for _ in range(4):
        if app.scene.model.rot == quarters:
            return
        key(app, pygame.K_r, frames=1)


def do_move(app, style: str) -> None:
    """Make the move the current step expects, by real events aimed at its marks.  `style`: "mouse" (clicks
    and drags), "keys" (the hint, then Enter or the keys) or "mix"."""
    scene = app.scene
    ov = scene.overlay
    frames(app, 1)
    want = ov.ctl.expected()
    marks = ov.marks
    assert marks.kind, f"step {ov.ctl.step.id}: nothing is marked for {want}"
    if style == "keys" and not isinstance(want, cmd.Skip):
        key(app, pygame.K_h, frames=1)
        key(app, pygame.K_RETURN, frames=2)
        return
    if marks.kind == "tile":
        turn_to(app, marks.turn)
        cell = scene.camera.cell_rect(marks.cells[0])
        click(app, cell.center)
    elif marks.kind == "dialog":
        click(app, marks.screen[0].center)
    elif marks.kind == "skip":
        if style == "mix":
            key(app, pygame.K_s, frames=1)
        else:
            click(app, marks.screen[0].center)
    elif isinstance(want, (safari_cmd.Dig, safari_cmd.Expand)):
        drag(app, marks.screen[0].center, screen_point(scene, marks.points[0]))
    elif isinstance(want, safari_cmd.MoveRanger):
        drag(app, screen_point(scene, marks.points[0]), scene.camera.cell_rect(marks.cells[0]).center)
    elif isinstance(want, cmd.PlacePiece) and style == "mouse" and marks.screen:
        drag(app, marks.screen[0].center, screen_point(scene, marks.points[0]))
    elif isinstance(want, hill_dale_cmd.Travel):
        drag(app, screen_point(scene, marks.points[1]), screen_point(scene, marks.points[0]))
    elif marks.cells:  # a space to click (a ranger put back)
        click(app, scene.camera.cell_rect(marks.cells[0]).center)
    else:  # a spot to click
        click(app, screen_point(scene, marks.points[0]))


def play_tutorial(app, style: str = "mix", shot=None, limit: int = 3000) -> list[str]:
    """Play the open tutorial to its final note; returns the ids of the steps seen.  `shot(app, step_id)` is
    called once for each step when it first shows (screenshots).  The step counter the box shows is read at
    every frame: it must never go back nor skip a step (every note, the opponent's too, waits to be read)."""
    scene = app.scene
    ctl = scene.overlay.ctl
    seen: list[str] = []
    counter = ctl.progress[0]
    for _ in range(limit):
        frames(app, 1)
        now = ctl.progress[0]
        assert now in (counter, counter + 1), f"the step counter went from {counter} to {now}"
        counter = now
        step = ctl.step
        if step is not None and (not seen or seen[-1] != step.id):
            seen.append(step.id)
            if shot is not None:
                shot(app, step.id)
        if ctl.final() or ctl.lost:
            return seen
        if ctl.trying():  # a move the rules forbid, tried: a click on its gold place, or Enter
            if style == "mouse":
                click(app, scene.camera.cell_rect(step.show[0]).center)
            else:
                key(app, pygame.K_RETURN, frames=1)
            assert ctl.reading and scene.overlay.engine_says, f"step {step.id}: the try was not refused"
            continue
        if ctl.on_note():
            if style == "mouse":
                click(app, scene.overlay.box.button_rect("next").center)
            else:
                key(app, pygame.K_RETURN, frames=1)
            continue
        if not ctl.learner_to_move():
            continue  # the opponent's move plays itself
        before = (ctl.version, scene.overlay.marks.kind)
        do_move(app, style)
        frames(app, 1)
        # taken, or its first half taken (a double picked in the dialog waits to be laid on the board)
        after = (ctl.version, scene.overlay.marks.kind)
        assert after != before, f"step {step.id}: the move was not taken: {scene.overlay.refusal!r}"
    raise AssertionError(f"the tutorial did not end within {limit} frames (at {ctl.step})")
