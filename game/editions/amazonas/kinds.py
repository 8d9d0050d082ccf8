"""Amazonas's feature kinds: shape, the symbols its tiles may print, how each is drawn (docs/tiles.md, "Kinds
and symbols of each edition"; game.core.registry.FeatureKind)."""

from __future__ import annotations

from game.core.registry import FeatureKind
from game.core.tiles import AREA, AREA_OR_INSIDE, LINE

KINDS = {
    "tributary": FeatureKind(LINE, frozenset({"fruit", "boat"}), line_width=0.09),
    "amazon": FeatureKind(LINE, frozenset({"caiman", "piranha", "spaces"}), line_width=0.30),
    "village": FeatureKind(AREA_OR_INSIDE, frozenset({"fruit"})),
    "jungle": FeatureKind(AREA, frozenset({"animal"})),
}
