"""Over Hill and Dale's own events (the core's are in game/core/events.py): travel, harvests and drafts, and the
order of harvests the player chooses (ruling 28)."""

from __future__ import annotations

from game.core import events as ev


@ev.event
class Travelled:
    seat: int
    pid: int
    frm: tuple[int, int]
    to: tuple[int, int]
    feature: str  # the path feature id in the destination cell
    tiles: int


@ev.event
class HarvestGained:
    """Tokens from the supply to a player who alone won a field (no draft)."""

    seat: int
    tokens: tuple[str, ...]  # crop names, one per token


@ev.event
class DraftStarted:
    """Tied winners share a field's tokens one at a time (ruling 28); the pool leaves the supply."""

    order: tuple[int, ...]  # the tied seats, the first to take first
    pool: tuple[str, ...]  # crop names, one per token


@ev.event
class HarvestTaken:
    seat: int
    crop: str


@ev.event
class HarvestOrderAsked:
    """One placement completed several fields and the supply cannot pay them all in any order alike: the
    player whose turn it is chooses the order in which they take their tokens (ruling 28)."""

    seat: int
    fields: tuple[
        tuple[int, int, str, tuple[int, ...]], ...
    ]  # the fields waiting, in the order they were completed: (x, y, feature, winners)


@ev.event
class HarvestOrderChosen:
    """The field at (x, y, feature) takes its tokens next (ruling 28)."""

    seat: int
    x: int
    y: int
    feature: str
