"""The replay model (game.replay): moments, seeking, concealed views, changes between moments."""

import random
from functools import cache
from pathlib import Path

import pytest
from matrix import quick_only
from replay_helpers import safari_with_reshuffles

from game.core import events as ev
from game.core.engine import Game
from game.core.state import apply, snapshot
from game.editions import PLAYABLE, get_edition
from game.editions.base import HIDDEN
from game.editions.hill_dale.model import hill_dale_state
from game.editions.hill_dale.rules import HarvestGained
from game.editions.hunters.model import hunters_state
from game.editions.safari.events import AnimalTokensReshuffled
from game.editions.safari.model import safari_state
from game.replay import END, MOVE, SCORE, START, TURN, Replay
from game.tools.selfplay import play_game

ROOT = Path(__file__).resolve().parent.parent


@cache
def finished(edition: str, players: int = 3, seed: int = 5) -> Game:
    return play_game(edition, players, seed, "greedy")


def cut(game: Game, length: int) -> Game:
    """The same game stopped after `length` events (as if saved then)."""
    return Game.replay(game.setup, game.log[:length])


@pytest.mark.parametrize("edition", quick_only(sorted(PLAYABLE), keep=["hill_dale"]))
def test_every_moment_is_the_fold_of_the_log_up_to_it(edition):
    game = finished(edition)
    replay = Replay.of(game, snapshot_every=16)
    assert len(replay) == len(game.log) + 1
    folding = Game.replay(game.setup, []).state
    for i in range(replay.last + 1):
        if i:
            apply(folding, game.log[i - 1])
        if i % 3 == 0 or i == replay.last:
            assert snapshot(replay.state_at(i)) == snapshot(folding), f"moment {i}"
        if i % 9 == 0 or i == replay.last:
            assert replay.moment(i).decision == cut(game, i).pending()
    # a state handed out is the caller's own: changing it changes no later answer
    s = replay.state_at(40)
    s.scores[0] += 100
    s.pieces.clear()
    assert snapshot(replay.state_at(40)) == snapshot(cut(game, 40).state)


def test_moments_say_what_kind_of_step_they_are():
    game = finished("hill_dale")
    replay = Replay.of(game)
    kinds = [m.kind for m in replay.moments]
    assert kinds[0] == START and kinds[-1] == END
    began = [i + 1 for i, e in enumerate(game.log) if isinstance(e, ev.TurnBegan)]
    assert list(replay.turn_starts) == began and replay.turns == len(began) == game.state.turn
    for m in replay.moments[1:]:
        before = replay.moments[m.index - 1]
        if m.kind == TURN:
            assert m.decision is not None and m.decision.decision == "place_tile"
            assert m.turn == before.turn + 1 and m.seat == m.event.seat
        elif m.kind == MOVE:
            assert before.decision is not None  # a player's decision produced it
        elif m.kind == SCORE:
            assert isinstance(m.event, (ev.PointsScored, ev.FeatureScored)) and before.decision is None
    first_move = replay.steps(0, replay.last, (MOVE,))[0]
    assert isinstance(replay.moment(first_move).event, ev.TilePlaced)
    # every scoring by the rules in turns 30-39, as it happened
    a, b = replay.turn_start(30), replay.turn_start(40)
    scored = replay.steps(a, b, (SCORE,))
    assert scored and scored == [
        i
        for i in range(a + 1, b + 1)
        if isinstance(game.log[i - 1], (ev.PointsScored, ev.FeatureScored)) and cut(game, i - 1).pending() is None
    ]


def test_stepping_turn_by_turn():
    replay = Replay.of(finished("safari"))
    t5, t6 = replay.turn_start(5), replay.turn_start(6)
    assert replay.next_turn(0) == replay.turn_start(1)
    assert replay.next_turn(t5) == t6 and replay.next_turn(t5 + 1) == t6
    assert replay.previous_turn(t6) == t5 and replay.previous_turn(t6 + 2) == t6
    assert replay.previous_turn(replay.turn_start(1)) == 0
    assert replay.next_turn(replay.turn_starts[-1]) == replay.last
    with pytest.raises(IndexError):
        replay.turn_start(replay.turns + 1)
    with pytest.raises(IndexError):
        replay.state_at(replay.last + 1)


@pytest.mark.parametrize("edition", quick_only(sorted(PLAYABLE), keep=["hunters"]))
def test_a_seek_anywhere_folds_less_than_one_snapshot_interval(edition, monkeypatch):
    """A seek is quick because it starts from the nearest snapshot before it: in any order (backwards, long
    jumps) each folds fewer than `snapshot_every` events, and gives the fold of the log.  The work is
    counted, not timed (`python -m game.tools.bench replay` prints the seek times)."""
    from game.replay import timeline

    game = finished(edition, 4, 2)
    replay = Replay.of(game, snapshot_every=16)
    folded = []
    fold = timeline.apply
    monkeypatch.setattr(timeline, "apply", lambda state, event: (folded.append(event), fold(state, event))[1])
    moments = list(range(0, replay.last + 1, 7))
    random.Random(3).shuffle(moments)
    for i in moments:
        folded.clear()
        state = replay.state_at(i)
        assert len(folded) == i % 16, f"moment {i}"
        assert snapshot(state) == snapshot(cut(game, i).state), f"moment {i}"


# --- hidden information ---


def _hill_dale_with_hidden_harvests():
    """A hill_dale game stopped once two seats hold harvest tokens."""
    for seed in range(1, 40):
        game = finished("hill_dale", 3, seed)
        holders = set()
        for i, e in enumerate(game.log):
            if isinstance(e, HarvestGained):
                holders.add(e.seat)
                if len(holders) >= 2:
                    return game, i + 1
    raise AssertionError("no seed gave two harvests")


def test_other_players_harvest_tokens_stay_face_down_until_the_game_is_over():
    game, length = _hill_dale_with_hidden_harvests()
    going = Replay.of(cut(game, length))
    assert not going.over
    real = hill_dale_state(going.state_at(length)).tokens
    viewer = next(e.seat for e in game.log[:length] if isinstance(e, HarvestGained))
    view = going.view(length, viewer)
    shown = hill_dale_state(view.state).tokens
    for seat, tokens in enumerate(real):
        if seat == viewer:
            assert shown[seat] == tokens and HIDDEN not in shown[seat]
        else:
            assert shown[seat] == ({HIDDEN: sum(tokens.values())} if tokens else {})
    assert view.edition_view["harvest"] == list(shown)
    seen = going.events_seen(length, viewer)
    for raw, e in zip(game.log[:length], seen):
        if isinstance(raw, HarvestGained) and raw.seat != viewer:
            assert e == HarvestGained(raw.seat, (HIDDEN,) * len(raw.tokens))
        else:
            assert e == raw
    # an onlooker sees no one's tokens; the real state is untouched
    assert all(HIDDEN in t for t in hill_dale_state(going.view(length, None).state).tokens if t)
    assert hill_dale_state(going.state_at(length)).tokens == real
    # once the game is over, everything is shown
    over = Replay.of(game)
    assert over.over
    assert hill_dale_state(over.view(length, viewer).state).tokens == real
    assert over.events_seen(length, viewer) == game.log[:length]


@pytest.mark.parametrize("edition", sorted(PLAYABLE))
def test_the_draw_pile_beyond_the_tile_in_hand_is_never_shown(edition):
    game = finished(edition)
    replay = Replay.of(game)  # over: hands shown, piles still not
    index = replay.turn_start(20)
    view = replay.view(index, 0)
    deck, drawn = game.setup.deck, view.state.deck_pos
    assert view.state.drawn == deck[drawn - 1]  # the tile in hand is known
    assert view.state.setup.deck[:drawn] == deck[:drawn]
    assert list(view.unseen_tiles) == sorted(deck[drawn:]) == view.state.setup.deck[drawn:]
    assert view.tiles_left == len(deck) - drawn
    assert view.state.setup.seed is None  # a new game's piles follow from its seed
    assert game.setup.deck == deck and replay.setup.deck is deck  # the game's own setup is untouched


def test_face_down_token_and_bonus_piles_are_never_shown():
    safari = Replay.of(finished("safari"))
    i = safari.turn_start(10)
    real = safari_state(safari.state_at(i)).pile
    view = safari.view(i, 0)
    assert list(safari_state(view.state).pile) == sorted(real) == view.edition_view["tokens"]
    assert safari_state(view.state).hands == safari_state(safari.state_at(i)).hands  # animal tokens lie face up
    assert "reshuffle" not in view.state.setup.extra and view.state.setup.extra["tokens"] == sorted(
        safari.setup.extra["tokens"]
    )
    hunters = Replay.of(finished("hunters"))
    i = hunters.turn_start(10)
    s = hunters.state_at(i)
    pos = hunters_state(s).bonus_pos
    shown = hunters_state(hunters.view(i, 1).state).bonus
    assert shown[:pos] == hunters_state(s).bonus[:pos] and list(shown[pos:]) == sorted(hunters_state(s).bonus[pos:])


def test_a_reshuffled_token_pile_shows_in_the_log_in_no_order():
    game = safari_with_reshuffles()
    replay = Replay.of(game)
    reshuffles = [i for i, e in enumerate(game.log) if isinstance(e, AnimalTokensReshuffled)]
    assert reshuffles and replay.over
    seen = replay.events_seen(replay.last, 0)
    for i in reshuffles:
        assert seen[i] == AnimalTokensReshuffled(tuple(sorted(game.log[i].pile)))
    assert any(seen[i] != game.log[i] for i in reshuffles)
    change = replay.changes(reshuffles[0], reshuffles[0] + 1)
    assert change.edition_events == (seen[reshuffles[0]],)


def test_generic_replay_and_branching_code_names_no_edition():
    for path in [*sorted((ROOT / "game" / "replay").glob("*.py")), ROOT / "game" / "branching.py"]:
        text = path.read_text()
        for edition in PLAYABLE:
            assert f'"{edition}"' not in text and f"'{edition}'" not in text, f"{path.name} names {edition}"


# --- what changed between two moments ---


@pytest.mark.parametrize("edition", quick_only(sorted(PLAYABLE), keep=["safari"]))
def test_the_whole_game_as_one_change_adds_up(edition):
    game = finished(edition)
    replay = Replay.of(game)
    change = replay.changes(0, replay.last, viewer=0)
    s = game.state
    assert change.scores_before == (0,) * s.players and change.scores_after == tuple(s.scores)
    for seat in range(s.players):
        assert sum(change.points.get(seat, {}).values()) == s.scores[seat]
        assert change.points.get(seat, {}) == {k: v for k, v in s.breakdown[seat].items()}
        for kind, start in get_edition(edition).supply.items():
            out = sum(1 for p in change.pieces_placed if p.seat == seat and p.kind == kind)
            back = sum(1 for p in change.pieces_returned if p.seat == seat and p.kind == kind)
            assert start - out + back == s.supply[seat][kind]
    assert [e for e in game.log if isinstance(e, ev.TilePlaced)] == list(change.tiles_laid)
    assert list(change.tiles_discarded) == s.discarded
    assert len(change.events) == len(game.log)


def test_a_turn_as_a_change():
    game = finished("amazonas")
    replay = Replay.of(game)
    for turn in range(1, replay.turns):
        a, b = replay.turn_start(turn), replay.turn_start(turn + 1)
        change = replay.changes(a, b)
        assert len(change.tiles_laid) >= 1 and change.tiles_laid[0].seat == replay.moment(a).seat
        moved = [e for e in change.edition_events if type(e).__name__ == "BoatMoved"]
        if moved:
            before, after = change.edition_changes["boats"]
            assert after[moved[-1].seat] == moved[-1].to and before != after
            break
    else:
        raise AssertionError("no boat moved in the whole game")
    with pytest.raises(ValueError):
        replay.changes(b, a)
    assert replay.changes(a, a).events == ()


def test_a_traveller_moving_is_a_moved_piece():
    for seed in range(1, 30):
        game = finished("hill_dale", 2, seed)
        replay = Replay.of(game)
        for i, e in enumerate(game.log):
            if type(e).__name__ == "Travelled":
                change = replay.changes(i, i + 1)
                (before, after), *_ = change.pieces_moved
                assert before.pid == after.pid == e.pid and before.pos == tuple(e.frm) and after.pos == tuple(e.to)
                return
    raise AssertionError("no traveller travelled")


def test_the_bench_prints_seek_times(capsys):
    import json

    from game.tools.bench import main

    assert main(["replay", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out["by_edition"]) == set(PLAYABLE)
    for figures in out["by_edition"].values():
        assert figures["events"] > 100 and 0 < figures["seek_median_ms"] <= figures["seek_max_ms"]
