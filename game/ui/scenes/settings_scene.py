"""Settings: language, full screen, animation speed, sound.  Kept in the platformdirs config folder."""

from __future__ import annotations

import pygame

from .. import theme
from ..i18n import t
from ..widgets import Button
from .base import Scene, backdrop, title

SPEEDS = (0.5, 1.0, 1.5, 2.0, 3.0)


class SettingsScene(Scene):
    name = "settings"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.layout()

    def layout(self) -> None:
        w, h = self.app.size
        self.panel = pygame.Rect(w // 2 - 360, 150, 720, 420)
        x = self.panel.x + 330
        y = self.panel.y + 40
        self.rows = ["settings.language", "settings.fullscreen", "settings.speed", "settings.sound"]
        self.buttons = [
            Button((x, y, 340, 50), lambda: t("lang." + self.app.settings.language), self.cycle_language, 20),
            Button(
                (x, y + 80, 340, 50),
                lambda: t("settings.on" if self.app.settings.fullscreen else "settings.off"),
                self.app.toggle_fullscreen,
                20,
            ),
            Button(
                (x, y + 160, 340, 50),
                lambda: t("settings.speed_value", v=self.app.settings.animation_speed),
                self.cycle_speed,
                20,
            ),
            Button(
                (x, y + 240, 340, 50),
                lambda: t("settings.on" if self.app.settings.sound else "settings.off"),
                self.toggle_sound,
                20,
            ),
            Button((w // 2 - 110, self.panel.bottom + 30, 220, 54), lambda: t("setup.back"), self.back, 20),
        ]

    def cycle_language(self) -> None:
        s = self.app.settings
        s.language = "ru" if s.language == "en" else "en"
        self.app.apply_settings()

    def cycle_speed(self) -> None:
        s = self.app.settings
        i = min(range(len(SPEEDS)), key=lambda k: abs(SPEEDS[k] - s.animation_speed))
        s.animation_speed = SPEEDS[(i + 1) % len(SPEEDS)]
        self.app.apply_settings()

    def toggle_sound(self) -> None:
        self.app.settings.sound = not self.app.settings.sound
        self.app.apply_settings()
        self.app.sound.play("click")

    def draw(self, surface) -> None:
        backdrop(surface)
        title(surface, "settings.title", 80, 48)
        theme.panel(surface, self.panel)
        for i, key in enumerate(self.rows):
            theme.blit_text(
                surface, t(key), (self.panel.x + 40, self.panel.y + 65 + 80 * i), 22, theme.INK, True, "midleft"
            )
        for b in self.buttons:
            b.draw(surface)
        theme.blit_text(
            surface,
            t("settings.where"),
            (surface.get_width() // 2, self.panel.bottom - 24),
            14,
            theme.INK_SOFT,
            False,
            "center",
        )
