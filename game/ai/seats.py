"""Computer seats at three levels.  Every seat chooses among `game.options()` only.

easy   -- greedy on "score if the game ended now", with a little noise.
normal -- greedy over the whole turn (tile and piece together) on that score plus the expected worth of open
          features and of pieces in supply.
hard   -- normal's best few turns, each tried against sampled draws of the unseen tiles and the opponents'
          best replies (determinized look-ahead), within a time budget.
"""
from __future__ import annotations

import random
import time

from game.core import commands as cmd
from game.core.engine import Refusal

from .evaluate import position_value
from .view import determinized


class Seat:
    level = "base"
    potential = True
    noise = 0.0

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.plan: tuple | None = None  # (turn, seat, command) planned for the rest of the turn

    # --- the interface ---
    def choose(self, game):
        options = game.options()
        if len(options) == 1:
            return options[0]
        pend = game.pending()
        s = game.state
        if self.plan is not None:
            turn, seat, planned = self.plan
            self.plan = None
            if turn == s.turn and seat == pend.seat and planned in options:
                return planned
        if pend.decision == "place_tile":
            return self.choose_turn(game, pend.seat, options)
        return self.choose_one(game, pend.seat, options)

    # --- helpers ---
    def value(self, game, seat: int) -> float:
        v = position_value(game.state, seat, self.potential)
        if self.noise:
            v += self.rng.random() * self.noise
        return v

    def after(self, game, command):
        c = game.clone()
        result = c.submit(command)
        if isinstance(result, Refusal):  # never: options() are legal
            raise AssertionError(f"{command}: {result.reason}")
        return c

    def choose_one(self, game, seat, options):
        """One decision, each option tried on a determinized copy and valued."""
        base = determinized(game, self.rng, seat)
        return max(options, key=lambda o: self.value(self.after(base, o), seat))

    def turn_moves(self, game, seat, options):
        """(value, placement, follow-up) for every placement and every next decision of the same seat."""
        base = determinized(game, self.rng, seat)
        turn = game.state.turn
        out = []
        for place in options:
            c1 = self.after(base, place)
            pend = c1.pending()
            if pend is None or pend.seat != seat or c1.state.turn != turn or pend.decision == "place_tile":
                out.append((self.value(c1, seat), place, None))
                continue
            for act in c1.options():
                out.append((self.value(self.after(c1, act), seat), place, act))
        return out

    def choose_turn(self, game, seat, options):
        moves = self.turn_moves(game, seat, options)
        best = max(moves, key=lambda m: m[0])
        if best[2] is not None:
            self.plan = (game.state.turn, seat, best[2])
        return best[1]


class EasySeat(Seat):
    level = "easy"
    potential = False
    noise = 1.5


class NormalSeat(Seat):
    level = "normal"
    potential = True
    noise = 0.05


class HardSeat(NormalSeat):
    level = "hard"

    def __init__(self, seed: int = 0, budget_s: float = 1.5, candidates: int = 5, samples: int = 6) -> None:
        super().__init__(seed)
        self.budget_s = budget_s
        self.candidates = candidates
        self.samples = samples

    def choose_turn(self, game, seat, options):
        start = time.perf_counter()
        moves = sorted(self.turn_moves(game, seat, options), key=lambda m: -m[0])
        top = moves[:self.candidates]
        if len(top) == 1:
            return top[0][1]
        totals = [0.0] * len(top)
        counts = [0] * len(top)
        rounds = 0
        while rounds < self.samples and time.perf_counter() - start < self.budget_s:
            for i, (v, place, act) in enumerate(top):
                if time.perf_counter() - start >= self.budget_s and rounds > 0:
                    break
                totals[i] += self.look_ahead(game, seat, place, act)
                counts[i] += 1
            rounds += 1
        scored = [(totals[i] / counts[i] if counts[i] else top[i][0] - 1e6, i) for i in range(len(top))]
        best = top[max(scored)[1]]
        if best[2] is not None:
            self.plan = (game.state.turn, seat, best[2])
        return best[1]

    def look_ahead(self, game, seat, place, act) -> float:
        """Play my turn, then every other seat's next turn with the easy policy on a fresh guess of the pile."""
        c = determinized(game, self.rng, seat)
        c.submit(place)
        if act is not None and act in c.options():
            c.submit(act)
        reply = EasySeat(self.rng.randrange(1 << 30))
        reply.noise = 0.0
        for _ in range(200):
            pend = c.pending()
            if pend is None or (pend.seat == seat and pend.decision == "place_tile"):
                break
            c.submit(reply.choose(c) if pend.seat != seat else NormalSeat.choose_one(self, c, seat, c.options()))
        return position_value(c.state, seat, True)


LEVELS = {"easy": EasySeat, "normal": NormalSeat, "hard": HardSeat}


def make_seat(level: str, seed: int = 0) -> Seat:
    try:
        return LEVELS[level](seed)
    except KeyError:
        raise ValueError(f"unknown AI level {level!r} (levels: {', '.join(LEVELS)})") from None
