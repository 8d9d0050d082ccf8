"""The window plug-ins, one per edition, registered by edition name.

Each module of this package (but `base` and `types`) holds one edition's window parts and registers its
`WindowPlugin` subclass with `@register_plugin`; `plugin_for(edition)` gives a fresh instance (one per play
screen).  No other module of `game/ui` names an edition.

The plug-in modules are imported at the end of this module, by name, so that a freezer (the one-folder build)
sees them; nothing is looked up by module name at run time.  An edition without a plug-in is an error
(`MissingPlugin`), never the plain `WindowPlugin` in its place: `check()` runs when the window starts.
"""

from __future__ import annotations

from game.core.registry import edition_names

from .base import NOT_MINE, WindowPlugin
from .types import DialogItem, DialogSpec, LayerContext, Mark, SeatBadge, Target, TileChoice, TraySource

_PLUGINS: dict[str, type[WindowPlugin]] = {}


class MissingPlugin(LookupError):
    """A registered edition has no window plug-in."""


def register_plugin(cls: type[WindowPlugin]) -> type[WindowPlugin]:
    if not cls.edition:
        raise ValueError("a window plug-in names its edition")
    _PLUGINS[cls.edition] = cls
    return cls


def plugin_class(edition: str) -> type[WindowPlugin]:
    """The plug-in class of `edition`; MissingPlugin when there is none."""
    cls = _PLUGINS.get(edition)
    if cls is None:
        raise MissingPlugin(f"the window has no plug-in for the edition {edition!r} (game/ui/editions)")
    return cls


def plugin_for(edition: str) -> WindowPlugin:
    """A new plug-in instance for `edition` (one per play screen); MissingPlugin when there is none."""
    return plugin_class(edition)()


def registered() -> tuple[str, ...]:
    return tuple(_PLUGINS)


def check() -> None:
    """Every edition registered with the engine has a window plug-in, or MissingPlugin."""
    for name in edition_names():
        plugin_class(name)


# the plug-ins, each registering itself (after register_plugin above exists)
from . import amazonas, hill_dale, hunters, safari  # noqa: E402

__all__ = [
    "NOT_MINE",
    "DialogItem",
    "DialogSpec",
    "LayerContext",
    "Mark",
    "MissingPlugin",
    "SeatBadge",
    "Target",
    "TileChoice",
    "TraySource",
    "WindowPlugin",
    "amazonas",
    "check",
    "hill_dale",
    "hunters",
    "plugin_class",
    "plugin_for",
    "register_plugin",
    "registered",
    "safari",
]
