"""What the play screen's aids ask the engine (game.core.insight), cached so that nothing is worked out per
frame: projections, tiles left and dead places once per position (the state's version), fit counts once per
place and position, feature cards once per feature and position, the log's subjects incrementally.

The aids shown follow the seat whose turn it is (each human seat chose its own in setup: `Setup.seats[i]
["aids"]`); while a computer seat plays, those of the human seat that played last stay.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from game.core import events as ev
from game.core import insight as I
from game.core.geometry import quarters

if TYPE_CHECKING:
    from .model import PlayModel

T = TypeVar("T")


class Aids:
    def __init__(self, model: PlayModel) -> None:
        self.model = model
        self._version = -1
        self._cache: dict = {}
        self._seat: int | None = None
        self.subjects_reader = I.LogSubjects(model.game.setup, model.state.tiles)
        self._subjects: list = []
        self._subjects_len = -1

    # --- whose aids ---
    def seat(self) -> int | None:
        """The seat whose aids show: the one deciding now when human, else the human seat that decided last."""
        m = self.model
        d = m.game.pending()
        if d is not None and m.is_human(d.seat):
            self._seat = d.seat
        if self._seat is None:
            self._seat = next((i for i in range(len(m.seats)) if m.is_human(i)), None)
        return self._seat

    def on(self, aid: str) -> bool:
        """Whether an aid ("projected", "tiles_left", "fit_counts") is on for the seat whose aids show."""
        seat = self.seat()
        return seat is not None and bool(I.aids_for(self.model.game.setup, seat).get(aid, True))

    # --- cached per position ---
    def _cached(self, key: Hashable, make: Callable[[], T]) -> T:
        v = self.model.state.version
        if v != self._version:
            self._version = v
            self._cache.clear()
        if key not in self._cache:
            self._cache[key] = make()
        return self._cache[key]

    def projection(self) -> I.Projection:
        seat = self.seat()
        return self._cached(("projection", seat), lambda: I.projection(self.model.game, seat))

    def tiles_left(self) -> I.TilesLeft:
        return self._cached("tiles_left", lambda: I.tiles_left(self.model.game, self.seat()))

    def dead(self) -> frozenset:
        return self._cached("dead", lambda: frozenset(I.dead_places(self.model.game, self.seat())))

    def fit(self, pos: Sequence[int]) -> dict:
        """{"draw": n, <pile>: m}: how many unseen tiles of each pile fit the empty place `pos`."""
        cell = (pos[0], pos[1])
        return self._cached(("fit", cell), lambda: I.fit_counts_by_pile(self.model.game, cell, self.seat()))

    def info(self, ref: I.FeatureRef | None) -> I.FeatureInfo | None:
        if ref is None:
            return None
        key = ("info", ref.what, _hashable(ref.key), self.seat())
        return self._cached(key, lambda: I.info(self.model.game, ref, self.seat()))

    def last_tiles(self) -> dict:
        """seat -> the cells of the tile it laid last (every tile of the board is someone's)."""
        return self._cached("last", self._last_tiles)

    def _last_tiles(self) -> dict:
        out: dict = {}
        s = self.model.state
        for e in reversed(self.model.game.log):
            if isinstance(e, ev.TilePlaced) and e.seat is not None and e.seat not in out:
                offsets = s.tiles[e.tile].cell_offsets(quarters(e.rot))
                out[e.seat] = tuple((e.x + dx, e.y + dy) for dx, dy in offsets)
                if len(out) == s.players:
                    break
        return out

    # --- what the pointer is over ---
    def ref_at(self, world: Sequence[float] | None, piece_hit: int | None = None) -> I.FeatureRef | None:
        """What is under a world point: a piece's feature (when `piece_hit` names one), else the engine's
        answer for the point."""
        s = self.model.state
        if piece_hit is not None:
            ref = I.piece_ref(s, piece_hit)
            if ref is not None:
                return ref
        if world is None or not all(map(math.isfinite, world)):
            return None
        return I.ref_at(s, world[0], world[1])

    # --- the log ---
    def subjects(self) -> list:
        log = self.model.game.log
        if len(log) != self._subjects_len or (log and self._subjects and len(self._subjects) != len(log)):
            self._subjects = self.subjects_reader.update(log)
            self._subjects_len = len(log)
        return self._subjects

    def subject(self, index: int) -> dict | None:
        subs = self.subjects()
        return subs[index] if 0 <= index < len(subs) else None


def _hashable(key: Any) -> Any:
    if isinstance(key, list):
        return tuple(_hashable(k) for k in key)
    return key


def ref_of(value: Any) -> I.FeatureRef | None:
    """A FeatureRef from a subject's [what, key] (lists made tuples)."""
    if not value or not isinstance(value, (list, tuple)) or len(value) != 2:
        return None
    return I.FeatureRef(value[0], _hashable(value[1]))
