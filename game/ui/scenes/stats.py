"""The Statistics scene (main menu): the players' records.  At the left the profiles (and "All players"); at
the top the editions (and "All editions"); for the chosen profile and edition its games, wins (shared ones
counted too), mean and best score and how it did against each computer level; under that the games, newest
first, each of which opens its replay.  Deleting a profile asks first; its games stay, unlinked.

What-if games (new lines from a moment of another game) are listed, marked, but left out of the figures:
their first turns were another game's (game.records).  A book that cannot be read is told by the banner.

Keys: Up/Down choose in the focused list, Tab switches between the profiles and the games, Left/Right the
edition, Enter opens the chosen game's replay, Delete deletes the chosen profile, Esc goes back.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.editions import PLAYABLE
from game.files import printable

from .. import theme
from ..i18n import t
from ..widgets import Button
from . import stats_draw
from .base import Scene, fit_buttons
from .dialogs import Dialog
from .stats_draw import GAMES_SHOWN

if TYPE_CHECKING:
    from game.records import Profile
    from game.records.book import Records
    from game.records.models import GameRecord, Stats

    from ..app import App


class StatsScene(Scene):
    name = "stats"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.profiles: list[Profile] = []
        self.profile = 0  # 0: all players; k: self.profiles[k - 1]
        self.edition = 0  # 0: all editions; k: PLAYABLE[k - 1]
        self.focus = "profiles"  # or "games"
        self.game_index = 0
        self.scroll = 0
        self.games: list[GameRecord] = []
        self.stats: Stats | None = None
        self.message = ""
        self.reload()
        self.layout()

    # --- data ---
    def chosen_profile(self) -> Profile | None:
        return self.profiles[self.profile - 1] if 0 < self.profile <= len(self.profiles) else None

    def chosen_edition(self) -> str | None:
        return PLAYABLE[self.edition - 1] if self.edition > 0 else None

    def reload(self) -> None:
        """Read the profiles, then the figures and games of the current choice."""
        keep = self.chosen_profile()
        got = self.app.records.use(lambda book: book.profiles())
        self.profiles = list(got or [])
        ids = [p.id for p in self.profiles]
        self.profile = ids.index(keep.id) + 1 if keep is not None and keep.id in ids else 0
        self.load_choice()

    def load_choice(self) -> None:
        profile, edition = self.chosen_profile(), self.chosen_edition()

        def read(book: Records) -> tuple[Stats | None, list[GameRecord]]:
            stats = book.stats(profile.id, edition) if profile is not None else None
            return stats, book.games(profile.id if profile is not None else None, edition, GAMES_SHOWN)

        got = self.app.records.use(read)
        self.stats, self.games = got if got is not None else (None, [])
        self.game_index = max(0, min(self.game_index, len(self.games) - 1))
        self.scroll = 0
        self.dirty = True

    # --- layout ---
    def layout(self) -> None:
        w, h = self.app.size
        m = self.px(24)
        gap = self.px(14)
        self.title_y = self.px(44)
        top = self.title_y + self.px(36)
        bh = self.px(46)
        self.hint_y = h - self.px(14)
        by = self.hint_y - self.px(14) - bh
        left_w = min(self.px(280), (w - 2 * m) // 4)
        self.profiles_rect = pygame.Rect(m, top, left_w, by - gap - top)
        x = self.profiles_rect.right + gap
        right_w = w - m - x
        tab_h = self.px(38)
        tabs = [lambda: t("stats.all_editions")] + [(lambda e=e: t(f"edition.{e}")) for e in PLAYABLE]
        tw = (right_w - (len(tabs) - 1) * self.px(8)) // len(tabs)
        size = theme.role("body", self.scale)
        self.tabs = [
            Button((x + i * (tw + self.px(8)), top, tw, tab_h), label, (lambda i=i: self.pick_edition(i)), size)
            for i, label in enumerate(tabs)
        ]
        fit_buttons(self.tabs, size)
        for i, b in enumerate(self.tabs):
            b.selected = i == self.edition
        y = top + tab_h + gap
        self.summary_rect = pygame.Rect(x, y, right_w, self.px(150))
        y = self.summary_rect.bottom + gap
        self.games_rect = pygame.Rect(x, y, right_w, by - gap - y)
        self.row_h = self.px(46)
        self.profile_row_h = self.px(40)
        bw = min(self.px(240), (w - 2 * m - gap) // 2)
        size = theme.role("button", self.scale)
        self.delete_button = Button((m, by, bw, bh), lambda: t("stats.delete_profile"), self.ask_delete, size, "danger")
        back = Button((w - m - bw, by, bw, bh), lambda: t("setup.back"), self.back, size)
        self.buttons = [self.delete_button, back]
        fit_buttons(self.buttons, size)
        self.sync()

    def sync(self) -> None:
        self.delete_button.enabled = self.chosen_profile() is not None
        for i, b in enumerate(self.tabs):
            b.selected = i == self.edition

    def list_top(self, rect: pygame.Rect) -> int:
        return rect.y + self.px(44)

    def visible_rows(self) -> int:
        return max(1, (self.games_rect.bottom - self.px(8) - self.list_top(self.games_rect)) // self.row_h)

    def visible_profiles(self) -> int:
        r = self.profiles_rect
        return max(1, (r.bottom - self.px(8) - self.list_top(r)) // self.profile_row_h)

    def profile_rows(self) -> Iterator[tuple[pygame.Rect, int]]:
        """(rect, index) of the profile entries on screen (index 0: all players)."""
        r = self.profiles_rect
        pad = self.px(8)
        first = max(0, self.profile - self.visible_profiles() + 1)
        for k in range(first, min(len(self.profiles) + 1, first + self.visible_profiles())):
            y = self.list_top(r) + (k - first) * self.profile_row_h
            yield pygame.Rect(r.x + pad, y, r.w - 2 * pad, self.profile_row_h - self.px(4)), k

    def game_rows(self) -> Iterator[tuple[pygame.Rect, int]]:
        """(rect, index) of the game rows on screen."""
        r = self.games_rect
        pad = self.px(8)
        for k in range(self.scroll, min(len(self.games), self.scroll + self.visible_rows())):
            y = self.list_top(r) + (k - self.scroll) * self.row_h
            yield pygame.Rect(r.x + pad, y, r.w - 2 * pad - self.px(10), self.row_h - self.px(4)), k

    # --- actions ---
    def pick_profile(self, k: int) -> None:
        k = max(0, min(len(self.profiles), k))
        if k != self.profile:
            self.profile = k
            self.game_index = 0
            self.load_choice()
            self.sync()

    def pick_edition(self, k: int) -> None:
        k = k % (len(PLAYABLE) + 1)
        if k != self.edition:
            self.edition = k
            self.game_index = 0
            self.load_choice()
            self.sync()

    def pick_game(self, k: int) -> None:
        if not self.games:
            return
        self.game_index = max(0, min(len(self.games) - 1, k))
        rows = self.visible_rows()
        if self.game_index < self.scroll:
            self.scroll = self.game_index
        elif self.game_index >= self.scroll + rows:
            self.scroll = self.game_index - rows + 1

    def save_of(self, record: GameRecord) -> Path | None:
        """The save file of a recorded game: where it was recorded, else its file in the library by its id."""
        if record.save_path and Path(record.save_path).is_file():
            return Path(record.save_path)
        lib = self.app.keeper.library()
        if lib is not None:
            try:
                path = lib.path_for(record.game_id)
            except ValueError:
                return None
            return path if path.is_file() else None
        return None

    def open_game(self, k: int) -> None:
        from .replay import replay_of_save, seats_for

        if not 0 <= k < len(self.games):
            return
        path = self.save_of(self.games[k])
        if path is None:
            self.message = t("stats.no_save")
            return
        replay, error = replay_of_save(path)
        if replay is None:
            self.message = t("load.broken", reason=printable(error or "", 200))
            return
        self.message = ""
        self.app.open("replay", replay, seats_for(replay.setup))

    def ask_delete(self) -> None:
        profile = self.chosen_profile()
        if profile is not None:
            self.app.modal = ConfirmDeleteProfile(self.app, profile, self.after_delete)

    def after_delete(self) -> None:
        self.profile = 0
        self.reload()
        self.sync()

    # --- input ---
    def handle(self, e: pygame.event.Event) -> None:
        self.dirty = True
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1:
            for b in self.tabs:
                if b.handle(e):
                    return
            for rect, k in self.profile_rows():
                if rect.collidepoint(e.pos):
                    self.focus = "profiles"
                    self.pick_profile(k)
                    return
            for rect, k in self.game_rows():
                if rect.collidepoint(e.pos):
                    self.focus = "games"
                    if k == self.game_index:
                        self.open_game(k)
                    else:
                        self.pick_game(k)
                    return
        if e.type == pygame.MOUSEMOTION:
            for b in self.tabs:
                b.handle(e)
        if e.type == pygame.MOUSEWHEEL:
            top = max(0, len(self.games) - self.visible_rows())
            self.scroll = max(0, min(top, self.scroll - e.y))
            return
        if e.type == pygame.KEYDOWN and self.key(e.key, e.mod):
            return
        super().handle(e)

    def key(self, k: int, mod: int) -> bool:
        if k == pygame.K_TAB:
            self.focus = "games" if self.focus == "profiles" and self.games else "profiles"
        elif k in (pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            step = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -10, pygame.K_PAGEDOWN: 10}[k]
            if self.focus == "games":
                self.pick_game(self.game_index + step)
            else:
                self.pick_profile(self.profile + step)
        elif k in (pygame.K_LEFT, pygame.K_RIGHT):
            self.pick_edition(self.edition + (1 if k == pygame.K_RIGHT else -1))
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.focus == "games":
                self.open_game(self.game_index)
            else:
                self.focus = "games" if self.games else "profiles"
        elif k == pygame.K_DELETE:
            self.ask_delete()
        else:
            return False
        return True

    def resize(self, size: tuple[int, int]) -> None:
        self.layout()
        self.dirty = True

    # --- drawing (stats_draw) ---
    def draw(self, surface: pygame.Surface) -> None:
        stats_draw.draw(self, surface)

    def widgets(self) -> list:
        from ..component import Widget

        tabs = tuple(Widget(f"tab{i}", pygame.Rect(b.rect)) for i, b in enumerate(self.tabs))
        rows = tuple(Widget(f"game{k}", pygame.Rect(r)) for r, k in self.game_rows())
        people = tuple(Widget(f"profile{k}", pygame.Rect(r)) for r, k in self.profile_rows())
        return [
            Widget("profiles", pygame.Rect(self.profiles_rect), people),
            Widget("summary", pygame.Rect(self.summary_rect)),
            Widget("games", pygame.Rect(self.games_rect), rows),
            *tabs,
        ] + super().widgets()


class ConfirmDeleteProfile(Dialog):
    def __init__(self, app: App, profile: Profile, done: Callable[[], object]) -> None:
        self.profile = profile
        self.done = done
        super().__init__(app, "stats.delete_title", "load.delete", None, "danger")
        self.text = t("stats.confirm_delete", name=printable(profile.name, 40))

    def ok(self) -> None:
        got = self.app.records.use(lambda book: book.delete_profile(self.profile.id) or True, write=True)
        if got is None:
            self.message = self.app.records.problem or ""
            return
        self.close()
        self.done()
