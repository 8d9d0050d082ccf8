"""Shared look of the menu-like scenes: a decorated backdrop, a title, a column of buttons; each lays itself
out from the window size and the UI scale (`self.scale`), and is drawn again only when something changed."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

import pygame

from .. import theme
from ..i18n import t

if TYPE_CHECKING:
    from ..app import App

_backdrop: dict = {}


def backdrop(surface: pygame.Surface) -> None:
    """Scattered painted tiles under a dark veil: the box lid of the menus (tiles larger on larger windows)."""
    size = surface.get_size()
    img = _backdrop.get(size)
    if img is None:
        img = pygame.Surface(size)
        img.fill((30, 38, 42))
        try:
            from game.core.registry import feature_kinds
            from game.core.tiles import load_edition_tiles
            from game.editions import EDITION_NAMES

            from ..tile_painter import TilePainter

            rng = random.Random(7)
            cell = max(100, min(200, size[1] // 7))
            for ed in EDITION_NAMES:
                ts = load_edition_tiles(ed)
                painter = TilePainter(ed, feature_kinds(ed))
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


def title(surface: pygame.Surface, text_key: str, y: int = 70, size: int = 54) -> pygame.Rect:
    """A screen's title centred at height `y` (shrunk to the window's width); the rectangle it covers."""
    w = surface.get_width()
    text = t(text_key)
    size = theme.fit_size(text, w - 40, size, True)
    theme.blit_text(surface, text, (w // 2 + 3, y + 3), size, (0, 0, 0), True, "center")
    return theme.blit_text(surface, text, (w // 2, y), size, (244, 218, 150), True, "center")


def fit_buttons(buttons: Any, size: int, also: tuple = ()) -> None:
    """One font size for a group of buttons: the largest at which every label fits its own button (and
    each text of `also`, labels a button may take later, fits the narrowest)."""
    if buttons:
        common = min(theme.fit_size(b.text(), b.rect.w - 16, size, True) for b in buttons)
        room = min(b.rect.w for b in buttons) - 16
        common = min([common] + [theme.fit_size(x, room, size, True) for x in also])
        for b in buttons:
            b.size = common


class Scene:
    name = "scene"

    def __init__(self, app: App) -> None:
        self.app = app
        self.buttons: list = []
        self.dirty = True

    @property
    def scale(self) -> float:
        """The UI scale this window is drawn at (the player's, lowered for a small window)."""
        from ..layout import effective_scale

        return effective_scale(self.app.size, self.app.ui_scale)

    def px(self, v: float) -> int:
        return round(v * self.scale)

    def resize(self, size: tuple[int, int]) -> None:
        self.layout()
        self.dirty = True

    def layout(self) -> None:
        pass

    def widgets(self) -> list:
        """The visible widgets' rectangles (for the layout tests): the buttons by default."""
        from ..component import Widget

        return [Widget(f"button{i}", pygame.Rect(b.rect)) for i, b in enumerate(self.buttons)]

    def handle(self, e: pygame.event.Event) -> None:
        self.dirty = True
        for b in list(self.buttons):
            if b.handle(e) and e.type == pygame.MOUSEBUTTONDOWN:
                self.app.sound.play("click")
                return
        if e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE:
            self.back()

    def back(self) -> None:
        self.app.to_menu()

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface)
        for b in self.buttons:
            b.draw(surface)
