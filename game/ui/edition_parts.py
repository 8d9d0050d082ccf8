"""What differs per edition in the window: shading, hidden tokens, piece names.  Anything not listed here
works through the generic parts (options -> highlights, drag targets and the choice dialog)."""

from __future__ import annotations

from game.core.geometry import AROUND


def shaded_cells(state, piece_kind: str) -> set:
    """Cells where a piece being dragged may not go for a reason worth showing (hill_dale stables)."""
    if state.setup.edition == "hill_dale" and piece_kind == "stable":
        out = set()
        for p in state.pieces.values():
            if p.kind == "stable":
                for dx, dy in ((0, 0),) + AROUND:
                    c = (p.pos[0] + dx, p.pos[1] + dy)
                    if c in state.board.cells:
                        out.add(c)
        return out
    return set()


def hidden_tokens(state, seat: int) -> dict | None:
    """A seat's secret tokens (hill_dale harvest), or None when the edition has none."""
    if state.setup.edition == "hill_dale":
        tokens = state.ext.get("tokens")
        if tokens and seat < len(tokens):
            return dict(tokens[seat])
        return {}
    return None


def public_tokens(state, seat: int) -> dict | None:
    """Face-up tokens shown to everybody (safari), or None."""
    ext = state.ext
    if state.setup.edition == "safari":
        for key in ("tokens", "hands", "face_up"):
            v = ext.get(key)
            if isinstance(v, list) and seat < len(v):
                item = v[seat]
                if isinstance(item, dict):
                    return dict(item)
                if isinstance(item, (list, tuple)):
                    out = {}
                    for a in item:
                        out[str(a)] = out.get(str(a), 0) + 1
                    return out
    return None


def boat_of(state, seat: int):
    if state.setup.edition == "amazonas":
        boats = state.ext.get("boats")
        if isinstance(boats, (list, tuple)) and seat < len(boats):
            return boats[seat]
    return None


def is_lying(state, piece) -> bool:
    """Pieces drawn lying flat: hunters (hunters edition) stay in their meadow for good."""
    if piece.flag == "lying":
        return True
    return state.setup.edition == "hunters" and piece.kind == "follower" and piece.flag in ("hunter", "shrine")


# --- rule options of the New game screen ---
# The engine has no per-edition list of its named options (spec/rulings.md names them); this table mirrors it.
def rule_options(edition: str) -> tuple:
    """The edition's named rule variants (rulings.md), from the rules themselves."""
    from game.editions import UnknownEdition, get_edition

    try:
        return tuple(get_edition(edition).rule_options)
    except UnknownEdition:
        return ()


# --- Safari: watering holes at grid vertices, rangers on empty spaces ---
# slot (holes.py numbering, clockwise from the north-west cell) -> direction from the vertex into its cell
SLOT_DIR = {0: (-1, -1), 1: (1, -1), 2: (1, 1), 3: (-1, 1)}
CORNER_SLOT = {"NW": ((0, 0), 2), "NE": ((1, 0), 3), "SE": ((1, 1), 0), "SW": ((0, 1), 1)}
SLOT_RING = 0.15  # cell units from the vertex to a token's centre
HOLE_PIECE_RING = 0.36  # ... to the photographer who dug the hole


def slot_of(cell, corner):
    (dx, dy), slot = CORNER_SLOT[corner]
    return (cell[0] + dx, cell[1] + dy), slot


def slot_world(vertex, slot, ring=SLOT_RING):
    dx, dy = SLOT_DIR[slot]
    return (vertex[0] + dx * ring, vertex[1] + dy * ring)


def corner_world(cell, corner, ring=SLOT_RING):
    """Where a token dropped on `corner` of the tile at `cell` lies: its slot of the ring at the vertex."""
    vertex, slot = slot_of(cell, corner)
    return slot_world(vertex, slot, ring)


def holes(state) -> dict:
    """vertex -> [animal or None] * 4 (safari), else {}."""
    if state.setup.edition != "safari":
        return {}
    return state.ext.get("holes") or {}


def rangers(state) -> list:
    """[(ranger number, space)] of the rangers standing on the board (safari)."""
    if state.setup.edition != "safari":
        return []
    return [(r, tuple(p)) for r, p in enumerate(state.ext.get("rangers") or ()) if p is not None]


def held_ranger(state):
    """The ranger taken off the board this turn (it waits beside the board), or None."""
    if state.setup.edition != "safari":
        return None
    return state.ext.get("held")


def piece_world(state, piece):
    """A world point for pieces that stand off the tile's features (a photographer at a watering hole), or
    None for the ordinary spot."""
    flag = piece.flag
    if isinstance(flag, tuple) and len(flag) == 2 and flag[0] == "hole" and isinstance(piece.feature, str):
        corner = piece.feature.split(":", 1)[-1]
        if corner in CORNER_SLOT and piece.pos is not None:
            return corner_world(piece.pos, corner, HOLE_PIECE_RING)
    return None


def scoring_feature(state):
    """(x, y, feature id, node) of the trail or bush whose animal tokens are being asked for, or None."""
    if state.setup.edition != "safari" or state.phase != "animal":
        return None
    cur = state.ext.get("cur")
    if not cur:
        return None
    node = state.node((cur["x"], cur["y"]), cur["feature"])
    if node is None:
        return None
    return cur["x"], cur["y"], cur["feature"], node


def scoring_cells(state) -> set:
    f = scoring_feature(state)
    if f is None:
        return set()
    return set(state.graph.cells_of(f[3]))


def animals_on(state, node) -> list:
    from game.editions.safari.tokens import ANIMALS

    syms = state.graph.symbol_totals(node)
    return [a for a in ANIMALS if syms.get(a, 0) > 0]


# --- Amazonas: the river's numbered spaces, the boats, the mouth ---


def _amazon_span(state, pos):
    """(west point, east point, spaces) of the Amazon through the cell at `pos`, or None."""
    from game.core.geometry import MIDDLE_SEGMENTS

    from .tile_painter import rotate_point, side_mid

    c = state.board.cells.get(pos)
    if c is None:
        return None
    tile = state.tiles[c[0]]
    cell = tile.cells[c[1]]
    q = c[2]
    pts, spaces = [], 0
    for f in cell.features:
        if f.kind != "amazon":
            continue
        spaces += f.symbol("spaces")
        for s in f.segments:
            if s in MIDDLE_SEGMENTS:
                pts.append(rotate_point(side_mid(s), q))
    if not pts:
        return None
    if len(pts) == 1:  # the source: the river starts by the spring in the middle of the cell; its spaces
        # use most of the cell so that they stay as far apart as the others
        end = pts[0]
        pts.append((0.5 + (0.5 - end[0]) * 0.6, 0.5 + (0.5 - end[1]) * 0.6))
    pts.sort()
    (ax, ay), (bx, by) = pts[0], pts[-1]
    # a lone space sits west of the middle of the unturned tile, clear of its symbols (drawn east of it)
    lx, ly = rotate_point((0.3, 0.5), q)
    return (pos[0] + ax, pos[1] + ay), (pos[0] + bx, pos[1] + by), spaces, (pos[0] + lx, pos[1] + ly)


def river_spaces(state) -> list:
    """World points of the river's boat spaces, space 1 (the source) first, laid in order along the Amazon
    cells from west to east; each cell holds the `spaces` of its amazon feature."""
    if state.setup.edition != "amazonas":
        return []
    spans = []
    for pos in state.board.cells:
        s = _amazon_span(state, pos)
        if s is not None and s[2] > 0:
            spans.append(s)
    spans.sort(key=lambda s: (s[0][0], s[0][1]))
    out = []
    for (ax, ay), (bx, by), n, lone in spans:
        if n == 1 and abs(lone[1] - ay) < 0.01:
            out.append(lone)
            continue
        for i in range(n):
            f = (i + 0.5) / n
            out.append((ax + (bx - ax) * f, ay + (by - ay) * f))
    return out


def boat_world(state, seat, spaces=None):
    """(x, y) of a seat's boat: on its space, side by side with the other boats there."""
    boats = state.ext.get("boats") or []
    spaces = river_spaces(state) if spaces is None else spaces
    if seat >= len(boats) or not spaces:
        return None
    space = boats[seat]
    base = spaces[max(0, min(len(spaces), space) - 1)]
    here = [s for s, b in enumerate(boats) if b == space]
    k, n = here.index(seat), len(here)
    # side by side above the space's number, two rows when crowded
    per_row = min(n, 3)
    row, col = divmod(k, per_row)
    in_row = min(per_row, n - row * per_row)
    dx = (col - (in_row - 1) / 2) * 0.17
    dy = -0.2 - row * 0.16
    return (base[0] + dx, base[1] + dy)


def mouth(state):
    """((x, y) world point where the river mouth is drawn, its values best first), or None."""
    if state.setup.edition != "amazonas":
        return None
    end = state.ext.get("river_end")
    if end is None:
        return None
    from game.editions.amazonas.river import mouth_values

    values = mouth_values(state.setup.tileset_extra, state.players)
    return (end[0] + 1, end[1]), tuple(values)


def double_places(game):
    """(double id, quarter turns, x, y) of every set-aside double that may follow the "!" tile now.
    The engine's own list (the options carry only the double and its rotation, not where it lands)."""
    state = game.state
    if state.setup.edition != "amazonas" or state.phase != "double":
        return []
    fn = getattr(game.edition, "double_places", None)
    if fn is not None:
        return list(fn(state))
    return []


# --- Hunters ---


def bonus_turn(state) -> bool:
    return state.setup.edition == "hunters" and bool(state.ext.get("bonus_turn"))
