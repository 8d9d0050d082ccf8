"""Amazonas in the window: the Amazon's numbered boat spaces, the boats (flashing when they score), the river
mouth with its values at the open east end, the boat's space in each row, and the "!" tile's double: chosen
in a dialog, then laid at the river's end on the board (R turns it, Esc chooses another)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from game.core import events as ev
from game.core.insight import layout, piece_world
from game.core.spots import SYMBOL_SIZE
from game.editions.amazonas import commands as amazonas_cmd
from game.editions.amazonas.events import TileResolved
from game.editions.amazonas.spaces import NUMBER_RADIUS, space_points

from .. import icons, theme
from ..board_view import PIECE_SIZE
from ..i18n import t
from ..tile_geometry import rotate_point
from ..tile_looks import BANKS, SHINE, SPECKS, TREETOPS, AreaTexture, LineLook
from .base import WindowPlugin
from .registry import register_plugin
from .types import DialogItem, DialogSpec, Mark, SeatBadge, TileChoice

if TYPE_CHECKING:
    from game.core.state import GameState

WATER = (70, 150, 214)
WATER_EDGE = (30, 80, 130)
GOLD = (236, 190, 60)
BOAT_SIZE = 0.28  # a boat's width in cells
BOAT_STEP = 0.3  # boats stand at least this far apart across or along the river (cells): never on one another
BOAT_ROW = 0.27  # the first rows of boats this far above and below the river: clear of the numbers (0.11)
# where a boat may stand around its space (cells), nearest first: the rows above and below the river, then
# the rows beyond them; half a boat's step along the river at a time
BOAT_SLOTS = sorted(
    (
        (i * BOAT_STEP / 2, dy)
        for i in range(-6, 7)
        for dy in (-BOAT_ROW, BOAT_ROW, -BOAT_ROW - BOAT_STEP, BOAT_ROW + BOAT_STEP)
    ),
    key=lambda p: (round(math.hypot(*p), 6), p[1] > 0, abs(p[0]), p[0] > 0),
)


@register_plugin
class AmazonasPlugin(WindowPlugin):
    edition = "amazonas"
    quiet_events = (TileResolved,)
    area_colours = {"jungle": (50, 116, 64), "village": (206, 170, 114)}
    area_textures = {"jungle": AreaTexture(TREETOPS, 55), "village": AreaTexture(SPECKS, 40)}
    area_icons = {"village": "village"}
    line_looks = {
        "tributary": LineLook((100, 176, 226), (38, 94, 150), 0.09, SHINE),
        "amazon": LineLook((62, 132, 200), (30, 78, 128), 0.30, BANKS),
    }

    def command_label(self, command: Any) -> str | None:
        if isinstance(command, amazonas_cmd.PlaceDouble):
            return t("cmd.place_double", rot=command.rot)
        return None

    def __init__(self) -> None:
        self.double_pick: str | None = None  # the double chosen in the dialog, being laid on the board
        self._river: tuple[int, list] = (-1, [])
        self._boats: tuple[tuple, list] = ((), [])

    # --- the double after a "!" tile ---
    def tile_choices(self, state: GameState, view: Any, options: Any) -> Any:
        if state.phase != "double" or self.double_pick is None:
            return None
        legal = {o for o in options if isinstance(o, amazonas_cmd.PlaceDouble)}
        out = []
        for d in view.double_places:
            c = amazonas_cmd.PlaceDouble(d.double, d.quarters * 90)
            if d.double == self.double_pick and c in legal:
                out.append(TileChoice(d.double, d.x, d.y, d.quarters, c))
        return out

    def dialog(self, state: GameState, view: Any, options: Any, names: Any) -> Any:
        if state.phase != "double" or self.double_pick is not None:
            return None
        doubles = list(dict.fromkeys(o.double for o in options if isinstance(o, amazonas_cmd.PlaceDouble)))
        items = tuple(
            DialogItem(t("play.double_n", n=i + 1), ("double", d), "tile:" + d) for i, d in enumerate(doubles)
        )
        return DialogSpec(
            t("play.double_title", name=names[state.current]), items, t("play.double_hint"), state.current, True
        )

    def choose(self, payload: Any) -> Any:
        if isinstance(payload, tuple) and len(payload) == 2 and payload[0] == "double":
            self.double_pick = payload[1]
            return True
        return False

    def leads_to(self, payload: Any, command: Any) -> Any:
        if isinstance(command, amazonas_cmd.PlaceDouble):
            return payload == ("double", command.double)
        return payload == command

    def cancel(self) -> Any:
        if self.double_pick is None:
            return False
        self.double_pick = None
        return True

    def reset(self) -> None:
        self.double_pick = None

    def prompt(self, state: GameState, view: Any, decision: Any, name: Any, options: Any) -> Any:
        if decision == "place_double":
            key = "play.prompt_double_place" if self.double_pick is not None else "play.prompt_double_pick"
            return t(key, name=name)
        return None

    def keep_in_view(self, state: GameState, view: Any, placing: Any) -> Any:
        if view.mouth is None:
            return []
        mx, my = _mouth_x(state, view, placing), view.mouth[1]
        return [(mx, my)]

    # --- rows and scores ---
    def seat_badges(self, state: GameState, view: Any, seat: Any) -> Any:
        if seat >= len(view.boats):
            return []
        return [SeatBadge("piece:boat", str(view.boats[seat]), t("play.boat_space", n=view.boats[seat]))]

    def points_anchor(self, e: Any, state: GameState, view: Any) -> Any:
        if e.reason in ("amazon", "mouth"):  # rising from the boat that scored (it stays put)
            return self.boat_world(state, view, e.seat), True
        return None, False

    def final_marks(self, state: GameState, view: Any, log: Any) -> Any:
        return [
            Mark(w, f"+{e.points}", (e.seat,), frozenset(), t("reason.mouth"))
            for e in log
            if isinstance(e, ev.PointsScored) and e.reason == "mouth" and (w := self.boat_world(state, view, e.seat))
        ]

    # --- the aids ---
    def card_lines(self, info: Any, names: Any, state: GameState, view: Any) -> Any:
        d = info.details
        out = []
        if info.kind == "amazon_race":
            last = d.get("last_space", 0)
            for seat, space in enumerate(d.get("boats", ())):
                place = d.get("place", [None] * (seat + 1))[seat]
                where = t(f"card.amazonas.place_{place}") if place in (1, 2) else t("card.amazonas.place_none")
                out.append(t("card.amazonas.boat", name=names[seat], space=space, last=last, place=where))
            coming = d.get("coming", ())
            n = sum(c["count"] for c in coming)
            if n:
                pays = ", ".join(f"{names[s]} {v:.1f}" for s, v in enumerate(d.get("coming_mean", ())))
                out.append(t("card.amazonas.coming", n=n, pays=pays))
            else:
                out.append(t("card.amazonas.none_coming"))
        elif info.kind == "river_mouth":
            out.append(t("card.amazonas.mouth", values=", ".join(str(v) for v in d.get("values", ()))))
        return out

    def ref_at(self, state: GameState, view: Any, world: Any, placing: Any) -> Any:
        from game.core.info import FeatureRef

        if view.mouth is not None:
            mx, my = _mouth_x(state, view, placing), view.mouth[1]
            if mx <= world[0] < mx + 1 and my <= world[1] < my + 1:
                return FeatureRef("river_mouth")
        for seat in range(len(view.boats)):
            b = self.boat_world(state, view, seat)
            if b is not None and math.hypot(world[0] - b[0], world[1] - b[1]) < 0.1:
                return FeatureRef("amazon_race")
        return None

    def outline_cells(self, info: Any, state: GameState, view: Any, placing: Any) -> Any:
        if info.kind == "river_mouth" and view.mouth is not None:
            return [(_mouth_x(state, view, placing), view.mouth[1])]
        return []

    # --- geometry ---
    def river_points(self, state: Any, view: Any) -> list:
        """World points of the river's boat spaces, space 1 (the source) first: where the edition's layout
        keeps spots and symbols clear of them (game.editions.amazonas.spaces)."""
        if self._river[0] == state.version:
            return self._river[1]
        out: list = []
        for rc in view.river:
            c = state.board.cells.get(rc.cell)
            pts = space_points(state.tiles[c[0]].cells[c[1]], rc.spaces) if c is not None else []
            if not pts:
                out += [(rc.cell[0] + (i + 0.5) / rc.spaces, rc.cell[1] + 0.5) for i in range(rc.spaces)]
                continue
            turned = sorted(rotate_point(p, c[2]) for p in pts)  # west to east on the board
            out += [(rc.cell[0] + x, rc.cell[1] + y) for x, y in turned]
        self._river = (state.version, out)
        return out

    def boat_world(self, state: GameState, view: Any, seat: Any) -> Any:
        """A seat's boat: near its space, apart from every other boat on that space and on the spaces next to
        it, and clear of every space's number (see `boat_places`)."""
        if seat >= len(view.boats):
            return None
        key = (state.version, tuple(view.boats))
        if self._boats[0] != key:
            self._boats = (key, boat_places(self.river_points(state, view), view.boats, self.marks(state, view)))
        places = self._boats[1]
        return places[seat] if seat < len(places) else None

    def marks(self, state: GameState, view: Any) -> list[Any]:
        """(x, y, radius) in world cells of every symbol on the river's cells and the cells beside them, and
        of every piece standing there: where boats had better not stand."""
        cells = {(x, y + dy) for rc in view.river for x, y in [rc.cell] for dy in (-1, 0, 1)}
        out = []
        for pos in cells:
            c = state.board.cells.get(pos)
            if c is None:
                continue
            for row in layout(state, c[0], c[1]).symbols.values():
                for _name, *p in row:
                    x, y = rotate_point((p[0], p[1]), c[2])
                    out.append((pos[0] + x, pos[1] + y, SYMBOL_SIZE / 2))
        for piece in state.pieces.values():
            w = piece_world(state, piece.pid) if piece.pos is not None and tuple(piece.pos) in cells else None
            if w is not None:
                out.append((w[0], w[1], PIECE_SIZE / 2))
        return out

    # --- drawing ---
    def draw_under_pieces(self, ctx: Any, surface: pygame.Surface) -> None:
        self._draw_river(ctx, surface)
        _draw_mouth(ctx, surface)

    def draw_over_pieces(self, ctx: Any, surface: pygame.Surface) -> None:
        cam = ctx.camera
        size = max(6, int(cam.cell * BOAT_SIZE))
        for seat in range(len(ctx.view.boats)):
            w = self.boat_world(ctx.state, ctx.view, seat)
            if w is None:
                continue
            sx, sy = cam.to_screen(*w)
            age = ctx.clock - ctx.flashes.get(seat, -99.0)
            if age < 1.6 and ctx.glow is not None:
                rad = int(size * 0.9)
                halo = ctx.glow((rad * 2, rad * 2), (255, 236, 140), int(200 * (1 - age / 1.6)) // 20 * 20)
                surface.blit(halo, (sx - rad, sy - rad))
            img = icons.piece_icon("boat", size, ctx.colours[seat % len(ctx.colours)])
            surface.blit(img, img.get_rect(center=(round(sx), round(sy))))

    def _draw_river(self, ctx: Any, surface: pygame.Surface) -> None:
        cam = ctx.camera
        spaces = self.river_points(ctx.state, ctx.view)
        z = cam.cell
        n = len(spaces)
        area = cam.rect.inflate(z, z)
        for i, (wx, wy) in enumerate(spaces):
            sx, sy = cam.to_screen(wx, wy)
            if not area.collidepoint(sx, sy):
                continue
            gaps = [math.hypot(wx - spaces[j][0], wy - spaces[j][1]) for j in (i - 1, i + 1) if 0 <= j < n]
            step = (min(gaps) if gaps else 1.0) * z
            rad = max(4, min(int(step * 0.45), int(z * NUMBER_RADIUS)))
            size = max(8, int(rad * 1.4))
            c = (round(sx), round(sy))
            pygame.draw.circle(surface, (238, 246, 252), c, rad)
            pygame.draw.circle(surface, WATER_EDGE, c, rad, max(1, rad // 5))
            if rad >= 6 or i == 0 or (i + 1) % 5 == 0:  # every number when there is room, else every fifth
                if rad < 6:
                    pygame.draw.circle(surface, (238, 246, 252), c, 7)
                    pygame.draw.circle(surface, WATER_EDGE, c, 7, 1)
                theme.blit_text(surface, str(i + 1), (c[0], c[1] + 1), max(size, 9), (24, 50, 80), True, "center")


def boat_places(spaces: list[Any], boats: Any, marks: Any = ()) -> list[Any]:
    """World points of the boats (one per seat, in seat order) on the river's spaces `spaces`: each boat takes
    the slot nearest its space that keeps it a boat's step from every boat already placed and clear of every
    space's number, nearer its own space than any other, and clear of the symbols and pieces `marks`
    ((x, y, radius)) where the slots near enough allow.
    Spaces can lie a fifth of a cell apart (the start board with 16 spaces), closer than a boat is wide, so
    boats on neighbouring spaces are placed together, space by space from the source."""
    if not spaces:
        return []
    half = BOAT_SIZE / 2
    placed: list = [None] * len(boats)
    taken: list = []
    for seat in sorted(range(len(boats)), key=lambda s: (boats[s], s)):
        bx, by = spaces[max(0, min(len(spaces), boats[seat]) - 1)]
        near = [(nx, ny, NUMBER_RADIUS) for nx, ny in spaces if abs(nx - bx) < 3 and abs(ny - by) < 3]
        beside = [m for m in marks if abs(m[0] - bx) < 2 and abs(m[1] - by) < 2]
        free = [
            (bx + dx, by + dy)
            for dx, dy in BOAT_SLOTS
            if all(abs(bx + dx - ox) >= BOAT_STEP - 1e-9 or abs(by + dy - oy) >= BOAT_STEP - 1e-9 for ox, oy in taken)
            and _clear(bx + dx, by + dy, half, near)
        ]
        # nearer its own space than any other (never read as on the next one), then clear of symbols and
        # pieces, as near as may be; else the nearest free slot
        own = [p for p in free if all(math.dist(p, (bx, by)) <= math.dist(p, n[:2]) + 1e-9 for n in near)]
        clear = [p for p in own if _clear(p[0], p[1], half, beside) and math.dist(p, (bx, by)) <= 0.6]
        x, y = (clear or own or free or [(bx, by - BOAT_ROW)])[0]
        placed[seat] = (x, y)
        taken.append((x, y))
    return placed


def _clear(x: float, y: float, half: float, marks: Any) -> bool:
    """A boat `half` wide each way at (x, y) covers none of `marks` ((x, y, radius))."""
    return all(abs(x - mx) >= half + r or abs(y - my) >= half + r for mx, my, r in marks)


def _mouth_x(state: GameState, view: Any, placing: Any) -> int:
    """The mouth's column: east of the tile being laid when that tile covers the mouth's space."""
    mx, my = view.mouth
    covered = {(c.x + dx, c.y + dy) for c in placing for dx, dy in state.tiles[c.tile].cell_offsets(c.quarters)}
    if (mx, my) in covered:
        return max(x for x, y in covered if y == my) + 1
    return mx


def _draw_mouth(ctx: Any, surface: pygame.Surface) -> None:
    """The river mouth at the open east end, with its values (best place first)."""
    view = ctx.view
    if view.mouth is None:
        return
    mx, my = _mouth_x(ctx.state, view, ctx.placing), view.mouth[1]
    cam = ctx.camera
    z = cam.cell
    x0, y0 = cam.to_screen(mx, my)
    if not cam.rect.inflate(z * 2, z * 2).collidepoint(x0, y0):
        return
    poly = [(0, 0.35), (0.85, 0.04), (0.95, 0.5), (0.85, 0.96), (0, 0.65)]  # a delta opening to the sea
    layer = pygame.Surface((z + 4, z + 4), pygame.SRCALPHA)
    pts = [(px * z + 2, py * z + 2) for px, py in poly]
    pygame.draw.polygon(layer, (*WATER, 150), pts)
    pygame.draw.polygon(layer, (*WATER_EDGE, 220), pts, max(1, z // 40))
    surface.blit(layer, (x0 - 2, y0 - 2))
    values = view.mouth_values
    n = len(values)
    rad = max(6, int(z * min(0.14, 0.42 / max(n, 1))))
    cx = x0 + z * 0.58
    gap = rad * 2 + max(2, z // 30)
    ytop = y0 + z * 0.5 - gap * (n - 1) / 2
    for i, val in enumerate(values):
        cy = ytop + i * gap
        pygame.draw.circle(surface, (60, 44, 20), (cx, cy + 2), rad)
        pygame.draw.circle(surface, GOLD, (cx, cy), rad)
        pygame.draw.circle(surface, (120, 90, 30), (cx, cy), rad, max(1, rad // 6))
        theme.blit_text(surface, str(val), (cx, cy + 1), max(9, int(rad * 1.3)), (50, 34, 10), True, "center")
    if z >= 40:
        size = max(11, z // 7)
        theme.blit_text(surface, t("play.mouth"), (x0 + z * 0.48, y0 - 2), size, (220, 236, 246), True, "midbottom")


icons.name_piece_icon("boat", "piece_boat")
icons.alias("animal", "jaguar", "jungle")  # the jungle's animal is a jaguar
icons.alias("boat_piece", "piece_boat")
icons.alias("spaces", "piece_boat")
