"""Safari, Amazonas and Hunters in the window: real pygame events into the real loop (SDL dummy drivers).

Each test plays a game with computer seats up to the situation it needs (ui_helpers.drive), opens it with
every seat human, and then acts only through posted mouse and key events."""

from __future__ import annotations

import pygame
from ui_helpers import click, drag, drive, key, make_app, open_game, post, run

from game.core import commands as cmd
from game.core import events as ev
from game.ui import edition_board, edition_parts, hud


def named(game, name):
    return [e for e in game.log if type(e).__name__ == name]


def pixel(app, pos):
    return tuple(app.screen.get_at((int(pos[0]), int(pos[1]))))[:3]


def near(a, b, tol=40):
    return all(abs(x - y) <= tol for x, y in zip(a, b))


# --- Safari ---


def digger(game, options):
    """Dig a few watering holes early, then expand whenever possible (the greedy seats seldom do either)."""
    if game.state.turn < 3:
        return None
    for o in options:
        if isinstance(o, cmd.Expand):
            return o
    for o in options:
        if isinstance(o, cmd.Dig) and len(game.state.ext["holes"]) < 2:
            return o
    return None


def action_with(kind):
    return lambda g: g.pending().decision == "action" and any(isinstance(o, kind) for o in g.options())


def test_safari_token_prompt_names_the_seat_and_shows_the_feature(ui_env):
    g = drive("safari", 3, 2, lambda g: g.pending().decision == "play_animal")
    app = make_app()
    scene = open_game(app, g)
    seat = g.pending().seat
    name = scene.seats[seat]["name"]
    assert name in hud.prompt(scene)
    # the feature being scored is highlighted (a gold frame on each of its cells)
    cells = edition_parts.scoring_cells(g.state)
    x, y, fid, node = edition_parts.scoring_feature(g.state)
    assert (x, y) in cells and cells == set(g.state.graph.cells_of(node))
    run(app, 2)
    framed = 0
    for pos in cells:
        r = scene.view.cell_rect(pos)
        if scene.view.rect.collidepoint(r.x + 1, r.centery) and near(
            pixel(app, (r.x + 1, r.centery)), edition_board.GOLD
        ):
            framed += 1
    assert framed >= 1
    # the choice: one card per animal the seat may add, and "keep my tokens"
    items = hud.dialog_items(scene)
    plays = [(r, o) for r, o, _l, _i in items if isinstance(o, cmd.PlayAnimal)]
    assert plays and any(isinstance(o, cmd.DeclineAnimal) for _r, o, _l, _i in items)
    assert all(o.seat == seat for _r, o in plays)
    rect, option = plays[0]
    click(app, rect.center)
    played = named(g, "AnimalPlayed")
    assert played and played[-1].seat == seat and played[-1].animal == option.animal


def token_items(scene, kind=None):
    return [it for it in hud.tray_items(scene) if it[0].startswith("token:") and (kind is None or it[0] == kind)]


def test_safari_dig_a_watering_hole_by_dragging_a_token(ui_env):
    g = drive("safari", 3, 0, lambda g: g.state.turn >= 4 and action_with(cmd.Dig)(g))
    app = make_app()
    scene = open_game(app, g)
    digs = [(x, y, c, k) for x, y, c, k, frm in scene.targets() if isinstance(c, cmd.Dig)]
    assert digs
    x, y, c, kind = digs[0]
    source = token_items(scene, kind)[0][1].center
    # dropped far from every corner: it flies back, nothing happens
    n = len(g.log)
    drag(app, source, (scene.right.x - 40, 300))
    assert len(g.log) == n and not scene.drag.active and g.state.phase == "action"
    # while dragging, the legal corners glow (only for this token)
    before = pixel(app, (x, y))
    post(pygame.MOUSEMOTION, pos=source, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=source, button=1)
    run(app, 2)
    assert scene.drag.active and scene.drag.piece.kind == kind
    during = pixel(app, (x, y))
    assert during != before and near(during, (150, 210, 255), 40)  # a dig corner glows blue
    post(pygame.MOUSEBUTTONUP, pos=source, button=1)
    run(app, 60)
    x, y, c, kind = [(x, y, c, k) for x, y, c, k, frm in scene.targets() if c == digs[0][2]][0]
    supply = g.state.supply[g.state.current]["follower"]
    drag(app, source, (x + 4, y + 3))
    dug = named(g, "HoleDug")
    assert dug and (dug[-1].x, dug[-1].y) == c.at and dug[-1].corner == c.corner and dug[-1].animal == c.animal
    vertex, slot = edition_parts.slot_of(c.at, c.corner)
    assert g.state.ext["holes"][vertex][slot] == c.animal
    # the photographer went with it: drawn beside the hole, not in the middle of the tile
    p = g.state.pieces[dug[-1].pid]
    assert p.seat == dug[-1].seat and g.state.supply[p.seat]["follower"] == supply - 1
    wx, wy = scene.view.piece_world(g.state, p)
    assert abs(wx - vertex[0]) < 0.5 and abs(wy - vertex[1]) < 0.5


def test_safari_expand_a_watering_hole_by_dragging_from_the_hand(ui_env):
    g = drive("safari", 3, 0, lambda g: g.state.turn >= 4 and action_with(cmd.Expand)(g), prefer=digger)
    assert g is not None
    app = make_app()
    scene = open_game(app, g)
    seat = g.state.current
    expands = [(x, y, c, k) for x, y, c, k, frm in scene.targets() if isinstance(c, cmd.Expand)]
    x, y, c, kind = expands[0]
    # from the token shown face up in the player's row
    source = [r for k, r, n in hud.hand_token_rects(scene, seat) if k == kind][0].center
    vertex, slot = edition_parts.slot_of(c.at, c.corner)
    before = sum(a is not None for a in g.state.ext["holes"][vertex])
    drag(app, source, (x - 3, y + 4))
    grown = named(g, "HoleExpanded")
    assert grown and grown[-1].seat == seat and grown[-1].animal == c.animal and grown[-1].corner == c.corner
    assert sum(a is not None for a in g.state.ext["holes"][vertex]) == before + 1


def test_safari_move_a_ranger_by_dragging_it(ui_env):
    g = drive("safari", 2, 4, lambda g: action_with(cmd.MoveRanger)(g))
    app = make_app()
    scene = open_game(app, g)
    r, space = edition_parts.rangers(g.state)[0]
    moves = [(x, y, c) for x, y, c, k, frm in scene.targets() if frm == ("ranger", r)]
    assert moves and all(isinstance(c, cmd.MoveRanger) and c.ranger == r for _x, _y, c in moves)
    x, y, c = moves[len(moves) // 2]
    before = pixel(app, (x, y + scene.view.cell * 0.3))
    start = scene.view.cell_rect(space).center
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    run(app, 2)
    assert scene.drag.active and scene.drag.piece.payload == ("ranger", r)
    during = pixel(app, (x, y + scene.view.cell * 0.3))
    assert during != before  # the legal space glows while the ranger is held
    post(pygame.MOUSEBUTTONUP, pos=start, button=1)
    run(app, 60)
    assert not named(g, "RangerMoved")  # dropped where it was: it goes home
    drag(app, start, (x + 8, y - 6))
    moved = named(g, "RangerMoved")
    assert moved and moved[-1].ranger == r and tuple(moved[-1].to) == c.to
    assert tuple(g.state.ext["rangers"][r]) == c.to


def ranger_due(seed):
    return drive("safari", 3, seed, lambda g: g.pending().decision == "place_ranger")


def test_safari_displaced_ranger_is_put_back_by_drag_or_click(ui_env):
    g = ranger_due(0)
    app = make_app()
    scene = open_game(app, g)
    held = edition_parts.held_ranger(g.state)
    assert held is not None and g.state.ext["rangers"][held] is None
    items = hud.tray_items(scene)
    assert [(k, p) for k, _r, _n, p in items] == [("ranger", ("held", held))]
    spaces = [(x, y, c) for x, y, c, k, frm in scene.targets() if isinstance(c, cmd.PlaceRanger)]
    assert spaces
    # the legal spaces glow without anything being held
    x, y, c = spaces[0]
    r = scene.view.cell_rect(c.to).inflate(-6, -6)
    assert near(pixel(app, (r.x + 1, r.centery)), (255, 250, 220), 30)
    drag(app, items[0][1].center, (x + 5, y + 5))
    placed = named(g, "RangerPlaced")
    assert placed and tuple(placed[-1].to) == c.to and g.state.ext["held"] is None
    # the same situation again: a click on a glowing space works as well
    g = ranger_due(0)
    scene = open_game(app, g)
    x, y, c = [(x, y, c) for x, y, c, k, frm in scene.targets() if isinstance(c, cmd.PlaceRanger)][-1]
    click(app, (x + scene.view.cell * 0.3, y + scene.view.cell * 0.3))
    placed = named(g, "RangerPlaced")
    assert placed and tuple(placed[-1].to) == c.to


# --- Amazonas ---


def test_amazonas_double_dialog_then_place_it_at_the_river_end(ui_env):
    g = drive("amazonas", 3, 1, lambda g: g.pending().decision == "place_double")
    app = make_app()
    scene = open_game(app, g)
    items = hud.dialog_items(scene)
    doubles = {o.double for o in g.options() if isinstance(o, cmd.PlaceDouble)}
    assert {p[1] for _r, p, _l, _i in items} == doubles
    assert all(icon == "tile:" + p[1] for _r, p, _l, icon in items)  # shown as the painted tiles
    rect, payload, _l, _i = items[-1]
    click(app, rect.center)
    assert scene.double_pick == payload[1]
    assert not hud.dialog_items(scene)  # the dialog gives way to the board
    rots = scene.double_rotations()
    assert rots and set(rots) <= {0, 2}
    if len(rots) > 1:
        q = scene.rot
        key(app, pygame.K_r)
        assert scene.rot != q and scene.rot in rots
    key(app, pygame.K_ESCAPE)  # back to the choice
    assert scene.double_pick is None and hud.dialog_items(scene)
    click(app, rect.center)
    cells, q = scene.double_cells()
    end = g.state.ext["river_end"]
    assert min(cells) == (end[0] + 1, end[1])
    click(app, scene.view.cell_rect(cells[-1]).center)
    chosen = named(g, "DoubleChosen")
    assert chosen and chosen[-1].double == payload[1] and chosen[-1].rot == q * 90
    last = [e for e in g.log if isinstance(e, ev.TilePlaced)][-1]
    assert last.tile == payload[1] and (last.x, last.y) in [(c[0] - 0, c[1]) for c in cells]


def test_amazonas_river_spaces_boats_mouth_and_scoring_on_the_river(ui_env):
    def amazon(g):
        return (
            g.pending().decision == "place_tile"
            and g.state.turn > 3  # noqa: E731
            and g.state.drawn in g.state.ext["amazon_tiles"]
            and not g.state.tiles[g.state.drawn].has_tag("bang")
        )

    g = drive("amazonas", 3, 2, amazon)
    app = make_app()
    scene = open_game(app, g)
    s = g.state
    spaces = edition_parts.river_spaces(s)
    assert len(spaces) == s.ext["river_spaces"]
    assert spaces == sorted(spaces)  # laid in order from the source eastwards, along one row
    (mx, my), values = edition_parts.mouth(s)
    assert (mx, my) == (s.ext["river_end"][0] + 1, s.ext["river_end"][1])
    assert values == tuple(s.setup.tileset_extra["mouth"][str(s.players)])
    # every boat on its space; boats sharing a space stand side by side
    worlds = [edition_parts.boat_world(s, seat, spaces) for seat in range(s.players)]
    assert len(set(worlds)) == s.players
    for seat, w in enumerate(worlds):
        assert abs(w[0] - spaces[s.ext["boats"][seat] - 1][0]) < 0.4
    # lay the Amazon tile at the river's end, skip the action: the Amazon scoring rises from the boats
    pl = scene.placements()
    assert list(pl) == [(mx, my)]
    click(app, scene.view.cell_rect((mx, my)).center)
    key(app, pygame.K_s)
    assert named(g, "AmazonScored")
    scored = [e for e in g.log[-12:] if isinstance(e, ev.PointsScored) and e.reason == "amazon"]
    assert scored
    for e in scored:
        assert e.seat in scene.boat_flash
        w = edition_parts.boat_world(g.state, e.seat)
        assert any(f.world == w and f.text == f"+{e.points}" for f in scene.floaters)


# --- Hunters ---


def test_hunters_bonus_turn_is_marked_and_hunters_lie_flat(ui_env):
    g = drive("hunters", 3, 1, lambda g: g.state.ext.get("bonus_turn") and g.pending().decision == "place_tile")
    app = make_app()
    scene = open_game(app, g)
    assert hud.prompt(scene).startswith("Bonus tile!")
    run(app, 2)
    card_box = pygame.Rect(scene.card.x + 23, scene.card.y + 44, 180, 180)
    assert near(pixel(app, (card_box.x - 3, card_box.centery)), edition_board.GOLD, 30)
    ribbon_y = scene.card.bottom + 28
    assert near(pixel(app, (scene.card.x + 12, ribbon_y)), edition_board.GOLD, 30)
    hunters = [p for p in g.state.pieces.values() if p.flag in ("hunter", "shrine")]
    for p in hunters:
        assert edition_parts.is_lying(g.state, p)
    # the bonus tile is placed like any tile; then it is framed in gold on the board
    pos = sorted(scene.placements())[0]
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert g.state.phase == "action" and edition_parts.bonus_turn(g.state)
    r = scene.view.cell_rect(g.state.placed.cells[0])
    assert near(pixel(app, (r.x + 1, r.centery)), edition_board.GOLD, 40)
    assert pos is not None


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
    hunters = [b for b in app.scene.buttons if b.text() == "Hunters and Gatherers"][0]
    click(app, hunters.rect.center)
    assert app.scene.option_buttons == {}
