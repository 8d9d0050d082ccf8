"""The save library from the command line: list the games, check every file, time the Load screen.

    python -m game.tools.library                         # the games of the player's saves folder, newest first
    python -m game.tools.library --folder DIR --json     # one JSON object per game
    python -m game.tools.library --folder DIR --fill 50  # add 50 games of computer play (for measuring)
    python -m game.tools.library --folder DIR --time     # how long the Load screen takes to open (dummy video)

Exit 0; 2 for bad arguments.  A broken save is listed with its reason (escaped: a file's text never reaches
the terminal as it is).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

from game.files import printable
from game.tools import count, run_cli


def fill(folder: Path, n: int) -> None:
    """`n` games of greedy play of every edition and 2-5 players, stopped at different turns."""
    from game.ai.simple import GreedySeat
    from game.core.engine import Game
    from game.editions import EDITION_NAMES
    from game.library import Library, new_game_id
    from game.newgame import new_setup

    lib = Library(folder)
    for i in range(n):
        edition, players = EDITION_NAMES[i % 4], 2 + i % 4
        game = Game(new_setup(edition, players, i))
        seats = [GreedySeat(i * 10 + j) for j in range(players)]
        while (d := game.pending()) is not None and game.state.turn < 5 + (i * 7) % 60:
            game.submit(seats[d.seat].choose(game))
        gid = new_game_id()
        lib.save(game, lib.path_for(gid), gid, f"Game {i + 1}" if i % 3 == 0 else None)


def time_load_screen(folder: Path, rounds: int = 7) -> dict:
    """Seconds to open the Load screen and draw it once: the first time (every save summarised, no cache)
    and then with the cache, each time with a fresh library object as when the window starts."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import shutil

    from game.library import CACHE_FOLDER
    from game.ui.app import App
    from game.ui.scenes.load import LoadScene

    app = App(size=(1600, 900), fullscreen=False)
    app.saves_dir = lambda: folder  # type: ignore[method-assign]
    app.keeper._library = None
    app.frame(1 / 60)

    def once() -> float:
        app.keeper._library = None
        start = time.perf_counter()
        app.switch(LoadScene(app))
        app.frame(1 / 60)
        return time.perf_counter() - start

    shutil.rmtree(folder / CACHE_FOLDER, ignore_errors=True)
    first = once()
    times = sorted(once() for _ in range(rounds))
    return {
        "saves": len(app.scene.entries),
        "first_s": round(first, 3),
        "cached_median_s": round(statistics.median(times), 4),
        "cached_max_s": round(times[-1], 4),
    }


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.tools.library", description="list and check the save library")
    p.add_argument("--folder", type=Path, default=None, help="a saves folder (default: the player's)")
    p.add_argument("--json", action="store_true", help="one JSON object per game")
    p.add_argument("--fill", type=count, default=0, metavar="N", help="first add N games of computer play")
    p.add_argument("--time", action="store_true", help="time the Load screen on this folder")
    args = p.parse_args(argv)
    from game.library import Library
    from game.persistence import saves_dir

    folder = args.folder if args.folder is not None else saves_dir()
    if not folder.is_dir():
        p.error(f"--folder: {printable(str(folder))} is not a folder")
    if args.fill:
        fill(folder, args.fill)
    if args.time:
        print(json.dumps(time_load_screen(folder)))
        return 0
    for e in Library(folder).entries():
        if args.json:
            print(json.dumps({"file": e.path.name, "summary": e.summary, "error": e.error}))
        elif e.summary is None:
            print(f"{printable(e.path.name, 60)}: cannot be loaded: {printable(e.error)}")
        else:
            s = e.summary
            state = "ended" if s["ended"] else f"turn {s['turn']}"
            title = f"«{printable(e.label, 40)}» " if e.label else ""
            line = f"{title}{s['edition']}, {s['players']} players, {state}, saved {s['saved_at']}"
            print(f"{printable(e.path.name, 60)}: {line}")
    return 0


if __name__ == "__main__":
    sys.exit(run_cli(main))
