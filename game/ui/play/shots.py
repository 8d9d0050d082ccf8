"""What `main.py --screenshot` can show besides the plain play screen, so that every aid can be looked at
headless: `--view tiles` (the tiles still to come) and `--hover X,Y` (the pointer resting at a screen point:
the feature card, the outline, the hover text)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from . import intents as I
from .scene import PlayScene

if TYPE_CHECKING:
    from ..app import App


def prepare(app: App, view: str | None, hover: tuple[int, int] | None) -> None:
    """Open the view and rest the pointer as asked, through the real loop (the tooltip's delay included)."""
    scene = app.scene
    if view == "tiles" and isinstance(scene, PlayScene) and not scene.tiles_view.visible:
        scene.apply(I.ToggleTiles())
    if hover is not None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=hover, rel=(0, 0), buttons=(0, 0, 0)))
        for _ in range(50):  # the tooltip appears after TooltipLayer.DELAY
            app.frame(1 / 60)
    for _ in range(2):
        app.frame(1 / 60)
