"""Safari: a completed trail or bush pays by its different animals (1/3/6/10/15, +1 per bird in a bush) and
lets each scorer add a token, while an unfinished one pays 1 per printed animal and bird; a baobab
photographer will bring two more tokens when its tile is surrounded."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.geometry import AROUND
from game.editions.safari import commands as safari_cmd
from game.editions.safari.model import safari_state

if TYPE_CHECKING:
    from game.core.state import GameState, Piece

    from ..incremental import Memo


POINTS_BY_KINDS = (0, 1, 3, 6, 10, 15)


def completion_gain(state: GameState, root: int) -> float:
    g = state.graph
    syms: dict[str, int] = g.symbols[root]
    birds = syms.get("bird", 0)
    kinds = sum(1 for k, n in syms.items() if k != "bird" and n)
    animals = sum(n for k, n in syms.items() if k != "bird")
    complete = POINTS_BY_KINDS[min(kinds, 5)] + (birds if g.kind[root] == "bush" else 0)
    token_bonus = 0.5 * (POINTS_BY_KINDS[min(kinds + 1, 5)] - POINTS_BY_KINDS[min(kinds, 5)])
    final = animals + birds
    return complete + token_bonus - final + 1.0  # + the photographer back in supply


def extra(state: GameState, memo: Memo | None = None) -> list[float]:
    out = [0.0] * state.players
    cells = state.board.cells
    g = state.graph
    for p in state.pieces.values():
        if p.node is not None and g.kind[p.node] == "baobab":
            filled = sum(1 for dx, dy in AROUND if (p.pos[0] + dx, p.pos[1] + dy) in cells)
            out[p.seat] += 2.5 * (filled / 8.0) ** 2
    return out


# --- the edition's final scoring, feature by feature (game.ai.incremental; tests check the sum against
# Safari.final_scoring) ---
FINAL_KINDS = ("trail", "bush")


def final_feature(state: GameState, root: int, on: list[Piece]) -> list[tuple[int, int]]:
    """(seat, points) the unfinished trail or bush `root` scores at the end: 1 per printed animal and bird."""
    from game.editions.safari.rules import OPTION_FINAL_MAJORITY

    from .hill_dale import majority

    g = state.graph
    if g.open[root] == 0 or g.kind[root] not in FINAL_KINDS:
        return []
    points = sum(g.symbols[root].values())
    if not points:
        return []
    if not any(p.kind in state.edition.follower_kinds for p in on):
        return []
    if state.setup.options.get(OPTION_FINAL_MAJORITY):
        winners = majority(on, state.edition.follower_kinds)
    else:
        winners = list({p.seat for p in on if p.kind == "follower"})
    return [(w, points) for w in winners]


def final_rest(state: GameState, memo: Memo | None = None) -> list[float]:
    """1 point per animal token in hand."""
    return [float(len(hand)) for hand in safari_state(state).hands]


# the options that come in large numbers (every empty space, every corner x animal): game.ai.greedy tries them
# only after the tile's best few placements are known
WIDE_COMMANDS = (safari_cmd.MoveRanger, safari_cmd.Dig, safari_cmd.Expand)
