"""Helpers of the aids' UI tests: games at a chosen moment, points on the board, a resting pointer."""

from __future__ import annotations

import pygame
from ui_helpers import drive, make_app, open_game, post, run

from game.core.engine import Game
from game.newgame import new_setup

EDITIONS = ("hill_dale", "safari", "amazonas", "hunters")
REST = 45  # frames of 1/60 s: more than the tooltip's delay


def rest(app, pos, frames: int = REST) -> None:
    """The pointer moves to `pos` and rests there."""
    post(pygame.MOUSEMOTION, pos=tuple(pos), rel=(0, 0), buttons=(0, 0, 0))
    run(app, frames)


def mid_game(edition: str, turns: int = 14, seed: int = 7, players: int = 3):
    """A game of GreedySeats stopped at the start of turn `turns`, a tile in hand."""
    return drive(edition, players, seed, lambda g: g.state.turn >= turns and g.state.phase == "place_tile")


def with_aids(edition: str, aids: list, seed: int = 5) -> Game:
    """A new game whose seats (all human) chose these aids."""
    seats = [{"name": f"P{i + 1}", "aids": a} for i, a in enumerate(aids)]
    return Game(new_setup(edition, len(aids), seed, seats=seats))


def open_at(g, size=(1600, 900), human=None):
    app = make_app(size)
    scene = open_game(app, g, human)
    return app, scene


def feature_points(scene):
    """(screen point, (x, y), feature id, kind) of the spot of every feature a piece may stand on, for cells in
    the board area and clear of every panel and piece."""
    s = scene.model.state
    cam = scene.camera
    out = []
    pieces = [cam.to_screen(*w) for _pid, w in scene.hover.piece_points()]
    for pos, (tile_id, index, _q, _n) in sorted(s.board.cells.items()):
        for f in s.tiles[tile_id].cells[index].features:
            if f.kind not in (s.edition.spot_kinds or ()):
                continue
            x, y = cam.to_screen(*cam.spot_world(s, pos, f.id))
            point = (round(x), round(y))
            if not scene.hover.over_board(point):
                continue
            if any(abs(point[0] - px) + abs(point[1] - py) < cam.piece_size() for px, py in pieces):
                continue
            out.append((point, pos, f.id, f.kind))
    return out
