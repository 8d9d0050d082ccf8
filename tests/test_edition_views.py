"""Each edition's typed view (Edition.view) against the rules it describes: what the window shows must be what
the engine decides."""

from __future__ import annotations

import dataclasses

from ui_helpers import drive

from game.core import commands as cmd
from game.core import events as ev
from game.editions.amazonas import commands as amazonas_cmd
from game.editions.hunters.rules import BonusDrawn
from game.editions.safari import commands as safari_cmd
from game.editions.safari.events import HoleDug
from game.tools.selfplay import play_game


def test_every_edition_has_a_frozen_view():
    for edition in ("hill_dale", "safari", "amazonas", "hunters"):
        g = play_game(edition, 3, 1, "random")
        v = g.edition.view(g.state)
        assert dataclasses.is_dataclass(v) and type(v).__dataclass_params__.frozen, edition


def test_hill_dale_stables_score_what_the_view_says():
    """At the end every stable scores the animals the view counts for it, in the same order."""
    for seed in range(4):
        g = play_game("hill_dale", 3, seed, "normal")
        view = g.edition.view(g.state)
        scored = [(e.seat, e.points) for e in g.log if isinstance(e, ev.PointsScored) and e.reason == "stables"]
        assert scored == [(s.seat, s.animals) for s in view.stables if s.animals]
        assert view.harvest == tuple(g.edition.state_view(g.state)["harvest"])


def test_hill_dale_no_stable_is_offered_where_the_view_shades():
    g = drive("hill_dale", 3, 5, lambda g: g.pending().decision == "action" and g.edition.view(g.state).stables)
    view = g.edition.view(g.state)
    for s in view.stables:
        x, y = s.cell
        around = {(x + dx, y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)} & set(g.state.board.cells)
        assert around <= view.stable_blocked
    for o in g.options():
        if isinstance(o, cmd.PlacePiece) and o.piece == "stable":
            assert g.state.placed.cells[o.cell] not in view.stable_blocked


def test_hill_dale_draft_pool_is_what_can_be_taken():
    g = drive("hill_dale", 3, 5, lambda g: g.pending().decision == "take_harvest")
    view = g.edition.view(g.state)
    assert {o.crop for o in g.options()} == set(view.draft_pool)
    assert view.draft_order and g.pending().seat in view.draft_order


def test_safari_view_matches_the_state_and_the_options():
    g = drive("safari", 3, 2, lambda g: g.pending().decision == "play_animal")
    view = g.edition.view(g.state)
    sv = g.edition.state_view(g.state)
    assert [list(h) for h in view.hands] == sv["hands"]
    assert [h.slots for h in view.holes] == [tuple(h["slots"]) for h in sv["watering_holes"]]
    sc = view.scoring
    assert sc is not None and sc.asking == g.pending().seat
    offered = {o.animal for o in g.options() if isinstance(o, safari_cmd.PlayAnimal)}
    assert offered == set(view.hands[sc.asking]) - set(sc.animals)
    node = g.state.node((sc.x, sc.y), sc.feature)
    assert sc.kind == g.state.graph.kind[node] and sc.cells == frozenset(g.state.graph.cells_of(node))


def test_safari_corner_slots_are_where_the_tokens_land():
    g = drive("safari", 3, 0, lambda g: g.state.turn >= 4 and any(isinstance(o, safari_cmd.Dig) for o in g.options()))
    dig = next(o for o in g.options() if isinstance(o, safari_cmd.Dig))
    vertex, slot = g.edition.view(g.state).corner_slot(dig.at, dig.corner)
    g.submit(dig)
    view = g.edition.view(g.state)
    hole = next(h for h in view.holes if h.vertex == vertex)
    assert hole.slots[slot] == dig.animal and sum(a is not None for a in hole.slots) == 1
    pid = next(e.pid for e in g.log if isinstance(e, HoleDug))
    assert view.hole_pieces[pid] == (vertex, slot)


def test_amazonas_river_cells_hold_the_river_spaces():
    for seed in range(3):
        g = play_game("amazonas", 3, seed, "random")
        view = g.edition.view(g.state)
        assert sum(rc.spaces for rc in view.river) == view.river_spaces
        first = 1
        for rc in view.river:
            assert rc.first_space == first
            first += rc.spaces
        assert view.river[-1].cell == view.river_end and view.mouth == (view.river_end[0] + 1, view.river_end[1])
        assert view.boats == tuple(g.edition.state_view(g.state)["boats"])


def test_amazonas_double_places_are_the_options():
    g = drive("amazonas", 3, 1, lambda g: g.pending().decision == "place_double")
    view = g.edition.view(g.state)
    assert {amazonas_cmd.PlaceDouble(d.double, d.quarters * 90) for d in view.double_places} == set(g.options())
    end = view.river_end
    for d in view.double_places:
        cells = {(d.x + dx, d.y + dy) for dx, dy in g.state.tiles[d.double].cell_offsets(d.quarters)}
        assert (end[0] + 1, end[1]) in cells


def test_hunters_lying_hunters_and_the_bonus_turn():
    g = drive("hunters", 3, 1, lambda g: g.edition.view(g.state).bonus_turn and g.pending().decision == "place_tile")
    view = g.edition.view(g.state)
    meadow = {p.pid for p in g.state.pieces.values() if p.kind == "follower" and g.state.graph.kind[p.node] == "meadow"}
    assert view.lying == meadow
    assert sum(view.hunters) == len(meadow)
    drawn = [e for e in g.log if isinstance(e, BonusDrawn)]
    assert drawn and g.state.drawn == drawn[-1].tile
    assert view.bonus_left == g.edition.state_view(g.state)["bonus_left"]
