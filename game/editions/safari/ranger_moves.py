"""Safari's ranger moves as command values made once per ranger and space: listing them is on the AI's hot
path (every candidate turn lists the options), and equal values made again would only cost time."""

from __future__ import annotations

from collections.abc import Sequence

from . import commands as edition_cmd

Cell = tuple[int, int]

_MOVES: tuple[dict[Cell, edition_cmd.MoveRanger], dict[Cell, edition_cmd.MoveRanger]] = (
    {},
    {},
)  # per ranger: space -> its MoveRanger command


def _move_ranger(r: int, pos: Cell) -> edition_cmd.MoveRanger:
    made = _MOVES[r]
    c = made.get(pos)
    if c is None:
        if len(made) > 20000:
            made.clear()
        c = made[pos] = edition_cmd.MoveRanger(r, pos)
    return c


def ranger_moves(r: int, spaces: Sequence[Cell]) -> list[edition_cmd.MoveRanger]:
    """The MoveRanger commands of ranger `r` to each of `spaces`, in order."""
    made = _MOVES[r]
    try:
        return list(map(made.__getitem__, spaces))  # every one made already (the usual case): no frame per space
    except KeyError:
        return [made.get(pos) or _move_ranger(r, pos) for pos in spaces]
