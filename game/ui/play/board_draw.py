"""Drawing the play screen's board: the table, the tiles and pieces with the edition's layers, the tile laid
this turn, and the pending decision's choices (glowing places with the tile under the pointer or the keyboard
focus, glowing spots, corners and spaces).  Drawing only; it never changes anything.

The preview of the tile always shows it turned as the card shows it: a place where it fits only turned
another way has a dashed frame with a turning arrow, and its preview shows the card's rotation faded under
that arrow; choosing it turns the tile there visibly first (placing.py).

The glows are steady (no pulse), so a window waiting for a player draws nothing."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

import pygame

from .. import icons, theme
from .placing import turned_image

if TYPE_CHECKING:
    from ..board_view import BoardView
    from .board import BoardComponent
    from .outline import RGB

FITS = (120, 230, 140)  # a place where the tile fits as it is turned now
FITS_TURNED = (230, 230, 200)  # a place where it fits turned another way
SPOT = (255, 240, 150)


def draw_board(comp: BoardComponent, surface: pygame.Surface) -> None:
    """The table, the board (a cached picture of it while nothing on it moves), then the choices."""
    m = comp.model
    cam = comp.camera
    s = m.state
    flashing = any(comp.clock - c < 1.6 for c in comp.flashes.values())
    bounds = cam.layer_bounds(s, m.plugin.keep_in_view(s, m.view(), tuple(m.tile_choices())))
    if bounds is None or flashing:
        cam.drop_layer()
        cam.background(surface)
        draw_world(comp, surface, cam)
    else:
        key = (s.version, m.gen, comp.dragging, cam.rect.size)
        layer = cam.cached_layer(key, bounds, lambda surf, c: draw_world(comp, surf, c))
        x, y = cam.to_screen(bounds[0], bounds[1])
        at = layer.get_rect(topleft=(round(x), round(y)))
        for strip in around(cam.rect, at):  # the table only where the picture of the board is not
            cam.background(surface, strip)
        surface.blit(layer, at)
    if m.tile_choices():
        draw_places(comp, surface)
    else:
        draw_targets(comp, surface)


def around(outer: pygame.Rect, inner: pygame.Rect) -> list[pygame.Rect]:
    """The parts of `outer` that `inner` does not cover (up to four strips)."""
    cut = outer.clip(inner)
    if cut.w == 0 or cut.h == 0:
        return [outer]
    out = [
        pygame.Rect(outer.x, outer.y, outer.w, cut.y - outer.y),
        pygame.Rect(outer.x, cut.bottom, outer.w, outer.bottom - cut.bottom),
        pygame.Rect(outer.x, cut.y, cut.x - outer.x, cut.h),
        pygame.Rect(cut.right, cut.y, outer.right - cut.right, cut.h),
    ]
    return [r for r in out if r.w > 0 and r.h > 0]


def draw_world(comp: BoardComponent, surface: pygame.Surface, cam: BoardView) -> None:
    """The tiles, the tile laid this turn, the shading for a dragged piece, the edition's layers and the
    pieces, as `cam` sees them."""
    m = comp.model
    s = m.state
    view = m.view()
    plugin = m.plugin
    cam.draw_tiles(surface, s)
    if s.placed is not None and not s.ended:
        frame = plugin.new_tile_frame(s, view)
        for pos in s.placed.cells:
            cam.draw_cell_outline(surface, pos, theme.HILITE, 3)
            if frame is not None:
                cam.draw_cell_outline(surface, pos, frame, 4)
    if comp.dragging is not None:
        for pos in plugin.shaded_cells(s, view, comp.dragging[0]):
            r = cam.cell_rect(pos)
            cam.draw_cell_outline(surface, pos, (20, 20, 30), 1, comp.glow(r.size, (20, 20, 30), 120))
    ctx = comp.layer_context()
    ctx.camera = cam
    plugin.draw_under_pieces(ctx, surface)
    hidden = {comp.dragging[1]} if comp.dragging is not None and isinstance(comp.dragging[1], int) else set()
    cam.draw_pieces(surface, s, m.colours, hidden, plugin, view)
    plugin.draw_over_pieces(ctx, surface)
    if comp.world_aids is not None:
        comp.world_aids(surface, cam)


def draw_places(comp: BoardComponent, surface: pygame.Surface) -> None:
    m = comp.model
    cam = comp.camera
    fixed = m.fixed_place()
    if fixed is None:
        for pos, rots in m.placements().items():
            r = cam.cell_rect(pos).inflate(-4, -4)
            if m.rot in rots:
                surface.blit(comp.glow(r.size, FITS, 64), r)
                pygame.draw.rect(surface, FITS, r, 2, border_radius=6)
            else:  # fits only turned another way: a dashed frame and a turning arrow
                surface.blit(dashed_frame(r.size, FITS_TURNED, 2, max(4, cam.cell // 10)), r)
                badge = turn_badge(max(12, cam.cell // 4))
                surface.blit(badge, badge.get_rect(bottomright=(r.right - 3, r.bottom - 3)))
    job = comp.turning() if comp.turning is not None else None
    if job is not None:  # the tile turning where it goes, before it is laid
        tile = m.state.tiles[m.placements()[job.pos][job.end_q].tile]
        r = cam.cell_rect(job.pos)
        spun = turned_image(cam.painter.cell_surface(tile, 0, 0, cam.cell), job.angle())
        surface.blit(spun, spun.get_rect(center=r.center))
        pygame.draw.rect(surface, theme.HILITE, r, 4, border_radius=4)
        return
    show = comp.hover_place()
    if show is None or show[1] is None:
        return
    pos, q = show
    choice = m.placements().get(pos, {}).get(q)
    if choice is None:
        return
    tile = m.state.tiles[choice.tile]
    turned = fixed is None and q != m.rot
    shown_q = m.rot if turned else q  # the preview shows the card's rotation
    for i, (dx, dy) in enumerate(tile.cell_offsets(shown_q)):
        r = cam.cell_rect((pos[0] + dx, pos[1] + dy))
        img = cam.painter.cell_surface(tile, i, shown_q, cam.cell)
        if turned:
            img = img.copy()
            img.set_alpha(150)
        surface.blit(img, r)
        if turned:
            surface.blit(dashed_frame(r.size, theme.HILITE, 3, max(4, cam.cell // 10)), r)
        else:
            pygame.draw.rect(surface, theme.HILITE, r, 4, border_radius=4)
    if turned:
        r = cam.cell_rect(pos)
        badge = turn_badge(max(16, cam.cell // 3))
        surface.blit(badge, badge.get_rect(center=r.center))
    if fixed is not None:  # a place the player still has to click: make it glow
        for c in m.covered_cells(show):
            r = cam.cell_rect(c)
            surface.blit(comp.glow(r.size, FITS, 48), r)


def dashed_rect(surface: pygame.Surface, colour: RGB, rect: pygame.Rect, width: int, dash: int) -> None:
    """A rectangle drawn in dashes (a place that fits only turned another way)."""
    x0, y0, x1, y1 = rect.left, rect.top, rect.right - 1, rect.bottom - 1
    for a, b in (((x0, y0), (x1, y0)), ((x1, y0), (x1, y1)), ((x1, y1), (x0, y1)), ((x0, y1), (x0, y0))):
        length = max(abs(b[0] - a[0]), abs(b[1] - a[1]))
        steps = max(1, length // (2 * dash))
        for k in range(steps + 1):
            f0 = min(1.0, 2 * k * dash / max(1, length))
            f1 = min(1.0, (2 * k + 1) * dash / max(1, length))
            if f0 >= 1.0:
                break
            p0 = (a[0] + (b[0] - a[0]) * f0, a[1] + (b[1] - a[1]) * f0)
            p1 = (a[0] + (b[0] - a[0]) * f1, a[1] + (b[1] - a[1]) * f1)
            pygame.draw.line(surface, colour, p0, p1, width)


_frames: dict = {}


def dashed_frame(size: tuple[int, int], colour: RGB, width: int, dash: int) -> pygame.Surface:
    """A dashed frame of `size` as a picture (cached: the same few sizes come back every frame)."""
    key = (tuple(size), tuple(colour), width, dash)
    img = _frames.get(key)
    if img is None:
        if len(_frames) > 64:
            _frames.clear()
        img = _frames[key] = pygame.Surface(size, pygame.SRCALPHA)
        dashed_rect(img, colour, img.get_rect(), width, dash)
    return img


_badges: dict = {}


def turn_badge(size: int) -> pygame.Surface:
    """A round badge with a clockwise arrow: "turn the tile"."""
    img = _badges.get(size)
    if img is None:
        ss = 3
        big = pygame.Surface((size * ss, size * ss), pygame.SRCALPHA)
        c = size * ss / 2
        pygame.draw.circle(big, (40, 36, 30, 230), (c, c), c)
        rad = c * 0.55
        w = max(2, int(size * ss * 0.1))
        box = pygame.Rect(0, 0, 2 * rad, 2 * rad)
        box.center = (round(c), round(c))
        pygame.draw.arc(big, (255, 250, 230), box, math.radians(-40), math.radians(200), w)
        end = (c + rad * math.cos(math.radians(-40)), c - rad * math.sin(math.radians(-40)))
        head = size * ss * 0.2
        pygame.draw.polygon(
            big,
            (255, 250, 230),
            [
                (end[0] - head, end[1] - head * 0.1),
                (end[0] + head * 0.7, end[1] - head * 0.5),
                (end[0] + head * 0.1, end[1] + head),
            ],
        )
        img = _badges[size] = pygame.transform.smoothscale(big, (size, size))
    return img


def draw_targets(comp: BoardComponent, surface: pygame.Surface) -> None:
    m = comp.model
    targets = m.targets()
    if not targets:
        return
    cam = comp.camera
    drag = comp.dragging
    focus = m.board_focus.current(len(targets))
    size = cam.piece_size()
    seat = m.state.current
    seen: set = set()
    corner_r = corner_radius(cam, [tg.world for tg in targets if tg.shape == "corner"])
    for i, tg in enumerate(targets):
        focused = focus == i
        if drag is not None and (tg.kind, tg.source) != drag:
            continue
        if drag is None and not tg.shown and not focused:
            continue
        x, y = cam.to_screen(*tg.world)
        x, y = round(x), round(y)
        if tg.shape == "cell" and tg.cell is not None:
            if tg.cell in seen and not focused:
                continue
            seen.add(tg.cell)
            cr = cam.cell_rect(tg.cell).inflate(-6, -6)
            surface.blit(comp.glow(cr.size, (255, 240, 150), 72), cr)
            pygame.draw.rect(surface, tg.colour, cr, 3, border_radius=8)
            if focused:
                img = icons.thing(tg.kind, int(cam.cell * 0.62), m.colour(seat))
                surface.blit(img, img.get_rect(center=cr.center))
                pygame.draw.rect(surface, theme.ACCENT, cr.inflate(6, 6), 3, border_radius=10)
            continue
        if tg.shape == "corner":
            r = corner_r
            pygame.draw.circle(surface, tg.colour, (x, y), r + 3)
            pygame.draw.circle(surface, theme.WHITE, (x, y), r, min(2, r))
            if focused:
                img = icons.thing(tg.kind, int(cam.cell * 0.2), m.colour(seat))
                surface.blit(img, img.get_rect(center=(x, y)))
                pygame.draw.circle(surface, theme.ACCENT, (x, y), r + 6, 3)
            continue
        if tg.origin is not None:
            ox, oy = cam.to_screen(*tg.origin)
            pygame.draw.line(surface, SPOT, (ox, oy), (x, y), 2)
        r = int(size * 0.5)
        surface.blit(_spot(r), (x - r - 4, y - r - 4))
        if focused:
            img = icons.thing(tg.kind, size, m.colour(seat))
            surface.blit(img, img.get_rect(center=(x, y)))
            pygame.draw.circle(surface, theme.ACCENT, (x, y), r + 6, 3)


def corner_radius(cam: BoardView, worlds: Iterable[Sequence[float]]) -> int:
    """The radius of the corner targets' rings: a tenth of a cell, and small enough that the rings of
    neighbouring corners (their outer edge 3 px out) never cover one another however far the board is zoomed
    out (a token dragged over every savanna corner at 1024 x 640)."""
    r = max(6, int(cam.cell * 0.1))
    pts = tuple(sorted({(round(w[0], 4), round(w[1], 4)) for w in worlds}))
    if pts not in _nearest:
        if len(_nearest) > 8:
            _nearest.clear()
        _nearest[pts] = min(
            (math.hypot(a[0] - b[0], a[1] - b[1]) for i, a in enumerate(pts) for b in pts[i + 1 :]), default=None
        )
    nearest = _nearest[pts]  # in cells
    if nearest is not None:
        r = min(r, int(nearest * cam.cell / 2) - 4)
    return max(1, r)


_nearest: dict = {}  # the corner targets' points -> the least distance between two of them (cells)


_spots: dict = {}


def _spot(r: int) -> pygame.Surface:
    img = _spots.get(r)
    if img is None:
        img = pygame.Surface((r * 2 + 8, r * 2 + 8), pygame.SRCALPHA)
        pygame.draw.circle(img, (255, 240, 150, 110), (r + 4, r + 4), r + 3)
        pygame.draw.circle(img, (255, 255, 255, 230), (r + 4, r + 4), r, 3)
        _spots[r] = img
    return img
