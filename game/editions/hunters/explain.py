"""Why a Hunters and Gatherers command is not among the options: a Refusal with a stable code (catalog
`refusal.<code>`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import commands as cmd
from game.core.refusals import Refusal, declare, refuse
from game.core.state import GameState

from .model import hunters_state

if TYPE_CHECKING:
    from .rules import Hunters

FOLLOWER = "follower"
HUT = "hut"
FOLLOWER_KINDS = ("river", "forest", "meadow")  # fisher, gatherer, hunter
HUT_KINDS = ("river", "lake")
ROLE = {"river": "fisher", "forest": "gatherer", "meadow": "hunter"}

REFUSALS = declare(
    {
        "hunters.tile_already_placed": (),
        "hunters.one_bonus_tile": (),
        "hunters.members_wait": (),
        "hunters.member_wrong_feature": ("kind",),
        "hunters.feature_has_member": ("kind", "role"),
        "hunters.member_cannot_go": (),
        "hunters.hut_wrong_feature": ("kind",),
        "hunters.system_has_hut": (),
        "hunters.hut_cannot_go": (),
    },
    {"role": "role"},  # fisher, gatherer, hunter
)


def explain(rules: Hunters, state: GameState, c: cmd.Command) -> Refusal:
    if state.phase != "action":
        return refuse("no_decision", "no decision is pending")
    if isinstance(c, cmd.PlaceTile):
        if hunters_state(state).bonus_turn:
            return refuse(
                "hunters.one_bonus_tile",
                "only one bonus tile per turn: the bonus tile is placed; now place a tribe member or "
                "a hut on it, or skip",
            )
        return refuse(
            "hunters.tile_already_placed", "the tile is already placed; now place a tribe member or a hut, or skip"
        )
    if isinstance(c, cmd.PlacePiece):
        return _explain_piece(rules, state, c)
    return refuse("command_not_in_edition", f"'{c.do}' is not part of Hunters and Gatherers", command=c.do)


def _explain_piece(rules: Hunters, state: GameState, c: cmd.PlacePiece) -> Refusal:
    if c.piece not in (FOLLOWER, HUT):
        return refuse(
            "unknown_piece",
            f"there are no {c.piece} pieces in Hunters and Gatherers (tribe members are 'follower', and 'hut')",
            piece=c.piece,
        )
    f = rules.target_feature(state, c)
    if isinstance(f, Refusal):
        return f
    if state.supply[state.current][c.piece] <= 0:
        what = "tribe member" if c.piece == FOLLOWER else "hut"
        return refuse("no_piece_left", f"you have no {what} left in your supply", piece=c.piece)
    if c.piece == FOLLOWER and rules.members_free(state) <= 0:
        return refuse(
            "hunters.members_wait",
            "the tribe members that came back to your supply this turn may go out again only on your next "
            "turn, not on this bonus tile",
        )
    assert state.placed is not None, "a piece is placed only after its tile"
    node = state.board.node_at(state.placed.cells[c.cell], f.index)
    assert node is not None, "the tile just placed is on the board"
    if c.piece == FOLLOWER:
        if f.kind not in FOLLOWER_KINDS:
            return refuse(
                "hunters.member_wrong_feature",
                "a tribe member stands on a river (fisher), in a forest (gatherer) or in a meadow "
                f"(hunter), not on a {f.kind}; only huts go on lakes",
                kind=f.kind,
            )
        if state.pieces_on(node, (FOLLOWER,)):
            return refuse(
                "hunters.feature_has_member",
                f"that {f.kind} already has a {ROLE[f.kind]} (no tribe member joins one already there)",
                kind=f.kind,
                role=ROLE[f.kind],
            )
        return refuse("hunters.member_cannot_go", "that tribe member cannot go there")
    if f.kind not in HUT_KINDS:
        return refuse("hunters.hut_wrong_feature", f"a hut goes on a river or a lake, not on a {f.kind}", kind=f.kind)
    if rules.huts_in_system(state, node):
        return refuse(
            "hunters.system_has_hut",
            "that river system already has a hut (a hut claims all rivers and lakes joined together)",
        )
    return refuse("hunters.hut_cannot_go", "that hut cannot go there")
