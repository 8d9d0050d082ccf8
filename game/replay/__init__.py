"""Replays: a game's timeline of moments with fast seeking (timeline), what a seat saw at a moment and what
changed between two moments (view).  Pure Python, no pygame; the Replay scene draws from these.

    replay = Replay.of(game)                 # or Replay(setup, events)
    replay.view(replay.turn_start(12), viewer=0).state   # the board as seat 0 saw it when turn 12 began
"""

from __future__ import annotations

from .timeline import END, MOVE, SCORE, SNAPSHOT_EVERY, START, STEP, TURN, Moment, Replay
from .view import Change, MomentView, PieceAt, conceal

__all__ = [
    "END",
    "MOVE",
    "SCORE",
    "SNAPSHOT_EVERY",
    "START",
    "STEP",
    "TURN",
    "Change",
    "Moment",
    "MomentView",
    "PieceAt",
    "Replay",
    "conceal",
]
