"""Over Hill and Dale rules (rulebook 004, rulings 1-5 and 27-31, option hill_dale_strict_travel) as engine hooks."""

from __future__ import annotations

from game.core import commands as cmd
from game.core import events as ev
from game.core.engine import Decision
from game.core.geometry import AROUND
from game.core.registry import register_edition
from game.editions.base import Edition

from . import dealt, explain, harvest_order, info, travel
from .events import (
    DraftStarted,
    HarvestGained,
    HarvestOrderAsked,
    HarvestOrderChosen,
    HarvestTaken,
    Travelled,
)
from .harvest import BOX_SUPPLY, TOKEN_KINDS, harvest_points
from .hidden import HillDaleSecrets
from .info import _animals_on_cell

FOLLOWER = "follower"
STABLE = "stable"
FOLLOWER_KINDS = ("path", "field")  # a meeple is a traveller on a path, a farmer on a field
# Rule option: rule 3б read strictly, no travel at all in a turn in which the player scores a completed path
# (off: ruling 29, no travel only on the path completed this turn)
OPTION_STRICT_TRAVEL = "hill_dale_strict_travel"
# ruling 28 read the older way: several fields take their harvest in the order the tile completed them, nobody
# asked.  Saves of format version 2 that met the question before it existed load under it.
OPTION_HARVEST_IN_ORDER = "hill_dale_harvest_in_order"


class HillDale(Edition):
    name = "hill_dale"
    secrets = HillDaleSecrets()  # other players' harvest tokens lie face down (hidden.py)
    supply = {FOLLOWER: 4, STABLE: 2}
    rule_options = (OPTION_STRICT_TRAVEL, OPTION_HARVEST_IN_ORDER)
    legacy_options = (OPTION_HARVEST_IN_ORDER,)
    setup_refusal = staticmethod(dealt.setup_refusal)  # the harvest supply, against the box

    def default_extra(self, players, rng) -> dict:
        return {"harvest": dict(BOX_SUPPLY)}

    def init_state(self, state) -> None:
        supply = dict(BOX_SUPPLY)
        given = state.setup.extra.get("harvest")
        if given is not None:
            if not isinstance(given, dict) or not all(
                k in TOKEN_KINDS and isinstance(v, int) and v >= 0 for k, v in given.items()
            ):
                from game.core.state import SetupError

                raise SetupError(f"setup 'harvest' must map {', '.join(TOKEN_KINDS)} to counts >= 0")
            supply = {k: int(given.get(k, BOX_SUPPLY[k])) for k in TOKEN_KINDS}
        state.ext["supply"] = supply
        state.ext["tokens"] = [dict() for _ in range(state.players)]
        state.ext["drafts"] = []  # queued drafts: [order list, pool list, next index]
        # ruling 28: the fields waiting for their tokens while the player chooses their order, and those chosen
        state.ext["order"] = {"waiting": [], "chosen": []}

    # --- decisions ---
    def pending(self, state):
        if state.phase == "action":
            return Decision(state.current, "action")
        if state.phase == "draft":
            order, pool, turn = state.ext["drafts"][0]
            return Decision(order[turn % len(order)], "take_harvest")
        if state.phase == "harvest_order":
            return Decision(state.current, "harvest_order")
        return None

    def options(self, state) -> list:
        if state.phase == "draft":
            d = self.pending(state)
            pool = state.ext["drafts"][0][1]
            return [cmd.TakeHarvest(d.seat, crop) for crop in sorted(set(pool))]
        if state.phase == "harvest_order":
            return [cmd.HarvestFirst(state.current, (x, y), f) for x, y, f, _w in state.ext["order"]["waiting"]]
        if state.phase != "action":
            return []
        out = self.piece_options(state, FOLLOWER, FOLLOWER_KINDS)
        out += self.piece_options(
            state, STABLE, ("meadow",), lambda node: not self._stable_near(state, state.graph.pos[node])
        )
        out.extend(self._travel_options(state))
        out.append(cmd.Skip())
        return out

    def _stable_near(self, state, pos) -> bool:
        near = {(pos[0] + dx, pos[1] + dy) for dx, dy in AROUND} | {pos}
        return any(p.kind == STABLE and p.pos in near for p in state.pieces.values())

    def _scores_a_completed_path(self, state) -> bool:
        """Whether the current player is among the winners of a path the tile just placed completed."""
        g = state.graph
        return any(
            g.kind[node] == "path" and state.current in self.majority(state, node) for node in state.placed.completed
        )

    def _travellers_allowed(self, state):
        """The current player's travellers on a path the tile just placed extended and did not complete.

        With the strict travel option, none in a turn in which the player scores a completed path."""
        g = state.graph
        if state.setup.options.get(OPTION_STRICT_TRAVEL) and self._scores_a_completed_path(state):
            return
        placed_roots = {g.find(n) for n in state.placed.nodes if g.kind[n] == "path"}
        for p in sorted(state.pieces.values(), key=lambda p: p.pid):
            if p.seat != state.current or p.kind != FOLLOWER or g.kind[p.node] != "path":
                continue
            r = g.find(p.node)
            if r in placed_roots and g.open[r] > 0:
                yield p

    def _travel_options(self, state) -> list:
        out = []
        for p in self._travellers_allowed(state):
            for pos, _node, _n in travel.destinations(state, p):
                c = cmd.Travel(p.pos, pos, p.pid)
                if c not in out:
                    out.append(c)
        return out

    def explain(self, state, c):
        return explain.explain(self, state, c)

    # --- insight (info.py) ---
    spot_kinds = ("path", "field", "meadow")
    hidden_reasons = ("harvest_sets",)  # which crops a player holds is hidden; how many tokens is not
    feature_info = info.feature_info
    thing_info = info.thing_info
    piece_ref = info.piece_ref
    pending_points = info.pending_points
    event_subject = info.event_subject

    def handle(self, state, c) -> list:
        seat = state.current
        if isinstance(c, cmd.PlacePiece):
            return [self.place_piece_event(state, c)]
        if isinstance(c, cmd.Skip):
            return [ev.ActionSkipped(seat)]
        if isinstance(c, cmd.Travel):
            # the traveller the command names (`pid`) first; any other on that tile when it names none of them
            for p in sorted(self._travellers_allowed(state), key=lambda p: p.pid != c.pid):
                if p.pos != c.frm:
                    continue
                for pos, node, n in travel.destinations(state, p):
                    if pos == c.to:
                        fid = state.feature_def(node).id
                        return [Travelled(seat, p.pid, c.frm, c.to, fid, n), ev.PointsScored(seat, n, "travel")]
        if isinstance(c, cmd.TakeHarvest):
            return [HarvestTaken(c.seat, c.crop)]
        if isinstance(c, cmd.HarvestFirst):
            return [HarvestOrderChosen(c.seat, c.at[0], c.at[1], c.feature)]
        raise AssertionError(f"unhandled legal command {c}")

    # --- automatic steps ---
    def advance(self, state):
        if state.phase in ("action", "draft", "harvest_order"):
            return None
        if state.phase == "score":
            return self._score_turn(state)
        if state.phase == "harvest_pay":
            order = state.ext["order"]
            return harvest_order.pay(state, order["chosen"] + order["waiting"])
        if state.phase == "draft_done":
            return [ev.TurnEnded(state.current)]
        raise AssertionError(f"unexpected phase {state.phase}")

    def _score_turn(self, state) -> list:
        waiting = harvest_order.waiting_fields(self, state)
        if not state.setup.options.get(OPTION_HARVEST_IN_ORDER) and harvest_order.order_matters(
            harvest_order.demands(state, waiting), state.ext["supply"]
        ):
            return harvest_order.score_then_ask(self, state, waiting)
        out = []
        drafts = []
        supply = dict(state.ext["supply"])
        g = state.graph
        for node in state.placed.completed:
            kind = g.kind[node]
            if kind not in FOLLOWER_KINDS:
                continue
            winners = self.majority(state, node)
            out += self.score_feature(state, node, self.completion_points(state, node), kind, winners=winners)
            if kind == "field":
                # only a field that someone scores gives tokens (ruling 27): an unscored one takes none
                pool = self.harvest_pool(state, node, supply) if winners else []
                for crop in pool:
                    supply[crop] -= 1
                if pool:
                    if len(winners) == 1:
                        out.append(HarvestGained(winners[0], tuple(pool)))
                    else:
                        order = tuple(sorted(winners, key=lambda s: (s - state.current) % state.players))
                        drafts.append(DraftStarted(order, tuple(pool)))
            out += self.return_pieces(state, node, (FOLLOWER,))
        out += drafts
        if not drafts:
            out.append(ev.TurnEnded(state.current))
        return out

    def completion_points(self, state, node) -> int:
        """A completed path: 1 per tile; a completed field: 2 per tile (ruling 27)."""
        tiles = state.graph.tile_count(node)
        return tiles if state.graph.kind[node] == "path" else 2 * tiles

    def final_points(self, state, node) -> int:
        """An unfinished path or field at the end: 1 per tile (ruling 31)."""
        return state.graph.tile_count(node)

    def harvest_pool(self, state, node, supply) -> list[str]:
        """The harvest tokens a completed field gives its winners: one per symbol while the supply lasts."""
        g = state.graph
        pool: list[str] = []
        for crop in TOKEN_KINDS:
            pool += [crop] * min(g.symbol_count(node, crop), supply[crop])
        return pool

    def final_scoring(self, state) -> list:
        out = []
        g = state.graph
        for node in self.unfinished_roots(state, FOLLOWER_KINDS):
            reason = "final_path" if g.kind[node] == "path" else "final_field"
            out += self.score_feature(state, node, self.final_points(state, node), reason, final=True)
        for p in sorted(state.pieces.values(), key=lambda p: p.pid):
            if p.kind == STABLE:
                animals = self.animals_around(state, p.pos)
                if animals:
                    out.append(ev.PointsScored(p.seat, animals, "stables"))
        for seat in range(state.players):
            tokens, sets = harvest_points(state.ext["tokens"][seat])
            if tokens:
                out.append(ev.PointsScored(seat, tokens, "harvest"))
            if sets:
                out.append(ev.PointsScored(seat, sets, "harvest_sets"))
        return out

    def animals_around(self, state, pos) -> int:
        total = 0
        cells = state.board.cells
        for dx, dy in ((0, 0),) + AROUND:
            placed = cells.get((pos[0] + dx, pos[1] + dy))
            if placed is not None:
                total += _animals_on_cell(state.tiles[placed[0]], placed[1])
        return total

    # --- the fold of this edition's events ---
    def apply(self, state, e) -> None:
        ext = state.ext
        if isinstance(e, Travelled):
            p = state.pieces[e.pid]
            p.pos = tuple(e.to)
            p.feature = e.feature
            p.node = state.node(p.pos, e.feature)
            state.phase = "score"
        elif isinstance(e, HarvestGained):
            mine = ext["tokens"][e.seat]
            for crop in e.tokens:
                ext["supply"][crop] -= 1
                mine[crop] = mine.get(crop, 0) + 1
        elif isinstance(e, DraftStarted):
            for crop in e.pool:
                ext["supply"][crop] -= 1
            ext["drafts"].append([list(e.order), list(e.pool), 0])
            state.phase = "draft"
        elif isinstance(e, HarvestOrderAsked):
            ext["order"] = {"waiting": [list(f) for f in e.fields], "chosen": []}
            state.phase = "harvest_order"
        elif isinstance(e, HarvestOrderChosen):
            order = ext["order"]
            field = next(f for f in order["waiting"] if (f[0], f[1], f[2]) == (e.x, e.y, e.feature))
            order["waiting"].remove(field)
            order["chosen"].append(field)
            supply = harvest_order.supply_after(state, order["chosen"])
            if not harvest_order.order_matters(harvest_order.demands(state, order["waiting"]), supply):
                state.phase = "harvest_pay"
        elif isinstance(e, HarvestTaken):
            draft = ext["drafts"][0]
            draft[1].remove(e.crop)
            draft[2] += 1
            mine = ext["tokens"][e.seat]
            mine[e.crop] = mine.get(e.crop, 0) + 1
            if not draft[1]:
                ext["drafts"].pop(0)
                if not ext["drafts"]:
                    state.phase = "draft_done"
        else:
            super().apply(state, e)

    def state_view(self, state) -> dict:
        return {"harvest": [dict(t) for t in state.ext["tokens"]], "harvest_supply": dict(state.ext["supply"])}


EDITION = register_edition(HillDale())
