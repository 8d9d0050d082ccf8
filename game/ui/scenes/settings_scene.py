"""Settings: language, full screen, animation speed, sound, following the play, UI scale.  Kept in the platformdirs config folder."""

from __future__ import annotations

import pygame

from .. import layout, theme
from ..i18n import t
from ..widgets import Button
from .base import Scene, backdrop, fit_buttons, title

SPEEDS = (0.5, 1.0, 1.5, 2.0, 3.0)
ROWS = (
    "settings.language",
    "settings.fullscreen",
    "settings.speed",
    "settings.sound",
    "settings.follow",
    "settings.ui_scale",
)


class SettingsScene(Scene):
    name = "settings"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.layout()

    def layout(self) -> None:
        w, h = self.app.size
        row_h, bh = self.px(72), self.px(50)
        self.title_y = self.px(70)
        top = self.title_y + self.px(50)
        self.panel = layout.centred((w, h), self.px(760), self.px(40) + len(ROWS) * row_h + self.px(40), top)
        x = self.panel.x + self.panel.w * 9 // 20
        bw = self.panel.right - self.px(30) - x
        y = self.panel.y + self.px(30)
        self.row_y = [y + i * row_h + bh // 2 for i in range(len(ROWS))]
        labels = [
            (lambda: t("lang." + self.app.settings.language), self.cycle_language),
            (lambda: t("settings.on" if self.app.settings.fullscreen else "settings.off"), self.app.toggle_fullscreen),
            (lambda: t("settings.speed_value", v=self.app.settings.animation_speed), self.cycle_speed),
            (lambda: t("settings.on" if self.app.settings.sound else "settings.off"), self.toggle_sound),
            (lambda: t("settings.on" if self.app.settings.follow_play else "settings.off"), self.toggle_follow),
            (self.scale_label, self.cycle_scale),
        ]
        size = theme.role("heading", self.scale)
        self.buttons = [
            Button((x, y + i * row_h, bw, bh), label, action, size) for i, (label, action) in enumerate(labels)
        ]
        fit_buttons(self.buttons, size)
        back = Button((0, 0, self.px(220), self.px(54)), lambda: t("setup.back"), self.back, size)
        back.rect.midtop = (w // 2, min(h - self.px(64), self.panel.bottom + self.px(24)))
        self.buttons.append(back)

    def scale_label(self) -> str:
        s = self.app.settings.ui_scale
        if s is None:
            return t("settings.ui_scale_auto", v=round(self.app.ui_scale * 100))
        return t("settings.ui_scale_value", v=round(s * 100))

    def cycle_language(self) -> None:
        self.app.choose_language("ru" if self.app.settings.language == "en" else "en")
        self.layout()

    def cycle_speed(self) -> None:
        s = self.app.settings
        i = min(range(len(SPEEDS)), key=lambda k: abs(SPEEDS[k] - s.animation_speed))
        s.animation_speed = SPEEDS[(i + 1) % len(SPEEDS)]
        self.app.apply_settings()

    def toggle_sound(self) -> None:
        self.app.settings.sound = not self.app.settings.sound
        self.app.apply_settings()
        self.app.sound.play("click")

    def toggle_follow(self) -> None:
        self.app.settings.follow_play = not self.app.settings.follow_play
        self.app.apply_settings()

    def cycle_scale(self) -> None:
        """Automatic, then each scale in turn (the window is laid out again at once)."""
        s = self.app.settings
        order: list = [None, *layout.SCALES]
        s.ui_scale = order[(order.index(s.ui_scale) + 1) % len(order)] if s.ui_scale in order else None
        self.app.apply_settings()
        self.app.relayout()

    def draw(self, surface) -> None:
        backdrop(surface)
        title(surface, "settings.title", self.title_y, theme.role("title", self.scale))
        theme.panel(surface, self.panel)
        size = theme.role("heading", self.scale)
        room = self.buttons[0].rect.x - self.panel.x - self.px(60)
        common = theme.fit_group([t(k) for k in ROWS], room, size, True)
        for y, key in zip(self.row_y, ROWS):
            theme.blit_text(surface, t(key), (self.panel.x + self.px(36), y), common, theme.INK, True, "midleft")
        for b in self.buttons:
            b.draw(surface)
        where = t("settings.where")
        small = theme.fit_size(where, self.panel.w - self.px(40), theme.role("small", self.scale))
        theme.blit_text(
            surface,
            where,
            (self.panel.centerx, self.panel.bottom - self.px(16)),
            small,
            theme.INK_SOFT,
            False,
            "center",
        )

    def widgets(self) -> list:
        from ..component import Widget

        kids = tuple(Widget(f"button{i}", pygame.Rect(b.rect)) for i, b in enumerate(self.buttons[:-1]))
        return [Widget("panel", pygame.Rect(self.panel), kids), Widget("back", pygame.Rect(self.buttons[-1].rect))]
