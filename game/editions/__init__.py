"""The editions: importing this package registers every edition with the core's registry.

Each edition package plugs its rules into the engine through an Edition object, which its `rules` module
registers (`game.core.registry.register_edition`); the names below are the registry's, re-exported.

Comments and docstrings here cite "ruling N" (docs/rulings.md, decision N) and "rulebook 00N" (the printed
rulebooks, listed under "Sources" in docs/rulings.md).
"""

from __future__ import annotations

from game.core.registry import UnknownEdition, edition_names, get_edition

from .amazonas import rules as _amazonas  # noqa: F401  (registers the edition)

# each edition's typed view for the window and the tools (Edition.view), registered when imported
from .amazonas import view as _amazonas_view  # noqa: F401
from .hill_dale import rules as _hill_dale  # noqa: F401
from .hill_dale import view as _hill_dale_view  # noqa: F401
from .hunters import rules as _hunters  # noqa: F401
from .hunters import view as _hunters_view  # noqa: F401
from .safari import rules as _safari  # noqa: F401
from .safari import view as _safari_view  # noqa: F401

# the shipped editions, in the order menus and tools list them (each registration's `menu_rank`); an edition
# registered later (a test's) is playable through the registry but not listed in the shipped menus
EDITION_NAMES = edition_names()
PLAYABLE = EDITION_NAMES

__all__ = ["EDITION_NAMES", "PLAYABLE", "UnknownEdition", "get_edition"]
