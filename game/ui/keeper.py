"""The window's keeper of games: every game in its own save file, autosaved, and never lost silently.

- A game gets its file when it starts: a new game a new id (so it never overwrites another), a loaded game
  the file it came from (a save from outside the library: a file of its own in the library).
- `autosave(game)` after every turn.  A write that fails (disk full, read-only folder...) shows a banner
  with the reason at once, in the player's language, and is retried every few seconds until it succeeds;
  the game stays in memory meanwhile, even if the player goes back to the menu or starts another.
- Closing the window while a game is not saved asks for a second close (the banner says why).
- One game, one writer: the game bound holds a lock on its file (game.files.locks); a game another running
  window holds is not bound (the window offers a copy instead), and a write that would replace a file another
  program changed since this window read or wrote it is not made: the game is kept as a copy, and said so.
- Settings that could not be read or written are reported by the same banner.

The banner is laid out from the window size: a strip at the top centre, as wide as the text needs and at
most the window's width less a margin.
"""

from __future__ import annotations

import errno
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.files import FileRefused, printable
from game.files.locks import GameLock, Holder
from game.library import Library

from . import theme
from .i18n import t

if TYPE_CHECKING:
    from game.core.engine import Game

    from .app import App

RETRY_SECONDS = 5.0
_REASONS = {
    errno.ENOSPC: "write.disk_full",
    errno.EDQUOT: "write.quota",
    errno.EROFS: "write.read_only",
    errno.EACCES: "write.no_permission",
    errno.EPERM: "write.no_permission",
    errno.EFBIG: "write.too_large",
    errno.ENOTDIR: "write.no_folder",
    errno.ENOENT: "write.no_folder",
    errno.EIO: "write.io",
}


def reason_of(exc: BaseException) -> str:
    """Why a write failed, in the player's language."""
    key = _REASONS.get(getattr(exc, "errno", None) or -1)
    if key is not None:
        return t(key)
    return printable(getattr(exc, "strerror", None) or str(exc) or type(exc).__name__, 120)


def ui_scale(size: Any, user_scale: float = 1.0) -> float:
    """The scale a screen of this size is drawn at (game.ui.layout.effective_scale: the player's interface
    size, lowered for a small window)."""
    from .layout import effective_scale

    return effective_scale(size, user_scale)


def same_game_and_moment(path: Path, game: Game) -> bool:
    """Whether the save at `path` is `game` at the same moment (the same setup but for its id, the same log)."""
    from game.game_id import setup_digest
    from game.persistence import SaveError, read_save

    try:
        there = read_save(path).game
    except SaveError:
        return False
    return setup_digest(there.setup) == setup_digest(game.setup) and there.log == game.log


@dataclass
class Binding:
    """A game and the file it is kept in."""

    game: object
    path: Path
    game_id: str | None
    name: str | None
    saved_len: int = -1  # the log length last written
    lock: GameLock | None = None
    stamp: tuple | None = None  # the file as this window last read or wrote it (inode, size, mtime)


def stamp_of(path: Path) -> tuple | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return (st.st_ino, st.st_size, st.st_mtime_ns)


@dataclass
class Banner:
    text: str
    kind: str = "error"  # error | info
    seconds: float | None = None  # None: until it is closed or the problem is over
    closed: bool = False


class SaveKeeper:
    def __init__(self, app: App) -> None:
        self.app = app
        self.enabled = True  # False: keep nothing (a screenshot run)
        self._library: Library | None = None
        self.current: Binding | None = None
        self.failing: dict[Path, Binding] = {}
        self.failure = ""
        self.retry_in = 0.0
        self.banner: Banner | None = None
        self.quit_warned = False
        self.close_rect = pygame.Rect(0, 0, 0, 0)

    # --- the library ---
    def library(self) -> Any:
        """The save library, or None (with the banner saying why) when the saves folder cannot be made."""
        if self._library is None:
            try:
                self._library = Library(self.app.saves_dir())
            except OSError as exc:
                self.show(t("banner.no_folder", reason=reason_of(exc)))
                return None
            self._library.clean()
        return self._library

    def bind(self, game: Game, path: Path | None = None, game_id: str | None = None, name: str | None = None) -> None:
        """Make `path` the file of `game` (a new file in the library when None)."""
        lib = self.library()
        if path is None:
            if lib is None:
                self.current = None
                return
            from game.game_id import assign_game_id, game_id_of

            # the game's own id (game.game_id, in its setup) names its file; a new one if it has none yet or
            # if another file already has it (a rematch or a new line gets its own id when it is made)
            game_id = game_id_of(game.setup)
            if game_id is None or lib.path_for(game_id).exists():
                game_id = assign_game_id(game.setup)
            path = lib.path_for(game_id)
        path = Path(path)
        self.release()
        lock: GameLock | None = GameLock(path) if self.enabled else None  # a picture run keeps and locks nothing
        if lock is not None and lock.acquire() is not None:  # open elsewhere (loading asks first: `held_by`)
            lock = None
        self.current = Binding(game, path, game_id, name, len(getattr(game, "log", ())), lock, stamp_of(path))

    def held_by(self, path: Path) -> Holder | None:
        """The other running window that has the game at `path` open, or None (free, stale, or this one)."""
        from game.files.locks import lock_path, read_holder

        holder = read_holder(lock_path(Path(path)))
        if holder is None or holder.is_me() or not holder.alive():
            return None
        return holder

    def release(self) -> None:
        """Let the current game's file go (another window may open it now)."""
        b = self.current
        if b is not None and b.lock is not None:
            b.lock.release()
            b.lock = None

    def bind_loaded(self, game: Game, source: Path, loaded_id: str | None, name: str | None) -> None:
        """A game loaded from `source`: its own file when it is in the library, else a file there named by the
        game's identity (its id, or for a save without one a digest of its setup: game.game_id.game_key), so
        that opening the same file again opens that copy instead of making another.  Only when the library's
        game of that identity has gone on differently is the opened file a new game of its own."""
        from game.game_id import assign_game_id, game_id_of, game_key
        from game.library import GAME_ID, new_game_id

        lib = self.library()
        source = Path(source)
        if lib is not None and source.parent.resolve() == lib.folder.resolve():
            stem = source.stem
            self.bind(game, source, stem if GAME_ID.match(stem) else None, name)
            self.current.saved_len = len(game.log)  # type: ignore[union-attr]
            lib.touch(source)  # the game just opened is the one Continue resumes
            self.current.stamp = stamp_of(source)  # type: ignore[union-attr]
            return
        if lib is None:
            self.current = None
            return
        gid = loaded_id if loaded_id and GAME_ID.match(loaded_id) else (game_id_of(game.setup) or game_key(game.setup))
        copy = lib.path_for(gid)
        if copy.exists() and self.held_by(copy) is None and same_game_and_moment(copy, game):
            assign_game_id(game.setup, gid)
            self.bind(game, copy, gid, name)
            self.current.saved_len = len(game.log)  # type: ignore[union-attr]
            lib.touch(copy)
            self.current.stamp = stamp_of(copy)  # type: ignore[union-attr]
            return
        if copy.exists():
            gid = new_game_id()
        assign_game_id(game.setup, gid)
        self.bind(game, lib.path_for(gid), gid, name)
        self.current.saved_len = -1  # type: ignore[union-attr]  # not in the library yet: written at once
        self.autosave(game)

    # --- writing ---
    def autosave(self, game: Game) -> None:
        if not self.enabled:
            return
        b = self.current
        if b is None or b.game is not game:
            self.bind(game)
            b = self.current
            if b is None:
                return
        self._write(b)

    def save_current(self) -> None:
        """Write the current game if it changed since its last write (leaving the play screen, quitting)."""
        b = self.current
        if self.enabled and b is not None and b.saved_len != len(getattr(b.game, "log", ())):
            self._write(b)

    def _write(self, b: Binding) -> bool:
        lib = self.library()
        if lib is None:
            self.failing[b.path] = b
            return False
        if self._changed_elsewhere(b):
            self._keep_as_copy(b, lib)
        try:
            lib.save(b.game, b.path, b.game_id, b.name)
        except OSError as exc:
            reason = reason_of(exc)
            if b.path not in self.failing or reason != self.failure:  # said once, not at every retry
                print(f"tessera: cannot save {printable(str(b.path))}: {printable(str(exc))}", file=sys.stderr)
                self.show(t("banner.save_failed", reason=reason, seconds=int(RETRY_SECONDS)))
            self.failing[b.path] = b
            self.failure = reason
            self.retry_in = RETRY_SECONDS
            return False
        except FileRefused as exc:  # the game holds something a save may not (never expected)
            self.failing.pop(b.path, None)
            self.show(t("banner.save_failed", reason=printable(str(exc), 120), seconds=int(RETRY_SECONDS)))
            return False
        b.saved_len = len(getattr(b.game, "log", ()))
        b.stamp = stamp_of(b.path)
        if b.lock is not None:
            b.lock.refresh()
        was_failing = self.failing.pop(b.path, None) is not None
        if was_failing and not self.failing:
            self.quit_warned = False
            self.show(t("banner.saved_again"), "info", 4.0)
        return True

    def _changed_elsewhere(self, b: Binding) -> bool:
        """Whether another program wrote the game's file since this window read or wrote it (its turns would be
        lost by this write)."""
        now = stamp_of(b.path)
        return now is not None and now != b.stamp

    def _keep_as_copy(self, b: Binding, lib: Any) -> None:
        """The file was changed by another window: this window's game goes to a new file of its own, and the
        banner says so; neither window's turns are lost."""
        from game.game_id import assign_game_id

        print(
            f"tessera: {printable(str(b.path))} was changed by another window; this game is kept as a copy",
            file=sys.stderr,
        )
        self.failing.pop(b.path, None)
        if b.lock is not None:
            b.lock.release()
        b.game_id = assign_game_id(b.game.setup)  # type: ignore[attr-defined]
        b.path = lib.path_for(b.game_id)
        b.lock = GameLock(b.path)
        b.lock.acquire()
        b.stamp = None
        self.show(t("banner.kept_as_copy"), "error", 15.0)

    def retry(self) -> None:
        for b in list(self.failing.values()):
            self._write(b)

    def may_quit(self) -> bool:
        """Whether the window may close now: yes when every game is saved (tried once more), or when the
        player was told it is not and closes again."""
        self.save_current()
        if self.failing:
            self.retry()
        if not self.failing or self.quit_warned:
            return True
        self.quit_warned = True
        self.show(t("banner.quit_unsaved", reason=self.failure or t("write.unknown")))
        return False

    # --- settings ---
    def report_settings(self, problems: list[str]) -> None:
        if problems:
            for line in problems:
                print(f"tessera: {printable(line, 300)}", file=sys.stderr)
            self.show(t("banner.settings_refused"), "error", 12.0)

    def report_settings_write(self, reason: str | None) -> None:
        if reason:
            self.show(t("banner.settings_failed", reason=printable(reason, 120)))

    # --- the banner ---
    def show(self, text: str, kind: str = "error", seconds: float | None = None) -> None:
        self.banner = Banner(printable(text, 400), kind, seconds)

    def update(self, dt: float) -> None:
        if self.failing:
            self.retry_in -= dt
            if self.retry_in <= 0:
                self.retry_in = RETRY_SECONDS
                self.retry()
        b = self.banner
        if b is not None and b.seconds is not None:
            b.seconds -= dt
            if b.seconds <= 0:
                self.banner = None

    def handle(self, e: pygame.event.Event) -> bool:
        """A click on the banner's close box (the banner only; the problem, if any, is still retried)."""
        if self.banner is None or self.banner.closed:
            return False
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1 and self.close_rect.collidepoint(e.pos):
            self.banner.closed = True
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        b = self.banner
        if b is None or b.closed:
            return
        w, h = surface.get_size()
        s = ui_scale((w, h), self.app.ui_scale)
        size = round(16 * s)
        pad = round(12 * s)
        close = round(28 * s)
        width = min(w - 2 * pad, round(1000 * s))
        lines = theme.wrap(b.text, width - 3 * pad - close, size, True)[:3]
        height = len(lines) * round(size * 1.35) + 2 * pad
        rect = pygame.Rect(0, 0, width, height)
        rect.midtop = (w // 2, round(64 * max(1.0, s)))  # below a top bar of buttons, over the board or a title
        bg = (150, 42, 36) if b.kind == "error" else (44, 110, 60)
        shadow = rect.move(0, 3)
        pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=round(10 * s))
        pygame.draw.rect(surface, bg, rect, border_radius=round(10 * s))
        pygame.draw.rect(surface, (255, 235, 220), rect, 2, border_radius=round(10 * s))
        y = rect.y + pad
        for line in lines:
            theme.blit_text(surface, line, (rect.x + pad, y), size, theme.WHITE, True)
            y += round(size * 1.35)
        self.close_rect = pygame.Rect(rect.right - pad - close, rect.y + (rect.h - close) // 2, close, close)
        pygame.draw.rect(surface, tuple(min(255, c + 40) for c in bg), self.close_rect, border_radius=round(6 * s))
        theme.blit_text(surface, "×", self.close_rect.center, size + 4, theme.WHITE, True, "center")
