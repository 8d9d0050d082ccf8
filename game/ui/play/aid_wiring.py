"""The play screen's aids wired into the scene, kept apart from the scene's own wiring: the feature
under the pointer (outline and card), the tiles still to come (T), fit counts and dead places, the tile that
turns before it is laid, why a drop is refused, the board's hover texts.

The scene calls in at a few points (layout, refresh, handle, apply, update, draw, widgets); everything the aids
know comes from `Aids` (cached engine answers) and the plug-in.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core import insight

from ..component import Widget
from ..describe import piece_word, word
from ..i18n import t
from . import board_aids, why
from . import intents as I
from .aids import Aids
from .board_aids import fit_words
from .coach import Coach
from .contracts import AidsHost
from .feature_card import FeatureCard
from .hover import HoverAid
from .placing import TurnThenLay
from .tiles_view import TilesLeftView
from .words import capital, kind_word

if TYPE_CHECKING:
    from ..editions import Target


class PlayAids:
    """The aids' parts, built and kept here (the scene takes them from here: nothing is set on the scene)."""

    def __init__(self, scene: AidsHost) -> None:
        self.scene = scene
        m = scene.model
        self.aids = m.aids = Aids(m)
        self.feature_card = FeatureCard(m)
        self.tiles_view = TilesLeftView(m, scene.camera.painter)
        self.hover = HoverAid(scene, self.aids, self.covers)
        self.placing = TurnThenLay()
        self.coach = Coach(scene, self.aids, self.hover)
        scene.pacer.explain = any(
            m.is_human(i) and insight.aids_for(m.game.setup, i)["coach"] for i in range(len(m.seats))
        )
        scene.board.tip = self.board_tip
        scene.board.world_aids = lambda surface, cam: board_aids.draw_world_aids(scene, self, surface, cam)
        scene.board.turning = lambda: self.placing.job
        scene.card.turning = self.placing.angle
        self._seen = (-1, -1)
        self._avoid: list = []
        self._dragging = False

    def covers(self, pos: tuple[int, int]) -> bool:
        """Whether an aid's own view over the board (the tiles still to come, the feature card) takes `pos`."""
        return self.tiles_view.visible or self.feature_card.contains(pos)

    # --- layout ---
    def layout(self, scale: float) -> None:
        self.feature_card.scale = scale
        self.tiles_view.scale = scale

    def refresh(self) -> None:
        """After a change of the game or the layout: the tiles view under the status line, the hover again."""
        sc = self.scene
        area = sc.free_area()
        pad = sc.layout_now.margin
        r = area.inflate(-2 * pad, -2 * pad)
        if sc.status.visible:
            top = sc.status.rect.bottom + pad
            r.h, r.y = r.bottom - top, top
        self.tiles_view.set_rect(r)
        if self.tiles_view.visible and not self.aids.on("tiles_left"):
            self.tiles_view.visible = False
        self.hover.refresh()
        self.place_card()

    def place_card(self) -> None:
        sc = self.scene
        hl = self.hover.highlight
        if hl is None or hl.info is None or self.tiles_view.visible:
            self.feature_card.hide()
            return
        hard, marks = self.avoided()
        self._avoid = hard + marks
        # never over the status line or a box over the board; over a tutorial's marks only when no corner is clear
        self.feature_card.show(hl.info, sc.keeper.room(), self.hover.pointer, hard, marks)  # beside the view buttons

    def keep_card_clear(self) -> None:
        """What the card must not cover moved (a tutorial's box or marks, the status line): the card moves too."""
        if self.feature_card.key is not None and sum(self.avoided(), []) != self._avoid:
            self.place_card()
            self.scene.dirty = True

    def avoided(self) -> tuple[list, list]:
        """(what the card never covers, what it covers only for lack of room), as screen rectangles."""
        sc = self.scene
        hard = [pygame.Rect(sc.status.rect)] if sc.status.visible else []
        hard += [pygame.Rect(w.rect) for w in sc.overlay.board_widgets() + sc.handover.board_widgets()]
        return hard, list(sc.overlay.keep_clear())

    # --- input ---
    def handle(self, e: pygame.event.Event) -> bool:
        """Events the aids take first; True when taken."""
        sc = self.scene
        if e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE and self.tiles_view.visible:
            self.tiles_view.toggle()
            sc.dirty = True
            return True
        if self.tiles_view.visible and e.type in (pygame.MOUSEWHEEL, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pos = getattr(e, "pos", self.hover.pointer)
            if pos is not None and self.tiles_view.contains(pos):  # the view over the board takes the pointer first
                sc.apply(self.tiles_view.handle(e))
                return True
        if e.type == pygame.MOUSEMOTION:
            self.hover.log_index = sc.log.line_at(e.pos)  # a log line under the pointer names what to outline
            panning = sc.board.press is not None and sc.board.press[2]
            if panning:  # the board is being dragged: nothing is pointed at until it is let go
                self.hover.pointer = None
                if self.hover.refresh():
                    self.place_card()
                    sc.dirty = True
            elif self.hover.moved(e.pos):
                self.place_card()
                sc.dirty = True
        return False

    def apply(self, intent: I.Intent) -> bool:
        sc = self.scene
        m = sc.model
        if isinstance(intent, I.ToggleTiles):
            if self.tiles_view.visible or self.aids.on("tiles_left"):
                self.tiles_view.toggle()
                self.refresh()
            else:
                sc.set_status(t("aid.off_tiles", name=m.names[self.aids.seat() or 0]))
            return True
        if isinstance(intent, I.Hint):
            self.coach.hint()
            return True
        if isinstance(intent, I.TurnAndLay):
            if m.pending_human() is not None and not self.placing.active:
                self.placing.start(intent.command, intent.pos, m.rot, intent.quarters, sc.motion_speed())
                sc.app.sound.play("rotate")
            return True
        return False

    def close(self) -> None:
        """The game is left: the coach's think is cancelled."""
        self.coach.cancel()

    def dropped(self, kind: str, pos: tuple[int, int]) -> None:
        """A piece was let go where nothing takes it: say why (the engine's answer for the feature there)."""
        sc = self.scene
        reason = why.piece_reason(sc.model, kind, sc.camera.to_world(*pos))
        if reason is not None:
            sc.set_status(reason, "error")

    # --- time ---
    def update(self, dt: float) -> None:
        sc = self.scene
        if self.coach.update():
            sc.dirty = True
        done = self.placing.update(dt)
        if done is not None:
            sc.model.rot = done.end_q
            sc.submit(done.command)
        if self.placing.active:
            sc.dirty = True
        if self._dragging and not sc.drag.active:  # a drag ended: the tray's buttons come back
            sc.refresh()
        self._dragging = sc.drag.active
        self.keep_card_clear()
        seen = (sc.model.state.version, sc.model.gen)
        if seen != self._seen:  # the position changed under a resting pointer: what it points at too
            self._seen = seen
            if self.hover.refresh():
                sc.dirty = True
            self.place_card()
            if self.hover.pointer is not None:  # and its hover text is said again
                sc.tooltips.moved(self.hover.pointer, sc.tooltip_at(self.hover.pointer))

    def animating(self) -> bool:
        return self.placing.active or self.coach.thinking

    # --- drawing ---
    def draw_board(self, surface: pygame.Surface) -> None:
        board_aids.draw_overlays(self.scene, self, surface)
        self.coach.draw(surface)

    def draw_top(self, surface: pygame.Surface) -> None:
        if self.tiles_view.visible:
            self.tiles_view.draw(surface)
        elif self.feature_card.visible:
            self.feature_card.draw(surface)

    def board_children(self) -> tuple:
        out = self.tiles_view.widgets()
        if self.feature_card.visible and not self.tiles_view.visible:
            out += [Widget(self.feature_card.name, pygame.Rect(self.feature_card.rect))]
        return tuple(out)

    # --- hover texts of the board ---
    def board_tip(self, pos: tuple[int, int]) -> str | None:
        sc = self.scene
        m = sc.model
        s = m.state
        if self.tiles_view.visible and self.tiles_view.contains(pos):
            return self.tiles_view.tooltip_at(pos)
        if not sc.free_area().collidepoint(pos) or self.feature_card.contains(pos) or sc.drag.active:
            return None  # (a piece being dragged: its rings show where it may go, nothing else pops up)
        cam = sc.camera
        for tg in m.targets():  # a spot names what it is for
            x, y = cam.to_screen(*tg.world)
            if tg.shape == "spot" and (x - pos[0]) ** 2 + (y - pos[1]) ** 2 <= (cam.piece_size() * 0.6) ** 2:
                return self.spot_tip(tg)
        cell = cam.cell_at(*pos)
        if cell in s.board.cells:
            return self.coach.why_tip(cell)  # a computer seat's last tile: what it weighed (the coach)
        lines = []
        if m.tile_choices():
            place = m.place_covering(cell)
            if place is not None and place[1] != m.rot and m.fixed_place() is None:
                lines.append(t("aid.turned_tip", deg=place[1] * 90))
            elif place is None and cell in s.board.frontier:  # a place next to the tiles: why not here
                lines.append(why.place_reason(m, cell) or "")
        if cell in s.board.frontier and self.aids.on("fit_counts"):
            lines.append(fit_words(self.aids, cell))
        return "\n".join(x for x in lines if x) or None

    def spot_tip(self, tg: Target) -> str:
        m = self.scene.model
        s = m.state
        c = tg.command
        what = piece_word(tg.kind, s.setup.edition) if not tg.kind.startswith("token:") else word("sym", tg.kind[6:])
        feature = getattr(c, "feature", None)
        cell = getattr(c, "cell", None)
        if feature and s.placed is not None and isinstance(cell, int) and 0 <= cell < len(s.placed.cells):
            node = s.node(s.placed.cells[cell], feature)
            if node is not None:
                info = insight.feature_info(s, node)
                return t("aid.spot_tip", piece=capital(what), kind=kind_word(info.kind, s.setup.edition))
        return capital(what)
