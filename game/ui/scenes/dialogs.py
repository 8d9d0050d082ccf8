"""Modal dialogs: Save as."""

from __future__ import annotations

import re
from datetime import datetime

import pygame

from .. import theme
from ..i18n import t
from ..widgets import Button, TextField


class SaveDialog:
    def __init__(self, app, game) -> None:
        self.app = app
        self.game = game
        w, h = app.size
        self.rect = pygame.Rect(w // 2 - 260, h // 2 - 110, 520, 220)
        name = f"{game.setup.edition}-{datetime.now().strftime('%Y%m%d-%H%M')}"
        self.field = TextField((self.rect.x + 30, self.rect.y + 70, 460, 44), name, 40)
        self.field.focus = True
        self.message = ""
        self.buttons = [
            Button(
                (self.rect.x + 30, self.rect.bottom - 70, 200, 46), lambda: t("save.save"), self.save, 20, "primary"
            ),
            Button((self.rect.right - 230, self.rect.bottom - 70, 200, 46), lambda: t("save.cancel"), self.close, 20),
        ]
        pygame.key.start_text_input()

    def close(self) -> None:
        self.app.modal = None

    def save(self) -> None:
        from game.persistence import save_game

        name = re.sub(r"[^\w\-. ]", "_", self.field.value.strip()) or "save"
        if not name.endswith(".json"):
            name += ".json"
        try:
            path = save_game(self.game, self.app.saves_dir() / name)
        except OSError as exc:
            self.message = t("save.failed", reason=exc.strerror or str(exc))
            return
        self.close()
        scene = self.app.scene
        if hasattr(scene, "set_status"):
            scene.set_status(t("save.done", name=path.name))

    def handle(self, e) -> None:
        if e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE:
            self.close()
            return
        if e.type == pygame.KEYDOWN and e.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.save()
            return
        self.field.handle(e)
        if e.type == pygame.MOUSEBUTTONDOWN:
            self.field.focus = True
        for b in self.buttons:
            b.handle(e)

    def draw(self, surface) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 120))
        surface.blit(veil, (0, 0))
        theme.panel(surface, self.rect)
        theme.blit_text(surface, t("save.title"), (self.rect.centerx, self.rect.y + 22), 24, theme.INK, True, "midtop")
        self.field.draw(surface)
        if self.message:
            theme.blit_text(
                surface, self.message, (self.rect.centerx, self.rect.y + 124), 15, theme.BAD, True, "midtop"
            )
        for b in self.buttons:
            b.draw(surface)
