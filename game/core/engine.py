"""The Game: `options()` for the pending decision, `submit(command) -> events | Refusal`, the turn flow.

The engine never raises for a player's command: a command that is not among `options()` is answered with a
Refusal whose reason names the rule it breaks, and nothing changes.  Every change goes through events
(state.apply), so a replay of the log gives the same state.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from . import commands as cmd
from . import events as ev
from .board import fit_rotations
from .geometry import ROTATIONS, quarters
from .refusals import Refusal as Refusal  # (re-exported: callers take it from the engine)
from .refusals import declare, refuse
from .registry import get_edition
from .state import GameState, Setup, apply, initial

if TYPE_CHECKING:
    from .edition_hooks import EditionHooks
    from .tiles import TileSet

REFUSALS = declare(
    {
        "command_malformed": ("detail",),
        "game_over": (),
        "not_your_decision": ("seat", "decision", "by"),
        "place_tile_first": ("command",),
        "bad_rotation": ("rot",),
        "cell_occupied": ("pos",),
        "not_touching": ("pos",),
        "edges_mismatch": ("pos", "rot"),
        "placement_not_allowed": ("pos", "rot"),
    }
)


@dataclass(frozen=True)
class Decision:
    seat: int
    decision: str

    def to_dict(self) -> dict[str, object]:
        return {"seat": self.seat, "decision": self.decision}

    @classmethod
    def of(cls, seat: int, decision: str) -> Decision:
        """The Decision (an immutable value): made once per seat and kind and shared, since the engine and the
        seats ask for the pending decision several times a turn."""
        key = (seat, decision)
        d = _DECISIONS.get(key)
        if d is None:
            d = _DECISIONS[key] = cls(seat, decision)
        return d


_DECISIONS: dict[tuple[int, str], Decision] = {}


class Game:
    def __init__(self, setup: Setup, tileset: TileSet | None = None) -> None:
        self.edition = get_edition(setup.edition)
        self.setup = setup
        self.state: GameState = initial(setup, self.edition, tileset)
        self.log: list[Any] = []  # the events, in order
        self.turn_marks: list[int] = []  # log length at the start of each turn (for undo)
        self._options_cache: tuple[int, list[Any]] | None = None  # (state version, options)
        self._advance()

    @classmethod
    def replay(cls, setup: Setup, events: Iterable[Any], tileset: TileSet | None = None) -> Game:
        """Fold a log of events; no rule is run again (the events are the facts)."""
        game = cls.__new__(cls)
        game.edition = get_edition(setup.edition)
        game.setup = setup
        game.state = initial(setup, game.edition, tileset)
        game.log = []
        game.turn_marks = []
        game._options_cache = None
        for e in events:
            game._emit(e)
        return game

    def clone(self, deck: list[str] | None = None) -> Game:
        """A copy to think on (the AI): same state, its own empty log; `deck` replaces the draw pile
        (a determinized guess at the unseen tiles), keeping the tiles already drawn."""
        game = Game.__new__(Game)
        game.edition = self.edition
        setup = self.setup
        if deck is not None:
            setup = copy.copy(setup)
            setup.deck = deck
        game.setup = setup
        game.state = self.state.clone(setup)
        game.log = []
        game.turn_marks = []
        game._options_cache = self._options_cache  # same state version: the same options (read-only)
        return game

    # --- the pending decision ---
    @property
    def ended(self) -> bool:
        return self.state.ended

    def pending(self) -> Decision | None:
        s = self.state
        if s.ended:
            return None
        if s.phase == "place_tile":
            return Decision.of(s.current, "place_tile")
        return self.edition.pending(s)

    def options(self) -> list[Any]:
        """Every legal command for the pending decision."""
        return self._options()[1]

    def _options(self) -> tuple[int, list[Any]]:
        s = self.state
        cached = self._options_cache
        if cached is not None and cached[0] == s.version:
            return cached
        opts: list[cmd.Command]
        if s.ended:
            opts = []
        elif s.phase == "place_tile" and s.drawn is not None:
            opts = list(legal_commands(s, s.drawn))
        else:
            opts = self.edition.options(s)
        self._options_cache = cached = (s.version, opts)
        return cached

    def is_option(self, command: cmd.Command) -> bool:
        """Whether `command` is one of `options()`: found by identity when it is one of the very objects listed
        (a seat's choice: no comparison of values), else by value."""
        opts = self._options()[1]
        return id(command) in map(id, opts) or command in opts

    def placements(self, tile_id: str) -> list[tuple[int, int, int]]:
        """All legal (x, y, rot) for the tile on the current board."""
        return legal_placements(self.state, tile_id)

    # --- acting ---
    def submit(self, command: cmd.Command | dict[str, Any], seat: int | None = None) -> list[Any] | Refusal:
        """Play `command` (a Command or its JSON dict) for the seat whose decision is pending; `seat`, when
        given (or a dict's "seat"), must be that seat."""
        if isinstance(command, dict):
            if seat is None and "seat" in command:
                seat = command["seat"]
            try:
                command = cmd.from_dict(command)
            except cmd.CommandFormatError as exc:
                return refuse("command_malformed", str(exc), detail=str(exc))
        elif not isinstance(command, cmd.Command):
            why = "a command must be an object with a 'do' key"
            return refuse("command_malformed", why, detail=why)
        if seat is not None and not cmd.whole(seat):
            why = "'seat' must be a seat number"
            return refuse("command_malformed", why, detail=why)
        refusal = self.refusal_for(command, seat)
        if refusal is not None:
            return refusal
        return self.play(command)

    def refusal_for(self, command: cmd.Command, seat: int | None = None) -> Refusal | None:
        """None when `command` (a Command) may be played now by `seat` (or the command's own seat); else the
        Refusal that `submit` gives, naming the rule.  Changes nothing."""
        if self.state.ended:
            return refuse("game_over", "the game is over")
        pend = self.pending()
        if seat is None:
            seat = getattr(command, "seat", None)
        if seat is not None and pend is not None and seat != pend.seat:
            return refuse(
                "not_your_decision",
                f"it is seat {pend.seat}'s decision ({pend.decision}), not seat {seat}'s",
                seat=pend.seat,
                decision=pend.decision,
                by=seat,
            )
        if self.is_option(command):
            return None
        try:
            return self.explain(command)
        except Exception:
            why = f"{command.do} is not allowed now"
            return refuse("command_malformed", why, detail=why)

    def play(self, command: Any) -> list[Any]:
        """`submit` without the legality check, for the AI's search: `command` must be one of `options()`."""
        s = self.state
        start = len(self.log)
        if s.phase == "place_tile" and s.drawn is not None:
            self.turn_marks.append(start)
            self._emit(ev.TilePlaced(s.current, s.drawn, command.x, command.y, command.rot))
        else:
            for e in self.edition.handle(s, command):
                self._emit(e)
        self._advance()
        return self.log[start:]

    def explain(self, command: Any) -> Refusal:
        """Why `command` is not legal now, naming the rule (its code and params for the window)."""
        s = self.state
        if s.phase == "place_tile" and s.drawn is not None:
            if not isinstance(command, cmd.PlaceTile):
                return refuse(
                    "place_tile_first",
                    f"first place the drawn tile (the game waits for place_tile, not {command.do})",
                    command=command.do,
                )
            return placement_refusal(s, s.drawn, command.x, command.y, command.rot)
        return self.edition.explain(s, command)

    def _emit(self, e: Any) -> None:
        apply(self.state, e)
        self.log.append(e)

    def _advance(self) -> None:
        """Run the automatic steps until a player must decide or the game is over."""
        s = self.state
        for _ in range(100000):
            if s.ended or s.phase == "place_tile":
                return
            if s.phase in ("start", "turn_end"):
                self._begin_turn()
                continue
            events = self.edition.advance(s)
            if events is None:  # a player's decision is pending
                return
            for e in events:
                self._emit(e)
        raise RuntimeError("the turn flow did not settle")  # a bug, never a player's mistake

    def _begin_turn(self) -> None:
        s = self.state
        seat = (s.current + 1) % s.players
        deck = s.setup.deck
        while s.deck_pos < len(deck):
            tile = deck[s.deck_pos]
            if has_placement(s, tile):
                self._emit(ev.TurnBegan(seat, tile, s.deck_pos))
                return
            self._emit(ev.TileDiscarded(tile, s.deck_pos))
        for e in self.edition.final_scoring(s):
            self._emit(e)
        self._emit(ev.GameEnded(tuple(s.scores)))

    def finish(self) -> None:
        """End the game now as if the last tile had just been played (scenario `finish: true`)."""
        s = self.state
        if s.ended:
            return
        for e in self.edition.final_scoring(s):
            self._emit(e)
        self._emit(ev.GameEnded(tuple(s.scores)))

    # --- undo ---
    def undo_point(self) -> int:
        """The log length at the start of the current turn: undo may go back to here, not further."""
        return self.turn_marks[-1] if self.turn_marks else len(self.log)

    def rewind(self, length: int) -> None:
        """Rebuild the state from the first `length` events (the draw piles are in the setup: no re-roll)."""
        events = self.log[:length]
        marks = [m for m in self.turn_marks if m < length]
        fresh = Game.replay(self.setup, events, self.state.tiles)
        self.state, self.log, self._options_cache = fresh.state, fresh.log, None
        self.turn_marks = marks


_PLACE_COMMANDS: dict[tuple[int, int], tuple[cmd.PlaceTile, ...]] = {}


def place_commands(pos: tuple[int, int]) -> tuple[cmd.PlaceTile, ...]:
    """The PlaceTile commands at `pos`, by quarter turns: commands are immutable values, made once and shared."""
    c = _PLACE_COMMANDS.get(pos)
    if c is None:
        if len(_PLACE_COMMANDS) > 50000:
            _PLACE_COMMANDS.clear()
        c = _PLACE_COMMANDS[pos] = tuple(cmd.PlaceTile(pos[0], pos[1], rot) for rot in ROTATIONS)
    return c


def legal_commands(s: GameState, tile_id: str) -> list[cmd.PlaceTile]:
    """`legal_placements` as PlaceTile commands, in the same order."""
    tile = s.tiles[tile_id]
    if tile.multi:
        return [place_commands((x, y))[quarters(rot)] for x, y, rot in legal_placements(s, tile_id)]
    edition = s.edition
    commands = _PLACE_COMMANDS
    out: list[cmd.PlaceTile] = []
    if not _restricts(edition):  # every fitting place is allowed: no hook to call, the commands in one pass
        by_q_commands = s.board.fitting_commands(tile, place_commands)
        for q in edition.rotations(s, tile):
            out += by_q_commands[q]
        return out
    by_q = s.board.fitting(tile, ordered=True)
    for q in edition.rotations(s, tile):
        places = edition.allowed_places(s, tile, q, by_q[q])
        try:
            out += [commands[pos][q] for pos in places]  # (made before, the usual case: no call a place)
        except KeyError:
            out += [(commands.get(pos) or place_commands(pos))[q] for pos in places]
    return out


def _restricts(edition: EditionHooks) -> bool:
    """Whether the edition has a placement rule of its own: the base hook, which allows every fitting place,
    says so (`allows_all`), and the engine then does not call it."""
    return not getattr(type(edition).placement_allowed, "allows_all", False)


def legal_placements(s: GameState, tile_id: str) -> list[tuple[int, int, int]]:
    """Every legal (x, y, rot), by rotation then position.  A one-cell tile looks up the rotations that fit
    each frontier cell's edge constraint (`Board.fitting`); a tile of several cells tries each anchor."""
    tile = s.tiles[tile_id]
    board = s.board
    ok = s.edition.placement_allowed
    out = []
    if not tile.multi:
        by_q = board.fitting(tile)
        for q in s.edition.rotations(s, tile):
            rot = ROTATIONS[q]
            for x, y in sorted(by_q[q]):
                if ok(s, tile, x, y, q):
                    out.append((x, y, rot))
        return out
    for q in s.edition.rotations(s, tile):
        rot = ROTATIONS[q]
        for x, y in sorted(board.candidate_anchors(tile, q)):
            if board.fits(tile, x, y, q) and ok(s, tile, x, y, q):
                out.append((x, y, rot))
    return out


_EVERY_TURN = frozenset(range(4))


def has_placement(s: GameState, tile_id: str) -> bool:
    tile = s.tiles[tile_id]
    board = s.board
    ok = s.edition.placement_allowed
    allowed = s.edition.rotations(s, tile)
    if not tile.multi:
        if not _restricts(s.edition) and _EVERY_TURN.issubset(allowed):  # any fitting rotation will do
            return board.fits_somewhere(tile)
        table = tile.fit_by_id
        constraint = board.constraint
        for pos in board.frontier:
            cons = constraint(pos)
            rots = table.get(id(cons))  # interned: see game.core.board
            if rots is None:
                rots = table[id(cons)] = fit_rotations(tile, 0, cons)
            for q in rots:
                if q in allowed and ok(s, tile, pos[0], pos[1], q):
                    return True
        return False
    for q in allowed:
        for x, y in board.candidate_anchors(tile, q):
            if board.fits(tile, x, y, q) and ok(s, tile, x, y, q):
                return True
    return False


def placement_refusal(s: GameState, tile_id: str, x: int, y: int, rot: int) -> Refusal:
    """Why the tile may not lie at (x, y) turned `rot` (asked for a placement that is not legal)."""
    tile = s.tiles[tile_id]
    try:
        q = quarters(rot)
    except ValueError as exc:
        return refuse("bad_rotation", str(exc), rot=rot)
    if q not in s.edition.rotations(s, tile):
        refusal: Refusal = s.edition.rotation_refusal(s, tile, rot)
        return refusal
    board = s.board
    cells = [(x + dx, y + dy) for dx, dy in tile.cell_offsets(q)]
    for pos in cells:
        if pos in board.cells:
            return refuse("cell_occupied", f"[{pos[0]}, {pos[1]}] already holds a tile", pos=pos)
    if not any(pos in board.frontier for pos in cells):
        return refuse("not_touching", f"a tile must touch the board along a side; [{x}, {y}] touches none", pos=(x, y))
    for i, pos in enumerate(cells):
        if not board.cell_fits(tile, i, q, pos):
            return refuse(
                "edges_mismatch",
                f"the tile turned {rot} does not match its neighbours at [{pos[0]}, {pos[1]}] "
                "(every touching edge must continue the same terrain)",
                pos=pos,
                rot=rot,
            )
    if not s.edition.placement_allowed(s, tile, x, y, q):
        refusal = s.edition.placement_refusal(s, tile, x, y, q)
        return refusal
    return refuse("placement_not_allowed", "that placement is not allowed", pos=(x, y), rot=rot)
