"""Why a Safari command is refused: the reasons a player reads (part of the Safari edition object)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core import commands as cmd
from game.core.geometry import CORNER_NAMES
from game.editions.base import Edition

from . import holes as H
from .common import FOLLOWER, PIECE_KINDS, _a, _where
from .tokens import ANIMALS


class SafariRefusals(Edition):
    if TYPE_CHECKING:

        def _cur_node(self, state) -> Any: ...

    def explain(self, state, c) -> str:
        phase = state.phase
        if phase == "animal":
            return self._explain_animal(state, c)
        if phase == "place_ranger":
            if not isinstance(c, cmd.PlaceRanger):
                return f"first put back the ranger you took this turn (place_ranger), not {c.do}"
            return self._explain_space(state, c.to, state.ext["held"], "put the ranger back")
        if phase != "action":
            return "no decision is pending"
        if isinstance(c, cmd.PlaceTile):
            return "the tile is already placed; now place a photographer, move a ranger, dig or expand, or skip"
        if isinstance(c, cmd.PlacePiece):
            return self._explain_piece(state, c)
        if isinstance(c, cmd.MoveRanger):
            return self._explain_move(state, c)
        if isinstance(c, (cmd.Dig, cmd.Expand)):
            return self._explain_hole(state, c)
        if isinstance(c, (cmd.PlayAnimal, cmd.DeclineAnimal)):
            return "animal tokens are added only when a completed trail or bush you score is being scored"
        if isinstance(c, cmd.PlaceRanger):
            return "a ranger is put back only by the player whose tile took it, after scoring"
        return f"'{c.do}' is not part of Safari"

    def _explain_animal(self, state, c) -> str:
        cur = state.ext["cur"]
        seat = cur["order"][cur["i"]]
        if not isinstance(c, (cmd.PlayAnimal, cmd.DeclineAnimal)):
            return f"seat {seat} must first decide whether to add an animal token (play_animal or decline_animal)"
        if c.seat != seat:
            return f"it is seat {seat}'s decision (play_animal), not seat {c.seat}'s"
        if isinstance(c, cmd.PlayAnimal):
            if c.animal not in ANIMALS:
                return f"there is no {c.animal!r} animal (animals: {', '.join(ANIMALS)})"
            hand = state.ext["hands"][seat]
            if c.animal not in hand:
                return f"seat {seat} has no {c.animal} token in hand (in hand: {', '.join(hand) if hand else 'none'})"
            kind = state.graph.kind[self._cur_node(state)]
            return f"that {kind} already shows {_a(c.animal)}: a token must add an animal that is not there yet"
        return "that decision is not possible now"

    def _explain_piece(self, state, c) -> str:
        if c.piece != FOLLOWER:
            return f"Safari has no {c.piece} pieces: photographers are 'follower'"
        f = self.target_feature(state, c)
        if isinstance(f, str):
            return f
        if state.supply[state.current][FOLLOWER] <= 0:
            return "you have no photographer left in your supply"
        if f.kind not in PIECE_KINDS:
            return f"a photographer goes on a trail, a bush or the baobab, not on the {f.kind}"
        return f"that {f.kind} already has a photographer"

    def _explain_space(self, state, to, r, verb) -> str:
        rangers = state.ext["rangers"]
        if to in state.board.cells:
            return f"{_where(to)} holds a tile: a ranger goes on an empty space"
        other = rangers[1 - r] if r in (0, 1) else None
        if to == other:
            return f"the other ranger stands on {_where(to)}: two rangers never share a space"
        if to not in state.board.frontier:
            return f"{_where(to)} is not next to any tile: a ranger goes on an empty space next to a tile"
        if r in (0, 1) and rangers[r] == to:
            return f"ranger {r} already stands on {_where(to)}"
        return f"cannot {verb} there"

    def _explain_move(self, state, c) -> str:
        ext = state.ext
        if c.ranger not in (0, 1):
            return f"there are two rangers, 0 and 1; no ranger {c.ranger}"
        if ext["held"] is not None:
            return (
                "your tile took a ranger this turn: at most one ranger moves per turn, "
                "so you may not move the other one"
            )
        if ext["ranger_used"]:
            return "at most one ranger moves per turn"
        return self._explain_space(state, c.to, c.ranger, "move the ranger")

    def _explain_hole(self, state, c) -> str:
        ext = state.ext
        seat = state.current
        verb = "dig" if isinstance(c, cmd.Dig) else "expand"
        if c.animal not in ANIMALS:
            return f"there is no {c.animal!r} animal (animals: {', '.join(ANIMALS)})"
        hand = ext["hands"][seat]
        if c.animal not in hand:
            return f"you have no {c.animal} token in hand (in hand: {', '.join(hand) if hand else 'none'})"
        if c.corner not in CORNER_NAMES:
            return f"a corner is one of {', '.join(CORNER_NAMES)}, not {c.corner!r}"
        if c.at not in state.board.cells:
            return f"there is no tile at {_where(c.at)}: a watering hole goes on the corner of a placed tile"
        kinds = H.corner_kinds(state, c.at, c.corner)
        if kinds != ("savanna", "savanna"):
            shows = " and ".join(sorted(set(kinds or ())))
            return (
                f"the {c.corner} corner of the tile at {_where(c.at)} shows {shows}: a watering hole goes "
                "only on a corner that shows only savanna"
            )
        vertex, slot = H.slot_of(c.at, c.corner)
        ring = ext["holes"].get(vertex) or [None] * 4
        if ring[slot] is not None:
            return f"that corner already holds {_a(ring[slot])} token"
        touching = [ring[n] for n in H.neighbours(slot) if ring[n] is not None]
        if verb == "dig":
            if state.supply[seat][FOLLOWER] <= 0:
                return "you have no photographer left: digging a watering hole needs one on the token"
            if touching:
                return (
                    f"a new watering hole may not touch a token already there ({_a(touching[0])} lies on the "
                    "neighbouring corner): expand that watering hole instead"
                )
            return "you cannot dig there"
        if not touching:
            return (
                "no token lies on a neighbouring corner, so there is no watering hole to expand here "
                "(dig a new one instead)"
            )
        if c.animal in ring:
            return f"that watering hole already has {_a(c.animal)}: each token added must show a new animal"
        return "you cannot expand there"

    # --- what a legal command does ---
