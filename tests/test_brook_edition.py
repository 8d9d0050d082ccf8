"""The proof that an edition is one package and one registration: Brook (tests/brook), defined wholly in the
tests with its own tiles, feature kind, command, event, window plug-in and heuristics, plays whole games in
the engine, with every AI level and in the window (real events through the real loop, a screenshot) once it
registers itself, and never shows in the shipped menus."""

from __future__ import annotations

import brook
import pygame
import pytest
from brook.rules import MillTurned, TurnMill
from ui_helpers import key, make_app, run, run_until

from game.ai import heuristics as ai_heuristics
from game.ai.seats import make_seat
from game.core import commands as cmd
from game.core import events as ev
from game.core import registry
from game.core.engine import Game
from game.editions import EDITION_NAMES
from game.newgame import new_setup
from game.persistence import load_game, save_game
from game.ui import i18n
from game.ui.editions import WINDOW_PLUGIN


@pytest.fixture(scope="module", autouse=True)
def brook_registered():
    """Brook registered for this module's tests, every registry as it was afterwards (other tests in the same
    process see the shipped editions only)."""
    live = (registry._EDITIONS, registry.ALL_KINDS, cmd.COMMANDS, WINDOW_PLUGIN.by_edition)
    live += (ai_heuristics.HEURISTICS.by_edition,)
    saved = tuple(dict(d) for d in live)
    brook.register()
    words = {lang: i18n.catalog(lang) for lang in brook.WORDS}
    for lang, catalog in words.items():
        catalog.update(brook.WORDS[lang])
    yield
    for lang, catalog in words.items():
        for k in brook.WORDS[lang]:
            catalog.pop(k, None)
    for now, old in zip(live, saved, strict=True):
        now.clear()
        now.update(old)


def play_out(game: Game, seats) -> Game:
    while game.pending() is not None:
        d = game.pending()
        result = game.submit(seats[d.seat].choose(game))
        assert result, result
    return game


def points(game: Game) -> list[int]:
    out = [0] * game.setup.players
    for e in game.log:
        if isinstance(e, ev.PointsScored):
            out[e.seat] += e.points
    return out


def test_brook_plays_a_whole_game_in_the_engine_and_its_save_replays(tmp_path):
    game = Game(new_setup("brook", 3, 1))
    play_out(game, [make_seat("easy", i) for i in range(3)])
    assert game.state.ended and game.state.deck_pos == len(game.setup.deck)
    assert game.state.scores == points(game) and sum(game.state.scores) > 0
    assert any(isinstance(e, MillTurned) for e in game.log)  # its own command was played
    assert {e.reason for e in game.log if isinstance(e, ev.PointsScored)} >= {"mill", "stream"}
    assert cmd.from_dict({"do": "turn_mill", "seat": 1}) == TurnMill(1)  # its command, from a file's JSON
    path = tmp_path / "brook.json"
    save_game(game, path)
    loaded = load_game(path)
    assert loaded.state.scores == game.state.scores and len(loaded.log) == len(game.log)


# the hard seat's whole game in CI's slow step; easy and normal here
@pytest.mark.parametrize("level", ["easy", "normal", pytest.param("hard", marks=pytest.mark.slow)])
def test_every_ai_level_plays_brook_to_the_end(level):
    futures = 2 if level == "hard" else None  # the hard seat in its deterministic mode: no clock
    first = make_seat(level, 7, workers=1, futures=futures) if level == "hard" else make_seat(level, 7)
    seats = [first, make_seat("easy", 3)]
    game = play_out(Game(new_setup("brook", 2, 5)), seats)
    assert game.state.ended and game.state.scores == points(game)


def test_brook_plays_in_the_window_by_keys_against_the_computer(ui_env, tmp_path):
    from game.ui.app import default_seats

    app = make_app()
    game = Game(new_setup("brook", 2, 4))
    app.settings.animation_speed = 3.0
    app.settings.computer_pace = "instant"  # the computer's turns shown at once: the test is about the human's keys
    app.start_game(game, default_seats(2, {0}))
    run(app, 2)
    scene = app.scene
    assert scene.name == "play" and type(scene.plugin).__name__ == "BrookPlugin"
    labels: list[str] = []
    for _ in range(400):
        d = game.pending()
        if d is None:
            break
        if d.seat != 0:  # the computer's turn, played by the window's own pacer
            assert run_until(app, lambda d=d: game.pending() != d or game.state.ended, frames=3000)
            continue
        turn = game.state.turn
        if d.decision == "place_tile":
            key(app, pygame.K_TAB)
            key(app, pygame.K_TAB)
            key(app, pygame.K_RETURN)
        else:
            run(app, 3)
            spec = getattr(scene.dialog, "spec", None)
            if spec is not None and any(isinstance(i.payload, TurnMill) for i in spec.items):
                labels += [i.label for i in spec.items if isinstance(i.payload, TurnMill)]
                key(app, pygame.K_RETURN)  # the dialog opens on its first choice: turn the mill
            else:
                key(app, pygame.K_s)
        assert run_until(app, lambda d=d, turn=turn: game.pending() != d or game.state.turn != turn, frames=600)
    assert game.state.ended
    assert any(isinstance(e, MillTurned) and e.seat == 0 for e in game.log)
    assert labels and all(label == "Turn the mill" for label in labels)  # its plug-in's words in the dialog
    run(app, 30)
    shot = tmp_path / "brook.png"
    pygame.image.save(app.screen, str(shot))
    picture = pygame.image.load(str(shot))
    assert picture.get_size() == app.screen.get_size()
    colours = {picture.get_at((x, y))[:3] for x in range(0, picture.get_width(), 7) for y in range(0, 900, 7)}
    assert len(colours) > 50  # a board, not a blank window


def test_brook_is_not_in_the_shipped_menus():
    assert "brook" in registry.edition_names()
    assert "brook" not in EDITION_NAMES
    from game.ui.scenes import rules as rules_scene

    assert "brook" not in rules_scene.TABS


def test_brook_tiles_are_painted_in_the_looks_its_plug_in_gives_its_kinds(ui_env):
    """The tile painter takes the looks of Brook's kinds from its plug-in, through the hooks a shipped plug-in
    fills: the stream through the start tile is water, its bank grass, not the grey of a kind nobody draws."""
    from game.core.tiles import load_edition_tiles
    from game.ui.tile_painter import MASTER, TilePainter

    tile = load_edition_tiles("brook").tiles["brook-start"]  # the stream runs west to east, banks beside it
    picture = pygame.surfarray.array3d(TilePainter("brook", registry.feature_kinds("brook")).master(tile, 0))
    r, g, b = picture[MASTER // 3 : 2 * MASTER // 3, MASTER // 2 - 3 : MASTER // 2 + 3].reshape(-1, 3).mean(axis=0)
    assert b > r + 60 and b > g  # water
    r, g, b = picture[MASTER // 4 : 3 * MASTER // 4, MASTER // 8 : MASTER // 4].reshape(-1, 3).mean(axis=0)
    assert g > r + 30 and g > b + 30  # grass
