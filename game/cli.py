"""The command line of the program: `python main.py ...` in a checkout, `tessera ...` once installed
(`pip install .`) and in the one-folder build.  The window by default; --headless plays a whole game with
computer seats; --screenshot renders the play screen to a PNG (a replay with --load FILE --replay TURN, the
Statistics scene with --view stats); --load opens a save."""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # no pygame banner on stdout


def parse_args(argv, prog: str = "main.py"):
    from game.editions import EDITION_NAMES
    from game.tools import output_path
    from game.ui.i18n import LANGUAGES  # plain data, no pygame

    p = argparse.ArgumentParser(prog=prog, description="Tessera: tile-laying games of the Carcassonne family")
    p.add_argument("--headless", action="store_true", help="play a whole game with computer seats, print the result")
    p.add_argument(
        "--seats",
        metavar="LEVELS",
        help="with --headless: the computer levels, one per player or one for all (e.g. easy,normal,hard); "
        "the hard seat then plays in its deterministic mode (--futures). Default: a quick greedy seat",
    )
    p.add_argument(
        "--futures",
        type=int,
        default=4,
        help="with --seats: the hard seat's futures per candidate (a fixed amount of work, no clock)",
    )
    p.add_argument("--edition", choices=EDITION_NAMES, default=EDITION_NAMES[0])
    p.add_argument("--players", type=int, default=2, help="2..5")
    p.add_argument("--seed", type=int, default=None)
    p.add_argument(
        "--save", metavar="PATH", type=output_path, help="with --headless: write the finished game's save here"
    )
    p.add_argument("--load", metavar="PATH", help="open a save file (with --headless: play it on to its end)")
    p.add_argument(
        "--screenshot",
        metavar="OUT.png",
        type=output_path,
        help="render the play screen after --turns turns of AI play",
    )
    p.add_argument(
        "--replay",
        metavar="TURN",
        help="with --load: show the game's replay at the start of turn TURN (0: the start, 'end': the end)",
    )
    p.add_argument("--turns", type=int, default=10)
    p.add_argument(
        "--view",
        choices=("board", "tiles", "stats"),
        default="board",
        help="tiles: with --screenshot, the tiles-left view; stats: open (or render) the Statistics scene",
    )
    p.add_argument("--hover", metavar="X,Y", help="with --screenshot: the pointer resting at this screen point")
    p.add_argument("--size", default="1600x900", help="window size WxH")
    p.add_argument(
        "--lang",
        choices=LANGUAGES,
        default=None,
        help="interface language for this run (default: the one chosen in Settings)",
    )
    args = p.parse_args(argv)
    if not 2 <= args.players <= 5:
        p.error(f"--players must be 2..5, not {args.players}")
    if args.replay is not None:
        if not args.load:
            p.error("--replay needs --load FILE (the game to replay)")
        if args.replay != "end":
            try:
                args.replay = int(args.replay)
            except ValueError:
                p.error(f"--replay takes a turn number or 'end', not {args.replay!r}")
            if args.replay < 0:
                p.error("--replay must be 0 or more")
    if args.seats is not None:
        from game.ai.seats import LEVELS

        levels = [v.strip() for v in args.seats.split(",")]
        if len(levels) == 1:
            levels *= args.players
        wrong = [v for v in levels if v not in LEVELS]
        if wrong or len(levels) != args.players:
            p.error(f"--seats takes {args.players} levels or one, each of {', '.join(LEVELS)}, not {args.seats!r}")
        args.seats = levels
    if args.futures < 1:
        p.error("--futures must be 1 or more")
    if args.turns < 0:
        p.error("--turns must be 0 or more")
    if args.hover is not None:
        try:
            x, y = (int(v) for v in args.hover.replace(" ", "").split(","))
        except ValueError:
            p.error(f"--hover must look like 640,400, not {args.hover!r}")
        args.hover = (x, y)
    try:
        w, h = (int(v) for v in args.size.lower().split("x"))
        if w < 1024 or h < 640:  # the smallest window the layout is made for
            raise ValueError
        args.size = (w, h)
    except ValueError:
        p.error(f"--size must look like 1600x900 (at least 1024x640), not {args.size!r}")
    return args


def headless(args) -> int:
    from game.ai.simple import GreedySeat, play_out
    from game.core.engine import Game
    from game.newgame import setup_from_arguments

    if args.load:  # the saved game, played on to its end
        from game.persistence import game_for_command_line

        game = game_for_command_line(args.load, "main.py")
        if game is None:
            return 2
        setup = game.setup
    else:
        # the save names each seat's computer level (parse_args made --seats one a player; default greedy)
        made = setup_from_arguments(args.edition, args.players, args.seed, args.seats or ["greedy"] * args.players)
        if made is None:
            return 2
        setup = made
        game = Game(setup)
    levels = args.seats
    if levels is not None and len(levels) != setup.players:
        if len(set(levels)) != 1:  # one level for every seat stretches to the save's players; a list must fit
            print(f"main.py: --seats names {len(levels)} seats, the game has {setup.players}", file=sys.stderr)
            return 2
        levels = levels[:1] * setup.players
    seats: list
    if levels is None:
        seats = [GreedySeat(seed=(setup.seed or 0) * 10 + i) for i in range(setup.players)]
    else:
        from game.ai.seats import make_seat

        seats = [
            make_seat(level, seed=(setup.seed or 0) * 10 + i, futures=args.futures) for i, level in enumerate(levels)
        ]
    play_out(game, seats)
    if args.save:
        from game.persistence import save_game

        try:
            save_game(game, args.save)
        except OSError as exc:
            from game.files import printable

            print(f"main.py: cannot write {printable(args.save)}: {exc.strerror or exc}", file=sys.stderr)
            return 2
    print(
        json.dumps(
            {
                "edition": setup.edition,
                "seed": setup.seed,
                "seats": levels or "greedy",
                "scores": list(game.state.scores),
                "ended": game.ended,
            }
        )
    )
    return 0


def check_parts(window: bool) -> str | None:
    """Every registered edition has its AI heuristics (and, for the window, its window plug-in): None, or
    what is missing.  A program built without one of them stops here rather than play a different game.  Each
    layer declares its part of a registration (game.core.registry.Part); the one registry checks them."""
    from game.ai.heuristics import HEURISTICS
    from game.core.registry import Part, check_parts

    slots: list[Part[Any]] = [HEURISTICS]
    if window:
        from game.ui.editions import WINDOW_PLUGIN

        slots.append(WINDOW_PLUGIN)
    try:
        check_parts(*slots)
    except LookupError as exc:
        return str(exc)
    return None


def main(argv=None, prog: str = "main.py") -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv, prog)
    missing = check_parts(window=not args.headless)
    if missing:
        print(f"tessera: this program is incomplete: {missing}", file=sys.stderr)
        return 1
    if args.headless:
        return headless(args)
    from game.ui.window import run_window

    return run_window(args)


def run(prog: str = "tessera") -> int:
    """The program as a command: the `tessera` entry point of an installed package, and main.py."""
    import multiprocessing

    # In the built program (game.tools.build) the hard seat's worker processes start this same executable;
    # freeze_support lets them run their work instead of a second game.  A no-op when run by Python.
    multiprocessing.freeze_support()
    from game.tools import run_cli

    return run_cli(lambda: main(prog=prog))
