"""Computer seats at the table: each thinks off the UI thread (AIRunner); its choice is then shown gliding
from the card or its row to the board, and submitted when it lands.

How computer turns are shown is the player's setting (`computer_pace`): "instant" (no glide, no pause),
"normal", "slow", or "key" (each computer move waits for Space, Enter or a click before it is shown); with
reduced motion nothing glides (the move appears where it lands after the same pause)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.core import commands as cmd
from game.core.geometry import quarters

from .. import icons
from ..ai_runner import AIRunner, make_seat
from .animator import Animator, Glide
from .contracts import GlideHost, SeatRunner

if TYPE_CHECKING:
    import pygame

    from game.ai.coach import Move
    from game.core.engine import Game
    from game.core.state import GameState

    from ..editions.base import WindowPlugin
    from .model import PlayModel

PACES = ("instant", "normal", "slow", "key")
SLOW = 0.4  # "slow" shows a move this many times as fast as "normal"


class AIPacer:
    def __init__(self, seats: list[dict], seed: int) -> None:
        self.runner: SeatRunner = AIRunner()
        self.seats = {
            i: make_seat(s.get("ai") or "normal", seed * 10 + i, s.get("character"))
            for i, s in enumerate(seats)
            if s.get("ai")
        }
        self.wait = 0.0
        self.held = False  # "key": a computer move was shown; the next waits for the player
        self.ready: cmd.Command | None = None  # a computer's choice made while held
        self.explained: dict = {}  # seat -> (the tile it laid last, the turns it weighed: game.ai.coach.Move)
        self.explain = False  # keep what each computer tile decision weighed (a seat's coach is on)

    def go_on(self) -> bool:
        """The player asked for the next computer move ("key" pace); False when none was waiting."""
        was = self.held
        self.held = False
        return was

    @staticmethod
    def skip(animator: Animator) -> bool:
        """The move gliding now lands at once (the skip key); False when nothing glides."""
        g = animator.glide
        if g is None or g.done:
            return False
        g.age = g.duration
        return True

    @property
    def thinking(self) -> bool:
        return self.runner.busy

    def cancel(self) -> None:
        self.runner.cancel()

    def update(
        self,
        dt: float,
        model: PlayModel,
        animator: Animator,
        speed: float,
        places: Callable[[object], tuple[tuple[float, float], tuple[float, float], str] | None],
        pace: str = "normal",
        reduced: bool = False,
    ) -> cmd.Command | None:
        """Advance the computer seats; returns a command to submit now (a glide has landed), or None.
        `places(command)` gives a glide's (start, end, kind) on screen, or None to submit without one."""
        g = animator.glide
        if g is not None:
            if g.done:
                animator.glide = None
                model.busy = False
                self.held = pace == "key"
                return g.command
            return None
        d = model.game.pending()
        if d is None or model.is_human(d.seat):
            self.held = False
            return None
        choice = self.ready
        if choice is None:
            if not self.runner.busy:
                self.wait = 0.0
                after = _weighed if self.explain and d.decision == "place_tile" else None
                seat = self.seats.get(d.seat) or make_seat("normal", d.seat)
                if after is None:
                    self.runner.start(model.game, seat)
                else:
                    self.runner.start(model.game, seat, after)
                return None
            self.wait += dt
            choice = self.runner.result()
            if choice is None:
                return None
            if isinstance(choice, Exception):  # an AI bug must not stop the game: take a legal option
                opts = model.options()
                if not opts:
                    return None
                choice = opts[-1]
            elif isinstance(choice, cmd.PlaceTile) and self.runner.extra:  # (a tutorial's runner
                self.explained[d.seat] = (choice, self.runner.extra)  # says nothing of what its seat weighed)
        if self.held and pace == "key":
            self.ready = choice  # shown when the player goes on
            return None
        self.ready = None
        if pace == "instant":
            return choice
        if pace == "slow":
            speed *= SLOW
        think = max(0.0, 0.35 / speed - self.wait)
        where = None if reduced else places(choice)
        if where is None:
            animator.glide = Glide(choice, think + 0.25 / speed, think)
        else:
            start, end, kind = where
            travel = (0.45 if isinstance(choice, cmd.PlaceTile) else 0.4) / speed
            animator.glide = Glide(choice, think + travel, think, start, end, kind)
        model.busy = True
        return None


def _weighed(game: Game, seat_obj: Any, choice: object) -> list[Move]:
    """In the think's thread: the turns the seat weighed best for the tile decision it just made."""
    from game.ai.coach import explain

    return explain(game, seat_obj, choice) if isinstance(choice, cmd.PlaceTile) else []


def glide_kind(command: object, state: GameState, plugin: WindowPlugin) -> str | None:
    """What a computer seat's move carries across the screen (see Glide.kind), or None: a tile or a piece, or
    what the edition's window plug-in says its own command carries (`WindowPlugin.glide_kind`)."""
    if isinstance(command, cmd.PlaceTile) and state.drawn is not None:
        return f"tile:{state.drawn}:{quarters(command.rot)}"
    if isinstance(command, cmd.PlacePiece):
        return command.piece
    return plugin.glide_kind(command)


def glide_places(scene: GlideHost, command: object) -> tuple[tuple[float, float], tuple[float, float], str] | None:
    """Where a computer seat's move glides from and to on screen, and what it carries."""
    kind = glide_kind(command, scene.model.state, scene.plugin)
    if kind is None:
        return None
    s = scene.model.state
    cam = scene.camera
    if isinstance(command, cmd.PlaceTile):
        return scene.card.rect.center, cam.cell_rect((command.x, command.y)).center, kind
    start: tuple[float, float] = scene.players.seat_point(s.current)
    if isinstance(command, cmd.PlacePiece) and s.placed is not None:
        end = cam.to_screen(*cam.spot_world(s, s.placed.cells[command.cell], command.feature))
    else:
        view = scene.model.view()
        tg = scene.plugin.target(command, s, view, cam.spot_world)
        if tg is None:
            return None
        end = cam.to_screen(*tg.world)
        on_board = [w for _k, src, w in scene.plugin.board_sources(s, view) if src == tg.source]
        if on_board:  # something on the board moves: from where it stands
            start = cam.to_screen(*on_board[0])
    return start, end, kind


def glide_image(scene: GlideHost) -> pygame.Surface | None:
    g = scene.animator.glide
    if g is None or g.kind is None:
        return None
    if g.kind.startswith("tile:"):
        tile_id, q = g.kind[5:].rsplit(":", 1)
        tile = scene.model.state.tiles[tile_id]
        return scene.camera.painter.cell_surface(tile, 0, int(q), scene.camera.cell)
    return icons.thing(g.kind, scene.camera.piece_size(), scene.model.colour(scene.model.state.current))
