"""The coach's review on the results screen, for the people who played with the coach on: each of their tile
decisions valued against the best turn the hard level's judgement finds there (`game.ai.coach.review`),
the game's total of points left behind and the three costliest decisions with the better turn, in words.

The review is worked out in a thread of its own (never on the UI thread) and stopped when the screen is
left; until it is done the panel says how far it has come.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Literal

import pygame

from game.core import insight as I

from .. import theme
from ..i18n import t
from ..play.coach import move_words
from ..play.words import capital

if TYPE_CHECKING:
    from game.ai.coach import Decision, Review
    from game.core.engine import Game
    from game.core.state import Setup

    from .contracts import Scaled


def coached_seats(setup: Setup, seats: Sequence[dict[str, Any]]) -> set[int]:
    """The people's seats that played with the coach on (`setup`: the game's)."""
    return {
        i for i, s in enumerate(seats) if not (isinstance(s, dict) and s.get("ai")) and I.aids_for(setup, i)["coach"]
    }


class ReviewJob:
    """The review of a finished game (its setup and events) for `seats`, worked out in a thread of its own:
    `review` is None until it is done, then the Review (False when it failed); `close()` stops it."""

    def __init__(self, setup: Setup, events: Sequence[object], seats: set[int]) -> None:
        self.seats = set(seats)
        self.review: Review | Literal[False] | None = None
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        if self.seats:
            args = (setup, list(events))
            self._thread = threading.Thread(target=self._work, args=args, name="coach-review", daemon=True)
            self._thread.start()

    @property
    def working(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def _work(self, setup: Setup, events: list[object]) -> None:
        from game.ai.coach import review

        try:
            got = review(setup, events, self.seats, self._stop.is_set)
        except Exception:  # a review that fails must never take the window down: the panel says so
            got = None
        if not self._stop.is_set():
            self.review = got if got is not None else False

    def close(self) -> None:
        self._stop.set()

    def wait(self, timeout: float | None = 5.0) -> None:
        if self._thread is not None:
            self._thread.join(timeout)


class ReviewPanel:
    def __init__(self, scene: Scaled, game: Game, seats: list[dict[str, Any]]) -> None:
        self.scene = scene
        self.game = game
        self.names = [s.get("name") or f"P{i + 1}" for i, s in enumerate(seats)]
        self.seats = coached_seats(game.setup, seats)
        self.job = ReviewJob(game.setup, game.log, self.seats if game.ended else set())
        self.rows: list[
            tuple[pygame.Rect, Decision]
        ] = []  # (rect, Decision) of the costliest lines drawn: a click shows it in the replay

    @property
    def active(self) -> bool:
        return bool(self.seats)

    @property
    def review(self) -> Review | Literal[False] | None:
        return self.job.review

    @property
    def working(self) -> bool:
        return self.job.working

    def close(self) -> None:
        self.job.close()

    def wait(self, timeout: float | None = 5.0) -> None:
        self.job.wait(timeout)

    def decision_at(self, pos: tuple[int, int]) -> Decision | None:
        """The costly decision whose line is under `pos`, or None."""
        return next((d for r, d in self.rows if r.collidepoint(pos)), None)

    def lines(self) -> list[tuple[str, bool, Decision | None]]:
        """(text, bold, the costly Decision it names or None) lines of the panel."""
        out: list = [(t("review.title"), True, None)]
        r = self.review
        if r is None:
            return [*out, (t("review.working"), False, None)]
        if r is False:
            return [*out, (t("review.failed"), False, None)]
        edition = self.game.setup.edition
        for seat in sorted(self.seats):
            n = sum(1 for d in r.decisions if d.seat == seat)
            out.append((t("review.total", name=self.names[seat], lost=f"{r.total(seat):.1f}", n=n), False, None))
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
                    d,
                )
            )
        if not r.costliest(1):
            out.append((t("review.spotless"), False, None))
        else:
            out.append((t("review.click"), False, None))
        return out

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        theme.panel(surface, rect)
        px = self.scene.px
        sc = self.scene.scale
        x, y = rect.x + px(14), rect.y + px(10)
        room = rect.w - px(28)
        self.rows = []
        hover = pygame.mouse.get_pos() if pygame.mouse.get_focused() else (-1, -1)
        for text, bold, decision in self.lines():
            size = theme.role("body" if bold else "small", sc)
            lines, size = theme.fit_lines(text, room, rect.bottom - y - px(6), size, bold)
            h = len(lines) * theme.line_height(size)
            row = pygame.Rect(x - px(6), y - px(2), room + px(12), h + px(4))
            colour = theme.INK if bold else theme.INK_SOFT
            if decision is not None:
                self.rows.append((row, decision))
                if row.collidepoint(hover):
                    pygame.draw.rect(surface, (250, 236, 200), row, border_radius=6)
                colour = theme.INK
            theme.blit_lines(surface, lines, (x, y), size, colour, bold)
            y += h + px(4)
            if y >= rect.bottom - px(10):
                break
