"""Settings: language, full screen, interface size, animation speed, how computer turns are shown, reduced
motion, following the play, sound and the volumes of effects and of the interface.  Kept in the platformdirs config folder."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from .. import layout, theme
from ..i18n import t
from ..widgets import Button
from .base import Scene, backdrop, fit_buttons, title

if TYPE_CHECKING:
    from ..app import App

SPEEDS = (0.5, 1.0, 1.5, 2.0, 3.0)
ROWS = (
    "settings.language",
    "settings.fullscreen",
    "settings.ui_scale",
    "settings.speed",
    "settings.pace",
    "settings.reduced_motion",
    "settings.follow",
    "settings.sound",
    "settings.effects_volume",
    "settings.interface_volume",
)
PACES = ("instant", "normal", "slow", "key")
PACE_LABELS = {
    "instant": "settings.pace_instant",
    "normal": "settings.pace_normal",
    "slow": "settings.pace_slow",
    "key": "settings.pace_key",
}
VOLUMES = (0.0, 0.25, 0.5, 0.75, 1.0)


class SettingsScene(Scene):
    name = "settings"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.layout()

    def layout(self) -> None:
        w, h = self.app.size
        self.title_y = self.px(56)
        top = self.title_y + self.px(44)
        room = h - top - self.px(110)  # the Back button under the panel
        row_h = max(self.px(30), min(self.px(64), (room - self.px(70)) // len(ROWS)))
        bh = min(self.px(46), row_h - self.px(6))
        self.panel = layout.centred((w, h), self.px(760), self.px(40) + len(ROWS) * row_h + self.px(40), top)
        x = self.panel.x + self.panel.w * 9 // 20
        bw = self.panel.right - self.px(30) - x
        y = self.panel.y + self.px(30)
        self.row_y = [y + i * row_h + bh // 2 for i in range(len(ROWS))]
        st = self.app.settings

        def on_off(name: Any) -> Any:
            return lambda: t("settings.on" if getattr(st, name) else "settings.off")

        labels = [
            (lambda: t("lang." + st.language), self.cycle_language),
            (on_off("fullscreen"), self.app.toggle_fullscreen),
            (self.scale_label, self.cycle_scale),
            (lambda: t("settings.speed_value", v=st.animation_speed), self.cycle_speed),
            (lambda: t(PACE_LABELS.get(st.computer_pace, "settings.pace_normal")), self.cycle_pace),
            (on_off("reduced_motion"), lambda: self.toggle("reduced_motion")),
            (on_off("follow_play"), lambda: self.toggle("follow_play")),
            (on_off("sound"), self.toggle_sound),
            (
                lambda: t("settings.volume_value", v=round(st.effects_volume * 100)),
                lambda: self.cycle_volume("effects"),
            ),
            (
                lambda: t("settings.volume_value", v=round(st.interface_volume * 100)),
                lambda: self.cycle_volume("interface"),
            ),
        ]
        size = theme.role("heading", self.scale) if row_h >= self.px(56) else theme.role("body", self.scale)
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

    def toggle(self, name: str) -> None:
        setattr(self.app.settings, name, not getattr(self.app.settings, name))
        self.app.apply_settings()

    def cycle_pace(self) -> None:
        """How computer turns are shown: instant, normal, slow, wait for a key."""
        s = self.app.settings
        s.computer_pace = (
            PACES[(PACES.index(s.computer_pace) + 1) % len(PACES)] if s.computer_pace in PACES else "normal"
        )
        self.app.apply_settings()

    def cycle_volume(self, group: str) -> None:
        s = self.app.settings
        name = f"{group}_volume"
        now = getattr(s, name)
        i = min(range(len(VOLUMES)), key=lambda k: abs(VOLUMES[k] - now))
        setattr(s, name, VOLUMES[(i + 1) % len(VOLUMES)])
        self.app.apply_settings()
        self.app.sound.play("click" if group == "interface" else "place")

    def cycle_scale(self) -> None:
        """Automatic, then each scale in turn (the window is laid out again at once)."""
        s = self.app.settings
        order: list = [None, *layout.SCALES]
        s.ui_scale = order[(order.index(s.ui_scale) + 1) % len(order)] if s.ui_scale in order else None
        self.app.apply_settings()
        self.app.relayout()

    def draw(self, surface: pygame.Surface) -> None:
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
