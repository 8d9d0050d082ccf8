"""What Over Hill and Dale's features mean now (game/core/insight.py): paths, fields with their harvest
symbols and the tokens the supply still has, meadows and their stables (each stable's animals).  Worth comes
from the rules' own functions (`completion_points`, `final_points`, `harvest_pool`, `animals_around`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core import events as ev
from game.core.geometry import AROUND
from game.core.info import FeatureInfo, FeatureRef, award, basic_info, holders_of, per_seat, zeros
from game.core.state import GameState, Piece
from game.core.tiles import TileDef

from .events import HarvestGained
from .harvest import TOKEN_KINDS
from .model import hill_dale_state

if TYPE_CHECKING:
    from .rules import HillDale

FOLLOWER = "follower"
STABLE = "stable"


def feature_info(rules: HillDale, state: GameState, node: int, viewer: int | None = None) -> FeatureInfo:
    g = state.graph
    root = g.find(node)
    kind = g.kind[root]
    if kind in ("path", "field"):
        info = basic_info(state, root)
        winners = rules.majority(state, root)
        now = zeros(state) if info.complete else award(state, winners, rules.final_points(state, root))
        info = info.with_(worth_now=now, worth_if_completed=award(state, winners, rules.completion_points(state, root)))
        details: dict[str, Any] = {"tiles": g.tile_count(root)}
        if kind == "field":
            supply = dict(hill_dale_state(state).supply)
            details["harvest"] = {c: g.symbol_count(root, c) for c in TOKEN_KINDS if g.symbol_count(root, c)}
            details["supply"] = supply  # tokens left in the supply, per crop
            pool = rules.harvest_pool(state, root, supply) if not info.complete else []
            details["tokens_if_completed"] = pool  # what its winners would take (shared one by one on a tie)
            details["unfinished_gives_tokens"] = False
        return info.with_(details=details)
    if kind == "meadow":
        info = basic_info(state, root, completes=False)
        stables = state.pieces_on(root, (STABLE,))
        points: dict[int, int] = {}
        for p in stables:
            points[p.seat] = points.get(p.seat, 0) + rules.animals_around(state, p.pos)
        return info.with_(
            worth_now=per_seat(state, points),
            details={"animals": g.symbol_count(root, "animal"), "stables": len(stables)},
            related=tuple(stable_info(rules, state, p.pid) for p in sorted(stables, key=lambda p: p.pid)),
        )
    return basic_info(state, root, completes=False)  # a junction


def stable_info(rules: HillDale, state: GameState, pid: int) -> FeatureInfo | None:
    p = state.pieces.get(pid)
    if p is None or p.kind != STABLE:
        return None
    around = [(p.pos[0] + dx, p.pos[1] + dy) for dx, dy in ((0, 0),) + AROUND]
    per_cell = {}
    for cell in around:
        n = _animals_on(state, cell)
        if n:
            per_cell[cell] = n
    total = rules.animals_around(state, p.pos)
    return FeatureInfo(
        kind="stable",
        ref=FeatureRef("stable", pid),
        cells=tuple(sorted(c for c in around if c in state.board.cells)),
        symbols={"animal": total} if total else {},
        faces=tuple(sorted(c for c in around if c not in state.board.cells)),
        holders=holders_of([p]),
        worth_now=per_seat(state, {p.seat: total}),
        details={
            "pos": list(p.pos),
            "animals": total,
            "by_cell": [[list(c), n] for c, n in sorted(per_cell.items())],
            "empty_around": sorted(list(c) for c in around if c not in state.board.cells),
        },
    )


def _animals_on_cell(tile: TileDef, index: int) -> int:
    cache = getattr(tile, "_animal_cache", None)  # computed once per tile definition
    if cache is None:
        cache = [sum(f.symbol("animal") for f in cell.features) for cell in tile.cells]
        object.__setattr__(tile, "_animal_cache", cache)
    count: int = cache[index]
    return count


def _animals_on(state: GameState, cell: tuple[int, int]) -> int:
    """The animals printed on the cell at `cell` (0 for an empty place), as the stables' scoring counts them."""
    placed = state.board.cells.get(cell)
    return 0 if placed is None else _animals_on_cell(state.tiles[placed[0]], placed[1])


def thing_info(rules: HillDale, state: GameState, ref: FeatureRef, viewer: int | None = None) -> FeatureInfo | None:
    if ref.what == "stable":
        return stable_info(rules, state, ref.key)
    return None


def piece_ref(rules: HillDale, state: GameState, piece: Piece) -> FeatureRef | None:
    if piece.kind == STABLE:
        return FeatureRef("stable", piece.pid)
    if piece.node is None:
        return None
    return FeatureRef("feature", state.graph.find(piece.node))


def pending_points(rules: HillDale, state: GameState) -> list[tuple[int, int, str]]:
    """What this turn's scoring will give: completed paths and fields, and 1 per harvest token a lone winner
    takes (a shared harvest is drafted later; sets are counted when the tokens are in hand)."""
    if state.phase != "action":
        return []
    out = []
    for e in rules._score_turn(state):
        if isinstance(e, ev.PointsScored):
            out.append((e.seat, e.points, e.reason))
        elif isinstance(e, HarvestGained):
            out.append((e.seat, len(e.tokens), "harvest"))
    return out


def event_subject(rules: HillDale, state: GameState, e: Any) -> dict[str, Any] | None:
    name = type(e).__name__
    if name == "Travelled":
        node = state.node(tuple(e.to), e.feature)
        return {
            "kind": "path",
            "ref": ["feature", state.graph.find(node)] if node is not None else None,
            "frm": list(e.frm),
            "to": list(e.to),
            "tiles": e.tiles,
        }
    if name in ("HarvestGained", "DraftStarted", "HarvestTaken"):
        return {"kind": "harvest"}
    return None
