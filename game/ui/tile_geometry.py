"""Where things lie inside a cell, in cell units (0..1, origin at the north-west corner, y down): the 12
segments around the edge (each side cut in thirds), the shapes of areas, the spots where pieces stand, and
quarter turns.  The geometry itself is the rules core's (`game.core.cellshape`, so that what the painter
draws and what the engine calls a feature's shape are one); this module adds the painter's piece spot."""

from __future__ import annotations

from typing import Any

from game.core.cellshape import (  # the painter's names, re-exported (__all__)
    area_anchor,
    perimeter_point,
    quad_points,
    rotate_point,
    run_apex,
    run_polygon,
    runs_of,
    side_mid,
)

__all__ = [
    "area_anchor",
    "feature_spot",
    "perimeter_point",
    "quad_points",
    "rotate_point",
    "run_apex",
    "run_polygon",
    "runs_of",
    "side_mid",
]


def feature_spot(feature: Any, shape: str) -> tuple[float, float]:
    """Where a piece on the feature is drawn (unrotated cell units): the tile's `spot` or a computed one."""
    if feature.spot is not None:
        return feature.spot
    if shape == "line":
        mids = [side_mid(s) for s in feature.segments]
        if len(mids) == 1:
            return (mids[0][0] * 0.6 + 0.2, mids[0][1] * 0.6 + 0.2)
        return (0.5, 0.5)
    if shape == "inside" or not feature.segments:
        return (0.5, 0.5)
    return area_anchor(feature)
