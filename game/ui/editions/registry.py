"""The window plug-in of each edition, a part of its registration (game.core.registry.Part): each plug-in
module registers its class (`@register_plugin`); `plugin_for(edition)` gives a fresh instance.  The package's
`__init__` imports every plug-in module, so asking through `game.ui.editions` finds them all registered."""

from __future__ import annotations

from game.core.registry import MissingPart, Part, check_parts, part, register_part

from .base import WindowPlugin


class MissingPlugin(MissingPart):
    """A registered edition has no window plug-in."""


WINDOW_PLUGIN: Part[type[WindowPlugin]] = Part("window plug-in", "game/ui/editions", MissingPlugin)


def register_plugin(cls: type[WindowPlugin]) -> type[WindowPlugin]:
    """Class decorator: `cls` is the window plug-in of the edition it names."""
    if not cls.edition:
        raise ValueError("a window plug-in names its edition")
    return register_part(cls.edition, WINDOW_PLUGIN, cls)


def plugin_class(edition: str) -> type[WindowPlugin]:
    """The plug-in class of `edition`; MissingPlugin when there is none."""
    return part(edition, WINDOW_PLUGIN)


def plugin_for(edition: str) -> WindowPlugin:
    """A new plug-in instance for `edition` (one per play screen); MissingPlugin when there is none."""
    return plugin_class(edition)()


def registered() -> tuple[str, ...]:
    return tuple(WINDOW_PLUGIN.by_edition)


def check() -> None:
    """Every edition registered with the engine has a window plug-in, or MissingPlugin."""
    check_parts(WINDOW_PLUGIN)
