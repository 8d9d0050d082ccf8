"""Hunters and Gatherers as the window and the tools see it: the bonus tile turn, the bonus pile and the
hunters lying flat in their meadows for good."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.state import GameState
from game.editions.base import register_view

from .model import hunters_state
from .rules import HUNTER, SHRINE_HUNTER


@dataclass(frozen=True)
class HuntersView:
    bonus_turn: bool  # the tile in hand (or just laid) is the bonus tile of this turn
    bonus_left: int
    lying: frozenset[int]  # pids of the hunters, who lie flat and never come back
    hunters: tuple[int, ...]  # hunters per seat


@register_view("hunters")
def view(state: GameState) -> HuntersView:
    own = hunters_state(state)
    lying = frozenset(p.pid for p in state.pieces.values() if p.flag in (HUNTER, SHRINE_HUNTER))
    per_seat = [0] * state.players
    for pid in lying:
        per_seat[state.pieces[pid].seat] += 1
    return HuntersView(
        bonus_turn=own.bonus_turn,
        bonus_left=len(own.bonus_left),
        lying=lying,
        hunters=tuple(per_seat),
    )
