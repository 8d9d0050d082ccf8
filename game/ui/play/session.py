"""The play screen's traffic with the engine: submitting commands (a refusal becomes a red status line),
reading the events that come back (log lines, sounds, score pop-ups at the place the points were made) and
taking a turn back (undo, until the turn is over)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core import events as ev
from game.core.engine import Refusal

from .. import theme
from ..i18n import t
from . import log_words
from .contracts import SessionHost
from .words import refusal_text

if TYPE_CHECKING:
    from game.core.commands import Command

    from .model import PlayModel

    pass


class Session:
    def __init__(self, scene: SessionHost) -> None:
        self.scene = scene
        self.seen = 0  # log entries already read
        self.anchor: tuple[float, float] | None = None  # where the next points rise from (the feature scored)
        self.last_tile: tuple[float, float] | None = None  # the centre of the tile laid last
        self.ended = False

    @property
    def model(self) -> PlayModel:
        return self.scene.model

    def submit(self, command: Command) -> bool:
        m = self.model
        if not self.scene.overlay.allow(command):  # refused by the tutorial, which says why
            m.plugin.reset()
            m.changed()
            return False
        result = m.game.submit(command)
        if isinstance(result, Refusal):
            m.set_status(refusal_text(result, m.seats, m.state.setup.edition), "error")
            self.scene.app.sound.play("refuse")
            m.changed()
            return False
        m.plugin.reset()
        m.changed()
        self.feed()
        self.scene.overlay.observe(command, result)
        return True

    def feed(self, initial: bool = False) -> None:
        """Read the events the log gained since last time."""
        scene = self.scene
        m = self.model
        game = m.game
        log = game.log
        turn_done = False
        sound = scene.app.sound
        subjects = scene.aids.subjects()
        for i in range(self.seen, len(log)):
            e = log[i]
            subject = subjects[i] if i < len(subjects) else None
            line = log_words.line(e, subject, m.seats, m.state, log, i)
            if line is not None:
                seat = getattr(e, "seat", None)
                scene.log.add(i, line, m.colour(seat) if isinstance(seat, int) and seat < len(m.colours) else theme.INK)
            if initial:
                continue
            if isinstance(e, ev.TilePlaced):
                sound.play("place")
                self.last_tile = (e.x + 0.5, e.y + 0.5)
            elif isinstance(e, ev.PiecePlaced):
                sound.play("piece")
            elif isinstance(e, ev.FeatureScored):
                self.anchor = scene.camera.spot_world(m.state, (e.x, e.y), e.feature)
                if isinstance(subject, dict) and subject.get("parts"):  # the feature outlined as it scores
                    scene.animator.outline([(tuple(p[0]), p[1]) for p in subject["parts"]])
            elif isinstance(e, ev.PointsScored) and e.points:
                self.pop_up(e)
                sound.play("score")
            elif isinstance(e, (ev.TurnEnded, ev.TurnBegan)):
                self.anchor = None
                turn_done = True
            elif isinstance(e, ev.GameEnded):
                self.ended = True
                sound.play("end")
                turn_done = True
            else:
                where = m.plugin.anchor(e, m.state, m.view(), scene.camera.spot_world)
                if where is not None:
                    self.anchor = where
        self.seen = len(log)
        if turn_done and not initial and scene.overlay.saves:
            scene.app.autosave(game)

    def pop_up(self, e: Any) -> None:
        scene = self.scene
        m = self.model
        world, flash = m.plugin.points_anchor(e, m.state, m.view())
        if flash:
            scene.animator.flash(e.seat)
        if world is None:
            world = self.anchor or self.last_tile
        if world is None and m.state.placed is not None:
            x, y = m.state.placed.cells[0]
            world = (x + 0.5, y + 0.5)
        if world is None:  # nothing on the board to rise from: at the board's edge nearest the seat's row
            world = scene.camera.to_world(*scene.players.seat_point(e.seat))
        scene.animator.pop_up(f"+{e.points}", m.colour(e.seat), world)

    # --- undo ---
    def can_undo(self) -> bool:
        m = self.model
        g = m.game
        if g.ended or m.busy or self.scene.drag.active:
            return False
        mark = g.undo_point()
        if mark >= len(g.log) or not g.turn_marks:
            return False
        e = g.log[mark]
        if not isinstance(e, ev.TilePlaced) or not m.is_human(e.seat):
            return False
        d = g.pending()
        return d is not None and (d.seat == e.seat or not m.is_human(d.seat))

    def undo(self) -> bool:
        m = self.model
        if not self.can_undo():
            m.set_status(t("play.cannot_undo"))
            return False
        self.scene.pacer.cancel()
        g = m.game
        g.rewind(g.undo_point())
        self.seen = len(g.log)
        self.scene.log.cut(self.seen)
        self.scene.animator.clear()
        m.plugin.reset()
        m.changed()
        m.set_status(t("play.undone"))
        self.scene.app.sound.play("undo")
        return True
