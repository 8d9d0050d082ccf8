"""Why an Amazonas command or placement is not allowed: a Refusal with a stable code (catalog
`refusal.<code>`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import commands as cmd
from game.core.refusals import Refusal, declare, refuse
from game.core.state import GameState
from game.core.tiles import TileDef

from .model import amazonas_state

if TYPE_CHECKING:
    from .rules import Amazonas

from . import commands as edition_cmd

FOLLOWER = "follower"
CAMP = "camp"
AMAZON = "amazon"
JUNGLE = "jungle"
EXPLORER_KINDS = ("tributary", "village")
PIECE_NAMES = {FOLLOWER: "explorer", CAMP: "camp"}

REFUSALS = declare(
    {
        "amazonas.amazon_rotation": ("rot",),
        "amazonas.amazon_east_end": ("pos",),
        "amazonas.land_east_of_river": ("column",),
        "amazonas.double_first": (),
        "amazonas.not_a_set_aside_double": ("double", "left"),
        "amazonas.double_rotation": ("rot",),
        "amazonas.double_mismatch": ("double", "rot"),
        "amazonas.tile_already_placed": (),
        "amazonas.double_only_after_bang": (),
        "amazonas.pieces_only_on_double": (),
        "amazonas.amazon_for_boats": (),
        "amazonas.explorer_wrong_feature": ("kind",),
        "amazonas.camp_wrong_feature": ("kind",),
        "amazonas.feature_has_explorer": ("kind",),
        "amazonas.jungle_has_camp": (),
    },
    {"double": "tile id"},
)

ONLY_ON_DOUBLE = 'after a "!" tile and its double, explorers and camps go only on the double tile, not on the "!" tile'


def rotation_refusal(rot: int) -> Refusal:
    return refuse(
        "amazonas.amazon_rotation",
        f"an Amazon tile is turned only 0 or 180, so that the river keeps flowing east (not {rot})",
        rot=rot,
    )


def placement_refusal(state: GameState, tile: TileDef) -> Refusal:
    own = amazonas_state(state)
    assert own.river_end is not None, "every placement is allowed while the river has no end"
    ex, ey = own.river_end
    if tile.id in own.amazon_tiles:
        return refuse(
            "amazonas.amazon_east_end",
            f"an Amazon tile goes only at the Amazon's east end, continuing the river (its first cell at [{ex + 1}, {ey}])",
            pos=(ex + 1, ey),
        )
    return refuse(
        "amazonas.land_east_of_river",
        f"a land tile may not lie east of the Amazon's last cell (column {ex}): the land reaches "
        "only as far as the river has come",
        column=ex,
    )


def explain(rules: Amazonas, state: GameState, c: cmd.Command) -> Refusal:
    if state.phase == "double":
        return _explain_double(state, c)
    if state.phase != "action":
        return refuse("no_decision", "no decision is pending")
    if isinstance(c, cmd.PlaceTile):
        return refuse(
            "amazonas.tile_already_placed",
            "the tile is already placed; now place an explorer or a camp, or skip (your boat moves 1)",
        )
    if isinstance(c, edition_cmd.PlaceDouble):
        return refuse("amazonas.double_only_after_bang", 'a double Amazon tile is placed only right after a "!" tile')
    if isinstance(c, cmd.PlacePiece):
        return _explain_piece(rules, state, c)
    return refuse("command_not_in_edition", f"'{c.do}' is not part of Amazonas", command=c.do)


def _explain_double(state: GameState, c: cmd.Command) -> Refusal:
    if not isinstance(c, edition_cmd.PlaceDouble):
        return refuse(
            "amazonas.double_first",
            'after a "!" tile, first place one of the set-aside double Amazon tiles right after it (place_double)',
        )
    left = amazonas_state(state).doubles
    if c.double not in left:
        return refuse(
            "amazonas.not_a_set_aside_double",
            f"{c.double!r} is not one of the set-aside double Amazon tiles (left: {', '.join(left) or 'none'})",
            double=c.double,
            left=list(left),
        )
    if c.rot not in (0, 180):
        return refuse(
            "amazonas.double_rotation",
            f"a double Amazon tile is turned only 0 or 180, so that the river keeps flowing east (not {c.rot})",
            rot=c.rot,
        )
    return refuse(
        "amazonas.double_mismatch",
        f"the double {c.double!r} turned {c.rot} does not continue the Amazon at its east end "
        "(every touching edge must continue the same terrain)",
        double=c.double,
        rot=c.rot,
    )


def _explain_piece(rules: Amazonas, state: GameState, c: cmd.PlacePiece) -> Refusal:
    if c.piece not in (FOLLOWER, CAMP):
        return refuse(
            "unknown_piece",
            f"there are no {c.piece} pieces in Amazonas (explorers are 'follower', camps are 'camp')",
            piece=c.piece,
        )
    placed = state.placed
    assert placed is not None, "a piece is placed only after its tile"
    tile = state.tiles[placed.tile]
    bang = _bang_laid(state)
    if not 0 <= c.cell < len(placed.cells):
        if bang:
            return refuse("amazonas.pieces_only_on_double", ONLY_ON_DOUBLE)
        return refuse("no_such_cell", f"the tile just placed has no cell {c.cell}", cell=c.cell)
    f = tile.cells[c.cell].feature(c.feature)
    if f is None:
        if bang and _bang_has_feature(state, c.feature):
            return refuse("amazonas.pieces_only_on_double", ONLY_ON_DOUBLE)
        return refuse("not_on_placed_tile", f"the tile just placed has no feature {c.feature!r}", feature=c.feature)
    if f.kind == AMAZON:
        return refuse(
            "amazonas.amazon_for_boats", "the Amazon itself is only for the boats: explorers and camps go on its banks"
        )
    if c.piece == FOLLOWER and f.kind not in EXPLORER_KINDS:
        return refuse(
            "amazonas.explorer_wrong_feature",
            f"an explorer goes on a tributary or in a village, not in the {f.kind} (camps go in the jungle)",
            kind=f.kind,
        )
    if c.piece == CAMP and f.kind != JUNGLE:
        return refuse(
            "amazonas.camp_wrong_feature",
            f"a camp goes in the jungle, not on a {f.kind} (explorers go on tributaries and villages)",
            kind=f.kind,
        )
    if state.supply[state.current][c.piece] <= 0:
        return refuse("no_piece_left", f"you have no {PIECE_NAMES[c.piece]} left in your supply", piece=c.piece)
    if c.piece == FOLLOWER:
        return refuse("amazonas.feature_has_explorer", f"that {f.kind} already has an explorer", kind=f.kind)
    return refuse("amazonas.jungle_has_camp", "that jungle already has a camp")


def _bang_laid(state: GameState) -> bool:
    laid = amazonas_state(state).laid
    return len(laid) > 1 and state.tiles[laid[0].tile].has_tag("bang")


def _bang_has_feature(state: GameState, fid: str) -> bool:
    tile = state.tiles[amazonas_state(state).laid[0].tile]
    return any(cell.feature(fid) is not None for cell in tile.cells)
