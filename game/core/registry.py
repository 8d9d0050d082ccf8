"""The one registry of editions the core owns.

An edition package registers one object (`register_edition`, from its `rules` module) that names everything
the program needs of it: its rules hooks (`EditionHooks`), its feature kinds and how they are drawn
(`FeatureKind`), its commands, the things besides features a FeatureRef may point at, the order menus list it
in, its secrets and options.  `import game.editions` registers the shipped ones; the core looks editions up
here by name and never imports one.

An edition's window plug-in and AI heuristics belong to layers above the core, which the core may not import:
each is a `Part` of the registration, a typed slot that its layer declares (`game.ui.editions.WINDOW_PLUGIN`,
`game.ai.heuristics.HEURISTICS`) and fills for each edition with explicit imports (`register_part`).  They are
held here, with the editions, so there is one registry to ask (`part`), and `check_parts()` at the program's
start makes a registered edition without a part of a layer the program loaded an error, never a fallback.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Generic, TypeVar

from .commands import COMMANDS, Command, register_command
from .edition_hooks import EditionHooks, FeatureKind

__all__ = [
    "EditionHooks",
    "FeatureKind",
    "MissingPart",
    "Part",
    "UnknownEdition",
    "check_parts",
    "edition_names",
    "get_edition",
    "part",
    "register_edition",
    "register_part",
]


class UnknownEdition(ValueError):
    """A setup, save or argument names an edition that is not registered; the message lists those that are."""


E = TypeVar("E", bound=EditionHooks)
_EDITIONS: dict[str, EditionHooks] = {}
# kind name -> its FeatureKind in whichever registered edition uses it (a kind name means the same shape in
# every edition that uses it: register_edition checks it); filled as editions register, read by the drawing
ALL_KINDS: dict[str, FeatureKind] = {}
_CORE_COMMANDS = dict(COMMANDS)  # the core's own, before any edition's


def register_edition(edition: E) -> E:
    """Make `edition` (a unique `name`, its `kinds` and `commands`) known to the program; returns it."""
    name = edition.name
    if not name or not isinstance(name, str):
        raise ValueError("an edition needs a name to be registered")
    if name in _EDITIONS and _EDITIONS[name] is not edition:
        raise ValueError(f"the edition {name!r} is registered twice")
    if not edition.kinds:
        raise ValueError(f"the edition {name!r} declares no feature kinds")
    for other in _EDITIONS.values():
        for kind, spec in edition.kinds.items():
            theirs = other.kinds.get(kind)
            if other is not edition and theirs is not None and theirs.shape != spec.shape:
                raise ValueError(f"the kind {kind!r} of {name!r} has another shape in {other.name!r}")
    for command in edition.commands:
        register_command(command)
    for kind, spec in edition.kinds.items():
        ALL_KINDS.setdefault(kind, spec)
    _EDITIONS[name] = edition
    # the command table in a fixed order (the core's, then each edition's in menu order), whatever order the
    # editions were imported in: messages that list the known commands stay the same
    ordered = dict(_CORE_COMMANDS)
    for listed in edition_names():
        ordered.update((c.do, c) for c in _EDITIONS[listed].commands)
    COMMANDS.clear()
    COMMANDS.update(ordered)
    return edition


def get_edition(name: object) -> EditionHooks:
    """The registered edition called `name`, or UnknownEdition naming those there are."""
    edition = _EDITIONS.get(name) if isinstance(name, str) else None
    if edition is None:
        known = ", ".join(_EDITIONS) or "none: import game.editions first"
        raise UnknownEdition(f"unknown edition {name!r} (known: {known})")
    return edition


def is_edition(name: object) -> bool:
    return isinstance(name, str) and name in _EDITIONS


def edition_names() -> tuple[str, ...]:
    """The registered editions in the order menus list them (their `menu_rank`, then their name)."""
    return tuple(sorted(_EDITIONS, key=lambda n: (_EDITIONS[n].menu_rank, n)))


def feature_kinds(edition: str) -> Mapping[str, FeatureKind]:
    """The feature kinds of `edition` (UnknownEdition when it is not registered)."""
    return get_edition(edition).kinds


def command_edition(command: type[Command]) -> EditionHooks | None:
    """The registered edition whose own command `command` is (None: a command of the core's)."""
    return next((e for e in _EDITIONS.values() if command in e.commands), None)


def command_classes() -> tuple[type[Command], ...]:
    """Every registered edition's own commands."""
    return tuple(c for e in _EDITIONS.values() for c in e.commands)


class MissingPart(LookupError):
    """A registered edition lacks a part that a layer above the core needs (its window plug-in, its AI
    heuristics), or has one that lacks what its layer requires; the message names the edition."""


P = TypeVar("P")


class Part(Generic[P]):
    """A slot of every edition's registration that a layer above the core fills: `what` it is and the folder
    where an edition's part lives (for the messages), the error that names a missing one, and `check(name,
    value)`, which raises that error when a part lacks something its layer requires."""

    def __init__(
        self,
        what: str,
        home: str,
        missing: type[MissingPart] = MissingPart,
        check: Callable[[str, P], None] | None = None,
    ) -> None:
        self.what, self.home, self.missing, self.check = what, home, missing, check
        self.by_edition: dict[str, P] = {}
        _SLOTS.append(self)

    def __repr__(self) -> str:
        return f"Part({self.what!r})"


_SLOTS: list[Part[Any]] = []  # every slot declared by the layers loaded


def register_part(edition: str, slot: Part[P], value: P) -> P:
    """Make `value` the part `slot` of the edition called `edition` (registered before or after it); returns it."""
    if not edition or not isinstance(edition, str):
        raise ValueError(f"a {slot.what} names its edition")
    slot.by_edition[edition] = value
    return value


def part(edition: str, slot: Part[P]) -> P:
    """The part `slot` of `edition`: its window plug-in, its heuristics...; the slot's MissingPart when none."""
    found = slot.by_edition.get(edition)
    if found is None:
        raise slot.missing(f"the edition {edition!r} has no {slot.what} ({slot.home})")
    return found


def check_parts(*slots: Part[Any]) -> None:
    """Every registered edition has each part the loaded layers declare (or each of `slots`), each as its layer
    requires; else the slot's MissingPart naming the edition (the program's start calls this)."""
    for slot in slots or tuple(_SLOTS):
        for name in edition_names():
            value = part(name, slot)
            if slot.check is not None:
                slot.check(name, value)
