"""The window plug-in of an edition: everything the window shows or does differently for it.

Subclass `WindowPlugin` in `game/ui/editions/<edition>.py`, decorate it with `@register_plugin`, and override
what the edition needs; the defaults are what an edition with nothing of its own gets.  One instance lives
per play screen, so a plug-in may keep its own UI state there (a choice half made).  A plug-in reads the
edition's typed view (`view`, built by the edition: never the edition's raw state), the options and the events; it never
changes the game, and it never decides a rule: what is legal comes from the engine's options.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, ClassVar

from ..tile_looks import AreaTexture, LineLook, TileLooks
from .types import Cell, DialogSpec, LayerContext, Mark, SeatBadge, Target, TileChoice, TraySource, World

if TYPE_CHECKING:
    import pygame

    from game.core.state import GameState

NOT_MINE = object()  # event_line's answer for an event the plug-in leaves to the generic log line

SpotWorld = Callable[[Any, Cell, str], World]  # (state, cell, feature id) -> where a piece on it stands


class WindowPlugin:
    edition: ClassVar[str] = ""
    # how the tile painter draws its kinds (game.ui.tile_looks): the colours and textures of its areas, the
    # looks of its lines, the size of an inside feature's picture when not the usual, an inside area's picture
    area_colours: ClassVar[dict[str, tuple[int, int, int]]] = {}
    area_textures: ClassVar[dict[str, AreaTexture]] = {}
    line_looks: ClassVar[dict[str, LineLook]] = {}
    icon_sizes: ClassVar[dict[str, float]] = {}
    area_icons: ClassVar[dict[str, str]] = {}
    quiet_events: ClassVar[tuple[type, ...]] = ()  # bookkeeping events the log leaves out

    @classmethod
    def tile_looks(cls) -> TileLooks:
        """The looks of its kinds, as the tile painter takes them."""
        return TileLooks(cls.area_colours, cls.area_textures, cls.line_looks, cls.icon_sizes, cls.area_icons)

    # --- the state as the window reads it ---
    def view(self, state: GameState) -> Any:
        """The edition's typed view (the play screen caches it per state version)."""
        return state.edition.view(state)

    def piece_world(self, state: GameState, view: Any, piece: Any) -> World | None:
        """Where a piece that stands off its feature's spot is drawn (a photographer at a watering hole)."""
        return None

    def piece_lying(self, state: GameState, view: Any, piece: Any) -> bool:
        """Whether a piece is drawn lying flat."""
        return False

    def shaded_cells(self, state: GameState, view: Any, kind: str) -> Iterable[Cell]:
        """Cells shaded while a piece of `kind` is dragged: where it may not go, for a reason worth seeing."""
        return ()

    def keep_in_view(self, state: GameState, view: Any, placing: tuple[TileChoice, ...]) -> list[Cell]:
        """Cells that fitting the board must show besides the tiles (the river mouth)."""
        return []

    def focus_cells(self, state: GameState, view: Any) -> frozenset[Cell] | None:
        """Cells the board brings into view, once, when a decision about them begins (a feature scoring)."""
        return None

    # --- drawing layers (world under the pieces, then over them) ---
    def draw_under_pieces(self, ctx: LayerContext, surface: pygame.Surface) -> None:
        pass

    def draw_over_pieces(self, ctx: LayerContext, surface: pygame.Surface) -> None:
        pass

    def new_tile_frame(self, state: GameState, view: Any) -> tuple[int, int, int] | None:
        """A colour to frame the tile laid this turn with (besides the usual highlight), or None."""
        return None

    def card_banner(self, state: GameState, view: Any) -> str | None:
        """A ribbon under the drawn tile's card (a bonus tile), in gold, or None."""
        return None

    # --- the decision in hand ---
    def prompt(self, state: GameState, view: Any, decision: str, name: str, options: list) -> str | None:
        """The prompt bar's text for a human's decision, or None for the generic one."""
        return None

    def tray_hint(self, state: GameState, view: Any, options: list) -> str | None:
        return None

    def tray_sources(self, state: GameState, view: Any, seat: int, supply: list[TraySource]) -> list[TraySource]:
        """What the tray offers to drag: the supply's pieces (given), plus or instead of the edition's own."""
        return supply

    def hand(self, state: GameState, view: Any, seat: int) -> list[TraySource]:
        """Face-up things in a seat's row of the players panel (animal tokens), draggable by their owner."""
        return []

    def board_sources(self, state: GameState, view: Any) -> list[tuple[str, Any, World]]:
        """Things on the board the player may pick up (kind, source, where), besides their own pieces."""
        return []

    def target(self, option: Any, state: GameState, view: Any, spot_world: SpotWorld) -> Target | None:
        """The board target for an option the generic screen does not know (edition commands), or None."""
        return None

    def tile_choices(self, state: GameState, view: Any, options: list) -> list[TileChoice] | None:
        """Tiles to lay on the board besides the drawn tile (a double after a "!" tile), or None."""
        return None

    def dialog(self, state: GameState, view: Any, options: list, names: list[str]) -> DialogSpec | None:
        """The choice dialog of a decision the board does not show, or None for the generic one."""
        return None

    def choose(self, payload: Any) -> bool:
        """A dialog item of the plug-in's own was taken (not a command); True when it was the plug-in's."""
        return False

    def leads_to(self, payload: Any, command: Any) -> bool:
        """Whether taking the dialog item `payload` plays `command` or is its first half (the tutorial points
        at the item that leads to the move it teaches)."""
        return payload == command

    def cancel(self) -> bool:
        """Esc: step back in the plug-in's own half-made choice; True when there was one."""
        return False

    def reset(self) -> None:
        """The game went back (undo, load): forget half-made choices."""

    # --- the players panel ---
    def secret(self, state: GameState, view: Any, seat: int) -> dict[str, int] | None:
        """A seat's secret holdings, shown only to their owner on demand (an eye button), or None."""
        return None

    def seat_badges(self, state: GameState, view: Any, seat: int) -> list[SeatBadge]:
        return []

    # --- what happened ---
    def anchor(self, e: Any, state: GameState, view: Any, spot_world: SpotWorld) -> World | None:
        """For an edition event: the point the score pop-ups that follow rise from, or None."""
        return None

    def points_anchor(self, e: Any, state: GameState, view: Any) -> tuple[World | None, bool]:
        """For points scored (`e` a PointsScored): (a point of its own to rise from, whether the seat's piece
        flashes); (None, False) for the generic place."""
        return None, False

    def holders_words(self, subject: dict, names: list[str]) -> tuple[str, str] | None:
        """(what the feature is called, whose it is) for a log line about it (subject: game.core.subjects),
        when the edition words it its own way; None for "the <kind> of <holders>"."""
        return None

    def payment_note(self, log: Any, index: int, seat: int) -> str | None:
        """A note on what `seat` received from the feature scored at `log[index]` (Safari: the animal token
        it added), or None."""
        return None

    def event_line(self, e: Any, names: list[str], state: GameState, log: Any, index: int) -> Any:
        """The log line of an event, None to leave it out, or NOT_MINE for the generic line."""
        return NOT_MINE

    # --- the aids: feature cards and outlines ---
    def card_lines(self, info: Any, names: list[str], state: GameState, view: Any) -> list[str]:
        """The edition's own facts on a feature's card: the engine's FeatureInfo.details in words."""
        return []

    def ref_at(self, state: GameState, view: Any, world: World, placing: tuple[TileChoice, ...]) -> Any:
        """Something of the edition's own under a world point that the engine's `ref_at` does not know (a
        FeatureRef: the river mouth, a boat's race), or None."""
        return None

    def outline_cells(self, info: Any, state: GameState, view: Any, placing: tuple[TileChoice, ...]) -> list[Cell]:
        """Cells to frame when `info` is outlined, besides its parts (the river mouth's place)."""
        return []

    # --- the edition's own commands ---
    def command_label(self, command: Any) -> str | None:
        """A button label for one of the edition's own commands (the generic choice dialog), or None."""
        return None

    def glide_kind(self, command: Any) -> str | None:
        """What a computer seat's command of the edition's own carries across the screen (a token, a piece on
        the board: see Glide.kind), or None for nothing."""
        return None

    # --- the end ---
    def final_marks(self, state: GameState, view: Any, log: list) -> list[Mark]:
        """Marks on the final board for end-game points that belong to no feature (stables, the mouth)."""
        return []
