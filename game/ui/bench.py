"""Frame times of the play screen: a 1600x900 window with about 80 tiles, panning and zooming, under the
dummy video driver.  `frame_times()` is what `python -m game.tools.bench ui --json` prints."""

from __future__ import annotations

import os
import time


def _percentile(values, p):
    v = sorted(values)
    if not v:
        return 0.0
    k = min(len(v) - 1, max(0, int(round(p / 100 * (len(v) - 1)))))
    return v[k]


def frame_times(frames: int = 300, edition: str = "hill_dale", size=(1600, 900)) -> dict:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from game.core.engine import Game
    from game.newgame import new_setup

    from .app import App, default_seats, play_turns
    from .settings import Settings

    setup = new_setup(edition, 4, 7)
    game = Game(setup)
    play_turns(game, 80, 7)
    if game.ended:  # keep the board on screen: the last position before the end
        game.rewind(game.undo_point())
    app = App(size=size, settings=Settings(sound=False), fullscreen=False, start_menu=False)
    d = game.pending()
    app.start_game(game, default_seats(4, {d.seat} if d else {0}))
    scene = app.scene
    scene.fit()
    for _ in range(5):  # warm the caches of the starting zoom
        app.frame(1 / 60)
    times = []
    cx, cy = size[0] // 2, size[1] // 2
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(cx, cy), button=3))
    for i in range(frames):
        phase = (i // 60) % 4
        if i % 60 == 30:
            # zoom toward the pointer, in and out again
            pygame.event.post(
                pygame.event.Event(
                    pygame.MOUSEWHEEL,
                    x=0,
                    y=1 if phase < 2 else -1,
                    flipped=False,
                    precise_x=0.0,
                    precise_y=1.0 if phase < 2 else -1.0,
                )
            )
        dx = 6 if phase in (0, 3) else -6
        dy = 3 if phase in (0, 1) else -3
        pos = (cx + dx * (i % 60), cy + dy * (i % 60))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(dx, dy), buttons=(0, 0, 1)))
        t0 = time.perf_counter()
        app.frame(1 / 60)
        times.append((time.perf_counter() - t0) * 1000)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(cx, cy), button=3))
    app.frame(1 / 60)
    tiles = len(game.state.board.cells)
    pygame.quit()
    return {
        "frame_ms_p50": round(_percentile(times, 50), 3),
        "frame_ms_p95": round(_percentile(times, 95), 3),
        "frames": frames,
        "tiles": tiles,
        "size": f"{size[0]}x{size[1]}",
    }


if __name__ == "__main__":
    import json

    print(json.dumps(frame_times()))
