"""Amazonas's feature kinds and pieces, as the rules and their refusals name them."""

from __future__ import annotations

FOLLOWER = "follower"
CAMP = "camp"
AMAZON = "amazon"
TRIBUTARY = "tributary"
VILLAGE = "village"
JUNGLE = "jungle"
EXPLORER_KINDS = (TRIBUTARY, VILLAGE)
PIECE_NAMES = {FOLLOWER: "explorer", CAMP: "camp"}
