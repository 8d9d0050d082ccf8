"""Pictures made headless by main.py --screenshot: the play screen (after --turns turns of computer play, or the
position of --load), a save's replay at a turn (`--load FILE --replay TURN`) and the Statistics scene
(`--view stats`, from the records in the data folder).  Nothing is written but the picture."""

from __future__ import annotations

import sys
from argparse import Namespace
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.files import printable

if TYPE_CHECKING:
    from game.core.engine import Game

    from .app import App


def open_scene(app: App, args: Namespace) -> str | None:
    """Put the scene the arguments ask for on `app`; None, or why it cannot be shown (one line)."""
    if getattr(args, "view", None) == "stats":
        scene = app.show("stats")
        if scene.profiles:  # a player's figures say more than the list of games
            scene.pick_profile(1)
        return None
    from .scenes.replay import moment_of_turn, replay_of_save, seats_for

    replay, error = replay_of_save(args.load)
    if replay is None:
        return f"{printable(args.load, 120)}: {printable(error or '', 400)}"
    try:
        index = moment_of_turn(replay, args.replay)
    except ValueError as exc:
        return f"--replay: {exc}"
    app.show("replay", replay, seats_for(replay.setup), index)
    return None


def scene_screenshot(args: Namespace) -> int:
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
    return write_picture(app, args.screenshot)


def play_turns(game: Game, turns: int, seed: int = 0) -> Game:
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


def screenshot(args: Namespace) -> int:
    """Render the play screen to a PNG: after --turns turns of computer play, or the position of --load (a
    replay at a turn with --replay, the Statistics scene with --view stats: game.ui.shots)."""
    if getattr(args, "replay", None) is not None or getattr(args, "view", None) == "stats":
        from .shots import scene_screenshot

        return scene_screenshot(args)
    from game.core.engine import Game
    from game.newgame import setup_from_arguments

    if getattr(args, "load", None):
        from game.files import printable
        from game.persistence import SaveError, load_game

        try:
            game = load_game(args.load)
        except SaveError as exc:
            print(f"main.py: {printable(args.load, 120)}: {printable(str(exc), 400)}", file=sys.stderr)
            return 2
    else:
        setup = setup_from_arguments(args.edition, args.players, args.seed)
        if setup is None:
            return 2
        game = Game(setup)
        play_turns(game, args.turns, setup.seed or 0)
    players = game.setup.players
    from .app import App
    from .seat_list import default_seats

    app = App(size=args.size, fullscreen=False, start_menu=False, language=getattr(args, "lang", None))
    app.keeper.enabled = False  # a picture, not a game to keep: nothing is written to the library
    d = game.pending()
    human = {d.seat} if d is not None else {0}
    seats = default_seats(players, human)
    app.start_game(game, seats)
    from .play.scene import PlayScene

    scene = app.scene
    app.frame(1 / 60)  # the view settles first (the board fitted as the game opens)
    # point at a legal place so the preview shows, as a player would see it
    if d is not None and d.decision == "place_tile" and isinstance(scene, PlayScene):
        pl = scene.model.placements()
        if pl:
            pos = sorted(pl)[len(pl) // 2]
            scene.board.pointer = scene.camera.cell_rect(pos).center
            scene.dirty = True
    for _ in range(3):
        app.frame(1 / 60)
    from .play.shots import prepare  # --view tiles, --hover X,Y: an aid shown as a player would see it

    prepare(app, getattr(args, "view", None), getattr(args, "hover", None))
    return write_picture(app, args.screenshot)


def write_picture(app: App, path: str | Path) -> int:
    """Save the window's picture to `path` (its folder made if need be), close pygame, print the path; 0, or 2
    with one line when the file cannot be written."""
    out = Path(path)
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
