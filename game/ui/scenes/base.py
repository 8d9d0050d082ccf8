"""Shared look of the menu-like scenes: a decorated backdrop, a title, a column of buttons."""

from __future__ import annotations

import random

import pygame

from .. import theme
from ..i18n import t

_backdrop = {}


def backdrop(surface) -> None:
    """Scattered painted tiles under a dark veil: the box lid of the menus."""
    size = surface.get_size()
    img = _backdrop.get(size)
    if img is None:
        img = pygame.Surface(size)
        img.fill((30, 38, 42))
        try:
            from game.core.tiles import EDITION_KINDS, load_edition_tiles

            from ..tile_painter import TilePainter

            rng = random.Random(7)
            cell = 120
            for ed in ("hill_dale", "safari", "amazonas", "hunters"):
                ts = load_edition_tiles(ed)
                painter = TilePainter(ed, EDITION_KINDS[ed])
                tiles = [tl for tl in ts.tiles.values() if len(tl.cells) == 1]
                for _ in range(9):
                    tl = rng.choice(tiles)
                    surf = painter.cell_surface(tl, 0, rng.randrange(4), cell)
                    x = rng.randrange(-40, size[0] - 60)
                    y = rng.randrange(-40, size[1] - 60)
                    rot = pygame.transform.rotate(surf, rng.uniform(-25, 25))
                    img.blit(rot, (x, y))
        except Exception:
            pass
        veil = pygame.Surface(size, pygame.SRCALPHA)
        veil.fill((18, 22, 26, 185))
        img.blit(veil, (0, 0))
        _backdrop.clear()
        _backdrop[size] = img = img.convert()
    surface.blit(img, (0, 0))


def title(surface, text_key: str, y: int = 70, size: int = 54) -> None:
    w = surface.get_width()
    theme.blit_text(surface, t(text_key), (w // 2 + 3, y + 3), size, (0, 0, 0), True, "center")
    theme.blit_text(surface, t(text_key), (w // 2, y), size, (244, 218, 150), True, "center")


class Scene:
    name = "scene"

    def __init__(self, app) -> None:
        self.app = app
        self.buttons = []

    def resize(self, size) -> None:
        self.layout()

    def layout(self) -> None:
        pass

    def handle(self, e) -> None:
        for b in list(self.buttons):
            if b.handle(e) and e.type == pygame.MOUSEBUTTONDOWN:
                self.app.sound.play("click")
                return
        if e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE:
            self.back()

    def back(self) -> None:
        self.app.to_menu()

    def update(self, dt) -> None:
        pass

    def draw(self, surface) -> None:
        backdrop(surface)
        for b in self.buttons:
            b.draw(surface)
