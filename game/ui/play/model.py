"""What the play screen knows besides the game: the seats, the edition plug-in and its view, the choices the
pending decision offers on the board (tiles to lay, targets) or in a dialog, and the window's own state
(the tile's rotation, keyboard focus, the status line, whose secret tokens are shown).

Everything derived from the game is cached per state version; `changed()` (after a submit, an undo or a
plug-in's half-made choice) drops the caches.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from game.core import commands as cmd
from game.core.geometry import quarters

from .. import theme
from ..component import FocusRing
from ..describe import command_label, seat_name, word
from ..editions import DialogItem, DialogSpec, Target, TileChoice
from ..i18n import t

if TYPE_CHECKING:
    from game.core.engine import Decision
    from game.core.state import GameState

    from ..editions.base import SpotWorld, WindowPlugin
    from .aids import Aids

T = TypeVar("T")
Cell = tuple[int, int]
Place = tuple[Cell, int]  # a tile's place: (cell 0 position, quarter turns)
KeyboardItem = Place | Target  # what Tab steps to on the board: a tile's place or a target


@dataclass
class Status:
    text: str = ""
    kind: str = "info"  # "info" or "error"
    age: float = 0.0
    life: float = 6.0

    @property
    def shown(self) -> bool:
        return bool(self.text) and self.age < self.life


class PlayModel:
    def __init__(self, game: Any, seats: list[dict], plugin: WindowPlugin, spot_world: SpotWorld) -> None:
        """`game`: the engine's Game (the play screen), or a replay's game at one moment (the replay's
        MomentGame, shaped alike for drawing); `spot_world`: (state, cell, feature id) -> a piece's world point."""
        self.game = game
        self.seats = seats
        self.plugin = plugin
        self.spot_world = spot_world  # (state, cell, feature id) -> world point of a piece there
        self.colours = [theme.seat_rgb(s.get("colour", "yellow")) for s in seats]
        self.rot = 0  # quarter turns of the tile being laid
        self.board_focus = FocusRing()
        self.dialog_focus = FocusRing()
        self.status = Status()
        self.reveal_seat: int | None = None
        self.viewer: int | None = None  # the person at the screen: only their secret tokens may be shown
        self.busy = False  # a computer seat's move is being shown: nobody else acts
        self.waiting_key = False  # the next computer move waits for the player (the "wait for a key" pace)
        self.gen = 0
        self._cache: dict = {}
        self.aids: Aids | None = None  # the aids' cached engine answers (play/aids.py): the play screen sets them

    # --- basics ---
    @property
    def state(self) -> GameState:
        return self.game.state

    @property
    def names(self) -> list[str]:
        return [seat_name(self.seats, i) for i in range(self.game.setup.players)]

    def colour(self, seat: int | None) -> tuple[int, int, int]:
        return self.colours[seat % len(self.colours)] if seat is not None else theme.INK

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and not (seat < len(self.seats) and self.seats[seat].get("ai"))

    def pending_human(self) -> Decision | None:
        d = self.game.pending()
        if d is None or self.busy or not self.is_human(d.seat):
            return None
        return d

    def set_status(self, text: str, kind: str = "info") -> None:
        self.status = Status(text, kind)

    def changed(self) -> None:
        """The game or a half-made choice changed: derived choices are worked out again."""
        self.gen += 1
        self._cache.clear()
        self.board_focus.reset()
        self.dialog_focus.reset()

    def _cached(self, name: Hashable, make: Callable[[], T]) -> T:
        key = (name, self.state.version, self.gen)
        if key not in self._cache:
            self._cache[key] = make()
        return self._cache[key]

    def view(self) -> Any:
        return self._cached("view", lambda: self.plugin.view(self.state))

    def options(self) -> list:
        return self.game.options()

    # --- the choices of a human's decision ---
    def tile_choices(self) -> list[TileChoice]:
        return self._cached("tiles", self._tile_choices)

    def _tile_choices(self) -> list[TileChoice]:
        d = self.pending_human()
        if d is None:
            return []
        s = self.state
        if d.decision == "place_tile" and s.drawn is not None:
            return [
                TileChoice(s.drawn, o.x, o.y, quarters(o.rot), o)
                for o in self.options()
                if isinstance(o, cmd.PlaceTile)
            ]
        return list(self.plugin.tile_choices(s, self.view(), self.options()) or [])

    def placements(self) -> dict:
        """{cell 0 position: {quarter turns: choice}} of the tiles offered."""
        return self._cached("placements", self._placements)

    def _placements(self) -> dict:
        out: dict = {}
        for c in self.tile_choices():
            out.setdefault((c.x, c.y), {})[c.quarters] = c
        return out

    def multi_cell(self) -> bool:
        """Whether a tile offered covers more than one cell."""
        return self._cached("multi", lambda: any(len(self.state.tiles[c.tile].cells) > 1 for c in self.tile_choices()))

    def rotation_at(self, pos: Cell) -> int | None:
        """The rotation a tile laid at `pos` takes: the current one if it fits, else the next that does."""
        rots = self.placements().get(pos, {})
        for k in range(4):
            if (self.rot + k) % 4 in rots:
                return (self.rot + k) % 4
        return None

    def covered_cells(self, place: Place) -> list[Cell]:
        pos, q = place
        choice = self.placements()[pos][q]
        tile = self.state.tiles[choice.tile]
        return [(pos[0] + dx, pos[1] + dy) for dx, dy in tile.cell_offsets(q)]

    def fixed_place(self) -> Place | None:
        """When every tile offered lands on the same cells whatever its rotation (a double at the river's end):
        (cell 0 position, quarter turns) of the one shown, turned as the player chose if it can be; else None."""
        choices = self.tile_choices()
        if not choices or (len(self.placements()) > 4 and not self.multi_cell()):
            return None
        shapes = set()
        for c in choices:
            tile = self.state.tiles[c.tile]
            shapes.add(frozenset((c.x + dx, c.y + dy) for dx, dy in tile.cell_offsets(c.quarters)))
        if len(shapes) != 1:
            return None
        c = next((c for c in choices if c.quarters == self.rot), choices[0])
        return (c.x, c.y), c.quarters

    def place_covering(self, cell: Cell) -> Place | None:
        """The tile place whose tile (turned as it would be laid there) covers `cell`: that cell's own place
        first; None when no tile offered covers it."""
        pl = self.placements()
        if cell in pl:
            q = self.rotation_at(cell)  # (never None: a place offered has a rotation)
            return (cell, q) if q is not None else None
        if not self.multi_cell():
            return None
        for pos in pl:
            q = self.rotation_at(pos)
            if q is not None and cell in self.covered_cells((pos, q)):
                return pos, q
        return None

    def targets(self) -> list[Target]:
        return self._cached("targets", self._targets)

    def _targets(self) -> list[Target]:
        d = self.pending_human()
        s = self.state
        if d is None or d.decision == "place_tile" or self.tile_choices():
            return []
        out = []
        view = self.view()
        for o in self.options():
            if isinstance(o, cmd.PlacePiece) and s.placed is not None and 0 <= o.cell < len(s.placed.cells):
                world = self.spot_world(s, s.placed.cells[o.cell], o.feature)
                out.append(Target(world, o, o.piece, None, on_new_tile=True))
            elif not isinstance(o, cmd.Skip):
                tg = self.plugin.target(o, s, view, self.spot_world)
                if tg is not None:
                    out.append(tg)
        return out

    def dialog(self) -> DialogSpec | None:
        return self._cached("dialog", self._dialog)

    def _dialog(self) -> DialogSpec | None:
        d = self.pending_human()
        if d is None or d.decision == "place_tile" or self.tile_choices():
            return None
        opts = self.options()
        spec = self.plugin.dialog(self.state, self.view(), opts, self.names)
        if spec is not None:
            return spec
        taken = {tg.command for tg in self.targets()}
        rest = [o for o in opts if o not in taken and not isinstance(o, cmd.Skip)]
        if not rest:
            return None
        items = tuple(DialogItem(command_label(o, self.seats, self.plugin), o) for o in rest)
        what = word("decision", d.decision)
        skip = next((o for o in opts if isinstance(o, cmd.Skip)), None)
        return DialogSpec(t("play.choice_title", name=self.names[d.seat], what=what), items, seat=d.seat, cancel=skip)

    def can_skip(self) -> bool:
        return self.pending_human() is not None and self._cached("skip", lambda: cmd.Skip() in self.options())

    def keyboard_items(self) -> Sequence[KeyboardItem]:
        """What Tab steps through on the board: tile places (cell, rotation) or targets."""
        fixed = self.fixed_place()
        if fixed is not None:  # one place (a double at the river's end): laid as turned
            return [fixed]
        pl = self.placements()
        if pl:
            return [(pos, q) for pos in sorted(pl) if (q := self.rotation_at(pos)) is not None]  # (q: never None)
        return self.targets()

    def focused(self) -> KeyboardItem | None:
        items = self.keyboard_items()
        i = self.board_focus.current(len(items))
        return None if i is None else items[i]
