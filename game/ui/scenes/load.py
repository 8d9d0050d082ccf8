"""The Load screen: saves with edition, players, turn and date; a broken file shows why and is left alone."""

from __future__ import annotations

from datetime import datetime

import pygame

from .. import theme
from ..i18n import t
from ..widgets import Button
from .base import Scene, backdrop, title

ROW = 64


class LoadScene(Scene):
    name = "load"

    def __init__(self, app, error: str | None = None) -> None:
        super().__init__(app)
        self.message = t("load.broken", reason=error) if error else ""
        self.scroll = 0
        self.entries = self.scan()
        self.layout()

    def scan(self) -> list[dict]:
        from game.persistence import describe

        try:
            files = sorted(self.app.saves_dir().glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
        except OSError:
            files = []
        return [describe(p) for p in files]

    def layout(self) -> None:
        w, h = self.app.size
        width = min(w - self.px(40), self.px(960))
        back_h = self.px(54)
        top = self.px(110)
        self.list_rect = pygame.Rect(w // 2 - width // 2, top, width, h - top - back_h - self.px(100))
        back = (w // 2 - self.px(110), h - self.px(20) - back_h, self.px(220), back_h)
        self.buttons = [Button(back, lambda: t("setup.back"), self.back, theme.role("heading", self.scale))]

    def rows(self):
        r = self.list_rect
        for i, entry in enumerate(self.entries):
            y = r.y + 12 + (i - self.scroll) * ROW
            if y < r.y or y + ROW > r.bottom:
                continue
            yield pygame.Rect(r.x + 12, y, r.w - 24, ROW - 8), entry

    def open(self, entry) -> None:
        from game.persistence import SaveError, load_game

        if "error" in entry:
            self.message = t("load.broken", reason=entry["error"])
            return
        try:
            game = load_game(entry["path"])
        except SaveError as exc:
            self.message = t("load.broken", reason=str(exc))
            return
        self.app.start_game(game)

    def handle(self, e) -> None:
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1:
            for rect, entry in self.rows():
                if rect.collidepoint(e.pos):
                    self.open(entry)
                    return
        if e.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(max(0, len(self.entries) - 3), self.scroll - e.y))
        super().handle(e)

    def draw(self, surface) -> None:
        backdrop(surface)
        title(surface, "load.title", self.px(60), theme.role("title", self.scale))
        theme.panel(surface, self.list_rect)
        if not self.entries:
            theme.blit_text(surface, t("load.none"), self.list_rect.center, 20, theme.INK_SOFT, True, "center")
        for rect, entry in self.rows():
            broken = "error" in entry
            pygame.draw.rect(surface, (250, 226, 218) if broken else (246, 240, 226), rect, border_radius=10)
            pygame.draw.rect(surface, theme.BAD if broken else theme.PANEL_EDGE, rect, 2, border_radius=10)
            name = entry["path"].replace("\\", "/").rsplit("/", 1)[-1]
            theme.blit_text(surface, name, (rect.x + 16, rect.y + 8), 18, theme.INK, True)
            if broken:
                line = t("load.broken_short", reason=entry["error"])
                theme.blit_text(
                    surface, theme.wrap(line, rect.w - 40, 14)[0], (rect.x + 16, rect.y + 32), 14, theme.BAD
                )
            else:
                ed = t(f"edition.{entry.get('edition')}")
                when = entry.get("saved_at") or ""
                try:
                    when = datetime.fromisoformat(when).astimezone().strftime("%Y-%m-%d %H:%M")
                except (ValueError, TypeError):
                    pass
                state = t("load.ended") if entry.get("ended") else t("load.turn", n=entry.get("turn"))
                line = t("load.line", edition=ed, players=entry.get("players"), state=state, date=when)
                theme.blit_text(surface, line, (rect.x + 16, rect.y + 32), 15, theme.INK_SOFT)
        if self.message:
            lines = theme.wrap(self.message, 900, 16)
            for i, line in enumerate(lines[:3]):
                theme.blit_text(
                    surface,
                    line,
                    (surface.get_width() // 2, self.list_rect.bottom + 8 + 20 * i),
                    16,
                    (255, 160, 140),
                    True,
                    "midtop",
                )
        for b in self.buttons:
            b.draw(surface)
