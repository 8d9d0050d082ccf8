"""Speed and size of the window, printed by `python -m game.tools.bench ui [--driver D] [--json]` (never
asserted in tests).  Frame times are given twice: on the wall clock (`frame_ms_*`, what a player waits) and
in CPU time of this process (`frame_cpu_ms_*`, time.process_time: the work of a frame, which other programs
on a loaded machine do not inflate, so figures of two sittings compare).

    menu_mib           resident memory with the main menu drawn
    frame_ms_p95       frame time while panning and zooming, 1600x900, a board of about 72 tiles
    frame_cpu_ms_p95   the same frames in CPU time
    frame_ms_p95_250   the same on a board of 250 tiles, fitted and then zoomed in, panning all along
    idle_cpu_pct       CPU time of the real loop (app.frame() as run() calls it) over a few seconds of a
                       play screen waiting for a human, as a share of one core
    mib_by_zoom        resident memory after each zoom level of a 250-tile board (panning at each)
    peak_mib_250       peak resident memory after visiting every zoom level of a 250-tile board
    hover_ms           what the board's aids work out when the pointer moves (the feature under it, its
                       card's answers, the hover text), the mean over random points of a 72-tile board
    over_aims          the figures above their aims (AIMS: memory 150 MiB, a panning frame's p95 8 ms)

Each figure is measured in a fresh process (`python -m game.ui.bench <part>`), so one does not inherit
another's caches or memory.  The dummy video driver draws into memory only; the real one (`--driver x11`, or
both by default where DISPLAY names an X display: a desktop, or Xvfb) shows the window, with the renderer the
program chooses there (game/ui/renderer.py), and its figures are printed with the prefix `x11_`:

    x11_video_driver   the driver SDL used ("x11")
    x11_framebuffer_acceleration  what the program chose ("0": off, no GPU found; "default": SDL's)
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.core.engine import Game

    from .app import App


def _percentile(values: Any, p: Any) -> Any:
    v = sorted(values)
    if not v:
        return 0.0
    k = min(len(v) - 1, max(0, int(round(p / 100 * (len(v) - 1)))))
    return v[k]


REAL = "TESSERA_BENCH_REAL"  # set in a part's environment: measure on the real video driver (x11)
AIMS = {"menu_mib": 150.0, "mib_by_zoom": 150.0, "frame_ms_p95": 8.0, "frame_cpu_ms_p95": 8.0}


def resident_mib() -> float:
    """Resident memory of this process now (MiB): /proc/self/statm on Linux, else the peak so far."""
    try:
        pages = int(open("/proc/self/statm", encoding="ascii").read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, IndexError, AttributeError):
        import resource

        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux


def _env() -> None:
    if os.environ.get(REAL):
        os.environ["SDL_VIDEODRIVER"] = "x11"
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def board_game(tiles: int, seed: int = 7, edition: str | None = None) -> Any:
    """A game of 4 seats played by quick computer seats until the board holds `tiles` tiles, the next tile
    in hand (the box is repeated as often as needed)."""
    from game.ai.simple import GreedySeat
    from game.core.engine import Game
    from game.editions import EDITION_NAMES
    from game.newgame import new_setup

    setup = new_setup(edition or EDITION_NAMES[0], 4, seed)
    setup.deck = setup.deck * (1 + tiles // max(1, len(setup.deck)))
    game = Game(setup)
    seats = [GreedySeat(seed * 10 + i) for i in range(4)]
    while (d := game.pending()) is not None:
        if d.decision == "place_tile" and len(game.state.board.cells) >= tiles:
            break
        game.submit(seats[d.seat].choose(game))
    return game


def _open(game: Game, size: Any) -> Any:
    from .app import App
    from .seat_list import default_seats
    from .settings import Settings

    app = App(size=size, settings=Settings(sound=False), fullscreen=False, start_menu=False)
    d = game.pending()
    app.start_game(game, default_seats(game.setup.players, {d.seat} if d else {0}))
    return app


def _pan_frames(app: App, frames: int, zoom_every: int = 60) -> tuple[list[float], list[float]]:
    """Frame times (ms) while the right button drags the board around, zooming in and out now and then: on
    the wall clock and in this process's CPU time."""
    import pygame

    w, h = app.size
    area = app.scene.camera.area
    cx, cy = area.center
    times: list[float] = []
    cpu: list[float] = []
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(cx, cy), rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(cx, cy), button=3))
    app.frame(1 / 60)
    for i in range(frames):
        period = zoom_every or 60
        phase = (i // period) % 4
        if zoom_every and i % zoom_every == zoom_every // 2:
            up = 1 if phase < 2 else -1
            pygame.event.post(
                pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=up, flipped=False, precise_x=0.0, precise_y=float(up))
            )
        dx = 6 if phase in (0, 3) else -6
        dy = 3 if phase in (0, 1) else -3
        step = i % period
        pos = (cx + dx * step, cy + dy * step)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(dx, dy), buttons=(0, 0, 1)))
        t0, c0 = time.perf_counter(), time.process_time()
        app.frame(1 / 60)
        times.append((time.perf_counter() - t0) * 1000)
        cpu.append((time.process_time() - c0) * 1000)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(cx, cy), button=3))
    app.frame(1 / 60)
    del w, h
    return times, cpu


def frame_times(frames: int = 300, edition: str | None = None, size: Any = (1600, 900), tiles: int = 72) -> dict:
    """Frame times while panning and zooming a board of `tiles` tiles (this process)."""
    _env()
    import pygame

    game = board_game(tiles, 7, edition)
    app = _open(game, size)
    app.scene.fit()
    for _ in range(5):  # the caches of the starting zoom
        app.frame(1 / 60)
    times, cpu = _pan_frames(app, frames)
    n = len(game.state.board.cells)
    driver = pygame.display.get_driver()
    pygame.quit()
    return {
        "frame_ms_p50": round(_percentile(times, 50), 3),
        "frame_ms_p95": round(_percentile(times, 95), 3),
        "frame_cpu_ms_p50": round(_percentile(cpu, 50), 3),
        "frame_cpu_ms_p95": round(_percentile(cpu, 95), 3),
        "video_driver": driver,
        "frames": frames,
        "tiles": n,
        "size": f"{size[0]}x{size[1]}",
    }


def frame_times_250(frames: int = 300, size: Any = (1600, 900)) -> dict:
    """250 tiles: fitted, then zoomed in on the middle, panning all along."""
    _env()
    import pygame

    game = board_game(250)
    app = _open(game, size)
    scene = app.scene
    scene.fit()
    for _ in range(5):
        app.frame(1 / 60)
    times, cpu = _pan_frames(app, frames // 2, zoom_every=0)  # fitted
    for _ in range(4):
        scene.camera.zoom_at(1)
    for _ in range(3):
        app.frame(1 / 60)
    more, more_cpu = _pan_frames(app, frames - frames // 2, zoom_every=0)  # zoomed in
    times, cpu = times + more, cpu + more_cpu
    n = len(game.state.board.cells)
    pygame.quit()
    return {
        "frame_ms_p95_250": round(_percentile(times, 95), 3),
        "frame_ms_p50_250": round(_percentile(times, 50), 3),
        "frame_cpu_ms_p95_250": round(_percentile(cpu, 95), 3),
        "tiles_250": n,
    }


def idle_cpu(seconds: float = 4.0, size: Any = (1600, 900)) -> dict:
    """CPU time of the real loop over `seconds` of a play screen waiting for a human."""
    _env()
    import pygame

    game = board_game(72)
    app = _open(game, size)
    settle = time.perf_counter() + 1.0
    while time.perf_counter() < settle:
        app.frame()
    cpu0, wall0 = time.process_time(), time.perf_counter()
    frames = 0
    while time.perf_counter() - wall0 < seconds:
        app.frame()
        frames += 1
    cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
    draws = len(app.frame_ms)
    pygame.quit()
    return {
        "idle_cpu_pct": round(100 * cpu / wall, 2),
        "idle_loops": frames,
        "idle_seconds": round(wall, 2),
        "draws": draws,
    }


def peak_memory(size: Any = (1600, 900)) -> dict:
    """Resident memory (MiB) after each zoom level of a 250-tile board, panning at each, and the peak."""
    _env()
    import resource

    import pygame

    from .board_view import ZOOM_LEVELS

    game = board_game(250)
    app = _open(game, size)
    scene = app.scene
    cam = scene.camera
    scene.fit()
    centre = (cam.cx, cam.cy)
    by_zoom = []
    for level in range(len(ZOOM_LEVELS)):
        cam.level = level
        cam.cx, cam.cy = centre
        for k in range(4):  # look around a little at each level
            cam.pan(150 * (1 if k % 2 else -1), 90)
            scene.dirty = True
            app.frame(1 / 60)
        by_zoom.append(round(resident_mib(), 1))
    painter = cam.painter
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux
    figures = {
        "mib_by_zoom": by_zoom,
        "peak_mib_250": round(peak, 1),
        "tile_cache_mib": round(painter.cached_bytes() / 2**20, 1),
        "zoom_levels": len(ZOOM_LEVELS),
    }
    pygame.quit()
    return figures


def hover_time(points: int = 400, size: Any = (1600, 900)) -> dict:
    """Mean ms the aids spend on a pointer move (the position's caches warm, as while a player looks around)."""
    _env()
    import random

    import pygame

    game = board_game(72)
    app = _open(game, size)
    scene = app.scene
    app.frame(1 / 60)
    area = scene.free_area()
    rng = random.Random(1)
    pts = [(rng.randint(area.x, area.right - 1), rng.randint(area.y, area.bottom - 1)) for _ in range(points)]
    for p in pts[: points // 4]:
        scene.hover.moved(p)
    t0 = time.perf_counter()
    for p in pts:
        scene.hover.moved(p)
        scene.play_aids.board_tip(p)
    mean = (time.perf_counter() - t0) * 1000 / len(pts)
    pygame.quit()
    return {"hover_ms": round(mean, 3)}


def menu_memory(size: Any = (1600, 900)) -> dict:
    """Resident memory (MiB) with the main menu drawn, and the renderer the program chose."""
    _env()
    import resource

    import pygame

    from .app import App
    from .settings import Settings

    app = App(size=size, settings=Settings(sound=False), fullscreen=False)
    for _ in range(10):
        app.frame(1 / 60)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    chosen = os.environ.get("SDL_FRAMEBUFFER_ACCELERATION", "default")
    driver = pygame.display.get_driver()
    pygame.quit()
    return {"menu_mib": round(peak, 1), "framebuffer_acceleration": chosen, "video_driver": driver}


PARTS: dict[str, Callable[[], dict]] = {
    "menu": menu_memory,
    "frames": frame_times,
    "frames250": frame_times_250,
    "idle": idle_cpu,
    "memory": peak_memory,
    "hover": hover_time,
}


def _part(part: str, real: bool = False) -> dict:
    env = dict(os.environ)
    if real:
        env[REAL] = "1"
        env.pop("SDL_VIDEODRIVER", None)
    res = subprocess.run(
        [sys.executable, "-m", "game.ui.bench", part], capture_output=True, text=True, check=False, env=env
    )
    if res.returncode != 0:
        raise RuntimeError(f"the {part} bench failed: {res.stderr.strip().splitlines()[-1:]}")
    return json.loads(res.stdout.strip().splitlines()[-1])


DRIVERS = ("auto", "dummy", "x11")  # auto: the dummy driver, and the real one too where DISPLAY is set


def over_aims(figures: dict) -> list[str]:
    """The names of the figures above their aims (AIMS), the real driver's with their prefix."""
    over = []
    for prefix in ("", "x11_"):
        for name, aim in AIMS.items():
            value = figures.get(prefix + name)
            values = value if isinstance(value, list) else [value]
            if any(isinstance(v, int | float) and v > aim for v in values):
                over.append(prefix + name)
    return over


def ui_figures(driver: str = "auto") -> dict:
    """Every figure, each measured in a fresh process: on the dummy video driver, on the real one (x11), or
    on both (auto, where a display is set)."""
    out: dict = {}
    if driver in ("auto", "dummy"):
        for part in ("menu", "frames", "frames250", "idle", "memory", "hover"):
            out.update(_part(part))
    if driver == "x11" or (driver == "auto" and os.environ.get("DISPLAY")):
        real = {**_part("menu", True), **_part("frames", True), **_part("memory", True)}
        keep = (
            "video_driver",
            "menu_mib",
            "framebuffer_acceleration",
            "frame_ms_p95",
            "frame_ms_p50",
            "frame_cpu_ms_p95",
            "frame_cpu_ms_p50",
            "mib_by_zoom",
            "peak_mib_250",
        )
        out.update({f"x11_{k}": real[k] for k in keep if k in real})
    elif driver == "auto":
        out["x11"] = "not measured: no DISPLAY (run under a desktop or Xvfb)"
    out["over_aims"] = over_aims(out)
    return out


if __name__ == "__main__":
    part = PARTS.get(sys.argv[1]) if len(sys.argv) > 1 else ui_figures
    print(json.dumps(part() if part is not None else {"error": f"parts: {', '.join(PARTS)}"}))
