"""The feature kinds of Hunters and Gatherers: shape, the symbols its tiles may print, how each is drawn
(docs/tiles.md, "Kinds and symbols of each edition"; game.core.registry.FeatureKind)."""

from __future__ import annotations

from game.core.registry import FeatureKind
from game.core.tiles import AREA, AREA_OR_INSIDE, LINE

KINDS = {
    # a fish may be printed in the river itself (huts count it)
    "river": FeatureKind(LINE, frozenset({"fish"}), line_width=0.115),
    # bigger than other inside areas (rivers run into it from four sides, a hut and its fish sit side by side
    # in it), and painted over the ends of its rivers (a river stops at the shore)
    "lake": FeatureKind(AREA_OR_INSIDE, frozenset({"fish"}), inside_axes=(0.28, 0.22), covers_line_ends=True),
    "forest": FeatureKind(AREA, frozenset({"gold", "mushroom"})),
    "meadow": FeatureKind(AREA, frozenset({"deer", "mammoth", "tiger", "aurochs", "fire", "shrine"})),
}
