"""The main menu: New game, Continue (the most recent game in progress), Load, Settings, Rules, Quit.

Up/Down (or Tab) move the keyboard focus, Enter presses the focused button; the focus starts on Continue
when there is a game to continue, so Enter, Enter resumes it and never starts over it.  Every game has its
own save file, so New game never overwrites another game either.
"""

from __future__ import annotations

import pygame

from .. import theme
from ..i18n import t
from ..keeper import ui_scale
from ..widgets import Button
from .base import Scene, backdrop, title


class MenuScene(Scene):
    name = "menu"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.message = ""
        self.latest = self.latest_game()
        self.focus = 1 if self.latest is not None else 0
        self.layout()

    def latest_game(self):
        """The library entry of the most recent game in progress, or None."""
        lib = self.app.keeper.library()
        return lib.latest_in_progress() if lib is not None else None

    def layout(self) -> None:
        w, h = self.app.size
        s = ui_scale((w, h))
        bw, bh, gap = round(360 * s), round(54 * s), round(12 * s)
        items = [
            ("menu.new", self.new_game, "primary"),
            ("menu.continue", self.continue_game, "normal"),
            ("menu.load", self.load, "normal"),
            ("menu.settings", self.settings, "normal"),
            ("menu.rules", self.rules, "normal"),
            ("menu.quit", self.quit, "normal"),
        ]
        top = round(h * 0.27)
        room = h - top - round(70 * s)  # the keys line below
        while len(items) * (bh + gap) > room and bh > 30:
            bh, gap = bh - 2, max(6, gap - 1)
        x = w // 2 - bw // 2
        self.buttons = []
        for i, (key, action, kind) in enumerate(items):
            b = Button((x, top + i * (bh + gap), bw, bh), (lambda k=key: t(k)), action, round(24 * s), kind)
            if key == "menu.continue":
                b.enabled = self.latest is not None
            self.buttons.append(b)

    def new_game(self):
        from .setup import SetupScene

        self.app.switch(SetupScene(self.app))

    def continue_game(self):
        entry = self.latest_game()
        if entry is None:
            return
        error = self.app.open_saved(entry.path)
        if error is not None:
            self.message = t("load.broken", reason=error)
            self.latest = self.latest_game()
            self.layout()

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
        self.app.request_quit()

    def back(self):
        pass

    def move_focus(self, step: int) -> None:
        n = len(self.buttons)
        for _ in range(n):
            self.focus = (self.focus + step) % n
            if self.buttons[self.focus].enabled:
                return

    def handle(self, e) -> None:
        super().handle(e)
        if e.type == pygame.KEYDOWN:
            if e.key in (pygame.K_DOWN, pygame.K_TAB) and not (e.key == pygame.K_TAB and e.mod & pygame.KMOD_SHIFT):
                self.move_focus(1)
            elif e.key in (pygame.K_UP, pygame.K_TAB):
                self.move_focus(-1)
            elif e.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                b = self.buttons[self.focus]
                if b.enabled and b.action:
                    b.action()

    def draw(self, surface) -> None:
        backdrop(surface)
        w, h = surface.get_size()
        s = ui_scale((w, h))
        title(surface, "app.title", round(h * 0.12), round(80 * s))
        theme.blit_text(
            surface,
            t("menu.tagline"),
            (w // 2, round(h * 0.12 + 66 * s)),
            round(22 * s),
            (220, 210, 190),
            False,
            "center",
        )
        for i, b in enumerate(self.buttons):
            b.draw(surface)
            if i == self.focus and b.enabled:  # the keyboard focus: a ring around the button
                ring = b.rect.inflate(round(10 * s), round(10 * s))
                pygame.draw.rect(surface, (255, 236, 170), ring, max(2, round(3 * s)), border_radius=round(14 * s))
        if self.message:
            lines = theme.wrap(self.message, w - 80, round(17 * s), True)[:2]
            for i, line in enumerate(lines):
                y = h - round(70 * s) + i * round(20 * s) - (len(lines) - 1) * round(20 * s)
                theme.blit_text(surface, line, (w // 2, y), round(17 * s), (255, 150, 130), True, "center")
        theme.blit_text(
            surface, t("menu.keys"), (w // 2, h - round(28 * s)), round(15 * s), (170, 170, 160), False, "center"
        )
