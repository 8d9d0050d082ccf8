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
from game.core.geometry import AROUND, CORNER_NAMES
from game.core.registry import register_edition
from game.core.state import Piece, SetupError
from game.editions.base import Edition

from . import events as E
from . import holes as H
from .tokens import ANIMALS, BOX_TOKENS, HAND_SIZE, PileView, box_tokens

FOLLOWER = "follower"
SCORED_KINDS = ("trail", "bush")
PIECE_KINDS = ("trail", "bush", "baobab")
POINTS_BY_KINDS = (0, 1, 3, 6, 10, 15)  # ruling 8: 1..5 different animals
DIG_POINTS = 3
EXPAND_POINTS = {2: 4, 3: 5, 4: 6}  # the 2nd, 3rd, 4th token at a watering hole
HOLE_COMPLETE_POINTS = 3
RANGER_POINTS = 3
BAOBAB_DRAW = 2
OPTION_FINAL_MAJORITY = "safari_final_majority"

_MOVES: tuple[dict, dict] = ({}, {})  # per ranger: space -> its MoveRanger command (values, made once: speed)


def _move_ranger(r: int, pos: tuple) -> cmd.MoveRanger:
    made = _MOVES[r]
    c = made.get(pos)
    if c is None:
        if len(made) > 20000:
            made.clear()
        c = made[pos] = cmd.MoveRanger(r, pos)
    return c


def animal_points(kinds: int) -> int:
    return POINTS_BY_KINDS[min(kinds, 5)]


def _pos(v) -> tuple[int, int] | None:
    if isinstance(v, (list, tuple)) and len(v) == 2 and all(isinstance(a, int) and not isinstance(a, bool) for a in v):
        return int(v[0]), int(v[1])
    return None


def _a(word: str) -> str:
    return ("an " if word[:1] in "aeiou" else "a ") + word


def _where(pos) -> str:
    return f"[{pos[0]}, {pos[1]}]"


class Safari(Edition):
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
            spaces = self._ranger_spaces(state, 0)
            for r in (0, 1):
                made = _MOVES[r]
                out.extend([made.get(pos) or _move_ranger(r, pos) for pos in spaces])
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
    def explain(self, state, c) -> str:
        phase = state.phase
        if phase == "animal":
            return self._explain_animal(state, c)
        if phase == "place_ranger":
            if not isinstance(c, cmd.PlaceRanger):
                return f"first put back the ranger you took this turn (place_ranger), not {c.do}"
            return self._explain_space(state, c.to, state.ext["held"], "put the ranger back")
        if phase != "action":
            return "no decision is pending"
        if isinstance(c, cmd.PlaceTile):
            return "the tile is already placed; now place a photographer, move a ranger, dig or expand, or skip"
        if isinstance(c, cmd.PlacePiece):
            return self._explain_piece(state, c)
        if isinstance(c, cmd.MoveRanger):
            return self._explain_move(state, c)
        if isinstance(c, (cmd.Dig, cmd.Expand)):
            return self._explain_hole(state, c)
        if isinstance(c, (cmd.PlayAnimal, cmd.DeclineAnimal)):
            return "animal tokens are added only when a completed trail or bush you score is being scored"
        if isinstance(c, cmd.PlaceRanger):
            return "a ranger is put back only by the player whose tile took it, after scoring"
        return f"'{c.do}' is not part of Safari"

    def _explain_animal(self, state, c) -> str:
        cur = state.ext["cur"]
        seat = cur["order"][cur["i"]]
        if not isinstance(c, (cmd.PlayAnimal, cmd.DeclineAnimal)):
            return f"seat {seat} must first decide whether to add an animal token (play_animal or decline_animal)"
        if c.seat != seat:
            return f"it is seat {seat}'s decision (play_animal), not seat {c.seat}'s"
        if isinstance(c, cmd.PlayAnimal):
            if c.animal not in ANIMALS:
                return f"there is no {c.animal!r} animal (animals: {', '.join(ANIMALS)})"
            hand = state.ext["hands"][seat]
            if c.animal not in hand:
                return f"seat {seat} has no {c.animal} token in hand (in hand: {', '.join(hand) if hand else 'none'})"
            kind = state.graph.kind[self._cur_node(state)]
            return f"that {kind} already shows {_a(c.animal)}: a token must add an animal that is not there yet"
        return "that decision is not possible now"

    def _explain_piece(self, state, c) -> str:
        if c.piece != FOLLOWER:
            return f"Safari has no {c.piece} pieces: photographers are 'follower'"
        f = self.target_feature(state, c)
        if isinstance(f, str):
            return f
        if state.supply[state.current][FOLLOWER] <= 0:
            return "you have no photographer left in your supply"
        if f.kind not in PIECE_KINDS:
            return f"a photographer goes on a trail, a bush or the baobab, not on the {f.kind}"
        return f"that {f.kind} already has a photographer"

    def _explain_space(self, state, to, r, verb) -> str:
        rangers = state.ext["rangers"]
        if to in state.board.cells:
            return f"{_where(to)} holds a tile: a ranger goes on an empty space"
        other = rangers[1 - r] if r in (0, 1) else None
        if to == other:
            return f"the other ranger stands on {_where(to)}: two rangers never share a space"
        if to not in state.board.frontier:
            return f"{_where(to)} is not next to any tile: a ranger goes on an empty space next to a tile"
        if r in (0, 1) and rangers[r] == to:
            return f"ranger {r} already stands on {_where(to)}"
        return f"cannot {verb} there"

    def _explain_move(self, state, c) -> str:
        ext = state.ext
        if c.ranger not in (0, 1):
            return f"there are two rangers, 0 and 1; no ranger {c.ranger}"
        if ext["held"] is not None:
            return (
                "your tile took a ranger this turn: at most one ranger moves per turn, "
                "so you may not move the other one"
            )
        if ext["ranger_used"]:
            return "at most one ranger moves per turn"
        return self._explain_space(state, c.to, c.ranger, "move the ranger")

    def _explain_hole(self, state, c) -> str:
        ext = state.ext
        seat = state.current
        verb = "dig" if isinstance(c, cmd.Dig) else "expand"
        if c.animal not in ANIMALS:
            return f"there is no {c.animal!r} animal (animals: {', '.join(ANIMALS)})"
        hand = ext["hands"][seat]
        if c.animal not in hand:
            return f"you have no {c.animal} token in hand (in hand: {', '.join(hand) if hand else 'none'})"
        if c.corner not in CORNER_NAMES:
            return f"a corner is one of {', '.join(CORNER_NAMES)}, not {c.corner!r}"
        if c.at not in state.board.cells:
            return f"there is no tile at {_where(c.at)}: a watering hole goes on the corner of a placed tile"
        kinds = H.corner_kinds(state, c.at, c.corner)
        if kinds != ("savanna", "savanna"):
            shows = " and ".join(sorted(set(kinds or ())))
            return (
                f"the {c.corner} corner of the tile at {_where(c.at)} shows {shows}: a watering hole goes "
                "only on a corner that shows only savanna"
            )
        vertex, slot = H.slot_of(c.at, c.corner)
        ring = ext["holes"].get(vertex) or [None] * 4
        if ring[slot] is not None:
            return f"that corner already holds {_a(ring[slot])} token"
        touching = [ring[n] for n in H.neighbours(slot) if ring[n] is not None]
        if verb == "dig":
            if state.supply[seat][FOLLOWER] <= 0:
                return "you have no photographer left: digging a watering hole needs one on the token"
            if touching:
                return (
                    f"a new watering hole may not touch a token already there ({_a(touching[0])} lies on the "
                    "neighbouring corner): expand that watering hole instead"
                )
            return "you cannot dig there"
        if not touching:
            return (
                "no token lies on a neighbouring corner, so there is no watering hole to expand here "
                "(dig a new one instead)"
            )
        if c.animal in ring:
            return f"that watering hole already has {_a(c.animal)}: each token added must show a new animal"
        return "you cannot expand there"

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
