"""The Replay scene's model: one moment of a replay, shaped as the play screen's components read a game.

`ReplayModel` is a `PlayModel` whose game is the game as it stood at the moment shown (`MomentGame`): the
state an onlooker saw then (`Replay.view(i, None)`: the draw pile's order and other players' face-down tokens
concealed until the game is over), the decision pending then, and no options (nobody plays in a replay), so
the board, the card, the players panel and the log draw it exactly as the play screen draws a game.

Stepping is pure and tested: `step_from` moves by single steps (each event of the log, each scoring as it
happened; a turn's bookkeeping end is passed over), the engine's `next_turn` / `previous_turn` by turns.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core import events as ev
from game.core.engine import Decision
from game.core.insight import LogSubjects
from game.replay import END, START, TURN, Replay

from .. import theme
from ..describe import seat_name
from ..i18n import t
from ..play import log_words
from ..play.model import PlayModel

if TYPE_CHECKING:
    from game.replay.timeline import Moment

    from ..editions.base import SpotWorld, WindowPlugin


class MomentGame:
    """The game at one moment of a replay, for drawing only (never play on it: its piles are not the real ones)."""

    def __init__(self, replay: Replay, index: int) -> None:
        self.view = replay.view(index, None)
        self.moment = self.view.moment
        self.setup = replay.setup
        self.state = self.view.state
        self.log = replay.log[:index]

    @property
    def ended(self) -> bool:
        return self.state.ended

    def pending(self) -> Decision | None:
        """The decision pending then, or (while the rules act) the seat whose turn it was, to mark its row."""
        m = self.moment
        if m.decision is not None or self.state.ended or m.seat is None:
            return m.decision
        return Decision(m.seat, "")

    def options(self) -> list:
        return []


class ReplayModel(PlayModel):
    def __init__(
        self, replay: Replay, seats: list[dict], plugin: WindowPlugin, spot_world: SpotWorld, index: int = 0
    ) -> None:
        self.replay = replay
        super().__init__(MomentGame(replay, index), seats, plugin, spot_world)
        self.index = index
        self.lines = log_lines(replay, self.seats, self.colours)

    def seek(self, index: int) -> None:
        self.index = index
        self.game = MomentGame(self.replay, index)
        self.changed()

    @property
    def moment(self) -> Moment:
        return self.game.moment

    @property
    def hands_shown(self) -> bool:
        """The game is over: every face-down token is shown."""
        return self.game.view.hands_shown

    def pending_human(self) -> None:
        return None  # nobody acts in a replay

    def is_human(self, seat: int | None) -> bool:
        return False  # no eye button: a replay shows no one's face-down tokens until the game is over

    def lines_until(self, index: int) -> list:
        """The log panel's lines at moment `index`: the events before it."""
        return [x for x in self.lines if x[0] < index]

    def describe(self) -> str:
        """What the moment is, for the top bar: the turn and what just happened."""
        m = self.moment
        if m.kind == START:
            return t("replay.start")
        turns = self.replay.turns
        head = t("replay.turn_of", turn=m.turn, turns=turns)
        if m.kind == END:
            return f"{head} — {t('log.game_ended')}"
        line = next((x[1] for x in reversed(self.lines) if x[0] == m.index - 1), None)
        if line is None and m.kind == TURN and m.seat is not None:
            line = t("replay.draws", name=seat_name(self.seats, m.seat))
        if line is None and self.state.turn == turns and isinstance(m.event, ev.TurnEnded) and self.replay.over:
            line = t("replay.final_scoring")
        return f"{head} — {line}" if line else head


def log_lines(replay: Replay, seats: Any, colours: Any) -> list[tuple[int, str, tuple]]:
    """(log index, text, colour) of every event worth a line, as an onlooker saw it (worked out once)."""
    seen = replay.events_seen(replay.last, None)
    state = replay.final
    # what each line names, in words: worked out on the whole log (tiles and features are public; `seen`, one
    # event for each, hides secret tokens and cannot be folded)
    subjects = LogSubjects(replay.setup, state.tiles).update(replay.events_until(replay.last))
    out = []
    for i, e in enumerate(seen):
        line = log_words.line(e, subjects[i] if i < len(subjects) else None, seats, state, seen, i)
        if line is not None:
            seat = getattr(e, "seat", None)
            colour = colours[seat] if isinstance(seat, int) and 0 <= seat < len(colours) else theme.INK
            out.append((i, line, colour))
    return out


def _bookkeeping(replay: Replay, index: int) -> bool:
    """Moment `index` only closes a turn (the next moment draws the next tile): stepping passes over it."""
    return 0 < index < replay.last and isinstance(replay.log[index - 1], ev.TurnEnded)


def step_from(replay: Replay, index: int, steps: int) -> int:
    """The moment `steps` single steps from `index` (negative: back), within the game."""
    for _ in range(abs(steps)):
        d = 1 if steps > 0 else -1
        nxt = index + d
        while 0 < nxt < replay.last and _bookkeeping(replay, nxt):
            nxt += d
        index = max(0, min(replay.last, nxt))
    return index


def turn_from(replay: Replay, index: int, turns: int) -> int:
    """The moment `turns` turns from `index` (the start of a turn; back from inside a turn: its start)."""
    for _ in range(abs(turns)):
        index = replay.next_turn(index) if turns > 0 else replay.previous_turn(index)
    return index


def stops(replay: Replay) -> list[int]:
    """The slider's stops: the start, each turn's start, the end."""
    out = [0, *replay.turn_starts]
    if out[-1] != replay.last:
        out.append(replay.last)
    return out
