"""The tutorial's step machine: which step is showing, which command it expects next and from whom, whether a
move the learner tries is the one the step teaches (and if not, what kind of mistake it is), and moving on
when the engine has taken a command or the learner has read a note.

Pure Python and independent of the window: the window asks `check(command)` before it submits a learner's
command, calls `done(command, seat)` after the engine took any command, `next()` when the learner leaves a
note, and plays `opponent_command()` for the computer seat.

Nothing goes by unread: when the opponent has played the last command of its step, that step's words stay
(`reading`, a note like any other) until the learner moves on, so the step counter only ever advances by one.
`at(index)` brings a fresh game to a step by playing the script up to it (resuming a tutorial left earlier).
"""

from __future__ import annotations

from game.core import commands as cmd
from game.core.guide import CHOICE, SPOT, TOKEN, TURN
from game.core.registry import command_edition

from .script import LEARNER, Step, Tutorial

OK = "ok"
# why a learner's move is refused (the window words each one: tutorial.wrong.<code>)
NOTE = "note"  # a note is showing: read it and go on first
TRY = "try"  # the step asks to try a forbidden move first
WAIT = "wait"  # it is not the learner's move now
PLACE = "place"  # the tile goes on another place
PIECE = "piece"  # another piece is wanted
# and those an edition's own commands give (game.core.guide): TURN, SPOT, TOKEN, CHOICE
WANT_SKIP = "want_skip"  # this time nothing is placed
NO_SKIP = "no_skip"  # this time something is placed
OTHER = "other"  # another kind of move is wanted
OVER = "over"  # the tutorial is over
LOST = "lost"  # the game left the script (a command the script did not expect was played)

__all__ = ["CHOICE", "SPOT", "TOKEN", "TURN", "TutorialController", "mistake", "play_through"]


def mistake(expected: cmd.Command, tried: cmd.Command) -> str:
    """What kind of mistake playing `tried` is when `expected` is wanted (never OK): the core's commands are
    told apart here, an edition's own by its registration's guide (game.core.guide)."""
    if isinstance(expected, cmd.Skip):
        return WANT_SKIP
    if isinstance(tried, cmd.Skip):
        return NO_SKIP
    if isinstance(expected, cmd.PlaceTile) and isinstance(tried, cmd.PlaceTile):
        return TURN if (tried.x, tried.y) == (expected.x, expected.y) else PLACE
    if isinstance(expected, cmd.PlacePiece) and isinstance(tried, cmd.PlacePiece):
        return PIECE if tried.piece != expected.piece else SPOT
    edition = command_edition(type(expected))
    return (edition.guide.mistake(expected, tried) if edition is not None else None) or OTHER


class TutorialController:
    def __init__(self, tutorial: Tutorial, game) -> None:
        self.tutorial = tutorial
        self.game = game
        self.index = 0  # the step showing
        self.played = 0  # commands of that step already played
        self.lost = False  # a command off the script was played: the tutorial cannot go on
        self.reading = False  # the opponent's step is played; its words stay until the learner moves on
        self.version = 0  # changes whenever the step machine moves (the window redraws)

    # --- where we are ---
    @property
    def steps(self) -> tuple[Step, ...]:
        return self.tutorial.steps

    @property
    def step(self) -> Step | None:
        return self.steps[self.index] if self.index < len(self.steps) else None

    @property
    def progress(self) -> tuple[int, int]:
        """(the step's number from 1, how many steps)."""
        return min(self.index + 1, len(self.steps)), len(self.steps)

    def on_note(self) -> bool:
        step = self.step
        return step is not None and (step.note or self.reading)

    def trying(self) -> bool:
        """The step asks the learner to try a move the rules forbid, and it has not been tried yet."""
        step = self.step
        return step is not None and step.tries is not None and not self.reading and not self.lost

    def tried(self) -> None:
        """The learner tried the forbidden move (the engine refused it): its step stays to be read."""
        if self.trying():
            self.reading = True
            self.version += 1

    def final(self) -> bool:
        """The last note shows (the game is over, its final scoring explained)."""
        return self.index == len(self.steps) - 1 and self.on_note()

    def expected(self) -> cmd.Command | None:
        """The command the current step waits for (from the learner or the opponent), or None on a note."""
        step = self.step
        if step is None or step.note or self.lost or self.reading:
            return None
        return step.commands[self.played]

    def alternatives(self) -> tuple[cmd.Command, ...]:
        """Every command that counts as the expected one (it first)."""
        want = self.expected()
        if want is None:
            return ()
        step = self.step
        assert step is not None
        return (want,) + (step.accept if self.played == 0 else ())

    def learner_to_move(self) -> bool:
        d = self.game.pending()
        return self.expected() is not None and d is not None and d.seat == LEARNER

    def opponent_command(self) -> cmd.Command | None:
        """The scripted opponent's next command, when it is the opponent's move and the script is at it."""
        d = self.game.pending()
        want = self.expected()
        if want is None or d is None or d.seat == LEARNER:
            return None
        return want

    # --- the learner acts ---
    def check(self, command: cmd.Command) -> str:
        """OK when `command` is the move this step teaches, else the kind of mistake (nothing changes)."""
        if self.lost:
            return LOST
        if self.step is None or self.final():
            return OVER
        want = self.expected()
        if self.trying():
            return TRY
        if want is None:
            return NOTE
        d = self.game.pending()
        if d is None or d.seat != LEARNER:
            return WAIT
        if command in self.alternatives():
            return OK
        return mistake(want, command)

    def next(self) -> bool:
        """Leave the note showing (not the last one); True when the step machine moved."""
        if not self.on_note() or self.final() or self.trying():
            return False
        self._advance_step()
        return True

    def done(self, command: cmd.Command, seat: int | None = None) -> None:
        """The engine took `command`, played by `seat` (the learner's or the opponent's; None: the command's
        own seat, else the learner): the script moves on.  After the opponent's last command of a step, the
        step stays as a note to read."""
        if self.lost:
            return
        if command not in self.alternatives():
            self.lost = True
            self.version += 1
            return
        step = self.step
        assert step is not None
        self.played += 1
        if seat is None:
            seat = getattr(command, "seat", LEARNER)
        if self.played < len(step.commands):
            self.version += 1
        elif seat != LEARNER:
            self.reading = True
            self.version += 1
        else:
            self._advance_step()

    def _advance_step(self) -> None:
        self.index += 1
        self.played = 0
        self.reading = False
        self.version += 1

    def at(self, index: int) -> bool:
        """Play the script from the start of the game up to step `index` (a fresh controller on a fresh game),
        learner's and opponent's commands alike, leaving every note read; False (and nothing more played)
        when the engine refuses a command on the way, which a changed script may cause."""
        from game.core.engine import Refusal

        index = max(0, min(index, len(self.steps) - 1))
        while self.index < index and not self.lost:
            if self.trying():
                self.tried()
            if self.on_note():
                self.next()
                continue
            d = self.game.pending()
            want = self.expected()
            if d is None or want is None:
                return False
            if isinstance(self.game.submit(want, getattr(want, "seat", d.seat)), Refusal):
                return False
            self.done(want, d.seat)
        return self.index == index and not self.lost


def play_through(tutorial: Tutorial, choose=None):
    """Play a tutorial to its end with its own commands (or `choose(controller, alternatives)` picking among
    the accepted ones); returns the finished game and the controller.  Raises AssertionError naming the step
    when the engine refuses a scripted command (the tests' check that a script is legal end to end)."""
    from game.core.engine import Refusal

    game = tutorial.new_game()
    ctl = TutorialController(tutorial, game)
    for _ in range(10000):
        if ctl.final():
            break
        if ctl.trying():
            step = ctl.step
            assert step is not None and step.tries is not None
            allowed = game.refusal_for(step.tries, LEARNER) is None
            assert not allowed, f"{tutorial.edition} step {step.id}: the engine allows the move it should refuse"
            ctl.tried()
        if ctl.on_note():
            ctl.next()
            continue
        options = ctl.alternatives()
        command = choose(ctl, options) if choose is not None else options[0]
        step = ctl.step
        d = game.pending()
        assert d is not None, f"{tutorial.edition} step {step.id if step else '?'}: the game ended before it"
        seat = getattr(command, "seat", d.seat)
        result = game.submit(command, seat)
        if isinstance(result, Refusal):
            raise AssertionError(f"{tutorial.edition} step {step.id if step else '?'}: {result.reason}")
        ctl.done(command, d.seat)
    return game, ctl
