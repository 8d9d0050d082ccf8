"""The window plug-ins, one per edition: the part `WINDOW_PLUGIN` of its registration (game.core.registry).

Each module of this package (but `base`, `types` and `registry`) holds one edition's window parts and registers
its `WindowPlugin` subclass with `@register_plugin` (game.ui.editions.registry); `plugin_for(edition)` gives a
fresh instance (one per play screen).  No other module of `game/ui` names an edition.

The plug-in modules are imported here, by name, so that a freezer (the one-folder build)
sees them; nothing is looked up by module name at run time.  An edition without a plug-in is an error
(`MissingPlugin`), never the plain `WindowPlugin` in its place: `check()` runs when the window starts.
"""

from __future__ import annotations

# the plug-ins, each registering itself
from . import amazonas, hill_dale, hunters, safari
from .base import NOT_MINE, WindowPlugin
from .registry import WINDOW_PLUGIN, MissingPlugin, check, plugin_class, plugin_for, register_plugin, registered
from .types import DialogItem, DialogSpec, LayerContext, Mark, SeatBadge, Target, TileChoice, TraySource

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
    "WINDOW_PLUGIN",
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
