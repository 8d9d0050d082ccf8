"""Keeping what matters in view: after a tile is laid, the newest tile and its spots (auto-pan, zooming out
only when they cannot fit); when a player gets a tile, every place it may go; the place or spot the keyboard
focuses; the tiles a plug-in offers (a double at the river's end); the cells a decision is about (a feature
scoring), once per decision.  Always inside the board area the panels and the choice dialog leave free."""

from __future__ import annotations

from game.core import events as ev
from game.core.geometry import quarters


class ViewKeeper:
    def __init__(self, scene) -> None:
        self.scene = scene
        self.pending_move = False
        self.focus_seen: tuple | None = None
        self.places_seen = -1

    def margin(self) -> int:
        return max(6, round(10 * self.scene.top.scale))

    def keep(self, points) -> None:
        if points:
            self.scene.camera.keep_visible(points, self.margin(), self.scene.free_area())
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

    def after_move(self) -> None:
        self.pending_move = True

    def show_focus(self) -> None:
        m = self.scene.model
        item = m.focused()
        cam = self.scene.camera
        if item is None:
            return
        if isinstance(item, tuple):
            pos, q = item
            choice = m.placements().get(pos, {}).get(q)
            if choice is None:
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
            if cells:
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
            self.places_seen = len(m.game.log)  # a new tile in hand: every place it may go, in view
            self.keep(scene.camera.cell_points(m.placements()))
        about = scene.plugin.focus_cells(m.state, m.view()) if d is not None else None
        key = (len(m.game.log), about)
        if about and key != self.focus_seen:
            self.focus_seen = key
            self.keep(scene.camera.cell_points(about))
