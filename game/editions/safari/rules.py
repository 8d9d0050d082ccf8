"""Carcassonne Safari rules (rulebooks 000 and 002, rulings 1-12) as engine hooks.

The turn: place the tile (taking the ranger whose space it covers) -> one action (a photographer on a trail,
bush or the baobab; move a ranger; dig or expand a watering hole; or nothing) -> scoring: every trail and
bush the tile completed, one after the other (each scoring player may first add one animal token, the active
player deciding first, then the others in turn order; a player is asked only when they hold a token of an
animal not yet on the feature), then the baobabs now surrounded (so tokens drawn there serve from the next
scoring on), then the taken ranger's 3 points and its mandatory re-placement.  Digging and expanding score
at once, and the 4th token of a watering hole completes it at once (ruling 10).

The edition's own state (tokens, rangers, watering holes, the trail or bush whose token decisions are being
asked) is the frozen `SafariState` of model.py, replaced by each of its events.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from game.core import commands as cmd
from game.core import events as ev
from game.core.engine import Decision
from game.core.frozen import replace
from game.core.geometry import AROUND
from game.core.refusals import Refusal
from game.core.registry import register_edition
from game.core.state import GameState, Piece
from game.editions.base import Edition, just_placed

from . import commands as edition_cmd
from . import dealt, explain, hole_geometry, info, setup
from . import events as E
from . import holes as H
from .extra_model import SafariExtra
from .guide import GUIDE
from .hidden import SafariSecrets
from .kinds import KINDS
from .model import AnimalAsk, safari_state
from .points import EXPAND_POINTS, HOLE_COMPLETE_POINTS, RANGER_POINTS
from .ranger_moves import ranger_moves
from .tokens import ANIMALS, PileView

FOLLOWER = "follower"
SCORED_KINDS = ("trail", "bush")
PIECE_KINDS = ("trail", "bush", "baobab")
POINTS_BY_KINDS = (0, 1, 3, 6, 10, 15)  # ruling 8: 1..5 different animals
DIG_POINTS = 3
BAOBAB_DRAW = 2
OPTION_FINAL_MAJORITY = "safari_final_majority"


def animal_points(kinds: int) -> int:
    return POINTS_BY_KINDS[min(kinds, 5)]


class Safari(Edition):
    name = "safari"
    menu_rank, kinds, commands, extra_model = 1, KINDS, edition_cmd.COMMANDS, SafariExtra  # its registration
    ref_kinds, claimable_refs = ("watering_hole", "ranger"), ("watering_hole",)  # its things besides features
    secrets = SafariSecrets()  # the face-down token pile (hidden.py)
    supply = {FOLLOWER: 6}
    rule_options = (OPTION_FINAL_MAJORITY,)
    setup_refusal = staticmethod(dealt.setup_refusal)  # the tokens and their reshuffle, against the box

    # --- setup (setup.py) ---
    def default_extra(self, players: int, rng: random.Random) -> dict[str, Any]:
        return setup.default_extra(players, rng)

    def init_state(self, state: GameState) -> None:
        setup.init_state(state)

    # --- decisions ---
    def pending(self, state: GameState) -> Decision | None:
        phase = state.phase
        if phase == "action":
            return Decision.of(state.current, "action")
        if phase == "animal":
            asking = safari_state(state).asking
            assert asking is not None, "the animal phase always has a feature asking"
            return Decision.of(asking.seat, "play_animal")
        if phase == "place_ranger":
            return Decision.of(state.current, "place_ranger")
        return None

    def options(self, state: GameState) -> list[cmd.Command]:
        phase = state.phase
        own = safari_state(state)
        if phase == "animal":
            assert own.asking is not None, "the animal phase always has a feature asking"
            seat = own.asking.seat
            printed = self._animals_on(state, self._cur_node(state))
            out: list[cmd.Command] = [
                edition_cmd.PlayAnimal(seat, a) for a in sorted(set(own.hands[seat])) if a not in printed
            ]
            out.append(edition_cmd.DeclineAnimal(seat))
            return out
        if phase == "place_ranger":
            return [edition_cmd.PlaceRanger(pos) for pos in self._ranger_spaces(state, own.held)]
        if phase != "action":
            return []
        seat = state.current
        out = []
        has_follower = state.supply[seat][FOLLOWER] > 0
        out += self.piece_options(
            state,
            FOLLOWER,
            PIECE_KINDS,
            lambda node: state.graph.kind[node] == "baobab" or not state.pieces_on(node, (FOLLOWER,)),
        )
        if not own.ranger_used:
            spaces = self._ranger_spaces(state, 0)
            for r in (0, 1):
                out.extend(ranger_moves(r, spaces))
        animals = sorted(set(own.hands[seat]))
        if animals:
            dig, expand = H.free_slots(state, own.holes)
            if has_follower:
                for cell, corner, _vertex, _slot in dig:
                    for a in animals:
                        out.append(edition_cmd.Dig(cell, corner, a))
            for cell, corner, vertex, _slot in expand:
                there = own.holes[vertex]
                for a in animals:
                    if a not in there:
                        out.append(edition_cmd.Expand(cell, corner, a))
        out.append(cmd.Skip())
        return out

    def _ranger_spaces(self, state: GameState, r: int | None) -> list[tuple[int, int]]:
        """Empty spaces next to a tile where ranger `r` may go: not the other ranger's, not its own."""
        rangers = safari_state(state).rangers
        taken = {p for p in rangers if p is not None}
        return [p for p in state.board.in_order if p not in taken]  # the frontier, already in (x, y) order

    def _cur_node(self, state: GameState) -> int:
        asking = safari_state(state).asking
        assert asking is not None, "no feature is asking for animal tokens"
        node = state.node((asking.x, asking.y), asking.feature)
        assert node is not None, "the feature asking is on the board"
        return node

    def _animals_on(self, state: GameState, node: int) -> set[str]:
        syms = state.graph.symbol_totals(node)
        return {a for a in ANIMALS if syms.get(a, 0) > 0}

    def eligible(self, state: GameState, seat: int, node: int) -> list[str]:
        """The animals `seat` could add to the feature: in hand and not printed on it (ruling 7)."""
        printed = self._animals_on(state, node)
        return sorted({a for a in safari_state(state).hands[seat] if a not in printed})

    # --- refusals ---
    def explain(self, state: GameState, c: cmd.Command) -> Refusal:
        return explain.explain(self, state, c)

    # --- insight (info.py) ---
    spot_kinds = ("trail", "bush", "baobab")
    corner_gaps = staticmethod(hole_geometry.corner_gaps)  # watering holes stand at cells' corners
    box_figures, guide = staticmethod(H.box_figures), GUIDE  # the tile-set report's figures, the guided game's
    piece_point = hole_geometry.piece_point
    feature_info, thing_info, thing_at = info.feature_info, info.thing_info, info.thing_at
    piece_ref = info.piece_ref
    pending_points = info.pending_points
    event_subject = info.event_subject

    # --- what a legal command does ---
    def handle(self, state: GameState, c: cmd.Command) -> list[object]:
        seat = state.current
        own = safari_state(state)
        if isinstance(c, cmd.PlacePiece):
            out: list[object] = [self.place_piece_event(state, c)]
            f = state.laid_cell_def(just_placed(state).cells[c.cell]).feature(c.feature)
            assert f is not None, "a legal piece stands on a feature of the tile just placed"
            if f.kind == "baobab":
                out += PileView(own).draw(seat, BAOBAB_DRAW)
            return out
        if isinstance(c, cmd.Skip):
            return [ev.ActionSkipped(seat)]
        if isinstance(c, edition_cmd.MoveRanger):
            return [E.RangerMoved(seat, c.ranger, (c.to[0], c.to[1]))]
        if isinstance(c, edition_cmd.Dig):
            return [
                E.HoleDug(seat, state.next_pid, c.at[0], c.at[1], c.corner, c.animal),
                ev.PointsScored(seat, DIG_POINTS, "dig"),
            ]
        if isinstance(c, edition_cmd.Expand):
            vertex, slot = H.slot_of(c.at, c.corner)
            count = sum(1 for a in own.holes[vertex] if a is not None) + 1
            out = [
                E.HoleExpanded(seat, c.at[0], c.at[1], c.corner, c.animal, count),
                ev.PointsScored(seat, EXPAND_POINTS[count], "expand"),
            ]
            if count == 4:
                pieces = self.hole_pieces(state, vertex)
                seats = tuple(sorted({p.seat for p in pieces}))
                out.append(E.HoleCompleted(vertex[0], vertex[1], seats))
                out += [ev.PointsScored(s, HOLE_COMPLETE_POINTS, "watering_hole") for s in seats]
                out += [ev.PieceReturned(p.pid, p.seat, p.kind) for p in pieces]
            return out
        if isinstance(c, edition_cmd.PlayAnimal):
            return [E.AnimalPlayed(c.seat, c.animal)]
        if isinstance(c, edition_cmd.DeclineAnimal):
            return [E.AnimalDeclined(c.seat)]
        if isinstance(c, edition_cmd.PlaceRanger):
            assert own.held is not None, "a ranger is put back only after a tile took it"
            return [E.RangerPlaced(seat, own.held, (c.to[0], c.to[1]))]
        raise AssertionError(f"unhandled legal command {c}")

    def hole_pieces(self, state: GameState, vertex: tuple[int, int]) -> list[Piece]:
        out = []
        for p in state.pieces.values():
            if p.flag is not None and p.flag[0] == "hole" and p.flag[1] == vertex:
                out.append(p)
        return sorted(out, key=lambda p: p.pid)

    # --- automatic steps ---
    def advance(self, state: GameState) -> list[object] | None:
        phase = state.phase
        if phase in ("action", "animal", "place_ranger"):
            return None
        if phase == "take_ranger":
            r = next(i for i, p in enumerate(safari_state(state).rangers) if p in just_placed(state).cells)
            return [E.RangerTaken(state.current, r)]
        if phase == "score":
            return self._score_step(state)
        raise AssertionError(f"unexpected phase {phase}")

    def _score_step(self, state: GameState) -> list[object]:
        own = safari_state(state)
        if own.asking is not None:
            return self._score_feature(state, self._cur_node(state), own.asking.played)
        g = state.graph
        for node in just_placed(state).completed:
            if g.kind[node] not in SCORED_KINDS:
                continue
            winners = self.majority(state, node)
            if not winners:
                continue
            ranked = sorted(winners, key=lambda s: (s - state.current) % state.players)
            order = tuple(s for s in ranked if self.eligible(state, s, node))
            if order:
                pos = g.pos[node]
                return [E.AnimalsAsked(pos[0], pos[1], state.feature_def(node).id, order)]
            return self._score_feature(state, node, {})
        out: list[object] = []
        view = None
        for p in sorted(state.pieces.values(), key=lambda p: p.pid):
            if p.node is None or g.kind[p.node] != "baobab":
                continue
            if all((p.pos[0] + dx, p.pos[1] + dy) in state.board.cells for dx, dy in AROUND):
                view = view or PileView(own)
                out.append(ev.PieceReturned(p.pid, p.seat, p.kind))
                out += view.draw(p.seat, BAOBAB_DRAW)
        if out:
            return out
        if own.held is not None:
            return [ev.PointsScored(state.current, RANGER_POINTS, "ranger"), E.RangerDue(state.current, own.held)]
        return [ev.TurnEnded(state.current)]

    def _score_feature(self, state: GameState, node: int, played: Mapping[int, str]) -> list[object]:
        g = state.graph
        kind = g.kind[node]
        winners, base, points = self.completion_award(state, node, played)
        pos = g.pos[node]
        out: list[object] = [
            ev.FeatureScored(
                kind, pos[0], pos[1], state.feature_def(node).id, g.tile_count(node), tuple(winners), base, False
            )
        ]
        out += [ev.PointsScored(seat, points[seat], kind) for seat in winners if points[seat]]
        if safari_state(state).asking is not None:
            out.append(E.AnimalTokensDiscarded(tuple(played[s] for s in sorted(played))))
        out += self.return_pieces(state, node, (FOLLOWER,))
        return out

    def completion_award(
        self, state: GameState, node: int, played: Mapping[int, str]
    ) -> tuple[list[int], int, dict[int, int]]:
        """A completed trail or bush (ruling 8): (winners, points of the printed animals and birds, {winner:
        points with the token that winner played, if any})."""
        g = state.graph
        winners = self.majority(state, node)
        printed = self._animals_on(state, node)
        birds = g.symbol_count(node, "bird") if g.kind[node] == "bush" else 0
        base = animal_points(len(printed)) + birds
        points = {}
        for seat in winners:
            extra = played.get(seat)
            points[seat] = animal_points(len(printed | {extra} if extra else printed)) + birds
        return winners, base, points

    # --- the end ---
    def final_award(self, state: GameState, node: int) -> tuple[list[int], int]:
        """An unfinished trail or bush at the end (ruling 6): (the seats that score, points each)."""
        g = state.graph
        points = sum(g.symbol_totals(node).values())  # 1 per printed animal and bird
        if state.setup.options.get(OPTION_FINAL_MAJORITY):
            return self.majority(state, node), points
        return sorted({p.seat for p in state.pieces_on(node, (FOLLOWER,))}), points

    def final_scoring(self, state: GameState) -> list[object]:
        out = []
        g = state.graph
        for node in self.unfinished_roots(state, SCORED_KINDS):
            winners, points = self.final_award(state, node)
            out += self.score_feature(state, node, points, f"final_{g.kind[node]}", final=True, winners=winners)
        for seat in range(state.players):
            n = len(safari_state(state).hands[seat])
            if n:
                out.append(ev.PointsScored(seat, n, "final_tokens"))
        return out

    # --- the fold of this edition's events ---
    def after_apply(self, state: GameState, e: Any) -> None:
        if isinstance(e, ev.TurnBegan):
            own = safari_state(state)
            if own.ranger_used:
                state.ext = replace(own, ranger_used=False)
        elif isinstance(e, ev.TilePlaced):
            if any(p in just_placed(state).cells for p in safari_state(state).rangers if p is not None):
                state.phase = "take_ranger"

    def apply(self, state: GameState, e: Any) -> None:
        own = safari_state(state)
        t = type(e)
        if t is E.RangerTaken:
            state.ext = replace(own.with_ranger(e.ranger, None), held=e.ranger, ranger_used=True)
            state.phase = "action"
        elif t is E.RangerMoved:
            state.ext = replace(own.with_ranger(e.ranger, tuple(e.to)), ranger_used=True)
            state.phase = "score"
        elif t is E.RangerDue:
            state.phase = "place_ranger"
        elif t is E.RangerPlaced:
            state.ext = replace(own.with_ranger(e.ranger, tuple(e.to)), held=None)
            state.phase = "score"
        elif t is E.AnimalTokensDrawn:  # drawn from the top
            own = own.with_hand(e.seat, own.hands[e.seat] + tuple(e.tokens))
            state.ext = replace(own, pile=own.pile[len(e.tokens) :])
        elif t is E.AnimalTokensReshuffled:
            state.ext = replace(own, pile=tuple(e.pile), discards=(), reshuffles=own.reshuffles + 1)
        elif t is E.AnimalTokensDiscarded:
            state.ext = replace(own, discards=own.discards + tuple(e.tokens), asking=None)
        elif t is E.AnimalsAsked:
            state.ext = replace(own, asking=AnimalAsk(e.x, e.y, e.feature, tuple(e.order)))
            state.phase = "animal"
        elif t is E.AnimalPlayed or t is E.AnimalDeclined:
            asking = own.asking
            assert asking is not None, "an animal decision without a feature asking"
            played = asking.played
            if t is E.AnimalPlayed:
                own = own.without_token(e.seat, e.animal)
                played = {**played, e.seat: e.animal}
            state.ext = replace(own, asking=replace(asking, asked=asking.asked + 1, played=played))
            if asking.asked + 1 >= len(asking.order):
                state.phase = "score"
        elif t is E.HoleDug:
            pos = (e.x, e.y)
            vertex, slot = H.slot_of(pos, e.corner)
            state.ext = own.with_slot(vertex, slot, e.animal).without_token(e.seat, e.animal)
            p = Piece(e.pid, e.seat, FOLLOWER, pos, f"hole:{e.corner}", None)
            p.flag = ("hole", vertex)
            state.pieces[e.pid] = p
            state.supply[e.seat][FOLLOWER] -= 1
            state.next_pid = max(state.next_pid, e.pid + 1)
            state.phase = "score"
        elif t is E.HoleExpanded:
            vertex, slot = H.slot_of((e.x, e.y), e.corner)
            state.ext = own.with_slot(vertex, slot, e.animal).without_token(e.seat, e.animal)
            state.phase = "score"
        elif t is E.HoleCompleted:
            pass  # points and returned photographers follow as their own events; the tokens stay
        else:
            super().apply(state, e)

    def state_view(self, state: GameState) -> dict[str, Any]:
        own = safari_state(state)
        holes = []
        for vertex in sorted(own.holes):
            ring = own.holes[vertex]
            holes.append(
                {
                    "vertex": list(vertex),
                    "tokens": [a for a in ring if a is not None],
                    "slots": list(ring),
                    "complete": all(a is not None for a in ring),
                }
            )
        return {
            "hands": [list(h) for h in own.hands],
            "rangers": [list(p) if p is not None else None for p in own.rangers],
            "tokens": list(own.pile),
            "tokens_left": len(own.pile),
            "discards": list(own.discards),
            "watering_holes": holes,
        }


EDITION = register_edition(Safari())
