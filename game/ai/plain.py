"""The plain path of the seats' turn search: a whole `Game.clone` and a checked `submit` for every candidate,
valued by `position_value` from scratch.  The seats use the fast path (`Seat.turn_moves`: apply and undo on
one scratch game, incremental evaluation); this one is the reference the tests hold it to - the same values
to 1e-9 and the same choices - and what the seats did before the fast path existed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.commands import Command, PlaceTile
from game.core.engine import Game, Refusal

from .evaluate import position_value
from .heuristics import wide_commands
from .view import determinized

if TYPE_CHECKING:
    from .greedy import Seat, TurnMove


def after(game: Game, command: Command) -> Game:
    c = game.clone()
    result = c.submit(command)
    if isinstance(result, Refusal):  # never: options() are legal
        raise AssertionError(f"{command}: {result.reason}")
    return c


def value(seat_obj: Seat, game: Game, seat: int) -> float:
    v = position_value(game.state, seat, seat_obj.potential, seat_obj.fits)
    if seat_obj.noise:
        v += seat_obj.rng.random() * seat_obj.noise
    return v


def choose_one(seat_obj: Seat, game: Game, seat: int, options: list[Command]) -> Command:
    """`Seat.choose_one`, plainly."""
    base = determinized(game, seat_obj.rng, seat)
    return max(options, key=lambda o: value(seat_obj, after(base, o), seat))


def turn_moves(seat_obj: Seat, game: Game, seat: int, options: list[PlaceTile]) -> list[TurnMove]:
    """`Seat.turn_moves`, plainly: (value, placement, follow-up) for every placement and the same seat's
    next decision."""
    base = determinized(game, seat_obj.rng, seat)
    turn = game.state.turn
    out: list[TurnMove] = []
    later: list[tuple[float, PlaceTile, Game, list[Command]]] = []
    for place in options:
        c1 = after(base, place)
        pend = c1.pending()
        if pend is None or pend.seat != seat or c1.state.turn != turn or pend.decision == "place_tile":
            out.append((value(seat_obj, c1, seat), place, None))
            continue
        acts: list[Command] = c1.options()
        wide_kinds = wide_commands(c1.state.setup.edition)
        wide: list[Command] = [a for a in acts if isinstance(a, wide_kinds)]
        best = None
        for act in acts:
            if isinstance(act, wide_kinds):
                continue
            v = value(seat_obj, after(c1, act), seat)
            out.append((v, place, act))
            best = v if best is None else max(best, v)
        if wide:
            later.append((best if best is not None else -1e9, place, c1, wide))
    later.sort(key=lambda m: -m[0])
    for _, place, c1, wide in later[: seat_obj.wide_placements]:
        if len(wide) > seat_obj.wide_cap:
            wide = seat_obj.rng.sample(wide, seat_obj.wide_cap)
        for act in wide:
            out.append((value(seat_obj, after(c1, act), seat), place, act))
    return out
