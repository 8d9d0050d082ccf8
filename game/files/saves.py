"""Save files and the save library's summary cache.

A save is `{"format": "tessera-save", "version": 3, "app", "saved_at", "game_id", "name", "setup", "events"}`
(`game_id` and `name` are optional: saves written before they existed load as they are).  It is checked in
two steps: the envelope first (format and version, so an old version can be upcast and a newer one refused
with a clear reason), then, once upcast, the setup by its edition's model and every event by its type.

The library's cache (`saves/.cache/summaries.json`) holds one summary per save file (what the Load screen
shows, the board sketch included) with the file's size and modification time; it is read through the same
layer, and a cache that does not validate is simply built again.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, Field, StringConstraints, TypeAdapter

from .errors import FileRefused, validate
from .reading import MiB
from .records import events_adapter
from .setup import EditionName, SeatInfo, edition_names, known_edition, setup_model
from .values import STRICT_OPEN, Coord, Count, Name, Numbers, Players, Strict, Text, Word

SAVE_FORMAT = "tessera-save"
SAVE_MAX_BYTES = 8 * MiB  # a finished five-player game is about 0.2 MiB
INDEX_MAX_BYTES = 32 * MiB

GameId = Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$")]
Stamp = Annotated[str, StringConstraints(max_length=64)]


class SaveEnvelope(BaseModel):
    """The outside of a save, any version: enough to know what it is and how to read the rest."""

    model_config = STRICT_OPEN
    format: Literal["tessera-save"]
    version: Annotated[int, Field(ge=1)]
    app: Text | None = None
    saved_at: Stamp | None = None
    game_id: GameId | None = None
    name: Name | None = None
    setup: dict[str, Any]
    events: Annotated[list[Any], Field(max_length=50_000)]


_envelope = TypeAdapter(SaveEnvelope)


def check_envelope(doc: object) -> SaveEnvelope:
    if not isinstance(doc, dict) or doc.get("format") != SAVE_FORMAT:
        raise FileRefused("this file is not a save of this game (its 'format' is not 'tessera-save')")
    return validate(_envelope, doc)


def check_save(doc: dict[str, Any]) -> SaveEnvelope:
    """A save document of the current version, fully typed; FileRefused naming the key at fault."""
    envelope = check_envelope(doc)
    setup = envelope.setup
    edition = setup.get("edition")
    if not known_edition(edition):
        raise FileRefused(f"setup.edition: must be one of {', '.join(edition_names())}")
    validate(setup_model(edition), setup, ("setup",))
    adapter, tags = events_adapter()
    validate(adapter, envelope.events, ("events",), tags)
    return envelope


# --- the library's summary cache ---


def _sketch_kinds_in_range(sketch: Any) -> Any:
    n = len(sketch.kinds)
    for cell in sketch.cells:
        if any(not 0 <= k < n for k in cell[2:]):
            raise ValueError("a cell names a kind the sketch does not list")
    return sketch


class Sketch(Strict):
    """A board in a few bytes: each cell's 12 edge kinds (indexes into `kinds`), and the pieces' seats."""

    kinds: Annotated[list[Word], Field(max_length=8)]
    cells: Annotated[list[Annotated[list[Coord], Field(min_length=14, max_length=14)]], Field(max_length=2000)]
    pieces: Annotated[list[Annotated[list[Coord], Field(min_length=3, max_length=3)]], Field(max_length=500)] = []


class Summary(Strict):
    game_id: GameId | None = None
    name: Name | None = None
    edition: EditionName
    players: Players
    seats: Annotated[list[SeatInfo], Field(max_length=5)] = []
    turn: Count
    ended: bool
    scores: Numbers
    saved_at: Stamp | None = None
    sketch: Annotated[Sketch, AfterValidator(_sketch_kinds_in_range)]


class IndexEntry(Strict):
    mtime_ns: Annotated[int, Field(ge=0)]
    size: Annotated[int, Field(ge=0)]
    summary: Summary | None = None
    error: Annotated[str, StringConstraints(max_length=500)] | None = None


def check_name(name: object) -> str:
    """A game's name as the player typed it: trimmed, not empty, at most 40 characters, no control character."""
    if isinstance(name, str):
        name = name.strip()
    if name == "":
        raise FileRefused("name: must not be empty")
    return validate(Name, name, ("name",))
