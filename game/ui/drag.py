"""Drag-and-drop of pieces with pymunk: a kinematic mouse body pulls the piece through a PivotJoint; on
release the nearest legal spot takes it with a damped spring, anything else flings it back to the supply.

The physics is for feel only: the engine decides what is legal (the spots come from game.options()).
Screen pixels are the physics units; the step is fixed at 1/60 s.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pymunk

STEP = 1.0 / 60.0
SNAP_RADIUS = 60.0  # px: a drop this close to a legal spot is taken by it


class DraggedPiece:
    def __init__(self, kind: str, start: tuple[float, float], payload: object = None) -> None:
        self.kind = kind
        self.home = start
        self.payload = payload  # what the drop means (set by the scene)
        self.state = "drag"  # drag -> snapping | returning -> done
        self.target: tuple | None = None  # (x, y, command) of the spot that took it
        self.age = 0.0


class DragPhysics:
    def __init__(self) -> None:
        self.space = pymunk.Space()
        self.space.damping = 0.5
        self.mouse = pymunk.Body(body_type=pymunk.Body.KINEMATIC)
        self.space.add(self.mouse)
        self.piece: DraggedPiece | None = None
        self.body: pymunk.Body | None = None
        self.joint: pymunk.PivotJoint | None = None
        self.anchor: tuple | None = None
        self.target: tuple[float, float] | None = None
        self._acc = 0.0

    @property
    def active(self) -> bool:
        return self.piece is not None

    def pick(self, piece: DraggedPiece, mouse_pos: tuple[float, float]) -> None:
        self.clear()
        self.piece = piece
        body = pymunk.Body(1.0, pymunk.moment_for_circle(1.0, 0, 12))
        body.position = piece.home
        shape = pymunk.Circle(body, 12)
        shape.sensor = True
        self.mouse.position = mouse_pos
        self.mouse.velocity = (0, 0)
        self.target = (float(mouse_pos[0]), float(mouse_pos[1]))
        joint = pymunk.PivotJoint(self.mouse, body, (0, 0), (0, 0))
        joint.max_force = 60000.0
        joint.error_bias = (1.0 - 0.25) ** 60
        self.space.add(body, shape, joint)
        self.body, self.joint = body, joint

    def move(self, mouse_pos: tuple[float, float]) -> None:
        if self.piece is None:
            return
        self.target = (float(mouse_pos[0]), float(mouse_pos[1]))

    def release(self, spots: Iterable[tuple[float, float, Any]], reach: float = SNAP_RADIUS) -> DraggedPiece | None:
        """Drop: `spots` = [(x, y, payload)] legal for this piece; the nearest within `reach` px takes it."""
        p = self.piece
        if p is None:
            return None
        if self.joint is not None:
            self.space.remove(self.joint)
            self.joint = None
        # where the player let go counts (a fast throw leaves the piece a little behind the pointer)
        if self.target is not None:
            px, py = self.target
        else:
            assert self.body is not None
            px, py = self.body.position
        best, best_d = None, reach
        for sx, sy, payload in spots:
            d = ((sx - px) ** 2 + (sy - py) ** 2) ** 0.5
            if d <= best_d:
                best, best_d = (sx, sy, payload), d
        if best is not None:
            p.state, p.target = "snapping", best
            self._spring_to((best[0], best[1]), stiffness=900.0, damping=40.0)
        else:
            p.state = "returning"
            self._spring_to(p.home, stiffness=500.0, damping=22.0)
        p.age = 0.0
        return p

    def _spring_to(self, point: tuple[float, float], stiffness: float, damping: float) -> None:
        assert self.body is not None
        anchor = pymunk.Body(body_type=pymunk.Body.STATIC)
        anchor.position = point
        spring = pymunk.DampedSpring(anchor, self.body, (0, 0), (0, 0), 0.0, stiffness, damping)
        self.space.add(anchor, spring)
        self.anchor = (anchor, spring)

    def update(self, dt: float) -> DraggedPiece | None:
        """Advance the fixed-step physics; returns the piece once it has settled (snapped or home)."""
        if self.piece is None:
            return None
        self._acc += min(dt, 0.1)
        while self._acc >= STEP:
            # the kinematic mouse body moves to the pointer within one step (its velocity is what the
            # joint feels as the throw), then rests there
            target = getattr(self, "target", None)
            if target is not None and self.joint is not None:
                mx, my = self.mouse.position
                self.mouse.velocity = ((target[0] - mx) / STEP, (target[1] - my) / STEP)
            self.space.step(STEP)
            if target is not None:
                self.mouse.position = target
                self.mouse.velocity = (0, 0)
            self._acc -= STEP
            self.piece.age += STEP
        p = self.piece
        if p.state in ("snapping", "returning") and self.body is not None:
            goal = p.target[:2] if p.state == "snapping" and p.target is not None else p.home
            pos, vel = self.body.position, self.body.velocity
            close = ((pos.x - goal[0]) ** 2 + (pos.y - goal[1]) ** 2) ** 0.5 < 2.5 and vel.length < 60
            if close or p.age > 0.9:
                p.state = "done"
                self.clear(keep_piece=True)
                self.piece = None
                return p
        return None

    @property
    def position(self) -> tuple[float, float] | None:
        return None if self.body is None else (self.body.position.x, self.body.position.y)

    def clear(self, keep_piece: bool = False) -> None:
        for item in list(self.space.bodies) + list(self.space.shapes) + list(self.space.constraints):
            if item is self.mouse:
                continue
            try:
                self.space.remove(item)
            except Exception:
                pass
        self.body = self.joint = self.anchor = None
        self._acc = 0.0
        if not keep_piece:
            self.piece = None
