"""Using both cores for the hard seat: look-ahead samples run in worker processes.

A worker rebuilds the position once per decision by replaying the game's log (a few ms) and then runs the
samples it is given.  Each sample carries its own seed, so the values do not depend on which process ran it.
"""

from __future__ import annotations

import atexit
import multiprocessing
import os
import time
from concurrent.futures import ProcessPoolExecutor

_POOL: ProcessPoolExecutor | None = None
_WORKER_GAME: tuple | None = None  # (key, game) in a worker


def pool(workers: int) -> ProcessPoolExecutor:
    """The workers are started fresh ("spawn"), never forked: the window's process holds SDL and threads,
    which a fork would copy mid-flight."""
    global _POOL
    if _POOL is None:
        _POOL = ProcessPoolExecutor(max_workers=workers, mp_context=multiprocessing.get_context("spawn"))
        atexit.register(_POOL.shutdown, wait=False, cancel_futures=True)
    return _POOL


def reset() -> None:
    """Drop a broken pool (a worker died); the next call starts a new one."""
    global _POOL
    if _POOL is not None:
        _POOL.shutdown(wait=False, cancel_futures=True)
        _POOL = None


def cores() -> int:
    return max(1, min(2, os.cpu_count() or 1))


def _game_for(key, setup, log):
    global _WORKER_GAME
    if _WORKER_GAME is None or _WORKER_GAME[0] != key:
        from game.core.engine import Game

        _WORKER_GAME = (key, Game.replay(setup, log))
    return _WORKER_GAME[1]


def run_samples(key, setup, log, seat: int, jobs: list, deadline: float) -> list:
    """jobs: [(index, place, act, seed)]; returns [(index, seed, value)] for the samples done before the
    deadline."""
    from .seats import look_ahead

    game = _game_for(key, setup, log)
    out: list = []
    for index, place, act, seed in jobs:
        if out and time.time() > deadline:
            break
        out.append((index, seed, look_ahead(game, seat, place, act, seed)))
    return out
