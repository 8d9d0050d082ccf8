"""Games in worker processes for the tools (tournament, sprt, strength), stopped cleanly.

`JobPool(workers)` runs a function over jobs on `workers` processes ("spawn": the same start on every
platform), or in this process when `workers` is 1.  The workers ignore Ctrl-C, which is the tool's to
handle: leaving the `with` block - normally or by KeyboardInterrupt - terminates them at once, even in the
middle of a game, so a tool stops within a second and prints one line.  A worker also ends by itself when
the tool is gone (killed with -9), like the AI's own workers.
"""

from __future__ import annotations

import multiprocessing
import os
import signal


def _worker_start(parent: int, initializer, initargs) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    from game.ai.parallel import watch_parent

    watch_parent(parent)
    import game.editions  # noqa: F401  (registers the editions)

    if initializer is not None:
        initializer(*initargs)


class JobPool:
    def __init__(self, workers: int, initializer=None, initargs: tuple = ()) -> None:
        self.pool = None
        if workers > 1:
            ctx = multiprocessing.get_context("spawn")
            self.pool = ctx.Pool(workers, initializer=_worker_start, initargs=(os.getpid(), initializer, initargs))
        elif initializer is not None:
            initializer(*initargs)

    def map(self, fn, jobs):
        """The results in the order of the jobs, as they come."""
        if self.pool is None:
            return map(fn, jobs)
        return self.pool.imap(fn, jobs, chunksize=1)

    def map_unordered(self, fn, jobs):
        """The results as each job finishes."""
        if self.pool is None:
            return map(fn, jobs)
        return self.pool.imap_unordered(fn, jobs, chunksize=1)

    def close(self) -> None:
        if self.pool is not None:
            self.pool.terminate()
            self.pool.join()
            self.pool = None

    def __enter__(self) -> JobPool:
        return self

    def __exit__(self, *exc) -> None:
        self.close()
