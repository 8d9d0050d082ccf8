"""What every edition shares: the hook interface the engine calls, and the common scoring helpers."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Collection, Iterator, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from game.core import commands as cmd
from game.core import events as ev
from game.core.engine import Decision
from game.core.guide import NO_GUIDE, Guide
from game.core.refusals import Refusal, declare, refuse
from game.core.registry import FeatureKind
from game.core.state import GameState, Piece, Placement, Setup
from game.core.tiles import CellDef, FeatureDef, TileDef, TileSet
from game.files.extra import GameExtra
from game.resources import edition_file

if TYPE_CHECKING:
    from game.core.info import FeatureInfo, FeatureRef

HIDDEN = "hidden"  # what a face-down token shows to a player who may not see it (a kind of its own)


class Secrets:
    """What the players of an edition cannot see at the table, and which random piles of its setup a new line
    ("play from here", game.branching) shuffles afresh.

    The core hides the order of the draw pile beyond the tile in hand itself; this default hides nothing else
    and holds no other random pile.  An edition with face-down tokens or piles overrides it (`Edition.secrets`);
    game.replay and game.branching call only these methods, never an edition by name."""

    hands_hidden = False  # players hold face-down tokens the others may not see (the window hands the screen
    # over between people at one table when this is so)

    def hide_piles(self, state: GameState) -> None:
        """Put the face-down piles other than the draw pile in a neutral order in `state` (a copy made for
        showing, also its `setup.extra`): nobody sees their order, even after the game."""

    def hide_hands(self, state: GameState, viewer: int | None) -> None:
        """Blank out in `state` (a copy made for showing) the face-down tokens of every seat but `viewer`
        (None: an onlooker, who sees no one's), keeping how many each holds."""

    def hide_in_event(self, e: object, viewer: int | None, over: bool) -> object:
        """`e` as `viewer` saw it happen: the order it gives a face-down pile always hidden, the face-down tokens
        it gives another seat hidden unless the game is `over`; by default `e` itself."""
        return e

    def branch_extra(self, extra: dict[str, Any], state: GameState, rng: random.Random) -> dict[str, Any]:
        """`Setup.extra` of a new line that continues from `state`: the random piles' parts nobody has drawn by
        then shuffled afresh with `rng`, everything drawn or decided before kept, so that the log up to `state`
        replays unchanged.  By default a copy of `extra` (no random pile besides the draw pile)."""
        return copy.deepcopy(extra)


# Refusal codes every edition may give (each edition declares its own in its rules module).
REFUSALS = declare(
    {
        "rotation_not_allowed": ("rot",),
        "no_decision": (),
        "decision_not_possible": (),
        "command_not_in_edition": ("command",),
        "unknown_piece": ("piece",),
        "unknown_animal": ("animal",),
        "no_tile_placed": (),
        "no_such_cell": ("cell",),
        "not_on_placed_tile": ("feature",),
        "no_piece_left": ("piece",),
    }
)
# edition name -> the function that builds its typed view (each edition's view.py registers one)
_VIEWS: dict[str, Callable[[GameState], Any]] = {}


def register_view(name: str) -> Callable[[Callable[[GameState], Any]], Callable[[GameState], Any]]:
    """Decorator: `fn(state)` builds edition `name`'s typed view (see Edition.view)."""

    def deco(fn: Callable[[GameState], Any]) -> Callable[[GameState], Any]:
        _VIEWS[name] = fn
        return fn

    return deco


class Edition:
    """The default of every hook of `game.core.edition_hooks.EditionHooks` but the rules themselves; an edition
    subclasses it, names its kinds, commands and the rest of its registration, and registers one instance
    (`game.core.registry.register_edition`)."""

    name = ""
    menu_rank = 100  # where menus list it (then by name)
    kinds: Mapping[str, FeatureKind] = {}  # its feature kinds (each edition's kinds.py)
    commands: tuple[type[cmd.Command], ...] = ()  # its own commands, beyond the core's (each edition's commands.py)
    ref_kinds: tuple[str, ...] = ()  # what its FeatureRefs point at besides "feature" (game.core.info)
    claimable_refs: tuple[str, ...] = ()  # those of ref_kinds a piece may claim (a card says when nobody has)
    extra_model: type[BaseModel] = GameExtra  # what a file may hold in its Setup.extra (game.files.extra)
    supply: dict[str, int] = {}
    follower_kinds: tuple[str, ...] = ("follower",)  # pieces that count for majority on a feature
    rule_options: tuple[str, ...] = ()  # the named variants of docs/rulings.md this edition knows (setup "options")
    # options under which a save of an older format version (before a rule became a question) may replay: tried
    # only when the save does not replay as written (game.persistence)
    legacy_options: tuple[str, ...] = ()
    secrets: Secrets = Secrets()  # hidden information and the piles a new line reshuffles (game.replay, branching)
    guide: Guide = NO_GUIDE  # its own commands' mistakes and figures in the guided game (game.tutorial)

    @property
    def box_path(self) -> Path:
        """Its box of tiles: tiles.json in its package."""
        return edition_file(self.name, "tiles.json")

    def box_figures(self, tileset: TileSet) -> dict[str, int]:
        """Figures of its box beyond every edition's (the tile-set report, game.tools.tileset): by default none."""
        return {}

    # --- setup ---
    def arrange_deck(self, deck: list[str], tileset: TileSet, rng: random.Random) -> list[str]:
        """The draw pile of a new game: the box shuffled once (editions may spread special tiles)."""
        deck = list(deck)
        rng.shuffle(deck)
        return deck

    def default_extra(self, players: int, rng: random.Random) -> dict[str, Any]:
        """Edition setup for a new game (token piles, harvest supply...), decided once at setup."""
        return {}

    def init_state(self, state: GameState) -> None:
        pass

    def setup_tiles(self, setup: Setup, tileset: TileSet) -> dict[str, list[str]]:
        """The tiles the edition's setup deals besides the draw pile and the start piece, by the key of
        `setup.extra` that holds them (the Hunters' bonus pile): game.core.setup_meaning counts them against
        the box with the pile."""
        return {}

    def setup_refusal(self, setup: Setup) -> str | None:
        """Why what the setup deals besides tiles (tokens, their reshuffle, a supply) is not what the edition's
        box could deal, in one line naming the key; None when it could."""
        return None

    # --- placing tiles ---
    def rotations(self, state: GameState, tile: TileDef) -> tuple[int, ...]:
        return (0, 1, 2, 3)

    def rotation_refusal(self, state: GameState, tile: TileDef, rot: int) -> Refusal:
        return refuse("rotation_not_allowed", f"this tile may not be turned {rot}", rot=rot)

    def placement_allowed(self, state: GameState, tile: TileDef, x: int, y: int, q: int) -> bool:
        return True

    placement_allowed.allows_all = True  # type: ignore[attr-defined]  # the engine need not ask (speed)

    def allowed_places(
        self, state: GameState, tile: TileDef, q: int, places: list[tuple[int, int]]
    ) -> list[tuple[int, int]]:
        """The places (x, y) among `places` (where the tile turned `q` fits) that `placement_allowed` allows, in
        order; an edition may answer for all at once (speed), as long as it answers the same."""
        ok = self.placement_allowed
        return [p for p in places if ok(state, tile, p[0], p[1], q)]

    def placement_refusal(self, state: GameState, tile: TileDef, x: int, y: int, q: int) -> Refusal:
        return refuse("placement_not_allowed", "that placement is not allowed", pos=(x, y), rot=90 * q)

    # --- decisions (every phase but place_tile) ---
    def pending(self, state: GameState) -> Decision | None:
        if state.phase == "action":
            return Decision.of(state.current, "action")
        return None

    def options(self, state: GameState) -> list[cmd.Command]:
        raise NotImplementedError

    def explain(self, state: GameState, command: cmd.Command) -> Refusal:
        """Why `command` is not among the options now (a Refusal with its code)."""
        raise NotImplementedError

    def handle(self, state: GameState, command: cmd.Command) -> list[object]:
        raise NotImplementedError

    def advance(self, state: GameState) -> list[object] | None:
        """Events for an automatic step, or None when a player must decide."""
        raise NotImplementedError

    def final_scoring(self, state: GameState) -> list[object]:
        raise NotImplementedError

    def apply(self, state: GameState, e: Any) -> None:
        raise TypeError(f"{self.name} cannot apply event {type(e).__name__}")

    def after_apply(self, state: GameState, e: Any) -> None:
        pass

    def state_view(self, state: GameState) -> dict[str, Any]:
        return {}

    # --- insight: what the board means, for the window's aids (game/core/insight.py, docs/insight.md) ---
    hidden_reasons: tuple[str, ...] = ()  # final-scoring reasons resting on what a player keeps hidden from the others
    spot_kinds: tuple[str, ...] | None = None  # feature kinds a piece may stand on: spots are laid out for these

    def corner_gaps(self, cell: CellDef) -> dict[str, Any] | None:
        """How far spots and symbols of an unturned cell keep from its corners (game/core/spots.py), if at all."""
        return None

    def layout_marks(self, cell: CellDef) -> tuple[tuple[tuple[float, float], float], ...]:
        """((x, y), radius) discs the window draws on an unturned cell besides its symbols (the Amazon's space
        numbers): spots and symbols keep clear of them (game/core/spots.py)."""
        return ()

    def feature_info(self, state: GameState, node: int, viewer: int | None = None) -> FeatureInfo:
        """FeatureInfo (game/core/info.py) of the feature of `node`, worth computed by this edition's scoring."""
        from game.core.info import basic_info

        return basic_info(state, node)

    def thing_info(self, state: GameState, ref: FeatureRef, viewer: int | None = None) -> FeatureInfo | None:
        """FeatureInfo of a FeatureRef that is not a graph feature (one of `ref_kinds`: a watering hole, the
        Amazon race...), or None when this edition has no such thing."""
        return None

    def thing_at(self, state: GameState, wx: float, wy: float) -> FeatureRef | None:
        """A FeatureRef of this edition's own things under the world point (cell units), or None."""
        return None

    def piece_ref(self, state: GameState, piece: Piece) -> FeatureRef | None:
        """What a piece on the board stands for: a FeatureRef (by default the feature it stands on)."""
        from game.core.info import FeatureRef

        return FeatureRef("feature", state.graph.find(piece.node)) if piece.node is not None else None

    def piece_point(self, state: GameState, piece: Piece) -> tuple[float, float] | None:
        """The world point (cell units) of a piece that does not stand on its feature's spot, else None."""
        return None

    def pending_points(self, state: GameState) -> list[tuple[int, int, str]]:
        """(seat, points, reason) that features completed by this turn's tile will score at this turn's
        scoring and have not scored yet (the projected score counts them)."""
        return []

    def tile_groups(self, state: GameState, viewer: int | None = None) -> dict[str, list[str]]:
        """This edition's piles besides the draw pile, as a player knows them: name -> tile ids (one per copy)
        not laid yet.  Never their order (callers count them)."""
        return {}

    def could_ever_lie(self, state: GameState, tile: TileDef, pos: tuple[int, int]) -> bool:
        """Whether `tile` may ever be laid covering the empty cell `pos` under this edition's placement rules
        (edges aside): fit counts of the tiles left use it."""
        return True

    def event_subject(self, state: GameState, e: Any) -> dict[str, Any] | None:
        """For the log: what this edition's own event `e` concerns (game/core/subjects.py), or None."""
        return None

    def view(self, state: GameState) -> Any:
        """The edition's own part of the state as a frozen, typed dataclass (built by its `view.py`), for the
        window and the tools, which never read `state.ext`; None for an edition with nothing of its own."""
        build = _VIEWS.get(self.name)
        return None if build is None else build(state)

    # --- shared helpers ---
    def placed_features(
        self, state: GameState, kinds: Collection[str]
    ) -> Iterator[tuple[int, tuple[int, int], FeatureDef, int]]:
        """(cell index, cell position, feature def, node) for features of `kinds` on the tile just placed."""
        p = state.placed
        assert p is not None, "asked for the features of the tile just placed before any was placed"
        tile = state.tiles[p.tile]
        for i, pos in enumerate(p.cells):
            for f in tile.cells[i].features:
                if f.kind in kinds:
                    node = state.board.node_at(pos, f.index)
                    assert node is not None, "the tile just placed is on the board"
                    yield i, pos, f, node

    def piece_options(
        self, state: GameState, piece: str, kinds: Collection[str], free: Callable[[int], bool] | None = None
    ) -> list[cmd.Command]:
        """A PlacePiece for every feature of `kinds` on the tile just placed where `free(node)` holds (by
        default: no piece of this kind anywhere in the feature, ruling 2), if the player has one in supply."""
        if state.supply[state.current].get(piece, 0) <= 0:
            return []
        if free is None:

            def free(node: int) -> bool:
                return not state.pieces_on(node, (piece,))

        return [piece_command(piece, f.id, i) for i, pos, f, node in self.placed_features(state, kinds) if free(node)]

    def target_feature(self, state: GameState, command: cmd.PlacePiece) -> FeatureDef | Refusal:
        """The feature a piece command names on the tile just placed, or the Refusal saying it names none."""
        placed = state.placed
        if placed is None:
            return refuse("no_tile_placed", "no tile has been placed this turn")
        if not 0 <= command.cell < len(placed.cells):
            return refuse("no_such_cell", f"the tile just placed has no cell {command.cell}", cell=command.cell)
        f: FeatureDef | None = state.laid_cell_def(placed.cells[command.cell]).feature(command.feature)
        if f is None:
            return refuse(
                "not_on_placed_tile",
                f"a piece goes only on the tile just placed, and it has no feature {command.feature!r}",
                feature=command.feature,
            )
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
        self,
        state: GameState,
        node: int,
        points: int,
        reason: str,
        final: bool = False,
        winners: list[int] | None = None,
    ) -> list[object]:
        if winners is None:
            winners = self.majority(state, node)
        if not winners:
            return []
        g = state.graph
        pos = g.pos[node]
        fid = state.feature_def(node).id
        out: list[object] = [
            ev.FeatureScored(g.kind[node], pos[0], pos[1], fid, g.tile_count(node), tuple(winners), points, final)
        ]
        if points:
            out += [ev.PointsScored(seat, points, reason) for seat in winners]
        return out

    def return_pieces(
        self, state: GameState, node: int, kinds: Collection[str] | None = None
    ) -> list[ev.PieceReturned]:
        return [
            ev.PieceReturned(p.pid, p.seat, p.kind)
            for p in sorted(state.pieces_on(node, kinds or self.follower_kinds), key=lambda p: p.pid)
        ]

    def place_piece_event(self, state: GameState, command: cmd.PlacePiece) -> ev.PiecePlaced:
        assert state.placed is not None
        pos = state.placed.cells[command.cell]
        return ev.PiecePlaced(state.current, state.next_pid, command.piece, pos[0], pos[1], command.feature)

    def unfinished_roots(self, state: GameState, kinds: Collection[str] | None = None) -> list[int]:
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


_PIECE_COMMANDS: dict[tuple[str, str, int], cmd.PlacePiece] = {}


def piece_command(piece: str, feature: str, cell: int) -> cmd.PlacePiece:
    """`PlacePiece(piece, feature, cell)`: commands are immutable values, made once and shared (speed)."""
    key = (piece, feature, cell)
    c = _PIECE_COMMANDS.get(key)
    if c is None:
        c = _PIECE_COMMANDS[key] = cmd.PlacePiece(piece, feature, cell)
    return c


def just_placed(state: GameState) -> Placement:
    """The tile placed this turn, for the steps that come only after one was (an action, scoring, effects)."""
    placed = state.placed
    assert placed is not None, "asked for the tile placed this turn before one was placed"
    return placed
