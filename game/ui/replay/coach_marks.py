"""The coach's review in the replay: the costliest decisions of the people who played with the coach, each
shown on the board at the moment it was made - the better turn where its tile would have lain, turned as it
would, framed, and a line saying what it was worth - with C going to the next one.

The review comes from the results screen (a click on one of its lines opens the replay there) or, for a
finished game opened from elsewhere, is worked out in a thread of its own (`ReviewJob`) and stopped when
the replay is left.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.core.geometry import quarters

from .. import theme
from ..i18n import t
from ..play.coach import HINT_COLOUR, move_words
from ..scenes.results_review import ReviewJob, coached_seats

if TYPE_CHECKING:
    from game.ai.coach import Decision, Review
    from game.replay import Replay

    from ..board_view import BoardView
    from ..play.topbar import TopBar
    from .intents import Seek
    from .model import ReplayModel

PLAYED_COLOUR = (235, 110, 90)


class ReviewHost(Protocol):
    """What the coach's marks use of the replay screen: the game replayed and its seats, the moment shown,
    the board's camera and the bar's scale."""

    @property
    def replay(self) -> Replay: ...
    @property
    def seats(self) -> list[dict[str, Any]]: ...
    @property
    def index(self) -> int: ...
    @property
    def model(self) -> ReplayModel: ...
    @property
    def camera(self) -> BoardView: ...
    @property
    def top(self) -> TopBar: ...


class CoachMarks:
    def __init__(self, scene: ReviewHost) -> None:
        self.scene = scene
        self.job: ReviewJob | None = None
        self.given: Review | None = None  # a Review handed over by the results screen
        self.current: Decision | None = None  # the Decision shown
        replay = scene.replay
        if replay.over:
            seats = coached_seats(replay.setup, scene.seats)
            if seats:
                self.job = ReviewJob(replay.setup, replay.log, seats)

    @property
    def review(self) -> Review | None:
        if self.given is not None:
            return self.given
        got = self.job.review if self.job is not None else None
        return got or None

    @property
    def active(self) -> bool:
        return self.given is not None or self.job is not None

    def show(self, review: Review, decision: Decision | None) -> None:
        """Show `decision` of `review` (the results screen's click): the moment it was made, marked."""
        if self.job is not None:
            self.job.close()
            self.job = None
        self.given = review
        self.current = decision

    def next_intent(self) -> Seek | None:
        """C: the next of the costliest decisions (from the first after the last one shown); a Seek there."""
        from . import intents as R

        r = self.review
        worst = r.costliest(3) if r is not None else []
        if not worst:  # no review (yet), or nothing left behind: nothing to show
            return None
        k = worst.index(self.current) + 1 if self.current in worst else 0
        self.current = worst[k % len(worst)]
        return R.Seek(self.current.index + 1)

    def close(self) -> None:
        if self.job is not None:
            self.job.close()

    def shown(self) -> Decision | None:
        """The Decision to mark now: the one chosen, when the replay stands at the moment it was made."""
        d = self.current
        if d is None or self.scene.index != d.index + 1:
            return None
        return d

    def words(self) -> str | None:
        d = self.shown()
        if d is None:
            return None
        edition = self.scene.replay.setup.edition
        return t(
            "review.mark",
            lost=f"{d.lost:.1f}",
            better=move_words(d.best, edition),
            played=move_words(d.played, edition),
        )

    def draw(self, surface: pygame.Surface) -> None:
        d = self.shown()
        if d is None:
            return
        sc = self.scene
        cam = sc.camera
        s = sc.model.state
        if s.drawn is None:
            return
        tile = s.tiles[s.drawn]
        surface.set_clip(cam.area)
        try:
            for move, colour, ghost in ((d.played, PLAYED_COLOUR, False), (d.best, HINT_COLOUR, True)):
                q = quarters(move.place.rot)
                for i, (dx, dy) in enumerate(tile.cell_offsets(q)):
                    r = cam.cell_rect((move.place.x + dx, move.place.y + dy))
                    if ghost:
                        img = cam.painter.cell_surface(tile, i, q, cam.cell).copy()
                        img.set_alpha(160)
                        surface.blit(img, r.topleft)
                    pygame.draw.rect(surface, colour, r, max(3, cam.cell // 20))
            text = self.words() or ""
            size = theme.role("small", sc.top.scale)
            room = cam.area.w - 40
            lines, size = theme.fit_lines(text, room, cam.area.h // 4, size, True)
            h = len(lines) * theme.line_height(size) + 16
            box = pygame.Rect(cam.area.x + 20, cam.area.y + 12, room, h)
            pygame.draw.rect(surface, (20, 60, 90), box, border_radius=10)
            pygame.draw.rect(surface, HINT_COLOUR, box, 2, border_radius=10)
            theme.blit_lines(surface, lines, (box.x + 12, box.y + 8), size, theme.WHITE, True)
        finally:
            surface.set_clip(None)
