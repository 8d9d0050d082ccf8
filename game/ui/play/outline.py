"""Outlining a whole feature across tiles: each part of it (a feature of one placed cell) is washed in a light
colour and edged, the edge left open where the feature runs on across the cell's side, so the parts read as
one shape.

Where a feature lies in a cell is the engine's own answer (`game.core.cellshape`: the same shapes hovering
asks about), painted once per tile cell and size; the outline image of a part is cached per (tile, cell,
rotation, feature, zoom, colour), so hovering costs a few blits a frame.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.core.cellshape import cell_shape, perimeter_point

from ..image_cache import ImageCache

if TYPE_CHECKING:
    from pygame.typing import ColorLike

    from game.core.state import GameState
    from game.core.tiles import TileDef

    from ..board_view import BoardView

_owners = ImageCache(16 * 2**20)  # (tile id, cell index, size) -> the owner picture of the unturned cell
RGB = tuple[int, int, int]
Part = tuple[Sequence[int], str]  # a feature's part on the board: ((x, y), the feature's id in that cell)

_parts = ImageCache(24 * 2**20)
WASH_ALPHA = 70


def _disc(img: pygame.Surface, colour: ColorLike, c: Sequence[float], r: float, S: int) -> None:
    """A disc pixel by pixel, as `FeatureShape.covers` reads it: pixel (px, py) stands for the point
    (px / S, py / S), the pixel a point falls in being (int(x * S), int(y * S)).  (pygame's circle rounds the
    centre and the radius to whole pixels: a ring of disagreement round every baobab.)"""
    x0, x1 = max(0, int((c[0] - r) * S)), min(S, int((c[0] + r) * S) + 2)
    y0, y1 = max(0, int((c[1] - r) * S)), min(S, int((c[1] + r) * S) + 2)
    for px in range(x0, x1):
        for py in range(y0, y1):
            if (px / S - c[0]) ** 2 + (py / S - c[1]) ** 2 <= r * r:
                img.set_at((px, py), colour)


def owner_image(tile: TileDef, index: int, size: int) -> pygame.Surface:
    """The unturned cell at `size` pixels, each pixel's red value the index (+1) of the feature there: the
    engine's shapes (cellshape.py) painted bottom first, as `CellShape.feature_at` reads them top first."""
    key = (tile.id, index, size)
    img = _owners.get(key)
    if img is not None:
        return img
    shape = cell_shape(tile, index)
    img = pygame.Surface((size, size))
    S = size

    def P(p: Sequence[float]) -> tuple[float, float]:
        return (p[0] * S, p[1] * S)

    grounds = shape.ground_features
    cell = tile.cells[index]
    biggest = max(grounds, key=lambda g: len(cell.features[g.index].segments))
    img.fill((biggest.index + 1, 0, 0))
    if len(grounds) > 1:  # the open ground between shapes goes to the ground whose side is nearest
        ground_of = {seg: g.index for g in grounds for seg in cell.features[g.index].segments}
        for seg in range(12):
            halves = ((seg, seg + 0.5, -1), (seg + 0.5, seg + 1, 1))
            for a, b, step in halves:  # a side of another feature: each half to the ground next to it
                k = seg
                while k % 12 not in ground_of and abs(k - seg) < 12:
                    k += step
                owner = ground_of.get(k % 12, biggest.index)
                tri = [P((0.5, 0.5)), P(perimeter_point(a)), P(perimeter_point(b))]
                pygame.draw.polygon(img, (owner + 1, 0, 0), tri)
        for g in reversed(grounds):
            for poly in g.polygons:
                pygame.draw.polygon(img, (g.index + 1, 0, 0), [P(p) for p in poly])
    for fs in reversed(shape.order):
        colour = (fs.index + 1, 0, 0)
        for poly in fs.polygons:
            pygame.draw.polygon(img, colour, [P(p) for p in poly])
        for c, r in fs.discs:
            _disc(img, colour, c, r, S)
        if fs.ellipse is not None:
            cx, cy, ax, ay = fs.ellipse  # as a polygon: a Rect would round the ellipse to whole pixels
            ring = [(cx + ax * math.cos(a * math.pi / 24), cy + ay * math.sin(a * math.pi / 24)) for a in range(48)]
            pygame.draw.polygon(img, colour, [P(p) for p in ring])
        width = fs.half_width * S
        for curve in fs.curves:
            pts = [P(p) for p in curve]
            pygame.draw.lines(img, colour, False, pts, max(1, round(2 * width)))
            for p in pts:
                pygame.draw.circle(img, colour, p, width)
    return _owners.put(key, img)


def feature_mask(tile: TileDef, index: int, q: int, feature_index: int, size: int) -> pygame.mask.Mask:
    """Where the feature lies in the cell turned `q` quarter turns, at `size` pixels."""
    img = owner_image(tile, index, size)
    if q % 4:
        img = pygame.transform.rotate(img, -90 * (q % 4))
    return pygame.mask.from_threshold(img, (feature_index + 1, 0, 0), (1, 1, 1, 255))


def _extended(mask: pygame.mask.Mask, k: int) -> pygame.mask.Mask:
    """The mask in a frame `k` pixels wider, its border rows and columns copied outward: where the feature
    reaches a side it is taken to run on, so eroding it leaves no edge along that side."""
    w, h = mask.get_size()
    out = pygame.mask.Mask((w + 2 * k, h + 2 * k))
    out.draw(mask, (k, k))
    top = mask.overlap_mask(pygame.mask.Mask((w, 1), fill=True), (0, 0))
    bottom = mask.overlap_mask(pygame.mask.Mask((w, 1), fill=True), (0, h - 1))
    for j in range(1, k + 1):
        out.draw(top, (k, k - j))
        out.draw(bottom, (k, k + j))
    H = out.get_size()[1]
    left = out.overlap_mask(pygame.mask.Mask((1, H), fill=True), (k, 0))
    right = out.overlap_mask(pygame.mask.Mask((1, H), fill=True), (k + w - 1, 0))
    for j in range(1, k + 1):
        out.draw(left, (-j, 0))
        out.draw(right, (j, 0))
    return out


def edge_of(mask: pygame.mask.Mask, width: int) -> pygame.mask.Mask:
    """The band `width` pixels wide inside the mask's outline, except along the cell's sides it reaches."""
    k = width + 1
    padded = _extended(mask, k)
    outside = padded.copy()
    outside.invert()
    near = pygame.mask.Mask(padded.get_size())
    for dx in range(-width, width + 1):
        for dy in range(-width, width + 1):
            if dx * dx + dy * dy <= width * width:
                near.draw(outside, (dx, dy))
    inner = padded.copy()
    inner.erase(near, (0, 0))
    edge = mask.copy()
    edge.erase(inner, (-k, -k))
    return edge


def part_image(tile: TileDef, index: int, q: int, feature_index: int, size: int, colour: RGB) -> pygame.Surface:
    """A part's outline image (light wash, `colour` edge) for a cell drawn `size` pixels wide."""
    key = (tile.id, index, q % 4, feature_index, size, tuple(colour))
    img = _parts.get(key)
    if img is None:
        mask = feature_mask(tile, index, q, feature_index, size)
        width = max(2, round(size / 28))
        img = mask.to_surface(setcolor=(255, 250, 220, WASH_ALPHA), unsetcolor=(0, 0, 0, 0))
        edge = edge_of(mask, width)
        img.blit(edge.to_surface(setcolor=(*colour, 255), unsetcolor=(0, 0, 0, 0)), (0, 0))
        img = _parts.put(key, img)
    return img


def part_index(state: GameState, pos: Sequence[int], feature_id: str) -> int | None:
    c = state.board.cells.get((pos[0], pos[1]))
    if c is None:
        return None
    f = state.tiles[c[0]].cells[c[1]].feature(feature_id)
    return None if f is None else f.index


def draw_parts(
    surface: pygame.Surface, camera: BoardView, state: GameState, parts: Iterable[Part], colour: RGB
) -> None:
    """Outline the parts ((x, y), feature id) of a feature on the board as `camera` shows it."""
    z = camera.cell
    view = camera.rect
    for xy, fid in parts:
        pos = (xy[0], xy[1])
        c = state.board.cells.get(pos)
        if c is None:
            continue
        r = camera.cell_rect(pos)
        if not r.colliderect(view):
            continue
        idx = part_index(state, pos, fid)
        if idx is None:
            continue
        surface.blit(part_image(state.tiles[c[0]], c[1], c[2], idx, z, colour), r)


def draw_cells(
    surface: pygame.Surface, camera: BoardView, cells: Iterable[Sequence[int]], colour: ColorLike, width: int = 3
) -> None:
    """A frame round each cell (a tile a log line names, a watering hole's tiles...)."""
    for pos in cells:
        r = camera.cell_rect(tuple(pos))
        if r.colliderect(camera.rect):
            pygame.draw.rect(surface, colour, r, width, border_radius=max(2, camera.cell // 14))
