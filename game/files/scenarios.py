"""Scenario files (the runner's contract: a game set up by hand and a list of commands).

The file's `edition` chooses the model (its `setup` keys and rule options differ); keys the runner does not
know (`expect`, `about`, `title`...) are passed over, as the contract says, but still bounded by the reader.
"""

from __future__ import annotations

from functools import cache
from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field, create_model

from .errors import FileRefused, validate
from .reading import MiB
from .records import commands_adapter
from .setup import edition_names, extra_model, known_edition, rule_options
from .tiles import TileDefs
from .values import STRICT_OPEN, Players, Seed, TileId, TileIds

SCENARIO_MAX_BYTES = 8 * MiB
MAX_COMMANDS = 10_000


@cache
def scenario_model(edition: str) -> type[BaseModel]:
    return create_model(
        f"Scenario_{edition}",
        __config__=STRICT_OPEN,
        edition=(Literal[edition], ...),  # type: ignore[arg-type]
        players=(Players, ...),
        options=(rule_options(edition), {}),
        tiles=(TileDefs | None, None),
        start=(TileId | None, None),
        deck=(Annotated[TileIds, Field(max_length=1000)] | None, None),
        seed=(Seed, 0),
        setup=(extra_model(edition), extra_model(edition)()),
        commands=(list, []),
        finish=(bool, False),
    )


def check_scenario(doc: object) -> Any:
    """The scenario's fields, typed (commands as a list of checked dicts); FileRefused naming the key."""
    if not isinstance(doc, dict):
        raise FileRefused("the file must hold one JSON object")
    edition = doc.get("edition")
    if not known_edition(edition):
        raise FileRefused(
            f"edition: must be one of {', '.join(edition_names())}" + ("" if "edition" in doc else " (missing)")
        )
    scenario: Any = validate(scenario_model(edition), doc)  # a model made for the edition: its fields by name
    adapter, tags = commands_adapter(MAX_COMMANDS)
    validate(adapter, scenario.commands, ("commands",), tags)
    return scenario
