"""Modal dialogs: Save as."""

from __future__ import annotations

import re
from datetime import datetime

import pygame

from .. import theme
from ..i18n import t
from ..layout import effective_scale
from ..widgets import Button, TextField


class SaveDialog:
    def __init__(self, app, game) -> None:
        self.app = app
        self.game = game
        w, h = app.size
        sc = effective_scale((w, h), app.ui_scale)
        self.scale = sc
        self.rect = pygame.Rect(0, 0, round(520 * sc), round(250 * sc))
        self.rect.center = (w // 2, h // 2)
        pad = round(30 * sc)
        name = f"{game.setup.edition}-{datetime.now().strftime('%Y%m%d-%H%M')}"
        self.field = TextField(
            (self.rect.x + pad, self.rect.y + round(64 * sc), self.rect.w - 2 * pad, round(44 * sc)),
            name,
            40,
            theme.role("heading", sc),
        )
        self.field.focus = True
        self.message = ""
        bw, bh, bsize = round(200 * sc), round(46 * sc), theme.role("heading", sc)
        self.buttons = [
            Button(
                (self.rect.x + pad, self.rect.bottom - pad - bh, bw, bh),
                lambda: t("save.save"),
                self.save,
                bsize,
                "primary",
            ),
            Button(
                (self.rect.right - pad - bw, self.rect.bottom - pad - bh, bw, bh),
                lambda: t("save.cancel"),
                self.close,
                bsize,
            ),
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
        sc = self.scale
        theme.panel(surface, self.rect)
        head = theme.fit_size(t("save.title"), self.rect.w - 40, theme.role("heading", sc) + 4, True)
        theme.blit_text(
            surface, t("save.title"), (self.rect.centerx, self.rect.y + round(20 * sc)), head, theme.INK, True, "midtop"
        )
        self.field.draw(surface)
        y = self.field.rect.bottom + round(8 * sc)
        if self.message:
            lines, size = theme.fit_lines(
                self.message, self.rect.w - 40, self.buttons[0].rect.y - y - 4, theme.role("small", sc), True
            )
            theme.blit_lines(surface, lines, (self.rect.centerx, y), size, theme.BAD, True, "midtop")
        else:
            keys = t("save.keys")
            size = theme.fit_size(keys, self.rect.w - 40, theme.role("small", sc))
            theme.blit_text(surface, keys, (self.rect.centerx, y), size, theme.INK_SOFT, False, "midtop")
        for b in self.buttons:
            b.draw(surface)
