"""AI seats of another revision of the code, served over a pipe (JSON lines on stdin and stdout).

`game.tools.revision` copies this file into a temporary tree of a git revision and runs it there, so that
`import game` below finds that revision's code: the tools (`sprt --base`, `bench ai --base`) then play or
time the old AI against the working tree's in the same sitting.  It imports nothing of `game` at module level
and uses only what every revision since the event engine has had: `Setup.from_dict`, `Game.replay`, the
event and command JSON codecs and `make_seat`.

Requests, one JSON object a line; one answer each ({"error": "..."} when it fails):
  {"op": "hello"}                                            -> {"levels": [...]}
  {"op": "seat", "sid", "level", "seed", "workers", "budget", "futures"}
  {"op": "game", "gid", "setup": {...}, "events": [...]}     a game to follow (replaces one of that gid)
  {"op": "choose", "sid", "gid", "events": [...], "stats"}   new events first, then the seat's command
  {"op": "drop", "gid"} / {"op": "bye"}
With "stats", the answer also holds the think's wall time and, for the hard seat, the futures it valued
and whether it played its greedy choice for lack of time (`think_stats`, which works on old code too).
"""

from __future__ import annotations

import json
import os
import sys
import threading
import time


def watch_parent(poll_s: float = 0.5) -> None:
    """End this process when the process that started it is gone (a tool killed with -9 leaves no server)."""
    parent = os.getppid()

    def watch():
        while True:
            time.sleep(poll_s)
            if os.getppid() != parent:
                os._exit(3)

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


def make(level: str, seed: int, workers=None, budget=None, futures=None):
    from game.ai import seats

    if level == "hard-greedy":
        return seats.ReplySeat(seed)
    if futures is not None:
        try:
            seat = seats.make_seat(level, seed, workers=workers, futures=futures)
        except TypeError:
            raise ValueError("this revision has no deterministic mode (--futures)") from None
    else:
        seat = seats.make_seat(level, seed, workers=workers)
    if budget is not None and hasattr(seat, "budget_s"):
        seat.budget_s = budget
    return seat


def think_stats(seat, game) -> tuple:
    """(command, seconds, {"futures": n, "fallback": bool}) for one decision.  A seat that reports its own
    think (`last_think`) is asked; on older code the hard seat's look-ahead calls are counted instead."""
    if not hasattr(seat, "_affordable") or hasattr(seat, "last_think"):
        t0 = time.perf_counter()
        choice = seat.choose(game)
        seconds = time.perf_counter() - t0
        return choice, seconds, dict(getattr(seat, "last_think", None) or {"futures": 0, "fallback": False})
    from game.ai import seats as module

    counts = {"futures": 0, "fallback": False}
    cls = type(seat)
    plain_look, plain_parallel, plain_affordable = module.look_ahead, cls._run_parallel, cls._affordable

    def look_ahead(*args, **kwargs):
        counts["futures"] += 1
        return plain_look(*args, **kwargs)

    def run_parallel(self, *args, **kwargs):
        out = plain_parallel(self, *args, **kwargs)
        counts["futures"] += len(out)
        return out

    def affordable(self, *args, **kwargs):
        ok = plain_affordable(self, *args, **kwargs)
        counts["fallback"] = not ok
        return ok

    module.look_ahead, cls._run_parallel, cls._affordable = look_ahead, run_parallel, affordable
    try:
        t0 = time.perf_counter()
        choice = seat.choose(game)
        seconds = time.perf_counter() - t0
    finally:
        module.look_ahead, cls._run_parallel, cls._affordable = plain_look, plain_parallel, plain_affordable
    return choice, seconds, counts


class Server:
    def __init__(self) -> None:
        self.seats: dict = {}
        self.games: dict = {}

    def handle(self, req: dict) -> dict:
        from game.core import events as ev
        from game.core.engine import Game
        from game.core.state import Setup

        op = req.get("op")
        if op == "hello":
            import game.editions  # noqa: F401  (registers the editions in revisions that need it)
            from game.ai.seats import LEVELS

            return {"levels": list(LEVELS)}
        if op == "seat":
            self.seats[req["sid"]] = make(
                req["level"], req["seed"], req.get("workers"), req.get("budget"), req.get("futures")
            )
            return {}
        if op == "game":
            setup = Setup.from_dict(req["setup"])
            self.games[req["gid"]] = Game.replay(setup, [ev.from_dict(e) for e in req.get("events", [])])
            return {}
        if op == "drop":
            self.games.pop(req.get("gid"), None)
            self.seats.pop(req.get("sid"), None)
            return {}
        if op == "choose":
            followed = self.games[req["gid"]]
            for e in req.get("events", []):
                followed._emit(ev.from_dict(e))
            seat = self.seats[req["sid"]]
            if req.get("stats"):
                choice, seconds, think = think_stats(seat, followed)
                return {"command": choice.to_dict(), "seconds": seconds, "think": think}
            return {"command": seat.choose(followed).to_dict()}
        raise ValueError(f"unknown request {op!r}")


def stop_children() -> None:
    import multiprocessing

    for child in multiprocessing.active_children():
        child.terminate()


def serve(stdin, stdout) -> int:
    server = Server()
    for line in stdin:
        try:
            req = json.loads(line)
            if req.get("op") == "bye":
                break
            answer = server.handle(req)
        except Exception as exc:  # the client turns it into its one-line message
            answer = {"error": f"{type(exc).__name__}: {exc}"}
        stdout.write(json.dumps(answer) + "\n")
        stdout.flush()
    stop_children()
    return 0


if __name__ == "__main__":
    if sys.path and os.path.abspath(sys.path[0]) != os.path.abspath(os.getcwd()):
        sys.path.insert(0, os.getcwd())  # the revision's tree is the working directory
    watch_parent()
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the tool that started it handles Ctrl-C and stops it

    def stop(*_) -> None:
        stop_children()
        os._exit(0)

    signal.signal(signal.SIGTERM, stop)
    sys.exit(serve(sys.stdin, sys.stdout))
