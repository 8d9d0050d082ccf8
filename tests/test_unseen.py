"""Tiles left and fit counts: only what a player at the table knows, and the same answers as the rules."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from insight_helpers import random_game
from matrix import quick_only

from game.ai import fits as ai_fits
from game.core.engine import Game, legal_placements
from game.core.insight import dead_places, fit_count, fit_counts_by_pile, fitting_tiles, tiles_left, unseen_tile_counts
from game.editions import PLAYABLE
from game.editions.amazonas.model import amazonas_state
from game.editions.hunters.model import hunters_state
from game.newgame import new_setup


@pytest.mark.parametrize("edition", sorted(PLAYABLE))
def test_unseen_tiles_are_the_box_less_every_tile_drawn(edition):
    game = random_game(edition, 3, 5, 90)
    s = game.state
    counts = unseen_tile_counts(game)
    drawn = Counter(s.setup.deck[: s.deck_pos])  # laid, discarded, and the one in hand: all seen
    assert Counter(counts) == Counter(s.setup.deck) - drawn
    assert sum(counts.values()) == s.tiles_left == tiles_left(game).total
    assert list(counts) == sorted(counts)  # by tile id, never in pile order


@pytest.mark.parametrize("edition", sorted(PLAYABLE))
def test_nothing_depends_on_the_order_of_the_pile(edition):
    game = random_game(edition, 2, 8, 60)
    s = game.state
    rest = s.setup.deck[s.deck_pos :]
    shuffled = rest[:]
    random.Random(1).shuffle(shuffled)
    other = game.clone(deck=s.setup.deck[: s.deck_pos] + shuffled)
    assert other.setup.deck != s.setup.deck or len(set(rest)) < 2
    assert tiles_left(other) == tiles_left(game)
    assert dead_places(other) == dead_places(game)
    for pos in sorted(s.board.frontier)[:10]:
        assert fit_count(other, pos) == fit_count(game, pos)


def test_edition_piles_hunters_bonus_and_amazonas_doubles():
    hunters = random_game("hunters", 2, 3, 150)
    own = hunters_state(hunters.state)
    assert Counter(tiles_left(hunters).groups["bonus"]) == Counter(own.bonus) - Counter(own.bonus[: own.bonus_pos])
    amazonas = random_game("amazonas", 2, 3, 150)
    assert tiles_left(amazonas).groups["doubles"] == dict(Counter(sorted(amazonas_state(amazonas.state).doubles)))


@pytest.mark.parametrize("edition", quick_only(["hill_dale", "safari", "hunters"], keep=["hunters"]))
def test_fit_counts_of_the_draw_pile_agree_with_the_ai(edition):
    """Where both answer the same question (the draw pile, any rotation), the AI's count is ours."""
    for seed, steps in ((1, 30), (2, 120), (3, 200)):
        game = random_game(edition, 2, seed, steps)
        for pos in sorted(game.state.board.frontier):
            assert fit_counts_by_pile(game, pos)["draw"] == ai_fits.spot_supply(game.state, pos), (seed, pos)


def test_amazonas_counts_amazon_tiles_only_where_the_river_can_reach():
    game = random_game("amazonas", 2, 4, 80)
    s = game.state
    ex, ey = amazonas_state(s).river_end
    for pos in sorted(s.board.frontier):
        ours = fitting_tiles(game, pos)
        amazon = [t for t in ours if t in amazonas_state(s).amazon_tiles]
        assert not amazon or (pos[1] == ey and pos[0] > ex), pos
        assert fit_counts_by_pile(game, pos)["draw"] <= ai_fits.spot_supply(s, pos)


@pytest.mark.parametrize("edition", quick_only(["hill_dale", "safari", "hunters"], keep=["safari"]))
def test_a_fitting_tile_can_be_laid_there(edition):
    """For one-cell tiles the fit test is the rules' own: it fits the place iff some legal placement covers it."""
    game = random_game(edition, 2, 6, 100)
    s = game.state
    for tile_id in unseen_tile_counts(game):
        if s.tiles[tile_id].multi:
            continue
        legal = {(x, y) for x, y, _rot in legal_placements(s, tile_id)}
        for pos in s.board.frontier:
            assert (tile_id in fitting_tiles(game, pos)) == (pos in legal), (tile_id, pos)


@pytest.mark.parametrize("edition", sorted(PLAYABLE))
def test_dead_places_are_the_places_nothing_fits(edition):
    game = random_game(edition, 3, 12, 120)
    s = game.state
    assert not s.ended
    dead = dead_places(game)
    hand = {s.drawn} if s.drawn is not None and s.placed is None else set()
    for pos in s.board.frontier:  # no tile to come fits, nor the tile in hand
        assert (pos in dead) == (fit_count(game, pos) == 0 and not fitting_tiles(game, pos, hand))
    assert all(pos in s.board.frontier for pos in dead)


@pytest.mark.parametrize("edition", sorted(PLAYABLE))
def test_the_tile_in_hand_keeps_its_places_alive_and_the_end_has_no_dead_places(edition):
    game = Game(new_setup(edition, 2, 4))
    rng = random.Random(4)
    checked = 0
    while game.pending() is not None:
        s = game.state
        d = game.pending()
        if d.decision == "place_tile" and tiles_left(game).total <= 2:
            dead = set(dead_places(game))
            fits = {(x, y) for x, y, _r in legal_placements(s, s.drawn)}
            assert not dead & fits, (s.drawn, dead & fits)  # never a cross where the tile in hand fits
            checked += 1
        game.submit(rng.choice(game.options()))
    assert checked  # the last tiles were looked at
    assert game.state.ended and dead_places(game) == []
