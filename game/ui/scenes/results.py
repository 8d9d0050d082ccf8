"""The end: final scoring category by category, the results table, a score-over-time chart, and the way to
the final board (with the end-game scoring shown on it)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core import events as ev

from .. import icons, theme
from ..describe import word
from ..i18n import t
from ..widgets import Button
from .base import Scene, backdrop, fit_buttons, title
from .results_review import ReviewPanel

if TYPE_CHECKING:
    from game.ai.coach import Decision
    from game.core.engine import Game

    from ..app import App


def score_history(game: Game) -> list[list[int]]:
    """Scores after each turn (and after final scoring), from the log."""
    n = game.setup.players
    cur = [0] * n
    hist = [list(cur)]
    for e in game.log:
        if isinstance(e, ev.PointsScored):
            cur[e.seat] += e.points
        elif isinstance(e, (ev.TurnEnded, ev.GameEnded)):
            hist.append(list(cur))
    return hist


class ResultsScene(Scene):
    name = "results"

    def __init__(self, app: App, game: Game, seats: Any) -> None:
        super().__init__(app)
        self.game = game
        self.seats = seats
        self.history = score_history(game)
        self.bests = self.record()
        self.review = ReviewPanel(self, game, seats)  # the coach's review, for those who played with it
        self._reviewed = False
        self.layout()

    def reasons(self) -> list[str]:
        s = self.game.state
        out: list[str] = []
        for i in self.order():
            for r in s.breakdown[i]:
                if r not in out:
                    out.append(r)
        return out

    def order(self) -> list[int]:
        s = self.game.state
        return sorted(range(len(self.seats)), key=lambda i: -s.scores[i])

    # --- the players' records, the rematch and the replay ---
    def record(self) -> list:
        """Record the game in the players' records (once) and return the personal bests it set."""
        b = self.app.keeper.current
        path = b.path if b is not None and b.game is self.game else None
        return [pb for pb in self.app.records.record(self.game, self.seats, path) if pb.previous_best is not None]

    def bests_text(self) -> str:
        return "  ·  ".join(
            t("results.best", name=b.profile, score=b.score, previous=b.previous_best) for b in self.bests
        )

    def rematch(self) -> None:
        from game.branching import rematch_setup
        from game.core.engine import Game

        game = Game(rematch_setup(self.game))
        self.app.start_game(game, [dict(s) for s in self.seats])
        self.app.autosave(game)

    def replay(self) -> None:
        from .replay import open_replay

        scene = open_replay(self.app, self.game)
        if self.review.review:  # the review is done: the replay shows it without working it out again
            scene.coach.show(self.review.review, None)

    def layout(self) -> None:
        w, h = self.app.size
        m = self.px(30)
        self.title_y = self.px(46)
        top = self.title_y + self.px(40)
        self.bests_rect = pygame.Rect(m, top, w - 2 * m, self.px(34) if self.bests else 0)
        top += self.bests_rect.h + (self.px(10) if self.bests else 0)
        self.hint_y = h - self.px(14)
        bh = self.px(54)
        bottom = h - self.px(34) - bh
        half = (w - 3 * m) // 2
        self.row_h = max(self.px(22), min(self.px(34), (bottom - m - top - self.px(130)) // (len(self.reasons()) + 1)))
        table_h = self.px(126) + self.row_h * (len(self.reasons()) + 1) + self.px(12)
        self.table = pygame.Rect(m, top, half, min(table_h, bottom - m - top))
        self.chart = pygame.Rect(2 * m + half, top, half, bottom - m - top)
        self.review_rect = pygame.Rect(0, 0, 0, 0)
        if self.review.active:  # the review takes the lower part of the chart's column
            rh = min(self.px(230), self.chart.h // 2)
            self.chart.h -= rh + m // 2
            self.review_rect = pygame.Rect(self.chart.x, self.chart.bottom + m // 2, half, rh)
        size = theme.role("heading", self.scale)
        specs = [
            (lambda: t("results.rematch"), self.rematch, "primary"),
            (lambda: t("results.replay"), self.replay, "normal"),
            (lambda: t("results.board"), self.show_board, "normal"),
            (lambda: t("results.again"), self.again, "normal"),
            (lambda: t("results.menu"), self.app.to_menu, "normal"),
        ]
        gap = self.px(16)
        bw = min(self.px(230), (w - 2 * m - (len(specs) - 1) * gap) // len(specs))
        x = w // 2 - (len(specs) * bw + (len(specs) - 1) * gap) // 2
        self.buttons = [
            Button((x + i * (bw + gap), bottom, bw, bh), label, act, size, kind)
            for i, (label, act, kind) in enumerate(specs)
        ]
        fit_buttons(self.buttons, size)

    def update(self, dt: float) -> None:
        done = self.review.review is not None
        if done != self._reviewed:
            self._reviewed = done
            self.dirty = True

    def close(self) -> None:
        """The screen is left: the review stops."""
        self.review.close()

    def again(self) -> None:
        self.app.show("setup", self.game.setup.edition, self.seats)

    def show_board(self) -> None:
        self.app.open("final_board", self.game, self.seats)

    def show_decision(self, decision: Decision) -> None:
        """A costly decision of the review, on the board: the replay at the moment it was made, marked."""
        from .replay import open_replay

        scene = open_replay(self.app, self.game, decision.index + 1)
        review = self.review.review
        if review:  # (always: a decision is shown only once the review is done)
            scene.coach.show(review, decision)

    def handle(self, e: pygame.event.Event) -> None:
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1 and self.review.active:
            decision = self.review.decision_at(e.pos)
            if decision is not None:
                self.show_decision(decision)
                return
        if e.type == pygame.KEYDOWN and e.key == pygame.K_b:
            self.show_board()
            return
        if e.type == pygame.KEYDOWN and e.key == pygame.K_r:
            self.rematch()
            return
        if e.type == pygame.KEYDOWN and e.key == pygame.K_v:
            self.replay()
            return
        super().handle(e)

    def widgets(self) -> list:
        from ..component import Widget

        out = [Widget("table", pygame.Rect(self.table)), Widget("chart", pygame.Rect(self.chart))]
        if self.bests:
            out.append(Widget("bests", pygame.Rect(self.bests_rect)))
        if self.review.active:
            out.append(Widget("review", pygame.Rect(self.review_rect)))
        return out + super().widgets()

    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface)
        sc = self.scale
        title(surface, "results.title", self.title_y, theme.role("title", sc))
        self.draw_table(surface)
        self.draw_chart(surface)
        if self.review.active:
            self.review.draw(surface, self.review_rect)
        for b in self.buttons:
            b.draw(surface)
        if self.bests:
            self.draw_bests(surface)
        small = theme.role("small", sc)
        hint = theme.shorten(t("results.keys"), surface.get_width() - self.px(40), small)
        theme.blit_text(surface, hint, (surface.get_width() // 2, self.hint_y), small, (190, 186, 176), False, "center")

    def draw_bests(self, surface: pygame.Surface) -> None:
        """The personal bests this game set, on a gold ribbon under the title."""
        r = self.bests_rect
        pygame.draw.rect(surface, (236, 190, 60), r, border_radius=r.h // 2)
        pygame.draw.rect(surface, (120, 86, 20), r, 2, border_radius=r.h // 2)
        text = self.bests_text()
        size = theme.fit_size(text, r.w - self.px(30), theme.role("heading", self.scale), True)
        theme.blit_text(
            surface, theme.shorten(text, r.w - self.px(30), size, True), r.center, size, (50, 30, 6), True, "center"
        )

    def draw_table(self, surface: pygame.Surface) -> None:
        """A column per player (best first), a row per scoring category, the total last."""
        sc = self.scale
        s = self.game.state
        table = self.table
        order = self.order()
        reasons = self.reasons()
        theme.panel(surface, table)
        head, body, small = theme.role("heading", sc), theme.role("body", sc), theme.role("small", sc)
        theme.blit_text(
            surface, t("results.table"), (table.x + self.px(20), table.y + self.px(16)), head, theme.INK, True
        )
        label_w = min(self.px(230), table.w // 3)
        colw = (table.w - label_w - self.px(20)) // max(1, len(order))
        rank, last = 0, None
        for c, i in enumerate(order):
            if s.scores[i] != last:
                rank, last = c + 1, s.scores[i]
            cx = table.x + label_w + c * colw + colw // 2
            col = theme.seat_rgb(self.seats[i].get("colour"))
            img = icons.piece_icon("follower", self.px(34), col)
            surface.blit(img, img.get_rect(midtop=(cx, table.y + self.px(50))))
            theme.blit_text(
                surface, f"{rank}.", (cx - self.px(22), table.y + self.px(70)), body, theme.INK, True, "midright"
            )
            name = theme.shorten(self.seats[i]["name"], colw - 6, small, True)
            theme.blit_text(surface, name, (cx, table.y + self.px(96)), small, theme.INK, True, "midtop")
        y = table.y + self.px(126)
        rh = self.row_h
        labels = [upper_first(word("reason", r, s.setup.edition)) for r in reasons] + [t("results.total")]
        lsize = theme.fit_group(labels, label_w - self.px(16), body)
        for k, r in enumerate(reasons + ["_total"]):
            if y + rh > table.bottom:
                break
            total = r == "_total"
            if k % 2 == 0 or total:
                colour = (236, 226, 204) if total else (248, 242, 228)
                pygame.draw.rect(surface, colour, (table.x + 10, y - 4, table.w - 20, rh - 2), border_radius=6)
            theme.blit_text(
                surface, labels[k], (table.x + self.px(22), y + rh // 2 - 3), lsize, theme.INK, total, "midleft"
            )
            for c, i in enumerate(order):
                cx = table.x + label_w + c * colw + colw // 2
                v = s.scores[i] if total else s.breakdown[i].get(r, 0)
                text = str(v) if (v or total) else "·"
                theme.blit_text(
                    surface, text, (cx, y + rh // 2 - 3), head if total else body, theme.INK, total, "center"
                )
            y += rh

    def draw_chart(self, surface: pygame.Surface) -> None:
        sc = self.scale
        chart = self.chart
        theme.panel(surface, chart)
        head, small = theme.role("heading", sc), theme.role("small", sc)
        theme.blit_text(
            surface, t("results.chart"), (chart.x + self.px(20), chart.y + self.px(16)), head, theme.INK, True
        )
        plot = pygame.Rect(chart.x + self.px(64), chart.y + self.px(60), chart.w - self.px(90), chart.h - self.px(110))
        top = max(1, max(max(hh) for hh in self.history))
        n = len(self.history)
        pygame.draw.line(surface, theme.INK_SOFT, plot.bottomleft, plot.bottomright, 2)
        pygame.draw.line(surface, theme.INK_SOFT, plot.bottomleft, plot.topleft, 2)
        for k in range(5):
            y = plot.bottom - plot.h * k / 4
            pygame.draw.line(surface, (220, 210, 190), (plot.x, y), (plot.right, y), 1)
            theme.blit_text(surface, str(round(top * k / 4)), (plot.x - 8, y), small, theme.INK_SOFT, False, "midright")
        theme.blit_text(
            surface, t("results.turns"), (plot.centerx, plot.bottom + 8), small, theme.INK_SOFT, False, "midtop"
        )
        for i in range(len(self.seats)):
            col = theme.seat_rgb(self.seats[i].get("colour"))
            pts = [
                (plot.x + plot.w * k / max(1, n - 1), plot.bottom - plot.h * hh[i] / top)
                for k, hh in enumerate(self.history)
            ]
            if len(pts) > 1:
                pygame.draw.lines(surface, (40, 30, 20), False, [(x, y + 1) for x, y in pts], 5)
                pygame.draw.lines(surface, col, False, pts, 3)


def upper_first(text: str) -> str:
    """A row label as a heading: its first letter upper case ("unfinished village" -> "Unfinished village")."""
    return text[:1].upper() + text[1:]
