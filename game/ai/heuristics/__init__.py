"""Per-edition knowledge for the AI's evaluation: what completing an open feature adds over its end-of-game
value, the end-of-game worth of open features, and any other expected future points (stables' empty
neighbours, ...).

Every edition's module is imported here by name, in plain sight, so that a freezer (the one-folder build)
sees them all; nothing is looked up by module name at run time.  A registered edition without heuristics is
an error (`MissingHeuristics`), never a quieter, different AI: `check()` runs at the program's start.
"""

from __future__ import annotations

from types import ModuleType

from game.core.registry import MissingPart, Part, check_parts, part, register_part

from . import amazonas, hill_dale, hunters, safari

REQUIRED = ("completion_gain", "extra", "final_feature", "final_rest")
# only where needed: hide, gain_deps; WIDE_COMMANDS (the edition's commands that come in large numbers, tried
# after the tile's best placements: game.ai.greedy); easy_action_value and EASY_PIECE_VALUE (the easy seat's
# one-step value of the edition's own commands and pieces: game.ai.simple)


class MissingHeuristics(MissingPart):
    """A registered edition has no AI heuristics module (or one that lacks a required function)."""


def _has_required(name: str, module: ModuleType) -> None:
    lacking = [f for f in REQUIRED if not callable(getattr(module, f, None))]
    if lacking:
        raise MissingHeuristics(f"the AI heuristics of {name!r} lack {', '.join(lacking)}")


# the AI heuristics of each edition, a part of its registration (game.core.registry.Part)
HEURISTICS: Part[ModuleType] = Part("AI heuristics", "game/ai/heuristics", MissingHeuristics, _has_required)


def register(name: str, module: ModuleType) -> ModuleType:
    """Make `module` the heuristics of the edition `name`."""
    return register_part(name, HEURISTICS, module)


for _name, _module in (("amazonas", amazonas), ("hill_dale", hill_dale), ("hunters", hunters), ("safari", safari)):
    register(_name, _module)


def wide_commands(name: str) -> tuple[type, ...]:
    """The commands of edition `name` that come in large numbers (its heuristics' WIDE_COMMANDS, else none)."""
    return tuple(getattr(for_edition(name), "WIDE_COMMANDS", ()))


def for_edition(name: str) -> ModuleType:
    """The heuristics module of edition `name`; MissingHeuristics when there is none."""
    return part(name, HEURISTICS)


def check() -> None:
    """Every registered edition has heuristics with every required function, or MissingHeuristics."""
    check_parts(HEURISTICS)
