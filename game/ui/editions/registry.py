"""The window plug-ins by edition name: each plug-in module registers its class here (`@register_plugin`);
`plugin_for(edition)` gives a fresh instance.  The package's `__init__` imports every plug-in module, so asking
through `game.ui.editions` finds them all registered."""

from __future__ import annotations

from game.core.registry import edition_names

from .base import WindowPlugin

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
