"""The window plug-ins, one per edition, registered by edition name.

Each module of this package (but `base` and `types`) holds one edition's window parts and registers its
`WindowPlugin` subclass with `@register_plugin`; `plugin_for(edition)` gives a fresh instance (one per play
screen).  No other module of `game/ui` names an edition.
"""

from __future__ import annotations

import importlib
import pkgutil

from .base import NOT_MINE, WindowPlugin
from .types import DialogItem, DialogSpec, LayerContext, Mark, SeatBadge, Target, TileChoice, TraySource

_PLUGINS: dict[str, type[WindowPlugin]] = {}
_loaded = False


def register_plugin(cls: type[WindowPlugin]) -> type[WindowPlugin]:
    if not cls.edition:
        raise ValueError("a window plug-in names its edition")
    _PLUGINS[cls.edition] = cls
    return cls


def _load() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    for m in pkgutil.iter_modules(__path__):
        if m.name not in ("base", "types"):
            importlib.import_module(f"{__name__}.{m.name}")


def plugin_for(edition: str) -> WindowPlugin:
    """A new plug-in instance for `edition` (the plain WindowPlugin for an edition without one)."""
    _load()
    return _PLUGINS.get(edition, WindowPlugin)()


def plugin_class(edition: str) -> type[WindowPlugin]:
    _load()
    return _PLUGINS.get(edition, WindowPlugin)


def registered() -> tuple[str, ...]:
    _load()
    return tuple(_PLUGINS)


__all__ = [
    "NOT_MINE",
    "DialogItem",
    "DialogSpec",
    "LayerContext",
    "Mark",
    "SeatBadge",
    "Target",
    "TileChoice",
    "TraySource",
    "WindowPlugin",
    "plugin_class",
    "plugin_for",
    "register_plugin",
    "registered",
]
