"""What the command line (game/cli.py) calls to open the window: `run_window(args)`, the window for players, or a
picture made headless (--screenshot, game/ui/shots.py)."""

from __future__ import annotations

import os
import sys
from typing import Any

from .app import App


def run_window(args: Any) -> int:
    if getattr(args, "screenshot", None):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        from .shots import screenshot

        return screenshot(args)
    size = getattr(args, "size", (1600, 900))
    app = App(size=size, language=getattr(args, "lang", None))
    if getattr(args, "replay", None) is not None or getattr(args, "view", None) == "stats":
        from .shots import open_scene

        error = open_scene(app, args)  # a replay or the Statistics scene first; Back goes to the menu
        if error is not None:
            print(f"main.py: {error}", file=sys.stderr)
    elif getattr(args, "load", None):
        error = app.open_saved(args.load)
        if error is not None:
            from game.files import printable

            print(f"main.py: {printable(args.load, 120)}: {printable(error, 400)}", file=sys.stderr)
            app.open("load", error=error)
    return app.run()
