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

import random

from game.core import commands as cmd
from game.core import events as ev
from game.core.engine import Decision
from game.core.geometry import AROUND
from game.core.registry import register_edition
from game.core.state import SetupError

from . import events as E
from . import holes as H
from .common import (  # noqa: F401  (the names the rest of the game imports from here)
    BAOBAB_DRAW,
    DIG_POINTS,
    EXPAND_POINTS,
    FOLLOWER,
    HOLE_COMPLETE_POINTS,
    OPTION_FINAL_MAJORITY,
    PIECE_KINDS,
    POINTS_BY_KINDS,
    RANGER_POINTS,
    SCORED_KINDS,
    _a,
    _pos,
    _where,
    animal_points,
)
from .fold import SafariFold
from .refusals import SafariRefusals
from .tokens import ANIMALS, BOX_TOKENS, HAND_SIZE, PileView, box_tokens


class Safari(SafariRefusals, SafariFold):
    name = "safari"
    supply = {FOLLOWER: 6}
    rule_options = (OPTION_FINAL_MAJORITY,)

    # --- setup ---
    def default_extra(self, players, rng) -> dict:
        tokens = box_tokens()
        rng.shuffle(tokens)
        hands = [tokens[HAND_SIZE * i : HAND_SIZE * (i + 1)] for i in range(players)]
        permutation = list(range(BOX_TOKENS))
        rng.shuffle(permutation)
        return {"hands": hands, "tokens": tokens[HAND_SIZE * players :], "reshuffle": permutation}

    def init_state(self, state) -> None:
        extra = state.setup.extra
        players = state.players
        hands = extra.get("hands")
        tokens = extra.get("tokens")
        if hands is not None:
            if (
                not isinstance(hands, list)
                or len(hands) != players
                or not all(isinstance(h, list) and all(a in ANIMALS for a in h) for h in hands)
            ):
                raise SetupError(f"'hands' must be {players} lists of animals ({', '.join(ANIMALS)})")
        if tokens is not None:
            if not isinstance(tokens, list) or not all(a in ANIMALS for a in tokens):
                raise SetupError(f"'tokens' must be a list of animals ({', '.join(ANIMALS)}), top first")
        if hands is None and tokens is None:
            d = self.default_extra(players, random.Random(state.setup.seed or 0))
            hands, tokens = d["hands"], d["tokens"]
        elif tokens is None:  # the rest of the box, in an order fixed by the seed
            rest = box_tokens()
            for h in hands:
                for a in h:
                    if a in rest:
                        rest.remove(a)
            random.Random(state.setup.seed or 0).shuffle(rest)
            tokens = rest
        elif hands is None:
            hands = [[] for _ in range(players)]
        permutation = extra.get("reshuffle")
        if permutation is not None and (
            not isinstance(permutation, list)
            or not all(isinstance(i, int) and not isinstance(i, bool) for i in permutation)
        ):
            raise SetupError("'reshuffle' must be a list of whole numbers (a permutation)")
        rangers_raw = extra.get("rangers")
        if rangers_raw is None:
            rangers = self._default_rangers(state)
        else:
            if not isinstance(rangers_raw, list) or len(rangers_raw) != 2 or not all(_pos(r) for r in rangers_raw):
                raise SetupError("'rangers' must be two spaces [[x, y], [x, y]]")
            rangers = [_pos(r) for r in rangers_raw]
            if rangers[0] == rangers[1]:
                raise SetupError("'rangers': the two rangers can never stand on the same space")
            for r in rangers:
                if r in state.board.cells:
                    raise SetupError(f"'rangers': {_where(r)} holds a tile; a ranger stands on an empty space")
        ext = state.ext
        ext["hands"] = [list(h) for h in hands]
        ext["pile"] = list(tokens)
        ext["discards"] = []
        ext["reshuffles"] = 0
        ext["reshuffle"] = list(permutation) if permutation else None
        ext["rangers"] = rangers
        ext["held"] = None
        ext["ranger_used"] = False
        ext["holes"] = {}
        ext["cur"] = None

    @staticmethod
    def _default_rangers(state) -> list:
        """Ruling 11: north of the start piece's west cell and south of its east cell."""
        cells = sorted(state.board.cells)
        west = min(cells, key=lambda c: (c[0], c[1]))
        east = max(cells, key=lambda c: (c[0], c[1]))  # the south end of a north-south start piece
        a, b = (west[0], west[1] - 1), (east[0], east[1] + 1)
        # a start piece of another shape may cover those spaces: then the first free spaces next to it
        spare = [p for p in sorted(state.board.frontier) if p not in (a, b)]
        if b in state.board.cells:
            b = spare.pop()
        if a in state.board.cells:
            a = spare.pop(0)
        return [a, b]

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
            for r in (0, 1):
                for pos in self._ranger_spaces(state, r):
                    out.append(cmd.MoveRanger(r, pos))
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
        return sorted(p for p in state.board.frontier if p not in taken)

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
        winners = self.majority(state, node)
        printed = self._animals_on(state, node)
        birds = g.symbol_count(node, "bird") if kind == "bush" else 0
        base = animal_points(len(printed)) + birds
        pos = g.pos[node]
        out: list = [
            ev.FeatureScored(
                kind, pos[0], pos[1], state.feature_def(node).id, g.tile_count(node), tuple(winners), base, False
            )
        ]
        for seat in winners:
            extra = played.get(seat)
            points = animal_points(len(printed | {extra} if extra else printed)) + birds
            if points:
                out.append(ev.PointsScored(seat, points, kind))
        if state.ext["cur"] is not None:
            out.append(E.AnimalTokensDiscarded(tuple(played[s] for s in sorted(played))))
        out += self.return_pieces(state, node, (FOLLOWER,))
        return out

    # --- the end ---
    def final_scoring(self, state) -> list:
        out = []
        g = state.graph
        majority_only = bool(state.setup.options.get(OPTION_FINAL_MAJORITY))
        for node in self.unfinished_roots(state, SCORED_KINDS):
            kind = g.kind[node]
            points = sum(g.symbol_totals(node).values())  # 1 per printed animal and bird (ruling 6)
            if majority_only:
                winners = self.majority(state, node)
            else:
                winners = sorted({p.seat for p in state.pieces_on(node, (FOLLOWER,))})
            out += self.score_feature(state, node, points, f"final_{kind}", final=True, winners=winners)
        for seat in range(state.players):
            n = len(state.ext["hands"][seat])
            if n:
                out.append(ev.PointsScored(seat, n, "final_tokens"))
        return out


EDITION = register_edition(Safari())
