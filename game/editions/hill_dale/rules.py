"""Over Hill and Dale rules (rulebook 004, rulings 1-5 and 27-31, option hill_dale_strict_travel) as engine hooks."""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from typing import Any

from game.core import commands as cmd
from game.core import events as ev
from game.core.engine import Decision
from game.core.frozen import replace
from game.core.geometry import AROUND
from game.core.refusals import Refusal
from game.core.registry import register_edition
from game.core.state import GameState, Piece, node_of
from game.editions.base import Edition, just_placed

from . import commands as edition_cmd
from . import dealt, explain, harvest_order, info, travel
from .events import (
    DraftStarted,
    HarvestGained,
    HarvestOrderAsked,
    HarvestOrderChosen,
    HarvestTaken,
    Travelled,
)
from .extra_model import HillDaleExtra
from .guide import GUIDE
from .harvest import BOX_SUPPLY, TOKEN_KINDS, harvest_points
from .hidden import HillDaleSecrets
from .info import _animals_on_cell
from .kinds import KINDS
from .model import Draft, HillDaleState, hill_dale_state, with_crops

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
    menu_rank = 0  # where menus list it
    kinds = KINDS
    extra_model = HillDaleExtra  # what a file may hold in its Setup.extra
    commands = edition_cmd.COMMANDS
    ref_kinds = ("stable",)  # what its FeatureRefs point at besides features
    secrets = HillDaleSecrets()  # other players' harvest tokens lie face down (hidden.py)
    supply = {FOLLOWER: 4, STABLE: 2}
    rule_options = (OPTION_STRICT_TRAVEL, OPTION_HARVEST_IN_ORDER)
    legacy_options = (OPTION_HARVEST_IN_ORDER,)
    setup_refusal = staticmethod(dealt.setup_refusal)  # the harvest supply, against the box
    guide = GUIDE  # its commands' mistakes in the guided game

    def default_extra(self, players: int, rng: random.Random) -> dict[str, Any]:
        return {"harvest": dict(BOX_SUPPLY)}

    def init_state(self, state: GameState) -> None:
        supply = dict(BOX_SUPPLY)
        given = state.setup.extra.get("harvest")
        if given is not None:
            if not isinstance(given, dict) or not all(
                k in TOKEN_KINDS and isinstance(v, int) and v >= 0 for k, v in given.items()
            ):
                from game.core.state import SetupError

                raise SetupError(f"setup 'harvest' must map {', '.join(TOKEN_KINDS)} to counts >= 0")
            supply = {k: int(given.get(k, BOX_SUPPLY[k])) for k in TOKEN_KINDS}
        state.ext = HillDaleState(supply, tuple({} for _ in range(state.players)))

    # --- decisions ---
    def pending(self, state: GameState) -> Decision | None:
        if state.phase == "action":
            return Decision.of(state.current, "action")
        if state.phase == "draft":
            draft = hill_dale_state(state).drafts[0]
            return Decision.of(draft.order[draft.taken % len(draft.order)], "take_harvest")
        if state.phase == "harvest_order":
            return Decision.of(state.current, "harvest_order")
        return None

    def options(self, state: GameState) -> list[cmd.Command]:
        if state.phase == "draft":
            d = self.pending(state)
            assert d is not None, "a draft always has a seat to take"
            pool = hill_dale_state(state).drafts[0].pool
            return [edition_cmd.TakeHarvest(d.seat, crop) for crop in sorted(set(pool))]
        if state.phase == "harvest_order":
            return [
                edition_cmd.HarvestFirst(state.current, (x, y), f) for x, y, f, _w in hill_dale_state(state).waiting
            ]
        if state.phase != "action":
            return []
        out = self.piece_options(state, FOLLOWER, FOLLOWER_KINDS)
        out += self.piece_options(
            state, STABLE, ("meadow",), lambda node: not self._stable_near(state, state.graph.pos[node])
        )
        out.extend(self._travel_options(state))
        out.append(cmd.Skip())
        return out

    def _stable_near(self, state: GameState, pos: tuple[int, int]) -> bool:
        near = {(pos[0] + dx, pos[1] + dy) for dx, dy in AROUND} | {pos}
        return any(p.kind == STABLE and p.pos in near for p in state.pieces.values())

    def _scores_a_completed_path(self, state: GameState) -> bool:
        """Whether the current player is among the winners of a path the tile just placed completed."""
        g = state.graph
        return any(
            g.kind[node] == "path" and state.current in self.majority(state, node)
            for node in just_placed(state).completed
        )

    def _travellers_allowed(self, state: GameState) -> Iterator[Piece]:
        """The current player's travellers on a path the tile just placed extended and did not complete.

        With the strict travel option, none in a turn in which the player scores a completed path."""
        g = state.graph
        if state.setup.options.get(OPTION_STRICT_TRAVEL) and self._scores_a_completed_path(state):
            return
        placed_roots = {g.find(n) for n in just_placed(state).nodes if g.kind[n] == "path"}
        seat = state.current
        mine = [p for p in state.pieces.values() if p.seat == seat and p.kind == FOLLOWER]
        for p in sorted(mine, key=lambda p: p.pid):
            if g.kind[node_of(p)] != "path":
                continue
            r = g.find(node_of(p))
            if r in placed_roots and g.open[r] > 0:
                yield p

    def _travel_options(self, state: GameState) -> list[cmd.Command]:
        out: list[cmd.Command] = []
        for p in self._travellers_allowed(state):
            for pos, _node, _n in travel.destinations(state, p):
                c = edition_cmd.Travel(p.pos, pos, p.pid)
                if c not in out:
                    out.append(c)
        return out

    def explain(self, state: GameState, c: cmd.Command) -> Refusal:
        return explain.explain(self, state, c)

    # --- insight (info.py) ---
    spot_kinds = ("path", "field", "meadow")
    hidden_reasons = ("harvest_sets",)  # which crops a player holds is hidden; how many tokens is not
    feature_info = info.feature_info
    thing_info = info.thing_info
    piece_ref = info.piece_ref
    pending_points = info.pending_points
    event_subject = info.event_subject

    def handle(self, state: GameState, c: cmd.Command) -> list[object]:
        seat = state.current
        if isinstance(c, cmd.PlacePiece):
            return [self.place_piece_event(state, c)]
        if isinstance(c, cmd.Skip):
            return [ev.ActionSkipped(seat)]
        if isinstance(c, edition_cmd.Travel):
            # the traveller the command names (`pid`) first; any other on that tile when it names none of them
            for p in sorted(self._travellers_allowed(state), key=lambda p: p.pid != c.pid):
                if p.pos != c.frm:
                    continue
                for pos, node, n in travel.destinations(state, p):
                    if pos == c.to:
                        fid = state.feature_def(node).id
                        return [Travelled(seat, p.pid, c.frm, c.to, fid, n), ev.PointsScored(seat, n, "travel")]
        if isinstance(c, edition_cmd.TakeHarvest):
            return [HarvestTaken(c.seat, c.crop)]
        if isinstance(c, edition_cmd.HarvestFirst):
            return [HarvestOrderChosen(c.seat, c.at[0], c.at[1], c.feature)]
        raise AssertionError(f"unhandled legal command {c}")

    # --- automatic steps ---
    def advance(self, state: GameState) -> list[object] | None:
        if state.phase in ("action", "draft", "harvest_order"):
            return None
        if state.phase == "score":
            return self._score_turn(state)
        if state.phase == "harvest_pay":
            own = hill_dale_state(state)
            return harvest_order.pay(state, own.chosen + own.waiting)
        if state.phase == "draft_done":
            return [ev.TurnEnded(state.current)]
        raise AssertionError(f"unexpected phase {state.phase}")

    def _score_turn(self, state: GameState) -> list[object]:
        waiting = harvest_order.waiting_fields(self, state)
        if not state.setup.options.get(OPTION_HARVEST_IN_ORDER) and harvest_order.order_matters(
            harvest_order.demands(state, waiting), hill_dale_state(state).supply
        ):
            return harvest_order.score_then_ask(self, state, waiting)
        out = []
        drafts = []
        supply = dict(hill_dale_state(state).supply)
        g = state.graph
        for node in just_placed(state).completed:
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

    def completion_points(self, state: GameState, node: int) -> int:
        """A completed path: 1 per tile; a completed field: 2 per tile (ruling 27)."""
        tiles = state.graph.tile_count(node)
        return tiles if state.graph.kind[node] == "path" else 2 * tiles

    def final_points(self, state: GameState, node: int) -> int:
        """An unfinished path or field at the end: 1 per tile (ruling 31)."""
        return state.graph.tile_count(node)

    def harvest_pool(self, state: GameState, node: int, supply: Mapping[str, int]) -> list[str]:
        """The harvest tokens a completed field gives its winners: one per symbol while the supply lasts."""
        g = state.graph
        pool: list[str] = []
        for crop in TOKEN_KINDS:
            pool += [crop] * min(g.symbol_count(node, crop), supply[crop])
        return pool

    def final_scoring(self, state: GameState) -> list[object]:
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
            tokens, sets = harvest_points(hill_dale_state(state).tokens[seat])
            if tokens:
                out.append(ev.PointsScored(seat, tokens, "harvest"))
            if sets:
                out.append(ev.PointsScored(seat, sets, "harvest_sets"))
        return out

    def animals_around(self, state: GameState, pos: tuple[int, int]) -> int:
        total = 0
        cells = state.board.cells
        for dx, dy in ((0, 0),) + AROUND:
            placed = cells.get((pos[0] + dx, pos[1] + dy))
            if placed is not None:
                total += _animals_on_cell(state.tiles[placed[0]], placed[1])
        return total

    # --- the fold of this edition's events ---
    def apply(self, state: GameState, e: Any) -> None:
        if isinstance(e, Travelled):
            p = state.pieces[e.pid]
            p.pos = (e.to[0], e.to[1])
            p.feature = e.feature
            p.node = state.node(p.pos, e.feature)
            state.phase = "score"
        elif isinstance(e, HarvestGained):
            own = hill_dale_state(state)
            tokens = list(own.tokens)
            tokens[e.seat] = with_crops(tokens[e.seat], e.tokens, 1)
            state.ext = replace(own, supply=with_crops(own.supply, e.tokens, -1), tokens=tuple(tokens))
        elif isinstance(e, DraftStarted):
            own = hill_dale_state(state)
            draft = Draft(tuple(e.order), tuple(e.pool))
            state.ext = replace(own, supply=with_crops(own.supply, e.pool, -1), drafts=(*own.drafts, draft))
            state.phase = "draft"
        elif isinstance(e, HarvestOrderAsked):
            fields = tuple((x, y, f, tuple(w)) for x, y, f, w in e.fields)
            state.ext = replace(hill_dale_state(state), waiting=fields, chosen=())
            state.phase = "harvest_order"
        elif isinstance(e, HarvestOrderChosen):
            own = hill_dale_state(state)
            at = next(i for i, f in enumerate(own.waiting) if (f[0], f[1], f[2]) == (e.x, e.y, e.feature))
            waiting = own.waiting[:at] + own.waiting[at + 1 :]
            state.ext = own = replace(own, waiting=waiting, chosen=(*own.chosen, own.waiting[at]))
            supply = harvest_order.supply_after(state, own.chosen)
            if not harvest_order.order_matters(harvest_order.demands(state, own.waiting), supply):
                state.phase = "harvest_pay"
        elif isinstance(e, HarvestTaken):
            own = hill_dale_state(state)
            draft = own.drafts[0]
            pool = list(draft.pool)
            pool.remove(e.crop)
            tokens = list(own.tokens)
            tokens[e.seat] = with_crops(tokens[e.seat], (e.crop,), 1)
            if pool:
                drafts = (Draft(draft.order, tuple(pool), draft.taken + 1), *own.drafts[1:])
            else:
                drafts = own.drafts[1:]
                if not drafts:
                    state.phase = "draft_done"
            state.ext = replace(own, tokens=tuple(tokens), drafts=drafts)
        else:
            super().apply(state, e)

    def state_view(self, state: GameState) -> dict[str, Any]:
        own = hill_dale_state(state)
        return {"harvest": [dict(t) for t in own.tokens], "harvest_supply": dict(own.supply)}


EDITION = register_edition(HillDale())
