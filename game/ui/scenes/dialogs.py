"""Modal dialogs: Save as (a named copy of the game in the library), the small ones of the Load screen
(rename, confirm a deletion), and the offer of a copy of a game another window has open.  Each is laid out from the window size."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING

import pygame

from game.files import FileRefused, printable

from .. import theme
from ..i18n import t
from ..keeper import reason_of, ui_scale
from ..widgets import Button, TextField

if TYPE_CHECKING:
    from game.core.engine import Game
    from game.library import Entry

    from ..app import App

NAME_MAX = 40


class Dialog:
    """A centred panel with a title, an optional text field, a message line and two buttons."""

    def __init__(
        self, app: App, title_key: str, ok_key: str, value: str | None = None, ok_kind: str = "primary"
    ) -> None:
        self.app = app
        self.title_key = title_key
        self.ok_key = ok_key
        self.ok_kind = ok_kind
        self.message = ""
        self.text = ""  # a question shown instead of a field
        self.field = TextField((0, 0, 10, 10), value, NAME_MAX) if value is not None else None
        if self.field is not None:
            self.field.focus = True
            pygame.key.start_text_input()
        self.layout()

    def layout(self) -> None:
        w, h = self.app.size
        s = ui_scale((w, h), self.app.ui_scale)
        self.s = s
        pw, ph = min(w - 40, round(560 * s)), round(250 * s)
        self.rect = pygame.Rect(0, 0, pw, ph)
        self.rect.center = (w // 2, h // 2)
        pad = round(28 * s)
        if self.field is not None:
            self.field.rect = pygame.Rect(self.rect.x + pad, self.rect.y + round(72 * s), pw - 2 * pad, round(44 * s))
            self.field.size = round(20 * s)
        bw, bh = (pw - 3 * pad) // 2, round(46 * s)
        y = self.rect.bottom - pad - bh
        self.buttons = [
            Button((self.rect.x + pad, y, bw, bh), lambda: t(self.ok_key), self.ok, round(20 * s), self.ok_kind),
            Button((self.rect.right - pad - bw, y, bw, bh), lambda: t("save.cancel"), self.close, round(20 * s)),
        ]

    def close(self) -> None:
        self.app.modal = None

    def ok(self) -> None:
        raise NotImplementedError

    def handle(self, e: pygame.event.Event) -> None:
        if e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE:
            self.close()
            return
        if e.type == pygame.KEYDOWN and e.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.ok()
            return
        if e.type == pygame.VIDEORESIZE:
            self.layout()
        if self.field is not None:
            self.field.handle(e)
            if e.type == pygame.MOUSEBUTTONDOWN:
                self.field.focus = True
        for b in self.buttons:
            b.handle(e)

    def draw(self, surface: pygame.Surface) -> None:
        if surface.get_size() != self.app.size or self.rect.centerx != surface.get_width() // 2:
            self.layout()
        s = self.s
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 120))
        surface.blit(veil, (0, 0))
        theme.panel(surface, self.rect)
        theme.blit_text(
            surface,
            t(self.title_key),
            (self.rect.centerx, self.rect.y + round(20 * s)),
            round(24 * s),
            theme.INK,
            True,
            "midtop",
        )
        width = self.rect.w - round(56 * s)
        y = self.rect.y + round(72 * s)
        if self.field is not None:
            self.field.draw(surface)
            y = self.field.rect.bottom + round(8 * s)
        elif self.text:
            for line in theme.wrap(self.text, width, round(18 * s))[:3]:
                theme.blit_text(surface, line, (self.rect.centerx, y), round(18 * s), theme.INK, False, "midtop")
                y += round(24 * s)
        if self.message:
            for line in theme.wrap(self.message, width, round(15 * s), True)[:2]:
                theme.blit_text(surface, line, (self.rect.centerx, y), round(15 * s), theme.BAD, True, "midtop")
                y += round(19 * s)
        for b in self.buttons:
            b.draw(surface)


def shown_title(entry: Entry) -> str:
    """What the Load screen calls a game: its name, else its edition."""
    return entry.label or t(f"edition.{(entry.summary or {}).get('edition')}")


def checked_name(value: str) -> tuple[str | None, str]:
    """The name typed (trimmed), or None and what is wrong with it, in the player's language."""
    from game.files.saves import check_name

    try:
        return check_name(value), ""
    except FileRefused as exc:
        return None, t("save.empty_name") if not value.strip() else t("save.bad_name", reason=str(exc))


class SaveDialog(Dialog):
    """Save a named copy.  The copy is a new game of the library; a name another game already has is not
    overwritten silently: the dialog says so, and a second Save replaces that game."""

    def __init__(self, app: App, game: Game) -> None:
        self.game = game
        self.replace = None  # the library entry a second press replaces
        super().__init__(
            app, "save.title", "save.save", f"{game.setup.edition}-{datetime.now().strftime('%Y%m%d-%H%M')}"
        )

    def ok(self) -> None:
        self.save()

    def save(self) -> None:
        from game.library import new_game_id

        assert self.field is not None
        name, problem = checked_name(self.field.value)
        if name is None:
            self.message = problem
            return
        lib = self.app.keeper.library()
        if lib is None:
            self.message = t("save.failed", reason=t("write.no_folder"))
            return
        taken = lib.find_title(name)
        if taken is not None and (self.replace is None or self.replace.path != taken.path):
            self.replace = taken
            self.ok_key, self.ok_kind = "save.replace", "danger"
            self.layout()
            self.message = t("save.exists", name=printable(name, 40))
            return
        if taken is not None:
            path, game_id = taken.path, taken.game_id
        else:
            game_id = new_game_id()
            path = lib.path_for(game_id)
        try:
            lib.save(self.game, path, game_id, name)
        except OSError as exc:
            self.message = t("save.failed", reason=reason_of(exc))
            return
        except FileRefused as exc:
            self.message = t("save.failed", reason=printable(str(exc), 120))
            return
        self.close()
        scene = self.app.scene
        if hasattr(scene, "set_status"):
            scene.set_status(t("save.done", name=name))

    def handle(self, e: pygame.event.Event) -> None:
        before = self.field.value if self.field is not None else ""
        super().handle(e)
        if self.replace is not None and self.field is not None and self.field.value != before:
            self.replace = None  # another name: ask again if it is taken too
            self.ok_key, self.ok_kind = "save.save", "primary"
            self.message = ""
            self.layout()


class RenameDialog(Dialog):
    def __init__(self, app: App, entry: Entry, done: Callable[[], object]) -> None:
        self.entry = entry
        self.done = done
        super().__init__(app, "load.rename_title", "load.rename", shown_title(entry))

    def ok(self) -> None:
        assert self.field is not None
        name, problem = checked_name(self.field.value)
        if name is None:
            self.message = problem
            return
        lib = self.app.keeper.library()
        other = lib.find_title(name) if lib is not None else None
        if other is not None and other.path != self.entry.path:
            self.message = t("load.name_taken", name=printable(name, 40))
            return
        try:
            lib.rename(self.entry, name)
        except OSError as exc:
            self.message = t("save.failed", reason=reason_of(exc))
            return
        except FileRefused as exc:
            self.message = t("save.failed", reason=printable(str(exc), 120))
            return
        self.close()
        self.done()


class ConfirmDelete(Dialog):
    def __init__(self, app: App, entry: Entry, done: Callable[[], object]) -> None:
        self.entry = entry
        self.done = done
        super().__init__(app, "load.delete_title", "load.delete", None, "danger")
        self.text = t("load.confirm_delete", name=printable(shown_title(entry), 40))

    def ok(self) -> None:
        lib = self.app.keeper.library()
        try:
            if lib is not None:
                lib.delete(self.entry)
        except OSError as exc:
            self.message = t("load.delete_failed", reason=reason_of(exc))
            return
        self.close()
        self.done()


class OpenCopyDialog(Dialog):
    """The game is open in another window: say so, and offer to play a copy of it here."""

    def __init__(self, app: App, game: Game) -> None:
        self.game = game
        super().__init__(app, "lock.title", "lock.open_copy")
        self.text = t("lock.text")

    def ok(self) -> None:
        self.close()
        self.app.open_copy(self.game)
