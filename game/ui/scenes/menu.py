"""The main menu: New game, Continue (the latest autosave), Load, Settings, Rules, Quit."""

from __future__ import annotations

import pygame

from .. import theme
from ..i18n import t
from ..widgets import Button
from .base import Scene, backdrop, title


class MenuScene(Scene):
    name = "menu"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.message = ""
        self.layout()

    def autosave_path(self):
        from ..app import AUTOSAVE

        try:
            p = self.app.saves_dir() / AUTOSAVE
        except OSError:
            return None
        return p if p.exists() else None

    def layout(self) -> None:
        w, h = self.app.size
        bw, bh = 360, 58
        x = w // 2 - bw // 2
        y = h // 2 - 190
        items = [
            ("menu.new", self.new_game, "primary"),
            ("menu.continue", self.continue_game, "normal"),
            ("menu.load", self.load, "normal"),
            ("menu.settings", self.settings, "normal"),
            ("menu.rules", self.rules, "normal"),
            ("menu.quit", self.quit, "normal"),
        ]
        self.buttons = []
        for i, (key, action, kind) in enumerate(items):
            b = Button((x, y + i * (bh + 14), bw, bh), (lambda k=key: t(k)), action, 24, kind)
            if key == "menu.continue":
                b.enabled = self.autosave_path() is not None
            self.buttons.append(b)

    def new_game(self):
        from .setup import SetupScene

        self.app.switch(SetupScene(self.app))

    def continue_game(self):
        from game.persistence import SaveError, load_game

        path = self.autosave_path()
        if path is None:
            return
        try:
            self.app.start_game(load_game(path))
        except SaveError as exc:
            self.message = t("load.broken", reason=str(exc))

    def load(self):
        from .load import LoadScene

        self.app.switch(LoadScene(self.app))

    def settings(self):
        from .settings_scene import SettingsScene

        self.app.switch(SettingsScene(self.app))

    def rules(self):
        from .rules import RulesScene

        self.app.switch(RulesScene(self.app))

    def quit(self):
        self.app.running = False

    def back(self):
        pass

    def handle(self, e) -> None:
        super().handle(e)
        if e.type == pygame.KEYDOWN and e.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.new_game()

    def draw(self, surface) -> None:
        backdrop(surface)
        title(surface, "app.title", 120, 84)
        w, h = surface.get_size()
        theme.blit_text(surface, t("menu.tagline"), (w // 2, 180), 22, (220, 210, 190), False, "center")
        for b in self.buttons:
            b.draw(surface)
        if self.message:
            theme.blit_text(surface, self.message, (w // 2, h - 60), 18, (255, 150, 130), True, "center")
        theme.blit_text(surface, t("menu.keys"), (w // 2, h - 28), 15, (170, 170, 160), False, "center")
