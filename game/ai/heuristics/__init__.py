"""Per-edition knowledge for the AI's evaluation: what completing an open feature adds over its end-of-game
value, the end-of-game worth of open features, and any other expected future points (stables' empty
neighbours, ...).

Every edition's module is imported here by name, in plain sight, so that a freezer (the one-folder build)
sees them all; nothing is looked up by module name at run time.  A registered edition without heuristics is
an error (`MissingHeuristics`), never a quieter, different AI: `check()` runs at the program's start.
"""

from __future__ import annotations

from types import ModuleType

from game.core.registry import edition_names

from . import amazonas, hill_dale, hunters, safari

REQUIRED = ("completion_gain", "extra", "final_feature", "final_rest")
# only where needed: hide, gain_deps; WIDE_COMMANDS (the edition's commands that come in large numbers, tried
# after the tile's best placements: game.ai.greedy); easy_action_value and EASY_PIECE_VALUE (the easy seat's
# one-step value of the edition's own commands and pieces: game.ai.simple)

BY_EDITION: dict[str, ModuleType] = {
    "amazonas": amazonas,
    "hill_dale": hill_dale,
    "hunters": hunters,
    "safari": safari,
}


def register(name: str, module: ModuleType) -> ModuleType:
    """Make `module` the heuristics of the edition `name` (the shipped ones are listed in BY_EDITION)."""
    BY_EDITION[name] = module
    return module


def wide_commands(name: str) -> tuple[type, ...]:
    """The commands of edition `name` that come in large numbers (its heuristics' WIDE_COMMANDS, else none)."""
    return tuple(getattr(for_edition(name), "WIDE_COMMANDS", ()))


class MissingHeuristics(LookupError):
    """A registered edition has no AI heuristics module (or one that lacks a required function)."""


def for_edition(name: str) -> ModuleType:
    """The heuristics module of edition `name`; MissingHeuristics when there is none."""
    known = BY_EDITION.get(name)
    if known is None:
        raise MissingHeuristics(f"the AI has no heuristics for the edition {name!r} (game/ai/heuristics)")
    return known


def check() -> None:
    """Every registered edition has heuristics with every required function, or MissingHeuristics."""
    for name in edition_names():
        lacking = [f for f in REQUIRED if not callable(getattr(for_edition(name), f, None))]
        if lacking:
            raise MissingHeuristics(f"the AI heuristics of {name!r} lack {', '.join(lacking)}")
