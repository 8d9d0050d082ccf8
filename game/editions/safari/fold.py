"""The fold of Safari's events into the state, and the state as the scenario runner reports it (part of the
Safari edition object)."""

from __future__ import annotations

from game.core import events as ev
from game.core.state import Piece
from game.editions.base import Edition

from . import events as E
from . import holes as H
from .common import FOLLOWER


class SafariFold(Edition):
    def after_apply(self, state, e) -> None:
        if isinstance(e, ev.TurnBegan):
            state.ext["ranger_used"] = False
        elif isinstance(e, ev.TilePlaced):
            if any(p in state.placed.cells for p in state.ext["rangers"] if p is not None):
                state.phase = "take_ranger"

    def apply(self, state, e) -> None:
        ext = state.ext
        t = type(e)
        if t is E.RangerTaken:
            ext["rangers"][e.ranger] = None
            ext["held"] = e.ranger
            ext["ranger_used"] = True
            state.phase = "action"
        elif t is E.RangerMoved:
            ext["rangers"][e.ranger] = tuple(e.to)
            ext["ranger_used"] = True
            state.phase = "score"
        elif t is E.RangerDue:
            state.phase = "place_ranger"
        elif t is E.RangerPlaced:
            ext["rangers"][e.ranger] = tuple(e.to)
            ext["held"] = None
            state.phase = "score"
        elif t is E.AnimalTokensDrawn:
            del ext["pile"][: len(e.tokens)]  # drawn from the top
            ext["hands"][e.seat].extend(e.tokens)
        elif t is E.AnimalTokensReshuffled:
            ext["pile"] = list(e.pile)
            ext["discards"] = []
            ext["reshuffles"] += 1
        elif t is E.AnimalTokensDiscarded:
            ext["discards"].extend(e.tokens)
            ext["cur"] = None
        elif t is E.AnimalsAsked:
            ext["cur"] = {"x": e.x, "y": e.y, "feature": e.feature, "order": list(e.order), "i": 0, "played": {}}
            state.phase = "animal"
        elif t is E.AnimalPlayed or t is E.AnimalDeclined:
            cur = ext["cur"]
            if t is E.AnimalPlayed:
                ext["hands"][e.seat].remove(e.animal)
                cur["played"][e.seat] = e.animal
            cur["i"] += 1
            if cur["i"] >= len(cur["order"]):
                state.phase = "score"
        elif t is E.HoleDug:
            pos = (e.x, e.y)
            vertex, slot = H.slot_of(pos, e.corner)
            ring = ext["holes"].setdefault(vertex, [None] * 4)
            ring[slot] = e.animal
            ext["hands"][e.seat].remove(e.animal)
            p = Piece(e.pid, e.seat, FOLLOWER, pos, f"hole:{e.corner}", None)
            p.flag = ("hole", vertex)
            state.pieces[e.pid] = p
            state.supply[e.seat][FOLLOWER] -= 1
            state.next_pid = max(state.next_pid, e.pid + 1)
            state.phase = "score"
        elif t is E.HoleExpanded:
            vertex, slot = H.slot_of((e.x, e.y), e.corner)
            ext["holes"][vertex][slot] = e.animal
            ext["hands"][e.seat].remove(e.animal)
            state.phase = "score"
        elif t is E.HoleCompleted:
            pass  # points and returned photographers follow as their own events; the tokens stay
        else:
            super().apply(state, e)

    def state_view(self, state) -> dict:
        ext = state.ext
        holes = []
        for vertex in sorted(ext["holes"]):
            ring = ext["holes"][vertex]
            holes.append(
                {
                    "vertex": list(vertex),
                    "tokens": [a for a in ring if a is not None],
                    "slots": list(ring),
                    "complete": all(a is not None for a in ring),
                }
            )
        return {
            "hands": [list(h) for h in ext["hands"]],
            "rangers": [list(p) if p is not None else None for p in ext["rangers"]],
            "tokens": list(ext["pile"]),
            "tokens_left": len(ext["pile"]),
            "discards": list(ext["discards"]),
            "watering_holes": holes,
        }
