"""Speed figures of the Rules screen and the hand-over (`python -m game.tools.bench rules`), printed, never
asserted: laying a document out (once per width and scale), a frame while scrolling a page at a time (only
what is in view is drawn), playing every worked example through the scenario runner, and working out a
recap late in a game (the replay's changes since a player's last turn)."""

from __future__ import annotations

import os
import statistics
import time
from typing import Any


def _p95(values: list[float]) -> float:
    values = sorted(values)
    return round(values[min(len(values) - 1, int(len(values) * 0.95))], 2)


def rules_figures(sizes: Any = ((1600, 900), (2560, 1440))) -> dict:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game import rules_docs
    from game.editions import EDITION_NAMES

    from ..app import App
    from ..scenes.rules import document
    from . import examples, layout
    from .pictures import tile_extent

    out: dict = {}
    t0 = time.perf_counter()
    for ed in EDITION_NAMES:
        for name in {img.target for img in rules_docs.load(ed, "en").images("example")}:
            examples.example(ed, name)
    out["examples_all_ms"] = round((time.perf_counter() - t0) * 1000, 1)
    for size in sizes:
        app = App(size=size, fullscreen=False, start_menu=False)
        lay_ms: list[float] = []
        first: list[float] = []
        again: list[float] = []
        for ed in EDITION_NAMES:
            scene = app.show("rules", ed)
            app.frame(1 / 60)
            doc = document(ed, "en")
            t0 = time.perf_counter()
            layout.lay_out(doc, scene.view.text_rect.w, scene.scale, tile_extent(ed))
            lay_ms.append((time.perf_counter() - t0) * 1000)
            pages = scene.view.most() // scene.view.page() + 1
            for frame_ms in (first, again):  # pictures painted the first time, then from their caches
                for k in (pygame.K_PAGEDOWN,) * pages + (pygame.K_PAGEUP,) * pages:
                    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
                    t0 = time.perf_counter()
                    app.frame(1 / 60)
                    frame_ms.append((time.perf_counter() - t0) * 1000)
        key = f"{size[0]}x{size[1]}"
        out[f"layout_ms_{key}"] = round(statistics.median(lay_ms), 1)
        out[f"scroll_frame_ms_p95_{key}"] = _p95(again)
        out[f"scroll_frame_ms_max_first_pass_{key}"] = round(max(first), 1)
        out[f"scroll_frames_{key}"] = len(first) + len(again)
        pygame.quit()
    out["recap_ms_late_game"] = _recap_ms()
    return out


def _recap_ms() -> float:
    """A recap late in a four-player game of an edition with secret tokens."""
    from game.ai.simple import GreedySeat
    from game.core.engine import Game
    from game.editions import EDITION_NAMES, get_edition
    from game.newgame import new_setup

    from ..play.recap import recap_steps

    secret = [ed for ed in EDITION_NAMES if get_edition(ed).secrets.hands_hidden]  # where the hand-over is
    game = Game(new_setup((secret or list(EDITION_NAMES))[0], 4, 11))
    seats = [GreedySeat(i) for i in range(4)]
    while (d := game.pending()) is not None and game.state.turn < 64:
        game.submit(seats[d.seat].choose(game))
    names = [{"name": f"P{i}", "colour": "red", "ai": None} for i in range(4)]
    d = game.pending()
    seat = d.seat if d is not None else 0
    times = []
    for _ in range(5):
        t0 = time.perf_counter()
        recap_steps(game, seat, names)
        times.append((time.perf_counter() - t0) * 1000)
    return round(statistics.median(times), 1)
