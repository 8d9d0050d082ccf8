"""The rules of Brook: lay a tile, then put a follower on its stream or a bank, or turn the mill the tile shows
(2 points at once, this edition's own command and event), or do nothing.  A stream closed at both ends (at
mills, or a loop) scores 1 per tile at once and its followers go home; at the end every feature with
followers scores 1 per tile to the most followers there."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar

from game.core import commands as cmd
from game.core import events as ev
from game.core.refusals import refuse
from game.core.registry import FeatureKind
from game.core.tiles import AREA, INSIDE, LINE
from game.editions.base import Edition

FOLLOWER = "follower"
PIECE_KINDS = ("stream", "bank")
MILL_POINTS = 2
KINDS = {
    "stream": FeatureKind(LINE, line_width=0.12),
    "bank": FeatureKind(AREA),
    "mill": FeatureKind(INSIDE, inside_radius=0.17),  # a kind no shipped edition has
}


@dataclass(frozen=True)
class TurnMill(cmd.Command):
    """Instead of a follower: turn the mill of the tile just laid (the seat that does it)."""

    do: ClassVar[str] = "turn_mill"
    seat: int


@ev.event
class MillTurned:
    seat: int
    x: int
    y: int


class Brook(Edition):
    name = "brook"
    menu_rank = 50
    kinds = KINDS
    commands = (TurnMill,)
    supply = {FOLLOWER: 5}
    spot_kinds = PIECE_KINDS

    @property
    def box_path(self) -> Path:
        return Path(__file__).with_name("tiles.json")

    def _mill(self, state):
        """The cell of the tile just laid that shows a mill, or None."""
        return next((pos for _i, pos, _f, _node in self.placed_features(state, ("mill",))), None)

    def options(self, state) -> list:
        if state.phase != "action":
            return []
        out: list = self.piece_options(state, FOLLOWER, PIECE_KINDS)
        if self._mill(state) is not None:
            out.append(TurnMill(state.current))
        out.append(cmd.Skip())
        return out

    def explain(self, state, command):
        return refuse("decision_not_possible", f"{command.do} is not possible now")

    def handle(self, state, command) -> list:
        if isinstance(command, cmd.PlacePiece):
            return [self.place_piece_event(state, command)]
        if isinstance(command, TurnMill):
            x, y = self._mill(state)
            return [MillTurned(state.current, x, y), ev.PointsScored(state.current, MILL_POINTS, "mill")]
        return [ev.ActionSkipped(state.current)]

    def advance(self, state):
        if state.phase == "action":
            return None
        out: list = []
        g = state.graph
        for node in state.placed.completed:
            if g.kind[node] == "stream":
                out += self.score_feature(state, node, g.tile_count(node), "stream")
                out += self.return_pieces(state, node)
        out.append(ev.TurnEnded(state.current))
        return out

    def final_scoring(self, state) -> list:
        out: list = []
        g = state.graph
        seen = set()
        for p in sorted(state.pieces.values(), key=lambda p: p.pid):
            root = g.find(p.node)
            if root in seen:
                continue
            seen.add(root)
            out += self.score_feature(state, p.node, g.tile_count(root), g.kind[root], final=True)
        return out

    def apply(self, state, e) -> None:
        if isinstance(e, MillTurned):
            state.phase = "score"
        else:
            super().apply(state, e)


EDITION = Brook()
