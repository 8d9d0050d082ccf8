"""Over Hill and Dale's feature kinds: shape, the symbols its tiles may print, how each is drawn (docs/tiles.md, "Kinds
and symbols of each edition"; game.core.registry.FeatureKind)."""

from __future__ import annotations

from game.core.registry import FeatureKind
from game.core.tiles import AREA, INSIDE, LINE

KINDS = {
    "path": FeatureKind(LINE, line_width=0.105),
    "junction": FeatureKind(INSIDE, inside_radius=0.13),
    "field": FeatureKind(AREA, frozenset({"apple", "strawberry", "pumpkin", "sunflower", "grain", "scarecrow"})),
    "meadow": FeatureKind(AREA, frozenset({"animal"})),
}
