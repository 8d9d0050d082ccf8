"""Pictures on a tile stand upright at every turn of the tile (a turned Safari baobab does not lie on its
side), while their places turn with it."""

from __future__ import annotations

import pygame
import pytest
from matrix import quick_only

from game.core.cellgeom import rotate_point
from game.core.registry import feature_kinds
from game.core.tiles import load_edition_tiles
from game.ui.editions import plugin_class
from game.ui.tile_painter import TilePainter

SIZE = 200


def patch(surf, centre, half):
    r = pygame.Rect(0, 0, 2 * half, 2 * half)
    r.center = (round(centre[0]), round(centre[1]))
    return pygame.surfarray.array3d(surf.subsurface(r)).astype(int)


def difference(a, b) -> float:
    return float(abs(a - b).mean())


@pytest.mark.parametrize(
    "edition, wanted",
    quick_only(
        [
            ("safari", ("baobab", "elephant", "monkey")),
            ("hunters", ("mammoth", "fish", "volcano")),
            ("amazonas", ("jaguar",)),
        ],
        keep=[("amazonas", ("jaguar",))],
    ),
)
def test_every_picture_stands_upright_at_every_turn(ui_env, edition, wanted):
    painter = TilePainter(edition, feature_kinds(edition))
    checked = set()
    for tile in load_edition_tiles(edition).tiles.values():
        marks = [m for m in painter.upright_marks(tile, 0) if m[1] in wanted and m[1] not in checked]
        if not marks:
            continue
        flat = painter.cell_surface(tile, 0, 0, SIZE)
        for _kind, name, x, y, d in marks:
            half = int(d * SIZE * 0.3)  # the middle of the picture
            upright = patch(flat, (x * SIZE, y * SIZE), half)
            for q in (1, 2, 3):
                turned = painter.cell_surface(tile, 0, q, SIZE)
                tx, ty = rotate_point((x, y), q)
                here = patch(turned, (tx * SIZE, ty * SIZE), half)
                lying = pygame.surfarray.array3d(
                    pygame.transform.rotate(pygame.surfarray.make_surface(upright.astype("uint8")), -90 * q)
                ).astype(int)
                # the picture at its turned place looks like the unturned picture, not like it turned
                assert difference(here, upright) < difference(here, lying), (tile.id, name, q)
            checked.add(name)
    assert checked == set(wanted)


def test_a_cell_is_painted_once_for_every_painter_and_other_definitions_under_its_id_get_their_own(ui_env, monkeypatch):
    """A new board (a new game) paints no cell again; a box whose tile says other things under the same id is
    painted from its own definition."""
    import dataclasses

    tiles = list(load_edition_tiles("safari").tiles.values())
    first, other = tiles[0], next(t for t in tiles[1:] if t.cells[0].features != tiles[0].cells[0].features)
    one, two = (TilePainter("safari", feature_kinds("safari")) for _ in range(2))
    assert two.master(first, 0) is one.master(first, 0)
    impostor = dataclasses.replace(first, cells=other.cells)  # the same id, the other tile's cell
    assert impostor.id == first.id
    painted = two.master(impostor, 0)
    assert painted is not one.master(first, 0)
    assert pygame.image.tobytes(painted, "RGB") != pygame.image.tobytes(one.master(first, 0), "RGB")
    plugin = plugin_class("safari")
    monkeypatch.setattr(plugin, "area_colours", {**plugin.area_colours, "savanna": (230, 120, 160)})
    pink = TilePainter("safari", feature_kinds("safari"))
    assert pink.master(first, 0) is not one.master(first, 0)  # other colours: a painting of its own
