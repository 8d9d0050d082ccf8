"""The tutorial on the play screen: the guide's box with each step's words, the marks on what the step points
at, the hint (H or the button), the refusal of any move but the one the step teaches (with a word on what is
expected), the scripted opponent in the computer seat, and the way out (Esc, then confirm).

The game itself is an ordinary game of the engine on the play screen; this overlay only sits on the screen's
hook (`PlayScene.overlay`): it sees input first, vets the learner's commands before the engine does, and moves
the step machine (`game.tutorial.TutorialController`) on with every command the engine takes."""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.core import commands as cmd
from game.tutorial import LEARNER
from game.tutorial import controller as C

from .. import theme
from ..component import Widget
from ..i18n import has, t
from ..play import intents as I
from ..play.contracts import OverlayHost
from ..play.overlay import PlayOverlay
from . import progress
from .box import BoxText, GuideBox
from .leave import LeaveDialog
from .marks import Marks, apply_hint, marks_for
from .runner import ScriptedRunner

PULSE = 3.0  # seconds the marks pulse after a step begins, a hint or a refused move (then they hold still)
GOLD = (255, 214, 70)
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class TutorialOverlay(PlayOverlay):
    saves = False  # a tutorial never takes the place of the player's own game
    keeps_end = True  # the end is explained here; no results screen, no record

    def __init__(self, scene: OverlayHost, controller: C.TutorialController) -> None:
        self.scene = scene
        self.ctl = controller
        self.edition = controller.tutorial.edition
        self.key = controller.tutorial.key  # the chapter's name in the learner's progress
        self.box = GuideBox()
        self.refusal = ""  # why the last move was refused, in words
        self.mover: int | None = None  # the seat whose command went to the engine last
        self.kept = controller.index  # the step kept in the learner's memory (resumed there next time)
        self.hint_text = ""
        self.engine_says = ""  # the engine's refusal of the forbidden move a step had the learner try
        self.clock = 0.0
        self.pulse_until = PULSE
        self.seen = -1  # the controller's version the box shows
        self.marks = Marks()
        self.want_view = True  # bring the marks into view once they show
        self.docked = False  # the box stands in the column under the tile card (else over the board area)
        scene.pacer.runner = ScriptedRunner(controller, lambda: scene.app.modal is not None)

    # --- the words ---
    def body(self) -> str:
        ctl = self.ctl
        step = ctl.step
        if ctl.lost or step is None:
            return t("tutorial.lost")
        text = t(ctl.tutorial.text_key(step))
        if ctl.final():
            s = self.scene.model.state.scores
            text += "\n" + t("tutorial.final_scores", you=s[0], rival=s[1] if len(s) > 1 else 0)
        return text

    def box_text(self) -> BoxText:
        ctl = self.ctl
        n, total = ctl.progress
        name = t(f"edition.{self.edition}")
        if ctl.tutorial.chapter:
            name += " · " + t(ctl.tutorial.text_key("title"))
        heading = t("tutorial.heading", edition=name, step=n, total=total)
        if ctl.lost:
            return BoxText(heading, self.body(), buttons=(("menu", t("tutorial.menu"), "primary"),))
        buttons: tuple[tuple[str, str, str], ...]
        if ctl.final():
            buttons = (("menu", t("tutorial.menu"), "normal"), ("real", t("tutorial.real_game"), "primary"))
            return BoxText(heading, self.body(), keys=t("tutorial.keys_final"), buttons=buttons)
        if ctl.trying():
            buttons = (("try", t("tutorial.try"), "primary"),)
            return BoxText(heading, self.body(), self.refusal, keys=t("tutorial.keys_try"), buttons=buttons)
        if ctl.on_note():
            buttons = (("next", t("tutorial.next"), "primary"),)
            said = self.engine_says or self.refusal
            return BoxText(heading, self.body(), said, keys=t("tutorial.keys_note"), buttons=buttons)
        if ctl.learner_to_move():
            buttons = (("hint", t("tutorial.hint"), "normal"),)
            return BoxText(heading, self.body(), self.refusal, self.hint_text, t("tutorial.keys_move"), buttons)
        return BoxText(heading, self.body(), keys=t("tutorial.keys_wait"))

    def prompt(self) -> str:
        """The top bar's words while a note waits for Next (or a forbidden move for Try it), not the decision's."""
        ctl = self.ctl
        if ctl.lost or ctl.final() or not ctl.on_note():
            return ""
        return t("tutorial.prompt_try" if ctl.trying() else "tutorial.prompt_note")

    def explain(self, verdict: str) -> str:
        step = self.ctl.step
        own = f"{self.ctl.tutorial.text_key(step)}.wrong" if step is not None else ""
        if verdict not in (C.NOTE, C.WAIT, C.OVER, C.LOST) and own and has(own):
            return t(own)
        return t(f"tutorial.wrong.{verdict}")

    # --- the hooks of the play screen ---
    def handle(self, e: pygame.event.Event) -> bool:
        if e.type == pygame.KEYDOWN:
            if e.key == pygame.K_ESCAPE:
                if self.ctl.final() or self.ctl.lost:
                    self.press("menu")
                else:
                    self.ask_leave()
                return True
            if e.key == pygame.K_h:
                self.press("hint")
                return True
            if e.key in ENTER_KEYS and (self.ctl.on_note() or self.ctl.lost):
                ctl = self.ctl
                self.press("real" if ctl.final() else "menu" if ctl.lost else "try" if ctl.trying() else "next")
                return True
            return False
        if e.type == pygame.MOUSEMOTION:
            if self.box.button_at(e.pos) != self.box.button_at(self.box.hover):
                self.scene.dirty = True
            self.box.hover = e.pos
            return False
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1 and self.on_tried_place(e.pos):
            self.press("try")
            return True
        if e.type == pygame.MOUSEBUTTONDOWN and self.box.contains(e.pos) and not self.scene.drag.active:
            name = self.box.button_at(e.pos) if e.button == 1 else None
            if name is not None:
                self.scene.app.sound.play("click")
                self.press(name)
            return True  # a press on the box is not a press on the board under it
        return False

    def intercept(self, intent: I.Intent) -> bool:
        if isinstance(intent, I.ToMenu):
            self.ask_leave()
            return True
        if isinstance(intent, (I.Undo, I.SaveAs)):
            self.refusal = t("tutorial.no_undo" if isinstance(intent, I.Undo) else "tutorial.no_save")
            self.scene.dirty = True
            return True
        return False

    def allow(self, command: cmd.Command) -> bool:
        m = self.scene.model
        d = m.game.pending()
        self.mover = d.seat if d is not None else None
        if d is None or not m.is_human(d.seat):
            return True  # the scripted opponent plays only the script's commands
        verdict = self.ctl.check(command)
        if verdict == C.OK:
            self.refusal = ""
            return True
        self.refusal = self.explain(verdict)
        self.pulse_until = self.clock + PULSE
        self.scene.app.sound.play("refuse")
        self.scene.dirty = True
        return False

    def observe(self, command: cmd.Command, events: list[Any]) -> None:
        self.ctl.done(command, self.mover)

    def holds_computer(self) -> bool:
        return self.ctl.opponent_command() is None

    def rules_anchor(self) -> str | None:
        step = self.ctl.step
        return step.rules if step is not None else None

    def keep_clear(self) -> list[pygame.Rect]:
        return self.marks.screen_rects(self.scene.camera)

    def animating(self) -> bool:
        return self.clock < self.pulse_until

    # --- acting ---
    def press(self, name: str) -> None:
        if name == "hint":
            self.hint()
        elif name == "try":
            self.try_it()
        elif name == "next":
            if self.ctl.next():
                self.scene.dirty = True
        elif name == "menu":
            self.scene.pacer.cancel()
            self.scene.app.to_menu()
        elif name == "real":
            self.scene.pacer.cancel()
            self.scene.app.modal = None
            self.scene.app.show("setup", self.edition)

    def on_tried_place(self, pos: tuple[int, int]) -> bool:
        """A press on a place the step marks for the forbidden move it asks the learner to try."""
        step = self.ctl.step
        if not self.ctl.trying() or step is None or self.box.contains(pos):
            return False
        return self.scene.free_area().collidepoint(pos) and self.scene.camera.cell_at(*pos) in step.show

    def try_it(self) -> None:
        """The learner tries the step's forbidden move: the engine refuses it and its reason is shown, in the
        engine's own words (the refusal catalogs), until the learner moves on."""
        from ..play.words import refusal_text

        step = self.ctl.step
        if not self.ctl.trying() or step is None or step.tries is None:
            return
        m = self.scene.model
        refusal = m.game.refusal_for(step.tries, LEARNER)
        self.ctl.tried()
        self.engine_says = refusal_text(refusal, m.seats, self.edition) if refusal is not None else ""
        self.scene.app.sound.play("refuse")
        self.scene.dirty = True

    def hint(self) -> None:
        if self.ctl.trying():
            self.hint_text = t("tutorial.hint_try")
        elif self.ctl.on_note():
            self.hint_text = ""
            self.refusal = t("tutorial.hint_note")
        elif self.ctl.learner_to_move():
            self.marks = marks_for(self.scene, self.ctl.alternatives())
            apply_hint(self.scene, self.marks)
            self.hint_text = t(f"tutorial.hint_{self.marks.kind or 'none'}")
            self.want_view = True
        self.pulse_until = self.clock + PULSE
        self.scene.dirty = True

    def ask_leave(self) -> None:
        app = self.scene.app

        def leave() -> None:
            self.scene.pacer.cancel()
            app.to_menu()

        app.modal = LeaveDialog(app, leave)

    # --- time ---
    def update(self, dt: float) -> None:
        self.clock += dt
        ctl = self.ctl
        if ctl.version != self.seen:  # a new step (or the next command of one): fresh words, marks that pulse
            self.seen = ctl.version
            self.keep_place()
            self.refusal = self.hint_text = ""
            if not ctl.reading:
                self.engine_says = ""
            self.pulse_until = self.clock + PULSE
            self.want_view = True
            if ctl.final():  # the whole board for the final scoring, the river mouth too
                self.scene.fit()
            if ctl.learner_to_move() and isinstance(ctl.expected(), cmd.PlaceTile) and ctl.played == 0:
                self.scene.model.rot = 0  # each new tile starts as printed, as the step's words assume
            self.scene.dirty = True
        self.marks = self.current_marks()
        self.box.text = self.box_text()
        self.scene.tray.undo_ok = False  # no taking back in the tutorial (Backspace says so)
        self.place_box()
        if self.animating():
            self.scene.dirty = True

    def keep_place(self) -> None:
        """Remember the step showing, so that the guided game resumes there; once finished, it starts afresh
        next time (and the chooser shows it done)."""
        ctl = self.ctl
        if ctl.lost or ctl.index == self.kept:
            return
        self.kept = ctl.index
        progress.remember(self.key, step=0 if ctl.final() else ctl.index, done=True if ctl.final() else None)

    def current_marks(self) -> Marks:
        ctl = self.ctl
        if ctl.learner_to_move():
            return marks_for(self.scene, ctl.alternatives())
        step = ctl.step
        return Marks(cells=step.show, kind="note") if step is not None and ctl.on_note() and step.show else Marks()

    def column(self) -> pygame.Rect | None:
        """The free column under the tile card (with two seats the event log stands at the right), or None."""
        pl = self.scene.layout_now
        top = pl.card.bottom + pl.margin
        col = pygame.Rect(pl.card.x, top, pl.card.w, pl.size[1] - pl.margin - top)
        if col.h <= 0 or col.colliderect(pl.log) or col.colliderect(pl.tray):
            return None
        return col

    def place_box(self) -> None:
        """The box in the free column under the tile card, where it covers nothing; when its words do not fit
        there at a readable size, in a corner of the board area clear of the marks, the status line and the
        tile just laid (the board is then brought round so that the marks lie beside the box).  The board area:
        clear of the view buttons at its right edge."""
        scene = self.scene
        cam = scene.camera
        area = scene.keeper.room()
        box = self.box
        box.scale = scene.top.scale
        m = box.px(10)
        col = self.column()
        self.docked = False
        if col is not None:
            h = box.geometry(col.w, col.h)[0]
            if h <= col.h and box.body_size(col.w, col.h) >= theme.role("small", box.scale):
                box.place(pygame.Rect(col.x, col.y, col.w, h), col.h)
                self.docked = True
        within, hidden, s = area, [], scene.model.state  # hidden: the tiles under a floating box on a note
        laid = cam.cell_points(s.placed.cells) if self.ctl.on_note() and s.placed is not None else []
        if not self.docked:
            best, clash = self.float_box(area)
            if self.ctl.on_note() or not (self.marks.cells or self.marks.points):
                hidden = [c for c in s.board.cells if cam.cell_rect(c).colliderect(best)]
            if clash or hidden:  # no corner is clear: the marks (else the tiles) go into the board beside the box
                if best.y <= area.centery:
                    band = pygame.Rect(area.x, best.bottom + m, area.w, area.bottom - best.bottom - m)
                else:
                    band = pygame.Rect(area.x, area.y, area.w, best.y - m - area.y)
                within = band if band.h > 4 * m else area
        if self.want_view and (self.marks.cells or self.marks.points or hidden or laid):  # a step begins, a hint
            self.want_view = False  # (a note keeps the tile just laid in sight: its words are about it)
            points = cam.cell_points(s.board.cells) if hidden else self.marks.world_points(cam)
            cam.keep_visible(points + laid, m, within)
            scene.dirty = True

    def float_box(self, area: pygame.Rect) -> tuple[pygame.Rect, bool]:
        """Place the box in the corner of the board area that covers none of the marks (nor the status line,
        nor the opponent's tile just laid) and as little of the board as may be; (its rectangle, whether it
        covers a mark all the same)."""
        scene = self.scene
        cam = scene.camera
        box = self.box
        w, h = box.size_for(area)
        m = box.px(10)
        inner = area.inflate(-2 * m, -2 * m)
        avoid = self.marks.screen_rects(cam)
        if scene.status.visible:
            avoid.append(pygame.Rect(scene.status.rect))
        s = scene.model.state
        if not self.ctl.learner_to_move() and s.placed is not None:  # the opponent's move stays in sight
            avoid += [cam.cell_rect(c) for c in s.placed.cells]
        board = [cam.cell_rect(c) for c in list(s.board.cells) + list(scene.model.placements())]
        corners = [
            inner.topleft,
            (inner.right - w, inner.y),
            (inner.x, inner.bottom - h),
            (inner.right - w, inner.bottom - h),
        ]

        def covered(r: pygame.Rect, rects: list[pygame.Rect]) -> int:
            grown = r.inflate(2 * m, 2 * m)
            return sum(grown.clip(a).w * grown.clip(a).h for a in rects)

        best = min((pygame.Rect(x, y, w, h) for x, y in corners), key=lambda r: (covered(r, avoid), covered(r, board)))
        box.place(best, int(area.h * 0.6))
        return best, covered(best, avoid) > 0

    # --- drawing ---
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_marks(surface)
        self.box.draw(surface)

    def draw_marks(self, surface: pygame.Surface) -> None:
        marks = self.marks
        if not (marks.cells or marks.points or marks.screen):
            return
        scene = self.scene
        cam = scene.camera
        beat = 0.5 + 0.5 * math.sin(self.clock * 6.0) if self.animating() else 1.0
        width = max(2, round(3 * scene.top.scale + 2 * beat))
        surface.set_clip(scene.free_area())
        for c in marks.cells:
            r = cam.cell_rect(c)
            fill = pygame.Surface(r.size, pygame.SRCALPHA)
            fill.fill((*GOLD, int(40 + 50 * beat)))
            surface.blit(fill, r)
            pygame.draw.rect(surface, GOLD, r, width, border_radius=max(3, cam.cell // 12))
        radius = max(14, int(cam.piece_size() * (0.62 + 0.12 * beat)))
        for wx, wy in marks.points:
            centre = (round(cam.to_screen(wx, wy)[0]), round(cam.to_screen(wx, wy)[1]))
            pygame.draw.circle(surface, (40, 30, 10), centre, radius + 2, width + 2)
            pygame.draw.circle(surface, GOLD, centre, radius, width)
        surface.set_clip(None)
        for r in marks.screen:
            grown = r.inflate(8, 8)
            pygame.draw.rect(surface, (40, 30, 10), grown.inflate(4, 4), width + 2, border_radius=10)
            pygame.draw.rect(surface, GOLD, grown, width, border_radius=10)

    def widgets(self) -> list[Widget]:
        return self.box.widgets() if self.docked else []

    def board_widgets(self) -> list[Widget]:
        return [] if self.docked else self.box.widgets()
