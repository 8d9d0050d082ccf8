"""Tile definitions as files carry them (a save's setup, a scenario's `tiles`): the shape and sizes.

What the format means (every segment owned once, kinds and symbols per edition, lines on middle segments)
is checked by the rules core when it builds the tile set (`game.core.tiles`); here a definition gets the
types and bounds that let that check run on sane data.  Keys the core does not know (`name`, `art`, ...)
are kept as written: the format allows rendering-only keys.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, Field

from .values import STRICT_OPEN, Count, Players, Position, TileId, Word

Fraction = Annotated[float, Field(ge=0.0, le=1.0)]


class FeatureDef(BaseModel):
    model_config = STRICT_OPEN
    id: Word
    kind: Word
    segments: Annotated[list[Word], Field(max_length=12)] = []
    symbols: Annotated[dict[Word, Annotated[int, Field(ge=0, le=99)]], Field(max_length=16)] | None = None
    ends: Annotated[list[Word], Field(max_length=8)] = []
    spot: Annotated[list[Fraction], Field(min_length=2, max_length=2)] | None = None
    end_at: Annotated[list[Fraction], Field(min_length=2, max_length=2)] | None = None


Features = Annotated[list[FeatureDef], Field(min_length=1, max_length=24)]


class CellDef(BaseModel):
    model_config = STRICT_OPEN
    at: Position
    features: Features


class TileDef(BaseModel):
    model_config = STRICT_OPEN
    id: TileId
    count: Annotated[Count, Field(le=200)] = 1
    tags: Annotated[list[Word], Field(max_length=16)] = []
    players: Annotated[list[Players], Field(max_length=5)] | None = None
    features: Features | None = None
    cells: Annotated[list[CellDef], Field(min_length=1, max_length=16)] | None = None


TileDefs = Annotated[list[TileDef], Field(min_length=1, max_length=1000)]
