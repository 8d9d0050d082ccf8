"""The pictures of a rules document, drawn by the game's own painters: `icon:NAME` and `piece:NAME` from the SVG
icons (a piece in a player's colour), `tile:TILE_ID` painted by the tile painter from the edition's box (a tile
of several cells whole), and `example:NAME` as the worked example's board (`examples`)."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.registry import feature_kinds, is_edition
from game.core.tiles import TileError, load_edition_tiles
from game.rules_docs import Image

from .. import icons, theme
from ..tile_painter import TilePainter

PIECE_COLOUR = theme.SEAT_COLOURS["red"]  # a player's colour that reads on the light page

_painters: dict[str, TilePainter] = {}
_tiles: dict = {}


def _tile(edition: str, tile_id: str) -> Any:
    if not is_edition(edition):
        return None
    try:
        box = load_edition_tiles(edition)
    except (TileError, OSError):
        return None
    return box.tiles.get(tile_id)


def tile_extent(edition: str) -> Any:
    """For the layout: a tile id of `edition` -> (cells across, cells down), (1, 1) when unknown."""

    def extent(tile_id: str) -> tuple[int, int]:
        tile = _tile(edition, tile_id)
        if tile is None:
            return 1, 1
        offs = tile.cell_offsets(0)
        xs, ys = [o[0] for o in offs], [o[1] for o in offs]
        return max(xs) - min(xs) + 1, max(ys) - min(ys) + 1

    return extent


def painter(edition: str) -> TilePainter:
    got = _painters.get(edition)
    if got is None:
        got = _painters[edition] = TilePainter(edition, feature_kinds(edition))
    return got


def tile_image(edition: str, tile_id: str, size: tuple[int, int]) -> pygame.Surface:
    """The tile painted whole (every cell at its place), filling `size` (cached)."""
    key = (edition, tile_id, tuple(size))
    got = _tiles.get(key)
    if got is not None:
        return got
    tile = _tile(edition, tile_id)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    if tile is None:
        missing(surf, surf.get_rect())
    else:
        offs = tile.cell_offsets(0)
        x0, y0 = min(o[0] for o in offs), min(o[1] for o in offs)
        nx, ny = tile_extent(edition)(tile_id)
        cell = max(8, min(size[0] // nx, size[1] // ny))
        for i, (dx, dy) in enumerate(offs):
            img = painter(edition).cell_surface(tile, i, 0, cell)
            surf.blit(img, ((dx - x0) * cell, (dy - y0) * cell))
        pygame.draw.rect(surf, (60, 50, 40), (0, 0, nx * cell, ny * cell), 1)
    if len(_tiles) > 200:
        _tiles.clear()
    _tiles[key] = surf
    return surf


def missing(surface: pygame.Surface, rect: Any) -> None:
    """What stands in for a picture that cannot be drawn: a grey box with a question mark."""
    pygame.draw.rect(surface, (200, 192, 176), rect, border_radius=6)
    pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 2, border_radius=6)
    size = max(10, min(rect.w, rect.h) // 2)
    theme.blit_text(surface, "?", rect.center, size, theme.INK_SOFT, True, "center")


def draw_picture(surface: pygame.Surface, image: Image, rect: pygame.Rect, edition: str) -> None:
    """An icon, piece or tile picture into `rect` (screen coordinates)."""
    side = min(rect.w, rect.h)
    if image.scheme == "icon":
        img = icons.get(image.target, side)
    elif image.scheme == "piece":
        img = icons.thing(image.target, side, PIECE_COLOUR)
    elif image.scheme == "tile":
        img = tile_image(edition, image.target, rect.size)
        shadow = img.get_bounding_rect().move(rect.x + 3, rect.y + 4)
        pygame.draw.rect(surface, (150, 138, 118), shadow)
    else:
        missing(surface, rect)
        return
    surface.blit(img, img.get_rect(center=rect.center) if image.scheme != "tile" else rect.topleft)
