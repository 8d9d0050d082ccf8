"""Amazonas rules (rulebook 001, rulings 1-5 and 13-21) as engine hooks.

The turn: the engine lays the drawn tile (TilePlaced); boat symbols it brings move boats at once (phase
`effects`); after a "!" tile the player places a set-aside double (phase `double`, command place_double, which
lays the double with a core TilePlaced and passes through `effects` again); then one action (phase `action`):
an explorer (`follower`) on a tributary or village, a `camp` in the jungle, or nothing and the boat moves 1;
then scoring (phase `score`): each tile laid this turn scores what it completed, and an Amazon tile adds an
Amazon scoring.  Boats live in `AmazonasState.boats` (model.py; 1 = the source); the river's spaces are the sum of the
`spaces` symbols on the laid amazon features.
"""

from __future__ import annotations

import random
from typing import Any

from game.core import commands as cmd
from game.core import events as ev
from game.core.engine import Decision
from game.core.frozen import replace
from game.core.geometry import ROTATIONS
from game.core.refusals import Refusal
from game.core.registry import register_edition
from game.core.state import GameState, SetupError
from game.core.tiles import CellDef, TileDef, TileSet
from game.editions.base import Edition, just_placed

from . import commands as edition_cmd
from . import dealt, explain, info, river, spaces
from .events import AmazonScored, BoatMoved, DoubleChosen, MouthScored, TileResolved
from .extra_model import AmazonasExtra
from .guide import GUIDE
from .kinds import KINDS
from .model import AmazonasState, LaidTile, amazonas_state
from .spaces import amazon_features, tile_spaces

FOLLOWER = "follower"
CAMP = "camp"
AMAZON = "amazon"
TRIBUTARY = "tributary"
VILLAGE = "village"
JUNGLE = "jungle"
EXPLORER_KINDS = (TRIBUTARY, VILLAGE)


class Amazonas(Edition):
    name = "amazonas"
    menu_rank = 2  # where menus list it
    kinds = KINDS
    extra_model = AmazonasExtra  # what a file may hold in its Setup.extra
    commands = edition_cmd.COMMANDS
    ref_kinds = ("amazon_race", "river_mouth")  # what its FeatureRefs point at besides features
    supply = {FOLLOWER: 4, CAMP: 2}
    follower_kinds = (FOLLOWER,)
    setup_tiles = staticmethod(dealt.setup_tiles)  # the doubles set aside, counted against the box
    guide = GUIDE  # its commands' mistakes and its figures in the guided game

    # --- setup ---
    def arrange_deck(self, deck: list[str], tileset: TileSet, rng: random.Random) -> list[str]:
        """The rulebook asks for the Amazon tiles to be spread evenly through the pile: shuffle the land
        tiles, cut them into as many runs as there are Amazon tiles, and hide one Amazon tile in each run."""
        amazon = [t for t in deck if "amazon" in tileset[t].tags]
        land = [t for t in deck if "amazon" not in tileset[t].tags]
        if not amazon:
            return super().arrange_deck(deck, tileset, rng)
        rng.shuffle(amazon)
        rng.shuffle(land)
        out = []
        n = len(amazon)
        for k, tile in enumerate(amazon):
            run = land[len(land) * k // n : len(land) * (k + 1) // n]
            run.insert(rng.randrange(len(run) + 1), tile)
            out += run
        return out

    def default_extra(self, players: int, rng: random.Random) -> dict[str, Any]:
        return {"boats": [1] * players}

    def init_state(self, state: GameState) -> None:
        tiles = state.tiles
        extra = state.setup.extra or {}
        amazon_tiles = frozenset(t.id for t in tiles.tiles.values() if any(True for _ in amazon_features(t)))
        spaces_of = {tid: tile_spaces(tiles[tid], tid == state.setup.start, state.players) for tid in amazon_tiles}
        doubles = extra.get("doubles")
        if doubles is None:
            doubles = [t.id for t in tiles.tiles.values() if t.has_tag("double")]
        if not isinstance(doubles, list) or not all(isinstance(d, str) for d in doubles):
            raise SetupError("setup 'doubles' must be a list of tile ids")
        unknown = [d for d in doubles if d not in tiles]
        if unknown:
            raise SetupError(f"setup 'doubles' names tiles that do not exist: {', '.join(unknown)}")
        not_river = [d for d in doubles if d not in amazon_tiles]
        if not_river:
            raise SetupError(f"setup 'doubles' names tiles without the Amazon on them: {', '.join(not_river)}")
        boats = extra.get("boats")
        if boats is None:
            boats = [1] * state.players
        if (
            not isinstance(boats, list)
            or len(boats) != state.players
            or not all(isinstance(b, int) and not isinstance(b, bool) and b >= 1 for b in boats)
        ):
            raise SetupError(f"setup 'boats' must list one space >= 1 per seat ({state.players} seats), not {boats!r}")
        start = tiles[state.setup.start]
        end = None
        q = 0
        for cell, (dx, dy) in zip(start.cells, start.cell_offsets(q)):
            if any(f.kind == AMAZON for f in cell.features):
                if end is None or dx > end[0]:
                    end = (dx, dy)
        state.ext = AmazonasState(
            amazon_tiles, spaces_of, tuple(doubles), tuple(boats), spaces_of.get(start.id, 0), end
        )

    # --- placing tiles (ruling 13) ---
    def rotations(self, state: GameState, tile: TileDef) -> tuple[int, ...]:
        if tile.id in amazonas_state(state).amazon_tiles:
            return (0, 2)
        return (0, 1, 2, 3)

    def rotation_refusal(self, state: GameState, tile: TileDef, rot: int) -> Refusal:
        return explain.rotation_refusal(rot)

    def placement_allowed(self, state: GameState, tile: TileDef, x: int, y: int, q: int) -> bool:
        own = amazonas_state(state)
        end = own.river_end
        if end is None:
            return True
        ex, ey = end
        if tile.id in own.amazon_tiles:
            if not tile.multi:
                return x == ex + 1 and y == ey
            cells = sorted((x + dx, y + dy) for dx, dy in tile.cell_offsets(q))
            return cells == [(ex + 1 + i, ey) for i in range(len(cells))]
        if not tile.multi:
            return x <= ex
        return all(x + dx <= ex for dx, dy in tile.cell_offsets(q))

    def allowed_places(
        self, state: GameState, tile: TileDef, q: int, places: list[tuple[int, int]]
    ) -> list[tuple[int, int]]:
        """`placement_allowed` for many places at once: a land tile of one cell goes west of the river's end."""
        own = amazonas_state(state)
        end = own.river_end
        if end is None or tile.multi or tile.id in own.amazon_tiles:
            return super().allowed_places(state, tile, q, places)
        ex = end[0]
        return [p for p in places if p[0] <= ex]

    def placement_refusal(self, state: GameState, tile: TileDef, x: int, y: int, q: int) -> Refusal:
        return explain.placement_refusal(state, tile)

    # --- decisions ---
    def pending(self, state: GameState) -> Decision | None:
        if state.phase == "action":
            return Decision.of(state.current, "action")
        if state.phase == "double":
            return Decision.of(state.current, "place_double")
        return None

    def options(self, state: GameState) -> list[cmd.Command]:
        if state.phase == "double":
            return [edition_cmd.PlaceDouble(d, ROTATIONS[q]) for d, q, x, y in self._double_places(state)]
        if state.phase != "action":
            return []
        out = self.piece_options(state, FOLLOWER, EXPLORER_KINDS) + self.piece_options(state, CAMP, (JUNGLE,))
        out.append(cmd.Skip())
        return out

    def _double_anchor(self, state: GameState, tile: TileDef, q: int) -> tuple[int, int]:
        """Where cell 0 of a double turned `q` lies when the double continues the Amazon at its east end."""
        end = amazonas_state(state).river_end
        assert end is not None, "a double is placed only when the river has an end"
        ex, ey = end
        offsets = tile.cell_offsets(q)
        dx, dy = min(offsets)
        return ex + 1 - dx, ey - dy

    def double_places(self, state: GameState) -> list[tuple[str, int, int, int]]:
        """(double id, quarter turns, x, y) for every legal placement of a set-aside double now."""
        return self._double_places(state)

    def _double_places(self, state: GameState) -> list[tuple[str, int, int, int]]:
        """(double id, quarter turns, x, y) for every set-aside double and rotation that fits."""
        own = amazonas_state(state)
        if own.river_end is None:
            return []
        out = []
        board = state.board
        for d in own.doubles:
            tile = state.tiles[d]
            for q in (0, 2):
                x, y = self._double_anchor(state, tile, q)
                if board.fits(tile, x, y, q) and self.placement_allowed(state, tile, x, y, q):
                    out.append((d, q, x, y))
        return out

    def explain(self, state: GameState, c: cmd.Command) -> Refusal:
        return explain.explain(self, state, c)

    # --- insight (info.py) ---
    spot_kinds = ("tributary", "village", "jungle")

    def layout_marks(self, cell: CellDef) -> tuple[tuple[tuple[float, float], float], ...]:
        return spaces.number_marks(cell)

    feature_info = info.feature_info
    thing_info = info.thing_info
    pending_points = info.pending_points
    could_ever_lie = info.could_ever_lie
    tile_groups = info.tile_groups
    event_subject = info.event_subject

    def handle(self, state: GameState, c: cmd.Command) -> list[object]:
        seat = state.current
        if isinstance(c, cmd.PlacePiece):
            out: list[object] = [self.place_piece_event(state, c)]
            if c.piece == FOLLOWER:
                node = state.node(just_placed(state).cells[c.cell], c.feature)
                assert node is not None, "the piece's feature is on the tile just placed"
                if state.graph.kind[node] == TRIBUTARY:
                    boats = state.graph.symbol_count(node, "boat")
                    out += self._boat(state, seat, amazonas_state(state).boats[seat], boats, "explorer")
            return out
        if isinstance(c, cmd.Skip):
            return [ev.ActionSkipped(seat)] + self._boat(state, seat, amazonas_state(state).boats[seat], 1, "no_piece")
        if isinstance(c, edition_cmd.PlaceDouble):
            for d, q, x, y in self._double_places(state):
                if d == c.double and ROTATIONS[q] == c.rot:
                    return [DoubleChosen(seat, d, c.rot), ev.TilePlaced(seat, d, x, y, c.rot)]
        raise AssertionError(f"unhandled legal command {c}")

    def _boat(self, state: GameState, seat: int, frm: int, steps: int, reason: str) -> list[object]:
        to = river.moved(frm, steps, amazonas_state(state).river_spaces)
        return [BoatMoved(seat, frm, to, reason)] if to != frm else []

    # --- automatic steps ---
    def advance(self, state: GameState) -> list[object] | None:
        if state.phase in ("action", "double"):
            return None
        if state.phase == "effects":
            return self._tile_effects(state)
        if state.phase == "score":
            return self._score_turn(state)
        raise AssertionError(f"unexpected phase {state.phase}")

    def _tile_effects(self, state: GameState) -> list[object]:
        """Ruling 15: new boat symbols move the boats of the explorers they reach, whoever laid the tile."""
        out = []
        gained = river.new_boat_symbols(state, just_placed(state).cells, TRIBUTARY, FOLLOWER)
        boats = amazonas_state(state).boats
        for seat in sorted(gained):
            out += self._boat(state, seat, boats[seat], gained[seat], "boat_symbols")
        tile = state.tiles[just_placed(state).tile]
        double = tile.has_tag("bang") and bool(self._double_places(state))
        out.append(TileResolved(state.current, double))
        return out

    def _score_turn(self, state: GameState) -> list[object]:
        out: list[object] = []
        g = state.graph
        own = amazonas_state(state)
        boats = list(own.boats)
        last = own.river_spaces
        for tile_id, cells, completed in ((t.tile, t.cells, t.completed) for t in own.laid):
            for node in completed:
                kind = g.kind[node]
                if kind not in EXPLORER_KINDS:
                    continue
                out += self.score_feature(state, node, self.feature_points(state, node), kind)
                out += self.return_pieces(state, node, (FOLLOWER,))
            if tile_id in own.amazon_tiles:
                out += self._amazon_scoring(state, tile_id, cells, boats, last)
        out.append(ev.TurnEnded(state.current))
        return out

    def feature_points(self, state: GameState, node: int, final: bool = False) -> int:
        g = state.graph
        tiles = g.tile_count(node)
        fruit = g.symbol_count(node, "fruit")
        if g.kind[node] == VILLAGE and not final:
            return 2 * tiles + fruit
        return tiles + fruit

    def _amazon_scoring(
        self, state: GameState, tile_id: str, cells: tuple[tuple[int, int], ...], boats: list[int], last: int
    ) -> list[object]:
        """Ruling 17; `boats` is updated in place (the boats after this scoring)."""
        tile = state.tiles[tile_id]
        caimans = sum(f.symbol("caiman") for f in amazon_features(tile))
        piranhas = sum(f.symbol("piranha") for f in amazon_features(tile))
        points, first, second = river.amazon_points(boats, state.players, caimans, piranhas)
        x, y = cells[0]
        out: list[object] = [AmazonScored(tile_id, x, y, caimans, piranhas, tuple(first), tuple(second))]
        for seat in range(state.players):
            if points[seat]:
                out.append(ev.PointsScored(seat, points[seat], "amazon"))
        for seat in range(state.players):
            if points[seat] == 0:
                to = river.moved(boats[seat], 1, last)
                if to != boats[seat]:
                    out.append(BoatMoved(seat, boats[seat], to, "amazon_zero"))
                    boats[seat] = to
        return out

    def final_scoring(self, state: GameState) -> list[object]:
        out = []
        g = state.graph
        for node in self.unfinished_roots(state, EXPLORER_KINDS):
            kind = g.kind[node]
            out += self.score_feature(
                state, node, self.feature_points(state, node, final=True), "final_" + kind, final=True
            )
        out += self._camp_scoring(state)
        values = river.mouth_values(state.setup.tileset_extra, state.players)
        boats = amazonas_state(state).boats
        ranked = river.places(boats, state.players)
        out.append(MouthScored(tuple(tuple(p) for p in ranked), tuple(values)))
        for seat, pts in enumerate(river.mouth_points(boats, state.players, values)):
            if pts:
                out.append(ev.PointsScored(seat, pts, "mouth"))
        return out

    def _camp_scoring(self, state: GameState) -> list[object]:
        """Ruling 18: in each jungle with camps, the most camps score 1 per animal in it."""
        g = state.graph
        first_node: dict[int, int] = {}
        for p in sorted(state.pieces.values(), key=lambda p: p.pid):
            if p.kind == CAMP and p.node is not None:
                first_node.setdefault(g.find(p.node), p.node)
        out = []
        for _r, node in sorted(first_node.items(), key=lambda kv: kv[1]):
            winners, animals = self.camp_award(state, node)
            out += self.score_feature(state, node, animals, "camps", final=True, winners=winners)
        return out

    def camp_award(self, state: GameState, node: int) -> tuple[list[int], int]:
        """A jungle at the end: (the seats with the most camps in it, 1 per animal in it each)."""
        counts: dict[int, int] = {}
        for p in state.pieces_on(node, (CAMP,)):
            counts[p.seat] = counts.get(p.seat, 0) + 1
        if not counts:
            return [], 0
        best = max(counts.values())
        return sorted(s for s, n in counts.items() if n == best), state.graph.symbol_count(node, "animal")

    # --- the fold ---
    def after_apply(self, state: GameState, e: Any) -> None:
        if isinstance(e, ev.TilePlaced):
            own = amazonas_state(state)
            placed = just_placed(state)
            laid = (*own.laid, LaidTile(e.tile, tuple(placed.cells), tuple(placed.completed)))
            if e.tile in own.amazon_tiles:
                end = own.river_end
                tile = state.tiles[e.tile]
                for i, pos in enumerate(placed.cells):
                    if any(f.kind == AMAZON for f in tile.cells[i].features):
                        if end is None or pos[0] > end[0]:
                            end = pos
                own = replace(own, river_spaces=own.river_spaces + own.spaces_of[e.tile], river_end=end)
            state.ext = replace(own, laid=laid)
            state.phase = "effects"
        elif isinstance(e, ev.TurnBegan):
            own = amazonas_state(state)
            if own.laid:
                state.ext = replace(own, laid=())

    def apply(self, state: GameState, e: Any) -> None:
        if isinstance(e, BoatMoved):
            own = amazonas_state(state)
            boats = list(own.boats)
            boats[e.seat] = e.to
            state.ext = replace(own, boats=tuple(boats))
        elif isinstance(e, TileResolved):
            state.phase = "double" if e.double else "action"
        elif isinstance(e, DoubleChosen):
            own = amazonas_state(state)
            doubles = list(own.doubles)
            doubles.remove(e.double)
            state.ext = replace(own, doubles=tuple(doubles))
        elif isinstance(e, (AmazonScored, MouthScored)):
            pass
        else:
            super().apply(state, e)

    def state_view(self, state: GameState) -> dict[str, Any]:
        own = amazonas_state(state)
        end = own.river_end
        return {
            "boats": list(own.boats),
            "river_spaces": own.river_spaces,
            "doubles": list(own.doubles),
            "river_end": list(end) if end else None,
        }


EDITION = register_edition(Amazonas())
