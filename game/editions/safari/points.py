"""The points of Safari's own scoring (rulebook 001): a watering hole's tokens, its completion, the ranger."""

from __future__ import annotations

EXPAND_POINTS = {2: 4, 3: 5, 4: 6}  # the 2nd, 3rd, 4th token at a watering hole
HOLE_COMPLETE_POINTS = 3
RANGER_POINTS = 3
