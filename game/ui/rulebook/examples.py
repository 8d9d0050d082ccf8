"""Worked examples, live: each `example:NAME` of a rules document is a scenario file, played by the scenario
runner's own `play` (the same path as `python -m game.tools.scenario` and the documents' tests: no separate
rules path), and shown on the Rules page as two boards side by side, read only: the board the example begins
with and its final board, with the pieces, the edition's layers and the scores after it.

The board an example begins with is the board after its `opening` commands (the turns that only lead up to
the position it is about); without one, the start tile.  Opened larger, an example steps (`steps`): from the
board before it, one turn at a time (a tile and what its player did with it), to the board after it, each step
told in the log's own words."""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from typing import Any

import pygame

from game.core import events as ev
from game.core.engine import Game
from game.core.subjects import log_subjects
from game.rules_docs import example_path
from game.scenarios import ScenarioError, build_game, play

from .. import theme
from ..board_view import ZOOM_LEVELS, BoardView
from ..editions import LayerContext, plugin_for
from ..i18n import language, t
from ..play import log_words


@dataclass
class Example:
    edition: str
    name: str
    game: Game | None  # None when the file cannot be played (then `error` says why)
    error: str = ""
    refused: str = ""  # a command the rules refused (an example never should: the tests say so)
    doc: dict | None = None  # the scenario file, for stepping through it

    @property
    def players(self) -> int:
        return self.game.setup.players if self.game is not None else 0

    def seats(self) -> list[dict]:
        """The example's seats: "Player 1", "Player 2", ... in the box's colours."""
        return [
            {"name": t("seat.default", n=i + 1), "colour": theme.COLOUR_ORDER[i % 5], "ai": None}
            for i in range(self.players)
        ]

    def colours(self) -> list:
        return [theme.seat_rgb(s["colour"]) for s in self.seats()]


_examples: dict[tuple[str, str], Example] = {}


def example(edition: str, name: str) -> Example:
    """The worked example `name` of `edition`, played once and kept."""
    key = (edition, name)
    got = _examples.get(key)
    if got is None:
        got = _examples[key] = _play(edition, name)
    return got


def _play(edition: str, name: str) -> Example:
    path = example_path(edition, name)
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
        game, refused = play(doc)
        opening_commands(doc)
    except OSError as exc:
        return Example(edition, name, None, f"{path.name}: {exc.strerror or exc}")
    except (ValueError, ScenarioError) as exc:  # not JSON, not a scenario, or an opening that is no turn's start
        return Example(edition, name, None, f"{path.name}: {exc}")
    return Example(edition, name, game, refused=refused["reason"] if refused else "", doc=doc)


def opening_commands(doc: dict) -> int:
    """How many of the example's commands lead up to it: its `opening` (0 without one, the start tile alone).
    The board after them is the board the example begins with, its "Before"; the turns after them are its
    steps.  ValueError when `opening` is not the start of one of its turns."""
    count = doc.get("opening", 0)
    starts = turn_starts(doc.get("commands") or [])[:-1]
    if count != 0 and (isinstance(count, bool) or count not in starts[1:]):
        raise ValueError(f"opening: must be the number of commands before one of its turns ({starts[1:] or 'none'})")
    return int(count)


@dataclass(frozen=True)
class Step:
    """One step of a worked example: the board after it (the first step: before the example) and what
    happened in it, one line per event worth telling, as the play screen's log says it."""

    game: Game
    lines: tuple[str, ...]
    final: bool = False  # the end-game scoring of an example that finishes its game


def turn_starts(commands: list[dict]) -> list[int]:
    """The indices of the commands that begin a turn: each tile laid begins one (a command before the first
    tile, if any, is a turn of its own)."""
    starts = [i for i, c in enumerate(commands) if c.get("do") == "place_tile" or i == 0]
    return starts + [len(commands)]


def _game_after(doc: dict, count: int) -> Game:
    """The example's game after its first `count` commands (not finished)."""
    game, commands = build_game(doc)
    for i, c in enumerate(commands[:count]):
        game.submit(c, doc["commands"][i].get("seat"))
    return game


def steps(ex: Example) -> list[Step]:
    """The example from the board before it to the board after it: one step per turn, and the final scoring
    as a step of its own when the example finishes its game. [] for an example that cannot be played."""
    if ex.game is None or ex.doc is None or ex.refused:
        return []
    key = (ex.edition, ex.name, language())  # the lines are in the interface's language
    got = _steps.get(key)
    if got is not None:
        return got
    doc = ex.doc
    final = ex.game
    seats = ex.seats()
    subjects = log_subjects(final)
    first = opening_commands(doc)
    ends = [n for n in turn_starts(doc["commands"]) if n >= first]
    games = [_game_after(doc, n) for n in ends[1:-1]]
    if doc.get("finish"):
        games.append(_game_after(doc, ends[-1]))
    games.append(final)
    out = [Step(_game_after(doc, first), ())]
    for g in games:
        start, end = len(out[-1].game.log), len(g.log)
        if end == start:  # the same board (a game that ended by itself needs no finishing): keep the last game
            out[-1] = Step(g, out[-1].lines, out[-1].final)
            continue
        lines = []
        for i in range(start, end):
            said = log_words.line(final.log[i], subjects[i], seats, final.state, final.log, i)
            if said is not None:
                lines.append(said)
        laid = any(isinstance(e, ev.TilePlaced) for e in g.log[start:end])
        out.append(Step(g, tuple(lines), final=g is final and bool(doc.get("finish")) and not laid))
    _steps[key] = out
    return out


_steps: dict[tuple[str, str, str], list[Step]] = {}


def board_bounds(game: Game, plugin: Any) -> tuple[int, int, int, int]:
    """The cells a picture of the board shows: the tiles and what the edition keeps in view (the mouth)."""
    s = game.state
    x0, y0, x1, y1 = s.board.bounds()
    for x, y in plugin.keep_in_view(s, plugin.view(s), ()):
        x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
    return x0, y0, x1, y1


_glows: dict = {}


def _glow(size: Any, colour: Any, alpha: Any) -> pygame.Surface:
    key = (tuple(size), tuple(colour), alpha)
    g = _glows.get(key)
    if g is None:
        if len(_glows) > 100:
            _glows.clear()
        g = _glows[key] = pygame.Surface(size, pygame.SRCALPHA)
        g.fill((*colour, alpha))
    return g


def draw_world(surface: pygame.Surface, cam: BoardView, game: Game, plugin: Any, colours: Any) -> None:
    """The board as `cam` sees it: the table, the tiles, the edition's layers and the pieces (read only)."""
    s = game.state
    view = plugin.view(s)
    cam.background(surface)
    cam.draw_tiles(surface, s)
    ctx = LayerContext(s, view, cam, colours, glow=_glow)
    plugin.draw_under_pieces(ctx, surface)
    cam.draw_pieces(surface, s, colours, (), plugin, view)
    plugin.draw_over_pieces(ctx, surface)


_thumbs: dict = {}


def opening(ex: Example) -> Game | None:
    """The board the example begins with (its first step), or None for an example that cannot be played."""
    got = steps(ex)
    return got[0].game if got else None


def thumbnail(ex: Example, size: tuple[int, int], scale: float, before: bool = False) -> pygame.Surface:
    """The example's board after it (`before`: the board it begins with) fitted into `size`, cached by example,
    size and side.  Both sides are fitted to the board after, so that a tile stands at the same place in
    both."""
    key = (ex.edition, ex.name, tuple(size), scale, before)
    got = _thumbs.get(key)
    if got is not None:
        return got
    surf = pygame.Surface(size)
    if pygame.display.get_surface() is not None:
        surf = surf.convert()
    game = opening(ex) if before else ex.game
    if ex.game is None or game is None:
        surf.fill((60, 56, 50))
    else:
        plugin = plugin_for(ex.edition)
        bounds = board_bounds(ex.game, plugin)
        cam = BoardView(ex.edition, surf.get_rect())
        cam.scale = scale
        # a board too wide for `size` even at the smallest zoom is drawn larger and shrunk to fit
        x0, y0, x1, y1 = bounds
        z = ZOOM_LEVELS[cam.whole_level()]
        grow = max(1.0, (x1 - x0 + 3) * z / size[0], (y1 - y0 + 3) * z / size[1])  # fit() adds a cell around
        big = surf if grow == 1.0 else pygame.Surface((math.ceil(size[0] * grow), math.ceil(size[1] * grow)))
        cam.rect = cam.area = big.get_rect()
        cam.fit(bounds, whole=True)
        draw_world(big, cam, game, plugin, ex.colours())
        if big is not surf:
            pygame.transform.smoothscale(big, size, surf)
    if len(_thumbs) > 60:
        _thumbs.clear()
    _thumbs[key] = surf
    return surf


def score_chips(ex: Example) -> list[tuple[str, tuple, int]]:
    """(name, colour, score) of each seat after the example, for the strip under the board after it."""
    if ex.game is None:
        return []
    return [(s["name"], theme.seat_rgb(s["colour"]), ex.game.state.scores[i]) for i, s in enumerate(ex.seats())]
