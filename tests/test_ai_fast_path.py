"""The seats' fast path (apply and undo on one scratch game, incremental evaluation) against the plain path
(a clone and a checked submit per candidate, `position_value` from scratch): the same values to 1e-9 and the
same choices, on fixed positions of every edition; and the pieces it is built from."""

import random

import pytest
from matrix import first_quick, quick_only

from game.ai import plain
from game.ai.evaluate import ended_now, position_value
from game.ai.greedy import EasySeat, NormalSeat, ReplySeat
from game.ai.heuristics import for_edition
from game.ai.incremental import Valuer
from game.ai.seats import make_seat
from game.ai.simple import RandomSeat
from game.core.engine import Game
from game.core.scratch import Scratch
from game.core.state import snapshot
from game.editions import PLAYABLE
from game.newgame import new_setup


def positions(edition, players, seed, turns=(5, 18, 40), options=None, seat=None):
    """Tile decisions of an easy-seat game (or one of `seat`) at the given turns, and the other decisions met
    on the way."""
    game = Game(new_setup(edition, players, seed, options=options))
    seat = seat or make_seat("easy", seed)
    tiles, others = [], []
    for t in turns:
        while (pend := game.pending()) is not None and (game.state.turn < t or pend.decision != "place_tile"):
            if pend.decision not in ("place_tile", "action") and len(others) < 4:
                others.append(Game.replay(game.setup, list(game.log)))
            game.submit(seat.choose(game))
        if game.pending() is None:
            break
        tiles.append(Game.replay(game.setup, list(game.log)))
    return tiles, others, game


CASES = [(edition, players) for edition in sorted(PLAYABLE) for players in (2, 3, 4)]


@pytest.mark.parametrize("edition, players", quick_only(CASES, keep=[("hill_dale", 3)]))
def test_turn_search_fast_path_gives_the_plain_values_and_choices(edition, players):
    tiles, _, _ = positions(edition, players, 30 + players)
    assert tiles
    for n, game in enumerate(tiles):
        seat = game.pending().seat
        options = game.options()
        for cls in (EasySeat, NormalSeat, ReplySeat):
            fast = cls(n).turn_moves(game, seat, options)
            slow = plain.turn_moves(cls(n), game, seat, options)
            assert [(m[1], m[2]) for m in fast] == [(m[1], m[2]) for m in slow]
            assert max(abs(a[0] - b[0]) for a, b in zip(fast, slow)) < 1e-9
            a, b = cls(n), cls(n)
            assert a.choose(game) == max(plain.turn_moves(b, game, seat, options), key=lambda m: m[0])[1]


@pytest.mark.parametrize("edition", first_quick(sorted(PLAYABLE)))
def test_other_decisions_fast_path_chooses_as_the_plain_one(edition):
    others = []
    for players in (2, 3, 4, 5):  # met in games of seats choosing at random: the seats' choices there are the point
        others += positions(edition, players, 50 + players, turns=(30, 60), seat=RandomSeat(50 + players))[1]
    for n, game in enumerate(others):
        pend = game.pending()
        options = game.options()
        for cls in (EasySeat, NormalSeat, ReplySeat):
            assert cls(n).choose_one(game, pend.seat, options) == plain.choose_one(cls(n), game, pend.seat, options)


@pytest.mark.parametrize("edition", first_quick(sorted(PLAYABLE)))
def test_final_scoring_feature_by_feature_adds_up_to_the_editions_own(edition):
    known = for_edition(edition)
    checked = 0
    for players in (2, 3, 5):
        # whole games of seats choosing at random: the positions of a game, not the choices, are the point here
        _, _, game = positions(edition, players, 70 + players, turns=(200,), seat=RandomSeat(70 + players))
        replayed = Game.replay(game.setup, [])
        for e in game.log:
            replayed._emit(e)
            s = replayed.state
            if s.ended or s.phase != "place_tile":
                continue
            g = s.graph
            by_root: dict = {}
            for p in s.pieces.values():
                if p.node is not None:
                    by_root.setdefault(g.find(p.node), []).append(p)
            totals = [float(v) for v in s.scores]
            for seat, v in enumerate(known.final_rest(s)):
                totals[seat] += v
            for r, on in by_root.items():
                for seat, v in known.final_feature(s, r, on):
                    totals[seat] += v
            assert totals == ended_now(s)
            checked += 1
    assert checked > 100


def test_safari_final_scoring_by_feature_follows_the_majority_option():
    from game.editions.safari.rules import OPTION_FINAL_MAJORITY

    majority = {OPTION_FINAL_MAJORITY: True}
    tiles, _, _ = positions("safari", 4, 3, turns=(40, 60), options=majority, seat=RandomSeat(3))
    assert len(tiles) == 2
    for game in tiles:
        v = Valuer(game, potential=False)
        assert max(abs(a - b) for a, b in zip(v.values(), ended_now(game.state))) < 1e-9


@pytest.mark.parametrize("edition", quick_only(sorted(PLAYABLE), keep=["hill_dale"]))
def test_scratch_undo_gives_back_exactly_the_state_it_marked(edition):
    tiles, _, _ = positions(edition, 3, 9)
    rng = random.Random(4)
    for game in tiles:
        before = snapshot(game.state)
        log = list(game.log)
        scratch = Scratch(game)
        start = scratch.mark()
        for _ in range(6):  # down a few turns, marking on the way, then all the way back
            marks = []
            for _ in range(rng.randrange(1, 8)):
                if game.pending() is None:
                    break
                marks.append((scratch.mark(), snapshot(game.state)))
                game.play(rng.choice(game.options()))
            while marks:
                mark, seen = marks.pop()
                scratch.undo(mark)
                assert snapshot(game.state) == seen
            scratch.undo(start)
            assert snapshot(game.state) == before and game.log == log
        scratch.close()
        assert snapshot(game.state) == before
        # and the game plays on as one that never tried anything
        again = Game.replay(game.setup, log)
        while game.pending() is not None:
            choice = game.options()[0]
            game.submit(choice)
            again.submit(choice)
        assert snapshot(game.state) == snapshot(again.state)


@pytest.mark.parametrize("edition", first_quick(sorted(PLAYABLE)))
def test_valuer_values_every_position_a_scratch_game_passes_as_position_value_does(edition):
    """Deeper than one turn (the look-ahead's moves), through frames pushed and popped at random."""
    tiles, _, _ = positions(edition, 4, 12)
    rng = random.Random(8)
    for game in tiles:
        scratch = Scratch(game)
        for fits in (False, True):
            valuer = Valuer(game, True, fits)
            start = scratch.mark()
            stack = []
            for _ in range(40):
                if game.pending() is None or (stack and rng.random() < 0.3):
                    if stack:
                        scratch.undo(stack.pop())
                        valuer.pop()
                    continue
                stack.append(scratch.mark())
                valuer.push()
                game.play(rng.choice(game.options()))
                for seat in range(game.state.players):
                    assert abs(valuer.value(seat) - position_value(game.state, seat, True, fits)) < 1e-9
            while stack:
                scratch.undo(stack.pop())
                valuer.pop()
            scratch.undo(start)
        scratch.close()


@pytest.mark.parametrize("edition", quick_only(sorted(PLAYABLE), keep=["hill_dale"]))
def test_every_change_to_a_piece_comes_with_an_event_naming_it(edition):
    """The incremental evaluation finds the pieces a move changed from the events' `pid`: a piece placed,
    returned, moved or flagged by an event that does not name it would go unnoticed."""
    from game.ai.simple import RandomSeat

    for players in (2, 4):
        game = Game(new_setup(edition, players, 90 + players))
        seats = [RandomSeat(s) if s % 2 else make_seat("easy", s) for s in range(players)]
        while (pend := game.pending()) is not None:
            game.submit(seats[pend.seat].choose(game))
        replayed = Game.replay(game.setup, [])
        for e in game.log:
            before = {pid: (p.seat, p.kind, p.pos, p.node, p.flag) for pid, p in replayed.state.pieces.items()}
            replayed._emit(e)
            after = {pid: (p.seat, p.kind, p.pos, p.node, p.flag) for pid, p in replayed.state.pieces.items()}
            touched = {pid for pid in before.keys() | after.keys() if before.get(pid) != after.get(pid)}
            assert touched <= {getattr(e, "pid", None)}, (type(e).__name__, touched)
