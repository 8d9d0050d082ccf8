"""The window: the app loop and a scene stack (menu, setup, play, results, load, settings, rules).

`run_window(args)` is what main.py calls.  `App.frame()` runs one loop step (events, update, draw), so
tests drive the real loop by posting pygame events and calling it.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

import pygame

from . import theme
from .i18n import set_language, t
from .settings import Settings
from .sound import Sound

AUTOSAVE = "autosave.json"


def default_seats(players: int, human: set | None = None) -> list[dict]:
    out = []
    for i in range(players):
        is_human = human is None or i in human
        out.append(
            {
                "name": t("seat.default", n=i + 1) if is_human else t("seat.bot", n=i + 1),
                "colour": theme.COLOUR_ORDER[i % 5],
                "ai": None if is_human else "normal",
            }
        )
    return out


def seats_of(game) -> list[dict]:
    seats = game.setup.seats
    if isinstance(seats, list) and len(seats) == game.setup.players and all(isinstance(s, dict) for s in seats):
        out = []
        for i, s in enumerate(seats):
            out.append(
                {
                    "name": str(s.get("name") or t("seat.default", n=i + 1)),
                    "colour": s.get("colour") if s.get("colour") in theme.SEAT_COLOURS else theme.COLOUR_ORDER[i % 5],
                    "ai": s.get("ai") or None,
                }
            )
        return out
    return default_seats(game.setup.players)


class App:
    def __init__(
        self,
        size=(1600, 900),
        settings: Settings | None = None,
        fullscreen: bool | None = None,
        start_menu: bool = True,
        language: str | None = None,
    ) -> None:
        os.environ.setdefault("SDL_VIDEO_CENTERED", "1")
        pygame.init()
        theme.reset()
        self.settings = settings or Settings.load()
        if language is not None:  # --lang: this run only, until the player saves Settings
            self.settings.language = language
        set_language(self.settings.language)
        self.windowed_size = tuple(size)
        fs = self.settings.fullscreen if fullscreen is None else fullscreen
        self.screen = self._open(fs)
        pygame.display.set_caption(t("app.title"))
        pygame.key.set_repeat(300, 40)
        self.sound = Sound(self.settings.sound)
        self.scenes: list = []
        self.modal = None
        self.running = True
        self.clock = pygame.time.Clock()
        self.frame_ms: list[float] = []
        self.last_error = None
        if start_menu:
            from .scenes.menu import MenuScene

            self.scenes.append(MenuScene(self))

    def _open(self, fullscreen: bool):
        if fullscreen:
            try:
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error:
                pass
        return pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    @property
    def scene(self):
        return self.scenes[-1] if self.scenes else None

    # --- scenes ---
    def switch(self, scene) -> None:
        for old in self.scenes:
            if old is not scene and hasattr(old, "close"):
                old.close()  # e.g. the play scene cancels its AI think (load, menu, results)
        self.scenes = [scene]

    def push(self, scene) -> None:
        self.scenes.append(scene)

    def pop(self) -> None:
        if len(self.scenes) > 1:
            self.scenes.pop()

    def to_menu(self) -> None:
        from .scenes.menu import MenuScene

        self.modal = None
        self.switch(MenuScene(self))

    def start_game(self, game, seats=None) -> None:
        from .scenes.play import PlayScene

        self.modal = None
        self.switch(PlayScene(self, game, seats or seats_of(game)))

    def show_results(self, game, seats) -> None:
        from .scenes.results import ResultsScene

        self.switch(ResultsScene(self, game, seats))

    # --- saves ---
    def saves_dir(self) -> Path:
        from game.persistence import saves_dir

        return saves_dir()

    def autosave(self, game) -> None:
        from game.persistence import save_game

        try:
            save_game(game, self.saves_dir() / AUTOSAVE)
        except OSError as exc:
            self.last_error = str(exc)

    def open_save_dialog(self, game) -> None:
        from .scenes.dialogs import SaveDialog

        self.modal = SaveDialog(self, game)

    def modal_open(self) -> bool:
        return self.modal is not None

    # --- settings ---
    def apply_settings(self) -> None:
        set_language(self.settings.language)
        self.sound.enabled = self.settings.sound
        pygame.display.set_caption(t("app.title"))
        self.settings.save()

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not self.settings.fullscreen
        self.screen = self._open(self.settings.fullscreen)
        self.settings.save()
        for s in self.scenes:
            if hasattr(s, "resize"):
                s.resize(self.size)

    # --- the loop ---
    def frame(self, dt: float | None = None) -> None:
        if dt is None:
            dt = self.clock.tick(60) / 1000.0
        start = time.perf_counter()
        for e in pygame.event.get():
            self.handle(e)
            if not self.running:
                return
        scene = self.scene
        if scene is not None:
            scene.update(dt)
            if self.modal is not None and hasattr(self.modal, "update"):
                self.modal.update(dt)
            self.draw()
        pygame.display.flip()
        self.frame_ms.append((time.perf_counter() - start) * 1000)
        if len(self.frame_ms) > 600:
            del self.frame_ms[:300]

    def draw(self) -> None:
        scene = self.scene
        scene.draw(self.screen)
        if self.modal is not None:
            self.modal.draw(self.screen)

    def handle(self, e) -> None:
        if e.type == pygame.QUIT:
            self.running = False
            return
        if e.type == pygame.VIDEORESIZE and not self.settings.fullscreen:
            self.screen = pygame.display.get_surface()
            for s in self.scenes:
                if hasattr(s, "resize"):
                    s.resize(self.size)
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
            for scene in self.scenes:
                if hasattr(scene, "close"):
                    scene.close()
        pygame.quit()
        return 0


def play_turns(game, turns: int, seed: int = 0):
    """AI play until `turns` turns are done (the next turn's tile is in hand) or the game ends."""
    from game.ai.seats import make_seat

    seats = [make_seat("normal", seed * 10 + i) for i in range(game.setup.players)]
    for _ in range(100000):
        d = game.pending()
        if d is None:
            break
        if game.state.turn > turns and game.state.phase == "place_tile":
            break
        game.submit(seats[d.seat].choose(game))
    return game


def screenshot(args) -> int:
    """Render the play screen to a PNG: after --turns turns of computer play, or the position of --load."""
    from game.core.engine import Game
    from game.newgame import setup_from_arguments

    if getattr(args, "load", None):
        from game.persistence import SaveError, load_game

        try:
            game = load_game(args.load)
        except SaveError as exc:
            print(f"main.py: {args.load}: {exc}", file=sys.stderr)
            return 2
    else:
        setup = setup_from_arguments(args.edition, args.players, args.seed)
        if setup is None:
            return 2
        game = Game(setup)
        play_turns(game, args.turns, setup.seed or 0)
    players = game.setup.players
    app = App(size=args.size, fullscreen=False, start_menu=False, language=getattr(args, "lang", None))
    d = game.pending()
    human = {d.seat} if d is not None else {0}
    seats = default_seats(players, human)
    app.start_game(game, seats)
    scene = app.scene
    # point at a legal place so the preview shows, as a player would see it
    if d is not None and d.decision == "place_tile" and hasattr(scene, "placements"):
        pl = scene.placements()
        if pl:
            pos = sorted(pl)[len(pl) // 2]
            r = scene.view.cell_rect(pos)
            scene.mouse = r.center
    for _ in range(3):
        app.frame(1 / 60)
    out = Path(args.screenshot)
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(app.screen, str(out))
    except (OSError, pygame.error) as exc:
        pygame.quit()
        print(f"main.py: cannot write {out}: {exc}", file=sys.stderr)
        return 2
    pygame.quit()
    print(str(out))
    return 0


def run_window(args) -> int:
    if getattr(args, "screenshot", None):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        return screenshot(args)
    size = getattr(args, "size", (1600, 900))
    app = App(size=size, language=getattr(args, "lang", None))
    if getattr(args, "load", None):
        from game.persistence import SaveError, load_game

        try:
            game = load_game(args.load)
            app.start_game(game)
        except SaveError as exc:
            from .scenes.load import LoadScene

            app.push(LoadScene(app, error=str(exc)))
    return app.run()
