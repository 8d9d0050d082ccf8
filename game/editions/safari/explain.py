"""Why a Safari command is not among the options: a Refusal with a stable code (catalog `refusal.<code>`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import commands as cmd
from game.core.geometry import CORNER_NAMES
from game.core.refusals import Refusal, declare, refuse
from game.core.state import GameState

from . import commands as edition_cmd
from . import holes as H
from .model import safari_state
from .tokens import ANIMALS

if TYPE_CHECKING:
    from .rules import Safari

FOLLOWER = "follower"
PIECE_KINDS = ("trail", "bush", "baobab")

REFUSALS = declare(
    {
        "safari.tile_already_placed": (),
        "safari.animal_decision_first": ("seat",),
        "safari.token_not_in_hand": ("seat", "animal", "hand"),
        "safari.animal_already_there": ("kind", "animal"),
        "safari.place_ranger_first": (),
        "safari.ranger_on_tile": ("to",),
        "safari.ranger_space_taken": ("to",),
        "safari.ranger_not_next_to_tile": ("to",),
        "safari.ranger_already_there": ("ranger", "to"),
        "safari.ranger_cannot_go": ("to",),
        "safari.photographer_wrong_feature": ("kind",),
        "safari.feature_has_photographer": ("kind",),
        "safari.no_such_ranger": ("ranger",),
        "safari.ranger_taken_this_turn": (),
        "safari.one_ranger_per_turn": (),
        "safari.bad_corner": ("corner",),
        "safari.hole_no_tile": ("at",),
        "safari.corner_not_savanna": ("at", "corner", "shows"),
        "safari.corner_taken": ("at", "corner", "animal"),
        "safari.dig_no_photographer": (),
        "safari.dig_touches_token": ("at", "corner", "animal"),
        "safari.cannot_dig": ("at", "corner"),
        "safari.nothing_to_expand": ("at", "corner"),
        "safari.hole_has_animal": ("at", "corner", "animal"),
        "safari.cannot_expand": ("at", "corner"),
        "safari.animal_only_at_scoring": (),
        "safari.ranger_not_held": (),
    },
    {"ranger": "ordinal"},  # 0 or 1
)


def _a(word: str | None) -> str:
    word = word or ""
    return ("an " if word[:1] in "aeiou" else "a ") + word


def _where(pos: tuple[int, int]) -> str:
    return f"[{pos[0]}, {pos[1]}]"


def explain(rules: Safari, state: GameState, c: cmd.Command) -> Refusal:
    phase = state.phase
    if phase == "animal":
        return _explain_animal(rules, state, c)
    if phase == "place_ranger":
        if not isinstance(c, edition_cmd.PlaceRanger):
            return refuse(
                "safari.place_ranger_first", f"first put back the ranger you took this turn (place_ranger), not {c.do}"
            )
        held = safari_state(state).held
        assert held is not None, "a ranger is put back only after a tile took it"
        return _explain_space(state, c.to, held, "put the ranger back")
    if phase != "action":
        return refuse("no_decision", "no decision is pending")
    if isinstance(c, cmd.PlaceTile):
        return refuse(
            "safari.tile_already_placed",
            "the tile is already placed; now place a photographer, move a ranger, dig or expand, or skip",
        )
    if isinstance(c, cmd.PlacePiece):
        return _explain_piece(rules, state, c)
    if isinstance(c, edition_cmd.MoveRanger):
        return _explain_move(state, c)
    if isinstance(c, (edition_cmd.Dig, edition_cmd.Expand)):
        return _explain_hole(state, c)
    if isinstance(c, (edition_cmd.PlayAnimal, edition_cmd.DeclineAnimal)):
        return refuse(
            "safari.animal_only_at_scoring",
            "animal tokens are added only when a completed trail or bush you score is being scored",
        )
    if isinstance(c, edition_cmd.PlaceRanger):
        return refuse(
            "safari.ranger_not_held", "a ranger is put back only by the player whose tile took it, after scoring"
        )
    return refuse("command_not_in_edition", f"'{c.do}' is not part of Safari", command=c.do)


def _unknown_animal(animal: str) -> Refusal:
    return refuse(
        "unknown_animal", f"there is no {animal!r} animal (animals: {', '.join(ANIMALS)})", animal=str(animal)
    )


def _explain_animal(rules: Safari, state: GameState, c: cmd.Command) -> Refusal:
    asking = safari_state(state).asking
    assert asking is not None, "the animal phase always has a feature asking"
    seat = asking.seat
    if not isinstance(c, (edition_cmd.PlayAnimal, edition_cmd.DeclineAnimal)):
        return refuse(
            "safari.animal_decision_first",
            f"seat {seat} must first decide whether to add an animal token (play_animal or decline_animal)",
            seat=seat,
        )
    if c.seat != seat:
        return refuse(
            "not_your_decision",
            f"it is seat {seat}'s decision (play_animal), not seat {c.seat}'s",
            seat=seat,
            decision="play_animal",
            by=c.seat,
        )
    if isinstance(c, edition_cmd.PlayAnimal):
        if c.animal not in ANIMALS:
            return _unknown_animal(c.animal)
        hand = safari_state(state).hands[seat]
        if c.animal not in hand:
            return refuse(
                "safari.token_not_in_hand",
                f"seat {seat} has no {c.animal} token in hand (in hand: {', '.join(hand) if hand else 'none'})",
                seat=seat,
                animal=c.animal,
                hand=list(hand),
            )
        kind = state.graph.kind[rules._cur_node(state)]
        return refuse(
            "safari.animal_already_there",
            f"that {kind} already shows {_a(c.animal)}: a token must add an animal that is not there yet",
            kind=kind,
            animal=c.animal,
        )
    return refuse("decision_not_possible", "that decision is not possible now")


def _explain_piece(rules: Safari, state: GameState, c: cmd.PlacePiece) -> Refusal:
    if c.piece != FOLLOWER:
        return refuse("unknown_piece", f"Safari has no {c.piece} pieces: photographers are 'follower'", piece=c.piece)
    f = rules.target_feature(state, c)
    if isinstance(f, Refusal):
        return f
    if state.supply[state.current][FOLLOWER] <= 0:
        return refuse("no_piece_left", "you have no photographer left in your supply", piece=FOLLOWER)
    if f.kind not in PIECE_KINDS:
        return refuse(
            "safari.photographer_wrong_feature",
            f"a photographer goes on a trail, a bush or the baobab, not on the {f.kind}",
            kind=f.kind,
        )
    return refuse("safari.feature_has_photographer", f"that {f.kind} already has a photographer", kind=f.kind)


def _explain_space(state: GameState, to: tuple[int, int], r: int, verb: str) -> Refusal:
    rangers = safari_state(state).rangers
    if to in state.board.cells:
        return refuse("safari.ranger_on_tile", f"{_where(to)} holds a tile: a ranger goes on an empty space", to=to)
    other = rangers[1 - r] if r in (0, 1) else None
    if to == other:
        return refuse(
            "safari.ranger_space_taken",
            f"the other ranger stands on {_where(to)}: two rangers never share a space",
            to=to,
        )
    if to not in state.board.frontier:
        return refuse(
            "safari.ranger_not_next_to_tile",
            f"{_where(to)} is not next to any tile: a ranger goes on an empty space next to a tile",
            to=to,
        )
    if r in (0, 1) and rangers[r] == to:
        return refuse("safari.ranger_already_there", f"ranger {r} already stands on {_where(to)}", ranger=r, to=to)
    return refuse("safari.ranger_cannot_go", f"cannot {verb} there", to=to)


def _explain_move(state: GameState, c: edition_cmd.MoveRanger) -> Refusal:
    own = safari_state(state)
    if c.ranger not in (0, 1):
        return refuse("safari.no_such_ranger", f"there are two rangers, 0 and 1; no ranger {c.ranger}", ranger=c.ranger)
    if own.held is not None:
        return refuse(
            "safari.ranger_taken_this_turn",
            "your tile took a ranger this turn: at most one ranger moves per turn, so you may not move the other one",
        )
    if own.ranger_used:
        return refuse("safari.one_ranger_per_turn", "at most one ranger moves per turn")
    return _explain_space(state, c.to, c.ranger, "move the ranger")


def _explain_hole(state: GameState, c: edition_cmd.Dig | edition_cmd.Expand) -> Refusal:
    own = safari_state(state)
    seat = state.current
    verb = "dig" if isinstance(c, edition_cmd.Dig) else "expand"
    if c.animal not in ANIMALS:
        return _unknown_animal(c.animal)
    hand = own.hands[seat]
    if c.animal not in hand:
        return refuse(
            "safari.token_not_in_hand",
            f"you have no {c.animal} token in hand (in hand: {', '.join(hand) if hand else 'none'})",
            seat=seat,
            animal=c.animal,
            hand=list(hand),
        )
    if c.corner not in CORNER_NAMES:
        return refuse(
            "safari.bad_corner", f"a corner is one of {', '.join(CORNER_NAMES)}, not {c.corner!r}", corner=c.corner
        )
    if c.at not in state.board.cells:
        return refuse(
            "safari.hole_no_tile",
            f"there is no tile at {_where(c.at)}: a watering hole goes on the corner of a placed tile",
            at=c.at,
        )
    kinds = H.corner_kinds(state, c.at, c.corner)
    if kinds != ("savanna", "savanna"):
        shown = sorted(set(kinds or ()))
        return refuse(
            "safari.corner_not_savanna",
            f"the {c.corner} corner of the tile at {_where(c.at)} shows {' and '.join(shown)}: a watering hole goes "
            "only on a corner that shows only savanna",
            shows=shown,
            at=c.at,
            corner=c.corner,
        )
    vertex, slot = H.slot_of(c.at, c.corner)
    ring = own.ring(vertex)
    if ring[slot] is not None:
        return refuse(
            "safari.corner_taken",
            f"that corner already holds {_a(ring[slot])} token",
            animal=ring[slot],
            at=c.at,
            corner=c.corner,
        )
    touching = [ring[n] for n in H.neighbours(slot) if ring[n] is not None]
    if verb == "dig":
        if state.supply[seat][FOLLOWER] <= 0:
            return refuse(
                "safari.dig_no_photographer",
                "you have no photographer left: digging a watering hole needs one on the token",
            )
        if touching:
            return refuse(
                "safari.dig_touches_token",
                f"a new watering hole may not touch a token already there ({_a(touching[0])} lies on the "
                "neighbouring corner): expand that watering hole instead",
                animal=touching[0],
                at=c.at,
                corner=c.corner,
            )
        return refuse("safari.cannot_dig", "you cannot dig there", at=c.at, corner=c.corner)
    if not touching:
        return refuse(
            "safari.nothing_to_expand",
            "no token lies on a neighbouring corner, so there is no watering hole to expand here "
            "(dig a new one instead)",
            at=c.at,
            corner=c.corner,
        )
    if c.animal in ring:
        return refuse(
            "safari.hole_has_animal",
            f"that watering hole already has {_a(c.animal)}: each token added must show a new animal",
            animal=c.animal,
            at=c.at,
            corner=c.corner,
        )
    return refuse("safari.cannot_expand", "you cannot expand there", at=c.at, corner=c.corner)
