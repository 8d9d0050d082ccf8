"""The end: final scoring category by category, the results table and a score-over-time chart."""

from __future__ import annotations

import pygame

from game.core import events as ev

from .. import icons, theme
from ..describe import word
from ..i18n import t
from ..widgets import Button
from .base import Scene, backdrop, title


def score_history(game) -> list[list[int]]:
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

    def __init__(self, app, game, seats) -> None:
        super().__init__(app)
        self.game = game
        self.seats = seats
        self.history = score_history(game)
        self.layout()

    def layout(self) -> None:
        w, h = self.app.size
        self.buttons = [
            Button((w // 2 - 250, h - 80, 230, 54), lambda: t("results.again"), self.again, 22, "primary"),
            Button((w // 2 + 20, h - 80, 230, 54), lambda: t("results.menu"), self.app.to_menu, 22),
        ]

    def again(self) -> None:
        from .setup import SetupScene

        self.app.switch(SetupScene(self.app, self.game.setup.edition, self.seats))

    def draw(self, surface) -> None:
        backdrop(surface)
        title(surface, "results.title", 60, 48)
        w, h = surface.get_size()
        s = self.game.state
        order = sorted(range(len(self.seats)), key=lambda i: -s.scores[i])
        # results table: a column per player (best first), a row per scoring category, the total last
        reasons = []
        for i in order:
            for r in s.breakdown[i]:
                if r not in reasons:
                    reasons.append(r)
        table = pygame.Rect(40, 110, w // 2 - 60, 150 + 34 * (len(reasons) + 1))
        theme.panel(surface, table)
        theme.blit_text(surface, t("results.table"), (table.x + 20, table.y + 16), 22, theme.INK, True)
        label_w = 230
        colw = (table.w - label_w - 20) // max(1, len(order))
        rank, last = 0, None
        for c, i in enumerate(order):
            if s.scores[i] != last:
                rank, last = c + 1, s.scores[i]
            cx = table.x + label_w + c * colw + colw // 2
            col = theme.seat_rgb(self.seats[i].get("colour"))
            surface.blit(icons.piece_icon("follower", 34, col), (cx - 20, table.y + 52))
            theme.blit_text(surface, f"{rank}.", (cx - 26, table.y + 70), 18, theme.INK, True, "midright")
            name = self.seats[i]["name"]
            theme.blit_text(surface, name[:14], (cx, table.y + 96), 15, theme.INK, True, "midtop")
        y = table.y + 126
        for k, r in enumerate(reasons + ["_total"]):
            total = r == "_total"
            if k % 2 == 0 or total:
                pygame.draw.rect(
                    surface,
                    (236, 226, 204) if total else (248, 242, 228),
                    (table.x + 10, y - 4, table.w - 20, 32),
                    border_radius=6,
                )
            label = t("results.total") if total else word("reason", r, s.setup.edition)
            theme.blit_text(surface, label, (table.x + 22, y + 12), 18 if total else 16, theme.INK, total, "midleft")
            for c, i in enumerate(order):
                cx = table.x + label_w + c * colw + colw // 2
                v = s.scores[i] if total else s.breakdown[i].get(r, 0)
                theme.blit_text(
                    surface,
                    str(v) if (v or total) else "·",
                    (cx, y + 12),
                    22 if total else 17,
                    theme.INK,
                    total,
                    "center",
                )
            y += 34
        # chart
        chart = pygame.Rect(w // 2 + 20, 110, w // 2 - 60, h - 230)
        theme.panel(surface, chart)
        theme.blit_text(surface, t("results.chart"), (chart.x + 20, chart.y + 16), 22, theme.INK, True)
        plot = chart.inflate(-90, -110).move(20, 20)
        top = max(1, max(max(hh) for hh in self.history))
        n = len(self.history)
        pygame.draw.line(surface, theme.INK_SOFT, plot.bottomleft, plot.bottomright, 2)
        pygame.draw.line(surface, theme.INK_SOFT, plot.bottomleft, plot.topleft, 2)
        for k in range(5):
            v = round(top * k / 4)
            y = plot.bottom - plot.h * k / 4
            pygame.draw.line(surface, (220, 210, 190), (plot.x, y), (plot.right, y), 1)
            theme.blit_text(surface, str(v), (plot.x - 8, y), 14, theme.INK_SOFT, False, "midright")
        theme.blit_text(
            surface, t("results.turns"), (plot.centerx, plot.bottom + 10), 14, theme.INK_SOFT, False, "midtop"
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
        for b in self.buttons:
            b.draw(surface)
