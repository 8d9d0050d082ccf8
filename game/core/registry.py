"""The registries the core owns.  Each edition registers itself here when its package is imported
(`import game.editions` imports them all); the core looks editions up by name and never imports one.

Commands and events have their own registries (`commands.COMMANDS`, `events.EVENT_TYPES`), which an
edition extends the same way, by defining its classes.
"""

from __future__ import annotations

from typing import Any


class UnknownEdition(ValueError):
    """A setup, save or argument names an edition that is not registered; the message lists those that are."""


_EDITIONS: dict[str, Any] = {}


def register_edition(edition: Any) -> Any:
    """Make `edition` (an Edition object with a unique `name`) known to the engine; returns it."""
    name = edition.name
    if not name or not isinstance(name, str):
        raise ValueError("an edition needs a name to be registered")
    if name in _EDITIONS and _EDITIONS[name] is not edition:
        raise ValueError(f"the edition {name!r} is registered twice")
    _EDITIONS[name] = edition
    return edition


def get_edition(name: object) -> Any:
    """The registered edition called `name`, or UnknownEdition naming those there are."""
    edition = _EDITIONS.get(name) if isinstance(name, str) else None
    if edition is None:
        known = ", ".join(_EDITIONS) or "none: import game.editions first"
        raise UnknownEdition(f"unknown edition {name!r} (known: {known})")
    return edition


def edition_names() -> tuple[str, ...]:
    """The registered editions, in the order they registered."""
    return tuple(_EDITIONS)
