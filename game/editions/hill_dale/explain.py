"""Why an Over Hill and Dale command is not among the options: a Refusal with a stable code (catalog
`refusal.<code>`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import commands as cmd
from game.core.refusals import Refusal, declare, refuse
from game.core.state import GameState, node_of

from .model import hill_dale_state

if TYPE_CHECKING:
    from .rules import HillDale

from . import commands as edition_cmd

FOLLOWER = "follower"
STABLE = "stable"
FOLLOWER_KINDS = ("path", "field")
OPTION_STRICT_TRAVEL = "hill_dale_strict_travel"

REFUSALS = declare(
    {
        "hill_dale.take_harvest_first": ("seat",),
        "hill_dale.crop_not_in_pool": ("crop", "left"),
        "hill_dale.tile_already_placed": (),
        "hill_dale.no_draft": (),
        "hill_dale.choose_harvest_order": ("seat",),
        "hill_dale.field_not_waiting": ("at", "feature"),
        "hill_dale.no_harvest_order": (),
        "hill_dale.meeple_wrong_feature": ("kind",),
        "hill_dale.path_has_traveller": (),
        "hill_dale.field_has_farmer": (),
        "hill_dale.stable_wrong_feature": ("kind",),
        "hill_dale.stable_too_close": (),
        "hill_dale.no_traveller_there": ("frm",),
        "hill_dale.strict_travel": (),
        "hill_dale.path_completed": ("frm",),
        "hill_dale.path_not_extended": ("frm",),
        "hill_dale.bad_destination": ("frm", "to"),
    },
    {"crop": "symbol"},  # catalog sym.<name>
)


def explain(rules: HillDale, state: GameState, c: cmd.Command) -> Refusal:
    if state.phase == "draft":
        d = rules.pending(state)
        assert d is not None, "a draft always has a seat to take"
        if not isinstance(c, edition_cmd.TakeHarvest):
            return refuse(
                "hill_dale.take_harvest_first",
                f"seat {d.seat} must first take a harvest token (take_harvest)",
                seat=d.seat,
            )
        left = hill_dale_state(state).drafts[0].pool
        return refuse(
            "hill_dale.crop_not_in_pool",
            f"there is no {c.crop} token left in this harvest (left: {', '.join(left)})",
            crop=c.crop,
            left=list(left),
        )
    if state.phase == "harvest_order":
        return _explain_order(state, c)
    if isinstance(c, edition_cmd.HarvestFirst):
        return refuse(
            "hill_dale.no_harvest_order",
            "no order of harvests is asked: it is asked only when one tile completes several fields and the "
            "supply cannot pay them all",
        )
    if state.phase != "action":
        return refuse("no_decision", "no decision is pending")
    if isinstance(c, cmd.PlaceTile):
        return refuse(
            "hill_dale.tile_already_placed",
            "the tile is already placed; now place a meeple or a stable, travel, or skip",
        )
    if isinstance(c, cmd.PlacePiece):
        return _explain_piece(rules, state, c)
    if isinstance(c, edition_cmd.Travel):
        return _explain_travel(rules, state, c)
    if isinstance(c, edition_cmd.TakeHarvest):
        return refuse(
            "hill_dale.no_draft",
            "no harvest draft is under way: tokens are taken one at a time only when tied farmers share "
            "a completed field",
        )
    return refuse("command_not_in_edition", f"'{c.do}' is not part of Over Hill and Dale", command=c.do)


def _explain_piece(rules: HillDale, state: GameState, c: cmd.PlacePiece) -> Refusal:
    if c.piece not in (FOLLOWER, STABLE):
        return refuse(
            "unknown_piece",
            f"there are no {c.piece} pieces in Over Hill and Dale (meeples are 'follower', and 'stable')",
            piece=c.piece,
        )
    f = rules.target_feature(state, c)
    if isinstance(f, Refusal):
        return f
    if state.supply[state.current][c.piece] <= 0:
        return refuse(
            "no_piece_left",
            f"you have no {'meeple' if c.piece == FOLLOWER else 'stable'} left in your supply",
            piece=c.piece,
        )
    if c.piece == FOLLOWER:
        if f.kind not in FOLLOWER_KINDS:
            return refuse(
                "hill_dale.meeple_wrong_feature",
                f"a meeple stands on a path or a field, not on a {f.kind} (stables go on meadows)",
                kind=f.kind,
            )
        if f.kind == "path":
            return refuse("hill_dale.path_has_traveller", "that path already has a traveller")
        return refuse("hill_dale.field_has_farmer", "that field already has a farmer")
    if f.kind != "meadow":
        return refuse("hill_dale.stable_wrong_feature", f"a stable goes on a meadow, not on a {f.kind}", kind=f.kind)
    return refuse(
        "hill_dale.stable_too_close",
        "a stable may not stand within one tile of another stable (the 8 tiles around it)",
    )


def _explain_travel(rules: HillDale, state: GameState, c: edition_cmd.Travel) -> Refusal:
    mine = [
        p
        for p in state.pieces.values()
        if p.pos == c.frm and p.seat == state.current and p.kind == FOLLOWER and state.graph.kind[node_of(p)] == "path"
    ]
    if not mine:
        return refuse(
            "hill_dale.no_traveller_there", f"you have no traveller on the tile at [{c.frm[0]}, {c.frm[1]}]", frm=c.frm
        )
    if not any(True for p in rules._travellers_allowed(state) if p.pos == c.frm):
        g = state.graph
        if state.setup.options.get(OPTION_STRICT_TRAVEL) and rules._scores_a_completed_path(state):
            return refuse(
                "hill_dale.strict_travel",
                "you score a completed path this turn, and under the strict travel rule that means no travel "
                "at all this turn",
            )
        if g.open[g.find(node_of(mine[0]))] == 0:
            return refuse(
                "hill_dale.path_completed",
                "that path was completed this turn: it scores instead, so no travel on it",
                frm=c.frm,
            )
        return refuse(
            "hill_dale.path_not_extended",
            "you may travel only on a path that the tile you just placed extended",
            frm=c.frm,
        )
    return refuse(
        "hill_dale.bad_destination",
        f"a traveller from [{c.frm[0]}, {c.frm[1]}] goes to the last tile of its path in one direction "
        f"(never onto a tile with another traveller); [{c.to[0]}, {c.to[1]}] is not such a tile",
        frm=c.frm,
        to=c.to,
    )


def _explain_order(state: GameState, c: cmd.Command) -> Refusal:
    """Ruling 28: the player whose turn it is chooses which completed field takes its tokens next."""
    if not isinstance(c, edition_cmd.HarvestFirst):
        return refuse(
            "hill_dale.choose_harvest_order",
            f"seat {state.current} must first choose which completed field takes its harvest tokens first "
            "(harvest_first)",
            seat=state.current,
        )
    waiting = ", ".join(f"{f} at [{x}, {y}]" for x, y, f, _w in hill_dale_state(state).waiting)
    return refuse(
        "hill_dale.field_not_waiting",
        f"the field {c.feature!r} at [{c.at[0]}, {c.at[1]}] is not one of the fields waiting for their tokens "
        f"(waiting: {waiting})",
        at=c.at,
        feature=c.feature,
    )
