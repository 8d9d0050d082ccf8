"""The keyboard alone finishes every kind of decision of every edition, through the real event loop: Tab (or
the arrows in a dialog) to choose, Enter to take, S to skip, Esc to step back, digits in a dialog."""

from __future__ import annotations

import pygame
import pytest
from matrix import quick_only
from ui_helpers import drive, key, make_app, open_game

from game.core import commands as cmd
from game.core import events as ev
from game.editions.amazonas.rules import DoubleChosen
from game.editions.hill_dale import commands as hill_dale_cmd
from game.editions.hill_dale.rules import HarvestTaken, Travelled
from game.editions.hunters.rules import BonusDrawn
from game.editions.safari import commands as safari_cmd
from game.editions.safari import events as E


def of(game, cls):
    return [e for e in game.log if isinstance(e, cls)]


def tab_to(app, want, limit=400) -> bool:
    """Press Tab until the board's keyboard focus is a target whose command satisfies `want`."""
    for _ in range(limit):
        key(app, pygame.K_TAB)
        item = app.scene.model.focused()
        if item is not None and not isinstance(item, tuple) and want(item.command):
            return True
    return False


def offered(kind):
    return lambda g: g.pending().decision == "action" and any(isinstance(o, kind) for o in g.options())


@pytest.mark.parametrize("edition", quick_only(["hill_dale", "safari", "amazonas", "hunters"], keep=["safari"]))
def test_lay_a_tile_and_a_piece_then_skip(ui_env, edition):
    g = drive(edition, 2, 3, lambda g: g.state.turn >= 2 and g.pending().decision == "place_tile")
    app = make_app()
    scene = open_game(app, g)
    n = len(of(g, ev.TilePlaced))
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert len(of(g, ev.TilePlaced)) == n + 1 and g.pending().decision == "action"
    g = drive(edition, 2, 3, lambda g: g.state.turn >= 2 and offered(cmd.PlacePiece)(g))
    scene = open_game(app, g)
    assert tab_to(app, lambda c: isinstance(c, cmd.PlacePiece)), edition
    want = scene.model.focused().command
    key(app, pygame.K_RETURN)
    placed = of(g, ev.PiecePlaced)
    assert placed and (placed[-1].piece, placed[-1].feature) == (want.piece, want.feature)
    # the next turn: lay the tile, then S skips the action
    g2 = drive(edition, 2, 3, lambda g: g.state.turn >= 2 and g.pending().decision == "place_tile")
    open_game(app, g2)
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    key(app, pygame.K_s)
    assert of(g2, ev.ActionSkipped)


def test_hill_dale_travel_by_tab_and_enter(ui_env):
    g = drive("hill_dale", 3, 0, offered(hill_dale_cmd.Travel))
    app = make_app()
    open_game(app, g)
    assert tab_to(app, lambda c: isinstance(c, hill_dale_cmd.Travel))
    want = app.scene.model.focused().command
    key(app, pygame.K_RETURN)
    moved = of(g, Travelled)
    assert moved and tuple(moved[-1].to) == want.to and moved[-1].pid == want.pid


def test_hill_dale_harvest_draft_by_keys(ui_env):
    g = drive("hill_dale", 3, 5, lambda g: g.pending().decision == "take_harvest")
    app = make_app()
    scene = open_game(app, g)
    items = scene.dialog.spec.items
    assert scene.model.dialog_focus.current(len(items)) == 0  # it opens with the first choice chosen
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    want = items[2 % len(items)].payload
    key(app, pygame.K_RETURN)
    assert of(g, HarvestTaken)[-1].crop == want.crop


@pytest.mark.parametrize(
    "edition, decision",
    quick_only(
        [("hill_dale", "take_harvest"), ("amazonas", "place_double"), ("safari", "play_animal")],
        keep=[("amazonas", "place_double")],
    ),
)
def test_a_dialog_opens_with_its_first_choice_and_enter_takes_it(ui_env, edition, decision):
    g = drive(edition, 3, 5, lambda g: g.pending().decision == decision)
    if g is None:
        pytest.skip(f"no {decision} in this game")
    app = make_app()
    scene = open_game(app, g)
    assert scene.dialog.visible
    items = scene.dialog.spec.items
    assert scene.model.dialog_focus.current(len(items)) == 0
    before = len(g.log)
    key(app, pygame.K_RETURN)  # the first choice, at once
    assert len(g.log) > before or scene.model.dialog() != scene.dialog.spec or not scene.dialog.visible


@pytest.mark.parametrize("kind", [safari_cmd.MoveRanger, safari_cmd.Dig])
def test_safari_ranger_and_dig_by_keys(ui_env, kind):
    g = drive("safari", 3, 0, lambda g: g.state.turn >= 4 and offered(kind)(g))
    app = make_app()
    open_game(app, g)
    assert tab_to(app, lambda c: isinstance(c, kind))
    want = app.scene.model.focused().command
    key(app, pygame.K_RETURN)
    if kind is safari_cmd.MoveRanger:
        assert tuple(of(g, E.RangerMoved)[-1].to) == want.to
    else:
        dug = of(g, E.HoleDug)[-1]
        assert (dug.x, dug.y, dug.corner, dug.animal) == (*want.at, want.corner, want.animal)


def test_safari_expand_by_keys(ui_env):
    def digger(game, options):
        if game.state.turn < 3:
            return None
        for o in options:
            if isinstance(o, safari_cmd.Expand):
                return o
        return next(
            (o for o in options if isinstance(o, safari_cmd.Dig) and len(game.edition.view(game.state).holes) < 2), None
        )

    g = drive("safari", 3, 0, lambda g: g.state.turn >= 4 and offered(safari_cmd.Expand)(g), prefer=digger)
    app = make_app()
    open_game(app, g)
    assert tab_to(app, lambda c: isinstance(c, safari_cmd.Expand))
    want = app.scene.model.focused().command
    key(app, pygame.K_RETURN)
    grown = of(g, E.HoleExpanded)[-1]
    assert (grown.x, grown.y, grown.corner, grown.animal) == (*want.at, want.corner, want.animal)


def test_safari_animal_token_by_keys_and_esc_declines(ui_env):
    g = drive("safari", 3, 2, lambda g: g.pending().decision == "play_animal")
    app = make_app()
    scene = open_game(app, g)
    seat = g.pending().seat
    assert "Esc" in scene.dialog.keys_text() and "Tab" in scene.dialog.keys_text()  # the keys are shown
    items = scene.dialog.spec.items
    key(app, pygame.K_TAB)  # from the first choice (chosen as it opens) to the second
    want = items[1 % len(items)].payload
    key(app, pygame.K_RETURN)
    if isinstance(want, safari_cmd.PlayAnimal):
        assert of(g, E.AnimalPlayed)[-1] == E.AnimalPlayed(seat, want.animal)
    g = drive("safari", 3, 2, lambda g: g.pending().decision == "play_animal")
    open_game(app, g)
    seat = g.pending().seat
    key(app, pygame.K_ESCAPE)
    assert of(g, E.AnimalDeclined)[-1] == E.AnimalDeclined(seat)


def test_safari_put_the_ranger_back_by_keys(ui_env):
    g = drive("safari", 3, 0, lambda g: g.pending().decision == "place_ranger")
    app = make_app()
    open_game(app, g)
    assert tab_to(app, lambda c: isinstance(c, safari_cmd.PlaceRanger))
    want = app.scene.model.focused().command
    key(app, pygame.K_RETURN)
    assert tuple(of(g, E.RangerPlaced)[-1].to) == want.to


def test_amazonas_double_by_keys(ui_env):
    g = drive("amazonas", 3, 1, lambda g: g.pending().decision == "place_double")
    app = make_app()
    scene = open_game(app, g)
    assert scene.dialog.visible
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)  # the first double is picked: it waits at the river's end
    pick = scene.plugin.double_pick
    assert pick is not None and not scene.dialog.visible
    key(app, pygame.K_ESCAPE)  # Esc: back to the choice
    assert scene.plugin.double_pick is None and scene.dialog.visible
    key(app, pygame.K_2 if len(scene.dialog.spec.items) > 1 else pygame.K_1)
    pick = scene.plugin.double_pick
    key(app, pygame.K_TAB)
    pos, q = scene.model.focused()
    key(app, pygame.K_RETURN)
    chosen = of(g, DoubleChosen)[-1]
    assert (chosen.double, chosen.rot) == (pick, q * 90)


def test_hunters_bonus_tile_by_keys(ui_env):
    g = drive("hunters", 3, 1, lambda g: g.edition.view(g.state).bonus_turn and g.pending().decision == "place_tile")
    app = make_app()
    open_game(app, g)
    bonus = of(g, BonusDrawn)[-1].tile
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert of(g, ev.TilePlaced)[-1].tile == bonus
    key(app, pygame.K_s)
    assert of(g, ev.ActionSkipped)
