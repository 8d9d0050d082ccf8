"""The final board, from the results screen: the last board with the end-game scoring on it.  Every feature
scored at the end carries a badge with its points in the winners' colours (the edition adds its own, such as
stables or the river mouth); pointing at a badge, or stepping to it with Tab, outlines the feature and says
what it scored.  At the side, each player's end-game points by category.  Esc goes back to the results."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.core import events as ev

from .. import theme
from ..board_view import BoardView
from ..component import FocusMove, FocusRing, TooltipLayer, Widget
from ..describe import seat_name, word
from ..editions import Mark, plugin_for
from ..editions.types import LayerContext
from ..i18n import t
from ..play import paint
from ..play.animator import stack_apart
from ..play.board_draw import around
from ..widgets import Button
from .base import Scene

if TYPE_CHECKING:
    from game.core.engine import Game

    from ..app import App

    pass


def final_events(log: list) -> list:
    """The end-game scoring: the events after the last turn, up to the end of the game."""
    end = next((i for i in range(len(log) - 1, -1, -1) if isinstance(log[i], ev.GameEnded)), len(log))
    start = end
    while start > 0 and not isinstance(log[start - 1], (ev.TurnEnded, ev.TurnBegan, ev.TilePlaced)):
        start -= 1
    return log[start:end]


@dataclass
class Badge:
    mark: Mark
    rect: pygame.Rect


class FinalBoardScene(Scene):
    name = "final_board"

    def __init__(self, app: App, game: Game, seats: list[dict]) -> None:
        super().__init__(app)
        self.game = game
        self.seats = seats
        s = game.state
        self.plugin = plugin_for(s.setup.edition)
        self._glows: dict = {}
        self.view = self.plugin.view(s)
        self.colours = [theme.seat_rgb(x.get("colour", "yellow")) for x in seats]
        self.camera = BoardView(s.setup.edition, (0, 0, *app.size))
        self.events = final_events(game.log)
        self.marks = self.feature_marks() + self.plugin.final_marks(s, self.view, self.events)
        self.focus = FocusRing()
        self.tooltips = TooltipLayer()
        self.pointer = (-1, -1)
        self.press: tuple | None = None
        self.layout()
        self.fit()

    def feature_marks(self) -> list[Mark]:
        s = self.game.state
        names = [seat_name(self.seats, i) for i in range(s.players)]
        out = []
        for e in self.events:
            if not isinstance(e, ev.FeatureScored) or not e.final or not e.winners:
                continue
            node = s.node((e.x, e.y), e.feature)
            cells = frozenset(s.graph.cells_of(node)) if node is not None else frozenset()
            tip = t(
                "final.feature",
                kind=word("kind", e.kind, s.setup.edition),
                tiles=e.tiles,
                points=e.points,
                names=", ".join(names[w] for w in e.winners),
            )
            tip = tip[:1].upper() + tip[1:]
            world = self.camera.spot_world(s, (e.x, e.y), e.feature)
            out.append(Mark(world, f"+{e.points}", tuple(e.winners), cells, tip))
        return out

    # --- layout ---
    def layout(self) -> None:
        w, h = self.app.size
        sc = self.scale
        m = self.px(10)
        self.top = pygame.Rect(0, 0, w, self.px(56))
        size = theme.role("button", sc)
        labels = [t("final.back"), t("play.fit")]
        bw = max(theme.font(size, True).size(x)[0] for x in labels) + self.px(28)
        bh = self.px(40)
        y = (self.top.h - bh) // 2
        self.buttons = [
            Button((w - m - bw, y, bw, bh), lambda: t("final.back"), self.back, size, "ghost"),
            Button((w - 2 * (m + bw), y, bw, bh), lambda: t("play.fit"), self.fit, size, "ghost"),
        ]
        self.title_rect = pygame.Rect(m + self.px(8), 0, self.buttons[1].rect.x - 2 * m, self.top.h)
        self.side = pygame.Rect(w - m - self.px(330), self.top.bottom + m, self.px(330), h - self.top.bottom - 2 * m)
        area = pygame.Rect(m, self.top.bottom + m, self.side.x - 2 * m, h - self.top.bottom - 2 * m)
        self.camera.set_rects((0, self.top.bottom, w, h - self.top.bottom), area)
        self.camera.scale = sc
        self.tooltips.scale = sc

    def resize(self, size: tuple[int, int]) -> None:
        fitted = self.camera.fitted
        self.layout()
        if fitted:
            self.fit()
        self.dirty = True

    def fit(self) -> None:
        self.camera.fit(self.bounds())
        self.dirty = True

    def bounds(self) -> tuple[int, int, int, int]:
        """The cells fitting shows: the board's, and what the edition shows beside it (the river's mouth)."""
        s = self.game.state
        x0, y0, x1, y1 = s.board.bounds()
        for x, y in self.plugin.keep_in_view(s, self.view, ()):
            x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
        return x0, y0, x1, y1

    def back(self) -> None:
        self.app.pop()

    # --- the badges ---
    def badge_size(self) -> int:
        return theme.role("heading", self.scale)

    def badges(self) -> list[Badge]:
        """The marks' badges, just above the spot they belong to (clear of the piece), none on another."""
        size = self.badge_size()
        lift = self.camera.piece_size() * 0.8
        rects = []
        for mk in self.marks:
            x, y = self.camera.to_screen(*mk.world)
            y -= lift
            tw, th = theme.font(size, True).size(mk.text)
            r = pygame.Rect(0, 0, tw + self.px(14) + self.px(8) * max(0, len(mk.seats) - 1), th + self.px(6))
            r.center = (round(x), round(y))
            rects.append(r)
        return [Badge(mk, r) for mk, r in zip(self.marks, stack_apart(rects))]

    def badge_at(self, pos: tuple[int, int]) -> int | None:
        if not self.camera.area.collidepoint(pos):
            return None
        return next((i for i, b in enumerate(self.badges()) if b.rect.collidepoint(pos)), None)

    def shown_mark(self) -> int | None:
        i = self.focus.current(len(self.marks))
        return i if i is not None else self.badge_at(self.pointer)

    # --- input ---
    def handle(self, e: pygame.event.Event) -> None:
        self.dirty = True
        for b in self.buttons:
            if b.handle(e) and e.type == pygame.MOUSEBUTTONDOWN:
                return
        cam = self.camera
        if e.type == pygame.KEYDOWN:
            if e.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_b):
                self.back()
            elif e.key == pygame.K_HOME:
                self.fit()
            elif e.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS, pygame.K_MINUS, pygame.K_KP_MINUS):
                cam.zoom_at(1 if e.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS) else -1)
            elif isinstance(self.focus.key(e.key, e.mod, len(self.marks), arrows=False), FocusMove):
                i = self.focus.current(len(self.marks))
                if i is not None:
                    mk = self.marks[i]
                    cam.keep_visible([mk.world] + cam.cell_points(mk.cells), self.px(20))
            return
        if e.type == pygame.MOUSEWHEEL:
            cam.zoom_at(1 if e.y > 0 else -1, *self.pointer)
        elif e.type == pygame.MOUSEMOTION:
            last, self.pointer = self.pointer, e.pos
            if self.press is not None:
                cam.pan(e.pos[0] - last[0], e.pos[1] - last[1])
            i = self.badge_at(e.pos)
            self.tooltips.moved(e.pos, self.marks[i].tooltip if i is not None else None)
        elif e.type == pygame.MOUSEBUTTONDOWN and e.button in (1, 2, 3) and cam.area.collidepoint(e.pos):
            self.press = (e.button, e.pos)
            self.focus.reset()
        elif e.type == pygame.MOUSEBUTTONUP:
            self.press = None

    def update(self, dt: float) -> None:
        if self.tooltips.update(dt):
            self.dirty = True
        keys = pygame.key.get_pressed()
        dx = keys[pygame.K_LEFT] - keys[pygame.K_RIGHT]
        dy = keys[pygame.K_UP] - keys[pygame.K_DOWN]
        if dx or dy:
            self.camera.pan(dx * 700 * dt, dy * 700 * dt)
            self.dirty = True

    def animating(self) -> bool:
        keys = pygame.key.get_pressed()
        held = any(keys[k] for k in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN))
        return self.tooltips.waiting or held

    def widgets(self) -> list:
        kids = tuple(Widget(f"button{i}", pygame.Rect(b.rect)) for i, b in enumerate(self.buttons))
        return [
            Widget("top", pygame.Rect(self.top), (Widget("title", pygame.Rect(self.title_rect)),) + kids),
            Widget("board", pygame.Rect(self.camera.area)),
            Widget("side", pygame.Rect(self.side)),
        ]

    # --- drawing ---
    def draw(self, surface: pygame.Surface) -> None:
        cam = self.camera
        for strip in around(cam.rect, cam.area):  # the table under the side panel; the board only beside it
            cam.background(surface, strip)
        surface.set_clip(cam.area)
        self.draw_board(surface)
        shown = self.shown_mark()
        if shown is not None:
            for pos in self.marks[shown].cells:
                cam.draw_cell_outline(surface, pos, theme.HILITE, 3)
        size = self.badge_size()
        for i, b in enumerate(self.badges()):
            self.draw_badge(surface, b, size, i == shown)
        surface.set_clip(None)
        self.draw_top(surface)
        self.draw_side(surface)
        self.tooltips.draw(surface)

    def draw_board(self, surface: pygame.Surface) -> None:
        """The table, the tiles, the edition's layers (the Amazon and its boats, watering holes…) and the
        pieces, as on the play screen."""
        s = self.game.state
        self.camera.background(surface, self.camera.area)
        self.camera.draw_tiles(surface, s)
        ctx = LayerContext(s, self.view, self.camera, self.colours, glow=self.glow)
        self.plugin.draw_under_pieces(ctx, surface)
        self.camera.draw_pieces(surface, s, self.colours, (), self.plugin, self.view)
        self.plugin.draw_over_pieces(ctx, surface)

    def glow(self, size: tuple[int, int], colour: tuple[int, int, int], alpha: int) -> pygame.Surface:
        """A translucent fill (the layers' highlights), made once per size, colour and strength."""
        key = (tuple(size), tuple(colour), alpha)
        g = self._glows.get(key)
        if g is None:
            g = self._glows[key] = pygame.Surface(size, pygame.SRCALPHA)
            g.fill((*colour, alpha))
        return g

    def title_text(self) -> tuple[str, str]:
        """The top bar's title and its line of keys."""
        return t("final.title", edition=t(f"edition.{self.game.setup.edition}")), t("final.keys")

    def side_points(self) -> tuple[str, dict]:
        """The side panel's heading and each seat's points by reason: the end-game scoring."""
        per: dict = {}
        for e in self.events:
            if isinstance(e, ev.PointsScored) and e.points:
                per.setdefault(e.seat, {}).setdefault(e.reason, 0)
                per[e.seat][e.reason] += e.points
        return t("final.side"), per

    def draw_badge(self, surface: pygame.Surface, b: Badge, size: int, hot: bool) -> None:
        r = b.rect
        pygame.draw.rect(surface, (30, 24, 20), r.move(0, 2), border_radius=r.h // 2)
        pygame.draw.rect(surface, (255, 250, 232) if hot else theme.PANEL, r, border_radius=r.h // 2)
        edge = theme.ACCENT if hot else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, r, 3 if hot else 2, border_radius=r.h // 2)
        for k, seat in enumerate(b.mark.seats):
            pygame.draw.circle(
                surface,
                self.colours[seat % len(self.colours)],
                (r.x + self.px(9) + k * self.px(8), r.centery),
                self.px(5),
            )
        x = r.x + self.px(16) + self.px(8) * max(0, len(b.mark.seats) - 1)
        theme.blit_text(surface, b.mark.text, (x, r.centery), size, theme.INK, True, "midleft")

    def draw_top(self, surface: pygame.Surface) -> None:
        sc = self.scale
        surface.fill((26, 32, 36), self.top)
        pygame.draw.line(surface, (90, 80, 60), (0, self.top.bottom - 2), (self.top.w, self.top.bottom - 2), 2)
        text, hint = self.title_text()
        tr = self.title_rect
        head = theme.fit_size(text, tr.w, theme.role("heading", sc) + 2, True)
        small = theme.fit_size(hint, tr.w, theme.role("tiny", sc))
        y = (self.top.h - theme.line_height(head) - theme.line_height(small)) // 2
        theme.blit_text(surface, text, (tr.x, y), head, (240, 214, 150), True)
        theme.blit_text(surface, hint, (tr.x, y + theme.line_height(head)), small, (200, 200, 190))
        size = theme.fit_group(
            [b.text() for b in self.buttons], min(b.rect.w for b in self.buttons) - 14, theme.role("button", sc), True
        )
        for b in self.buttons:
            b.size = size
            b.draw(surface)

    def draw_side(self, surface: pygame.Surface) -> None:
        """Each player's end-game points by category."""
        sc = self.scale
        side = self.side
        image = surface.subsurface(side)
        paint.panel(image)
        s = self.game.state
        head, body, small = theme.role("heading", sc), theme.role("body", sc), theme.role("small", sc)
        pad = self.px(14)
        heading, per = self.side_points()
        theme.blit_text(image, heading, (pad, pad), head, theme.INK, True)
        y = pad + theme.line_height(head) + self.px(6)
        order = sorted(range(s.players), key=lambda i: -s.scores[i])
        for seat in order:
            if y + theme.line_height(body) > side.h - pad:
                break
            pygame.draw.circle(
                image,
                self.colours[seat % len(self.colours)],
                (pad + self.px(6), y + theme.line_height(body) // 2),
                self.px(6),
            )
            name = theme.shorten(seat_name(self.seats, seat), side.w - 3 * pad - self.px(60), body, True)
            theme.blit_text(image, name, (pad + self.px(18), y), body, theme.INK, True)
            total = sum(per.get(seat, {}).values())
            theme.blit_text(image, f"+{total}", (side.w - pad, y), body, theme.INK, True, "topright")
            y += theme.line_height(body)
            for reason, pts in sorted(per.get(seat, {}).items(), key=lambda kv: -kv[1]):
                if y + theme.line_height(small) > side.h - pad:
                    break
                label = theme.shorten(word("reason", reason, s.setup.edition), side.w - 3 * pad - self.px(60), small)
                theme.blit_text(image, label, (pad + self.px(18), y), small, theme.INK_SOFT)
                theme.blit_text(image, f"+{pts}", (side.w - pad, y), small, theme.INK_SOFT, False, "topright")
                y += theme.line_height(small)
            y += self.px(8)
