"""A game's setup as a save or a scenario carries it: edition, seats, tiles, deck, options, edition setup.

One model per edition, because `extra` (hands, boats, harvest...) and the rule options differ; the file's
`edition` chooses which model validates it (`setup_model(edition)`).  What depends on the tiles or on the
number of seats (a deck naming a tile that does not exist, one boat per seat) is checked when the rules
core builds the game, which refuses it with a SetupError naming the key.
"""

from __future__ import annotations

from functools import cache
from types import ModuleType
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, Field, StringConstraints, create_model

from .tiles import TileDefs
from .values import STRICT, Name, Players, Seed, Strict, TileId, TileIds, Word

# the five colours of the box (game/ui/theme.SEAT_COLOURS draws them; a test keeps the two the same)
COLOURS = ("yellow", "red", "green", "blue", "black")
# the AI levels, and the names early builds gave them (game/ui/ai_runner reads both)
AI_LEVELS = ("easy", "normal", "hard", "random", "greedy", "strong", "mcts")

# the computer seats' characters (game.ai.characters)
CHARACTERS = ("plain", "builder", "farmer", "cuckoo")


class SeatAids(Strict):
    """Which player aids a person's seat shows (game.core.insight.aids_for; all on when absent)."""

    projected: bool = True
    tiles_left: bool = True
    fit_counts: bool = True
    coach: bool = False  # the coach: a hint key, why the computer did that, a review after the game


class SeatInfo(Strict):
    """What the window shows of a seat: a name, a colour, a computer level (null: a person plays it) and its
    character, aids."""

    name: Name = ""
    colour: Literal[COLOURS] | None = None  # type: ignore[valid-type]
    ai: Literal[AI_LEVELS] | None = None  # type: ignore[valid-type]
    character: Literal[CHARACTERS] | None = None  # type: ignore[valid-type]
    aids: SeatAids | None = None


class TilesetExtra(Strict):
    """Keys of an edition's tiles.json besides the tiles: the Amazonas river mouth's points by player count."""

    mouth: (
        dict[Literal["2", "3", "4", "5"], Annotated[list[Annotated[int, Field(ge=0, le=999)]], Field(max_length=5)]]
        | None
    ) = None


def rule_options(edition: str) -> Any:
    """The options a setup of `edition` may name (ruling variants, each on or off)."""
    from game.editions import get_edition

    known = tuple(get_edition(edition).rule_options)

    def check(options: dict[str, Any]) -> dict[str, Any]:
        for name in options:
            if name not in known:
                have = f"known: {', '.join(known)}" if known else f"{edition} has none"
                raise ValueError(f"{name!r} is not a rule option ({have})")
        return options

    return Annotated[dict[Word, bool], Field(max_length=16), AfterValidator(check)]


def _registry() -> ModuleType:
    """The editions' registry, with the shipped editions in it (a file may be read before anything else
    imported them; rule_options below does the same)."""
    import game.editions  # noqa: F401  (registers the shipped editions)
    from game.core import registry

    return registry


def known_edition(name: object) -> bool:
    """Whether `name` is a registered edition (game.core.registry)."""
    known: bool = _registry().is_edition(name)
    return known


def edition_names() -> tuple[str, ...]:
    names: tuple[str, ...] = _registry().edition_names()
    return names


def _check_edition(name: str) -> str:
    if not known_edition(name):
        raise ValueError(f"must be one of {', '.join(edition_names())}")
    return name


# an edition's name in a file: one of the registered editions
EditionName = Annotated[str, StringConstraints(max_length=40), AfterValidator(_check_edition)]


def extra_model(edition: str) -> type[BaseModel]:
    """The model of `Setup.extra` of `edition`: its registration's `extra_model`."""
    model: type[BaseModel] = _registry().get_edition(edition).extra_model
    return model


@cache
def setup_model(edition: str) -> type[BaseModel]:
    """The model of a save's setup for `edition` (a registered edition)."""
    extra = extra_model(edition)
    return create_model(
        f"Setup_{edition}",
        __config__=STRICT,
        edition=(Literal[edition], ...),  # type: ignore[arg-type]
        players=(Players, ...),
        tiles=(TileDefs, ...),
        start=(TileId, ...),
        deck=(Annotated[TileIds, Field(max_length=1000)], ...),
        options=(rule_options(edition), {}),
        seed=(Seed | None, None),
        extra=(extra, extra()),
        tileset_extra=(TilesetExtra, TilesetExtra()),
        seats=(Annotated[list[SeatInfo], Field(max_length=5)], []),
    )
