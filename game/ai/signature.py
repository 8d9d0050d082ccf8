"""The signature of the AI's play (`python -m game.tools.bench ai --signature`): a hash of the decisions every
level makes on fixed positions, in its deterministic mode.

Easy and normal are deterministic for a seed; hard is put in its deterministic mode (`futures=`
HARD_FUTURES shared futures at most, no clock), which gives the same decisions on any machine and with any
number of worker processes.  A change whose signature is the same as before changes no play on these
positions and needs no games; a change with another signature is judged by `python -m game.tools.sprt`.
The positions are the bench's 36 tile decisions and the other decisions (harvest drafts, animal tokens,
rangers...) met on the way to them; each decision is hashed with the follow-up the seat planned.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable

from game.core.engine import Game

from .positions import positions
from .seats import make_seat

HARD_FUTURES = 6
LEVELS = ("easy", "normal", "hard")


def other_decisions(per_game: int = 2) -> list[tuple[str, Game]]:
    """Decisions other than a tile and its follow-up, from the bench's easy-seat games: (edition, game)."""
    from game.editions import PLAYABLE
    from game.newgame import new_setup

    out = []
    for edition in sorted(PLAYABLE):
        for seed in (1, 2, 3):
            game = Game(new_setup(edition, 2 + seed % 3, 1000 + seed))
            seat = make_seat("easy", seed)
            found = 0
            while (pend := game.pending()) is not None and found < per_game and game.state.turn <= 50:
                if pend.decision not in ("place_tile", "action"):
                    out.append((edition, Game.replay(game.setup, list(game.log))))
                    found += 1
                game.submit(seat.choose(game))
    return out


def decisions(level: str, spots: list[tuple[str, Game]]) -> list[str]:
    """One line per position: the command the level chooses and the follow-up it plans."""
    lines = []
    for i, (edition, game) in enumerate(spots):
        seat = make_seat(level, i, futures=HARD_FUTURES if level == "hard" else None)
        choice = seat.choose(game)
        plan = seat.plan[2].to_dict() if seat.plan is not None else None
        lines.append(json.dumps([level, i, edition, choice.to_dict(), plan], sort_keys=True))
    return lines


def signature(levels: Iterable[str] = LEVELS) -> dict[str, object]:
    spots = positions() + other_decisions()
    by_level: dict[str, str] = {}
    whole = hashlib.sha256()
    for level in levels:
        lines = decisions(level, spots)
        text = "\n".join(lines).encode()
        by_level[level] = hashlib.sha256(text).hexdigest()[:16]
        whole.update(text)
    return {
        "signature": whole.hexdigest()[:16],
        "by_level": by_level,
        "positions": len(spots),
        "hard_futures": HARD_FUTURES,
    }
