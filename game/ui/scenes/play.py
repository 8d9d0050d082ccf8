"""The play scene: a thin client of the engine.  It shows game.options(), turns clicks, drags and keys into
commands for game.submit, and animates the events that come back.  It never changes the state otherwise
(the only other way in is game.rewind for undo)."""
from __future__ import annotations

import math
import time

import pygame

from game.core import commands as cmd
from game.core import events as ev
from game.core.engine import Refusal
from game.core.geometry import quarters
from .. import edition_parts, hud, icons, theme
from ..ai_runner import AIRunner, make_seat
from ..board_view import BoardView
from ..describe import command_label, event_line, seat_name, word
from ..drag import DraggedPiece, DragPhysics
from ..i18n import language, t
from ..widgets import Button

RIGHT_W = 330
HANDLED = (cmd.PlaceTile, cmd.PlacePiece, cmd.Travel, cmd.Skip)


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
        self.ai_seats = {i: make_seat(s.get("ai") or "greedy", seed * 10 + i)
                         for i, s in enumerate(seats) if s.get("ai")}
        self.glide: Glide | None = None
        self.ai_wait = 0.0
        self.floaters: list[Floater] = []
        self.lines: list[tuple[int, str, tuple]] = []
        self.seen = 0
        self.status = ""
        self.status_age = 0.0
        self.focus = None           # keyboard-selected target index
        self.reveal_seat = None     # hill_dale: whose hidden tokens are shown (owner on demand)
        self.panning = None         # (button, start pos, moved)
        self.ended_at = None
        self.last_feature_world = None
        self.clock = 0.0
        self.buttons: list[Button] = []
        self.layout()
        self.process_events(initial=True)
        if game.ended:
            self.ended_at = 0.0
        self.fit()

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
        self.tray = pygame.Rect(w // 2 - 330, h - 112, 660, 100)
        bw = 118
        self.buttons = [
            Button((w - 3 * (bw + 8) - 4, 12, bw, 42), lambda: t("play.menu"), self.app.to_menu, 18, "ghost"),
            Button((w - 2 * (bw + 8) - 4, 12, bw, 42), lambda: t("play.save"), self.save_as, 18, "ghost"),
            Button((w - (bw + 8) - 4, 12, bw, 42), lambda: t("play.fit"), self.fit, 18, "ghost"),
        ]
        self.skip_button = Button((self.tray.right - 150, self.tray.y + 14, 136, 34), lambda: t("play.skip"),
                                  self.skip, 18, "primary")
        self.undo_button = Button((self.tray.right - 150, self.tray.y + 54, 136, 34), lambda: t("play.undo"),
                                  self.undo, 18)

    def resize(self, size) -> None:
        self.layout()

    def fit(self) -> None:
        self.view.fit(self.state.board.bounds())

    def set_status(self, text: str) -> None:
        self.status, self.status_age = text, 0.0

    # --- engine traffic ---
    def submit(self, command) -> bool:
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
            line = event_line(e, self.seats, self.state)
            if line is not None:
                colour = self.colours[e.seat] if hasattr(e, "seat") and isinstance(e.seat, int) \
                    and e.seat < len(self.colours) else theme.INK
                self.lines.append((i, line, colour))
            if initial:
                continue
            if isinstance(e, ev.TilePlaced):
                self.app.sound.play("place")
            elif isinstance(e, ev.PiecePlaced):
                self.app.sound.play("piece")
            elif isinstance(e, ev.FeatureScored):
                self.last_feature_world = self.view.spot_world(self.state, (e.x, e.y), e.feature)
            elif isinstance(e, ev.PointsScored) and e.points:
                world = self.last_feature_world
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
        self.game.rewind(self.game.undo_point())
        self.seen = len(self.game.log)
        self.lines = [l for l in self.lines if l[0] < self.seen]
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
        """Drop/keyboard targets of the pending action: (screen x, y, command, piece kind, from pid)."""
        s = self.state
        out = []
        if s.phase == "place_tile" or s.ended:
            return out
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
        elif k == pygame.K_TAB:
            self.cycle_focus(-1 if mods & pygame.KMOD_SHIFT else 1)
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm_focus()
        elif k == pygame.K_s:
            self.skip()
        elif k == pygame.K_ESCAPE:
            if self.focus is not None:
                self.focus = None
            else:
                self.app.to_menu()
        elif pygame.K_1 <= k <= pygame.K_9:
            opts = self.other_options()
            i = k - pygame.K_1
            if i < len(opts):
                self.submit(opts[i])

    def rotate(self, step: int) -> None:
        if self.state.phase == "place_tile" and self.pending_human() is not None:
            self.rot = (self.rot + step) % 4
            self.app.sound.play("rotate")

    def keyboard_targets(self):
        d = self.pending_human()
        if d is None:
            return []
        if d.decision == "place_tile":
            pl = self.placements()
            return [(pos, self.rotation_at(pos, rots)) for pos, rots in sorted(pl.items())]
        return self.targets()

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
        # a click right on a glowing spot works like a drop there
        for x, y, c, kind, frm in self.targets():
            if math.hypot(pos[0] - x, pos[1] - y) < max(14, self.view.piece_size() * 0.6):
                self.submit(c)
                return

    def tray_visible(self) -> bool:
        d = self.pending_human()
        return d is not None and d.decision != "place_tile"

    def start_drag(self, pos) -> bool:
        d = self.pending_human()
        if d is None or d.decision == "place_tile" or self.drag.active:
            return False
        targets = self.targets()
        # from the supply tray
        for kind, rect, count in hud.tray_items(self):
            if rect.collidepoint(pos) and count > 0 and any(k == kind and frm is None for *_x, k, frm in targets):
                self.drag.pick(DraggedPiece(kind, rect.center, None), pos)
                self.app.sound.play("pick")
                return True
        # a traveller on the board
        size = self.view.piece_size()
        for p in self.state.pieces.values():
            if not any(frm == p.pid for *_x, frm in targets):
                continue
            wx, wy = self.view.spot_world(self.state, p.pos, p.feature)
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
            dx = (keys[pygame.K_LEFT] or keys[pygame.K_a]) - (keys[pygame.K_RIGHT] or keys[pygame.K_d])
            dy = (keys[pygame.K_UP] or keys[pygame.K_w]) - (keys[pygame.K_DOWN])
            if dx or dy:
                self.view.pan(dx * speed, dy * speed)
        settled = self.drag.update(dt)
        if settled is not None and settled.target is not None:
            self.submit(settled.target[2])
        for f in self.floaters:
            f.age += dt
        self.floaters = [f for f in self.floaters if f.age < f.life]
        self.update_ai(dt)
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
            self.ai.start(self.game, self.ai_seats.get(d.seat) or make_seat("greedy", d.seat))
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
        if self.drag.active:
            for pos in edition_parts.shaded_cells(s, self.drag.piece.kind):
                v.draw_cell_outline(surface, pos, (20, 20, 30), 1, fill_alpha=120)
        v.draw_pieces(surface, s, self.colours, hidden)
        if d is not None and d.decision == "place_tile":
            self.draw_placing(surface)
        elif d is not None:
            self.draw_targets(surface)
        self.draw_glide(surface)
        self.draw_drag(surface)
        self.draw_floaters(surface)
        hud.draw_top(self, surface)
        hud.draw_card(self, surface)
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
        for i, (x, y, c, kind, frm) in enumerate(tg):
            if dragging is not None and (kind != dragging or frm != drag_pid):
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
        img = icons.piece_icon(self.drag.piece.kind, int(self.view.piece_size() * 1.15),
                               self.colours[self.state.current])
        surface.blit(img, img.get_rect(center=p))

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
            img = icons.piece_icon(g.kind, self.view.piece_size(), self.colours[self.state.current])
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
