"""Spots and symbols laid out from each feature's own shape: over every tile of every box, spots never overlap,
never sit on a symbol, and stay inside their own feature; the feature under the pointer is the one painted."""

from __future__ import annotations

import math

import pytest
from insight_helpers import piece_game
from matrix import quick_only

from game.core import spots as S
from game.core.cellshape import cell_shape
from game.core.insight import layout, node_at_point, ref_at, spot_world
from game.core.registry import get_edition
from game.core.tiles import load_edition_tiles
from game.editions import PLAYABLE
from game.editions.safari import hole_geometry as H

CELLS = [
    (edition, tile, index)
    for edition in sorted(PLAYABLE)
    for tile in load_edition_tiles(edition).tiles.values()
    for index in range(len(tile.cells))
]


def _problems(tile, index, lay, kinds, corner_gaps, marks=()) -> list[str]:
    cell = tile.cells[index]
    shape = cell_shape(tile, index)
    out = []
    wanted = [f for f in cell.features if kinds is None or f.kind in kinds]
    if set(lay.spots) != {f.id for f in wanted}:
        out.append(f"spots for {sorted(lay.spots)}, features {sorted(f.id for f in wanted)}")
    spots = sorted(lay.spots.items())
    symbols = [(fid, name, (x, y)) for fid, row in sorted(lay.symbols.items()) for name, x, y in row]
    for fid, p in spots:
        if shape.feature_at(*p) != cell.feature(fid).index:
            out.append(f"spot of {fid} at {p} lies outside its feature")
    for (a, p), (b, q) in ((spots[i], spots[j]) for i in range(len(spots)) for j in range(i + 1, len(spots))):
        if math.dist(p, q) < S.SPOT_GAP - 1e-9:
            out.append(f"spots {a} and {b} only {math.dist(p, q):.3f} apart")
    for fid, name, q in symbols:
        for sfid, p in spots:
            if math.dist(p, q) < S.SPOT_SYMBOL_GAP - 1e-9:
                out.append(f"symbol {name} of {fid} {math.dist(p, q):.3f} from the spot of {sfid}")
    for i in range(len(symbols)):
        for j in range(i + 1, len(symbols)):
            if math.dist(symbols[i][2], symbols[j][2]) < S.SYMBOL_GAP - 1e-9:
                out.append(f"symbols {symbols[i][:2]} and {symbols[j][:2]} overlap")
    for f in cell.features:
        printed = sorted(s for s, n in f.symbols if s != "spaces" for _ in range(n))
        if sorted(name for fid, name, _q in symbols if fid == f.id) != printed:
            out.append(f"symbols of {f.id} laid out do not match the printed ones {printed}")
    for what, p in [(fid, p) for fid, p in spots] + [(f"{fid}:{name}", q) for fid, name, q in symbols]:
        if not all(S.MARGIN - 1e-9 <= v <= 1 - S.MARGIN + 1e-9 for v in p):
            out.append(f"{what} at {p} is within the margin of the cell's edge")
        for corner, gap in (corner_gaps or {}).items():
            if math.dist(p, S.CORNER_POINT[corner]) < gap - 1e-9:
                out.append(f"{what} at {p} is within {gap} of corner {corner}")
        for centre, radius in marks:
            if math.dist(p, centre) < radius + S.SPOT_GAP / 2 - 1e-9:
                out.append(f"{what} at {p} covers the mark drawn at {centre}")
        for fs in shape.shapes:
            if fs.ellipse is not None and what.startswith(fs.id + ":"):
                cx, cy, ax, ay = fs.ellipse
                if math.hypot((p[0] - cx) / ax, (p[1] - cy) / ay) > S.SHORE + 1e-9:
                    out.append(f"{what} at {p} lies on the shore of {fs.id}, not in it")
        for d in shape.decorations:
            if math.dist(p, d) < S.DECORATION_GAP - 1e-9:
                out.append(f"{what} at {p} covers the decoration at {d}")
        for fs in shape.shapes:
            if fs.shape == "inside" and fs.id not in lay.spots and not what.startswith(fs.id + ":"):
                for centre, radius in fs.discs:
                    if math.dist(p, centre) < radius + S.SPOT_GAP / 2 - 1e-9:
                        out.append(f"{what} at {p} covers the {fs.kind} drawn at {centre}")
    return out


@pytest.mark.parametrize("edition", quick_only(sorted(PLAYABLE), keep=["hill_dale"]))
def test_every_cell_of_the_box_lays_out_spots_and_symbols_apart(edition):
    rules = get_edition(edition)
    problems = []
    for ed, tile, index in CELLS:
        if ed != edition:
            continue
        gaps = rules.corner_gaps(tile.cells[index])
        marks = rules.layout_marks(tile.cells[index])
        lay = S.cell_layout(tile, index, rules.spot_kinds, gaps, marks)
        problems += [f"{tile.id}[{index}]: {p}" for p in _problems(tile, index, lay, rules.spot_kinds, gaps, marks)]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("edition", quick_only(sorted(PLAYABLE), keep=["amazonas"]))
def test_a_spot_for_every_feature_also_fits(edition):
    """Even with a spot for every feature (savannas, the Amazon, junctions too), the distances hold."""
    problems = []
    for ed, tile, index in CELLS:
        if ed == edition:
            lay = S.cell_layout(tile, index)
            problems += [f"{tile.id}[{index}]: {p}" for p in _problems(tile, index, lay, None, None)]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize(
    "tile_id, spots",
    [
        ("hunters-lake-with-four-rivers-2-fish-two-deer", 9),
        ("hunters-bonus-fire-two-lakes-two-rivers-each-4-fish-two-deer", 9),
    ],
)
def test_the_hunters_lake_tiles_keep_their_spots_apart(tile_id, spots):
    """The busiest cells of any box: a lake with four rivers and four meadows (9 features), two lakes with two rivers each (9)."""
    tiles = load_edition_tiles("hunters")
    lay = S.cell_layout(tiles[tile_id], 0, get_edition("hunters").spot_kinds)
    assert len(lay.spots) == spots
    pts = list(lay.spots.values())
    assert min(math.dist(a, b) for i, a in enumerate(pts) for b in pts[i + 1 :]) >= S.SPOT_GAP


def test_the_tiles_own_spots_are_kept_where_they_can_be():
    kept = total = 0
    for edition, tile, index in CELLS:
        rules = get_edition(edition)
        lay = S.cell_layout(tile, index, rules.spot_kinds, rules.corner_gaps(tile.cells[index]))
        for f in tile.cells[index].features:
            if f.spot is not None and f.id in lay.spots:
                total += 1
                kept += lay.spots[f.id] == f.spot
    assert total > 500 and kept / total > 0.85


def test_a_point_on_the_edge_belongs_to_the_segment_there():
    """Just inside each segment, the feature under the pointer is the segment's own feature."""
    wrong = []
    for _edition, tile, index in CELLS:
        cell = tile.cells[index]
        shape = cell_shape(tile, index)
        for seg in range(12):
            side, k = divmod(seg, 3)
            t = (k + 0.5) / 3
            x, y = ((t, 0.03), (0.97, t), (1 - t, 0.97), (0.03, 1 - t))[side]
            if shape.feature_at(x, y) != cell.seg_feature[seg]:
                wrong.append((tile.id, index, seg))
    assert not wrong, wrong[:20]


@pytest.mark.parametrize("edition", quick_only(sorted(PLAYABLE), keep=["safari"]))
def test_a_pieces_spot_on_the_board_points_back_at_its_feature(edition):
    """On turned tiles too: hovering the spot where a piece stands names the piece's feature."""
    checked = 0
    for seed in (21, 22, 23):
        game = piece_game(edition, 3, seed, 150 + 50 * (seed - 21))
        checked += _spots_point_back(game)
    assert checked >= 6


def _spots_point_back(game) -> int:
    s = game.state
    checked = 0
    for p in s.pieces.values():
        if p.node is None:
            continue
        wx, wy = spot_world(game, p.pos, p.feature)
        assert (math.floor(wx), math.floor(wy)) == p.pos
        node = node_at_point(game, p.pos, wx - p.pos[0], wy - p.pos[1])
        assert s.graph.find(node) == s.graph.find(p.node), p
        ref = ref_at(game, wx, wy)
        assert ref is not None
        checked += 1
    tile_id = s.board.cells[next(iter(s.board.cells))][0]
    assert layout(game, tile_id, 0).spots
    return checked


def test_watering_hole_pieces_stand_on_their_vertex():
    tokens = H.token_points((3, -2))
    assert len(tokens) == 4
    for slot, (x, y) in tokens.items():
        dx, dy = H.SLOT_DIR[slot]
        # each token lies in the corner of its own cell round the vertex, clear of the photographer
        assert (x - 3) * dx > 0 and (y + 2) * dy > 0
        assert math.dist((x, y), (3, -2)) >= 2 * H.HOLE_PIECE_RADIUS - 1e-9
    assert H.photographer_point((3, -2), 1, (None, "lion", None, None), 1) == (3.0, -2.0)
    assert H.photographer_point((3, -2), 1, (None, "lion", "zebra", "lion"), 1) == (3.0, -2.0)
    # a cell's spots keep clear of what stands at its corners
    assert H.HOLE_TOKEN_GAP >= H.TOKEN_RING + H.HOLE_PIECE_RADIUS + S.SPOT_GAP / 2


@pytest.mark.parametrize(
    "ring",
    [
        ("lion", None, "zebra", None),  # two holes dug diagonally across the vertex: apart
        (None, "lion", None, "zebra"),
        ("lion", "zebra", "zebra", None),  # a token joined them: one hole with two photographers
        ("lion", None, "zebra", "monkey"),
    ],
)
def test_two_photographers_at_one_vertex_stand_apart_each_by_its_own_token(ring):
    """Two holes at one point were drawn on top of each other: now each photographer stands beside its own
    token, the two clear of each other and of every token (a piece is SPOT_GAP wide, a token 0.2)."""
    vertex = (0, 0)
    dug = [s for s in (0, 1, 2, 3) if ring[s] is not None and ring[(s + 2) % 4] is not None][:2]
    tokens = H.token_points(vertex)
    points = {s: H.photographer_point(vertex, s, ring, 2) for s in dug}
    a, b = points.values()
    assert math.dist(a, b) >= S.SPOT_GAP - 1e-9
    for s, p in points.items():
        other = dug[1 - dug.index(s)]
        if not H.apart(ring):  # apart, each stands at the end of its own token's pond (below)
            assert math.dist(p, tokens[s]) < math.dist(p, tokens[other])  # nearer its own token
        for t, w in tokens.items():
            if ring[t] is not None:
                assert math.dist(p, w) >= S.SPOT_GAP / 2 + H.HOLE_PIECE_RADIUS - 0.035, (s, t)
        assert math.dist(p, vertex) <= math.hypot(H.JOINED_STEP, H.PAIR_STEP) + 1e-9
    ponds = H.pond_ends(vertex, ring)
    if H.apart(ring):  # a pond each, from its token to its photographer
        assert sorted(ponds) == sorted((tokens[s], points[s]) for s in dug)
    else:
        assert ponds == [((0.0, 0.0), (0.0, 0.0))]


def test_every_piece_on_the_board_has_a_place_to_stand():
    from game.core.insight import piece_world

    game = piece_game("safari", 3, 8, 200)
    s = game.state
    assert any(p.flag and p.flag[0] == "hole" for p in s.pieces.values())
    for p in s.pieces.values():
        wx, wy = piece_world(game, p.pid)
        if p.flag and p.flag[0] == "hole":
            assert math.dist((wx, wy), p.flag[1]) <= math.hypot(H.JOINED_STEP, H.PAIR_STEP) + 1e-9  # at its vertex
        else:
            assert (wx, wy) == spot_world(game, p.pos, p.feature)
