"""A game's setup as a save or a scenario carries it: edition, seats, tiles, deck, options, edition setup.

One model per edition, because `extra` (hands, boats, harvest...) and the rule options differ; the file's
`edition` chooses which model validates it (`setup_model(edition)`).  What depends on the tiles or on the
number of seats (a deck naming a tile that does not exist, one boat per seat) is checked when the rules
core builds the game, which refuses it with a SetupError naming the key.
"""

from __future__ import annotations

from functools import cache
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, Field, create_model

from .tiles import TileDefs
from .values import STRICT, Name, Players, Position, Seed, Strict, TileId, TileIds, Word

# the five colours of the box (game/ui/theme.SEAT_COLOURS draws them; a test keeps the two the same)
COLOURS = ("yellow", "red", "green", "blue", "black")
# the AI levels, and the names early builds gave them (game/ui/ai_runner reads both)
AI_LEVELS = ("easy", "normal", "hard", "random", "greedy", "strong", "mcts")

# the computer seats' characters (game.ai.characters)
CHARACTERS = ("plain", "builder", "farmer", "cuckoo")

Animal = Literal["monkey", "elephant", "giraffe", "lion", "zebra"]
Crop = Literal["apple", "strawberry", "pumpkin", "sunflower", "grain", "scarecrow"]


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


GameId = Annotated[str, Field(pattern=r"^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$")]
Count = Annotated[int, Field(ge=0, le=100_000)]


class Origin(Strict):
    """Where a game began when it began from another (game.game_id): a new line from a replay, or a rematch."""

    kind: Literal["branch", "rematch"]
    game_id: GameId
    events: Count | None = None
    turn: Count | None = None
    keep_deck: bool | None = None
    seed: Seed | None = None


class GameExtra(Strict):
    """What every edition's setup may carry besides its own piles: the game's id and its origin."""

    game_id: GameId | None = None
    origin: Origin | None = None


class SafariExtra(GameExtra):
    hands: Annotated[list[Annotated[list[Animal], Field(max_length=40)]], Field(max_length=5)] | None = None
    tokens: Annotated[list[Animal], Field(max_length=200)] | None = None
    reshuffle: Annotated[list[Annotated[int, Field(ge=0, le=999)]], Field(max_length=1000)] | None = None
    rangers: Annotated[list[Position], Field(min_length=2, max_length=2)] | None = None


class AmazonasExtra(GameExtra):
    doubles: Annotated[TileIds, Field(max_length=50)] | None = None
    boats: Annotated[list[Annotated[int, Field(ge=1, le=200)]], Field(max_length=5)] | None = None


class HuntersExtra(GameExtra):
    bonus: Annotated[TileIds, Field(max_length=200)] | None = None


class HillDaleExtra(GameExtra):
    harvest: Annotated[dict[Crop, Annotated[int, Field(ge=0, le=999)]], Field(max_length=6)] | None = None


EXTRAS: dict[str, type[Strict]] = {
    "safari": SafariExtra,
    "amazonas": AmazonasExtra,
    "hunters": HuntersExtra,
    "hill_dale": HillDaleExtra,
}


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


@cache
def setup_model(edition: str) -> type[BaseModel]:
    """The model of a save's setup for `edition` (one of EXTRAS)."""
    extra = EXTRAS[edition]
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
