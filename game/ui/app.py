"""The window: the app loop and a scene stack (menu, setup, play, results, replay, statistics, settings...).

`App.frame()` runs one loop step (events, update, draw), so
tests drive the real loop by posting pygame events and calling it.  Games are kept by `self.keeper`
(game/ui/keeper.py): each in its own save file, autosaved after every turn, a failed write shown at once.
"""

from __future__ import annotations

import os
import time
import warnings
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from . import layout, renderer, theme
from .i18n import set_language, t
from .keeper import SaveKeeper
from .records_keeper import RecordsKeeper
from .seat_list import default_seats, seats_of  # noqa: F401  (re-exported: scenes, tools and tests)
from .settings import Settings
from .sound import Sound

if TYPE_CHECKING:
    from game.core.engine import Game

    from .scenes.contracts import Modal, Screen


IDLE_WAIT_MS = 500  # an idle window sleeps until an event, waking at least this often
IDLE_NAP = 0.015  # seconds between two looks at the event queue while idle (the latency of a first event)


class App:
    def __init__(
        self,
        size: tuple[int, int] = (1600, 900),
        settings: Settings | None = None,
        fullscreen: bool | None = None,
        start_menu: bool = True,
        language: str | None = None,
    ) -> None:
        os.environ.setdefault("SDL_VIDEO_CENTERED", "1")
        renderer.choose()  # no GPU: no framebuffer acceleration (lean and fast on a virtual display)
        pygame.init()
        desktops = pygame.display.get_desktop_sizes() if pygame.display.get_driver() != "dummy" else []
        self.desktop: tuple[int, int] | None = desktops[0] if desktops else None  # None: no real screen
        self.clock = pygame.time.Clock()
        self.scenes: list[Screen] = []
        self.begin(size, settings, fullscreen, start_menu, language)

    def begin(
        self,
        size: tuple[int, int] = (1600, 900),
        settings: Settings | None = None,
        fullscreen: bool | None = None,
        start_menu: bool = True,
        language: str | None = None,
    ) -> None:
        """Start the window's session: the settings, the window at its size, the sounds, the save keeper,
        the records and the first scene, as a program that has just started has them.  The window tests start
        every test with it on one window per test module (tests/ui_helpers.make_app)."""
        for old in self.scenes:
            if hasattr(old, "close"):
                old.close()  # e.g. a play scene's AI think
        pygame.init()  # again after the pygame.quit() at the end of run(); else nothing
        pygame.event.clear()
        theme.reset()
        self.settings = settings or Settings.load()
        self.saved_language = self.settings.language  # what the settings file says
        self.run_language = language  # --lang: this run only, never written (unless chosen in Settings)
        if language is not None:
            self.settings.language = language
        set_language(self.settings.language)
        self.windowed_size = layout.clamp_size(size)
        fs = self.settings.fullscreen if fullscreen is None else fullscreen
        self.screen = self._open(fs)
        pygame.display.set_caption(t("app.title"))
        pygame.key.set_repeat(300, 40)
        st = self.settings
        self.sound = Sound(st.sound, st.effects_volume, st.interface_volume)
        self.scenes = []
        self.modal: Modal | None = None
        self.running = True
        self.frame_ms: list[float] = []
        self.keeper = SaveKeeper(self)
        self.records = RecordsKeeper(self)  # the players' records (game.records), shown by the same banner
        self.keeper.report_settings(self.settings.problems)
        self.keeper.library()  # cleans what a killed save left behind; says so if the folder cannot be made
        if start_menu:  # a window for players (not a picture or a bench): results an earlier one left
            self.records.recover()
        self.quit_done = False
        self.last_error: str | None = None
        if start_menu:
            self.open("menu")

    def _open(self, fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            try:
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error:
                pass
        with warnings.catch_warnings():  # leaving full screen with no framebuffer acceleration (renderer.py),
            warnings.simplefilter("ignore", RuntimeWarning)  # SDL keeps the full size once: asked again, it obeys
            warnings.simplefilter("ignore", DeprecationWarning)
            for _ in range(2):
                screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
                if screen.get_size() == tuple(self.windowed_size):
                    break
            try:  # the window cannot be made smaller than the layout needs (SDL_SetWindowMinimumSize)
                pygame.Window.from_display_module().minimum_size = layout.MIN_SIZE
            except (AttributeError, pygame.error):
                pass
        return screen

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    @property
    def ui_scale(self) -> float:
        """The player's UI scale (Settings), or the one that suits this screen."""
        return self.settings.ui_scale or layout.default_scale(self.desktop)

    def relayout(self) -> None:
        """The window or the UI scale changed: every scene lays itself out again."""
        for s in self.scenes:
            if hasattr(s, "resize"):
                s.resize(self.size)
            s.dirty = True

    @property
    def scene(self) -> Any:
        return self.scenes[-1] if self.scenes else None

    # --- scenes ---
    def show(self, name: str, *args: Any, **kwargs: Any) -> Any:
        """The scene called `name` (game.ui.scenes.catalog), built with its own arguments, in place of every
        scene; it is returned."""
        from .scenes.catalog import build

        scene = build(self, name, *args, **kwargs)
        self.switch(scene)
        return scene

    def open(self, name: str, *args: Any, **kwargs: Any) -> Any:
        """The scene called `name`, built with its own arguments, over the current one; it is returned."""
        from .scenes.catalog import build

        scene = build(self, name, *args, **kwargs)
        self.push(scene)
        return scene

    def switch(self, scene: Screen) -> None:
        for old in self.scenes:
            if old is not scene and hasattr(old, "close"):
                old.close()  # e.g. the play scene cancels its AI think (load, menu, results)
        self.scenes = [scene]

    def push(self, scene: Screen) -> None:
        self.scenes.append(scene)

    def pop(self) -> None:
        if len(self.scenes) > 1:
            self.scenes.pop()
            self.scenes[-1].dirty = True  # the scene under it shows again

    def to_menu(self) -> None:
        self.keeper.save_current()
        self.keeper.release()  # another window may open the game now
        self.modal = None
        self.show("menu")

    def start_game(
        self,
        game: Game,
        seats: list[dict] | None = None,
        save_path: Path | None = None,
        game_id: str | None = None,
        name: str | None = None,
    ) -> None:
        """Play `game`, kept in `save_path` (a game loaded from the library) or in a new file of its own."""
        self.keeper.save_current()
        self.keeper.bind(game, save_path, game_id, name)
        if save_path is not None and self.keeper.current is not None:
            self.keeper.current.saved_len = len(game.log)
        self.modal = None
        self.show("play", game, seats or seats_of(game))

    def open_saved(self, path: str | Path) -> str | None:
        """Load the save at `path` and play it; None, or why it cannot be loaded.

        A game that was already over when it was opened is shown, never recorded again (only a game played
        to its end in the program counts in Statistics)."""
        from game.persistence import SaveError, read_save

        try:
            loaded = read_save(path)
        except SaveError as exc:
            return str(exc)
        game = loaded.game
        if game.ended:
            self.records.opened_finished(game)
        lib = self.keeper.library()
        if lib is not None and Path(path).parent.resolve() == lib.folder.resolve():
            if self.keeper.held_by(Path(path)) is not None:  # open in another window: say so, offer a copy
                from .scenes.dialogs import OpenCopyDialog

                self.modal = OpenCopyDialog(self, game)
                return None
        self.keeper.save_current()
        self.keeper.bind_loaded(game, Path(path), loaded.game_id, loaded.name)
        self.modal = None
        self.show("play", game, seats_of(game))
        return None

    def open_copy(self, game: Game) -> None:
        """Play `game` (a game another window has open) in a new file of its own."""
        self.keeper.save_current()
        self.keeper.bind(game)  # its id is taken: a new one, a new file
        self.keeper.autosave(game)
        self.modal = None
        self.show("play", game, seats_of(game))

    def show_results(self, game: Game, seats: list[dict]) -> None:
        self.show("results", game, seats)

    # --- saves ---
    def saves_dir(self) -> Path:
        from game.persistence import saves_dir

        return saves_dir()

    def autosave(self, game: Game) -> None:
        self.keeper.autosave(game)

    def open_save_dialog(self, game: Game) -> None:
        from .scenes.dialogs import SaveDialog

        self.modal = SaveDialog(self, game)

    def modal_open(self) -> bool:
        return self.modal is not None

    # --- settings ---
    def apply_settings(self) -> None:
        set_language(self.settings.language)
        self.sound.enabled = self.settings.sound
        self.sound.volumes = {"effects": self.settings.effects_volume, "interface": self.settings.interface_volume}
        pygame.display.set_caption(t("app.title"))
        self.save_settings()

    def choose_language(self, language: str) -> None:
        """The player chose a language in Settings: it is kept from now on (a --lang of this run no more)."""
        self.run_language = None
        self.settings.language = self.saved_language = language
        self.apply_settings()

    def save_settings(self) -> None:
        """Write the settings, less what lasts one run only (--lang), and report a failed write."""
        language = self.settings.language
        if self.run_language is not None and language == self.run_language:
            self.settings.language = self.saved_language
        try:
            self.keeper.report_settings_write(self.settings.save())
        finally:
            self.settings.language = language

    def toggle_fullscreen(self) -> None:
        if not self.settings.fullscreen:
            self.windowed_size = layout.clamp_size(self.size)  # the window to come back to
        self.settings.fullscreen = not self.settings.fullscreen
        self.screen = self._open(self.settings.fullscreen)
        self.save_settings()
        self.relayout()

    # --- the loop ---
    def animating(self) -> bool:
        """Whether something moves by itself (else the window sleeps until an event)."""
        scene = self.scene
        busy = getattr(scene, "animating", None)
        return self.modal is not None or self.banner_showing() or (busy() if busy is not None else False)

    def banner_showing(self) -> bool:
        """A write failure is being reported (and retried): it stays drawn, and its text may change."""
        banner = self.keeper.banner
        return banner is not None and not banner.closed

    def frame(self, dt: float | None = None) -> None:
        """One step of the loop: events, update, and a redraw when something changed or moves.  With no `dt`
        (the real loop) an idle window sleeps until an event comes (or IDLE_WAIT_MS passes)."""
        events = pygame.event.get()
        if dt is None:
            if not events and not self.animating():
                # sleep in short naps until an event comes (pygame's event.wait polls and costs more)
                deadline = time.monotonic() + IDLE_WAIT_MS / 1000.0
                while not events and time.monotonic() < deadline:
                    time.sleep(IDLE_NAP)
                    events = pygame.event.get()
            dt = min(0.5, self.clock.tick(60) / 1000.0)
        start = time.perf_counter()
        if any(e.type == pygame.QUIT for e in events):
            # a close is honoured at once: before any other input of this frame is handled (which might start
            # something long), and nothing more of this frame runs when it closes the window
            self.request_quit()
            if not self.running:
                self.close_scenes()
                return
            events = [e for e in events if e.type != pygame.QUIT]
        for e in events:
            self.handle(e)
            if not self.running:
                return
        self.keeper.update(dt)
        scene = self.scene
        if scene is None:
            return
        scene.update(dt)
        if self.modal is not None and hasattr(self.modal, "update"):
            self.modal.update(dt)
        if getattr(scene, "dirty", True) or self.modal is not None or self.banner_showing():
            self.draw()
            pygame.display.flip()
            self.frame_ms.append((time.perf_counter() - start) * 1000)
            if len(self.frame_ms) > 600:
                del self.frame_ms[:300]

    def draw(self) -> None:
        scene = self.scene
        scene.draw(self.screen)
        scene.dirty = False
        if self.modal is not None:
            self.modal.draw(self.screen)
        self.keeper.draw(self.screen)

    def request_quit(self) -> None:
        """Close the window, unless a game could not be saved and the player has not yet been told so."""
        if self.keeper.may_quit():
            self.running = False
            self.finish()

    def close_scenes(self) -> None:
        """Every scene is told the window closes (a computer seat's think is dropped; nothing waits for it)."""
        for scene in self.scenes:
            if hasattr(scene, "close"):
                scene.close()

    def finish(self) -> None:
        """Once, as the window closes: what must not be lost (results not recorded yet) is kept."""
        if not self.quit_done:
            self.quit_done = True
            self.records.at_quit()
            self.keeper.release()

    def handle(self, e: pygame.event.Event) -> None:
        if e.type == pygame.QUIT:
            self.request_quit()
            return
        if self.keeper.handle(e):
            return
        if self.scene is not None and e.type not in (pygame.MOUSEMOTION,):
            self.scene.dirty = True
        if e.type == pygame.VIDEORESIZE and not self.settings.fullscreen:
            self.screen = pygame.display.get_surface() or self.screen  # (a resize comes from an open window)
            self.windowed_size = layout.clamp_size(self.screen.get_size())  # leaving full screen comes back here
            if self.screen.get_size() != self.windowed_size:
                # made smaller than the minimum anyway (a window manager that ignores it): back to it
                self.screen = self._open(False)
            self.relayout()
            return
        if e.type == pygame.KEYDOWN and e.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if self.modal is not None:
            self.modal.handle(e)
            return
        if self.scene is not None:
            self.scene.handle(e)

    def run(self) -> int:
        try:
            while self.running:
                self.frame()
        finally:
            self.close_scenes()
            self.finish()
        pygame.quit()
        return 0
