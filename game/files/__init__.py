"""One validation layer for every file the program reads: saves, scenario files, settings, the summary
cache of the save library, and the editions' tile boxes (other readers can use `read_json` the same way).

    read_json(path, max_bytes)   regular file only, size and depth limits, UTF-8 (a BOM accepted), strict JSON
    game.files.saves             save documents and the library's summary cache
    game.files.scenarios         scenario files (the runner's contract)
    game.files.settings          the settings file
    game.files.setup, .records   the parts they share: a game's setup, events, commands, tile definitions
    game.files.new_game          the New game screen's memory (new_game.json)
    game.files.records_db        the rows of the players' records database, typed
    game.files.pending           results kept for the records until the next start
    game.files.locks             one game, one writer: the lock beside a save

Every model is a pydantic model with strict types, ranges and sizes.  Whatever does not validate raises
FileRefused with one line naming the key at fault; what validates is safe for every part of the program.
`printable()` makes any text from a file safe to print or draw.  Writes are atomic (`game.files.writing`).

This package imports only the standard library and pydantic at the top (the rules core reads its own tile
boxes through `read_json`); the models, which know the core's registries, are in the submodules.
"""

from .errors import FileRefused, one_line, validate
from .reading import KiB, MiB, read_json
from .text import printable

__all__ = ["FileRefused", "KiB", "MiB", "one_line", "printable", "read_json", "validate"]
