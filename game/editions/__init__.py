"""The editions: each package plugs its rules into the engine through an Edition object."""

from __future__ import annotations

import importlib
import importlib.util

EDITION_NAMES = ("hill_dale", "safari", "amazonas", "hunters")
_CACHE: dict = {}


def _has_rules(name: str) -> bool:
    return importlib.util.find_spec(f"game.editions.{name}.rules") is not None


# editions whose rules module exists (each is built and tested end to end before its module lands)
PLAYABLE = tuple(n for n in EDITION_NAMES if _has_rules(n))


class UnknownEdition(ValueError):
    pass


def get_edition(name: str):
    if name in _CACHE:
        return _CACHE[name]
    if name not in PLAYABLE:
        if name in EDITION_NAMES:
            raise UnknownEdition(f"the {name} edition's rules are not playable yet (playable: {', '.join(PLAYABLE)})")
        raise UnknownEdition(f"unknown edition {name!r} (known: {', '.join(EDITION_NAMES)})")
    module = importlib.import_module(f"game.editions.{name}.rules")
    _CACHE[name] = module.EDITION
    return module.EDITION
