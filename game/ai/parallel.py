"""Both cores for the hard seat: its futures are valued in worker processes.

`Workers` are processes started fresh ("spawn", never forked: the window's process holds SDL and threads,
which a fork would copy mid-flight) and kept for the life of the program.  Each holds the games it was sent,
keyed by what the game is - a digest of its setup and log - never by an object's id.  A decision sends the
game once to each worker and then one job per future; each worker is kept a job ahead, so that no core waits
for the seat to hand out work.  A job carries its own seed, so its value does not depend on which process
ran it.  When a decision ends (made, out of time, or cancelled) the jobs it still had queued are dropped.

Workers end with the program however it ends: a thread in each watches its parent and ends the worker when
the parent is gone (a window killed with -9 leaves no process behind), and a worker whose pipe closes ends
too.  `Jobs` is what the seat uses: the same interface for the workers and for thinking in this process.
"""

from __future__ import annotations

import atexit
import hashlib
import multiprocessing
import os
import pickle
import threading
import time
from multiprocessing.connection import Connection, wait
from multiprocessing.context import SpawnContext
from typing import TYPE_CHECKING, Any, TypeAlias, cast

if TYPE_CHECKING:
    from game.core.engine import Game

    from .greedy import TurnMove

AHEAD = 2  # jobs a worker holds at once: the one it runs and the next
job_timer = time.perf_counter  # how long a future run in this process took (a test may put a clock of its own)

# one future valued: (round, candidate, value, seconds it took)
Result: TypeAlias = tuple[int, int, float, float]


def cores() -> int:
    return max(1, min(2, os.cpu_count() or 1))


def game_key(game: Game) -> tuple[bytes, bytes]:
    """(digest, payload): the game as the workers receive it, and a digest of exactly that."""
    payload = pickle.dumps((game.setup, list(game.log)), protocol=pickle.HIGHEST_PROTOCOL)
    return hashlib.sha1(payload).digest(), payload


# --- the worker process ---
def watch_parent(parent: int, poll_s: float = 0.25) -> None:
    """End this process as soon as its parent is gone (the parent's pid is no longer ours: we were
    re-parented)."""

    def watch() -> None:
        while True:
            time.sleep(poll_s)
            if os.getppid() != parent:
                os._exit(0)

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


def worker_main(conn: Connection, parent: int) -> None:
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle
    watch_parent(parent)
    import game.editions  # noqa: F401  (registers the editions)
    from game.core.engine import Game

    from .search import look_ahead

    games: dict[bytes, Game] = {}
    # the messages not handled yet: ("game", key, payload), ("job", decision, key, round, candidate, seat,
    # placement, follow-up, seed) or ("stop",)
    queue: list[tuple[Any, ...]] = []
    dropped = -1  # jobs of decisions up to this one are no longer wanted

    def take(msg: tuple[Any, ...]) -> None:
        nonlocal dropped
        if msg[0] == "drop":
            dropped = max(dropped, msg[1])
        else:
            queue.append(msg)

    while True:
        try:
            if not queue:
                take(conn.recv())
            while conn.poll():
                take(conn.recv())
        except (EOFError, OSError):
            return
        if not queue:
            continue
        msg = queue.pop(0)
        if msg[0] == "stop":
            return
        if msg[0] == "game":
            _, key, payload = msg
            if key not in games:
                setup, log = pickle.loads(payload)
                if len(games) >= 4:
                    games.clear()
                games[key] = Game.replay(setup, log)
            continue
        _, did, key, r, i, seat, place, act, seed = msg
        if did <= dropped:
            continue
        t0 = time.perf_counter()
        value = look_ahead(games[key], seat, place, act, seed)
        try:
            conn.send(("result", did, r, i, value, time.perf_counter() - t0))
        except (EOFError, OSError):
            return


# --- the parent's side ---
class _Lane:
    def __init__(self, ctx: SpawnContext) -> None:
        parent_end, child_end = ctx.Pipe()
        self.conn = parent_end
        self.proc = ctx.Process(target=worker_main, args=(child_end, os.getpid()), name="tessera-ai", daemon=True)
        self.proc.start()
        child_end.close()
        self.key: bytes | None = None
        self.busy: dict[tuple[int, int, int], int] = {}  # (decision, round, candidate) -> seed: jobs sent, not answered


class Workers:
    """`n` worker processes; one decision at a time uses them (`lock`)."""

    def __init__(self, n: int) -> None:
        ctx = multiprocessing.get_context("spawn")
        self.lanes = [_Lane(ctx) for _ in range(n)]
        self.lock = threading.Lock()
        self.decision = 0

    def alive(self) -> bool:
        return all(lane.proc.is_alive() for lane in self.lanes)

    def stop(self) -> None:
        for lane in self.lanes:
            try:
                lane.conn.send(("stop",))
            except (OSError, ValueError):
                pass
        for lane in self.lanes:
            lane.proc.join(0.5)
            if lane.proc.is_alive():
                lane.proc.kill()
                lane.proc.join(1.0)
            lane.conn.close()


_WORKERS: Workers | None = None
_WORKERS_LOCK = threading.Lock()


def workers(n: int) -> Workers:
    global _WORKERS
    with _WORKERS_LOCK:
        if _WORKERS is not None and (len(_WORKERS.lanes) != n or not _WORKERS.alive()):
            _WORKERS.stop()
            _WORKERS = None
        if _WORKERS is None:
            _WORKERS = Workers(n)
        return _WORKERS


def shutdown() -> None:
    """Stop the worker processes (at exit, or when one broke)."""
    global _WORKERS
    with _WORKERS_LOCK:
        if _WORKERS is not None:
            _WORKERS.stop()
            _WORKERS = None


atexit.register(shutdown)


def warm_up(requested: int | None) -> None:
    """Start the workers now (they take a moment to import the game), so the first decision has them.  They
    are started on a thread of their own: starting processes takes a moment, and the caller (a window making
    its seats) must not stop answering meanwhile; a decision that comes first waits for them (`workers`)."""
    n = requested if requested is not None else cores()
    if n > 1:

        def start() -> None:
            try:
                workers(n)
            except Exception:
                pass

        threading.Thread(target=start, name="ai-warm-up", daemon=True).start()


def lanes_for(requested: int | None, game: Game) -> Workers | None:
    """The workers a decision may use, or None to think in this process."""
    n = requested if requested is not None else cores()
    if n <= 1 or not game.log:
        return None
    try:
        return workers(n)
    except Exception:  # processes cannot be started here: think on this core
        return None


class Jobs:
    """The futures of one decision: `send(round, candidate, seed)`, then `results(timeout)` gives back
    [(round, candidate, value, seconds)].  On workers, or one at a time in this process (`pool` None)."""

    def __init__(self, game: Game, seat: int, top: list[TurnMove], pool: Workers | None) -> None:
        self.game, self.seat, self.top = game, seat, top
        self.pool = pool
        self.asked_for: set[tuple[int, int]] = set()
        self.local: list[tuple[int, int, int]] = []  # (round, candidate, seed) to run in this process
        self.key: bytes | None = None
        if pool is not None:
            pool.lock.acquire()
            try:
                pool.decision += 1
                self.did = pool.decision
                self.key, payload = game_key(game)
                for lane in pool.lanes:
                    lane.busy = {k: v for k, v in lane.busy.items() if k[0] == self.did}
                    if lane.key != self.key:
                        lane.conn.send(("game", self.key, payload))
                        lane.key = self.key
            except Exception:
                self._lose_workers()

    @property
    def lanes(self) -> int:
        return len(self.pool.lanes) if self.pool is not None else 1

    def asked(self, r: int, i: int) -> bool:
        return (r, i) in self.asked_for

    def pending(self) -> bool:
        """Whether some job of this decision is still to be answered."""
        if self.pool is None:
            return bool(self.local)
        return any(k[0] == self.did for lane in self.pool.lanes for k in lane.busy)

    def room(self) -> bool:
        if self.pool is None:
            return not self.local
        return any(len(lane.busy) < AHEAD for lane in self.pool.lanes)

    def send(self, r: int, i: int, seed: int) -> None:
        self.asked_for.add((r, i))
        if self.pool is not None:
            lane = min(self.pool.lanes, key=lambda lane: len(lane.busy))
            _, place, act = self.top[i]
            try:
                lane.conn.send(("job", self.did, self.key, r, i, self.seat, place, act, seed))
                lane.busy[(self.did, r, i)] = seed
                return
            except (OSError, ValueError):
                self._lose_workers()
        self.local.append((r, i, seed))

    def results(self, timeout: float | None) -> list[Result]:
        if self.pool is None:
            return self._run_local()
        lanes = {lane.conn: lane for lane in self.pool.lanes}
        out: list[Result] = []
        try:
            for ready in wait(list(lanes), None if timeout is None else max(0.0, timeout)):
                conn = cast(Connection, ready)
                lane = lanes[conn]
                while conn.poll():
                    _, did, r, i, value, seconds = conn.recv()
                    lane.busy.pop((did, r, i), None)
                    if did == self.did:
                        out.append((r, i, value, seconds))
        except (EOFError, OSError):
            self._lose_workers()
            return out + self._run_local()
        return out

    def _run_local(self) -> list[Result]:
        from .search import look_ahead

        if not self.local:
            return []
        r, i, seed = self.local.pop(0)
        _, place, act = self.top[i]
        t0 = job_timer()
        value = look_ahead(self.game, self.seat, place, act, seed)
        return [(r, i, value, job_timer() - t0)]

    def _lose_workers(self) -> None:
        """A worker died or cannot be reached: finish this decision in this process, start afresh next time."""
        pool = self.pool
        if pool is None:
            return
        for lane in pool.lanes:
            for did, r, i in list(lane.busy):
                if did == self.did:
                    self.local.append((r, i, lane.busy[(did, r, i)]))
        self.pool = None
        pool.lock.release()
        shutdown()

    def close(self) -> None:
        pool = self.pool
        if pool is None:
            return
        for lane in pool.lanes:
            try:
                lane.conn.send(("drop", self.did))
            except (OSError, ValueError):
                pass
        self.pool = None
        pool.lock.release()
