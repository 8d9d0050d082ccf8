"""A scenario file's game (docs/scenarios.md): the game a hand-made situation describes, built through the real
rules core and played through its commands.  The scenario runner (`python -m game.tools.scenario`), the
Rules screen's worked examples and Learn to play's scripts all build their games here.
"""

from __future__ import annotations

import random
from typing import Any

from game.core import commands as cmd
from game.core import events as ev
from game.core.engine import Game
from game.core.refusals import Refusal
from game.core.state import Setup, SetupError
from game.core.tilecache import box_definitions, tileset_for
from game.core.tiles import TileError, load_edition_tiles, load_tiles
from game.editions import get_edition
from game.files import FileRefused
from game.files.scenarios import check_scenario
from game.newgame import box_deck, start_piece


class ScenarioError(ValueError):
    pass


def build_game(doc: Any) -> tuple[Game, list[Any]]:
    """The game a scenario describes, and its parsed commands (raises ScenarioError on a bad file)."""
    try:
        scenario = check_scenario(doc)
    except FileRefused as exc:
        raise ScenarioError(str(exc)) from None
    edition, players = scenario.edition, scenario.players
    rules = get_edition(edition)
    box = load_edition_tiles(edition)
    try:
        if doc.get("tiles") is not None:
            raw = doc["tiles"]
            tiles = load_tiles(raw, edition)
            start = scenario.start
            if start is None or start not in tiles:
                start = start or start_piece(box, players)
                if start not in box:
                    raise ScenarioError(f"start: no tile {start!r} in the scenario or the {edition} box")
                raw = raw + [box[start].raw]
        else:
            raw = box_definitions(box)
            start = scenario.start or start_piece(box, players)
            if start not in box:
                raise ScenarioError(f"start: no tile {start!r} in the {edition} box")
        tileset = tileset_for(raw, edition, box.extra)  # one parsed set per content: shapes and layouts shared
    except (TileError, SetupError) as exc:
        raise ScenarioError(f"tiles: {exc}") from None
    if scenario.deck is not None:
        deck = list(scenario.deck)
        unknown = sorted({t for t in deck if t not in tileset})
        if unknown:
            raise ScenarioError(f"deck: names tiles that do not exist: {', '.join(unknown)}")
    else:
        deck = rules.arrange_deck(box_deck(tileset), tileset, random.Random(scenario.seed))
    commands = [cmd.from_dict(c) for c in doc.get("commands", [])]
    extra = doc.get("setup") or {}
    if not extra:
        extra = rules.default_extra(players, random.Random(scenario.seed))
    setup = Setup(
        edition=edition,
        players=players,
        tiles=raw,
        start=start,
        deck=deck,
        options=dict(doc.get("options") or {}),
        seed=scenario.seed,
        extra=extra,
        tileset_extra=dict(box.extra),
    )
    try:
        game = Game(setup, tileset)
    except (SetupError, TileError) as exc:
        raise ScenarioError(f"setup: {exc}") from None
    return game, commands


def game_report(game: Game) -> dict[str, Any]:
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


def play(doc: Any) -> tuple[Game, dict[str, Any] | None]:
    """The game a scenario describes, played through its commands (and finished when it says so): the game and
    the refusal that stopped it ({"index", "command", "reason"}), or None.  Raises ScenarioError on a bad file.
    The runner and the Rules screen's worked examples both play scenarios through here."""
    game, commands = build_game(doc)
    refused = None
    for i, c in enumerate(commands):
        named = doc["commands"][i].get("seat")  # validated: a seat number or absent
        result = game.submit(c, named)
        if isinstance(result, Refusal):
            refused = {"index": i, "command": doc["commands"][i], "reason": result.reason}
            break
    if refused is None and doc.get("finish"):
        game.finish()
    return game, refused


def run(doc: Any) -> dict[str, Any]:
    game, refused = play(doc)
    out = game_report(game)
    out["refused"] = refused
    return out
