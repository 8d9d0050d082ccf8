"""Feature info: what each feature and thing of every edition is worth now and if completed, by the editions'
own scoring (exact points from the rulebooks' worked examples, and agreement with the real scorings)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from insight_helpers import before_final_scoring, random_game, roots, scenario
from matrix import quick_only

from game.core import commands as cmd
from game.core import events as ev
from game.core.engine import Game
from game.core.insight import FeatureRef, feature_info, info, piece_ref, projection, ref_at
from game.core.state import snapshot
from game.editions import PLAYABLE
from game.editions.amazonas import river
from game.editions.amazonas.model import amazonas_state
from game.editions.hill_dale.harvest import harvest_points
from game.editions.hill_dale.model import hill_dale_state
from game.editions.safari import commands as safari_cmd
from game.editions.safari.model import safari_state
from game.newgame import new_setup


def at(game, pos, fid):
    return feature_info(game, game.state.node(pos, fid))


# --- the rulebooks' worked examples, feature by feature ---


def test_safari_final_scoring_example_feature_by_feature():
    """Rulebook p.8: trail 2 for you; large bush 10 each; small bush 2 for Blue; the baobab 0."""
    game = before_final_scoring(scenario("safari/final-scoring-example.json"))
    trail = at(game, (-1, 0), "t")
    assert trail.kind == "trail" and trail.worth_now == (2, 0) and trail.complete is False
    assert trail.details["animals"] == ["giraffe", "lion"]
    large = at(game, (0, 1), "b")
    assert large.worth_now == (10, 10) and large.holders == {0: {"follower": 2}, 1: {"follower": 1}}
    # completed now it would score for the majority only: 4 kinds = 10, plus 6 birds
    assert large.worth_if_completed == (16, 0)
    small = at(game, (3, 0), "b")
    assert small.worth_now == (0, 2)
    baobab = at(game, (0, -1), "b")
    assert baobab.kind == "baobab" and baobab.worth_now == (0, 0) and baobab.complete is None
    assert baobab.details["draws"] == 2 and len(baobab.details["missing_around"]) > 0


def test_safari_bush_with_a_token_to_add():
    """Rulebook p.4: giraffe and monkey printed, 3 birds: 6 for the completed bush, a zebra token adds 3."""
    game = scenario("safari/bush-9-with-token.json", upto=2)
    assert game.pending().decision == "play_animal"
    bush = at(game, (0, 0), "b")
    assert bush.complete and bush.worth_if_completed == (6, 0) and bush.worth_now == (0, 0)
    assert bush.details["different_animals"] == 2 and bush.details["birds"] == 3
    assert bush.details["token_bonus"] == {0: 3} and "zebra" in bush.details["tokens_playable"][0]


def test_amazonas_final_example_camp_village_and_mouth():
    """Rulebook p.8: red 5 for its camp (5 animals); blue 4 for its unfinished village; the mouth 6 each."""
    game = before_final_scoring(scenario("amazonas/rulebook-final-camp-5-village-4.json"))
    jungle = at(game, (0, -1), "j")
    assert jungle.kind == "jungle" and jungle.worth_now == (5, 0) and jungle.worth_if_completed is None
    assert jungle.holders == {0: {"camp": 1}}
    village = at(game, (0, 1), "v")
    assert village.worth_now == (0, 4) and village.worth_if_completed == (0, 6)  # completed: 2 per tile
    amazon = at(game, (0, 0), "a")
    race, mouth = amazon.related
    assert mouth.kind == "river_mouth" and mouth.worth_now == (6, 6)
    assert race.kind == "amazon_race" and race.details["boats"] == [2, 2] and race.details["place"] == [1, 1]


def test_amazonas_race_two_players_right_behind_or_not():
    game = Game(new_setup("amazonas", 2, seed=4))
    s = game.state
    for boats, place in (([5, 4], [1, 2]), ([5, 3], [1, None]), ([3, 3], [1, 1])):
        s.ext = replace(amazonas_state(s), boats=tuple(boats))
        race = info(game, FeatureRef("amazon_race"))
        assert race.details["place"] == place
        assert race.details["scores_piranhas"] == [p in (1, 2) for p in place]
        for coming in race.details["coming"]:
            points, _first, _second = river.amazon_points(boats, 2, coming["caimans"], coming["piranhas"])
            assert coming["points"] == points
        assert sum(c["count"] for c in race.details["coming"]) == sum(
            1 for t in s.setup.deck[s.deck_pos :] if t in amazonas_state(s).amazon_tiles
        )
        assert [d["tile"] for d in race.details["doubles"]] == sorted(set(amazonas_state(s).doubles))


def test_hunters_meadow_fire_and_shrine():
    fire = before_final_scoring(scenario("hunters/ruling26-fire.json"))
    meadow = at(fire, (1, 0), "m")
    assert meadow.kind == "meadow" and meadow.worth_now == (4, 0) and meadow.complete is None
    assert meadow.details["fire"] is True and meadow.details["deer_eaten"] == 0
    # the shrine: seat 1's hunter laid from the shrine tile outweighs seat 0's two hunters
    shrine_game = before_final_scoring(scenario("hunters/ruling26-shrine.json"))
    hunter = next(p for p in shrine_game.state.pieces.values() if p.flag == "shrine")
    meadow = info(shrine_game, piece_ref(shrine_game, hunter.pid))
    assert meadow.details["shrine_hunters"] == [1] and meadow.holders == {0: {"follower": 2}, 1: {"follower": 1}}
    assert meadow.worth_now == (0, 4)


def test_hunters_river_system_of_the_huts_example():
    """Rulebook: the hut claims the whole river system, 1 per fish in it: 5 for blue."""
    game = before_final_scoring(scenario("hunters/example-huts-5.json"))
    hut = next(p for p in game.state.pieces.values() if p.kind == "hut")
    system = info(game, piece_ref(game, hut.pid))
    assert system.kind == "river_system" and system.worth_now == (0, 5) and system.symbols == {"fish": 5}
    assert system.holders == {1: {"hut": 1}}
    river = next(f for f in (feature_info(game, n) for n in roots(game.state)) if f.kind == "river")
    assert river.related[0].worth_now == (0, 5) and river.worth_now == (0, 0)


def test_hill_dale_field_and_its_harvest():
    """Rulebook: the field of the harvest example gives 4 points and its symbols as tokens."""
    game = scenario("hill_dale/rulebook-harvest-22.json", upto=2)
    field = at(game, (1, 0), "f")
    assert field.kind == "field" and not field.complete
    assert field.worth_if_completed == (2 * len(field.cells), 0) and field.worth_now == (len(field.cells), 0)
    pool = field.details["tokens_if_completed"]
    assert sorted(pool) == sorted(c for c, n in field.details["harvest"].items() for _ in range(n))
    assert field.details["supply"] == hill_dale_state(game.state).supply
    done = scenario("hill_dale/rulebook-harvest-22.json")
    tokens = hill_dale_state(done.state).tokens[0]
    # what the info said the field would give is what seat 0 got
    assert sum(tokens.values()) >= len(pool) and harvest_points(tokens)[0] == 12


def test_hill_dale_stable_scores_its_animals():
    game = before_final_scoring(scenario("hill_dale/rulebook-stable-9.json"))
    stable = next(p for p in game.state.pieces.values() if p.kind == "stable")
    s = info(game, piece_ref(game, stable.pid))
    assert s.kind == "stable" and s.worth_now == (9, 0) and s.details["animals"] == 9
    assert sum(n for _c, n in s.details["by_cell"]) == 9
    meadow = at(game, stable.pos, "m")
    assert meadow.worth_now == (9, 0) and meadow.related[0].ref == FeatureRef("stable", stable.pid)


def test_safari_watering_hole_and_rangers():
    game = scenario("safari/dig-corner-board-orientation.json")
    holes = safari_state(game.state).holes
    assert holes
    vertex = next(iter(holes))
    hole = info(game, FeatureRef("watering_hole", vertex))
    tokens = [a for a in holes[vertex] if a]
    assert hole.kind == "watering_hole" and hole.details["tokens"] == len(tokens)
    assert hole.details["next_token_points"] == {1: 4, 2: 5, 3: 6}.get(len(tokens))
    owners = sorted({p.seat for p in game.state.pieces.values() if p.flag and p.flag[0] == "hole"})
    assert [s for s, pts in enumerate(hole.worth_if_completed) if pts == 3] == owners
    assert ref_at(game, vertex[0] + 0.05, vertex[1] - 0.05) == FeatureRef("watering_hole", tuple(vertex))
    for r, space in enumerate(safari_state(game.state).rangers):
        if space is not None:
            ranger = info(game, FeatureRef("ranger", r))
            assert ranger.details["space"] == list(space) and ranger.details["points"] == 3
            assert ref_at(game, space[0] + 0.5, space[1] + 0.5) == FeatureRef("ranger", r)


# --- agreement with the real scorings, over random positions ---


def _final_worth(game) -> list[int]:
    """What the features and things of the board are worth now, added up per seat, plus what the edition
    scores at the end besides features (Safari tokens in hand, Over Hill and Dale harvest)."""
    s = game.state
    total = [0] * s.players
    seen_systems = set()
    for r in roots(s):
        f = feature_info(game, r)
        if s.setup.edition == "hunters" and f.kind in ("river", "lake"):
            system = f.related[0]
            key = frozenset(system.parts)
            if key not in seen_systems:
                seen_systems.add(key)
                total = [a + b for a, b in zip(total, system.worth_now)]
            continue
        if f.kind == "amazon":
            total = [a + b for a, b in zip(total, f.related[1].worth_now)]
            continue
        total = [a + b for a, b in zip(total, f.worth_now)]
    if s.setup.edition == "safari":
        total = [t + len(h) for t, h in zip(total, safari_state(s).hands)]
    if s.setup.edition == "hill_dale":
        total = [t + sum(harvest_points(tok)) for t, tok in zip(total, hill_dale_state(s).tokens)]
    return total


@pytest.mark.parametrize("edition", quick_only(sorted(PLAYABLE), keep=["hill_dale"]))
def test_worth_now_of_every_feature_adds_up_to_the_final_scoring(edition):
    checked = 0
    for seed in range(4):
        for steps in (40, 120, 260):
            game = random_game(edition, 2 + seed % 3, seed, steps)
            rng = random.Random(seed)
            while game.pending() is not None and game.state.phase != "place_tile":
                game.submit(rng.choice(game.options()))
            if game.state.phase != "place_tile":
                continue
            before = snapshot(game.state)
            assert _final_worth(game) == list(projection(game).gains)
            assert snapshot(game.state) == before
            checked += 1
    assert checked >= 6


@pytest.mark.parametrize("edition", quick_only(sorted(PLAYABLE), keep=["hunters"]))
def test_worth_if_completed_is_what_the_completion_then_scores(edition):
    """Whenever a tile completes features, their worth_if_completed (pieces as they stand) is exactly what
    each seat scores for them when the turn scores (nobody adds a piece or a token)."""
    compared = 0
    for seed in range(8):
        game = Game(new_setup(edition, 3, seed))
        rng = random.Random(seed)
        while game.pending() is not None:
            s = game.state
            options = game.options()
            if s.phase == "action" and s.placed.completed and cmd.Skip() in options:
                expected = {}
                for n in s.placed.completed:
                    f = feature_info(game, n)
                    if f.worth_if_completed is not None and f.holders:
                        expected[f.ref.key] = f.worth_if_completed
                start = len(game.log)
                game.submit(cmd.Skip())
                while game.pending() is not None and game.pending().decision == "play_animal":
                    seat = game.pending().seat
                    game.submit(safari_cmd.DeclineAnimal(seat))
                got: dict = {}
                current = None
                for e in game.log[start:]:
                    if isinstance(e, ev.FeatureScored) and not e.final:
                        node = game.state.node((e.x, e.y), e.feature)
                        current = game.state.graph.find(node)
                        got[current] = [0] * s.players
                    elif (
                        isinstance(e, ev.PointsScored)
                        and current is not None
                        and e.reason == game.state.graph.kind[current]
                    ):
                        got[current][e.seat] += e.points
                    elif not isinstance(e, ev.PointsScored):
                        current = None
                for root, worth in expected.items():
                    assert tuple(got.get(root, [0] * s.players)) == worth, (edition, seed, root)
                    compared += 1
                continue
            pieces = [o for o in options if isinstance(o, cmd.PlacePiece)]
            game.submit(rng.choice(pieces if pieces and rng.random() < 0.7 else options))
    assert compared >= 5


@pytest.mark.parametrize("edition", quick_only(sorted(PLAYABLE), keep=["amazonas"]))
def test_every_feature_and_piece_of_a_position_has_info(edition):
    game = random_game(edition, 4, 9, 200)
    s = game.state
    for r in roots(s):
        f = feature_info(game, r)
        assert f.cells and f.parts and len(f.worth_now) == 4
        assert all(c not in s.board.cells for c in f.faces)
        assert f.open_ends == 0 or f.faces or f.kind in ("baobab",)
        assert sum(n for kinds in f.holders.values() for n in kinds.values()) == len(s.pieces_on(r))
    for p in s.pieces.values():
        ref = piece_ref(game, p.pid)
        assert ref is not None and info(game, ref) is not None
    for pos in list(s.board.cells)[:30]:
        for fx in (0.2, 0.5, 0.8):
            for fy in (0.2, 0.5, 0.8):
                ref = ref_at(game, pos[0] + fx, pos[1] + fy)
                assert ref is not None and info(game, ref) is not None
    for pos in s.board.frontier:
        ref = ref_at(game, pos[0] + 0.5, pos[1] + 0.5)
        assert ref is None or ref.what == "ranger"
