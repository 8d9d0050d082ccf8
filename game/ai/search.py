"""The hard seat: its greedy judgement's best few turns, each tried on sampled futures.

A future is a fresh guess of the unseen pile and of hidden tokens, every other seat answering with hard's
own greedy judgement (`ReplySeat`), then the seat's next turn (`look_ahead`); the same futures for every
candidate (common random numbers).  Futures are valued one candidate at a time as jobs, on both cores
(`game.ai.parallel`) or in this process; the seat keeps both cores busy until the decision is made.  After
each complete round (every candidate still in the running has met that future) the clearly worse drop out
and a clearly better last challenger settles it (`still_in_running`), so the budget goes to the close
calls; once the race is settled, the judgement's next candidates are brought in against the one left
(up to MAX_CANDIDATES), so the rest of the budget still looks for a better turn.  With three or more players a future varies far more: leaving the
greedy choice takes more futures and a clearer lead (`evidence`), and when the first future shows that the
budget cannot buy them for every candidate, the seat keeps as many of its best candidates as it can afford,
or, when that is fewer than two, plays its greedy choice at once.

Budgets are wall time (`time.monotonic`), or, in the deterministic mode (`futures=N`), a fixed number of
rounds with no clock at all: the same seed then gives the same decisions on any machine and any number of
cores (each future carries its own seed), which is what `bench ai --signature` hashes.
"""

from __future__ import annotations

import random
import time
from typing import TYPE_CHECKING, NotRequired, TypedDict

from .evaluate import position_value
from .greedy import ReplySeat, TurnMove
from .view import determinized

if TYPE_CHECKING:
    from game.core.commands import Command, PlaceTile
    from game.core.engine import Game

    from .parallel import Jobs

clock = time.monotonic  # the deadlines' clock (a test may put a clock of its own here)


class Cancelled(Exception):
    """The think was cancelled (undo, load, quit): its result is not wanted."""


class Think(TypedDict):
    """What the hard seat's last decision did (`HardSeat.last_think`; the bench and the tests read it)."""

    futures: int  # futures valued
    rounds: int  # complete rounds weighed
    fallback: bool  # the budget could not buy the look-ahead: the greedy choice was played at once
    candidates: int  # candidates in the race
    first_s: NotRequired[float]  # (timed mode) the quickest of the first futures, in seconds
    left_s: NotRequired[float]  # (timed mode) the budget left then


class HardSeat(ReplySeat):
    level = "hard"

    def __init__(
        self,
        seed: int = 0,
        budget_s: float = 1.3,
        candidates: int = 4,
        samples: int = 24,
        workers: int | None = None,
        futures: int | None = None,
        character: str | None = None,
    ) -> None:
        super().__init__(seed, character)
        self.budget_s = budget_s
        self.candidates = candidates
        self.samples = samples  # rounds at most (futures per candidate) in the timed mode
        self.workers = workers
        self.futures = futures  # deterministic mode: this many rounds at most, no clock
        self.last_think: Think | None = None  # what the last decision did (the bench reads it)
        self.last_moves: list[TurnMove] = []  # (value, placement, follow-up): the best turns of the last decision
        if workers is None or workers > 1:
            from .parallel import warm_up

            warm_up(workers)  # the worker processes start now, not during the first decision

    def choose_turn(self, game: Game, seat: int, options: list[PlaceTile]) -> Command:
        start = clock()
        moves = sorted(self.turn_moves(game, seat, options), key=lambda m: -m[0])
        self.last_moves = moves[: self.MAX_CANDIDATES]  # its judgement's best turns (the coach reads them)
        top = moves[: self.candidates]
        think: Think = {"futures": 0, "rounds": 0, "fallback": False, "candidates": len(top)}
        self.last_think = think
        if len(top) > 1:
            index = self._search(game, seat, moves, top, start, think)
        else:
            index = 0
        return self._take(game, seat, top[index])

    def evidence(self, players: int) -> tuple[int, float]:
        """(futures, standard errors) it takes to leave the greedy choice: more with three or more players."""
        if players >= 3:
            return self.MULTI_PICK_ROUNDS, self.MULTI_PICK_Z
        return self.PICK_ROUNDS, self.PICK_Z

    def _search(
        self, game: Game, seat: int, moves: list[TurnMove], top: list[TurnMove], start: float, think: Think
    ) -> int:
        """The index in `top` of the turn to play.  `alive` lists the candidates still in the running, the
        reference first: the greedy choice, or a challenger that has settled the race in its favour."""
        from . import parallel

        timed = self.futures is None
        cap: int = self.samples if self.futures is None else self.futures
        deadline = start + self.budget_s if timed else float("inf")
        need, z = self.evidence(game.state.players)
        lanes = parallel.lanes_for(self.workers, game)
        values: list[dict[int, float]] = []  # per round: {candidate: value}
        seeds: list[int] = []
        alive = list(range(len(top)))
        checked = 0  # rounds whose results have been weighed
        quickest = float("inf")  # the quickest future so far (seconds)
        jobs = parallel.Jobs(game, seat, top, lanes)
        try:
            while checked < cap:
                if len(alive) == 1:
                    # settled with time to spare: bring in the greedy judgement's next candidates, tried on the
                    # futures played so far and then on new ones, against the one left
                    if len(top) >= min(len(moves), self.MAX_CANDIDATES) or (timed and clock() >= deadline):
                        break
                    added = moves[len(top) : len(top) + self.WIDEN]
                    alive = [alive[0], *range(len(top), len(top) + len(added))]
                    top.extend(added)
                    think["candidates"] = len(top)
                    think["rounds"] = max(think["rounds"], checked)
                    checked = 0  # weigh every round again, now with the newcomers in it
                if self.cancelled is not None and self.cancelled():
                    raise Cancelled
                # keep every lane busy with the next jobs, round by round
                while jobs.room():
                    job = self._next_job(values, seeds, alive, jobs, cap)
                    if job is None:
                        break
                    jobs.send(*job)
                if timed and clock() >= deadline:
                    break
                if not jobs.pending():
                    break  # nothing asked for and nothing left to ask: every round is weighed
                done = jobs.results(deadline - clock() if timed else None)
                for r, i, value, seconds in done:
                    values[r][i] = value + self.bonuses.get((top[i][1], top[i][2]), 0.0)  # the character's taste
                    think["futures"] += 1
                    quickest = min(quickest, seconds)
                    if timed and think["futures"] == jobs.lanes:
                        # how many candidates can meet `need` futures each before the deadline?  Keep the
                        # greedy judgement's best that many; with fewer than two the look-ahead could not
                        # leave the greedy choice anyway: play it at once
                        seconds = quickest
                        affordable = (deadline - clock()) * jobs.lanes / max(seconds, 1e-6) + think["futures"]
                        k = int(affordable // need)
                        think["first_s"] = round(seconds, 3)
                        think["left_s"] = round(deadline - clock(), 3)
                        if k < 2:
                            think["fallback"] = True
                            return 0
                        if k < len(alive):
                            alive = alive[:k]
                            think["candidates"] = k
                while len(alive) > 1 and checked < len(values) and all(i in values[checked] for i in alive):
                    checked += 1
                    alive = self.still_in_running(values[:checked], alive, need)
        finally:
            jobs.close()
        think["rounds"] = max(checked, think["rounds"])
        return self.pick(values[:checked], alive, need, z)

    def _next_job(
        self, values: list[dict[int, float]], seeds: list[int], alive: list[int], jobs: Jobs, cap: int
    ) -> tuple[int, int, int] | None:
        """(round, candidate, seed) of the first future not yet asked for, rounds in order."""
        for r in range(len(values)):
            for i in alive:
                if not jobs.asked(r, i):
                    return r, i, seeds[r]
        if len(values) >= cap:
            return None
        values.append({})
        seeds.append(self.rng.randrange(1 << 30))
        return len(values) - 1, alive[0], seeds[-1]

    MIN_ROUNDS = 4  # futures every candidate must meet before any is dropped
    # Leaving the greedy choice takes at least PICK_ROUNDS shared futures and a lead of PICK_Z standard errors.
    # Tuned offline (`python -m game.tools.lookahead`): positions of all four editions whose candidates were
    # valued on 20-30 futures each; choices made on the few futures a decision affords, scored against the
    # mean of the others.  Four candidates and half a standard error lost the least; with fewer than three
    # futures the look-ahead is noise and the greedy choice does better.
    PICK_ROUNDS = 3
    PICK_Z = 0.5
    # With three or more players a future holds several other seats' draws and replies: its value varies far
    # more.  Played on the one to four futures a decision then afforded, four-player hill_dale lost 11.5
    # points of win rate against the greedy choice alone over the same 200 deals; so it takes twice the
    # futures and a clearer lead, and a decision that cannot afford them plays greedy at once.
    MULTI_PICK_ROUNDS = 6
    MULTI_PICK_Z = 1.0

    MAX_CANDIDATES = 8  # widening: candidates tried at most in one decision
    WIDEN = 2  # candidates brought in at a time once the race is settled

    @staticmethod
    def _paired(full: list[dict[int, float]], i: int, ref: int = 0) -> tuple[float, float]:
        """Mean and standard error of candidate i's value minus the reference's, future by future."""
        diffs = [vals[i] - vals[ref] for vals in full]
        mean = sum(diffs) / len(diffs)
        var = sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)
        return mean, (var / len(diffs)) ** 0.5

    @classmethod
    def still_in_running(cls, full: list[dict[int, float]], alive: list[int], need: int | None = None) -> list[int]:
        """Successive elimination: once every candidate has met MIN_ROUNDS futures, drop those clearly worse
        than the reference `alive[0]` (two standard errors), and stop altogether when one is clearly better
        (three): the budget goes to the close calls instead of being spent on every decision alike."""
        if len(full) < cls.MIN_ROUNDS:
            return alive
        ref = alive[0]
        keep = [ref]
        for i in alive[1:]:
            mean, se = cls._paired(full, i, ref)
            if mean + 2 * se < 0 or (se == 0 and mean <= 0):
                continue
            if mean - 3 * se > 0 and len(alive) == 2 and len(full) >= (need or cls.PICK_ROUNDS):
                return [i]  # the only challenger left, and clearly the better: settled
            keep.append(i)
        return keep

    @classmethod
    def pick(
        cls, full: list[dict[int, float]], alive: list[int], need: int | None = None, z: float | None = None
    ) -> int:
        """The candidate to play, from its look-ahead values on shared futures: the reference `alive[0]` (the
        greedy first choice, or the winner of a settled race) unless another beats it, paired future by
        future, by more than `z` (PICK_Z) standard errors on at least `need` (PICK_ROUNDS) futures - with
        fewer, the look-ahead is noise and the greedy judgement is the better bet."""
        need = cls.PICK_ROUNDS if need is None else need
        z = cls.PICK_Z if z is None else z
        ref = alive[0]
        if len(alive) == 1 or len(full) < need:
            return ref
        best, best_gain = ref, 0.0
        for i in alive[1:]:
            mean, se = cls._paired(full, i, ref)
            if mean > z * se and mean > best_gain:
                best, best_gain = i, mean
        return best

    def _take(self, game: Game, seat: int, move: TurnMove) -> PlaceTile:
        if move[2] is not None:
            self.plan = (game.state.turn, seat, move[2])
        return move[1]


def look_ahead(game: Game, seat: int, place: Command, act: Command | None, seed: int, my_turns: int = 1) -> float:
    """My turn (place, act), then the others' replies and `my_turns` more turns of mine, every seat playing
    hard's greedy judgement (`ReplySeat`), on a determinized copy; the fit-aware value of where that leaves
    me."""
    rng = random.Random(seed)
    c = determinized(game, rng, seat)
    c.play(place)
    if act is not None and act in c.options():
        c.play(act)
    policy: dict[int, ReplySeat] = {}
    mine_left = my_turns
    for _ in range(400):
        pend = c.pending()
        if pend is None:
            break
        if pend.seat == seat and pend.decision == "place_tile" and c.state.placed is None:
            if mine_left == 0:
                break
            mine_left -= 1
        if pend.seat not in policy:
            policy[pend.seat] = ReplySeat(rng.randrange(1 << 30))
        c.play(policy[pend.seat].choose(c))
    return position_value(c.state, seat, True, True)
