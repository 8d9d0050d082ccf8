"""Why an Amazonas command is refused: the reasons a player reads (part of the Amazonas edition object)."""

from __future__ import annotations

from game.core import commands as cmd
from game.editions.base import Edition

from .kinds import AMAZON, CAMP, EXPLORER_KINDS, FOLLOWER, JUNGLE, PIECE_NAMES


class AmazonasRefusals(Edition):
    def explain(self, state, c) -> str:
        if state.phase == "double":
            return self._explain_double(state, c)
        if state.phase != "action":
            return "no decision is pending"
        if isinstance(c, cmd.PlaceTile):
            return "the tile is already placed; now place an explorer or a camp, or skip (your boat moves 1)"
        if isinstance(c, cmd.PlaceDouble):
            return 'a double Amazon tile is placed only right after a "!" tile'
        if isinstance(c, cmd.PlacePiece):
            return self._explain_piece(state, c)
        return f"'{c.do}' is not part of Amazonas"

    def _explain_double(self, state, c) -> str:
        if not isinstance(c, cmd.PlaceDouble):
            return (
                'after a "!" tile, first place one of the set-aside double Amazon tiles right after it (place_double)'
            )
        if c.double not in state.ext["doubles"]:
            return (
                f"{c.double!r} is not one of the set-aside double Amazon tiles "
                f"(left: {', '.join(state.ext['doubles']) or 'none'})"
            )
        if c.rot not in (0, 180):
            return f"a double Amazon tile is turned only 0 or 180, so that the river keeps flowing east (not {c.rot})"
        return (
            f"the double {c.double!r} turned {c.rot} does not continue the Amazon at its east end "
            "(every touching edge must continue the same terrain)"
        )

    def _explain_piece(self, state, c) -> str:
        if c.piece not in (FOLLOWER, CAMP):
            return f"there are no {c.piece} pieces in Amazonas (explorers are 'follower', camps are 'camp')"
        placed = state.placed
        tile = state.tiles[placed.tile]
        bang = self._bang_laid(state)
        if not 0 <= c.cell < len(placed.cells):
            if bang:
                return (
                    'after a "!" tile and its double, explorers and camps go only on the double tile, '
                    'not on the "!" tile'
                )
            return f"the tile just placed has no cell {c.cell}"
        f = tile.cells[c.cell].feature(c.feature)
        if f is None:
            if bang and self._bang_has_feature(state, c.feature):
                return (
                    'after a "!" tile and its double, explorers and camps go only on the double tile, '
                    'not on the "!" tile'
                )
            return f"the tile just placed has no feature {c.feature!r}"
        if f.kind == AMAZON:
            return "the Amazon itself is only for the boats: explorers and camps go on its banks"
        if c.piece == FOLLOWER and f.kind not in EXPLORER_KINDS:
            return f"an explorer goes on a tributary or in a village, not in the {f.kind} (camps go in the jungle)"
        if c.piece == CAMP and f.kind != JUNGLE:
            return f"a camp goes in the jungle, not on a {f.kind} (explorers go on tributaries and villages)"
        if state.supply[state.current][c.piece] <= 0:
            return f"you have no {PIECE_NAMES[c.piece]} left in your supply"
        if c.piece == FOLLOWER:
            return f"that {f.kind} already has an explorer"
        return "that jungle already has a camp"

    def _bang_laid(self, state) -> bool:
        laid = state.ext["laid"]
        return len(laid) > 1 and state.tiles[laid[0][0]].has_tag("bang")

    def _bang_has_feature(self, state, fid) -> bool:
        tile = state.tiles[state.ext["laid"][0][0]]
        return any(cell.feature(fid) is not None for cell in tile.cells)
