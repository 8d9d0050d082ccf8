"""What every edition shares: the hook interface the engine calls, and the common scoring helpers."""

from __future__ import annotations

from game.core import commands as cmd
from game.core import events as ev
from game.core.engine import Decision
from game.core.state import GameState


class Edition:
    name = ""
    supply: dict = {}
    follower_kinds: tuple = ("follower",)  # pieces that count for majority on a feature
    rule_options: tuple = ()  # the named variants of rulings.md this edition knows (setup "options")

    # --- setup ---
    def arrange_deck(self, deck: list, tileset, rng) -> list:
        """The draw pile of a new game: the box shuffled once (editions may spread special tiles)."""
        deck = list(deck)
        rng.shuffle(deck)
        return deck

    def default_extra(self, players: int, rng) -> dict:
        """Edition setup for a new game (token piles, harvest supply...), decided once at setup."""
        return {}

    def init_state(self, state: GameState) -> None:
        pass

    # --- placing tiles ---
    def rotations(self, state: GameState, tile) -> tuple:
        return (0, 1, 2, 3)

    def rotation_refusal(self, state: GameState, tile, rot: int) -> str:
        return f"this tile may not be turned {rot}"

    def placement_allowed(self, state: GameState, tile, x: int, y: int, q: int) -> bool:
        return True

    placement_allowed.allows_all = True  # type: ignore[attr-defined]  # the engine need not ask (speed)

    def allowed_places(self, state: GameState, tile, q: int, places: list) -> list:
        """The places (x, y) among `places` (where the tile turned `q` fits) that `placement_allowed` allows, in
        order; an edition may answer for all at once (speed), as long as it answers the same."""
        ok = self.placement_allowed
        return [p for p in places if ok(state, tile, p[0], p[1], q)]

    def placement_refusal(self, state: GameState, tile, x: int, y: int, q: int) -> str:
        return "that placement is not allowed"

    # --- decisions (every phase but place_tile) ---
    def pending(self, state: GameState) -> Decision | None:
        if state.phase == "action":
            return Decision(state.current, "action")
        return None

    def options(self, state: GameState) -> list:
        raise NotImplementedError

    def explain(self, state: GameState, command) -> str:
        raise NotImplementedError

    def handle(self, state: GameState, command) -> list:
        raise NotImplementedError

    def advance(self, state: GameState) -> list | None:
        """Events for an automatic step, or None when a player must decide."""
        raise NotImplementedError

    def final_scoring(self, state: GameState) -> list:
        raise NotImplementedError

    def apply(self, state: GameState, e) -> None:
        raise TypeError(f"{self.name} cannot apply event {type(e).__name__}")

    def after_apply(self, state: GameState, e) -> None:
        pass

    def state_view(self, state: GameState) -> dict:
        return {}

    # --- shared helpers ---
    def placed_features(self, state: GameState, kinds):
        """(cell index, cell position, feature def, node) for features of `kinds` on the tile just placed."""
        p = state.placed
        assert p is not None, "asked for the features of the tile just placed before any was placed"
        tile = state.tiles[p.tile]
        for i, pos in enumerate(p.cells):
            for f in tile.cells[i].features:
                if f.kind in kinds:
                    yield i, pos, f, state.board.node_at(pos, f.index)

    def piece_options(self, state: GameState, piece: str, kinds, free=None) -> list:
        """A PlacePiece for every feature of `kinds` on the tile just placed where `free(node)` holds (by
        default: no piece of this kind anywhere in the feature, ruling 2), if the player has one in supply."""
        if state.supply[state.current].get(piece, 0) <= 0:
            return []
        if free is None:

            def free(node):
                return not state.pieces_on(node, (piece,))

        return [cmd.PlacePiece(piece, f.id, i) for i, pos, f, node in self.placed_features(state, kinds) if free(node)]

    def target_feature(self, state: GameState, command: cmd.PlacePiece):
        """The feature a piece command names on the tile just placed, or the reason it names none."""
        placed = state.placed
        if placed is None:
            return "no tile has been placed this turn"
        if not 0 <= command.cell < len(placed.cells):
            return f"the tile just placed has no cell {command.cell}"
        f = state.cell_def(placed.cells[command.cell]).feature(command.feature)
        if f is None:
            return f"a piece goes only on the tile just placed, and it has no feature {command.feature!r}"
        return f

    def majority(self, state: GameState, node: int) -> list[int]:
        """Seats with the most followers on the feature (ties all win); [] when nobody is there."""
        counts: dict[int, int] = {}
        for p in state.pieces_on(node, self.follower_kinds):
            counts[p.seat] = counts.get(p.seat, 0) + 1
        if not counts:
            return []
        best = max(counts.values())
        return sorted(seat for seat, c in counts.items() if c == best)

    def score_feature(
        self, state: GameState, node: int, points: int, reason: str, final: bool = False, winners=None
    ) -> list:
        if winners is None:
            winners = self.majority(state, node)
        if not winners:
            return []
        g = state.graph
        pos = g.pos[node]
        fid = state.feature_def(node).id
        out: list = [
            ev.FeatureScored(g.kind[node], pos[0], pos[1], fid, g.tile_count(node), tuple(winners), points, final)
        ]
        if points:
            out += [ev.PointsScored(seat, points, reason) for seat in winners]
        return out

    def return_pieces(self, state: GameState, node: int, kinds=None) -> list:
        return [
            ev.PieceReturned(p.pid, p.seat, p.kind)
            for p in sorted(state.pieces_on(node, kinds or self.follower_kinds), key=lambda p: p.pid)
        ]

    def place_piece_event(self, state: GameState, command: cmd.PlacePiece) -> ev.PiecePlaced:
        assert state.placed is not None
        pos = state.placed.cells[command.cell]
        return ev.PiecePlaced(state.current, state.next_pid, command.piece, pos[0], pos[1], command.feature)

    def unfinished_roots(self, state: GameState, kinds=None) -> list[int]:
        """One node per unfinished feature that holds at least one follower, in piece order."""
        g = state.graph
        seen, out = set(), []
        for p in sorted(state.pieces.values(), key=lambda p: p.pid):
            if p.node is None or p.kind not in self.follower_kinds:
                continue
            r = g.find(p.node)
            if r in seen or g.open[r] == 0:
                continue
            if kinds is not None and g.kind[r] not in kinds:
                continue
            seen.add(r)
            out.append(p.node)
        return out
