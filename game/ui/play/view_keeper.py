"""The view belongs to the player: zoom and pan stay where the player leaves them.

The window moves the board by itself only where the player asked for it:
- with "follow the play" on (Settings, or F), after each move the newest tile and its spots are panned into
  view, and a new tile in hand with no fitting place in view pans to the nearest one;
- on a key or button: centre on the last tile (C), fit the board (Home), show the places for my tile (P);
- the place or spot the keyboard focuses (Tab), the tiles a plug-in offers after a choice (a double at the
  river's end), and the cells a decision is about (a feature scoring), once per decision: the player is
  choosing among those right now.
Whatever the window moves stays inside the board area the panels and the choice dialog leave free, and is
never shrunk below the readable size (BoardView.READABLE).  When the tile in hand has no fitting place in
view, `marker()` gives the board's edge an arrow towards the nearest one.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.core import events as ev
from game.core.geometry import quarters

from ..board_view import ZOOM_LEVELS
from ..i18n import t
from . import intents as I
from .contracts import KeeperHost


class ViewKeeper:
    def __init__(self, scene: KeeperHost) -> None:
        self.scene = scene
        self.pending_move = False
        self.focus_seen: tuple | None = None
        self.places_seen = -1
        self.whole = False  # the last fit was of the whole board at any size (the player asked for it)

    @property
    def follow(self) -> bool:
        return bool(getattr(self.scene.app.settings, "follow_play", False))

    def margin(self) -> int:
        return max(6, round(10 * self.scene.top.scale))

    def room(self) -> pygame.Rect:
        """The part of the board area the window brings things into: the free area less the view buttons'
        column at its right edge."""
        area = pygame.Rect(self.scene.free_area())
        buttons = self.scene.view.rect
        if self.scene.view.visible and buttons.w and area.colliderect(buttons):
            area.w = max(40, buttons.x - self.margin() - area.x)
        return area

    def keep(self, points: Sequence[tuple[float, float]], zoom_out: bool = True) -> None:
        if points:
            self.scene.camera.keep_visible(points, self.margin(), self.room(), zoom_out)
            self.scene.dirty = True

    def newest_cells(self) -> list:
        s = self.scene.model.state
        if s.placed is not None:
            return list(s.placed.cells)
        for e in reversed(self.scene.model.game.log):
            if isinstance(e, ev.TilePlaced):
                tile = s.tiles[e.tile]
                return [(e.x + dx, e.y + dy) for dx, dy in tile.cell_offsets(quarters(e.rot))]
        return []

    def newest_centre(self) -> tuple[float, float] | None:
        cells = self.newest_cells()
        if not cells:
            return None
        return (sum(x for x, _ in cells) / len(cells) + 0.5, sum(y for _, y in cells) / len(cells) + 0.5)

    def after_move(self) -> None:
        self.pending_move = True

    # --- what the player asks for ---
    def centre_last(self) -> None:
        """Centre the view on the last tile laid (the zoom stays)."""
        centre = self.newest_centre()
        if centre is None:
            return
        cam, area = self.scene.camera, self.room()
        cam.cx, cam.cy = centre
        # the free area may be smaller than the camera's (a dialog): centre in what shows
        cam.cy -= (area.centery - cam.area.centery) / cam.cell
        cam.cx -= (area.centerx - cam.area.centerx) / cam.cell
        cam.fitted = False
        self.scene.dirty = True

    def place_cells(self) -> list[list]:
        """The cells of each place the tile in hand fits (as it is turned now or another way)."""
        m = self.scene.model
        out: dict = {}
        for c in m.tile_choices():
            tile = m.state.tiles[c.tile]
            out.setdefault((c.x, c.y), [(c.x + dx, c.y + dy) for dx, dy in tile.cell_offsets(c.quarters)])
        return list(out.values())

    def show_places(self) -> bool:
        """Every place the tile in hand fits, when they can all show at a readable size; else the nearest one.
        False when there is no tile in hand."""
        places = self.place_cells()
        if not places:
            return False
        cam = self.scene.camera
        every = cam.cell_points([c for cells in places for c in cells])
        xs, ys = [p[0] for p in every], [p[1] for p in every]
        room = self.room().inflate(-2 * self.margin(), -2 * self.margin())
        z = min(cam.cell, ZOOM_LEVELS[cam.readable_level()])
        if (max(xs) - min(xs)) * z <= room.w and (max(ys) - min(ys)) * z <= room.h:
            self.keep(every)
        else:
            self.keep(cam.cell_points(self.nearest_place(places)))
        return True

    def nearest_place(self, places: list[list]) -> list:
        cam, area = self.scene.camera, self.room()
        cx, cy = cam.to_world(*area.center)
        return min(places, key=lambda cells: min(math.hypot(x + 0.5 - cx, y + 0.5 - cy) for x, y in cells))

    def places_in_view(self, places: list[list]) -> bool:
        area, cam = self.scene.free_area(), self.scene.camera
        return any(area.colliderect(cam.cell_rect(c)) for cells in places for c in cells)

    def marker(self) -> tuple[tuple[float, float], float] | None:
        """(screen point, angle in radians) of the arrow at the board's edge pointing to the nearest place
        the tile in hand fits, when none shows in the free area; else None."""
        m = self.scene.model
        d = m.pending_human()
        if d is None or d.decision != "place_tile" or self.scene.dialog.visible:
            return None
        places = self.place_cells()
        if not places or self.places_in_view(places):
            return None
        cam, area = self.scene.camera, self.room()
        cells = self.nearest_place(places)
        tx, ty = cam.to_screen(sum(x for x, _ in cells) / len(cells) + 0.5, sum(y for _, y in cells) / len(cells) + 0.5)
        ox, oy = area.center
        dx, dy = tx - ox, ty - oy
        inset = max(18, round(26 * self.scene.top.scale))
        half_w, half_h = max(1, area.w / 2 - inset), max(1, area.h / 2 - inset)
        k = min(half_w / abs(dx) if dx else math.inf, half_h / abs(dy) if dy else math.inf)
        return (ox + dx * k, oy + dy * k), math.atan2(dy, dx)

    def marker_hit(self, pos: tuple[int, int]) -> bool:
        got = self.marker()
        if got is None:
            return False
        (x, y), _a = got
        return math.hypot(pos[0] - x, pos[1] - y) <= max(18, round(26 * self.scene.top.scale))

    def apply(self, intent: I.Intent) -> bool:
        """Carry out a view intent (fit, centre, places, follow); False when `intent` is not one."""
        scene = self.scene
        if isinstance(intent, I.Fit):
            self.fit(whole=True)
        elif isinstance(intent, I.CentreLast):
            self.centre_last()
        elif isinstance(intent, I.ShowPlaces):
            if not self.show_places():
                scene.set_status(t("play.view_no_tile"))
        elif isinstance(intent, I.ToggleFollow):
            settings = scene.app.settings
            settings.follow_play = not settings.follow_play
            scene.app.apply_settings()
            scene.set_status(t("play.view_follow_on" if settings.follow_play else "play.view_follow_off"))
            if settings.follow_play:
                self.pending_move = True
                self.places_seen = -1
        else:
            return False
        scene.dirty = True
        return True

    def fit(self, whole: bool = False) -> None:
        """The whole board (with what the plug-in asks to show: the river's mouth) at a readable size, around
        the last tile when it is too large for the view; `whole` (the player pressed Home, or a picture is
        made): all of it, with cells smaller than the readable size if need be (BoardView.WHOLE_MIN)."""
        self.whole = whole
        scene = self.scene
        m = scene.model
        x0, y0, x1, y1 = m.state.board.bounds()
        for x, y in scene.plugin.keep_in_view(m.state, m.view(), tuple(m.tile_choices())):
            x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
        cam = scene.camera
        area, free = cam.area, self.room()
        cam.area = free  # fit what shows (a dialog may cover the board's lower part)
        cam.fit((x0, y0, x1, y1), self.newest_centre(), whole)
        cam.area = area
        cam.cy -= (free.centery - area.centery) / cam.cell
        cam.cx -= (free.centerx - area.centerx) / cam.cell
        scene.dirty = True

    # --- the keyboard's focus and the choices a plug-in offers: the player is choosing among them ---
    def show_focus(self) -> None:
        m = self.scene.model
        item = m.focused()
        cam = self.scene.camera
        if item is None:
            return
        if isinstance(item, tuple):
            pos, q = item
            choice = m.placements().get(pos, {}).get(q)
            if choice is None or q is None:
                return
            tile = m.state.tiles[choice.tile]
            cells = [(pos[0] + dx, pos[1] + dy) for dx, dy in tile.cell_offsets(q)]
            self.keep(cam.cell_points(cells))
        else:
            pts = [item.world] + ([item.origin] if item.origin is not None else [])
            if item.cell is not None:
                pts += cam.cell_points([item.cell])
            self.keep(pts)

    def show_choices(self) -> None:
        m = self.scene.model
        cells = []
        for c in m.tile_choices():
            tile = m.state.tiles[c.tile]
            cells += [(c.x + dx, c.y + dy) for dx, dy in tile.cell_offsets(c.quarters)]
        cells += self.scene.plugin.keep_in_view(m.state, m.view(), tuple(m.tile_choices()))
        self.keep(self.scene.camera.cell_points(cells))

    def update(self) -> None:
        scene = self.scene
        m = scene.model
        if self.pending_move and not m.busy:
            self.pending_move = False
            cells = self.newest_cells()
            if cells and self.follow:
                pts = scene.camera.cell_points(cells)
                pts += [tg.world for tg in m.targets() if tg.on_new_tile]
                near = [
                    c
                    for c in scene.plugin.keep_in_view(m.state, m.view(), tuple(m.tile_choices()))
                    if min(abs(c[0] - x) + abs(c[1] - y) for x, y in cells) <= 2
                ]
                self.keep(pts + scene.camera.cell_points(near))
        d = m.pending_human()
        if d is not None and d.decision == "place_tile" and self.places_seen != len(m.game.log):
            self.places_seen = len(m.game.log)  # a new tile in hand
            places = self.place_cells()
            if self.follow and places and not self.places_in_view(places):
                self.keep(scene.camera.cell_points(self.nearest_place(places)), zoom_out=False)
        about = scene.plugin.focus_cells(m.state, m.view()) if d is not None else None
        key = (len(m.game.log), about)
        if about and key != self.focus_seen:
            self.focus_seen = key
            area = scene.free_area()
            if not all(area.contains(scene.camera.cell_rect(c)) for c in about):
                self.keep(scene.camera.cell_points(about))


def arrow_points(centre: tuple[float, float], angle: float, size: float) -> list[tuple[float, float]]:
    """A filled arrow head at `centre` pointing along `angle` (radians), `size` pixels long."""
    x, y = centre
    ca, sa = math.cos(angle), math.sin(angle)
    pts = [(size * 0.6, 0.0), (-size * 0.4, size * 0.45), (-size * 0.15, 0.0), (-size * 0.4, -size * 0.45)]
    return [(x + px * ca - py * sa, y + px * sa + py * ca) for px, py in pts]


def draw_marker(
    surface: pygame.Surface,
    got: tuple[tuple[float, float], float] | None,
    scale: float,
    colour: tuple[int, int, int] = (255, 240, 150),
) -> None:
    """The arrow at the board's edge towards the nearest place for the tile in hand."""
    if got is None:
        return
    (x, y), angle = got
    r = max(14, round(20 * scale))
    pygame.draw.circle(surface, (20, 24, 28), (round(x), round(y)), r + 2)
    pygame.draw.circle(surface, colour, (round(x), round(y)), r, max(2, round(3 * scale)))
    pygame.draw.polygon(surface, colour, arrow_points((x, y), angle, r * 1.5))
