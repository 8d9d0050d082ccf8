"""Over Hill and Dale rules (rulebook 004, rulings 1-5 and 27-31) as engine hooks."""

from __future__ import annotations

from game.core import commands as cmd
from game.core import events as ev
from game.core.engine import Decision
from game.core.geometry import AROUND
from game.core.registry import register_edition
from game.editions.base import Edition

from . import travel
from .harvest import BOX_SUPPLY, TOKEN_KINDS, harvest_points

FOLLOWER = "follower"
STABLE = "stable"
FOLLOWER_KINDS = ("path", "field")  # a meeple is a traveller on a path, a farmer on a field


@ev.event
class Travelled:
    seat: int
    pid: int
    frm: tuple
    to: tuple
    feature: str  # the path feature id in the destination cell
    tiles: int


@ev.event
class HarvestGained:
    """Tokens from the supply to a player who alone won a field (no draft)."""

    seat: int
    tokens: tuple  # crop names, one per token


@ev.event
class DraftStarted:
    """Tied winners share a field's tokens one at a time (ruling 28); the pool leaves the supply."""

    order: tuple  # the tied seats, the first to take first
    pool: tuple  # crop names, one per token


@ev.event
class HarvestTaken:
    seat: int
    crop: str


def _animals_on_cell(tile, index: int) -> int:
    cache = getattr(tile, "_animal_cache", None)  # computed once per tile definition
    if cache is None:
        cache = [sum(f.symbol("animal") for f in cell.features) for cell in tile.cells]
        object.__setattr__(tile, "_animal_cache", cache)
    return cache[index]


class HillDale(Edition):
    name = "hill_dale"
    supply = {FOLLOWER: 4, STABLE: 2}

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

    # --- decisions ---
    def pending(self, state):
        if state.phase == "action":
            return Decision(state.current, "action")
        if state.phase == "draft":
            order, pool, turn = state.ext["drafts"][0]
            return Decision(order[turn % len(order)], "take_harvest")
        return None

    def options(self, state) -> list:
        if state.phase == "draft":
            d = self.pending(state)
            pool = state.ext["drafts"][0][1]
            return [cmd.TakeHarvest(d.seat, crop) for crop in sorted(set(pool))]
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

    def _travellers_allowed(self, state):
        """The current player's travellers on a path the tile just placed extended and did not complete."""
        g = state.graph
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

    def explain(self, state, c) -> str:
        if state.phase == "draft":
            d = self.pending(state)
            if not isinstance(c, cmd.TakeHarvest):
                return f"seat {d.seat} must first take a harvest token (take_harvest)"
            return f"there is no {c.crop} token left in this harvest (left: {', '.join(state.ext['drafts'][0][1])})"
        if state.phase != "action":
            return "no decision is pending"
        if isinstance(c, cmd.PlaceTile):
            return "the tile is already placed; now place a meeple or a stable, travel, or skip"
        if isinstance(c, cmd.PlacePiece):
            return self._explain_piece(state, c)
        if isinstance(c, cmd.Travel):
            return self._explain_travel(state, c)
        if isinstance(c, cmd.TakeHarvest):
            return (
                "no harvest draft is under way: tokens are taken one at a time only when tied farmers share "
                "a completed field"
            )
        return f"'{c.do}' is not part of Over Hill and Dale"

    def _explain_piece(self, state, c) -> str:
        if c.piece not in (FOLLOWER, STABLE):
            return f"there are no {c.piece} pieces in Over Hill and Dale (meeples are 'follower', and 'stable')"
        f = self.target_feature(state, c)
        if isinstance(f, str):
            return f
        if state.supply[state.current][c.piece] <= 0:
            return f"you have no {'meeple' if c.piece == FOLLOWER else 'stable'} left in your supply"
        if c.piece == FOLLOWER:
            if f.kind not in FOLLOWER_KINDS:
                return f"a meeple stands on a path or a field, not on a {f.kind} (stables go on meadows)"
            what = "path already has a traveller" if f.kind == "path" else "field already has a farmer"
            return f"that {what}"
        if f.kind != "meadow":
            return f"a stable goes on a meadow, not on a {f.kind}"
        return "a stable may not stand within one tile of another stable (the 8 tiles around it)"

    def _explain_travel(self, state, c) -> str:
        mine = [
            p
            for p in state.pieces.values()
            if p.pos == c.frm and p.seat == state.current and p.kind == FOLLOWER and state.graph.kind[p.node] == "path"
        ]
        if not mine:
            return f"you have no traveller on the tile at [{c.frm[0]}, {c.frm[1]}]"
        if not any(True for p in self._travellers_allowed(state) if p.pos == c.frm):
            g = state.graph
            if g.open[g.find(mine[0].node)] == 0:
                return "that path was completed this turn: it scores instead, so no travel on it"
            return "you may travel only on a path that the tile you just placed extended"
        return (
            f"a traveller from [{c.frm[0]}, {c.frm[1]}] goes to the last tile of its path in one direction "
            f"(never onto a tile with another traveller); [{c.to[0]}, {c.to[1]}] is not such a tile"
        )

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
        raise AssertionError(f"unhandled legal command {c}")

    # --- automatic steps ---
    def advance(self, state):
        if state.phase in ("action", "draft"):
            return None
        if state.phase == "score":
            return self._score_turn(state)
        if state.phase == "draft_done":
            return [ev.TurnEnded(state.current)]
        raise AssertionError(f"unexpected phase {state.phase}")

    def _score_turn(self, state) -> list:
        out = []
        drafts = []
        supply = dict(state.ext["supply"])
        g = state.graph
        for node in state.placed.completed:
            kind = g.kind[node]
            if kind not in FOLLOWER_KINDS:
                continue
            winners = self.majority(state, node)
            tiles = g.tile_count(node)
            if kind == "path":
                out += self.score_feature(state, node, tiles, "path", winners=winners)
            else:
                out += self.score_feature(state, node, 2 * tiles, "field", winners=winners)
                pool = []
                for crop in TOKEN_KINDS:
                    take = min(g.symbol_count(node, crop), supply[crop])
                    supply[crop] -= take
                    pool += [crop] * take
                if winners and pool:
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

    def final_scoring(self, state) -> list:
        out = []
        g = state.graph
        for node in self.unfinished_roots(state, FOLLOWER_KINDS):
            tiles = g.tile_count(node)
            reason = "final_path" if g.kind[node] == "path" else "final_field"
            out += self.score_feature(state, node, tiles, reason, final=True)
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
