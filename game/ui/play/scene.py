"""The play screen: it builds its components, lays them out from the window size and the UI scale, passes
each event to them, and carries out the intents they answer with.  It holds no rule and draws nothing of its
own: the components draw, the engine decides (game.options / game.submit), the edition's plug-in describes.

Wiring, top to bottom: the top bar (prompt, Menu / Save / Fit), the status line, the tile card, the players
panel, the event log, the tray or the choice dialog in its place, the board; over them the dragged piece,
the score pop-ups, the computer seats' moves and the tooltip.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core import commands as cmd
from game.core.engine import Game

from .. import icons, layout
from ..board_view import BoardView
from ..component import Component, TooltipLayer, Widget
from ..drag import DraggedPiece, DragPhysics
from ..editions import plugin_for
from ..i18n import t
from ..scenes.rules import QUICK, open_rules
from . import focus_actions, keys, scene_input
from . import intents as I
from .aid_wiring import PlayAids
from .animator import Animator
from .board import BoardComponent
from .card import TileCard
from .contracts import OverlayMaker
from .dialog import ChoiceDialog
from .handover import HandOver
from .log import EventLog
from .model import PlayModel
from .overlay import PlayOverlay
from .pacer import AIPacer, glide_image, glide_places
from .players import PlayersPanel
from .session import Session
from .topbar import StatusLine, TopBar, button_widths
from .tray import Tray
from .view_controls import ViewControls
from .view_keeper import ViewKeeper, draw_marker

if TYPE_CHECKING:
    from ..app import App


class PlayScene:
    name = "play"

    def __init__(self, app: App, game: Game, seats: list[dict], overlay: OverlayMaker | None = None) -> None:
        self.app = app
        edition = game.setup.edition
        self.plugin = plugin_for(edition)
        self.camera = BoardView(edition, (0, 0, *app.size))
        self.model = PlayModel(game, seats, self.plugin, self.camera.spot_world)
        m = self.model
        self.board = BoardComponent(m, self.camera)
        self.top = TopBar(m, t(f"edition.{edition}"))
        self.status = StatusLine(m)
        self.card = TileCard(m, self.camera.painter)
        self.players = PlayersPanel(m)
        self.log = EventLog()
        self.tray = Tray(m)
        self.dialog = ChoiceDialog(m, self.camera.painter)
        self.animator = Animator()
        self.pacer = AIPacer(seats, game.setup.seed or 0)
        self.drag = DragPhysics()
        self.tooltips = TooltipLayer()
        self.view = ViewControls()  # centre on the last tile, the places for my tile, follow the play
        self.session = Session(self)
        self.keeper = ViewKeeper(self)
        self.overlay = overlay(self) if overlay is not None else PlayOverlay()  # the tutorial's guide, or nothing
        self.top.says = self.overlay.prompt
        self.handover = HandOver(self)  # the hotseat hand-over and the recap after it
        aid = self.play_aids = PlayAids(self)  # feature cards, tiles left, fit counts, turning before laying
        self.aids, self.feature_card, self.tiles_view = aid.aids, aid.feature_card, aid.tiles_view
        self.hover, self.placing, self.coach = aid.hover, aid.placing, aid.coach
        self.dirty = True
        self.ended_for = 0.0
        self.layout()
        self.session.feed(initial=True)
        self.session.ended = game.ended
        self.fit()

    # --- the scene's duties ---
    @property
    def game(self) -> Game:
        return self.model.game

    @property
    def seats(self) -> list[dict]:
        return self.model.seats

    def panels(self) -> list[Component]:
        """The components in the order they take the pointer (the board last)."""
        return [self.top, self.status, self.dialog, self.tray, self.players, self.log, self.card, self.view, self.board]

    def layout(self) -> None:
        w, h = self.app.size
        scale = layout.effective_scale((w, h), self.app.ui_scale)
        pl = layout.play_layout((w, h), scale, len(self.model.seats), button_widths(scale))
        self.layout_now = pl
        for c in (self.top, self.status, self.card, self.players, self.log, self.tray, self.dialog):
            c.scale = scale
        self.tooltips.scale = scale
        self.camera.scale = scale
        self.play_aids.layout(scale)
        self.top.place(pl.top, pl.title, pl.prompt, pl.buttons)
        self.card.set_rect(pl.card)
        self.players.row_h = pl.row_h
        self.players.set_rect(pl.players)
        self.log.set_rect(pl.log)
        self.tray.set_rect(pl.tray)
        self.board.set_rects((0, pl.top.bottom, w, h - pl.top.bottom), pl.board)
        self.refresh()

    def refresh(self) -> None:
        """Re-derive what shows (after a change of the game or a choice): the dialog or the tray, the status."""
        pl = self.layout_now
        self.dialog.place(
            (pl.tray.x, pl.board.y + pl.board.h // 3, pl.tray.w, pl.tray.bottom - pl.board.y - pl.board.h // 3)
        )
        self.tray.visible = self.model.pending_human() is not None and not self.dialog.visible
        self.tray.undo_ok = self.session.can_undo()
        self.status.place(self.free_area())
        self.view.follow = self.keeper.follow
        self.view.places = bool(self.keeper.place_cells())
        self.view.place(self.free_area(), self.layout_now.scale)
        self.show_view_buttons()
        self.play_aids.refresh()
        self.dirty = True

    def show_view_buttons(self) -> None:
        """The view buttons show unless a tutorial's guide floats over the board or the tiles view covers it."""
        self.view.visible = not self.overlay.board_widgets() and not self.tiles_view.visible

    def close(self) -> None:
        """The scene is left (another game, the menu, quit): a computer seat's think is cancelled, and the coach's."""
        self.pacer.cancel()
        self.play_aids.close()

    def free_area(self) -> pygame.Rect:
        """The board area not covered by the choice dialog."""
        area = pygame.Rect(self.layout_now.board)
        if self.dialog.visible:
            area.h = max(40, min(area.bottom, self.dialog.rect.y - self.layout_now.margin) - area.y)
        return area

    def resize(self, size: tuple[int, int]) -> None:
        self.layout()
        if self.camera.fitted:
            self.keeper.fit(self.keeper.whole)

    def fit(self) -> None:
        self.keeper.fit()

    def set_status(self, text: str, kind: str = "info") -> None:
        self.model.set_status(text, kind)
        self.refresh()

    # --- input ---
    def handle(self, e: pygame.event.Event) -> None:
        if self.app.modal_open() or self.overlay.handle(e):
            return
        if self.handover.handle(e):
            self.dirty = True
            return
        if self.play_aids.handle(e):
            return
        if e.type == pygame.MOUSEMOTION and self.tooltips.moved(e.pos, self.tooltip_at(e.pos)):
            self.dirty = True
        if self.drag.active and e.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP):
            scene_input.drag_event(self, e)
            return
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1 and self.keeper.marker_hit(e.pos):
            self.apply(I.ShowPlaces())  # the arrow at the board's edge: the nearest place for the tile
            return
        if scene_input.pacing_key(self, e):
            return
        if e.type == pygame.KEYDOWN:
            moving = self.moving_targets()
            self.apply(keys.play_key(e.key, e.mod, dialog=self.dialog.visible, moving=moving))
            return
        for c in self.panels():
            if not c.visible and c is not self.board:
                continue
            got = c.handle(e)
            if got is not None:
                self.apply(got)
                if e.type != pygame.MOUSEMOTION:
                    return
        if e.type == pygame.MOUSEBUTTONUP and self.model.reveal_seat is not None:
            self.apply(I.Reveal(None))

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        for c in self.panels():
            if c.contains(pos):
                return c.tooltip_at(pos)
        return None

    def apply(self, intent: I.Intent | None) -> None:
        """Carry out what a component asked for."""
        if intent is None or self.overlay.intercept(intent):
            return
        m = self.model
        self.dirty = True
        if self.play_aids.apply(intent) or self.keeper.apply(intent):
            return
        if isinstance(intent, I.Submit):
            self.submit(intent.command)
        elif isinstance(intent, I.Choose):
            self.choose(intent.payload)
        elif isinstance(intent, I.PickUp):
            if m.pending_human() is not None and not self.drag.active:
                self.drag.pick(DraggedPiece(intent.kind, intent.home, intent.source), intent.pointer)
                self.board.dragging = (intent.kind, intent.source)
                self.app.sound.play("pick")
        elif isinstance(intent, I.Rotate):
            self.rotate(intent.step)
        elif isinstance(intent, I.Skip):
            spec = m.dialog() if self.dialog.visible else None
            if spec is not None and spec.cancel is not None:
                self.choose(spec.cancel)
            elif m.can_skip():
                self.submit(cmd.Skip())
        elif isinstance(intent, I.Undo):
            if self.session.undo():
                self.refresh()
        elif isinstance(intent, I.SaveAs):
            self.app.open_save_dialog(self.game)
        elif isinstance(intent, I.ToMenu):
            self.pacer.cancel()
            self.app.to_menu()
        elif isinstance(intent, I.Zoom):
            at = intent.at or self.camera.area.center
            self.camera.zoom_at(intent.steps, *at)
        elif isinstance(intent, I.FocusKey):
            self.focus_key(intent.key, intent.mod)
        elif isinstance(intent, I.Direction):
            i = keys.direction_pick(m.targets(), intent.dx, intent.dy)
            if i is not None:
                m.board_focus.index = i
                m.set_status(t("play.travel_confirm"))
                self.keeper.show_focus()
                self.refresh()
        elif isinstance(intent, I.Reveal):
            m.reveal_seat = intent.seat if intent.seat is None or m.is_human(intent.seat) else None
        elif isinstance(intent, I.Help) and not self.drag.active:
            open_rules(self.app, self.game)  # over this screen, which stays as it is
        elif isinstance(intent, I.QuickReference) and not self.drag.active:
            open_rules(self.app, self.game, QUICK)

    def focus_key(self, key: int, mod: int) -> None:
        focus_actions.focus_key(self, key, mod)

    def rotate(self, step: int) -> None:
        focus_actions.rotate(self, step)

    def choose(self, payload: Any) -> None:
        m = self.model
        if self.plugin.choose(payload):
            m.changed()
            choices = m.tile_choices()
            if choices:
                m.rot = choices[0].quarters
                self.keeper.show_choices()
            self.app.sound.play("pick")
            self.refresh()
        elif isinstance(payload, cmd.Command):
            self.submit(payload)

    def submit(self, command: cmd.Command) -> None:
        if self.session.submit(command):
            self.keeper.after_move()
        self.refresh()

    # --- time ---
    def update(self, dt: float) -> None:
        m = self.model
        if m.status.shown:
            m.status.age += dt
            if not m.status.shown:
                self.refresh()
        if self.status.sync():  # a message set without a layout (an undo refused): its box fits it now
            self.dirty = True
        if self.tooltips.update(dt):
            self.dirty = True
        if not self.app.modal_open():
            arrows = not self.moving_targets() and not self.dialog.visible  # else the arrows choose
            dx, dy = keys.pan_direction(pygame.key.get_pressed(), arrows=arrows)
            if dx or dy:
                self.camera.pan(-dx * 700 * dt, -dy * 700 * dt)
                self.dirty = True
        if self.drag.active:
            settled = self.drag.update(dt)
            self.dirty = True
            if settled is not None:
                self.board.dragging = None
                if settled.target is not None:
                    self.submit(settled.target[2])
        self.animator.update(dt)
        self.board.clock = self.animator.clock
        self.board.flashes = self.animator.flashes
        if self.animator.active:
            self.dirty = True
        st = self.app.settings
        landed = self.pacer.update(
            dt, m, self.animator, self.speed(), lambda c: glide_places(self, c), st.computer_pace, st.reduced_motion
        )
        m.waiting_key = self.pacer.held and self.pacer.ready is not None and m.pending_human() is None
        self.animator.still = st.reduced_motion
        if landed is not None:
            if not self.session.submit(landed):
                m.set_status(t("play.ai_error"), "error")
            self.keeper.after_move()
            self.refresh()
        elif m.busy:
            self.dirty = True
        self.keeper.update()
        self.overlay.update(dt)
        self.show_view_buttons()
        self.handover.update(dt)
        self.play_aids.update(dt)
        if self.session.ended:
            self.ended_for += dt
            if self.ended_for > 1.6 / self.speed():
                self.session.ended = False
                if not self.overlay.keeps_end:
                    self.app.show_results(self.game, self.seats)

    def moving_targets(self) -> bool:
        return self.model.pending_human() is not None and any(tg.origin is not None for tg in self.model.targets())

    def speed(self) -> float:
        return max(0.25, self.app.settings.animation_speed)

    def motion_speed(self) -> float:
        """The speed of what moves on the board (a tile turning before it lies): instant with reduced motion."""
        return 1000.0 if self.app.settings.reduced_motion else self.speed()

    def animating(self) -> bool:
        """Whether the screen changes by itself now (else the window sleeps until an event)."""
        panning = keys.pan_direction(pygame.key.get_pressed()) != (0, 0)
        d = self.game.pending()
        return (
            self.animator.active
            or self.drag.active
            or self.pacer.thinking
            or self.model.busy
            or self.session.ended
            or self.model.status.shown
            or self.tooltips.waiting
            or self.overlay.animating()
            or self.handover.animating()
            or self.play_aids.animating()
            or panning
            or d is not None
            and not self.model.is_human(d.seat)
            and not self.overlay.holds_computer()
        )

    # --- drawing (never changes the game) ---
    def draw(self, surface: pygame.Surface) -> None:
        self.board.draw(surface)
        surface.set_clip(self.camera.area)
        self.animator.draw_glide(surface, glide_image(self))
        surface.set_clip(None)
        self.play_aids.draw_board(surface)
        draw_marker(surface, self.keeper.marker(), self.layout_now.scale)
        for c in (self.view, self.card, self.players, self.log, self.tray, self.dialog, self.top, self.status):
            if c.visible:
                c.draw(surface)
        self.play_aids.draw_top(surface)
        if self.drag.position is not None and self.drag.piece is not None:
            size = scene_input.dragged_size(self.camera.piece_size(), self.layout_now.scale)
            img = icons.thing(self.drag.piece.kind, size, self.model.colour(self.model.state.current), True)
            surface.blit(img, img.get_rect(center=self.drag.position))
        area = self.free_area()  # the pop-ups rise over the board, never over a panel
        surface.set_clip(area)
        self.animator.draw_floaters(surface, self.camera, layout.px(30, self.top.scale), area)
        surface.set_clip(None)
        self.overlay.draw(surface)
        self.handover.draw(surface)
        if not self.handover.covering:  # the cover hides everything of the screen behind it
            self.tooltips.draw(surface)
        self.dirty = False

    def widgets(self) -> list[Widget]:
        """Every visible widget's rectangle (for the layout tests)."""
        if self.handover.covering:  # the hand-over covers the whole window
            return self.handover.widgets()
        kids = self.status.widgets() + self.view.widgets() + self.handover.board_widgets()
        kids += self.overlay.board_widgets()
        out = [Widget("board", self.free_area(), tuple(kids) + self.play_aids.board_children())]
        for c in (self.top, self.card, self.players, self.log, self.tray, self.dialog):
            out += c.widgets()
        return out + self.overlay.widgets()
