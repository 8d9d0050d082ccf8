"""The looks of the feature kinds (game.ui.tile_looks) come from each edition's window plug-in: every kind of
every shipped edition has its own, and a look the painter cannot draw is refused when it is declared."""

from __future__ import annotations

import pytest

from game.core.registry import feature_kinds
from game.core.tiles import INSIDE, LINE
from game.editions import EDITION_NAMES
from game.ui.editions import plugin_class
from game.ui.tile_looks import GREY_AREA, TUFTS, AreaTexture, LineLook


@pytest.mark.parametrize("edition", EDITION_NAMES)
def test_every_kind_of_a_shipped_edition_has_its_look(edition):
    looks = plugin_class(edition).tile_looks()
    for kind, spec in feature_kinds(edition).items():
        if spec.shape == LINE:
            assert kind in looks.line_looks, kind
        elif spec.shape != INSIDE:
            assert looks.area_colour(kind) != GREY_AREA, kind


def test_a_look_the_painter_cannot_draw_is_refused():
    assert AreaTexture(TUFTS, 10).count == 10
    with pytest.raises(ValueError, match="furrows"):
        AreaTexture("stripes", 10)
    with pytest.raises(ValueError, match="shine"):
        LineLook((0, 0, 0), (0, 0, 0), 0.1, "glitter")
