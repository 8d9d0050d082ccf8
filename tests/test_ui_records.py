"""The players' records through the real window loop: finished games recorded at the results screen, the
Statistics scene after two of them, a replay opened from its list, Rematch, a personal best, and a record
book that cannot be used told by the banner while the game still plays."""

from __future__ import annotations

import pygame
from ui_helpers import click, key, make_app, menu_button, run, run_until

from game.game_id import game_id_of
from game.records import open_records, records_path
from game.tools.selfplay import play_game
from game.ui.i18n import t


def seats_with_anna(players: int) -> list[dict]:
    seats = [{"name": "Anna", "colour": "yellow"}]
    seats += [{"name": f"Bot {i + 1}", "colour": c, "ai": "normal"} for i, c in zip(range(1, players), ("red", "blue"))]
    return seats


def finish_in_window(app, game, seats):
    """The finished game on the play screen; the window goes on to its results by itself."""
    app.settings.animation_speed = 3.0
    app.start_game(game, seats)
    app.autosave(game)  # as after its last turn: the game is in the library
    assert run_until(app, lambda: app.scene.name == "results")
    return app.scene


def two_games():
    """Two finished games in which Anna (seat 0) scores more the second time."""
    games = sorted((play_game("hill_dale", 2, seed, "normal") for seed in (3, 4)), key=lambda g: g.state.scores[0])
    assert games[0].state.scores[0] < games[1].state.scores[0]
    return games


def test_statistics_after_two_finished_games_and_a_replay_from_its_list(ui_env):
    first, second = two_games()
    app = make_app()
    results = finish_in_window(app, first, seats_with_anna(2))
    assert results.bests == []  # a first game sets no record to beat
    results = finish_in_window(app, second, seats_with_anna(2))
    assert [b.score for b in results.bests] == [second.state.scores[0]]  # Anna beat her best: named on screen
    assert str(first.state.scores[0]) in results.bests_text()
    app.to_menu()
    run(app, 1)
    click(app, menu_button(app, "menu.stats").rect.center)
    scene = app.scene
    assert scene.name == "stats"
    assert [p.name for p in scene.profiles] == ["Anna"]
    scene.pick_profile(1)
    run(app, 1)
    assert scene.stats.games == 2 and scene.stats.wins == sum(
        g.state.scores[0] >= max(g.state.scores) for g in (first, second)
    )
    assert scene.stats.best_score == second.state.scores[0]
    assert scene.stats.mean_score == (first.state.scores[0] + second.state.scores[0]) / 2
    assert scene.stats.against["normal"].games == 2
    assert len(scene.games) == 2
    key(app, pygame.K_TAB)  # to the list of games
    key(app, pygame.K_RETURN)  # the newest game's replay
    assert app.scene.name == "replay", app.scene.message
    assert app.scene.replay.log == second.log


def test_rematch_starts_the_same_seats_on_a_new_shuffle(ui_env):
    game = play_game("safari", 3, 5, "normal")
    app = make_app()
    seats = seats_with_anna(3)
    results = finish_in_window(app, game, seats)
    button = next(b for b in results.buttons if b.label() == t("results.rematch"))
    click(app, button.rect.center)
    scene = app.scene
    assert scene.name == "play" and scene.game is not game
    new = scene.game
    assert (new.setup.edition, new.setup.players) == ("safari", 3)
    assert [s["name"] for s in scene.seats] == [s["name"] for s in seats]
    assert new.setup.deck != game.setup.deck and len(new.log) < len(game.log)


def test_a_damaged_record_book_is_told_and_the_game_goes_on(ui_env):
    path = records_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"this is not a database" * 50)
    game = play_game("hunters", 2, 6, "normal")
    app = make_app()
    results = finish_in_window(app, game, seats_with_anna(2))
    assert results.name == "results"  # the results are shown whatever the book's state
    assert app.keeper.banner is not None and app.keeper.banner.text == t("records.repaired")  # said on screen
    app.to_menu()
    run(app, 1)
    click(app, menu_button(app, "menu.new").rect.center)
    key(app, pygame.K_RETURN)
    assert app.scene.name == "play"  # a new game plays
    set_aside = [p.name for p in path.parent.iterdir() if p.name.startswith("records.db.corrupt-")]
    assert len(set_aside) == 1  # the damaged file is kept aside, never deleted
    with open_records() as book:  # and a fresh book took the finished game
        assert [g.game_id for g in book.games()] == [game_id_of(game.setup)]
