"""The main menu: New game, Learn to play, Continue (the most recent game in progress), Load, Settings, Rules,
Statistics (the players' records), Quit.

Up/Down (or Tab) move the keyboard focus, Enter presses the focused button; the focus starts on Continue
when there is a game to continue, so Enter, Enter resumes it and never starts over it.  Every game has its
own save file, so New game never overwrites another game either.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from .. import theme
from ..i18n import t
from ..widgets import Button
from .base import Scene, backdrop, fit_buttons, title

if TYPE_CHECKING:
    from ..app import App


class MenuScene(Scene):
    name = "menu"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.message = ""
        self.latest = self.latest_game()
        self.focus = 0
        self.layout()
        if self.latest is not None:  # Enter resumes the game in progress, never starts over it
            self.focus = self.keys.index("menu.continue")

    def latest_game(self) -> Any:
        """The library entry of the most recent game in progress, or None."""
        lib = self.app.keeper.library()
        return lib.latest_in_progress() if lib is not None else None

    def layout(self) -> None:
        w, h = self.app.size
        bw, bh, gap = self.px(360), self.px(58), self.px(14)
        title_h = theme.line_height(theme.role("display", self.scale)) + theme.line_height(
            theme.role("heading", self.scale)
        )
        items = [
            ("menu.new", self.new_game, "primary"),
            ("menu.learn", self.learn, "normal"),
            ("menu.continue", self.continue_game, "normal"),
            ("menu.load", self.load, "normal"),
            ("menu.settings", self.settings, "normal"),
            ("menu.rules", self.rules, "normal"),
            ("menu.stats", self.stats, "normal"),
            ("menu.quit", self.quit, "normal"),
        ]
        block = title_h + self.px(30) + len(items) * bh + (len(items) - 1) * gap
        self.title_y = max(self.px(16), (h - block) // 2 - self.px(20))
        y = self.title_y + title_h + self.px(30)
        x = w // 2 - bw // 2
        self.buttons = []
        self.keys = [key for key, _action, _kind in items]
        for i, (key, action, kind) in enumerate(items):
            b = Button(
                (x, y + i * (bh + gap), bw, bh),
                (lambda k=key: t(k)),
                action,
                theme.role("heading", self.scale) + 4,
                kind,
            )
            if key == "menu.continue":
                b.enabled = self.latest is not None
            self.buttons.append(b)
        fit_buttons(self.buttons, theme.role("heading", self.scale) + 4)

    def widgets(self) -> list:
        from game import __version__

        from ..component import Widget

        w, h = self.app.size
        sc = self.scale
        display = theme.role("display", sc)
        size = theme.fit_size(t("app.title"), w - 40, display, True)
        tw, th = theme.font(size, True).size(t("app.title"))
        title_r = pygame.Rect(0, 0, tw, th)
        title_r.center = (w // 2, self.title_y + theme.line_height(display) // 2)
        vw, vh = theme.font(theme.role("tiny", sc)).size(t("menu.version", version=__version__))
        version = pygame.Rect(w - self.px(12) - vw, h - self.px(10) - vh, vw, vh)
        return [Widget("title", title_r), Widget("version", version)] + super().widgets()

    def new_game(self) -> None:
        self.app.show("setup")

    def learn(self) -> None:
        self.app.show("learn")

    def continue_game(self) -> None:
        entry = self.latest_game()
        if entry is None:
            return
        error = self.app.open_saved(entry.path)
        if error is not None:
            self.message = t("load.broken", reason=error)
            self.latest = self.latest_game()
            self.layout()

    def load(self) -> None:
        self.app.show("load")

    def settings(self) -> None:
        self.app.show("settings")

    def rules(self) -> None:
        self.app.show("rules")

    def stats(self) -> None:
        self.app.show("stats")

    def quit(self) -> None:
        self.app.request_quit()

    def back(self) -> None:
        pass

    def move_focus(self, step: int) -> None:
        n = len(self.buttons)
        for _ in range(n):
            self.focus = (self.focus + step) % n
            if self.buttons[self.focus].enabled:
                return

    def handle(self, e: pygame.event.Event) -> None:
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
            self.dirty = True

    def draw(self, surface: pygame.Surface) -> None:
        from game import __version__

        backdrop(surface)
        sc = self.scale
        display = theme.role("display", sc)
        r = title(surface, "app.title", self.title_y + theme.line_height(display) // 2, display)
        w, h = surface.get_size()
        tag = theme.role("heading", sc)
        theme.blit_text(
            surface, t("menu.tagline"), (w // 2, r.bottom + self.px(4)), tag, (220, 210, 190), False, "midtop"
        )
        for i, b in enumerate(self.buttons):
            b.draw(surface)
            if i == self.focus and b.enabled:  # the keyboard focus: a ring around the button
                ring = b.rect.inflate(self.px(10), self.px(10))
                pygame.draw.rect(surface, (255, 236, 170), ring, max(2, self.px(3)), border_radius=self.px(14))
        small = theme.role("small", sc)
        bottom = self.buttons[-1].rect.bottom + self.px(10)
        if self.message:
            lines, size = theme.fit_lines(
                self.message, w - self.px(80), h - bottom - self.px(40), theme.role("body", sc), True
            )
            theme.blit_lines(surface, lines, (w // 2, bottom), size, (255, 150, 130), True, "midtop")
        theme.blit_text(surface, t("menu.keys"), (w // 2, h - self.px(14)), small, (170, 170, 160), False, "midbottom")
        version = t("menu.version", version=__version__)
        theme.blit_text(
            surface,
            version,
            (w - self.px(12), h - self.px(10)),
            theme.role("tiny", sc),
            (150, 150, 140),
            False,
            "bottomright",
        )
