"""The scenario runner of docs/scenarios.md: play a hand-made situation through the real rules core.

    python -m game.tools.scenario PATH.json

Prints one JSON object; exit 0 for a well-formed file (a refused command is part of the answer), exit 2 with
a one-line reason on stderr for a file that is not JSON or not of the format.
"""

from __future__ import annotations

import json
import random
import sys

from game.core import commands as cmd
from game.core import events as ev
from game.core.engine import Game, Refusal
from game.core.state import Setup, SetupError
from game.core.tiles import EDITION_KINDS, TileError, load_edition_tiles, load_tiles
from game.editions import UnknownEdition, get_edition
from game.newgame import box_deck, start_piece
from game.tools import run_cli


class ScenarioError(ValueError):
    pass


def _need(cond: bool, message: str) -> None:
    if not cond:
        raise ScenarioError(message)


def build_game(doc) -> tuple[Game, list]:
    """The game a scenario describes, and its parsed commands (raises ScenarioError on a bad file)."""
    _need(isinstance(doc, dict), "the file must hold one JSON object")
    edition = doc.get("edition")
    _need(edition in EDITION_KINDS, f"'edition' must be one of {', '.join(EDITION_KINDS)}, not {edition!r}")
    players = doc.get("players")
    _need(
        isinstance(players, int) and not isinstance(players, bool) and 2 <= players <= 5,
        f"'players' must be a whole number 2..5, not {players!r}",
    )
    options = doc.get("options", {})
    _need(isinstance(options, dict), "'options' must be an object")
    extra = doc.get("setup", {})
    _need(isinstance(extra, dict), "'setup' must be an object")
    try:
        rules = get_edition(edition)
    except UnknownEdition as exc:
        raise ScenarioError(str(exc)) from None
    try:
        box = load_edition_tiles(edition)
        if "tiles" in doc:
            raw = doc["tiles"]
            _need(isinstance(raw, list), "'tiles' must be a list of tile definitions")
            tiles = load_tiles(raw, edition)
            start = doc.get("start")
            if start is None or start not in tiles:
                start = start or start_piece(box, players)
                _need(start in box, f"'start': no tile {start!r} in the scenario or the box")
                raw = raw + [box[start].raw]
        else:
            raw = box.raw_list()
            start = doc.get("start") or start_piece(box, players)
            _need(start in box, f"'start': no tile {start!r} in the {edition} box")
        tileset = load_tiles(raw, edition, box.extra)
    except TileError as exc:
        raise ScenarioError(f"'tiles': {exc}") from None
    _need(isinstance(start, str), "'start' must be a tile id")
    seed = doc.get("seed", 0)
    _need(isinstance(seed, int) and not isinstance(seed, bool), f"'seed' must be a whole number, not {seed!r}")
    if "deck" in doc:
        deck = doc["deck"]
        _need(isinstance(deck, list) and all(isinstance(t, str) for t in deck), "'deck' must be a list of tile ids")
        unknown = [t for t in deck if t not in tileset]
        _need(not unknown, f"'deck' names tiles that do not exist: {', '.join(sorted(set(unknown)))}")
    else:
        deck = rules.arrange_deck(box_deck(tileset), tileset, random.Random(seed))
    commands_raw = doc.get("commands", [])
    _need(isinstance(commands_raw, list), "'commands' must be a list")
    commands = []
    for i, c in enumerate(commands_raw):
        try:
            commands.append(cmd.from_dict(c))
        except cmd.CommandFormatError as exc:
            raise ScenarioError(f"'commands'[{i}]: {exc}") from None
    _need(isinstance(doc.get("finish", False), bool), "'finish' must be true or false")
    if not extra:
        extra = rules.default_extra(players, random.Random(seed))
    setup = Setup(
        edition=edition,
        players=players,
        tiles=raw,
        start=start,
        deck=list(deck),
        options=options,
        seed=seed,
        extra=extra,
        tileset_extra=dict(box.extra),
    )
    try:
        game = Game(setup, tileset)
    except SetupError as exc:
        raise ScenarioError(f"'setup': {exc}") from None
    return game, commands


def game_report(game: Game) -> dict:
    s = game.state
    pend = game.pending()
    view = {
        "supply": [dict(x) for x in s.supply],
        "tiles_left": s.tiles_left,
        "turn": s.turn,
        "discarded": list(s.discarded),
    }
    view.update(game.edition.state_view(s))
    return {
        "scores": list(s.scores),
        "breakdown": [dict(b) for b in s.breakdown],
        "events": [ev.to_dict(e) for e in game.log],
        "pending": pend.to_dict() if pend else None,
        "refused": None,
        "ended": s.ended,
        "state": view,
    }


def play(doc) -> tuple[Game, dict | None]:
    """The game a scenario describes, played through its commands (and finished when it says so): the game and
    the refusal that stopped it ({"index", "command", "reason"}), or None.  Raises ScenarioError on a bad file.
    The runner and the Rules screen's worked examples both play scenarios through here."""
    game, commands = build_game(doc)
    refused = None
    for i, c in enumerate(commands):
        named = doc["commands"][i].get("seat")
        result = game.submit(c, named if isinstance(named, int) and not isinstance(named, bool) else None)
        if isinstance(result, Refusal):
            refused = {"index": i, "command": doc["commands"][i], "reason": result.reason}
            break
    if refused is None and doc.get("finish"):
        game.finish()
    return game, refused


def run(doc) -> dict:
    game, refused = play(doc)
    out = game_report(game)
    out["refused"] = refused
    return out


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        print("usage: python -m game.tools.scenario PATH.json", file=sys.stderr)
        return 2
    try:
        with open(argv[0], encoding="utf-8") as fh:
            doc = json.load(fh)
    except OSError as exc:
        print(f"cannot read {argv[0]}: {exc.strerror}", file=sys.stderr)
        return 2
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        print(f"{argv[0]} is not valid JSON: {exc}", file=sys.stderr)
        return 2
    try:
        out = run(doc)
    except ScenarioError as exc:
        print(f"{argv[0]}: {exc}", file=sys.stderr)
        return 2
    json.dump(out, sys.stdout)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(run_cli(main))
