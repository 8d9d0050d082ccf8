"""The AI bench (`python -m game.tools.bench ai`): decision times and hard's look-ahead on fixed positions.

`positions()` are 36 tile decisions part-way through easy-seat games (every playable edition, 2, 3 and 4
players, turns 6, 25 and 50).  `decision_times()` times every level on each of them and reports, for hard,
how many futures (look-ahead playouts of one candidate turn) a decision valued and whether it played its
greedy choice for lack of time.  With a base revision (`base=`, a `game.tools.revision.SeatServer`) the same
positions are played by that revision's seats in the same sitting, position by position in turn with this
code's, so that a busy machine slows both alike.
"""

from __future__ import annotations

import statistics

from game.ai.positions import positions
from game.ai.seats import make_seat
from game.editions import PLAYABLE


def _pct(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q * (len(values) - 1))))]


class _Local:
    """This code's seats, timed in this process."""

    def decide(self, level: str, seed: int, game) -> tuple[float, dict]:
        from game.tools.seat_server import think_stats

        _choice, seconds, think = think_stats(make_seat(level, seed), game)
        return seconds, think


class _Remote:
    """A base revision's seats, timed in its seat server."""

    def __init__(self, server) -> None:
        self.server = server

    def decide(self, level: str, seed: int, game) -> tuple[float, dict]:
        from game.tools.revision import RemoteSeat

        seat = RemoteSeat(self.server, level, seed, stats=True)
        seat.choose(game)
        self.server.call(op="drop", gid=seat.sid, sid=seat.sid)
        return seat.last["seconds"], seat.last.get("think") or {}


def searched(think: dict) -> bool:
    """Whether a hard decision looked ahead: it did not fall back to its greedy choice, and it valued a future
    at least (on a busy machine a decision may end before its first future comes back), unless it had only
    one candidate to play."""
    return not think.get("fallback") and (think.get("futures", 0) > 0 or think.get("candidates", 2) < 2)


def figures(times: dict, thinks: list, spots: list) -> dict:
    """The bench's summary from per-level decision times and hard's thinks (one per position)."""
    out: dict = {"positions": len(spots), "editions": sorted(PLAYABLE)}
    for level, values in times.items():
        if level == "hard":
            out["decision_s_p50"] = round(statistics.median(values), 3)
            out["decision_s_p95"] = round(_pct(values, 0.95), 3)
        else:
            out[f"{level}_ms_p50"] = round(statistics.median(values) * 1000, 1)
            out[f"{level}_ms_p95"] = round(_pct(values, 0.95) * 1000, 1)
    if thinks:
        by_players: dict = {}
        for (_edition, game), think in zip(spots, thinks):
            by_players.setdefault(game.state.players, []).append(think)
        out["futures_per_decision"] = {
            str(n): statistics.median(t.get("futures", 0) for t in group) for n, group in sorted(by_players.items())
        }
        many = [t for n, group in by_players.items() if n >= 3 for t in group]
        if many:
            out["searched_share_3plus"] = round(sum(searched(t) for t in many) / len(many), 3)
    return out


def decision_times(levels=("easy", "normal", "hard"), base=None) -> dict:
    """Decision times of every level on the bench positions; with `base` (a SeatServer), the same for that
    revision under the key "base"."""
    spots = positions()
    sides: dict = {"new": _Local()}
    if base is not None:
        sides["base"] = _Remote(base)
    times: dict = {side: {} for side in sides}
    thinks: dict = {side: [] for side in sides}
    for level in levels:
        if level == "hard":  # start the look-ahead's worker processes before anything is timed
            for side in sides.values():
                side.decide(level, 0, spots[0][1])
        for i, (_edition, game) in enumerate(spots):
            for name, side in sides.items():
                seconds, think = side.decide(level, i, game)
                times[name].setdefault(level, []).append(seconds)
                if level == "hard":
                    thinks[name].append(think)
    out = figures(times["new"], thinks["new"], spots)
    if base is not None:
        out["base"] = figures(times["base"], thinks["base"], spots)
    return out
