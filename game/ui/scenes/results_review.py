"""The coach's review on the results screen, for the people who played with the coach on: each of their tile
decisions valued against the best turn the hard level's judgement finds there (`game.ai.coach.review`),
the game's total of points left behind and the three costliest decisions with the better turn, in words.

The review is worked out in a thread of its own (never on the UI thread) and stopped when the screen is
left; until it is done the panel says how far it has come.
"""

from __future__ import annotations

import threading
from typing import Any

import pygame

from game.core import insight as I

from .. import theme
from ..i18n import t
from ..play.coach import move_words
from ..play.words import capital


def coached_seats(game, seats) -> set:
    """The people's seats that played with the coach on."""
    return {
        i
        for i, s in enumerate(seats)
        if not (isinstance(s, dict) and s.get("ai")) and I.aids_for(game.setup, i)["coach"]
    }


class ReviewPanel:
    def __init__(self, scene, game, seats) -> None:
        self.scene = scene
        self.game = game
        self.names = [s.get("name") or f"P{i + 1}" for i, s in enumerate(seats)]
        self.seats = coached_seats(game, seats)
        self.review: Any = None  # the Review when done, False when it failed
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        if self.seats and game.ended:
            setup, events = game.setup, list(game.log)
            self._thread = threading.Thread(target=self._work, args=(setup, events), name="coach-review", daemon=True)
            self._thread.start()

    @property
    def active(self) -> bool:
        return bool(self.seats)

    @property
    def working(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def _work(self, setup, events) -> None:
        from game.ai.coach import review

        try:
            got = review(setup, events, self.seats, self._stop.is_set)
        except Exception:  # a review that fails must never take the window down: the panel says so
            got = None
        if not self._stop.is_set():
            self.review = got if got is not None else False

    def close(self) -> None:
        self._stop.set()

    def wait(self, timeout: float = 5.0) -> None:
        if self._thread is not None:
            self._thread.join(timeout)

    def lines(self) -> list[tuple[str, bool]]:
        """(text, bold) lines of the panel."""
        out = [(t("review.title"), True)]
        r = self.review
        if r is None:
            return [*out, (t("review.working"), False)]
        if r is False:
            return [*out, (t("review.failed"), False)]
        edition = self.game.setup.edition
        for seat in sorted(self.seats):
            n = sum(1 for d in r.decisions if d.seat == seat)
            out.append((t("review.total", name=self.names[seat], points=f"{r.total(seat):.1f}", n=n), False))
        for d in r.costliest(3):
            who = self.names[d.seat] + ", " if len(self.seats) > 1 else ""
            out.append(
                (
                    capital(
                        t(
                            "review.costly",
                            who=who,
                            turn=d.turn,
                            lost=f"{d.lost:.1f}",
                            better=move_words(d.best, edition),
                            played=move_words(d.played, edition),
                        )
                    ),
                    False,
                )
            )
        if not r.costliest(1):
            out.append((t("review.spotless"), False))
        return out

    def draw(self, surface, rect: pygame.Rect) -> None:
        theme.panel(surface, rect)
        px = self.scene.px
        sc = self.scene.scale
        x, y = rect.x + px(14), rect.y + px(10)
        room = rect.w - px(28)
        for text, bold in self.lines():
            size = theme.role("body" if bold else "small", sc)
            lines, size = theme.fit_lines(text, room, rect.bottom - y - px(6), size, bold)
            theme.blit_lines(surface, lines, (x, y), size, theme.INK if bold else theme.INK_SOFT, bold)
            y += len(lines) * theme.line_height(size) + px(4)
            if y >= rect.bottom - px(10):
                break
