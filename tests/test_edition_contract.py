"""Every registered edition keeps the same contract over self-played games (tests/edition_contract.py):
pieces and tiles accounted for, scores equal to their breakdown and to the log, replay equal to live play,
and the edition's own invariants.  10 games an edition here; 300 (the same 10 and 290 more) under `-m slow` (a
separate CI step)."""

import pytest
from edition_contract import HOOKS, soak

from game.editions import EDITION_NAMES

GAMES = 10
SLOW_GAMES = 300


@pytest.mark.parametrize("edition", EDITION_NAMES)
def test_self_played_games_keep_the_contract(edition):
    soak(edition, range(GAMES))


@pytest.mark.slow
@pytest.mark.parametrize("edition", EDITION_NAMES)
def test_300_self_played_games_keep_the_contract(edition):
    soak(edition, range(SLOW_GAMES))


def test_every_edition_has_its_own_invariants():
    assert set(HOOKS) == set(EDITION_NAMES)
