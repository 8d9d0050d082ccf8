"""The Replay scene in the real window loop: stepping by keys and by the slider shows the game as it stood at
that moment (scores, supply, log, the board), each scoring rises as it happened, hidden information stays
hidden until the game is over, playing moves on by itself, and Play from here starts a new game in its own
save whose replay up to that moment is the original's."""

from __future__ import annotations

import json

import pygame
import pytest
from matrix import first_quick
from test_ui_layout import assert_apart
from ui_helpers import click, drag, key, make_app, menu_button, run

from game.core import events as ev
from game.core.engine import Game
from game.editions.hill_dale.model import hill_dale_state
from game.game_id import origin_of
from game.library import Library
from game.newgame import new_setup
from game.replay import Replay
from game.tools.selfplay import seats_for
from game.ui.replay.model import step_from, stops

SEATS = [
    {"name": "Anna", "colour": "red", "ai": None},
    {"name": "Boris", "colour": "blue", "ai": None},
    {"name": "Bot 3", "colour": "green", "ai": "easy"},
]


def played(edition="hill_dale", seed=5, players=3, deck=None, until_turn=None):
    """A game played by random seats (to the end, or until turn `until_turn` begins), with named seats."""
    setup = new_setup(edition, players, seed, seats=[dict(s) for s in SEATS[:players]])
    if deck is not None:
        setup.deck = setup.deck[:deck]
    game = Game(setup)
    chooser = seats_for("random", players, seed)
    while game.pending() is not None:
        if until_turn is not None and game.state.turn >= until_turn and game.state.phase == "place_tile":
            break
        game.submit(chooser[game.pending().seat].choose(game))
    return game


def open_replay(app, game):
    from game.ui.scenes.replay import open_replay as opener

    scene = opener(app, game)
    run(app, 2)
    return scene


def shown_scores(scene):
    """What the players panel draws: the state it reads is the moment's."""
    return tuple(scene.players.model.state.scores)


def truth(game, index):
    """The game folded by the engine itself up to `index` events."""
    return Game.replay(game.setup, game.log[:index]).state


def test_stepping_by_keys_and_slider_shows_that_moment(ui_env):
    game = played()
    replay = Replay.of(game)
    app = make_app()
    scene = open_replay(app, game)
    assert scene.index == 0 and shown_scores(scene) == (0, 0, 0)
    # turn by turn: the start of each turn, the scores and supplies as they were
    for turn in range(1, 13):
        key(app, pygame.K_RIGHT)
        i = replay.turn_start(turn)
        assert scene.index == i
        s = truth(game, i)
        assert shown_scores(scene) == tuple(s.scores) == replay.view(i).scores
        assert [dict(x) for x in scene.model.state.supply] == [dict(x) for x in s.supply]
        assert set(scene.model.state.board.cells) == set(s.board.cells)
        assert [x[0] for x in scene.log.lines] == [x[0] for x in scene.model.lines if x[0] < i]
    key(app, pygame.K_LEFT)
    assert scene.index == replay.turn_start(11)
    # single steps: Shift+→ and the full stop, one event each (a turn's bookkeeping end is passed over)
    start = scene.index
    key(app, pygame.K_RIGHT, mod=pygame.KMOD_SHIFT)
    key(app, pygame.K_PERIOD)
    assert scene.index == step_from(replay, start, 2) > start + 1
    assert shown_scores(scene) == tuple(truth(game, scene.index).scores)
    key(app, pygame.K_COMMA)
    assert scene.index == step_from(replay, start, 1)
    key(app, pygame.K_END)
    assert scene.index == replay.last and shown_scores(scene) == tuple(game.state.scores)
    key(app, pygame.K_HOME)
    assert scene.index == 0
    # the slider: a click on the track at turn 20's stop, then a drag to turn 40's
    tl = scene.timeline
    to = lambda k: (tl.rect.x + tl.stop_x(k), tl.rect.y + tl.track().centery)  # noqa: E731
    click(app, to(20))
    assert scene.index == replay.turn_start(20)
    assert shown_scores(scene) == tuple(truth(game, replay.turn_start(20)).scores)
    drag(app, to(20), to(40), settle=2)
    assert scene.index == replay.turn_start(40) == stops(replay)[40]
    assert shown_scores(scene) == replay.view(scene.index).scores
    key(app, pygame.K_PAGEUP)
    assert scene.index == replay.turn_start(30)
    key(app, pygame.K_ESCAPE)
    assert app.scene.name == "menu"


def test_each_scoring_rises_as_it_happened_and_playing_moves_on(ui_env):
    game = played()
    replay = Replay.of(game)
    points = [m.index for m in replay.moments if isinstance(m.event, ev.PointsScored) and m.event.points]
    target = next(i for i in points if not isinstance(replay.log[i - 2], ev.PointsScored))
    app = make_app()
    scene = open_replay(app, game)
    scene.seek(step_from(replay, target, -1))
    key(app, pygame.K_PERIOD)
    assert scene.index == target
    e = replay.log[target - 1]
    assert [f.text for f in scene.animator.floaters] == [f"+{e.points}"]
    assert scene.animating()
    # backwards: nothing rises
    key(app, pygame.K_COMMA)
    assert scene.animator.floaters == []
    # Space plays at the fastest speed (3) until Space again; the moments only go forward
    key(app, pygame.K_3)
    key(app, pygame.K_SPACE)
    before = scene.index
    run(app, 60, dt=0.1)
    assert scene.playing and scene.index > before
    key(app, pygame.K_SPACE)
    stopped = scene.index
    run(app, 20, dt=0.1)
    assert not scene.playing and scene.index == stopped
    assert shown_scores(scene) == tuple(truth(game, stopped).scores)


def tokens_row(scene, seat):
    return [it.icon for it in scene.players.strip(seat)[0] if it.icon.startswith("icon:")]


def test_hidden_tokens_stay_hidden_until_the_game_is_over(ui_env):
    over = played("hill_dale", seed=5)
    live = played("hill_dale", seed=5, until_turn=60)
    for game, ended in ((live, False), (over, True)):
        replay = Replay.of(game)
        app = make_app()
        scene = open_replay(app, game)
        i = replay.turn_start(55)
        scene.seek(i)
        run(app, 1)
        full = hill_dale_state(replay.state_at(i)).tokens
        seat = next(k for k, held in enumerate(full) if sum(held.values()))
        icons = tokens_row(scene, seat)
        if ended:
            assert "icon:token" not in icons and set(icons) == {"icon:" + c for c, n in full[seat].items() if n}
        else:
            assert icons == ["icon:token"]  # how many, not which
            assert not any(it.text for it in scene.players.strip(seat)[0] if it.icon[5:] in full[seat])


def test_play_from_here_makes_a_new_game_that_replays_the_original_to_that_moment(ui_env):
    game = played("hill_dale", seed=7)
    app = make_app()
    app.show_results(game, [dict(s) for s in SEATS])
    run(app, 1)
    key(app, pygame.K_v)  # Replay, from the results screen
    scene = app.scene
    assert scene.name == "replay"
    for _ in range(15):
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_PERIOD)  # in the middle of a turn: the tile laid, a decision still to make
    index = scene.index
    key(app, pygame.K_p)
    dialog = app.modal
    assert dialog is not None
    assert_apart(dialog.widgets(), pygame.Rect(0, 0, *app.size), "branch dialog")
    key(app, pygame.K_3)  # the third seat: from the easy computer to the normal one
    key(app, pygame.K_1)  # the first: from a person to the easy computer
    click(app, dialog.start_button.rect.center)
    assert app.modal is None and app.scene.name == "play"
    new = app.scene.game
    assert [s["ai"] for s in app.scene.seats] == ["easy", None, "normal"]
    origin = origin_of(new.setup)
    assert origin["kind"] == "branch" and origin["events"] == index and origin["keep_deck"] is False
    original, line = Replay.of(game), Replay.of(new)
    assert line.events_until(index) == original.events_until(index)
    assert line.view(index).scores == original.view(index).scores
    assert set(line.state_at(index).board.cells) == set(original.state_at(index).board.cells)
    drawn = original.state_at(index).deck_pos
    assert new.setup.deck[:drawn] == game.setup.deck[:drawn]
    assert sorted(new.setup.deck) == sorted(game.setup.deck) and new.setup.deck != game.setup.deck
    # a save of its own in the library, holding the origin
    lib = Library(ui_env / "data" / "tessera" / "saves")
    [entry] = [e for e in lib.entries() if e.path == app.keeper.current.path]
    doc = json.loads(entry.path.read_text(encoding="utf-8"))
    assert doc["setup"]["extra"]["origin"]["game_id"] == origin["game_id"]
    assert len(new.log) >= index


def test_play_from_here_can_keep_the_draw_pile(ui_env):
    game = played("safari", seed=3)
    app = make_app((1024, 640))
    scene = open_replay(app, game)
    for _ in range(10):
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_p)
    key(app, pygame.K_k)  # keep the pile
    key(app, pygame.K_RETURN)
    assert app.scene.name == "play"
    new = app.scene.game
    assert new.setup.deck == game.setup.deck and origin_of(new.setup)["keep_deck"] is True
    assert Replay.of(new).events_until(scene.index) == Replay.of(game).events_until(scene.index)


def test_the_end_offers_no_new_line_and_a_replay_from_the_load_screen(ui_env):
    game = played("amazonas", seed=2, deck=10)
    lib = Library(ui_env / "data" / "tessera" / "saves")
    from game.game_id import assign_game_id

    path = lib.save(game, lib.path_for(assign_game_id(game.setup)))
    app = make_app()
    run(app, 1)
    click(app, menu_button(app, "menu.load").rect.center)  # Load
    key(app, pygame.K_r)
    scene = app.scene
    assert scene.name == "replay" and scene.replay.log == game.log
    key(app, pygame.K_END)
    assert not scene.top.can_branch
    key(app, pygame.K_p)
    assert app.modal is None
    key(app, pygame.K_ESCAPE)
    assert app.scene.name == "load" and path.exists()


@pytest.mark.parametrize("size", first_quick([(1024, 640), (1600, 900), (2560, 1440)], one_value=True))
def test_replay_layout_at_every_size(ui_env, size):
    from game.ui.i18n import set_language

    game = played("hunters", seed=4, players=3)
    for lang in ("en", "ru"):
        set_language(lang)
        app = make_app(size)
        scene = open_replay(app, game)
        scene.seek(Replay.of(game).turn_start(30))
        run(app, 1)
        assert_apart(scene.widgets(), pygame.Rect(0, 0, *size), f"replay {size} {lang}")
        key(app, pygame.K_p)
        assert_apart(app.modal.widgets(), pygame.Rect(0, 0, *size), f"branch {size} {lang}")
    set_language("en")
