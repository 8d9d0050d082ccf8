"""The Amazon and the boats: rankings, Amazon scoring, the river mouth, boat symbols (rulings 15-17, 19).

Pure functions of plain data (boat spaces, symbol counts) plus one reader of the feature graph
(`new_boat_symbols`); nothing here changes a state.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from game.core.geometry import OPPOSITE, SIDE_DELTA
from game.core.state import GameState, Piece

Cell = tuple[int, int]

DEFAULT_MOUTH = {2: (6, 3), 3: (6, 3), 4: (7, 4, 1), 5: (7, 4, 1)}


def places(boats: Sequence[int], players: int) -> list[list[int]]:
    """The seats in each place, best first: boats on the same space share a place (dense ranking).

    With 2 players the second boat takes second place only when it stands on the space right behind the
    first (ruling 17/19); otherwise it has no place at all.
    """
    spaces = sorted(set(boats), reverse=True)
    out = [[seat for seat, b in enumerate(boats) if b == space] for space in spaces]
    if players == 2 and len(spaces) == 2 and spaces[1] != spaces[0] - 1:
        out = out[:1]
    return out


def amazon_points(
    boats: Sequence[int], players: int, caimans: int, piranhas: int
) -> tuple[list[int], list[int], list[int]]:
    """Amazon scoring of one Amazon tile: (points per seat, first-place seats, second-place seats)."""
    ranked = places(boats, players)
    points = [0] * len(boats)
    first = ranked[0] if ranked else []
    second = ranked[1] if len(ranked) > 1 else []
    for seat in first:
        points[seat] = caimans + piranhas
    for seat in second:
        points[seat] = piranhas
    return points, first, second


def mouth_values(tileset_extra: Mapping[str, Any], players: int) -> tuple[int, ...]:
    mouth = (tileset_extra or {}).get("mouth") or {}
    values = mouth.get(str(players), mouth.get(players))
    if not isinstance(values, (list, tuple)) or not all(isinstance(v, int) for v in values):
        values = DEFAULT_MOUTH[players]
    return tuple(values)


def mouth_points(boats: Sequence[int], players: int, values: Sequence[int]) -> list[int]:
    """Final river mouth (ruling 19): the closest boats (ties together) take the highest value, and so on."""
    points = [0] * len(boats)
    for rank, seats in enumerate(places(boats, players)):
        if rank >= len(values):
            break
        for seat in seats:
            points[seat] = values[rank]
    return points


def moved(frm: int, steps: int, last: int) -> int:
    """Where a boat on `frm` ends after `steps` spaces on a river whose last space is `last` (ruling 16):
    movement beyond the last space is lost, and a boat never moves back."""
    return max(frm, min(frm + steps, last))


def new_boat_symbols(
    state: GameState, new_cells: Iterable[Cell], kind: str = "tributary", follower: str = "follower"
) -> dict[int, int]:
    """Ruling 15: for the tile just laid (covering `new_cells`), how many boat symbols each seat's explorers
    gained on the tributaries it touched.  A symbol is new for a seat when none of that seat's explorers stood
    on the part of the tributary that held it before the tile joined the parts."""
    g = state.graph
    board = state.board
    cells = set(new_cells)
    roots = set()
    for pos in cells:
        base = board.base[pos]
        for f in state.laid_cell_def(pos).features:
            if f.kind == kind:
                roots.add(g.find(base + f.index))
    gained: dict[int, int] = {}
    if not roots:
        return gained
    by_root: dict[int, list[Piece]] = {}
    for p in state.pieces.values():
        if p.kind == follower and p.node is not None:
            r = g.find(p.node)
            if r in roots:
                by_root.setdefault(r, []).append(p)
    for root in sorted(roots):
        pieces = by_root.get(root)
        if not pieces:
            continue
        total = g.symbols[root].get("boat", 0)
        part = _old_parts(state, root, cells)
        part_boats: dict[int, int] = {}
        for n, top in part.items():
            part_boats[top] = part_boats.get(top, 0) + state.feature_def(n).symbol("boat")
        seen: dict[int, set[int]] = {}
        for p in pieces:
            part_top = part.get(p.node) if p.node is not None else None
            if part_top is not None:
                seen.setdefault(p.seat, set()).add(part_top)
            else:
                seen.setdefault(p.seat, set())
        for seat, tops in seen.items():
            new = total - sum(part_boats[t] for t in tops)
            if new > 0:
                gained[seat] = gained.get(seat, 0) + new
    return gained


def _old_parts(state: GameState, root: int, new_cells: set[Cell]) -> dict[int, int]:
    """The nodes of feature `root` outside `new_cells`, each mapped to a representative of the part it
    formed before those cells were laid (the connected pieces of the feature without them)."""
    g = state.graph
    board = state.board
    nodes = [n for n in g.members[g.find(root)] if g.pos[n] not in new_cells]
    parent = {n: n for n in nodes}

    def find(n: int) -> int:
        while parent[n] != n:
            parent[n] = parent[parent[n]]
            n = parent[n]
        return n

    for n in nodes:
        pos = g.pos[n]
        segs = board.seg_nodes[pos]
        for j in range(12):
            if segs[j] != n:
                continue
            dx, dy = SIDE_DELTA[j // 3]
            nb = (pos[0] + dx, pos[1] + dy)
            if nb in new_cells:
                continue
            nb_segs = board.seg_nodes.get(nb)
            if nb_segs is None:
                continue
            m = nb_segs[OPPOSITE[j]]
            if m in parent:
                a, b = find(n), find(m)
                if a != b:
                    parent[a] = b
    return {n: find(n) for n in nodes}
