"""Safari, Amazonas and Hunters in the window: real pygame events into the real loop (SDL dummy drivers).

Each test plays a game with computer seats up to the situation it needs (ui_helpers.drive), opens it with
every seat human, and then acts only through posted mouse and key events."""

from __future__ import annotations

import pygame
from ui_helpers import click, drag, drive, key, make_app, open_game, post, run

from game.core import events as ev
from game.editions.amazonas import commands as amazonas_cmd
from game.editions.amazonas.rules import AmazonScored, DoubleChosen
from game.editions.safari import commands as safari_cmd
from game.editions.safari import events as E
from game.ui.editions import safari as safari_ui


def of(game, cls):
    return [e for e in game.log if isinstance(e, cls)]


def pixel(app, pos):
    return tuple(app.screen.get_at((int(pos[0]), int(pos[1]))))[:3]


def near(a, b, tol=40):
    return all(abs(x - y) <= tol for x, y in zip(a, b))


def screen_targets(scene, pred=lambda tg: True):
    return [(*scene.camera.to_screen(*tg.world), tg) for tg in scene.model.targets() if pred(tg)]


def dialog_items(scene):
    """[(screen rect, payload)] of the choice dialog."""
    if not scene.dialog.visible:
        return []
    return list(zip(scene.dialog.geometry()[1], [i.payload for i in scene.dialog.spec.items]))


def tray_items(scene):
    return [(src, box.move(scene.tray.rect.topleft)) for src, box in scene.tray.parts()[0]]


# --- Safari ---


def digger(game, options):
    """Dig a few watering holes early, then expand whenever possible (the greedy seats seldom do either)."""
    if game.state.turn < 3:
        return None
    for o in options:
        if isinstance(o, safari_cmd.Expand):
            return o
    for o in options:
        if isinstance(o, safari_cmd.Dig) and len(game.edition.view(game.state).holes) < 2:
            return o
    return None


def action_with(kind):
    return lambda g: g.pending().decision == "action" and any(isinstance(o, kind) for o in g.options())


def test_safari_token_prompt_names_the_seat_and_shows_the_feature(ui_env):
    g = drive("safari", 3, 2, lambda g: g.pending().decision == "play_animal")
    app = make_app()
    scene = open_game(app, g)
    seat = g.pending().seat
    assert scene.seats[seat]["name"] in scene.top.prompt_text()
    scoring = scene.model.view().scoring
    node = g.state.node((scoring.x, scoring.y), scoring.feature)
    assert scoring.cells == set(g.state.graph.cells_of(node)) and scoring.asking == seat
    run(app, 2)
    framed = 0
    area = scene.free_area()
    for pos in scoring.cells:
        r = scene.camera.cell_rect(pos)
        if area.collidepoint(r.x + 1, r.centery) and near(pixel(app, (r.x + 1, r.centery)), safari_ui.GOLD):
            framed += 1
    assert framed >= 1, "the feature being scored is framed in gold"
    for pos in scoring.cells:  # all of it in view, above the dialog
        assert area.contains(scene.camera.cell_rect(pos)) and not scene.dialog.rect.colliderect(
            scene.camera.cell_rect(pos)
        )
    items = dialog_items(scene)
    plays = [(r, o) for r, o in items if isinstance(o, safari_cmd.PlayAnimal)]
    assert plays and any(isinstance(o, safari_cmd.DeclineAnimal) for _r, o in items)
    assert all(o.seat == seat and o.animal not in scoring.animals for _r, o in plays)
    rect, option = plays[0]
    click(app, rect.center)
    played = of(g, E.AnimalPlayed)
    assert played and played[-1].seat == seat and played[-1].animal == option.animal


def test_safari_dig_a_watering_hole_by_dragging_a_token(ui_env):
    g = drive("safari", 3, 0, lambda g: g.state.turn >= 4 and action_with(safari_cmd.Dig)(g))
    app = make_app()
    scene = open_game(app, g)
    digs = screen_targets(scene, lambda tg: isinstance(tg.command, safari_cmd.Dig))
    assert digs
    x, y, tg = digs[0]
    source = [box for src, box in tray_items(scene) if src.kind == tg.kind][0].center
    # dropped far from every corner: it flies back, nothing happens
    n = len(g.log)
    drag(app, source, (scene.tray.rect.x + 4, scene.layout_now.board.y + 4))
    assert len(g.log) == n and not scene.drag.active and g.state.phase == "action"
    # while dragging, the legal corners glow (only for this token)
    x, y, tg = [(x, y, t) for x, y, t in screen_targets(scene) if t == digs[0][2]][0]
    before = pixel(app, (x, y))
    post(pygame.MOUSEMOTION, pos=source, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=source, button=1)
    run(app, 2)
    assert scene.drag.active and scene.drag.piece.kind == tg.kind
    during = pixel(app, (x, y))
    assert during != before and near(during, safari_ui.DIG, 40)  # a dig corner glows blue
    post(pygame.MOUSEBUTTONUP, pos=source, button=1)
    run(app, 60)
    supply = g.state.supply[g.state.current]["follower"]
    drag(app, source, (x + 4, y + 3))
    dug = of(g, E.HoleDug)
    c = tg.command
    assert dug and (dug[-1].x, dug[-1].y) == c.at and dug[-1].corner == c.corner and dug[-1].animal == c.animal
    view = g.edition.view(g.state)
    vertex, slot = view.corner_slot(c.at, c.corner)
    assert [h.slots[slot] for h in view.holes if h.vertex == vertex] == [c.animal]
    # the photographer went with it: drawn beside the hole, not in the middle of the tile
    p = g.state.pieces[dug[-1].pid]
    assert p.seat == dug[-1].seat and g.state.supply[p.seat]["follower"] == supply - 1
    wx, wy = scene.camera.piece_world(g.state, p, scene.plugin, view)
    assert abs(wx - vertex[0]) < 0.5 and abs(wy - vertex[1]) < 0.5


def test_safari_expand_a_watering_hole_by_dragging_from_the_hand(ui_env):
    g = drive("safari", 3, 0, lambda g: g.state.turn >= 4 and action_with(safari_cmd.Expand)(g), prefer=digger)
    assert g is not None
    app = make_app()
    scene = open_game(app, g)
    seat = g.state.current
    x, y, tg = screen_targets(scene, lambda tg: isinstance(tg.command, safari_cmd.Expand))[0]
    items, _eye = scene.players.strip(seat)
    source = [it.rect.move(scene.players.rect.topleft) for it in items if it.kind == tg.kind][0].center
    view = g.edition.view(g.state)
    vertex, slot = view.corner_slot(tg.command.at, tg.command.corner)
    before = sum(a is not None for h in view.holes if h.vertex == vertex for a in h.slots)
    drag(app, source, (x - 3, y + 4))
    grown = of(g, E.HoleExpanded)
    c = tg.command
    assert grown and grown[-1].seat == seat and grown[-1].animal == c.animal and grown[-1].corner == c.corner
    after = g.edition.view(g.state)
    assert sum(a is not None for h in after.holes if h.vertex == vertex for a in h.slots) == before + 1


def test_safari_move_a_ranger_by_dragging_it(ui_env):
    g = drive("safari", 2, 4, lambda g: action_with(safari_cmd.MoveRanger)(g))
    app = make_app()
    scene = open_game(app, g)
    r, space = scene.model.view().rangers[0]
    moves = screen_targets(scene, lambda tg: tg.source == ("ranger", r))
    assert moves and all(
        isinstance(tg.command, safari_cmd.MoveRanger) and tg.command.ranger == r for _x, _y, tg in moves
    )
    area = scene.free_area()
    x, y, tg = next(m for m in moves if area.collidepoint(m[0], m[1] + scene.camera.cell * 0.3))
    before = pixel(app, (x, y + scene.camera.cell * 0.3))
    start = scene.camera.cell_rect(space).center
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    run(app, 2)
    assert scene.drag.active and scene.drag.piece.payload == ("ranger", r)
    assert pixel(app, (x, y + scene.camera.cell * 0.3)) != before  # the legal space glows while it is held
    post(pygame.MOUSEBUTTONUP, pos=start, button=1)
    run(app, 60)
    assert not of(g, E.RangerMoved)  # dropped where it was: it goes home
    drag(app, start, (x + 8, y - 6))
    moved = of(g, E.RangerMoved)
    assert moved and moved[-1].ranger == r and tuple(moved[-1].to) == tg.command.to
    assert g.edition.view(g.state).ranger_space(r) == tg.command.to


def ranger_due(seed):
    return drive("safari", 3, seed, lambda g: g.pending().decision == "place_ranger")


def test_safari_displaced_ranger_is_put_back_by_drag_or_click(ui_env):
    g = ranger_due(0)
    app = make_app()
    scene = open_game(app, g)
    held = scene.model.view().held
    assert held is not None and scene.model.view().ranger_space(held) is None
    items = tray_items(scene)
    assert [(src.kind, src.source) for src, _b in items] == [("ranger", ("held", held))]
    spaces = screen_targets(scene, lambda tg: isinstance(tg.command, safari_cmd.PlaceRanger))
    area = scene.free_area()
    x, y, tg = next(s for s in spaces if area.collidepoint(s[0], s[1]))
    r = scene.camera.cell_rect(tg.cell).inflate(-6, -6)
    assert near(pixel(app, (r.x + 1, r.centery)), (255, 250, 220), 30)  # glowing without anything held
    drag(app, items[0][1].center, (x + 5, y + 5))
    placed = of(g, E.RangerPlaced)
    assert placed and tuple(placed[-1].to) == tg.command.to and g.edition.view(g.state).held is None
    # the same situation again: a click on a glowing space works as well
    g = ranger_due(0)
    scene = open_game(app, g)
    area = scene.free_area()
    x, y, tg = [
        s
        for s in screen_targets(scene, lambda tg: isinstance(tg.command, safari_cmd.PlaceRanger))
        if area.collidepoint(s[0], s[1])
    ][-1]
    click(app, (x + scene.camera.cell * 0.3, y + scene.camera.cell * 0.3))
    placed = of(g, E.RangerPlaced)
    assert placed and tuple(placed[-1].to) == tg.command.to


# --- Amazonas ---


def test_amazonas_double_dialog_then_place_it_at_the_river_end(ui_env):
    g = drive("amazonas", 3, 1, lambda g: g.pending().decision == "place_double")
    app = make_app()
    scene = open_game(app, g)
    items = dialog_items(scene)
    doubles = {o.double for o in g.options() if isinstance(o, amazonas_cmd.PlaceDouble)}
    assert {p[1] for _r, p in items} == doubles
    assert all(i.icon == "tile:" + i.payload[1] for i in scene.dialog.spec.items)  # shown as the painted tiles
    rect, payload = items[-1]
    click(app, rect.center)
    assert scene.plugin.double_pick == payload[1]
    assert not scene.dialog.visible  # the dialog gives way to the board
    rots = sorted({c.quarters for c in scene.model.tile_choices()})
    assert rots and set(rots) <= {0, 2}
    if len(rots) > 1:
        q = scene.model.rot
        key(app, pygame.K_r)
        assert scene.model.rot != q and scene.model.rot in rots
    key(app, pygame.K_ESCAPE)  # back to the choice
    assert scene.plugin.double_pick is None and scene.dialog.visible
    click(app, rect.center)
    choice = next(c for c in scene.model.tile_choices() if c.quarters == scene.model.rot)
    tile = g.state.tiles[choice.tile]
    cells = [(choice.x + dx, choice.y + dy) for dx, dy in tile.cell_offsets(choice.quarters)]
    end = scene.model.view().river_end
    assert min(cells) == (end[0] + 1, end[1])
    click(app, scene.camera.cell_rect(cells[-1]).center)
    chosen = of(g, DoubleChosen)
    assert chosen and chosen[-1].double == payload[1] and chosen[-1].rot == choice.quarters * 90
    last = of(g, ev.TilePlaced)[-1]
    assert last.tile == payload[1] and (last.x, last.y) == (choice.x, choice.y)


def test_amazonas_river_spaces_boats_mouth_and_scoring_on_the_river(ui_env):
    def amazon(g):
        view = g.edition.view(g.state)
        return (
            g.pending().decision == "place_tile"
            and g.state.turn > 3
            and view.is_amazon(g.state.drawn)
            and not g.state.tiles[g.state.drawn].has_tag("bang")
        )

    g = drive("amazonas", 3, 2, amazon)
    app = make_app()
    scene = open_game(app, g)
    s = g.state
    view = scene.model.view()
    spaces = scene.plugin.river_points(s, view)
    assert len(spaces) == view.river_spaces
    assert spaces == sorted(spaces)  # laid in order from the source eastwards, along one row
    assert view.mouth == (view.river_end[0] + 1, view.river_end[1])
    assert view.mouth_values == tuple(s.setup.tileset_extra["mouth"][str(s.players)])
    # every boat on its space; boats sharing a space stand side by side
    worlds = [scene.plugin.boat_world(s, view, seat) for seat in range(s.players)]
    assert len(set(worlds)) == s.players
    for seat, w in enumerate(worlds):
        assert abs(w[0] - spaces[view.boats[seat] - 1][0]) < 0.4
    # lay the Amazon tile at the river's end, skip the action: the Amazon scoring rises from the boats
    assert list(scene.model.placements()) == [view.mouth]
    click(app, scene.camera.cell_rect(view.mouth).center)
    key(app, pygame.K_s)
    assert of(g, AmazonScored)
    scored = [e for e in g.log[-12:] if isinstance(e, ev.PointsScored) and e.reason == "amazon"]
    assert scored
    after = g.edition.view(g.state)
    for e in scored:
        assert e.seat in scene.animator.flashes
        w = scene.plugin.boat_world(g.state, after, e.seat)
        assert any(f.world == w and f.text == f"+{e.points}" for f in scene.animator.floaters)


# --- Hunters ---


def test_hunters_bonus_turn_is_marked_and_hunters_lie_flat(ui_env):
    g = drive("hunters", 3, 1, lambda g: g.edition.view(g.state).bonus_turn and g.pending().decision == "place_tile")
    app = make_app()
    scene = open_game(app, g)
    assert scene.top.prompt_text().startswith("Bonus tile!")
    run(app, 2)
    _head, box, _lines, _size, ribbon = scene.card.geometry()
    box, ribbon = box.move(scene.card.rect.topleft), ribbon.move(scene.card.rect.topleft)
    gold = (236, 190, 60)
    assert near(pixel(app, (box.x - 3, box.centery)), gold, 30)
    assert near(pixel(app, (ribbon.x + 6, ribbon.centery)), gold, 30)
    view = scene.model.view()
    hunters = [p for p in g.state.pieces.values() if p.flag in ("hunter", "shrine")]
    assert {p.pid for p in hunters} == set(view.lying)
    for p in hunters:
        assert scene.plugin.piece_lying(g.state, view, p)
    # the bonus tile is placed like any tile; then it is framed in gold on the board
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert g.state.phase == "action" and g.edition.view(g.state).bonus_turn
    r = scene.camera.cell_rect(g.state.placed.cells[0])
    assert near(pixel(app, (r.x + 1, r.centery)), gold, 40)


# --- New game: rule options ---


def test_rule_option_toggle_goes_into_the_setup(ui_env):
    app = make_app()
    run(app, 1)
    click(app, app.scene.buttons[0].rect.center)  # New game
    setup = app.scene
    assert setup.name == "setup"
    safari = [b for b in setup.buttons if b.text() == "Safari"][0]
    click(app, safari.rect.center)
    toggle = setup.option_buttons["safari_final_majority"]
    assert toggle.text() == "Off"
    click(app, toggle.rect.center)
    assert toggle.text() == "On" and toggle.selected
    start = [b for b in setup.buttons if b.text() == "Start the game"][0]
    click(app, start.rect.center)
    assert app.scene.name == "play"
    assert app.scene.game.setup.edition == "safari"
    assert app.scene.game.setup.options == {"safari_final_majority": True}
    # an edition without options shows none, and its games start with none
    app.to_menu()
    run(app, 1)
    click(app, app.scene.buttons[0].rect.center)
    amazonas = [b for b in app.scene.buttons if b.text() == "Amazonas"][0]
    click(app, amazonas.rect.center)
    assert app.scene.option_buttons == {}
