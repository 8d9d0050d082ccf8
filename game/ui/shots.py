"""Pictures of the scenes besides the play screen, made headless by main.py --screenshot: a save's replay at a
turn (`--load FILE --replay TURN`) and the Statistics scene (`--view stats`, from the records in the data
folder).  Nothing is written but the picture."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

from game.files import printable


def open_scene(app, args) -> str | None:
    """Put the scene the arguments ask for on `app`; None, or why it cannot be shown (one line)."""
    if getattr(args, "view", None) == "stats":
        from .scenes.stats import StatsScene

        scene = StatsScene(app)
        if scene.profiles:  # a player's figures say more than the list of games
            scene.pick_profile(1)
        app.switch(scene)
        return None
    from .scenes.replay import ReplayScene, moment_of_turn, replay_of_save, seats_for

    replay, error = replay_of_save(args.load)
    if replay is None:
        return f"{printable(args.load, 120)}: {printable(error or '', 400)}"
    try:
        index = moment_of_turn(replay, args.replay)
    except ValueError as exc:
        return f"--replay: {exc}"
    app.switch(ReplayScene(app, replay, seats_for(replay.setup), index))
    return None


def scene_screenshot(args) -> int:
    from .app import App

    app = App(size=args.size, fullscreen=False, start_menu=False, language=getattr(args, "lang", None))
    app.keeper.enabled = False  # a picture: no save, no record is written
    error = open_scene(app, args)
    if error is not None:
        pygame.quit()
        print(f"main.py: {error}", file=sys.stderr)
        return 2
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
