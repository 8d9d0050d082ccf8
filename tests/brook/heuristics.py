"""The AI's knowledge of Brook (game.ai.heuristics): a stream closed now pays what it will pay at the end
anyway but sends its followers home; a mill is worth its points to the easy seat."""

from __future__ import annotations

from game.ai.heuristics.hill_dale import majority

from .rules import MILL_POINTS, TurnMill


def completion_gain(state, root: int) -> float:
    return 1.0 if state.graph.kind[root] == "stream" else 0.0


def extra(state, memo: dict | None = None) -> list[float]:
    return [0.0] * state.players


def final_feature(state, root: int, on: list) -> list[tuple[int, int]]:
    """(seat, points) at the end: 1 per tile to the most followers, closed or not."""
    points = state.graph.tile_count(root)
    return [(w, points) for w in majority(on, state.edition.follower_kinds)]


def final_rest(state, memo: dict | None = None) -> list[float]:
    return [0.0] * state.players


def easy_action_value(game, option) -> float | None:
    return float(MILL_POINTS) if isinstance(option, TurnMill) else None
