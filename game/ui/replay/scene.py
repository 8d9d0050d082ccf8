"""The Replay scene: a game, finished or not, stepped through turn by turn or one step at a time, or played at
three speeds, with the board, the scores, each player's supply and the log as they were at that moment, each
scoring shown as it happened; "Play from here" starts another line from the moment shown.

Laid out like the play screen (game.ui.layout.play_layout) with the timeline where the tray is; the play
screen's components draw the moment (model.py), so a replay looks exactly like the game did.  What it shows
is what an onlooker saw (`Replay.view(i, None)`): the draw pile's order never, other players' face-down
tokens once the game is over.

Keys: ←/→ a turn, Shift+←/→ or , and . a single step, Page Up/Down ten turns, Home/End the start and the
end, Space plays or pauses, 1/2/3 the speed, P plays from here, F fits the board, +/- zoom, W/A/D pan,
Esc goes back.  With the coach's review (game.ui.replay.coach_marks), C shows the next costliest decision.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.replay import END, MOVE, SCORE, TURN, Replay

from .. import layout
from ..board_view import BoardView
from ..component import TooltipLayer, Widget
from ..editions import plugin_for
from ..i18n import t
from ..play import intents as I
from ..play import keys as play_keys
from ..play.animator import Animator
from ..play.board import BoardComponent
from ..play.card import TileCard
from ..play.log import EventLog
from ..play.players import PlayersPanel
from . import intents as R
from .bar import ReplayBar, button_widths
from .coach_marks import CoachMarks
from .effects import Effects
from .model import ReplayModel, step_from, stops, turn_from
from .timeline import SPEEDS, Timeline

if TYPE_CHECKING:
    from ..app import App

PACE = {TURN: 0.45, MOVE: 0.7, SCORE: 0.6, END: 1.2}  # seconds a moment stays while playing at speed 1
STEP_PACE = 0.25  # any other step of the rules


class ReplayPlayers(PlayersPanel):
    """The players panel of a moment: once the game is over, every seat's face-down tokens are shown."""

    model: ReplayModel

    def strip(self, seat: int) -> Any:
        m = self.model
        if not m.hands_shown:
            return super().strip(seat)
        m.reveal_seat = seat
        try:
            return super().strip(seat)
        finally:
            m.reveal_seat = None


def replay_layout(size: Any, scale: float, players: int) -> Any:
    """The play screen's layout with the timeline in the tray's place (a little taller) and the board above it."""
    pl = layout.play_layout(size, scale, players, button_widths(scale))
    m = pl.margin
    th = max(pl.tray.h, layout.px(116, scale))
    timeline = pygame.Rect(pl.tray.x, size[1] - m - th, pl.tray.w, th)
    board = pygame.Rect(pl.board.x, pl.board.y, pl.board.w, timeline.y - m - pl.board.y)
    return pl, timeline, board


class ReplayScene:
    name = "replay"

    def __init__(self, app: App, replay: Replay, seats: list[dict], index: int = 0) -> None:
        self.app = app
        self.replay = replay
        edition = replay.setup.edition
        self.plugin = plugin_for(edition)
        self.camera = BoardView(edition, (0, 0, *app.size))
        index = max(0, min(replay.last, index))
        self.model = ReplayModel(replay, seats, self.plugin, self.camera.spot_world, index)
        m = self.model
        self.board = BoardComponent(m, self.camera)
        self.top = ReplayBar(m, t(f"edition.{edition}"))
        self.card = TileCard(m, self.camera.painter)
        self.players = ReplayPlayers(m)
        self.log = EventLog()
        self.timeline = Timeline(stops(replay), replay.turns)
        self.animator = Animator()
        self.effects = Effects()
        self.tooltips = TooltipLayer()
        self.playing = False
        self.wait = 0.0
        self.dirty = True
        self.coach = CoachMarks(self)
        self.layout()
        self.seek(index)
        self.fit()

    @property
    def seats(self) -> list[dict]:
        return self.model.seats

    @property
    def index(self) -> int:
        return self.model.index

    def panels(self) -> list:
        return [self.top, self.timeline, self.players, self.log, self.card, self.board]

    # --- layout ---
    def layout(self) -> None:
        w, h = self.app.size
        scale = layout.effective_scale((w, h), self.app.ui_scale)
        pl, timeline, board = replay_layout((w, h), scale, len(self.seats))
        self.layout_now = pl
        for c in (self.top, self.card, self.players, self.log, self.timeline):
            c.scale = scale
        self.tooltips.scale = scale
        self.camera.scale = scale
        self.top.place(pl.top, pl.title, pl.prompt, pl.buttons)
        self.card.set_rect(pl.card)
        self.players.row_h = pl.row_h
        self.players.set_rect(pl.players)
        self.log.set_rect(pl.log)
        self.timeline.set_rect(timeline)
        self.board.set_rects((0, pl.top.bottom, w, h - pl.top.bottom), board)
        self.dirty = True

    def resize(self, size: tuple[int, int]) -> None:
        self.layout()
        if self.camera.fitted:
            self.fit()

    def fit(self) -> None:
        s = self.model.state
        x0, y0, x1, y1 = s.board.bounds()
        for x, y in self.plugin.keep_in_view(s, self.model.view(), ()):
            x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
        self.camera.fit((x0, y0, x1, y1))
        self.dirty = True

    # --- moving through the game ---
    def seek(self, index: int, animate: bool = False) -> None:
        before = self.model.index
        index = max(0, min(self.replay.last, index))
        m = self.model
        m.seek(index)
        self.log.lines = m.lines_until(index)
        self.log.scroll = 0
        tl = self.timeline
        tl.index, tl.turn = index, m.moment.turn
        self.top.can_branch = self.replay.decision_at_or_after(index) is not None
        if not animate or index <= before:
            self.animator.clear()
            self.effects.clear()
        if animate and index > before:
            seen = self.replay.events_seen(index, None)[before:index]
            if self.effects.show(m, self.camera, self.animator, seen, self.players.seat_point):
                self.app.sound.play("score")
        if self.camera.fitted:
            self.fit()
        else:
            self.keep_newest()
        self.dirty = True

    def keep_newest(self) -> None:
        s = self.model.state
        if s.placed is not None:
            margin = max(6, round(10 * self.top.scale))
            self.camera.keep_visible(self.camera.cell_points(s.placed.cells), margin)

    def step(self, turns: int = 0, steps: int = 0) -> None:
        i = self.index
        target = turn_from(self.replay, i, turns) if turns else step_from(self.replay, i, steps)
        self.seek(target, animate=target > i and (steps > 0 or turns == 1))

    def toggle_play(self) -> None:
        if not self.playing and self.index >= self.replay.last:
            self.seek(0)
        self.playing = not self.playing
        self.wait = 0.0 if self.playing else self.wait
        self.timeline.playing = self.playing

    def set_speed(self, level: int | None) -> None:
        self.timeline.speed = (self.timeline.speed + 1) % len(SPEEDS) if level is None else level

    def pause(self) -> None:
        self.playing = self.timeline.playing = False

    # --- input ---
    def handle(self, e: pygame.event.Event) -> None:
        if self.app.modal_open():
            return
        if e.type == pygame.MOUSEMOTION and self.tooltips.moved(e.pos, self.tooltip_at(e.pos)):
            self.dirty = True
        if e.type == pygame.KEYDOWN:
            self.apply(self.key(e.key, e.mod))
            return
        if e.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP) and self.timeline.dragging:
            self.apply(self.timeline.handle(e))
            return
        for c in self.panels():
            got = c.handle(e)
            if got is not None:
                self.apply(got)
                if e.type != pygame.MOUSEMOTION:
                    return

    def key(self, k: int, mod: int) -> Any:
        if k == pygame.K_c:
            return self.coach.next_intent()
        shift = bool(mod & pygame.KMOD_SHIFT)
        table = {
            pygame.K_LEFT: R.Step(steps=-1) if shift else R.Step(turns=-1),
            pygame.K_RIGHT: R.Step(steps=1) if shift else R.Step(turns=1),
            pygame.K_COMMA: R.Step(steps=-1),
            pygame.K_PERIOD: R.Step(steps=1),
            pygame.K_PAGEUP: R.Step(turns=-10),
            pygame.K_PAGEDOWN: R.Step(turns=10),
            pygame.K_HOME: R.Jump(False),
            pygame.K_END: R.Jump(True),
            pygame.K_SPACE: R.TogglePlay(),
            pygame.K_1: R.Speed(0),
            pygame.K_2: R.Speed(1),
            pygame.K_3: R.Speed(2),
            pygame.K_p: R.Branch(),
            pygame.K_f: I.Fit(),
            pygame.K_ESCAPE: R.Back(),
            pygame.K_BACKSPACE: R.Back(),
            pygame.K_PLUS: I.Zoom(1),
            pygame.K_EQUALS: I.Zoom(1),
            pygame.K_KP_PLUS: I.Zoom(1),
            pygame.K_MINUS: I.Zoom(-1),
            pygame.K_KP_MINUS: I.Zoom(-1),
        }
        return table.get(k)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        for c in self.panels():
            if c.contains(pos):
                return c.tooltip_at(pos)
        return None

    def apply(self, intent: Any) -> None:
        if intent is None:
            return
        self.dirty = True
        if isinstance(intent, R.Seek):
            self.pause()
            self.seek(intent.index, intent.animate)
        elif isinstance(intent, R.Step):
            self.pause()
            self.step(intent.turns, intent.steps)
        elif isinstance(intent, R.Jump):
            self.pause()
            self.seek(self.replay.last if intent.end else 0)
        elif isinstance(intent, R.TogglePlay):
            self.toggle_play()
        elif isinstance(intent, R.Speed):
            self.set_speed(intent.level)
        elif isinstance(intent, R.Back):
            self.back()
        elif isinstance(intent, R.Branch):
            self.branch()
        elif isinstance(intent, I.Fit):
            self.fit()
        elif isinstance(intent, I.Zoom):
            self.camera.zoom_at(intent.steps, *(intent.at or self.camera.area.center))

    def close(self) -> None:
        """The replay is left for another screen: the coach's review stops."""
        self.coach.close()

    def back(self) -> None:
        self.coach.close()
        self.pause()
        if len(self.app.scenes) > 1:
            self.app.pop()
        else:
            self.app.to_menu()

    def branch(self) -> None:
        if not self.top.can_branch:
            return
        from .branch_dialog import BranchDialog

        self.pause()
        self.app.modal = BranchDialog(self.app, self.replay, self.index, self.seats)

    # --- time ---
    def update(self, dt: float) -> None:
        if self.tooltips.update(dt):
            self.dirty = True
        dx, dy = play_keys.pan_direction(pygame.key.get_pressed(), arrows=False)
        if (dx or dy) and not self.app.modal_open():
            self.camera.pan(-dx * 700 * dt, -dy * 700 * dt)
            self.dirty = True
        self.animator.update(dt)
        self.effects.update(dt)
        self.board.clock = self.animator.clock
        self.board.flashes = self.animator.flashes
        if self.animator.active or self.effects.active:
            self.dirty = True
        if self.playing:
            self.wait -= dt * SPEEDS[self.timeline.speed]
            if self.wait <= 0:
                if self.index >= self.replay.last:
                    self.pause()
                else:
                    self.seek(step_from(self.replay, self.index, 1), animate=True)
                    self.wait = PACE.get(self.model.moment.kind, STEP_PACE)
            self.dirty = True

    def animating(self) -> bool:
        panning = play_keys.pan_direction(pygame.key.get_pressed(), arrows=False) != (0, 0)
        return self.playing or self.animator.active or self.effects.active or self.tooltips.waiting or panning

    # --- drawing ---
    def draw(self, surface: pygame.Surface) -> None:
        self.board.draw(surface)
        area = self.camera.area
        surface.set_clip(area)
        self.effects.draw(surface, self.camera)
        surface.set_clip(None)
        self.coach.draw(surface)
        for c in (self.card, self.players, self.log, self.timeline, self.top):
            c.draw(surface)
        surface.set_clip(area)
        self.animator.draw_floaters(surface, self.camera, layout.px(30, self.top.scale), area)
        surface.set_clip(None)
        self.tooltips.draw(surface)
        self.dirty = False

    def widgets(self) -> list[Widget]:
        out = [Widget("board", pygame.Rect(self.camera.area))]
        for c in (self.top, self.card, self.players, self.log, self.timeline):
            out += c.widgets()
        return out
