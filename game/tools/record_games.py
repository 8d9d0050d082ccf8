"""Fill the players' record book with finished games, to try the Statistics scene or picture it.

    python -m game.tools.record_games [--games 8] [--names Anna,Boris] [--seed 1]

Plays `--games` whole games (the editions in turn, two to four players) in which the named people's seats are
played by the computer (normal) beside computer seats (easy, normal, hard in turn), keeps each game in the
save library and records it in the record book of the data folder, as the window does at the results screen.
Point XDG_DATA_HOME (Linux) at a scratch folder to leave your own records alone:

    XDG_DATA_HOME=/tmp/demo python -m game.tools.record_games --games 8
    XDG_DATA_HOME=/tmp/demo python main.py --screenshot stats.png --view stats
"""

from __future__ import annotations

import sys

from game.ai.seats import make_seat
from game.core.engine import Game
from game.editions import PLAYABLE
from game.game_id import assign_game_id
from game.library import Library
from game.newgame import new_setup
from game.persistence import saves_dir
from game.records import RecordsError, open_records
from game.tools import run_cli
from game.tools.args import ArgumentParser

COLOURS = ("yellow", "red", "green", "blue", "black")
LEVELS = ("easy", "normal", "hard")


def seats_of(names: list[str], players: int, n: int) -> list[dict]:
    """The people first, then computer seats of the levels in turn."""
    seats = [{"name": name, "colour": COLOURS[i]} for i, name in enumerate(names[:players])]
    for i in range(len(seats), players):
        level = LEVELS[(n + i) % len(LEVELS)]
        seats.append({"name": f"Bot {i + 1}", "colour": COLOURS[i], "ai": level})
    return seats


def play(setup) -> Game:
    game = Game(setup)
    chooser = [make_seat(s.get("ai") or "normal", (setup.seed or 0) * 10 + i) for i, s in enumerate(setup.seats)]
    for _ in range(100000):
        d = game.pending()
        if d is None:
            break
        game.submit(chooser[d.seat].choose(game))
    return game


def main(argv=None) -> int:
    p = ArgumentParser(prog="python -m game.tools.record_games", description=__doc__.split("\n")[0])
    p.add_argument("--games", type=int, default=8, help="games to play and record (default 8)")
    p.add_argument("--names", default="Anna,Boris", help="the people, comma-separated (default Anna,Boris)")
    p.add_argument("--seed", type=int, default=1, help="the first game's seed (default 1)")
    args = p.parse_args(argv)
    names = [n.strip() for n in args.names.split(",") if n.strip()]
    if not 1 <= args.games <= 200:
        p.error("--games must be 1 to 200")
    if not 1 <= len(names) <= 2:
        p.error("--names takes one or two names")
    editions = list(PLAYABLE)
    library = Library(saves_dir())
    try:
        with open_records() as book:
            for n in range(args.games):
                players = 2 + n % 3
                seats = seats_of(names, players, n)
                setup = new_setup(editions[n % len(editions)], players, args.seed + n, seats=seats)
                game = play(setup)
                path = library.save(game, library.path_for(assign_game_id(setup)))
                book.record_finished_game(game, save_path=path)
                print(f"{setup.edition}, {players} players: {list(game.state.scores)} -> {path.name}")
    except (RecordsError, OSError) as exc:
        print(f"record_games: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(run_cli(main))
