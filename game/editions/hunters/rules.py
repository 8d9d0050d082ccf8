"""Hunters and Gatherers rules (rulebook 003, rulings 1-5 and 22-26) as engine hooks.

A tribe member (`follower`) is a fisher on a river, a gatherer in a forest or a hunter in a meadow, by where
it stands; hunters lie flat and never come back.  Huts stand on a river or a lake and claim its whole river
system.  Completing a forest with gold gives the placer one bonus tile, placed at once in the same turn; the
tribe members that came back during the turn wait for the player's next turn (the rulebook's bold
«следующий»), so the bonus tile gets only members that were in supply before the turn's scorings.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

from game.core import commands as cmd
from game.core import events as ev
from game.core.engine import Decision, has_placement
from game.core.frozen import replace
from game.core.refusals import Refusal
from game.core.registry import register_edition
from game.core.state import GameState, Piece, SetupError, node_of
from game.editions.base import Edition, just_placed

from . import dealt, explain, info, scoring
from .dealt import _bonus_ids, box_bonus_pile
from .extra_model import HuntersExtra
from .hidden import HuntersSecrets
from .kinds import KINDS
from .model import HuntersState, hunters_state
from .systems import river_system

FOLLOWER = "follower"
HUT = "hut"
FOLLOWER_KINDS = ("river", "forest", "meadow")  # fisher, gatherer, hunter
HUT_KINDS = ("river", "lake")
ROLE = {"river": "fisher", "forest": "gatherer", "meadow": "hunter"}
# Piece.flag of a hunter (it lies flat in its meadow for good); a hunter laid on a shrine from the shrine tile
HUNTER = "hunter"
SHRINE_HUNTER = "shrine"
# ruling 22's option (the English 2014 printing): members back this turn may go on this turn's bonus tile
OPTION_RETURNED_TO_BONUS = "hunters_returned_to_bonus"


@ev.event
class BonusDrawn:
    """The placer of a tile that completed a forest with gold draws a bonus tile and must place it now."""

    seat: int
    tile: str
    index: int  # its position in the setup's bonus pile


@ev.event
class BonusDiscarded:
    """A drawn bonus tile fits nowhere: it is discarded and the next one is drawn (ruling 22)."""

    tile: str
    index: int


class Hunters(Edition):
    name = "hunters"
    menu_rank = 3  # where menus list it
    kinds = KINDS
    extra_model = HuntersExtra  # what a file may hold in its Setup.extra
    ref_kinds = ("river_system",)  # what its FeatureRefs point at besides features
    claimable_refs = ("river_system",)  # huts claim a river system
    secrets = HuntersSecrets()  # the face-down bonus pile (hidden.py)
    supply = {FOLLOWER: 5, HUT: 2}
    setup_tiles = staticmethod(dealt.setup_tiles)  # the bonus pile, counted against the box
    setup_refusal = staticmethod(dealt.setup_refusal)
    rule_options = (OPTION_RETURNED_TO_BONUS,)

    # --- setup ---
    def default_extra(self, players: int, rng: random.Random) -> dict[str, Any]:
        pile = box_bonus_pile()
        rng.shuffle(pile)
        return {"bonus": pile}

    def init_state(self, state: GameState) -> None:
        given = state.setup.extra.get("bonus")
        if given is None:
            pile = _bonus_ids(state.tiles)
        else:
            if not isinstance(given, list) or not all(isinstance(t, str) for t in given):
                raise SetupError("setup 'bonus' must be a list of bonus tile ids (the bonus pile, top first)")
            pile = list(given)
            unknown = sorted({t for t in pile if t not in state.tiles})
            if unknown:
                if sorted(pile) == sorted(box_bonus_pile()):
                    # a new game's default pile (the box's bonus tiles) in a game whose tiles replace the box:
                    # its own bonus tiles are the pile, in the order they are written
                    pile = _bonus_ids(state.tiles)
                else:
                    raise SetupError(f"the bonus pile names tiles that do not exist: {', '.join(unknown)}")
        state.ext = HuntersState(tuple(pile))

    # --- decisions ---
    def pending(self, state: GameState) -> Decision | None:
        if state.phase == "action":
            return Decision.of(state.current, "action")
        return None

    def options(self, state: GameState) -> list[cmd.Command]:
        if state.phase != "action":
            return []
        out = self.piece_options(state, FOLLOWER, FOLLOWER_KINDS) if self.members_free(state) > 0 else []
        out += self.piece_options(state, HUT, HUT_KINDS, lambda node: not self.huts_in_system(state, node))
        out.append(cmd.Skip())
        return out

    def explain(self, state: GameState, c: cmd.Command) -> Refusal:
        return explain.explain(self, state, c)

    # --- insight (info.py) ---
    spot_kinds = ("river", "lake", "forest", "meadow")
    feature_info = info.feature_info
    thing_info = info.thing_info
    piece_ref = info.piece_ref
    pending_points = info.pending_points
    tile_groups = info.tile_groups
    event_subject = info.event_subject

    def handle(self, state: GameState, c: cmd.Command) -> list[object]:
        if isinstance(c, cmd.PlacePiece):
            return [self.place_piece_event(state, c)]
        if isinstance(c, cmd.Skip):
            return [ev.ActionSkipped(state.current)]
        raise AssertionError(f"unhandled legal command {c}")

    # --- automatic steps ---
    def advance(self, state: GameState) -> list[object] | None:
        if state.phase == "action":
            return None
        if state.phase == "score":
            return self._score_turn(state)
        raise AssertionError(f"unexpected phase {state.phase}")

    def _score_turn(self, state: GameState) -> list[object]:
        out = []
        gold = False
        g = state.graph
        for node in just_placed(state).completed:
            kind = g.kind[node]
            if kind == "river":
                out += self.score_feature(state, node, scoring.river_points(state, node), "river")
            elif kind == "forest":
                out += self.score_feature(state, node, scoring.forest_points(state, node), "forest")
                gold = gold or g.symbol_count(node, "gold") > 0
            else:
                continue
            out += self.return_pieces(state, node, (FOLLOWER,))
        if gold and not hunters_state(state).bonus_turn:
            drawn = self._draw_bonus(state)
            out += drawn
            if drawn and isinstance(drawn[-1], BonusDrawn):
                return out  # the bonus tile is placed now; the turn ends after it
        out.append(ev.TurnEnded(state.current))
        return out

    def _draw_bonus(self, state: GameState) -> list[object]:
        """Draw bonus tiles until one fits somewhere (the ones that fit nowhere are discarded)."""
        own = hunters_state(state)
        pile = own.bonus
        out: list[object] = []
        for index in range(own.bonus_pos, len(pile)):
            tile = pile[index]
            if has_placement(state, tile):
                out.append(BonusDrawn(state.current, tile, index))
                return out
            out.append(BonusDiscarded(tile, index))
        return out

    def final_scoring(self, state: GameState) -> list[object]:
        out = []
        g = state.graph
        # huts: each river system, finished or not; the most huts score 1 per fish in the system
        seen = set()
        for p in sorted(state.pieces.values(), key=lambda p: p.pid):
            if p.kind != HUT:
                continue
            winners, fish, roots = self.hut_award(state, node_of(p))
            key = min(roots)
            if key in seen:
                continue
            seen.add(key)
            out += self.score_feature(state, node_of(p), fish, "huts", final=True, winners=winners)
        # hunters: each meadow with hunters, closed or not
        seen = set()
        for p in sorted(state.pieces.values(), key=lambda p: p.pid):
            if p.kind != FOLLOWER or g.kind[node_of(p)] != "meadow":
                continue
            root = g.find(node_of(p))
            if root in seen:
                continue
            seen.add(root)
            winners, points = self.hunter_award(state, node_of(p))
            out += self.score_feature(state, node_of(p), points, "hunters", final=True, winners=winners)
        # unfinished rivers and forests score nothing: their fishers and gatherers go home
        for p in sorted(state.pieces.values(), key=lambda p: p.pid):
            if p.kind == FOLLOWER and g.kind[node_of(p)] != "meadow":
                out.append(ev.PieceReturned(p.pid, p.seat, p.kind))
        return out

    def hut_award(self, state: GameState, node: int) -> tuple[list[int], int, set[int]]:
        """The river system of `node` at the end (ruling 25): (the seats with the most huts in it, 1 per fish
        in it each, the roots of its rivers and lakes).  The fish are those of its lakes and those printed in
        its rivers (ruling 24: a river's own fish counts for huts, not when the river is completed)."""
        g = state.graph
        roots = river_system(state, node)
        huts = [q for q in state.pieces.values() if q.kind == HUT and g.find(node_of(q)) in roots]
        fish = sum(g.symbol_count(r, "fish") for r in roots)
        return _most(q.seat for q in huts), fish, roots

    def hunter_award(self, state: GameState, node: int) -> tuple[list[int], int]:
        """A meadow at the end (ruling 26): (the seats with the most hunters, or the shrine hunter's owner,
        2 per deer left, mammoth and aurochs each)."""
        hunters = state.pieces_on(node, (FOLLOWER,))
        shrine = [h for h in hunters if h.flag == SHRINE_HUNTER]
        return _most(h.seat for h in (shrine or hunters)), scoring.meadow_points(state, node)

    # --- queries ---
    def members_free(self, state: GameState) -> int:
        """Tribe members the current player may put out now: those in supply, less the ones that came back
        during this turn (they wait for the player's next turn, ruling 22), unless the option lets them go
        out again on this turn's bonus tile."""
        free: int = state.supply[state.current][FOLLOWER]
        if state.setup.options.get(OPTION_RETURNED_TO_BONUS):
            return free
        return free - hunters_state(state).back_this_turn

    def huts_in_system(self, state: GameState, node: int) -> list[Piece]:
        roots = river_system(state, node)
        find = state.graph.find
        return [p for p in state.pieces.values() if p.kind == HUT and find(node_of(p)) in roots]

    # --- the fold of this edition's events ---
    def apply(self, state: GameState, e: Any) -> None:
        if isinstance(e, BonusDrawn):
            state.ext = replace(hunters_state(state), bonus_pos=e.index + 1, bonus_turn=True)
            state.drawn = e.tile
            state.placed = None
            state.phase = "place_tile"
        elif isinstance(e, BonusDiscarded):
            own = hunters_state(state)
            state.ext = replace(own, bonus_pos=e.index + 1, bonus_discarded=(*own.bonus_discarded, e.tile))
        else:
            super().apply(state, e)

    def after_apply(self, state: GameState, e: Any) -> None:
        if isinstance(e, ev.TurnBegan):
            own = hunters_state(state)
            if own.bonus_turn or own.back_this_turn:
                state.ext = replace(own, bonus_turn=False, back_this_turn=0)
        elif isinstance(e, ev.PieceReturned):
            if e.seat == state.current and e.piece == FOLLOWER:
                own = hunters_state(state)
                state.ext = replace(own, back_this_turn=own.back_this_turn + 1)
        elif isinstance(e, ev.PiecePlaced):
            p = state.pieces[e.pid]
            if e.piece == FOLLOWER and state.graph.kind[node_of(p)] == "meadow":
                on_shrine = state.feature_def(node_of(p)).symbol("shrine") > 0
                p.flag = SHRINE_HUNTER if on_shrine else HUNTER

    def state_view(self, state: GameState) -> dict[str, Any]:
        own = hunters_state(state)
        hunters = [0] * state.players
        for p in state.pieces.values():
            if p.flag in (HUNTER, SHRINE_HUNTER):
                hunters[p.seat] += 1
        return {
            "bonus_left": len(own.bonus_left),
            "bonus_turn": own.bonus_turn,
            "bonus_discarded": list(own.bonus_discarded),
            "hunters": hunters,
        }


def _most(seats: Iterable[int]) -> list[int]:
    counts: dict[int, int] = {}
    for s in seats:
        counts[s] = counts.get(s, 0) + 1
    if not counts:
        return []
    best = max(counts.values())
    return sorted(s for s, c in counts.items() if c == best)


EDITION = register_edition(Hunters())
