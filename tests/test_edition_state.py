"""Each edition keeps its own state as a typed, frozen model (`EditionState`), replaced by its fold and never
changed: copies of a state and the search's take-back marks share it, so a change made on one copy must never
show in another."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

from game.ai.simple import RandomSeat
from game.core.engine import Game
from game.core.scratch import Scratch
from game.core.state import EditionState, snapshot
from game.editions import PLAYABLE
from game.newgame import new_setup

ROOT = Path(__file__).resolve().parent.parent


def _play(game: Game, seed: int, turns: int) -> None:
    seats = [RandomSeat(seed + i) for i in range(game.state.players)]
    while game.state.turn < turns and (pend := game.pending()) is not None:
        game.submit(seats[pend.seat].choose(game))


@pytest.mark.parametrize("edition", PLAYABLE)
def test_the_edition_state_is_a_frozen_model_of_the_edition(edition):
    state = Game(new_setup(edition, 3, 5)).state
    own = state.ext
    assert isinstance(own, EditionState) and type(own) is not EditionState
    assert dataclasses.is_dataclass(own)
    field = dataclasses.fields(own)[0].name
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(own, field, None)


@pytest.mark.parametrize("edition", PLAYABLE)
def test_playing_on_a_copy_leaves_the_original_as_it_was(edition):
    game = Game(new_setup(edition, 3, 11))
    _play(game, 11, 8)
    before = snapshot(game.state)
    other = game.clone()
    _play(other, 12, 30)
    assert snapshot(other.state) != before
    assert snapshot(game.state) == before


@pytest.mark.parametrize("edition", PLAYABLE)
def test_a_move_taken_back_gives_back_the_same_edition_state(edition):
    game = Game(new_setup(edition, 2, 3))
    _play(game, 3, 6)
    search = game.clone()
    scratch = Scratch(search)
    before = snapshot(search.state)
    own = search.state.ext
    for option in search.options():
        mark = scratch.mark()
        search.play(option)
        scratch.undo(mark)
        assert search.state.ext is own
    scratch.close()
    assert snapshot(search.state) == before


def test_no_edition_state_is_read_by_string_key():
    pattern = re.compile(r"\.ext\s*(\[|\.get\(|\.setdefault\()|\bext\[\"")
    found = [
        f"{path.relative_to(ROOT)}:{n}: {line.strip()}"
        for folder in ("game", "tests")
        for path in sorted((ROOT / folder).rglob("*.py"))
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if pattern.search(line) and path.name != "test_edition_state.py"
    ]
    assert not found, "\n".join(found)
