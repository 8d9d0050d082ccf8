"""Safari's constants and small helpers, shared by its rules, refusals and fold."""

from __future__ import annotations

FOLLOWER = "follower"
SCORED_KINDS = ("trail", "bush")
PIECE_KINDS = ("trail", "bush", "baobab")
POINTS_BY_KINDS = (0, 1, 3, 6, 10, 15)  # ruling 8: 1..5 different animals
DIG_POINTS = 3
EXPAND_POINTS = {2: 4, 3: 5, 4: 6}  # the 2nd, 3rd, 4th token at a watering hole
HOLE_COMPLETE_POINTS = 3
RANGER_POINTS = 3
BAOBAB_DRAW = 2
OPTION_FINAL_MAJORITY = "safari_final_majority"


def animal_points(kinds: int) -> int:
    return POINTS_BY_KINDS[min(kinds, 5)]


def _pos(v) -> tuple[int, int] | None:
    if isinstance(v, (list, tuple)) and len(v) == 2 and all(isinstance(a, int) and not isinstance(a, bool) for a in v):
        return int(v[0]), int(v[1])
    return None


def _a(word: str) -> str:
    return ("an " if word[:1] in "aeiou" else "a ") + word


def _where(pos) -> str:
    return f"[{pos[0]}, {pos[1]}]"
