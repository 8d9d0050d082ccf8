"""A cache of images bounded by bytes: the least recently used image goes first."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Hashable

import pygame


class ImageCache:
    """Surfaces by key, the least recently used forgotten first once they hold more than `budget` bytes."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.bytes = 0
        self._items: OrderedDict = OrderedDict()

    def get(self, key: Hashable) -> pygame.Surface | None:
        surf = self._items.get(key)
        if surf is not None:
            self._items.move_to_end(key)
        return surf

    def put(self, key: Hashable, surf: pygame.Surface) -> pygame.Surface:
        old = self._items.pop(key, None)
        if old is not None:
            self.bytes -= _bytes(old)
        self._items[key] = surf
        self.bytes += _bytes(surf)
        while self.bytes > self.budget and len(self._items) > 1:
            _k, gone = self._items.popitem(last=False)
            self.bytes -= _bytes(gone)
        return surf

    def __contains__(self, key: object) -> bool:
        return key in self._items

    def __len__(self) -> int:
        return len(self._items)

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0


def _bytes(surf: pygame.Surface) -> int:
    return surf.get_width() * surf.get_height() * surf.get_bytesize()
