"""The greedy levels: each whole turn (tile and piece together) tried and valued, the best one played.

easy   -- on "score if the game ended now", with a little noise;
normal -- on that score plus the expected worth of open features and of pieces in supply;
ReplySeat -- normal's search on the finer, fit-aware estimate (`game.ai.fits`): hard's own one-turn judgement
          and what it expects every seat to play in the futures it imagines (`game.ai.search`).

Every candidate is tried on one scratch copy of the game and taken back (`game.core.scratch`), and valued
incrementally (`game.ai.incremental`); `game.ai.plain` is the same search with a clone and a checked submit
per candidate, which the tests hold this one to.  Every seat chooses among `game.options()` only.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeAlias, cast

from game.core.commands import Command, PlaceTile
from game.core.scratch import Scratch

from .characters import Taste, character_name, for_game
from .heuristics import wide_commands
from .incremental import Valuer
from .view import determinized

if TYPE_CHECKING:
    from game.core.engine import Game

# one whole turn as the search values it: (value, placement, the same seat's follow-up or None)
TurnMove: TypeAlias = tuple[float, PlaceTile, Command | None]


class Seat:
    level = "base"
    potential = True
    fits = False  # count the unseen tiles that fit each open feature's empty cells (see game.ai.fits)
    noise = 0.0

    def __init__(self, seed: int = 0, character: str | None = None) -> None:
        self.rng = random.Random(seed)
        self.plan: tuple[int, int, Command] | None = None  # (turn, seat, command) planned for the rest of the turn
        # a callable: True once the think is no longer wanted (game.ui.ai_runner)
        self.cancelled: Callable[[], bool] | None = None
        self.character = character_name(character)  # its taste over the level's valuation (game.ai.characters)
        # (placement, follow-up) -> the character's bonus in the last turn_moves
        self.bonuses: dict[tuple[PlaceTile, Command | None], float] = {}
        self.last_moves: list[TurnMove] = []  # (value, placement, follow-up): the best turns of the last tile decision

    # --- the interface ---
    def choose(self, game: Game) -> Command:
        options: list[Command] = game.options()
        if len(options) == 1:
            return options[0]
        pend = game.pending()
        assert pend is not None, "a seat is asked to choose only while a decision is pending"
        s = game.state
        if self.plan is not None:
            turn, seat, planned = self.plan
            self.plan = None
            if turn == s.turn and seat == pend.seat and planned in options:
                return planned
        if pend.decision == "place_tile":
            # a tile decision's options are its placements (Game.options: legal_commands)
            return self.choose_turn(game, pend.seat, cast(list[PlaceTile], options))
        return self.choose_one(game, pend.seat, options)

    # --- helpers ---
    def _noisy(self, v: float) -> float:
        if self.noise:
            v += self.rng.random() * self.noise
        return v

    def choose_one(self, game: Game, seat: int, options: list[Command]) -> Command:
        """One decision, each option tried on a determinized copy and valued."""
        base = determinized(game, self.rng, seat)
        scratch = Scratch(base)
        valuer = Valuer(base, self.potential, self.fits)
        start = scratch.mark()
        pend = game.pending()
        assert pend is not None, "a seat is asked to choose only while a decision is pending"
        decision = pend.decision
        best: Command | None = None
        best_value: float | None = None
        for o in options:
            base.play(o)
            v = self._value_on(base, scratch, valuer, seat, decision, self.FOLLOW_DEPTH)
            scratch.undo(start)
            if best_value is None or v > best_value:
                best, best_value = o, v
        scratch.close()
        assert best is not None, "a pending decision has options"
        return best

    # how many more times in a row the same seat's same decision is played out when valuing one (a choice made
    # in several steps, like Hill and Dale's order of harvests: the first step is worth its best continuation)
    FOLLOW_DEPTH = 3

    def _value_on(self, base: Game, scratch: Scratch, valuer: Valuer, seat: int, decision: str, depth: int) -> float:
        pend = base.pending()
        if depth <= 0 or pend is None or pend.seat != seat or pend.decision != decision:
            return self._noisy(valuer.value(seat))
        here = scratch.mark()
        best = None
        for o in base.options():
            base.play(o)
            v = self._value_on(base, scratch, valuer, seat, decision, depth - 1)
            scratch.undo(here)
            best = v if best is None else max(best, v)
        return best if best is not None else self._noisy(valuer.value(seat))

    # actions that come in large numbers (every empty space, every corner x animal): tried only after the
    # tile's best few placements are known; each edition's heuristics name its own (WIDE_COMMANDS)
    wide_placements = 2
    wide_cap = 24

    def turn_moves(self, game: Game, seat: int, options: list[PlaceTile]) -> list[TurnMove]:
        """(value, placement, follow-up) for every placement and the same seat's next decision; a character
        adds its bonus for the turn to the value (and keeps it in `bonuses`)."""
        base = determinized(game, self.rng, seat)
        turn = base.state.turn
        scratch = Scratch(base)
        valuer = Valuer(base, self.potential, self.fits)
        start = scratch.mark()
        out: list[TurnMove] = []
        later: list[tuple[float, PlaceTile, list[Command]]] = []
        character = for_game(self.character, base.state.edition.name)
        taste = None if character.plain else Taste(character, base, seat)
        self.bonuses = {}

        def worth(place: PlaceTile, act: Command | None) -> float:
            v = self._noisy(valuer.value(seat))
            if taste is not None:
                b = self.bonuses[(place, act)] = taste.bonus()
                v += b
            return v

        for place in options:
            base.play(place)
            pend = base.pending()
            if pend is None or pend.seat != seat or base.state.turn != turn or pend.decision == "place_tile":
                out.append((worth(place, None), place, None))
                scratch.undo(start)
                continue
            acts: list[Command] = base.options()
            wide_kinds = wide_commands(base.state.setup.edition)
            wide: list[Command] = [a for a in acts if isinstance(a, wide_kinds)]
            best = None
            placed = scratch.mark()
            valuer.push()
            for act in acts:
                if isinstance(act, wide_kinds):
                    continue
                base.play(act)
                v = worth(place, act)
                scratch.undo(placed)
                out.append((v, place, act))
                best = v if best is None else max(best, v)
            valuer.pop()
            if wide:
                later.append((best if best is not None else -1e9, place, wide))
            scratch.undo(start)
        later.sort(key=lambda m: -m[0])
        for _, place, wide in later[: self.wide_placements]:
            if len(wide) > self.wide_cap:
                wide = self.rng.sample(wide, self.wide_cap)
            base.play(place)
            placed = scratch.mark()
            valuer.push()
            for act in wide:
                base.play(act)
                out.append((worth(place, act), place, act))
                scratch.undo(placed)
            valuer.pop()
            scratch.undo(start)
        scratch.close()
        return out

    def choose_turn(self, game: Game, seat: int, options: list[PlaceTile]) -> Command:
        moves = self.turn_moves(game, seat, options)
        best = max(moves, key=lambda m: m[0])
        self.last_moves = sorted(moves, key=lambda m: -m[0])[:8]  # its best turns (the coach reads them)
        if best[2] is not None:
            self.plan = (game.state.turn, seat, best[2])
        return best[1]


class EasySeat(Seat):
    level = "easy"
    potential = False
    noise = 1.5
    wide_placements = 1
    wide_cap = 12


class NormalSeat(Seat):
    level = "normal"
    potential = True
    noise = 0.05


class ReplySeat(NormalSeat):
    """Normal's greedy turn on the finer, fit-aware estimate: hard's own one-turn judgement, and what it
    expects every seat to play in the futures it imagines."""

    fits = True
