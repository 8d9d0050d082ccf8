"""Safari's feature kinds: shape, the symbols its tiles may print, how each is drawn (docs/tiles.md, "Kinds
and symbols of each edition"; game.core.registry.FeatureKind)."""

from __future__ import annotations

from game.core.registry import FeatureKind
from game.core.tiles import AREA, INSIDE, LINE

KINDS = {
    "trail": FeatureKind(LINE, frozenset({"monkey", "elephant", "giraffe", "lion", "zebra"}), line_width=0.095),
    "bush": FeatureKind(AREA, frozenset({"monkey", "elephant", "giraffe", "lion", "zebra", "bird"})),
    "savanna": FeatureKind(AREA, open_ground=True),  # a trail that ends in the savanna stops at its animal
    "baobab": FeatureKind(INSIDE, inside_radius=0.20),
}
