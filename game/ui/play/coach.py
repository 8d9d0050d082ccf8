"""The coach on the play screen: an aid a person's seat switches on in New game (off by default).

- The hint key (H): the turn the hard level would play for the seat deciding now, worked out off the UI
  thread (its own AI runner, `game.ai.coach.Advisor`), shown on the board - the tile where it would lie,
  turned as it would, with what it expects to gain - and said in words on the status line.  A hint belongs
  to its position: a move, an undo or leaving the game drops it (and cancels a think under way).
- Why the computer did that: a computer seat's think also keeps the turns its judgement valued best
  (`game.ai.coach.explain`, in the runner's thread; see AIPacer).  Hovering the tile that seat laid last says
  them in words with their values, and marks the other places on the board with their numbers.

Both follow the seat whose aids show (`Aids.seat`): the coach speaks only to a person who asked for it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core import commands as cmd
from game.core.geometry import quarters

from .. import theme
from ..ai_runner import AIRunner
from ..describe import piece_word
from ..i18n import t
from .words import kind_word

if TYPE_CHECKING:
    from game.ai.coach import Advice, Move
    from game.core.state import GameState

    from ..board_view import BoardView
    from .aids import Aids
    from .contracts import CoachHost
    from .hover import HoverAid

# the hard seat the hint asks (HardSeat keyword arguments): the window's own hard by default (its clock and
# both cores); tests put a cheap fixed work here
HINT_WORK: dict = {}
HINT_COLOUR = (80, 200, 255)


def move_words(move: Move, edition: str) -> str:
    """A turn in words: how the tile is turned and what follows it."""
    turned = t("coach.turned", deg=quarters(move.place.rot) * 90) if move.place.rot else t("coach.unturned")
    act = move.act
    if isinstance(act, cmd.PlacePiece):
        what = piece_word(act.piece, edition)
        follow = t("coach.piece_on", piece=what, kind=kind_word(move.kind, edition)) if move.kind else what
    elif act is None or isinstance(act, cmd.Skip):
        follow = t("coach.no_piece")
    else:
        follow = t("coach.other_action")
    return t("coach.move", turned=turned, follow=follow)


def tile_cells(state: GameState, place: cmd.PlaceTile) -> list[tuple[int, int]]:
    """The cells a tile laid by `place` (the tile drawn now) covers."""
    if state.drawn is None:
        return [(place.x, place.y)]
    tile = state.tiles[state.drawn]
    return [(place.x + dx, place.y + dy) for dx, dy in tile.cell_offsets(quarters(place.rot))]


class Coach:
    """`aids`: whose aids show and what each seat laid last; `hover`: where the pointer rests."""

    def __init__(self, scene: CoachHost, aids: Aids, hover: HoverAid) -> None:
        self.scene = scene
        self.aids = aids
        self.hover = hover
        self.runner = AIRunner()
        self.asked: tuple | None = None  # (state version, seat) the hint under way or shown is for
        self.advice: Advice | None = None
        self.why_seat: int | None = None  # the computer seat whose last turn the pointer rests on

    def on(self) -> bool:
        return self.aids.on("coach")

    def _here(self) -> tuple:
        m = self.scene.model
        d = m.game.pending()
        return (m.state.version, d.seat if d is not None else None)

    # --- the hint ---
    def hint(self) -> None:
        sc = self.scene
        m = sc.model
        d = m.game.pending()
        seat = self.aids.seat()
        if not self.on():
            sc.set_status(t("coach.off", name=m.names[seat or 0]))
            return
        if d is None or not m.is_human(d.seat) or d.decision != "place_tile" or m.state.drawn is None:
            sc.set_status(t("coach.hint_when"))
            return
        if self.asked == self._here():
            if self.advice is not None:  # asked again: the hint goes away
                self.advice = None
                self.asked = None
                sc.set_status(t("coach.hint_hidden"))
            return
        from game.ai.coach import Advisor

        self.cancel()
        self.asked = self._here()
        self.runner.start(m.game, Advisor((m.game.setup.seed or 0) * 7 + m.state.turn, **HINT_WORK))
        sc.set_status(t("coach.thinking"))

    def cancel(self) -> None:
        """Drop the hint and any think for it (the game was left, or its position changed)."""
        self.runner.cancel()
        self.asked = None
        self.advice = None

    @property
    def thinking(self) -> bool:
        return self.asked is not None and self.advice is None and self.runner.busy

    def update(self) -> bool:
        """Take a finished hint, drop a stale one; True when what is shown changed."""
        if self.asked is None:
            return False
        if self.asked != self._here():
            self.cancel()
            return True
        got = self.runner.result()
        if got is None:
            return False
        if isinstance(got, Exception) or got is None:
            self.asked = None
            self.scene.set_status(t("coach.no_hint"))
            return True
        self.advice = got
        edition = self.scene.model.state.setup.edition
        self.scene.set_status(t("coach.hint", move=move_words(got.best, edition), gain=f"{got.gain:+.1f}"))
        return True

    # --- why the computer did that ---
    def why_at(self, cell: tuple[int, int]) -> tuple[int, list[Move]] | None:
        """(seat, the turns it weighed) when `cell` lies in the tile a computer seat laid last and the coach
        is on; None otherwise."""
        if not self.on():
            return None
        sc = self.scene
        m = sc.model
        for seat, cells in self.aids.last_tiles().items():
            if m.is_human(seat) or tuple(cell) not in cells:
                continue
            kept = sc.pacer.explained.get(seat)
            if kept is None:
                return None
            place, moves = kept
            here = m.state.board.cells.get((place.x, place.y))
            if here is None or here[2] != quarters(place.rot) % 4 or (place.x, place.y) not in cells:
                return None  # (not the turn that was explained: an undo, a load)
            return seat, moves
        return None

    def why_tip(self, cell: tuple[int, int]) -> str | None:
        got = self.why_at(cell)
        self.why_seat = None if got is None else got[0]
        if got is None or not got[1]:
            return None
        seat, moves = got
        m = self.scene.model
        edition = m.state.setup.edition
        best = moves[0].value
        lines = [t("coach.why_head", name=m.names[seat])]
        spot = (moves[0].place.x, moves[0].place.y)
        for i, mv in enumerate(moves):
            here = t("coach.here") if (mv.place.x, mv.place.y) == spot else t("coach.at_mark", n=i + 1)
            if i == 0:
                worth = t("coach.valued", v=f"{mv.value:+.1f}")
            elif mv.value <= best:
                worth = t("coach.less", d=f"{best - mv.value:.1f}")
            else:  # hard's look-ahead chose a turn its first judgement valued lower
                worth = t("coach.more", d=f"{mv.value - best:.1f}")
            lines.append(f"{i + 1}. {here}: {move_words(mv, edition)} — {worth}")
        lines.append(t("coach.why_foot"))
        return "\n".join(lines)

    # --- drawing ---
    def draw(self, surface: pygame.Surface) -> None:
        sc = self.scene
        cam = sc.camera
        s = sc.model.state
        surface.set_clip(sc.free_area())
        try:
            if self.advice is not None and s.drawn is not None:
                self._draw_hint(surface, cam, s)
            if self.why_seat is not None and self.hover.pointer is not None:
                got = self.why_at(cam.cell_at(*self.hover.pointer))
                if got is not None and got[1]:  # the other places it weighed, by their numbers
                    moves = got[1]
                    for i, mv in enumerate(moves[1:], start=2):
                        if (mv.place.x, mv.place.y) != (moves[0].place.x, moves[0].place.y):
                            self._badge(surface, cam.cell_rect((mv.place.x, mv.place.y)).center, str(i), cam)
        finally:
            surface.set_clip(None)

    def _draw_hint(self, surface: pygame.Surface, cam: BoardView, s: GameState) -> None:
        advice = self.advice
        if advice is None:
            return
        best = advice.best
        if s.drawn is None:
            return
        tile = s.tiles[s.drawn]
        q = quarters(best.place.rot)
        cells = tile_cells(s, best.place)
        for i, pos in enumerate(cells):
            r = cam.cell_rect(pos)
            img = cam.painter.cell_surface(tile, i, q, cam.cell).copy()
            img.set_alpha(150)
            surface.blit(img, r.topleft)
            pygame.draw.rect(surface, HINT_COLOUR, r, max(3, cam.cell // 20))
        top = cam.cell_rect(cells[0])
        self._badge(surface, (top.centerx, top.y), f"{advice.gain:+.1f}", cam)

    def _badge(self, surface: pygame.Surface, centre: tuple[float, float], text: str, cam: BoardView) -> None:
        size = max(12, min(theme.role("heading", self.scene.top.scale), int(cam.cell * 0.3)))
        w, h = theme.font(size, True).size(text)
        pill = pygame.Rect(0, 0, w + 14, h + 6)
        pill.center = (round(centre[0]), round(centre[1]))
        pygame.draw.rect(surface, (20, 60, 90), pill, border_radius=pill.h // 2)
        pygame.draw.rect(surface, HINT_COLOUR, pill, 2, border_radius=pill.h // 2)
        theme.blit_text(surface, text, pill.center, size, theme.WHITE, True, "center")
