"""The play scene: a thin client of the engine.  It shows game.options(), turns clicks, drags and keys into
commands for game.submit, and animates the events that come back.  It never changes the state otherwise
(the only other way in is game.rewind for undo)."""

from __future__ import annotations

import math

import pygame

from game.core import commands as cmd
from game.core import events as ev
from game.core.engine import Refusal
from game.core.geometry import quarters

from .. import edition_board, edition_parts, hud, icons, theme
from ..ai_runner import AIRunner, make_seat
from ..board_view import BoardView
from ..describe import event_line
from ..drag import DraggedPiece, DragPhysics
from ..i18n import language, t
from ..widgets import Button

RIGHT_W = 330
HANDLED = (cmd.PlaceTile, cmd.PlacePiece, cmd.Travel, cmd.Skip, cmd.Dig, cmd.Expand, cmd.MoveRanger, cmd.PlaceRanger)
BOARD_ONLY = (cmd.Dig, cmd.Expand, cmd.MoveRanger)  # shown while their token or ranger is being dragged


ARROW_DIRECTIONS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}


class Floater:
    def __init__(self, text, colour, world, screen=None, life=1.6):
        self.text, self.colour, self.world, self.screen = text, colour, world, screen
        self.age, self.life = 0.0, life


class Glide:
    """A paced AI move: something travels across the screen, then the command is submitted."""

    def __init__(self, command, duration, start=None, end=None, kind=None):
        self.command, self.duration = command, duration
        self.start, self.end, self.kind = start, end, kind
        self.age = 0.0


class PlayScene:
    name = "play"

    def __init__(self, app, game, seats: list[dict]) -> None:
        self.app = app
        self.game = game
        self.seats = seats
        self.colours = [theme.seat_rgb(s.get("colour", "yellow")) for s in seats]
        w, h = app.size
        self.view = BoardView(game.setup.edition, pygame.Rect(0, 0, w, h))
        self.view.fit_margin = (250, 70, RIGHT_W + 20, 130)
        self.rot = 0
        self.mouse = (0, 0)
        self.drag = DragPhysics()
        self.ai = AIRunner()
        seed = game.setup.seed or 0
        self.ai_seats = {
            i: make_seat(s.get("ai") or "normal", seed * 10 + i) for i, s in enumerate(seats) if s.get("ai")
        }
        self.glide: Glide | None = None
        self.ai_wait = 0.0
        self.floaters: list[Floater] = []
        self.lines: list[tuple[int, str, tuple]] = []
        self.seen = 0
        self.status = ""
        self.status_age = 0.0
        self.focus = None  # keyboard-selected target index
        self.reveal_seat = None  # hill_dale: whose hidden tokens are shown (owner on demand)
        self.panning = None  # (button, start pos, moved)
        self.ended_at = None
        self.last_feature_world = None
        self.last_tile_world = None
        self.boat_flash: dict = {}  # amazonas: seat -> clock when its boat scored
        self.double_pick = None  # amazonas: the double chosen in the dialog, being placed
        self.animal_seen = None  # safari: the token prompt the view was brought to
        self._targets = (None, [])
        self._gen = 0  # bumped by every submit and undo (the targets cache)
        self.clock = 0.0
        self.buttons: list[Button] = []
        self.layout()
        self.process_events(initial=True)
        if game.ended:
            self.ended_at = 0.0
        self.fit()

    def close(self) -> None:
        """The scene is left (another game loaded, the menu, quit): its AI think is cancelled."""
        self.ai.cancel()

    # --- helpers ---
    @property
    def state(self):
        return self.game.state

    def is_human(self, seat) -> bool:
        return seat is not None and not (seat < len(self.seats) and self.seats[seat].get("ai"))

    def pending_human(self):
        d = self.game.pending()
        if d is None or not self.is_human(d.seat) or self.glide is not None:
            return None
        return d

    def speed(self) -> float:
        return max(0.25, self.app.settings.animation_speed)

    def layout(self) -> None:
        w, h = self.app.size
        self.view.rect = pygame.Rect(0, 0, w, h)
        self.right = pygame.Rect(w - RIGHT_W - 10, 66, RIGHT_W, h - 76)
        self.card = pygame.Rect(12, 66, 226, 300)
        self.tray = pygame.Rect(w // 2 - 380, h - 112, 760, 100)
        bw = 118
        self.buttons = [
            Button((w - 3 * (bw + 8) - 4, 12, bw, 42), lambda: t("play.menu"), self.app.to_menu, 18, "ghost"),
            Button((w - 2 * (bw + 8) - 4, 12, bw, 42), lambda: t("play.save"), self.save_as, 18, "ghost"),
            Button((w - (bw + 8) - 4, 12, bw, 42), lambda: t("play.fit"), self.fit, 18, "ghost"),
        ]
        self.skip_button = Button(
            (self.tray.right - 150, self.tray.y + 14, 136, 34), lambda: t("play.skip"), self.skip, 18, "primary"
        )
        self.undo_button = Button(
            (self.tray.right - 150, self.tray.y + 54, 136, 34), lambda: t("play.undo"), self.undo, 18
        )

    def resize(self, size) -> None:
        self.layout()

    def fit(self) -> None:
        x0, y0, x1, y1 = self.state.board.bounds()
        dc = self.double_cells() if self.double_pick is not None else None
        extra = list(dc[0]) if dc else []  # the double being placed at the river's end
        m = edition_parts.mouth(self.state)
        if m is not None:  # the river mouth (one further when the next Amazon tile goes first)
            extra.append((m[0][0] + 1, m[0][1]))
        for x, y in extra:
            x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
        self.view.fit((x0, y0, x1, y1))

    def set_status(self, text: str) -> None:
        self.status, self.status_age = text, 0.0

    # --- engine traffic ---
    def submit(self, command) -> bool:
        self._gen += 1
        result = self.game.submit(command)
        if isinstance(result, Refusal):
            reason = result.reason if language() == "en" else t("play.refused_generic")
            self.set_status(t("play.refused", reason=reason))
            self.app.sound.play("refuse")
            return False
        self.focus = None
        self.process_events()
        return True

    def process_events(self, initial: bool = False) -> None:
        log = self.game.log
        turn_done = False
        for i in range(self.seen, len(log)):
            e = log[i]
            line = event_line(e, self.seats, self.state, log, i)
            if line is not None:
                colour = (
                    self.colours[e.seat]
                    if hasattr(e, "seat") and isinstance(e.seat, int) and e.seat < len(self.colours)
                    else theme.INK
                )
                self.lines.append((i, line, colour))
            if initial:
                continue
            if isinstance(e, ev.TilePlaced):
                self.app.sound.play("place")
                self.last_tile_world = (e.x + 0.5, e.y + 0.5)
            elif isinstance(e, ev.PiecePlaced):
                self.app.sound.play("piece")
            elif isinstance(e, ev.FeatureScored):
                self.last_feature_world = self.view.spot_world(self.state, (e.x, e.y), e.feature)
            elif type(e).__name__ in ("HoleDug", "HoleExpanded"):
                self.last_feature_world = edition_parts.slot_of((e.x, e.y), e.corner)[0]
            elif type(e).__name__ == "HoleCompleted":
                self.last_feature_world = (e.vx, e.vy)
            elif type(e).__name__ == "AmazonScored":
                self.last_feature_world = None
            elif isinstance(e, ev.PointsScored) and e.points:
                world = self.last_feature_world
                if e.reason in ("amazon", "mouth"):
                    # Amazon scoring rises from the boats that scored (they stay put: only 0-point boats move)
                    world = edition_parts.boat_world(self.state, e.seat)
                    self.boat_flash[e.seat] = self.clock
                elif e.reason == "ranger" and self.last_tile_world is not None:
                    world = self.last_tile_world
                if world is None:
                    world = self.seat_world(e.seat)
                self.floaters.append(Floater(f"+{e.points}", self.colours[e.seat % len(self.colours)], world))
                self.app.sound.play("score")
            elif isinstance(e, (ev.TurnEnded, ev.TurnBegan)):
                self.last_feature_world = None
                turn_done = True
            elif isinstance(e, ev.GameEnded):
                self.ended_at = self.clock
                self.app.sound.play("end")
                turn_done = True
        self.seen = len(log)
        if turn_done and not initial:
            self.app.autosave(self.game)

    def seat_world(self, seat):
        """World point under a seat's row of the players panel (for floaters without a feature)."""
        r = hud.seat_row_rect(self, seat)
        return self.view.to_world(r.x + 40, r.centery)

    # --- undo ---
    def can_undo(self) -> bool:
        g = self.game
        if g.ended or self.glide is not None or self.drag.active:
            return False
        mark = g.undo_point()
        if mark >= len(g.log) or not g.turn_marks:
            return False
        e = g.log[mark]
        if not isinstance(e, ev.TilePlaced) or not self.is_human(e.seat):
            return False
        d = g.pending()
        return d is not None and (d.seat == e.seat or not self.is_human(d.seat))

    def undo(self) -> None:
        if not self.can_undo():
            self.set_status(t("play.cannot_undo"))
            return
        self.ai.cancel()
        self._gen += 1
        self.double_pick = None
        self.game.rewind(self.game.undo_point())
        self.seen = len(self.game.log)
        self.lines = [line for line in self.lines if line[0] < self.seen]
        self.floaters.clear()
        self.focus = None
        self.set_status(t("play.undone"))
        self.app.sound.play("undo")

    def skip(self) -> None:
        d = self.pending_human()
        if d is None:
            return
        if cmd.Skip() in self.game.options():
            self.submit(cmd.Skip())

    def save_as(self) -> None:
        self.app.open_save_dialog(self.game)

    # --- what the human may do now ---
    def placements(self):
        """{(x, y): [legal quarter turns]} for the drawn tile."""
        out: dict = {}
        for o in self.game.options():
            if isinstance(o, cmd.PlaceTile):
                out.setdefault((o.x, o.y), []).append(quarters(o.rot))
        return out

    def rotation_at(self, pos, allowed) -> int | None:
        for k in range(4):
            q = (self.rot + k) % 4
            if q in allowed:
                return q
        return None

    def targets(self):
        """Drop/keyboard targets of the pending action: (screen x, y, command, piece kind, from).

        `kind` is a piece kind, "token:<animal>" (safari: a token from hand onto a tile corner) or "ranger";
        `from` is None (from the supply or the hand), a piece id (a traveller) or ("ranger", r) /
        ("held", r) (a ranger on the board / the one waiting beside it)."""
        v = self.view
        key = (self._gen, len(self.game.log), self.state.phase, v.cx, v.cy, v.level, v.rect.size)
        if self._targets[0] == key:
            return self._targets[1]
        out = self._compute_targets()
        self._targets = (key, out)
        return out

    def _compute_targets(self):
        s = self.state
        out = []
        if s.phase == "place_tile" or s.ended:
            return out
        v = self.view
        for o in self.game.options():
            if isinstance(o, cmd.PlacePiece) and s.placed is not None and o.cell < len(s.placed.cells):
                pos = s.placed.cells[o.cell]
                wx, wy = self.view.spot_world(s, pos, o.feature)
                sx, sy = self.view.to_screen(wx, wy)
                out.append((sx, sy, o, o.piece, None))
            elif isinstance(o, cmd.Travel):
                piece = self.traveller_at(o.frm)
                if piece is None:
                    continue
                wx, wy = self.travel_spot(piece, o.to)
                sx, sy = self.view.to_screen(wx, wy)
                out.append((sx, sy, o, piece.kind, piece.pid))
            elif isinstance(o, (cmd.Dig, cmd.Expand)):
                sx, sy = v.to_screen(*edition_parts.corner_world(o.at, o.corner))
                out.append((sx, sy, o, "token:" + o.animal, None))
            elif isinstance(o, cmd.MoveRanger):
                sx, sy = v.to_screen(o.to[0] + 0.5, o.to[1] + 0.5)
                out.append((sx, sy, o, "ranger", ("ranger", o.ranger)))
            elif isinstance(o, cmd.PlaceRanger):
                sx, sy = v.to_screen(o.to[0] + 0.5, o.to[1] + 0.5)
                out.append((sx, sy, o, "ranger", ("held", edition_parts.held_ranger(s))))
        return out

    def traveller_at(self, pos):
        s = self.state
        for p in s.pieces.values():
            if p.pos == pos and p.seat == s.current and p.node is not None and s.graph.kind[p.node] in ("path",):
                return p
        for p in s.pieces.values():
            if p.pos == pos and p.seat == s.current:
                return p
        return None

    def travel_spot(self, piece, to):
        s = self.state
        g = s.graph
        root = g.find(piece.node) if piece.node is not None else None
        cell = s.cell_def(to)
        if cell is not None and root is not None:
            for f in cell.features:
                n = s.node(to, f.id)
                if n is not None and g.find(n) == root:
                    return self.view.spot_world(s, to, f.id)
        return (to[0] + 0.5, to[1] + 0.5)

    def other_options(self):
        d = self.pending_human()
        if d is None or d.decision == "place_tile":
            return []
        return [o for o in self.game.options() if not isinstance(o, HANDLED)]

    # --- input ---
    def handle(self, e) -> None:
        if self.app.modal_open():
            return
        if e.type == pygame.MOUSEMOTION:
            self.mouse = e.pos
            for b in self.buttons + [self.skip_button, self.undo_button]:
                b.handle(e)
            hud.dialog_hover(self, e.pos)
            if self.panning is not None:
                btn, start, moved = self.panning
                dx, dy = e.rel
                if moved or abs(e.pos[0] - start[0]) + abs(e.pos[1] - start[1]) > 5:
                    self.panning = (btn, start, True)
                    self.view.pan(dx, dy)
            if self.drag.active:
                self.drag.move(e.pos)
        elif e.type == pygame.MOUSEBUTTONDOWN:
            self.mouse = e.pos
            if e.button in (4, 5):
                return
            if e.button == 1:
                for b in self.buttons:
                    if b.handle(e):
                        return
                if self.tray_visible() and self.skip_button.rect.collidepoint(e.pos):
                    self.skip_button.handle(e)
                    return
                if self.undo_button.rect.collidepoint(e.pos):
                    self.undo_button.handle(e)
                    return
                if hud.dialog_click(self, e.pos):
                    return
                if hud.eye_click(self, e.pos):
                    return
                if self.start_drag(e.pos):
                    return
                if self.right.collidepoint(e.pos) or self.card.collidepoint(e.pos):
                    return
            self.panning = (e.button, e.pos, False)
        elif e.type == pygame.MOUSEBUTTONUP:
            self.mouse = e.pos
            if e.button == 1 and self.reveal_seat is not None:
                self.reveal_seat = None
            if e.button == 1 and self.drag.active and self.drag.piece.state == "drag":
                kind = self.drag.piece.kind
                pid = self.drag.piece.payload
                spots = [(x, y, c) for x, y, c, k, frm in self.targets() if k == kind and frm == pid]
                self.drag.move(e.pos)
                self.drag.release(spots)
                self.panning = None
                return
            if self.panning is not None:
                btn, start, moved = self.panning
                self.panning = None
                if not moved:
                    if btn == 1:
                        self.click(e.pos)
                    elif btn == 3:
                        self.rotate(1)
        elif e.type == pygame.MOUSEWHEEL:
            self.view.zoom_at(1 if e.y > 0 else -1, *self.mouse)
        elif e.type == pygame.KEYDOWN:
            self.key(e)

    def key(self, e) -> None:
        k = e.key
        mods = e.mod
        if k in (pygame.K_BACKSPACE,) or (k == pygame.K_z and mods & pygame.KMOD_CTRL):
            self.undo()
        elif k == pygame.K_s and mods & pygame.KMOD_CTRL:
            self.save_as()
        elif k in (pygame.K_r, pygame.K_e):
            self.rotate(1)
        elif k == pygame.K_q:
            self.rotate(-1)
        elif k == pygame.K_HOME:
            self.fit()
        elif k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.view.zoom_at(1)
        elif k in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.view.zoom_at(-1)
        elif k in ARROW_DIRECTIONS and self.travel_toward(ARROW_DIRECTIONS[k]):
            pass
        elif k == pygame.K_TAB:
            self.cycle_focus(-1 if mods & pygame.KMOD_SHIFT else 1)
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm_focus()
        elif k == pygame.K_s:
            self.skip()
        elif k == pygame.K_ESCAPE:
            if self.focus is not None:
                self.focus = None
            elif self.double_pick is not None:
                self.double_pick = None
            else:
                self.app.to_menu()
        elif pygame.K_1 <= k <= pygame.K_9:
            items = hud.dialog_items(self)
            i = k - pygame.K_1
            if i < len(items):
                hud.activate(self, items[i][1])

    def rotate(self, step: int) -> None:
        if self.pending_human() is None:
            return
        if self.state.phase == "place_tile":
            self.rot = (self.rot + step) % 4
            self.app.sound.play("rotate")
        elif self.double_pick is not None:
            qs = self.double_rotations()
            if len(qs) > 1:
                i = qs.index(self.rot) if self.rot in qs else 0
                self.rot = qs[(i + (1 if step > 0 else -1)) % len(qs)]
                self.app.sound.play("rotate")

    # --- amazonas: the double that follows a "!" tile ---
    def double_rotations(self) -> list:
        """Quarter turns (0 or 2) in which the chosen double continues the river."""
        return sorted(q for d, q, _x, _y in edition_parts.double_places(self.game) if d == self.double_pick)

    def pick_double(self, double) -> None:
        self.double_pick = double
        qs = self.double_rotations()
        self.rot = qs[0] if qs else 0
        self.app.sound.play("pick")
        dc = self.double_cells()
        if dc is not None:  # bring the river's end into the free part of the view
            free = pygame.Rect(250, 70, self.right.x - 260, self.view.rect.h - 200)
            rects = [self.view.cell_rect(c) for c in dc[0]]
            if not all(free.contains(r) for r in rects):
                self.fit()

    def double_cells(self):
        """The cells the chosen double covers in the current rotation, with that rotation, or None."""
        if self.double_pick is None:
            return None
        s = self.state
        for d, q, x, y in edition_parts.double_places(self.game):
            if d == self.double_pick and q == self.rot:
                tile = s.tiles[d]
                return [(x + dx, y + dy) for dx, dy in tile.cell_offsets(q)], q
        return None

    def keyboard_targets(self):
        d = self.pending_human()
        if d is None:
            return []
        if d.decision == "place_tile":
            pl = self.placements()
            return [(pos, self.rotation_at(pos, rots)) for pos, rots in sorted(pl.items())]
        return self.targets()

    def travel_options_pending(self) -> bool:
        return self.pending_human() is not None and any(isinstance(o, cmd.Travel) for o in self.game.options())

    def travel_toward(self, direction) -> bool:
        """Hill and Dale: an arrow key picks the travel whose destination lies most that way from the
        traveller (Enter confirms); False when no travel is offered (the arrows then pan)."""
        if not self.travel_options_pending():
            return False
        tg = self.keyboard_targets()
        best, best_score = None, 0.0
        for i, item in enumerate(tg):
            c = item[2]
            if not isinstance(c, cmd.Travel):
                continue
            vx, vy = c.to[0] - c.frm[0], c.to[1] - c.frm[1]
            length = math.hypot(vx, vy) or 1.0
            score = (vx * direction[0] + vy * direction[1]) / length
            if score > best_score:
                best, best_score = i, score
        if best is not None:
            self.focus = best
            self.set_status(t("play.travel_confirm"))
        return True

    def cycle_focus(self, step: int) -> None:
        tg = self.keyboard_targets()
        if not tg:
            return
        self.focus = 0 if self.focus is None else (self.focus + step) % len(tg)
        if self.state.phase == "place_tile":
            pos, q = tg[self.focus]
            self.rot = q
            r = self.view.cell_rect(pos)
            if not self.view.rect.inflate(-200, -200).colliderect(r):
                self.view.cx, self.view.cy = pos[0] + 0.5, pos[1] + 0.5

    def confirm_focus(self) -> None:
        tg = self.keyboard_targets()
        if self.focus is None or not tg:
            return
        item = tg[self.focus % len(tg)]
        if self.state.phase == "place_tile":
            (x, y), q = item
            self.submit(cmd.PlaceTile(x, y, q * 90))
        else:
            self.submit(item[2])

    def click(self, pos) -> None:
        d = self.pending_human()
        if d is None:
            return
        if d.decision == "place_double":
            dc = self.double_cells()
            if dc is not None and self.view.cell_at(*pos) in dc[0]:
                self.submit(cmd.PlaceDouble(self.double_pick, dc[1] * 90))
                self.double_pick = None
            return
        if d.decision == "place_tile":
            cell = self.view.cell_at(*pos)
            pl = self.placements()
            if cell in pl:
                q = self.rotation_at(cell, pl[cell])
                self.rot = q
                self.submit(cmd.PlaceTile(cell[0], cell[1], q * 90))
            elif cell not in self.state.board.cells:
                self.set_status(t("play.no_fit_here"))
            return
        # a click right on a glowing spot works like a drop there (the ranger waiting beside the board: a
        # click anywhere on a glowing space); a token or a ranger on the board is dragged, never clicked
        for x, y, c, _kind, _frm in self.targets():
            if isinstance(c, BOARD_ONLY):
                continue
            if isinstance(c, cmd.PlaceRanger):
                if self.view.cell_rect(c.to).collidepoint(pos):
                    self.submit(c)
                    return
                continue
            if math.hypot(pos[0] - x, pos[1] - y) < max(14, self.view.piece_size() * 0.6):
                self.submit(c)
                return

    def tray_visible(self) -> bool:
        d = self.pending_human()
        return d is not None and d.decision not in ("place_tile", "place_double", "play_animal", "take_harvest")

    def start_drag(self, pos) -> bool:
        d = self.pending_human()
        if d is None or d.decision == "place_tile" or self.drag.active:
            return False
        targets = self.targets()
        # from the supply tray (pieces, safari's tokens in hand and the ranger waiting beside the board)
        for kind, rect, count, payload in hud.tray_items(self):
            if rect.collidepoint(pos) and count > 0 and any(k == kind and frm == payload for *_x, k, frm in targets):
                self.drag.pick(DraggedPiece(kind, rect.center, payload), pos)
                self.app.sound.play("pick")
                return True
        # safari: a token from the current player's face-up hand in the players panel
        for kind, rect, count in hud.hand_token_rects(self, self.state.current):
            if rect.collidepoint(pos) and count > 0 and any(k == kind and frm is None for *_x, k, frm in targets):
                self.drag.pick(DraggedPiece(kind, rect.center, None), pos)
                self.app.sound.play("pick")
                return True
        # safari: a ranger on its space
        for r, space in edition_parts.rangers(self.state):
            if not any(frm == ("ranger", r) for *_x, frm in targets):
                continue
            rect = self.view.cell_rect(space)
            if math.hypot(pos[0] - rect.centerx, pos[1] - rect.centery) < max(16, self.view.cell * 0.4):
                self.drag.pick(DraggedPiece("ranger", rect.center, ("ranger", r)), pos)
                self.app.sound.play("pick")
                return True
        # a traveller on the board
        size = self.view.piece_size()
        for p in self.state.pieces.values():
            if not any(frm == p.pid for *_x, frm in targets):
                continue
            wx, wy = self.view.piece_world(self.state, p)
            sx, sy = self.view.to_screen(wx, wy)
            if math.hypot(pos[0] - sx, pos[1] - sy) < size * 0.6:
                self.drag.pick(DraggedPiece(p.kind, (sx, sy), p.pid), pos)
                self.app.sound.play("pick")
                return True
        return False

    # --- time ---
    def update(self, dt: float) -> None:
        self.clock += dt
        self.status_age += dt
        keys = pygame.key.get_pressed()
        speed = 700 * dt
        focus_text = any(getattr(w, "focus", False) for w in [])
        if not focus_text and not self.app.modal_open():
            arrows = not self.travel_options_pending()  # while a travel is offered the arrows choose it
            dx = (arrows and keys[pygame.K_LEFT] or keys[pygame.K_a]) - (
                arrows and keys[pygame.K_RIGHT] or keys[pygame.K_d]
            )
            dy = (arrows and keys[pygame.K_UP] or keys[pygame.K_w]) - (arrows and keys[pygame.K_DOWN])
            if dx or dy:
                self.view.pan(dx * speed, dy * speed)
        settled = self.drag.update(dt)
        if settled is not None and settled.target is not None:
            self.submit(settled.target[2])
        for f in self.floaters:
            f.age += dt
        self.floaters = [f for f in self.floaters if f.age < f.life]
        self.update_ai(dt)
        d = self.game.pending()
        if self.double_pick is not None and (d is None or d.decision != "place_double"):
            self.double_pick = None
        self.show_scoring_feature()
        self.view.prewarm(self.state, 2.0, self.colours)
        if self.ended_at is not None and self.clock - self.ended_at > 1.6 / self.speed():
            self.ended_at = None
            self.app.show_results(self.game, self.seats)

    def update_ai(self, dt: float) -> None:
        if self.glide is not None:
            self.glide.age += dt
            if self.glide.age >= self.glide.duration:
                c = self.glide.command
                self.glide = None
                if not self.submit(c):
                    self.set_status(t("play.ai_error"))
            return
        d = self.game.pending()
        if d is None or self.is_human(d.seat):
            return
        if not self.ai.busy:
            self.ai_wait = 0.0
            self.ai.start(self.game, self.ai_seats.get(d.seat) or make_seat("normal", d.seat))
            return
        self.ai_wait += dt
        choice = self.ai.result()
        if choice is None:
            return
        if isinstance(choice, Exception):
            opts = self.game.options()
            choice = opts[-1] if opts else None
            if choice is None:
                return
        self.glide = self.make_glide(choice)

    def show_scoring_feature(self) -> None:
        """When a player is asked for an animal token, bring the feature being scored into the free part of
        the view (above the dialog), once per prompt."""
        f = edition_parts.scoring_feature(self.state)
        if f is None:
            return
        key = (self._gen, len(self.game.log))
        if self.animal_seen == key:
            return
        self.animal_seen = key
        cells = edition_parts.scoring_cells(self.state)
        if not cells:
            return
        xs = [c[0] for c in cells]
        ys = [c[1] for c in cells]
        wx, wy = (min(xs) + max(xs) + 1) / 2, (min(ys) + max(ys) + 1) / 2
        items = hud.dialog_items(self)
        top = hud.dialog_rect(items).top if items else self.view.rect.bottom - 130
        free = pygame.Rect(250, 70, self.right.x - 260, max(80, top - 80))
        z = self.view.cell
        tl = self.view.to_screen(min(xs), min(ys))
        box = pygame.Rect(tl[0], tl[1], (max(xs) - min(xs) + 1) * z, (max(ys) - min(ys) + 1) * z)
        if not free.contains(box):
            if box.w > free.w or box.h > free.h:
                self.view.cx = wx - (free.centerx - self.view.rect.centerx) / z
                self.view.cy = wy - (free.centery - self.view.rect.centery) / z
            else:  # the smallest move that shows it whole
                inner = free.inflate(-20, -20) if box.w < free.w - 20 and box.h < free.h - 20 else free
                moved = box.clamp(inner)
                self.view.pan(moved.x - box.x, moved.y - box.y)

    def make_glide(self, c) -> Glide:
        sp = self.speed()
        think = max(0.0, 0.35 / sp - self.ai_wait)
        if isinstance(c, cmd.PlaceTile):
            start = self.card.center
            end_r = self.view.cell_rect((c.x, c.y))
            return Glide(c, think + 0.45 / sp, start, end_r.center, "tile")
        if isinstance(c, cmd.PlacePiece) and self.state.placed is not None:
            pos = self.state.placed.cells[c.cell]
            end = self.view.to_screen(*self.view.spot_world(self.state, pos, c.feature))
            start = hud.seat_row_rect(self, self.state.current).midleft
            return Glide(c, think + 0.4 / sp, start, end, c.piece)
        if isinstance(c, (cmd.Dig, cmd.Expand)):
            end = self.view.to_screen(*edition_parts.corner_world(c.at, c.corner))
            start = hud.seat_row_rect(self, self.state.current).midleft
            return Glide(c, think + 0.4 / sp, start, end, "token:" + c.animal)
        if isinstance(c, (cmd.MoveRanger, cmd.PlaceRanger)):
            end = self.view.cell_rect(c.to).center
            r = c.ranger if isinstance(c, cmd.MoveRanger) else edition_parts.held_ranger(self.state)
            space = self.state.ext["rangers"][r] if r is not None else None
            start = self.view.cell_rect(space).center if space is not None else self.tray.midtop
            return Glide(c, think + 0.4 / sp, start, end, "ranger")
        return Glide(c, think + 0.25 / sp)

    # --- drawing (never changes state) ---
    def draw(self, surface) -> None:
        s = self.state
        v = self.view
        v.background(surface)
        d = self.pending_human()
        hidden = set()
        if self.drag.active and self.drag.piece.payload is not None:
            hidden.add(self.drag.piece.payload)
        v.draw_tiles(surface, s)
        # the tile laid this turn
        if s.placed is not None and not s.ended:
            for pos in s.placed.cells:
                v.draw_cell_outline(surface, pos, theme.HILITE, 3)
        if s.placed is not None and not s.ended and edition_parts.bonus_turn(s):
            for pos in s.placed.cells:  # the bonus tile laid this turn
                v.draw_cell_outline(surface, pos, edition_board.GOLD, 4)
        if self.drag.active:
            for pos in edition_parts.shaded_cells(s, self.drag.piece.kind):
                v.draw_cell_outline(surface, pos, (20, 20, 30), 1, fill_alpha=120)
        edition_board.draw_under(self, surface)
        v.draw_pieces(surface, s, self.colours, hidden)
        edition_board.draw_over(self, surface)
        if d is not None and d.decision == "place_tile":
            self.draw_placing(surface)
        elif d is not None and d.decision == "place_double":
            self.draw_double(surface)
        elif d is not None:
            self.draw_targets(surface)
        self.draw_glide(surface)
        self.draw_drag(surface)
        self.draw_floaters(surface)
        hud.draw_top(self, surface)
        hud.draw_card(self, surface)
        if edition_parts.bonus_turn(s) and s.phase == "place_tile" and not s.ended:
            edition_board.draw_bonus_banner(self, surface)
        hud.draw_players(self, surface)
        hud.draw_log(self, surface)
        if self.tray_visible():
            hud.draw_tray(self, surface)
        elif self.can_undo():
            self.undo_button.draw(surface)
        hud.draw_dialog(self, surface)
        for b in self.buttons:
            b.draw(surface)

    def draw_placing(self, surface) -> None:
        v = self.view
        pl = self.placements()
        pulse = 0.5 + 0.5 * math.sin(self.clock * 4)
        hover = v.cell_at(*self.mouse)
        focus_pos = None
        if self.focus is not None:
            tg = self.keyboard_targets()
            if tg:
                focus_pos = tg[self.focus % len(tg)][0]
        for pos, rots in pl.items():
            fits_now = self.rot in rots
            col = (120, 230, 140) if fits_now else (230, 230, 200)
            r = v.cell_rect(pos).inflate(-4, -4)
            surface.blit(self.glow(r.size, col, int(40 + 40 * pulse) // 8 * 8), r)
            pygame.draw.rect(surface, col, r, 2, border_radius=6)
        show = focus_pos if focus_pos is not None else (hover if hover in pl else None)
        if show is not None:
            q = self.rotation_at(show, pl[show])
            self.draw_ghost(surface, show, q)

    def glow(self, size, colour, alpha):
        cache = self.__dict__.setdefault("_glows", {})
        key = (size, colour, alpha)
        g = cache.get(key)
        if g is None:
            if len(cache) > 200:
                cache.clear()
            g = cache[key] = pygame.Surface(size, pygame.SRCALPHA)
            g.fill((*colour, alpha))
        return g

    def draw_ghost(self, surface, pos, q) -> None:
        s = self.state
        tile = s.tiles[s.drawn]
        v = self.view
        for i, (dx, dy) in enumerate(tile.cell_offsets(q)):
            cpos = (pos[0] + dx, pos[1] + dy)
            img = v.painter.cell_surface(tile, i, q, v.cell)
            r = v.cell_rect(cpos)
            surface.blit(img, r)
            pygame.draw.rect(surface, theme.HILITE, r, 4, border_radius=4)

    def draw_double(self, surface) -> None:
        """The chosen double at the river's end: glowing cells and the tile itself in the current turn."""
        dc = self.double_cells()
        if dc is None:
            return
        cells, q = dc
        v = self.view
        tile = self.state.tiles[self.double_pick]
        pulse = 0.5 + 0.5 * math.sin(self.clock * 4)
        for i, pos in enumerate(cells):
            r = v.cell_rect(pos)
            img = v.painter.cell_surface(tile, i, q, v.cell)
            img.set_alpha(200)
            surface.blit(img, r)
            img.set_alpha(None)
            surface.blit(self.glow(r.size, (120, 230, 140), int(30 + 40 * pulse) // 8 * 8), r)
            pygame.draw.rect(surface, (120, 230, 140), r, 3, border_radius=6)

    def draw_targets(self, surface) -> None:
        tg = self.targets()
        if not tg:
            return
        pulse = 0.5 + 0.5 * math.sin(self.clock * 5)
        dragging = self.drag.piece.kind if self.drag.active else None
        drag_pid = self.drag.piece.payload if self.drag.active else None
        seat = self.state.current
        size = self.view.piece_size()
        focus = self.focus % len(tg) if self.focus is not None else None
        seen = set()
        for i, (x, y, c, kind, frm) in enumerate(tg):
            if dragging is not None and (kind != dragging or frm != drag_pid):
                continue
            if dragging is None and isinstance(c, BOARD_ONLY) and focus != i:
                continue  # tokens and rangers: their places glow while one is dragged
            if isinstance(c, (cmd.MoveRanger, cmd.PlaceRanger)):
                if (x, y) in seen and focus != i:
                    continue
                seen.add((x, y))
                cr = self.view.cell_rect(c.to).inflate(-6, -6)
                surface.blit(self.glow(cr.size, (255, 240, 150), int(40 + 50 * pulse) // 8 * 8), cr)
                pygame.draw.rect(surface, (255, 250, 220), cr, 3, border_radius=8)
                if focus == i:
                    img = icons.ranger_icon(int(self.view.cell * 0.62))
                    surface.blit(img, img.get_rect(center=cr.center))
                    pygame.draw.rect(surface, theme.ACCENT, cr.inflate(6, 6), 3, border_radius=10)
                continue
            if isinstance(c, (cmd.Dig, cmd.Expand)):
                # a dig makes a new watering hole (blue), an expand joins one (green)
                col = (150, 210, 255) if isinstance(c, cmd.Dig) else (150, 255, 170)
                r = max(6, int(self.view.cell * (0.09 + 0.03 * pulse)))
                pygame.draw.circle(surface, col, (x, y), r + 3)
                pygame.draw.circle(surface, (255, 255, 255), (x, y), r, 2)
                if focus == i:
                    img = icons.token_icon(c.animal, int(self.view.cell * 0.2))
                    surface.blit(img, img.get_rect(center=(x, y)))
                    pygame.draw.circle(surface, theme.ACCENT, (x, y), r + 6, 3)
                continue
            r = int(size * (0.45 + 0.12 * pulse))
            glow = pygame.Surface((r * 2 + 8, r * 2 + 8), pygame.SRCALPHA)
            pygame.draw.circle(glow, (255, 240, 150, 110), (r + 4, r + 4), r + 3)
            pygame.draw.circle(glow, (255, 255, 255, 230), (r + 4, r + 4), r, 3)
            surface.blit(glow, (x - r - 4, y - r - 4))
            if focus == i:
                img = icons.piece_icon(kind, size, self.colours[seat])
                surface.blit(img, img.get_rect(center=(x, y)))
                pygame.draw.circle(surface, theme.ACCENT, (x, y), r + 6, 3)
            if isinstance(c, cmd.Travel):
                tp = self.traveller_at(c.frm)
                if tp is None:
                    continue
                fx, fy = self.view.to_screen(*self.view.spot_world(self.state, c.frm, tp.feature))
                pygame.draw.line(surface, (255, 240, 150), (fx, fy), (x, y), 2)

    def draw_drag(self, surface) -> None:
        p = self.drag.position
        if p is None or self.drag.piece is None:
            return
        img = self.piece_image(self.drag.piece.kind, 1.15)
        surface.blit(img, img.get_rect(center=p))

    def piece_image(self, kind, scale=1.0):
        """What is carried across the screen: a piece, an animal token ("token:<animal>") or a ranger."""
        if kind.startswith("token:"):
            return icons.token_icon(kind[6:], max(30, int(self.view.cell * 0.3 * scale)), (40, 110, 170))
        if kind == "ranger":
            return icons.ranger_icon(max(24, int(self.view.cell * 0.58 * scale)), lifted=True)
        return icons.piece_icon(kind, int(self.view.piece_size() * scale), self.colours[self.state.current])

    def draw_glide(self, surface) -> None:
        g = self.glide
        if g is None or g.start is None:
            return
        think = max(0.0, g.duration - (0.45 if g.kind == "tile" else 0.4) / self.speed())
        f = max(0.0, min(1.0, (g.age - think) / max(0.01, g.duration - think)))
        f = f * f * (3 - 2 * f)
        x = g.start[0] + (g.end[0] - g.start[0]) * f
        y = g.start[1] + (g.end[1] - g.start[1]) * f - math.sin(f * math.pi) * 60
        if g.kind == "tile":
            s = self.state
            if s.drawn is None:
                return
            c = g.command
            img = self.view.painter.cell_surface(s.tiles[s.drawn], 0, quarters(c.rot), self.view.cell)
            surface.blit(img, img.get_rect(center=(x, y)))
        else:
            img = self.piece_image(g.kind, 1.0)
            surface.blit(img, img.get_rect(center=(x, y)))

    def draw_floaters(self, surface) -> None:
        for f in self.floaters:
            x, y = self.view.to_screen(*f.world)
            rise = f.age * 40
            alpha = 255 if f.age < f.life * 0.6 else int(255 * (1 - (f.age - f.life * 0.6) / (f.life * 0.4)))
            img = theme.text(f.text, 34, f.colour, True)
            outline = theme.text(f.text, 34, (30, 24, 20), True)
            box = pygame.Surface((img.get_width() + 4, img.get_height() + 4), pygame.SRCALPHA)
            for ox, oy in ((0, 0), (4, 0), (0, 4), (4, 4), (2, 0), (0, 2), (4, 2), (2, 4)):
                box.blit(outline, (ox, oy))
            box.blit(img, (2, 2))
            box.set_alpha(max(0, alpha))
            surface.blit(box, box.get_rect(center=(x, y - rise)))
