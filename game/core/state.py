"""The game's setup and state; `apply(state, event)` is the only thing that changes a state.

A game is its Setup plus an ordered list of events: state = fold(apply, events, initial(setup)).
`apply` mutates the state in place (no copies per event, for speed); to go back, fold again.
"""

from __future__ import annotations

import copy
import marshal
from collections.abc import Container
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from . import events as ev
from . import registry
from .board import Board
from .features import FeatureGraph
from .geometry import quarters
from .snapshot import snapshot as snapshot  # a state's comparable picture, where the tests always found it
from .tilecache import pickled_state, read_tiles, shallow_copy, shared_box, tileset_for, write_tiles
from .tiles import AREA, AREA_OR_INSIDE, LINE, TileSet

if TYPE_CHECKING:
    from .edition_hooks import EditionHooks
    from .tiles import CellDef, FeatureDef


@dataclass(frozen=True, slots=True)
class EditionState:
    """The edition's own part of a state (`GameState.ext`): each edition subclasses it with a frozen dataclass
    that its fold replaces, never changes, so clones and the search's marks share it; the core never looks in."""


NO_EDITION_STATE = EditionState()


class SetupError(ValueError):
    """A setup (from a save or a scenario) that cannot start a game; the message says why."""


@dataclass
class Setup:
    edition: str
    players: int
    tiles: list[Any]  # the raw tile definitions of this game (a save replays with exactly these)
    start: str
    deck: list[str]  # tile ids, top first
    options: dict[str, object] = field(default_factory=dict)
    seed: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)  # edition setup: hands, tokens, rangers, boats, harvest...
    tileset_extra: dict[str, object] = field(default_factory=dict)  # other keys of the box's tiles.json (mouth values)
    seats: list[dict[str, object]] = field(default_factory=list)  # the window's seat info: name, colour, ai level

    def to_dict(self) -> dict[str, Any]:
        return {
            "edition": self.edition,
            "players": self.players,
            "options": dict(self.options),
            "seed": self.seed,
            "start": self.start,
            "deck": list(self.deck),
            "extra": self.extra,
            "seats": copy.deepcopy(self.seats),
            "tileset_extra": copy.deepcopy(self.tileset_extra),
            "tiles": _copied(self.tiles),
        }

    @classmethod
    def from_dict(cls, d: object) -> Setup:
        if not isinstance(d, dict):
            raise SetupError("'setup' must be an object")
        for key in ("edition", "players", "tiles", "start", "deck"):
            if key not in d:
                raise SetupError(f"'setup' lacks {key!r}")
        s = cls(
            edition=d["edition"],
            players=d["players"],
            tiles=d["tiles"],
            start=d["start"],
            deck=d["deck"],
            options=d.get("options") or {},
            seed=d.get("seed"),
            extra=d.get("extra") or {},
            tileset_extra=d.get("tileset_extra") or {},
            seats=d.get("seats") or [],
        )
        s.check()
        return s

    def check(self) -> None:
        if not registry.is_edition(self.edition):
            raise SetupError(f"unknown edition {self.edition!r} (known: {', '.join(registry.edition_names())})")
        if not isinstance(self.players, int) or isinstance(self.players, bool) or not 2 <= self.players <= 5:
            raise SetupError(f"'players' must be 2..5, not {self.players!r}")
        if not isinstance(self.options, dict):
            raise SetupError("'options' must be an object")
        if not isinstance(self.deck, list) or not all(isinstance(t, str) for t in self.deck):
            raise SetupError("'deck' must be a list of tile ids")


Setup.tiles = property(read_tiles, write_tiles)  # type: ignore[assignment]  # a new game's box, shared unread
Setup.__getstate__ = pickled_state  # type: ignore[method-assign,assignment]  # (tilecache: never the parsed box)
Setup.__copy__ = shallow_copy  # type: ignore[attr-defined]


def _copied(tiles: list[Any]) -> list[Any]:
    """A deep copy of tile definitions: by marshal for plain JSON data (a fifth of deepcopy's time; a save after
    every move copies them), else deepcopy."""
    try:
        copied: list[Any] = marshal.loads(marshal.dumps(tiles))
    except ValueError:
        return copy.deepcopy(tiles)
    return copied


_ATOMS = (int, str, float, bool, type(None))


def copy_plain(v: Any) -> Any:
    """A deep copy of plain data (dicts, lists, sets, tuples of atoms), much faster than copy.deepcopy."""
    t = type(v)
    if t in _ATOMS:
        return v
    if t is dict:
        return {k: (x if type(x) in _ATOMS else copy_plain(x)) for k, x in v.items()}
    if t is list:
        return [x if type(x) in _ATOMS else copy_plain(x) for x in v]
    if t is tuple:
        return v if all(type(x) in _ATOMS for x in v) else tuple(copy_plain(x) for x in v)
    if t is set:
        return {copy_plain(x) for x in v}
    if t is frozenset:
        return v
    return copy.deepcopy(v)


class Piece:
    __slots__ = ("pid", "seat", "kind", "pos", "feature", "node", "flag")

    def __init__(self, pid: int, seat: int, kind: str, pos: tuple[int, int], feature: str, node: int | None) -> None:
        self.pid = pid
        self.seat = seat
        self.kind = kind
        self.pos = pos  # the cell it stands on
        self.feature = feature  # the local feature id in that cell
        self.node = node  # its node in the feature graph
        # the edition's own mark: a word (a hunter lying flat) or a word and a place (a Safari hole's ("hole", vertex))
        self.flag: str | tuple[str, tuple[int, int]] | None = None

    def __repr__(self) -> str:
        return f"Piece({self.pid}, seat={self.seat}, {self.kind}, {self.pos}, {self.feature!r})"


def node_of(p: Piece) -> int:
    """The feature node of a piece that stands on a feature: every piece but those an edition puts elsewhere
    (a Safari hole's), which have none."""
    node = p.node
    assert node is not None, f"{p} stands on no feature"
    return node


@dataclass
class Placement:
    """The tile laid this turn."""

    tile: str
    x: int
    y: int
    q: int
    cells: list[tuple[int, int]]
    nodes: list[int]
    completed: list[int]  # one node of each feature this placement completed


class GameState:
    def __init__(self, setup: Setup, tileset: TileSet, edition: EditionHooks) -> None:
        self.setup = setup
        self.tiles = tileset
        self.edition = edition
        self.players = setup.players
        self.board = Board()
        self.graph = FeatureGraph()
        self.scores = [0] * setup.players
        self.breakdown: list[dict[str, int]] = [{} for _ in range(setup.players)]
        self.supply = [dict(edition.supply) for _ in range(setup.players)]
        self.pieces: dict[int, Piece] = {}
        self.next_pid = 0
        self.deck_pos = 0
        self.discarded: list[str] = []
        self.current = setup.players - 1  # the first TurnBegan moves to seat 0
        self.drawn: str | None = None
        self.phase = "start"
        self.turn = 0
        self.placed: Placement | None = None
        self.ext: EditionState = NO_EDITION_STATE  # the edition's own part (init_state sets it)
        self.ended = False
        self.version = 0  # count of applied events; caches key on it
        # root -> pieces on it; rebuilt on demand, dropped by every event
        self._by_root: dict[int, list[Piece]] | None = None

    def clone(self, setup: Setup | None = None) -> GameState:
        """An independent copy (for search), optionally with another setup (a determinized deck)."""
        c = GameState.__new__(GameState)
        c.__dict__.update(self.__dict__)
        if setup is not None:
            c.setup = setup
        c.board = self.board.clone()
        c.graph = self.graph.clone()
        c.scores = self.scores[:]
        c.breakdown = [dict(b) for b in self.breakdown]
        c.supply = [dict(x) for x in self.supply]
        c.pieces = {}
        for pid, p in self.pieces.items():
            q = Piece(p.pid, p.seat, p.kind, p.pos, p.feature, p.node)
            q.flag = p.flag
            c.pieces[pid] = q
        c.discarded = self.discarded[:]
        c._by_root = None
        return c

    # --- helpers used by the engine and the editions ---
    @property
    def tiles_left(self) -> int:
        return len(self.setup.deck) - self.deck_pos

    def cell_def(self, pos: tuple[int, int]) -> CellDef | None:
        c = self.board.cells.get(pos)
        if c is None:
            return None
        return self.tiles[c[0]].cells[c[1]]

    def laid_cell_def(self, pos: tuple[int, int]) -> CellDef:
        """The definition of the cell at `pos`, where a tile lies (`cell_def` where there may be none)."""
        c = self.board.cells[pos]
        return self.tiles[c[0]].cells[c[1]]

    def node(self, pos: tuple[int, int], feature_id: str) -> int | None:
        cell = self.cell_def(pos)
        if cell is None:
            return None
        idx = cell.by_id.get(feature_id)
        return None if idx is None else self.board.node_at(pos, idx)

    def feature_def(self, node: int) -> FeatureDef:
        g = self.graph
        return self.laid_cell_def(g.pos[node]).features[g.local[node]]

    def pieces_on(self, node: int, kinds: Container[str] | None = None) -> list[Piece]:
        """The pieces standing on the feature of `node` (of `kinds`, if given), in the order they came."""
        by_root = self._by_root
        if by_root is None:
            # scoring and the AI ask this for many features of one position: one pass over the pieces
            # answers them all until the next event changes pieces or joins features
            by_root = {}
            find = self.graph.find
            for p in self.pieces.values():
                if p.node is not None:
                    by_root.setdefault(find(p.node), []).append(p)
            self._by_root = by_root
        on = by_root.get(self.graph.find(node), ())
        if kinds is None:
            return list(on)
        return [p for p in on if p.kind in kinds]

    def shape(self, kind: str) -> str:
        return self.edition.kinds[kind].shape

    def scoreable(self, node: int) -> bool:
        return self.shape(self.graph.kind[node]) in (LINE, AREA, AREA_OR_INSIDE)


def initial(setup: Setup, edition: EditionHooks, tileset: TileSet | None = None) -> GameState:
    """The state before any event: the start piece laid at [0, 0], rotation 0."""
    setup.check()
    if tileset is None:
        tileset = shared_box(setup)
    if tileset is None:
        try:
            tileset = tileset_for(setup.tiles, setup.edition, setup.tileset_extra)
        except ValueError as exc:
            raise SetupError(str(exc)) from None
    if setup.start not in tileset:
        raise SetupError(f"the start piece {setup.start!r} is not among the tiles")
    missing = sorted({t for t in setup.deck if t not in tileset})
    if missing:
        raise SetupError(f"the deck names tiles that do not exist: {', '.join(missing)}")
    state = GameState(setup, tileset, edition)
    state.board.place(tileset[setup.start], 0, 0, 0, state.graph)
    edition.init_state(state)
    return state


# --- the fold ---


def _turn_began(s: GameState, e: ev.TurnBegan) -> None:
    s.current = e.seat
    s.drawn = e.tile
    s.deck_pos = e.deck_pos + 1
    s.phase = "place_tile"
    s.turn += 1
    s.placed = None


def _tile_discarded(s: GameState, e: ev.TileDiscarded) -> None:
    s.discarded.append(e.tile)
    s.deck_pos = e.deck_pos + 1


def lay_tile(s: GameState, tile_id: str, x: int, y: int, rot: int) -> Placement:
    """Put a tile on the board and work out which features it completed."""
    tile = s.tiles[tile_id]
    q = quarters(rot)
    nodes = s.board.place(tile, x, y, q, s.graph)
    g = s.graph
    completed, seen = [], set()
    for n in nodes:
        r = g.find(n)
        if r in seen:
            continue
        seen.add(r)
        if g.open[r] == 0 and s.shape(g.kind[r]) != "inside" and g.members[r] and _has_segments(s, r):
            completed.append(n)
    cells = [(x + dx, y + dy) for dx, dy in tile.cell_offsets(q)]
    return Placement(tile_id, x, y, q, cells, nodes, completed)


def _has_segments(s: GameState, root: int) -> bool:
    """Inside features (a lake or village with no segments) are never 'completed' features."""
    g = s.graph
    return any(s.feature_def(n).segments for n in g.members[root])


def _tile_placed(s: GameState, e: ev.TilePlaced) -> None:
    s.placed = lay_tile(s, e.tile, e.x, e.y, e.rot)
    s.drawn = None
    s.phase = "action"


def _piece_placed(s: GameState, e: ev.PiecePlaced) -> None:
    node = s.node((e.x, e.y), e.feature)
    s.pieces[e.pid] = Piece(e.pid, e.seat, e.piece, (e.x, e.y), e.feature, node)
    s.supply[e.seat][e.piece] -= 1
    s.next_pid = max(s.next_pid, e.pid + 1)
    s.phase = "score"


def _action_skipped(s: GameState, e: ev.ActionSkipped) -> None:
    s.phase = "score"


def _points(s: GameState, e: ev.PointsScored) -> None:
    s.scores[e.seat] += e.points
    b = s.breakdown[e.seat]
    b[e.reason] = b.get(e.reason, 0) + e.points


def _piece_returned(s: GameState, e: ev.PieceReturned) -> None:
    p = s.pieces.pop(e.pid)
    s.supply[p.seat][p.kind] += 1


def _turn_ended(s: GameState, e: ev.TurnEnded) -> None:
    s.phase = "turn_end"


def _game_ended(s: GameState, e: ev.GameEnded) -> None:
    s.ended = True
    s.phase = "ended"


CORE_APPLY = {
    ev.TurnBegan: _turn_began,
    ev.TileDiscarded: _tile_discarded,
    ev.TilePlaced: _tile_placed,
    ev.PiecePlaced: _piece_placed,
    ev.ActionSkipped: _action_skipped,
    ev.PointsScored: _points,
    ev.FeatureScored: lambda s, e: None,
    ev.PieceReturned: _piece_returned,
    ev.TurnEnded: _turn_ended,
    ev.GameEnded: _game_ended,
}


def apply(state: GameState, e: object) -> GameState:
    state._by_root = None
    handler: Any = CORE_APPLY.get(type(e))
    if handler is not None:
        handler(state, e)
        state.edition.after_apply(state, e)
    else:
        state.edition.apply(state, e)
    state._by_root = None
    state.version += 1
    return state
