"""Characters (game.ai.characters): the plain one changes nothing; the others add exactly their weights to
the level's own value of a turn, in every edition; unknown names are refused or read as plain; the tool that
measures where their pieces go runs."""

from __future__ import annotations

from pathlib import Path

import pytest
from in_process import run_here
from matrix import quick_only

from game.ai.characters import CHARACTERS, ORDER, PLAIN, character_name, for_game
from game.ai.seats import make_seat
from game.core import commands as cmd
from game.core.engine import Game
from game.core.tiles import AREA, LINE
from game.editions import PLAYABLE
from game.newgame import new_setup

ROOT = Path(__file__).resolve().parent.parent


def mid_game(edition, seed=4, turns=10):
    game = Game(new_setup(edition, 2, seed))
    seat = make_seat("easy", seed)
    while (pend := game.pending()) is not None and (game.state.turn < turns or pend.decision != "place_tile"):
        game.submit(seat.choose(game))
    return game


def expected_bonus(game, seat, place, act, c) -> float:
    """The character's bonus worked out apart: the turn played on a copy, the seat's points and the shape of
    the feature its piece went on read from the result."""
    copy = Game.replay(game.setup, list(game.log))
    before = copy.state.scores[seat]
    copy.submit(place)
    out = 0.0
    if act is not None:
        s = copy.state
        if isinstance(act, cmd.PlacePiece) and act.piece in s.edition.follower_kinds:
            shape = s.shape(s.graph.kind[s.node(s.placed.cells[act.cell], act.feature)])
            out += c.area if shape == AREA else c.line if shape == LINE else c.other
        copy.submit(act)
    return c.bounded(out + c.scored * (copy.state.scores[seat] - before))


@pytest.mark.parametrize("edition", quick_only(sorted(PLAYABLE), keep=["hill_dale"]))
def test_a_character_adds_its_weights_to_the_levels_own_value(edition):
    game = mid_game(edition)
    seat = game.pending().seat
    options = game.options()
    plain = {(p, a): v for v, p, a in make_seat("normal", 7).turn_moves(game, seat, options)}
    for name in ("builder", "farmer"):
        c = for_game(name, edition)  # (with the edition's own tweaks)
        assert not c.shared  # (sharing is checked on its own below)
        moves = make_seat("normal", 7, character=name).turn_moves(game, seat, options)
        # (the wide actions - every empty space, every corner - are tried for the best placements only, and a
        # character may find other placements best: those turns are compared where both tried them)
        # (and draw their noise after the others): the others are compared
        from game.ai.heuristics import wide_commands

        wide = wide_commands(edition)
        both = [m for m in moves if (m[1], m[2]) in plain and not isinstance(m[2], wide)]
        assert len(both) >= 20
        for v, place, act in both[:: max(1, len(both) // 25)]:
            want = expected_bonus(game, seat, place, act, c)
            assert v - plain[(place, act)] == pytest.approx(want, abs=1e-9), (name, place, act)


def test_the_plain_character_changes_no_value():
    for edition in sorted(PLAYABLE):
        game = mid_game(edition, seed=2)
        seat = game.pending().seat
        a = make_seat("normal", 3).turn_moves(game, seat, game.options())
        b = make_seat("normal", 3, character=PLAIN).turn_moves(game, seat, game.options())
        assert a == b


def test_a_cuckoo_counts_the_features_it_comes_to_share():
    from game.ai.characters import Taste, near_count, shared_count

    game = mid_game("hill_dale", seed=5, turns=30)
    seat = game.pending().seat
    c = CHARACTERS["cuckoo"]
    taste = Taste(c, game, seat)
    before = shared_count(game.state, seat), near_count(game.state, seat)
    game.submit(game.options()[0])
    assert taste.bonus() == pytest.approx(
        c.bounded(
            c.shared * (shared_count(game.state, seat) - before[0])
            + c.near * (near_count(game.state, seat) - before[1])
            + c.scored
            * sum(e.points for e in game.log[taste.log :] if getattr(e, "seat", None) == seat and hasattr(e, "reason"))
        )
    )


def test_unknown_characters_are_refused_by_make_seat_and_read_as_plain_from_a_save():
    with pytest.raises(ValueError, match="unknown character"):
        make_seat("normal", 1, character="pirate")
    assert character_name("pirate") == character_name(None) == PLAIN
    assert ORDER[0] == PLAIN and len(ORDER) >= 4


def test_the_file_formats_know_the_same_characters():
    import typing

    from game.files.new_game import SeatMemo
    from game.files.setup import CHARACTERS as IN_FILES

    remembered = typing.get_args(SeatMemo.model_fields["character"].annotation)[0]
    assert IN_FILES == ORDER == typing.get_args(remembered)


@pytest.mark.slow  # a whole run of a tool, or a soak: CI's slow step runs it
def test_the_characters_tool_prints_its_table():
    out = run_here("-m", "game.tools.characters", "--editions", "safari", "--characters", "farmer", "--games", "2",
                   "--workers", "1", "--level", "easy")  # fmt: skip
    assert out.returncode == 0, out.stderr
    row = out.stdout.strip().splitlines()[-1]
    assert row.startswith("| safari | easy | farmer |") and "of 2" in row
    bad = run_here("-m", "game.tools.characters", "--characters", "pirate")
    assert bad.returncode == 2 and "--characters must list" in bad.stderr and "Traceback" not in bad.stderr
