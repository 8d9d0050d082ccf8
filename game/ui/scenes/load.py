"""The Load screen: the save library, newest first — each game's name, edition, players, turn, date and a
small picture of its board — with Open, Replay, Rename and a confirmed Delete.

It lists the library's cached summaries (game.library), so it opens at once however many games there are;
only a save the cache does not describe yet is read and replayed, once.  A broken file is listed with the
reason, can be deleted, and is never changed.

Mouse: click a row to choose it, click it again (or double-click) to open it; the wheel scrolls.
Keys: Up/Down, Page Up/Down, Home/End choose; Enter opens; R replays; F2 renames; Delete deletes; Esc goes
back.
Everything is laid out from the window size.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime
from typing import TYPE_CHECKING, Any

import pygame

from game.files import printable

from .. import theme, thumbnail
from ..i18n import t
from ..keeper import ui_scale
from ..widgets import Button
from .base import Scene, backdrop, title
from .dialogs import shown_title

if TYPE_CHECKING:
    from game.library import Entry

    from ..app import App


def when(stamp: object) -> str:
    """A saved time stamp (ISO text) as the player's local time; "" when it is none."""
    if not isinstance(stamp, str):
        return ""
    try:
        return datetime.fromisoformat(stamp).astimezone().strftime("%Y-%m-%d %H:%M")
    except (ValueError, TypeError):
        return ""


class LoadScene(Scene):
    name = "load"

    def __init__(self, app: App, error: str | None = None) -> None:
        super().__init__(app)
        self.message = t("load.broken", reason=printable(error, 300)) if error else ""
        self.scroll = 0
        self.selected = 0
        self.entries: list[Entry] = []
        self.refresh()
        self.layout()

    def refresh(self) -> None:
        lib = self.app.keeper.library()
        self.entries = lib.entries() if lib is not None else []
        self.selected = max(0, min(self.selected, len(self.entries) - 1))

    # --- layout ---
    def layout(self) -> None:
        w, h = self.app.size
        s = self.s = ui_scale((w, h), self.app.ui_scale)
        margin = max(16, round(24 * s))
        list_w = min(w - 2 * margin, round(1100 * s))
        top = round(100 * s)
        bh = round(48 * s)
        self.hint_y = h - round(22 * s)
        buttons_y = self.hint_y - round(18 * s) - bh
        self.message_y = buttons_y - round(46 * s)
        self.list_rect = pygame.Rect((w - list_w) // 2, top, list_w, max(round(120 * s), self.message_y - top - 8))
        self.row_h = round(96 * s)
        gap = round(14 * s)
        bw = min(round(210 * s), (list_w - 4 * gap) // 5)
        x = w // 2 - (5 * bw + 4 * gap) // 2
        size = round(20 * s)
        self.open_button = Button((x, buttons_y, bw, bh), lambda: t("load.open"), self.open_selected, size, "primary")
        self.replay_button = Button((x + bw + gap, buttons_y, bw, bh), lambda: t("load.replay"), self.replay, size)
        self.rename_button = Button(
            (x + 2 * (bw + gap), buttons_y, bw, bh), lambda: t("load.rename"), self.rename, size
        )
        self.delete_button = Button(
            (x + 3 * (bw + gap), buttons_y, bw, bh), lambda: t("load.delete"), self.delete, size, "danger"
        )
        back = Button((x + 4 * (bw + gap), buttons_y, bw, bh), lambda: t("setup.back"), self.back, size)
        self.buttons = [self.open_button, self.replay_button, self.rename_button, self.delete_button, back]
        self.sync_buttons()

    def visible_rows(self) -> int:
        return max(1, (self.list_rect.h - 16) // self.row_h)

    def rows(self) -> Iterator[tuple[pygame.Rect, Entry]]:
        """(rect, entry) of the rows on screen."""
        r = self.list_rect
        pad = round(8 * self.s)
        for i in range(self.scroll, min(len(self.entries), self.scroll + self.visible_rows())):
            y = r.y + pad + (i - self.scroll) * self.row_h
            yield pygame.Rect(r.x + pad, y, r.w - 2 * pad - round(10 * self.s), self.row_h - pad), self.entries[i]

    def sync_buttons(self) -> None:
        entry = self.current()
        self.open_button.enabled = entry is not None and entry.summary is not None
        self.replay_button.enabled = self.open_button.enabled
        self.rename_button.enabled = entry is not None and entry.summary is not None
        self.delete_button.enabled = entry is not None

    def current(self) -> Entry | None:
        return self.entries[self.selected] if 0 <= self.selected < len(self.entries) else None

    def select(self, index: int) -> None:
        if not self.entries:
            return
        self.selected = max(0, min(len(self.entries) - 1, index))
        rows = self.visible_rows()
        if self.selected < self.scroll:
            self.scroll = self.selected
        elif self.selected >= self.scroll + rows:
            self.scroll = self.selected - rows + 1
        self.sync_buttons()

    # --- actions ---
    def open(self, entry: Entry) -> None:
        if entry.error is not None:
            self.message = t("load.broken", reason=printable(entry.error, 300))
            return
        error = self.app.open_saved(entry.path)
        if error is not None:  # changed since it was listed
            self.message = t("load.broken", reason=printable(error, 300))
            self.refresh()
            self.sync_buttons()

    def replay(self) -> None:
        """Step through the chosen game (finished or not) in the Replay scene; Back comes here again."""
        from .replay import replay_of_save, seats_for

        entry = self.current()
        if entry is None or entry.summary is None:
            return
        replay, error = replay_of_save(entry.path)
        if replay is None:
            self.message = t("load.broken", reason=printable(error or "", 300))
            return
        self.app.open("replay", replay, seats_for(replay.setup))

    def open_selected(self) -> None:
        entry = self.current()
        if entry is not None:
            self.open(entry)

    def after_change(self) -> None:
        self.refresh()
        self.select(self.selected)

    def rename(self) -> None:
        from .dialogs import RenameDialog

        entry = self.current()
        if entry is not None and entry.summary is not None:
            self.app.modal = RenameDialog(self.app, entry, self.after_change)

    def delete(self) -> None:
        from .dialogs import ConfirmDelete

        entry = self.current()
        if entry is not None:
            self.app.modal = ConfirmDelete(self.app, entry, self.after_change)

    # --- input ---
    def handle(self, e: pygame.event.Event) -> None:
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1:
            for i, (rect, entry) in enumerate(self.rows()):
                if rect.collidepoint(e.pos):
                    index = self.scroll + i
                    if index == self.selected:
                        self.open(entry)
                    else:
                        self.select(index)
                    return
        if e.type == pygame.MOUSEWHEEL:
            top = max(0, len(self.entries) - self.visible_rows())
            self.scroll = max(0, min(top, self.scroll - e.y))
            return
        if e.type == pygame.KEYDOWN:
            page = self.visible_rows()
            moves = {
                pygame.K_DOWN: 1,
                pygame.K_UP: -1,
                pygame.K_PAGEDOWN: page,
                pygame.K_PAGEUP: -page,
                pygame.K_HOME: -len(self.entries),
                pygame.K_END: len(self.entries),
            }
            if e.key in moves:
                self.select(self.selected + moves[e.key])
                return
            if e.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.open_selected()
                return
            if e.key == pygame.K_r:
                self.replay()
                return
            if e.key == pygame.K_F2:
                self.rename()
                return
            if e.key == pygame.K_DELETE:
                self.delete()
                return
        super().handle(e)

    # --- drawing ---
    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface)
        s = self.s
        w, h = surface.get_size()
        title(surface, "load.title", round(52 * s), round(46 * s))
        theme.panel(surface, self.list_rect)
        if not self.entries:
            theme.blit_text(
                surface, t("load.none"), self.list_rect.center, round(20 * s), theme.INK_SOFT, True, "center"
            )
        for rect, entry in self.rows():
            self.draw_row(surface, rect, entry, entry is self.current())
        self.draw_scrollbar(surface)
        if self.message:
            lines = theme.wrap(self.message, self.list_rect.w, round(16 * s), True)[:2]
            for i, line in enumerate(lines):
                pos = (w // 2, self.message_y + i * round(20 * s))
                theme.blit_text(surface, line, pos, round(16 * s), (255, 160, 140), True, "midtop")
        for b in self.buttons:
            b.draw(surface)
        hint = fit(t("load.keys"), w - 16, round(14 * s))
        theme.blit_text(surface, hint, (w // 2, self.hint_y), round(14 * s), (180, 180, 170), False, "center")

    def draw_row(self, surface: pygame.Surface, rect: pygame.Rect, entry: Entry, selected: bool) -> None:
        s = self.s
        broken = entry.error is not None
        fill = (250, 226, 218) if broken else ((255, 236, 190) if selected else (246, 240, 226))
        pygame.draw.rect(surface, fill, rect, border_radius=round(10 * s))
        edge = theme.ACCENT if selected else (theme.BAD if broken else theme.PANEL_EDGE)
        pygame.draw.rect(surface, edge, rect, 3 if selected else 2, border_radius=round(10 * s))
        pad = round(8 * s)
        th = rect.h - 2 * pad
        tw = round(th * 1.45)
        x = rect.x + pad
        if entry.summary is not None:
            ident = (str(entry.path), entry.mtime_ns)
            surface.blit(thumbnail.render(entry.summary, (tw, th), ident), (x, rect.y + pad))
        else:
            pygame.draw.rect(surface, (200, 190, 180), (x, rect.y + pad, tw, th), 1)
        tx = x + tw + round(14 * s)
        room = rect.right - tx - pad
        size1, size2 = round(19 * s), round(15 * s)
        name = fit(printable(shown_title(entry), 80), room, size1, True)
        theme.blit_text(surface, name, (tx, rect.y + pad), size1, theme.INK, True)
        y2 = rect.y + pad + round(size1 * 1.35)
        if broken:
            line = fit(t("load.broken_short", reason=printable(entry.error, 300)), room, size2, True)
            theme.blit_text(surface, line, (tx, y2), size2, theme.BAD, True)
            return
        summary = entry.summary or {}  # (an entry that is not broken has its summary)
        state = t("load.ended") if summary.get("ended") else t("load.turn", n=summary.get("turn"))
        line = t(
            "load.line",
            edition=t(f"edition.{summary.get('edition')}"),
            players=summary.get("players"),
            state=state,
            date=when(summary.get("saved_at")),
        )
        theme.blit_text(surface, fit(line, room, size2), (tx, y2), size2, theme.INK_SOFT)
        self.draw_seats(surface, summary, tx, y2 + round(size2 * 1.45), room)

    def draw_seats(self, surface: pygame.Surface, summary: dict[str, Any], x: int, y: int, room: int) -> None:
        """Each seat: its colour, its name, its score."""
        s = self.s
        size = round(14 * s)
        seats = summary.get("seats") or []
        scores = summary.get("scores") or []
        right = x + room
        for i in range(summary.get("players", 0)):
            seat = seats[i] if i < len(seats) and isinstance(seats[i], dict) else {}
            colour = theme.SEAT_COLOURS.get(seat.get("colour") or "", theme.SEAT_COLOURS[theme.COLOUR_ORDER[i % 5]])
            name = printable(seat.get("name") or t("seat.default", n=i + 1), 24)
            label = f"{name} {scores[i]}" if i < len(scores) else name
            width = round(14 * s) + theme.font(size).size(label)[0] + round(16 * s)
            if x + width > right:
                theme.blit_text(surface, "…", (x, y), size, theme.INK_SOFT)
                return
            pygame.draw.circle(surface, colour, (x + round(6 * s), y + size // 2 + 1), round(6 * s))
            pygame.draw.circle(surface, (40, 40, 40), (x + round(6 * s), y + size // 2 + 1), round(6 * s), 1)
            theme.blit_text(surface, label, (x + round(16 * s), y), size, theme.INK)
            x += width

    def draw_scrollbar(self, surface: pygame.Surface) -> None:
        total, rows = len(self.entries), self.visible_rows()
        if total <= rows:
            return
        r = self.list_rect
        track = pygame.Rect(r.right - round(14 * self.s), r.y + 10, round(6 * self.s), r.h - 20)
        pygame.draw.rect(surface, (220, 210, 190), track, border_radius=3)
        length = max(20, track.h * rows // total)
        top = track.y + (track.h - length) * self.scroll // max(1, total - rows)
        pygame.draw.rect(surface, theme.PANEL_EDGE, (track.x, top, track.w, length), border_radius=3)


def fit(text: str, width: int, size: int, bold: bool = False) -> str:
    """`text` cut with an ellipsis to fit `width` pixels."""
    f = theme.font(size, bold)
    if f.size(text)[0] <= width:
        return text
    while text and f.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"
