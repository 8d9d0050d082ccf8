"""What the program asks of a registered edition: `EditionHooks`, the typed face of one edition's registration
(game.core.registry), and `FeatureKind`, one of its feature kinds.

An edition implements these by subclassing `game.editions.base.Edition`, which gives a default for every hook
but the rules themselves; the core and the layers above it see an edition only through this protocol.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from pydantic import BaseModel

    from .commands import Command
    from .engine import Decision
    from .guide import Guide
    from .info import FeatureInfo, FeatureRef
    from .refusals import Refusal
    from .state import GameState, Piece, Setup
    from .tiles import CellDef, TileDef, TileSet


@dataclass(frozen=True)
class FeatureKind:
    """One feature kind of an edition (docs/tiles.md, "Kinds and symbols of each edition"): its shape
    (game.core.tiles LINE, AREA, INSIDE or AREA_OR_INSIDE), the symbols tiles may print on it, and how it is
    drawn when that differs from the default (game.core.cellshape)."""

    shape: str
    symbols: frozenset[str] = frozenset()
    line_width: float | None = None  # a line's width in cell units (default 0.1)
    inside_radius: float | None = None  # an inside kind's disc radius (default 0.15)
    inside_axes: tuple[float, float] | None = None  # an inside area's ellipse half axes when it has no segments
    covers_line_ends: bool = False  # an inside area painted over the ends of the lines that run into it
    # a line whose tile says it ends "in" this kind (a word of its `ends`, no feature of the cell) stops in the
    # open, short of the centre, at its symbol (game.core.cellshape.open_end)
    open_ground: bool = False


class SecretHooks(Protocol):
    """What players cannot see at the table (game.editions.base.Secrets has the meaning of each)."""

    @property
    def hands_hidden(self) -> bool: ...

    def hide_piles(self, state: GameState) -> None: ...

    def hide_hands(self, state: GameState, viewer: int | None) -> None: ...

    def hide_in_event(self, e: object, viewer: int | None, over: bool) -> object: ...

    def branch_extra(self, extra: dict[str, object], state: GameState, rng: random.Random) -> dict[str, object]: ...


class EditionHooks(Protocol):
    """One edition as the program sees it (game.editions.base.Edition documents each hook)."""

    # --- the registration: what the edition declares ---
    @property
    def name(self) -> str: ...

    @property
    def menu_rank(self) -> int: ...  # menus list editions by this, then by name

    @property
    def kinds(self) -> Mapping[str, FeatureKind]: ...

    @property
    def commands(self) -> tuple[type[Command], ...]: ...  # its own commands, beyond the core's

    @property
    def box_path(self) -> Path: ...  # its box of tiles (tiles.json)

    @property
    def extra_model(self) -> type[BaseModel]: ...  # what a file may hold in its Setup.extra (game.files)

    @property
    def ref_kinds(self) -> tuple[str, ...]: ...  # what its FeatureRefs point at besides "feature"

    @property
    def claimable_refs(self) -> tuple[str, ...]: ...  # those of ref_kinds a piece may claim (a card says "nobody")

    @property
    def supply(self) -> Mapping[str, int]: ...

    @property
    def follower_kinds(self) -> tuple[str, ...]: ...

    @property
    def rule_options(self) -> tuple[str, ...]: ...

    @property
    def legacy_options(self) -> tuple[str, ...]: ...

    @property
    def secrets(self) -> SecretHooks: ...

    @property
    def guide(self) -> Guide: ...  # its own commands' mistakes and figures in the guided game

    @property
    def hidden_reasons(self) -> tuple[str, ...]: ...

    @property
    def spot_kinds(self) -> tuple[str, ...] | None: ...

    def box_figures(self, tileset: TileSet) -> dict[str, int]: ...  # its own figures in the tile-set report

    # --- setup ---
    def arrange_deck(self, deck: list[str], tileset: TileSet, rng: random.Random) -> list[str]: ...

    def default_extra(self, players: int, rng: random.Random) -> dict[str, object]: ...

    def init_state(self, state: GameState) -> None: ...

    def setup_tiles(self, setup: Setup, tileset: TileSet) -> dict[str, list[str]]: ...

    def setup_refusal(self, setup: Setup) -> str | None: ...

    # --- rules ---
    def rotations(self, state: GameState, tile: TileDef) -> tuple[int, ...]: ...

    def rotation_refusal(self, state: GameState, tile: TileDef, rot: int) -> Refusal: ...

    def placement_allowed(self, state: GameState, tile: TileDef, x: int, y: int, q: int) -> bool: ...

    def allowed_places(
        self, state: GameState, tile: TileDef, q: int, places: list[tuple[int, int]]
    ) -> list[tuple[int, int]]: ...

    def placement_refusal(self, state: GameState, tile: TileDef, x: int, y: int, q: int) -> Refusal: ...

    def pending(self, state: GameState) -> Decision | None: ...

    def options(self, state: GameState) -> list[Command]: ...

    def explain(self, state: GameState, command: Command) -> Refusal: ...

    def handle(self, state: GameState, command: Command) -> list[object]: ...

    def advance(self, state: GameState) -> list[object] | None: ...

    def final_scoring(self, state: GameState) -> list[object]: ...

    def majority(self, state: GameState, node: int) -> list[int]: ...  # who wins the feature of `node`

    def apply(self, state: GameState, e: object) -> None: ...

    def after_apply(self, state: GameState, e: object) -> None: ...

    def state_view(self, state: GameState) -> dict[str, object]: ...

    def view(self, state: GameState) -> object: ...

    # --- insight ---
    def corner_gaps(self, cell: CellDef) -> dict[str, float] | None: ...

    def layout_marks(self, cell: CellDef) -> Iterable[tuple[tuple[float, float], float]]: ...

    def feature_info(self, state: GameState, node: int, viewer: int | None = None) -> FeatureInfo: ...

    def thing_info(self, state: GameState, ref: FeatureRef, viewer: int | None = None) -> FeatureInfo | None: ...

    def thing_at(self, state: GameState, wx: float, wy: float) -> FeatureRef | None: ...

    def piece_ref(self, state: GameState, piece: Piece) -> FeatureRef | None: ...

    def piece_point(self, state: GameState, piece: Piece) -> tuple[float, float] | None: ...

    def pending_points(self, state: GameState) -> list[tuple[int, int, str]]: ...

    def tile_groups(self, state: GameState, viewer: int | None = None) -> dict[str, list[str]]: ...

    def could_ever_lie(self, state: GameState, tile: TileDef, pos: tuple[int, int]) -> bool: ...

    def event_subject(self, state: GameState, e: object) -> dict[str, object] | None: ...
