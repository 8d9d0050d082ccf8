"""Computer seats at three levels.  Every seat chooses among `game.options()` only.

easy   -- greedy on "score if the game ended now", with a little noise.
normal -- greedy over the whole turn (tile and piece together) on that score plus the expected worth of open
          features and of pieces in supply.
hard   -- the same greedy judgement with a finer estimate of which open features can still be completed (how
          many unseen tiles fit each empty cell a feature faces: `game.ai.fits`), then its best few turns
          tried against sampled draws of the unseen tiles and every other seat's reply (determinized
          look-ahead), dropping the clearly worse as it goes, within a time budget; with three or more
          players, only when the budget buys enough futures to tell the turns apart.
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
    fits = False  # count the unseen tiles that fit each open feature's empty cells (see game.ai.fits)
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
        v = position_value(game.state, seat, self.potential, self.fits)
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

    # actions that come in large numbers (every empty space, every corner x animal): tried only after the
    # tile's best few placements are known
    WIDE = (cmd.MoveRanger, cmd.Dig, cmd.Expand)
    wide_placements = 2
    wide_cap = 24

    def turn_moves(self, game, seat, options):
        """(value, placement, follow-up) for every placement and the same seat's next decision."""
        base = determinized(game, self.rng, seat)
        turn = game.state.turn
        out: list = []
        later = []
        for place in options:
            c1 = self.after(base, place)
            pend = c1.pending()
            if pend is None or pend.seat != seat or c1.state.turn != turn or pend.decision == "place_tile":
                out.append((self.value(c1, seat), place, None))
                continue
            acts = c1.options()
            wide = [a for a in acts if isinstance(a, self.WIDE)]
            best = None
            for act in acts:
                if isinstance(act, self.WIDE):
                    continue
                v = self.value(self.after(c1, act), seat)
                out.append((v, place, act))
                best = v if best is None else max(best, v)
            if wide:
                later.append((best if best is not None else -1e9, place, c1, wide))
        later.sort(key=lambda m: -m[0])
        for _, place, c1, wide in later[: self.wide_placements]:
            if len(wide) > self.wide_cap:
                wide = self.rng.sample(wide, self.wide_cap)
            for act in wide:
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


class HardSeat(ReplySeat):
    """Its greedy judgement's best few turns, each tried on sampled futures: a fresh guess of the unseen pile
    and hidden tokens, then every other seat's reply by that same judgement; the mean value decides.  Futures
    are played in rounds (one per core), and after each round the candidates clearly worse than the greedy
    choice drop out (`still_in_running`), so an obvious decision ends early and a close one gets the rest of
    the budget.  Samples run on both cores when `workers` > 1, within `budget_s` seconds.  With three or
    more players it leaves the greedy choice only on more and clearer evidence (`evidence`), and plays it at
    once when the budget cannot buy that evidence (`_affordable`)."""

    level = "hard"

    def __init__(
        self, seed: int = 0, budget_s: float = 1.3, candidates: int = 4, samples: int = 24, workers: int | None = None
    ) -> None:
        super().__init__(seed)
        self.budget_s = budget_s
        self.candidates = candidates
        self.samples = samples
        self.workers = workers

    def choose_turn(self, game, seat, options):
        start = time.time()
        moves = sorted(self.turn_moves(game, seat, options), key=lambda m: -m[0])
        top = moves[: self.candidates]
        if len(top) == 1:
            return self._take(game, seat, top[0])
        deadline = start + self.budget_s
        from .parallel import cores

        workers = self.workers if self.workers is not None else cores()
        parallel = workers > 1 and bool(game.log)
        # common random numbers: in each round every candidate still in the running meets the same guessed
        # future, so the comparison between candidates is not drowned by the luck of the draw
        by_seed: dict = {}
        need, z = self.evidence(game.state.players)
        if need > self.PICK_ROUNDS and not self._affordable(
            game, seat, top, by_seed, need, workers if parallel else 1, deadline
        ):
            return self._take(game, seat, top[0])
        carried = list(by_seed)  # the probe's future: the first round tries the other candidates on it
        alive = list(range(len(top)))
        rounds = 0
        while rounds < self.samples and len(alive) > 1 and time.time() < deadline:
            batch = min(workers if parallel else 1, self.samples - rounds)
            seeds = carried[:batch] + [self.rng.randrange(1 << 30) for _ in range(batch - len(carried[:batch]))]
            carried = carried[batch:]
            rounds += batch
            jobs = [(i, top[i][1], top[i][2], sd) for sd in seeds for i in alive if i not in by_seed.get(sd, ())]
            results = None
            if parallel:
                try:
                    results = self._run_parallel(game, seat, jobs, deadline, workers)
                except Exception:  # a worker could not start or died: think on this core alone
                    from .parallel import reset

                    reset()
                    parallel = False
                    deadline = max(deadline, time.time() + self.budget_s / 2)
            if results is None:
                results = []
                for index, place, act, seed in jobs:
                    if results and time.time() > deadline:
                        break
                    results.append((index, seed, look_ahead(game, seat, place, act, seed)))
            for index, seed, value in results:
                by_seed.setdefault(seed, {})[index] = value
            alive = self.still_in_running(self._rounds(by_seed, alive), alive, need)
        # compare the candidates on the rounds (futures) that every one of them still running was tried on
        return self._take(game, seat, top[self.pick(self._rounds(by_seed, alive), alive, need, z)])

    def evidence(self, players: int) -> tuple[int, float]:
        """(futures, standard errors) it takes to leave the greedy choice: more with three or more players."""
        if players >= 3:
            return self.MULTI_PICK_ROUNDS, self.MULTI_PICK_Z
        return self.PICK_ROUNDS, self.PICK_Z

    def _affordable(self, game, seat, top, by_seed, need, lanes, deadline) -> bool:
        """Time one future of the greedy choice (kept in `by_seed`): can every candidate meet `need` futures
        on `lanes` cores before the deadline?  If not, the look-ahead could not leave the greedy choice
        anyway, and the seat plays it at once instead of thinking in vain."""
        seed = self.rng.randrange(1 << 30)
        t0 = time.time()
        by_seed[seed] = {0: look_ahead(game, seat, top[0][1], top[0][2], seed)}
        cost = time.time() - t0
        return cost * (len(top) * need - 1) / lanes <= deadline - time.time()

    @staticmethod
    def _rounds(by_seed: dict, alive: list) -> list:
        return [vals for vals in by_seed.values() if all(i in vals for i in alive)]

    MIN_ROUNDS = 4  # futures every candidate must meet before any is dropped
    # Leaving the greedy choice takes at least PICK_ROUNDS shared futures and a lead of PICK_Z standard errors.
    # Tuned offline (`python -m game.tools.lookahead`): positions of all four editions whose candidates were
    # valued on 20-30 futures each; choices made on the few futures a decision affords, scored against the
    # mean of the others.  Four candidates and half a standard error lost the least; with fewer than three
    # futures the look-ahead is noise and the greedy choice does better.
    PICK_ROUNDS = 3
    PICK_Z = 0.5
    # With three or more players a future holds several other seats' draws and replies: its value varies
    # far more, and it costs several times as much, so a decision affords one to four futures on one core.
    # Played that way, four-player hill_dale lost 11.5 points of win rate against the greedy choice alone
    # over the same 200 deals (`game/tools/strength_ledger.jsonl`, fingerprint 6e1bf10ec0af); so it takes
    # twice the futures and a clearer lead, and a decision that cannot afford them plays greedy at once.
    MULTI_PICK_ROUNDS = 6
    MULTI_PICK_Z = 1.0

    @staticmethod
    def _paired(full: list, i: int) -> tuple[float, float]:
        """Mean and standard error of candidate i's value minus the greedy choice (0), future by future."""
        diffs = [vals[i] - vals[0] for vals in full]
        mean = sum(diffs) / len(diffs)
        var = sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)
        return mean, (var / len(diffs)) ** 0.5

    @classmethod
    def still_in_running(cls, full: list, alive: list, need: int | None = None) -> list:
        """Successive elimination: once every candidate has met MIN_ROUNDS futures, drop those clearly worse
        than the greedy choice (two standard errors), and stop altogether when one is clearly better (three):
        the budget goes to the close calls instead of being spent on every decision alike."""
        if len(full) < cls.MIN_ROUNDS or 0 not in alive:
            return alive
        keep = [0]
        for i in alive[1:]:
            mean, se = cls._paired(full, i)
            if mean + 2 * se < 0 or (se == 0 and mean <= 0):
                continue
            if mean - 3 * se > 0 and len(alive) == 2 and len(full) >= (need or cls.PICK_ROUNDS):
                return [i]  # the only challenger left, and clearly the better: settled
            keep.append(i)
        return keep

    @classmethod
    def pick(cls, full: list, alive: list, need: int | None = None, z: float | None = None) -> int:
        """The candidate to play, from its look-ahead values on shared futures: the greedy first choice
        (index 0) unless another beats it, paired future by future, by more than `z` (PICK_Z) standard errors
        on at least `need` (PICK_ROUNDS) futures — with fewer, the look-ahead is noise and the greedy
        judgement is the better bet."""
        need = cls.PICK_ROUNDS if need is None else need
        z = cls.PICK_Z if z is None else z
        if len(alive) == 1:
            return alive[0]
        if len(full) < need:
            return 0
        best, best_gain = 0, 0.0
        for i in alive[1:]:
            mean, se = cls._paired(full, i)
            if mean > z * se and mean > best_gain:
                best, best_gain = i, mean
        return best

    def _run_parallel(self, game, seat, jobs, deadline, workers):
        from .parallel import pool, run_samples

        key = (id(game), len(game.log), game.state.version)
        log = list(game.log)
        shares = [jobs[k::workers] for k in range(workers)]
        futures = [
            pool(workers).submit(run_samples, key, game.setup, log, seat, share, deadline) for share in shares if share
        ]
        out = []
        for f in futures:
            out.extend(f.result())
        return out

    def _take(self, game, seat, move):
        if move[2] is not None:
            self.plan = (game.state.turn, seat, move[2])
        return move[1]


def look_ahead(game, seat, place, act, seed, my_turns: int = 1) -> float:
    """My turn (place, act), then the others' replies and `my_turns` more turns of mine, every seat playing
    hard's greedy judgement (`ReplySeat`), on a determinized copy; the fit-aware value of where that leaves
    me."""
    rng = random.Random(seed)
    c = determinized(game, rng, seat)
    c.submit(place)
    if act is not None and act in c.options():
        c.submit(act)
    policy = {}
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
        c.submit(policy[pend.seat].choose(c))
    return position_value(c.state, seat, True, True)


LEVELS = {"easy": EasySeat, "normal": NormalSeat, "hard": HardSeat}


def make_seat(level: str, seed: int = 0, workers: int | None = None) -> Seat:
    """A seat of `level`; `workers` caps the hard seat's processes (1 when games already run in parallel)."""
    if level not in LEVELS:
        raise ValueError(f"unknown AI level {level!r} (levels: {', '.join(LEVELS)})")
    if level == "hard":
        return HardSeat(seed, workers=workers)
    return LEVELS[level](seed)
