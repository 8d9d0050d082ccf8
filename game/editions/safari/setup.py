"""Safari's setup: the animal tokens dealt and piled, the reshuffle permutation, the rangers' first spaces."""

from __future__ import annotations

import random
from typing import Any

from game.core.state import GameState, SetupError

from .model import SafariState
from .tokens import ANIMALS, BOX_TOKENS, HAND_SIZE, box_tokens


def _pos(v: object) -> tuple[int, int] | None:
    if isinstance(v, (list, tuple)) and len(v) == 2 and all(isinstance(a, int) and not isinstance(a, bool) for a in v):
        return int(v[0]), int(v[1])
    return None


def _where(pos: tuple[int, int]) -> str:
    return f"[{pos[0]}, {pos[1]}]"


def default_extra(players: int, rng: random.Random) -> dict[str, Any]:
    tokens = box_tokens()
    rng.shuffle(tokens)
    hands = [tokens[HAND_SIZE * i : HAND_SIZE * (i + 1)] for i in range(players)]
    permutation = list(range(BOX_TOKENS))
    rng.shuffle(permutation)
    return {"hands": hands, "tokens": tokens[HAND_SIZE * players :], "reshuffle": permutation}


def init_state(state: GameState) -> None:
    extra = state.setup.extra
    players = state.players
    hands: Any = extra.get("hands")  # checked below
    tokens: Any = extra.get("tokens")
    if hands is not None:
        if (
            not isinstance(hands, list)
            or len(hands) != players
            or not all(isinstance(h, list) and all(a in ANIMALS for a in h) for h in hands)
        ):
            raise SetupError(f"'hands' must be {players} lists of animals ({', '.join(ANIMALS)})")
    if tokens is not None:
        if not isinstance(tokens, list) or not all(a in ANIMALS for a in tokens):
            raise SetupError(f"'tokens' must be a list of animals ({', '.join(ANIMALS)}), top first")
    if hands is None and tokens is None:
        d = default_extra(players, random.Random(state.setup.seed or 0))
        hands, tokens = d["hands"], d["tokens"]
    elif tokens is None:  # the rest of the box, in an order fixed by the seed
        rest = box_tokens()
        for h in hands:
            for a in h:
                if a in rest:
                    rest.remove(a)
        random.Random(state.setup.seed or 0).shuffle(rest)
        tokens = rest
    elif hands is None:
        hands = [[] for _ in range(players)]
    permutation = extra.get("reshuffle")
    if permutation is not None and (
        not isinstance(permutation, list)
        or not all(isinstance(i, int) and not isinstance(i, bool) for i in permutation)
    ):
        raise SetupError("'reshuffle' must be a list of whole numbers (a permutation)")
    rangers_raw = extra.get("rangers")
    if rangers_raw is None:
        rangers = default_rangers(state)
    else:
        if not isinstance(rangers_raw, list) or len(rangers_raw) != 2 or not all(_pos(r) for r in rangers_raw):
            raise SetupError("'rangers' must be two spaces [[x, y], [x, y]]")
        rangers = [p for r in rangers_raw if (p := _pos(r)) is not None]
        if rangers[0] == rangers[1]:
            raise SetupError("'rangers': the two rangers can never stand on the same space")
        for r in rangers:
            if r in state.board.cells:
                raise SetupError(f"'rangers': {_where(r)} holds a tile; a ranger stands on an empty space")
    state.ext = SafariState(
        hands=tuple(tuple(h) for h in hands),
        pile=tuple(tokens),
        rangers=tuple(rangers),
        reshuffle=tuple(permutation) if permutation else None,
    )


def default_rangers(state: GameState) -> list[tuple[int, int]]:
    """Ruling 11: north of the start piece's west cell and south of its east cell."""
    cells = sorted(state.board.cells)
    west = min(cells, key=lambda c: (c[0], c[1]))
    east = max(cells, key=lambda c: (c[0], c[1]))  # the south end of a north-south start piece
    a, b = (west[0], west[1] - 1), (east[0], east[1] + 1)
    # a start piece of another shape may cover those spaces: then the first free spaces next to it
    spare = [p for p in sorted(state.board.frontier) if p not in (a, b)]
    if b in state.board.cells:
        b = spare.pop()
    if a in state.board.cells:
        a = spare.pop(0)
    return [a, b]
