"""What the board means, for the window's aids: one door, so the window never re-implements a rule.

Every function takes a Game (or its GameState where no command is involved) and answers from the engine and
the edition's own hooks (`Edition.feature_info`, `thing_info`, `pending_points`, ...); nothing here changes a
game.  docs/insight.md describes what each returns, per edition.

- feature_info / info / ref_at / node_at_segment / node_at_point / piece_ref: what a feature or thing is,
  worth now and if completed, and which one is under the pointer;
- projection / projected_scores: the score if the game ended now;
- tiles_left / unseen_tile_counts / fit_count / dead_places: the tiles still to come and the places they fit;
- layout / spot_world / piece_world: where pieces and symbols go on a cell;
- why_not / why_not_place / piece_refusal / piece_refusals: why a move is not offered, as coded Refusals;
- LogSubjects / log_subjects: what each event of the log concerns;
- aids_for: which aids a seat has switched on.
"""

from __future__ import annotations

import math
from collections import Counter
from typing import TYPE_CHECKING

from . import commands as cmd
from .cellgeom import rotate_point, unrotate_point
from .cellshape import cell_shape
from .info import FeatureInfo, FeatureRef
from .projection import Projection, projected_scores, projection
from .refusals import Refusal, refuse
from .spots import CellLayout, cell_layout
from .state import GameState
from .subjects import LogSubjects, event_subject, log_subjects
from .unseen import TilesLeft, dead_places, fit_count, fit_counts_by_pile, fitting_tiles, tiles_left, unseen_tile_counts

if TYPE_CHECKING:
    from .engine import Game

__all__ = [
    "AIDS",
    "CellLayout",
    "FeatureInfo",
    "FeatureRef",
    "LogSubjects",
    "Projection",
    "Refusal",
    "TilesLeft",
    "aids_for",
    "dead_places",
    "event_subject",
    "feature_info",
    "fit_count",
    "fit_counts_by_pile",
    "fitting_tiles",
    "info",
    "layout",
    "log_subjects",
    "node_at_point",
    "node_at_segment",
    "piece_ref",
    "piece_world",
    "piece_refusal",
    "piece_refusals",
    "projected_scores",
    "projection",
    "ref_at",
    "spot_world",
    "tiles_left",
    "unseen_tile_counts",
    "why_not",
    "why_not_place",
]


def _state(game_or_state: Game | GameState) -> GameState:
    return game_or_state if isinstance(game_or_state, GameState) else game_or_state.state


# --- features and things ---


def feature_info(game_or_state: Game | GameState, node: int, viewer: int | None = None) -> FeatureInfo:
    """The FeatureInfo of the feature of graph node `node`, worth by the edition's own scoring."""
    s = _state(game_or_state)
    found: FeatureInfo = s.edition.feature_info(s, node, viewer)
    return found


def info(game_or_state: Game | GameState, ref: FeatureRef, viewer: int | None = None) -> FeatureInfo | None:
    """The FeatureInfo of anything a FeatureRef names (None when it names nothing of this game)."""
    s = _state(game_or_state)
    if ref.what == "feature":
        if not isinstance(ref.key, int) or not 0 <= ref.key < len(s.graph):
            return None
        found: FeatureInfo = s.edition.feature_info(s, ref.key, viewer)
        return found
    thing: FeatureInfo | None = s.edition.thing_info(s, ref, viewer)
    return thing


def node_at_segment(game_or_state: Game | GameState, cell: tuple[int, int], segment: int) -> int | None:
    """The node of the feature owning `segment` (0..11, board orientation, geometry.py) of the placed cell."""
    nodes = _state(game_or_state).board.seg_nodes.get((cell[0], cell[1]))
    return None if nodes is None or not 0 <= segment < 12 else nodes[segment]


def node_at_point(game_or_state: Game | GameState, cell: tuple[int, int], fx: float, fy: float) -> int | None:
    """The node of the feature painted at (fx, fy) of the placed cell (0..1 within the cell, board orientation)."""
    s = _state(game_or_state)
    placed = s.board.cells.get((cell[0], cell[1]))
    if placed is None:
        return None
    tile_id, index, q, _n = placed
    x, y = unrotate_point((fx, fy), q)
    local = cell_shape(s.tiles[tile_id], index).feature_at(x, y)
    return s.board.node_at((cell[0], cell[1]), local)


def ref_at(game_or_state: Game | GameState, wx: float, wy: float) -> FeatureRef | None:
    """What is under the world point (cell units): an edition thing (a watering hole near its vertex, a
    ranger on its space...), else the feature painted there; None over an empty place."""
    s = _state(game_or_state)
    thing: FeatureRef | None = s.edition.thing_at(s, wx, wy)
    if thing is not None:
        return thing
    cell = (math.floor(wx), math.floor(wy))
    node = node_at_point(s, cell, wx - cell[0], wy - cell[1])
    return None if node is None else FeatureRef("feature", s.graph.find(node))


def piece_ref(game_or_state: Game | GameState, pid: int) -> FeatureRef | None:
    """What the piece `pid` on the board stands for (its feature, a watering hole, a river system, a stable)."""
    s = _state(game_or_state)
    p = s.pieces.get(pid)
    return None if p is None else s.edition.piece_ref(s, p)


# --- where pieces and symbols go ---


def layout(game_or_state: Game | GameState, tile_id: str, index: int = 0) -> CellLayout:
    """Spots (for the edition's piece kinds) and symbol positions of a tile cell, unturned (spots.py)."""
    s = _state(game_or_state)
    tile = s.tiles[tile_id]
    cell = tile.cells[index]
    return cell_layout(tile, index, s.edition.spot_kinds, s.edition.corner_gaps(cell), s.edition.layout_marks(cell))


def spot_world(game_or_state: Game | GameState, pos: tuple[int, int], feature_id: str) -> tuple[float, float] | None:
    """The world point (cell units) where a piece on `feature_id` of the placed cell at `pos` stands."""
    s = _state(game_or_state)
    placed = s.board.cells.get((pos[0], pos[1]))
    if placed is None:
        return None
    tile_id, index, q, _n = placed
    spot = layout(s, tile_id, index).spots.get(feature_id)
    if spot is None:
        return None
    x, y = rotate_point(spot, q)
    return (pos[0] + x, pos[1] + y)


def piece_world(game_or_state: Game | GameState, pid: int) -> tuple[float, float] | None:
    """The world point (cell units) where the piece `pid` stands: where its edition puts it
    (`Edition.piece_point`, a piece that stands apart from its feature's spot), else its feature's spot."""
    s = _state(game_or_state)
    p = s.pieces.get(pid)
    if p is None:
        return None
    point: tuple[float, float] | None = s.edition.piece_point(s, p)
    if point is not None:
        return point
    if p.pos is None:
        return None
    spot = spot_world(s, p.pos, p.feature) if p.feature else None
    return spot if spot is not None else (p.pos[0] + 0.5, p.pos[1] + 0.5)


# --- why a move is not offered ---


def why_not(game: Game, command: cmd.Command, seat: int | None = None) -> Refusal | None:
    """None when `game.submit(command, seat)` would play it; else the Refusal it would give (nothing changes)."""
    return game.refusal_for(command, seat)


def why_not_place(game: Game, x: int, y: int, rot: int) -> Refusal | None:
    """Why the drawn tile may not lie at (x, y) turned `rot`: "fits_other_rotation" (with the rotations that
    do fit there) when it fits turned another way, else the engine's own refusal; None when it may."""
    refusal = why_not(game, cmd.PlaceTile(x, y, rot))
    if refusal is None or game.state.phase != "place_tile":
        return refusal
    legal = game.options()
    rots = sorted({o.rot for o in legal if isinstance(o, cmd.PlaceTile) and (o.x, o.y) == (x, y)})
    if rots:
        return refuse(
            "fits_other_rotation",
            f"the tile does not fit there turned {rot}; it fits turned {', '.join(map(str, rots))}",
            pos=(x, y),
            rots=rots,
        )
    return refusal


def piece_refusals(game: Game, piece: str) -> dict[tuple[int, str], Refusal]:
    """(cell index, feature id) -> Refusal, for every feature of the tile just placed where `piece` may not go."""
    placed = game.state.placed
    if placed is None:
        return {}
    out: dict[tuple[int, str], Refusal] = {}
    for i, pos in enumerate(placed.cells):
        for f in game.state.laid_cell_def(pos).features:
            r = why_not(game, cmd.PlacePiece(piece, f.id, i))
            if r is not None:
                out[(i, f.id)] = r
    return out


def piece_refusal(game: Game, piece: str) -> Refusal | None:
    """Why `piece` cannot be placed anywhere now (the tray greys it): None when some placement is offered;
    else the commonest reason over the tile's features, a wrong kind of feature counting last."""
    if any(isinstance(o, cmd.PlacePiece) and o.piece == piece for o in game.options()):
        return None
    refusals = list(piece_refusals(game, piece).values())
    if not refusals:
        return why_not(game, cmd.PlacePiece(piece, "", 0))
    counts = Counter(r.code for r in refusals)
    best = max(counts, key=lambda c: (not c.endswith("wrong_feature"), counts[c]))
    return next(r for r in refusals if r.code == best)


# --- aids per seat ---

# each aid and its default; the coach (a hint key, why the computer did that, a review) is off unless asked for
AIDS = {"projected": True, "tiles_left": True, "fit_counts": True, "coach": False}


def aids_for(setup: object, seat: int) -> dict[str, bool]:
    """The aids a seat has switched on: Setup.seats[seat]["aids"] over the defaults (all on); values that are
    not booleans, or a seat without the key, keep the default."""
    out = dict(AIDS)
    seats = getattr(setup, "seats", None) or []
    info_ = seats[seat] if isinstance(seat, int) and 0 <= seat < len(seats) else None
    aids = info_.get("aids") if isinstance(info_, dict) else None
    if isinstance(aids, dict):
        for key in AIDS:
            if isinstance(aids.get(key), bool):
                out[key] = aids[key]
    return out
