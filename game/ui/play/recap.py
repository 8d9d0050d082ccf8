"""What happened since a player's last turn, as steps to show on the board after the hotseat hand-over: one step
per tile laid since then (its cells, who laid it, the points it brought and a few lines of what followed it),
read from the game's replay (`Replay.changes`, as that player saw it: others' secret tokens stay hidden)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.core import events as ev
from game.core.geometry import quarters
from game.replay import Replay

from ..describe import event_line, seat_name
from ..i18n import t

if TYPE_CHECKING:
    from game.core.engine import Game

MAX_LINES = 4  # lines of text a step shows (the rest is summed up as "...")
QUIET = (ev.TilePlaced, ev.FeatureScored, ev.TurnBegan, ev.TurnEnded, ev.PieceReturned)


@dataclass(frozen=True)
class RecapStep:
    seat: int | None  # who laid the tile (None: what happened before any tile)
    cells: tuple[tuple[int, int], ...]  # the tile's cells on the board
    points: tuple[tuple[int, int], ...]  # (seat, points) scored after it, in order
    lines: tuple[str, ...]


def since_last_turn(replay: Replay, seat: int) -> int:
    """The moment from which `seat` has not seen the game: after their last decision and what it set off (the
    start of the game when they have not decided yet)."""
    deciders = [m.decision.seat if m.decision is not None else None for m in replay.moments]
    i = len(deciders) - 1
    while i >= 0 and deciders[i] in (None, seat):
        i -= 1  # the decision in hand now (and the rules' steps before it)
    while i >= 0 and deciders[i] != seat:
        i -= 1  # back to this seat's last decision
    if i < 0:
        return 0
    for j in range(i + 1, len(deciders)):
        if deciders[j] not in (None, seat):
            return j
    return len(deciders) - 1


def recap_steps(game: Game, seat: int, seats: list[dict]) -> list[RecapStep]:
    """The steps of what happened since `seat`'s last turn (empty when nothing did)."""
    replay = Replay.of(game)
    start = since_last_turn(replay, seat)
    change = replay.changes(start, replay.last, viewer=seat)
    state = game.state
    steps: list[RecapStep] = []
    cells: tuple = ()
    who: int | None = None
    points: list[tuple[int, int]] = []
    lines: list[str] = []

    def close() -> None:
        if cells or lines or points:
            shown = lines[:MAX_LINES] + (["…"] if len(lines) > MAX_LINES else [])
            steps.append(RecapStep(who, cells, tuple(points), tuple(shown)))

    for k, e in enumerate(change.events):
        if isinstance(e, ev.TilePlaced):
            close()
            tile = state.tiles[e.tile] if e.tile in state.tiles else None
            offsets = tile.cell_offsets(quarters(e.rot)) if tile is not None else ((0, 0),)
            cells = tuple((e.x + dx, e.y + dy) for dx, dy in offsets)
            who, points, lines = e.seat, [], [t("recap.tile", name=seat_name(seats, e.seat))]
            continue
        if isinstance(e, ev.PointsScored) and e.points:
            points.append((e.seat, e.points))
        if isinstance(e, QUIET):
            continue
        line = event_line(e, seats, state, game.log, start + k)
        if line:
            lines.append(line)
    close()
    return steps
