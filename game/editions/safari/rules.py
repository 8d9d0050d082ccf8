"""Carcassonne Safari rules (rulebooks 000 and 002, rulings 1-12) as engine hooks.

The turn: place the tile (taking the ranger whose space it covers) -> one action (a photographer on a trail,
bush or the baobab; move a ranger; dig or expand a watering hole; or nothing) -> scoring: every trail and
bush the tile completed, one after the other (each scoring player may first add one animal token, the active
player deciding first, then the others in turn order; a player is asked only when they hold a token of an
animal not yet on the feature), then the baobabs now surrounded (so tokens drawn there serve from the next
scoring on), then the taken ranger's 3 points and its mandatory re-placement.  Digging and expanding score
at once, and the 4th token of a watering hole completes it at once (ruling 10).

State kept in `state.ext`:
    hands      per seat, the animal tokens in hand (in the order received)
    pile       the face-down token pile, top first;  discards: the discarded tokens;  reshuffles: count
    reshuffle  the setup's permutation for reshuffling the discards (tokens.py)
    rangers    [pos or None, pos or None] (None: in the hand of the player who took it this turn)
    held       the ranger taken this turn, or None;  ranger_used: a ranger moved or was taken this turn
    holes      vertex -> [animal or None] * 4, the four slots (holes.py)
    cur        the trail/bush whose token decisions are being asked: {"x", "y", "feature", "order", "i",
               "played": {seat: animal}}
"""

from __future__ import annotations

from game.core import commands as cmd
from game.core import events as ev
from game.core.engine import Decision
from game.core.geometry import AROUND
from game.core.registry import register_edition
from game.core.spots import safari_corner_gaps
from game.core.state import Piece
from game.editions.base import Edition

from . import dealt, explain, info, setup
from . import events as E
from . import holes as H
from .hidden import SafariSecrets
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
    secrets = SafariSecrets()  # the face-down token pile (hidden.py)
    supply = {FOLLOWER: 6}
    rule_options = (OPTION_FINAL_MAJORITY,)
    setup_refusal = staticmethod(dealt.setup_refusal)  # the tokens and their reshuffle, against the box

    # --- setup (setup.py) ---
    def default_extra(self, players, rng) -> dict:
        return setup.default_extra(players, rng)

    def init_state(self, state) -> None:
        setup.init_state(state)

    # --- decisions ---
    def pending(self, state):
        phase = state.phase
        if phase == "action":
            return Decision(state.current, "action")
        if phase == "animal":
            cur = state.ext["cur"]
            return Decision(cur["order"][cur["i"]], "play_animal")
        if phase == "place_ranger":
            return Decision(state.current, "place_ranger")
        return None

    def options(self, state) -> list:
        phase = state.phase
        ext = state.ext
        if phase == "animal":
            cur = ext["cur"]
            seat = cur["order"][cur["i"]]
            printed = self._animals_on(state, self._cur_node(state))
            out: list = [cmd.PlayAnimal(seat, a) for a in sorted(set(ext["hands"][seat])) if a not in printed]
            out.append(cmd.DeclineAnimal(seat))
            return out
        if phase == "place_ranger":
            return [cmd.PlaceRanger(pos) for pos in self._ranger_spaces(state, ext["held"])]
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
        if not ext["ranger_used"]:
            spaces = self._ranger_spaces(state, 0)
            for r in (0, 1):
                out.extend(ranger_moves(r, spaces))
        animals = sorted(set(ext["hands"][seat]))
        if animals:
            dig, expand = H.free_slots(state, ext["holes"])
            if has_follower:
                for cell, corner, _vertex, _slot in dig:
                    for a in animals:
                        out.append(cmd.Dig(cell, corner, a))
            for cell, corner, vertex, _slot in expand:
                there = ext["holes"][vertex]
                for a in animals:
                    if a not in there:
                        out.append(cmd.Expand(cell, corner, a))
        out.append(cmd.Skip())
        return out

    def _ranger_spaces(self, state, r) -> list:
        """Empty spaces next to a tile where ranger `r` may go: not the other ranger's, not its own."""
        rangers = state.ext["rangers"]
        taken = {p for p in rangers if p is not None}
        return sorted(state.board.frontier - taken)

    def _cur_node(self, state):
        cur = state.ext["cur"]
        return state.node((cur["x"], cur["y"]), cur["feature"])

    def _animals_on(self, state, node) -> set:
        syms = state.graph.symbol_totals(node)
        return {a for a in ANIMALS if syms.get(a, 0) > 0}

    def eligible(self, state, seat, node) -> list:
        """The animals `seat` could add to the feature: in hand and not printed on it (ruling 7)."""
        printed = self._animals_on(state, node)
        return sorted({a for a in state.ext["hands"][seat] if a not in printed})

    # --- refusals ---
    def explain(self, state, c):
        return explain.explain(self, state, c)

    # --- insight (info.py) ---
    spot_kinds = ("trail", "bush", "baobab")

    def corner_gaps(self, cell):
        return safari_corner_gaps(cell)

    feature_info = info.feature_info
    thing_info = info.thing_info
    thing_at = info.thing_at
    piece_ref = info.piece_ref
    pending_points = info.pending_points
    event_subject = info.event_subject

    # --- what a legal command does ---
    def handle(self, state, c) -> list:
        seat = state.current
        ext = state.ext
        if isinstance(c, cmd.PlacePiece):
            out: list = [self.place_piece_event(state, c)]
            f = state.cell_def(state.placed.cells[c.cell]).feature(c.feature)
            if f.kind == "baobab":
                out += PileView(ext).draw(seat, BAOBAB_DRAW)
            return out
        if isinstance(c, cmd.Skip):
            return [ev.ActionSkipped(seat)]
        if isinstance(c, cmd.MoveRanger):
            return [E.RangerMoved(seat, c.ranger, tuple(c.to))]
        if isinstance(c, cmd.Dig):
            return [
                E.HoleDug(seat, state.next_pid, c.at[0], c.at[1], c.corner, c.animal),
                ev.PointsScored(seat, DIG_POINTS, "dig"),
            ]
        if isinstance(c, cmd.Expand):
            vertex, slot = H.slot_of(c.at, c.corner)
            count = sum(1 for a in ext["holes"][vertex] if a is not None) + 1
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
        if isinstance(c, cmd.PlayAnimal):
            return [E.AnimalPlayed(c.seat, c.animal)]
        if isinstance(c, cmd.DeclineAnimal):
            return [E.AnimalDeclined(c.seat)]
        if isinstance(c, cmd.PlaceRanger):
            return [E.RangerPlaced(seat, ext["held"], tuple(c.to))]
        raise AssertionError(f"unhandled legal command {c}")

    def hole_pieces(self, state, vertex) -> list:
        out = []
        for p in state.pieces.values():
            if p.flag is not None and p.flag[0] == "hole" and p.flag[1] == vertex:
                out.append(p)
        return sorted(out, key=lambda p: p.pid)

    # --- automatic steps ---
    def advance(self, state):
        phase = state.phase
        if phase in ("action", "animal", "place_ranger"):
            return None
        if phase == "take_ranger":
            r = next(i for i, p in enumerate(state.ext["rangers"]) if p in state.placed.cells)
            return [E.RangerTaken(state.current, r)]
        if phase == "score":
            return self._score_step(state)
        raise AssertionError(f"unexpected phase {phase}")

    def _score_step(self, state) -> list:
        ext = state.ext
        if ext["cur"] is not None:
            cur = ext["cur"]
            return self._score_feature(state, self._cur_node(state), cur["played"])
        g = state.graph
        for node in state.placed.completed:
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
        out: list = []
        view = None
        for p in sorted(state.pieces.values(), key=lambda p: p.pid):
            if p.node is None or g.kind[p.node] != "baobab":
                continue
            if all((p.pos[0] + dx, p.pos[1] + dy) in state.board.cells for dx, dy in AROUND):
                view = view or PileView(ext)
                out.append(ev.PieceReturned(p.pid, p.seat, p.kind))
                out += view.draw(p.seat, BAOBAB_DRAW)
        if out:
            return out
        if ext["held"] is not None:
            return [ev.PointsScored(state.current, RANGER_POINTS, "ranger"), E.RangerDue(state.current, ext["held"])]
        return [ev.TurnEnded(state.current)]

    def _score_feature(self, state, node, played: dict) -> list:
        g = state.graph
        kind = g.kind[node]
        winners, base, points = self.completion_award(state, node, played)
        pos = g.pos[node]
        out: list = [
            ev.FeatureScored(
                kind, pos[0], pos[1], state.feature_def(node).id, g.tile_count(node), tuple(winners), base, False
            )
        ]
        out += [ev.PointsScored(seat, points[seat], kind) for seat in winners if points[seat]]
        if state.ext["cur"] is not None:
            out.append(E.AnimalTokensDiscarded(tuple(played[s] for s in sorted(played))))
        out += self.return_pieces(state, node, (FOLLOWER,))
        return out

    def completion_award(self, state, node, played: dict) -> tuple[list, int, dict]:
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
    def final_award(self, state, node) -> tuple[list, int]:
        """An unfinished trail or bush at the end (ruling 6): (the seats that score, points each)."""
        g = state.graph
        points = sum(g.symbol_totals(node).values())  # 1 per printed animal and bird
        if state.setup.options.get(OPTION_FINAL_MAJORITY):
            return self.majority(state, node), points
        return sorted({p.seat for p in state.pieces_on(node, (FOLLOWER,))}), points

    def final_scoring(self, state) -> list:
        out = []
        g = state.graph
        for node in self.unfinished_roots(state, SCORED_KINDS):
            winners, points = self.final_award(state, node)
            out += self.score_feature(state, node, points, f"final_{g.kind[node]}", final=True, winners=winners)
        for seat in range(state.players):
            n = len(state.ext["hands"][seat])
            if n:
                out.append(ev.PointsScored(seat, n, "final_tokens"))
        return out

    # --- the fold of this edition's events ---
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


EDITION = register_edition(Safari())
