"""Where the program's own data files are, in the source tree and in a built program alike.

Every module that reads a file shipped with the game (the interface catalogs, the icons, the rules documents,
each edition's box) asks here for its path; none counts parent folders from its own `__file__`.

- From the source tree, the data lie beside the `game` package: `<checkout>/assets/...` and
  `<checkout>/game/editions/<edition>/tiles.json`.
- In the one-folder build (`python -m game.tools.build`, PyInstaller), the program runs frozen
  (`sys.frozen`) and its data were copied, with the same relative paths, into the bundle folder that
  PyInstaller names in `sys._MEIPASS`.

Pure Python, no pygame: the rules core may use it.
"""

from __future__ import annotations

import sys
from pathlib import Path


def data_root() -> Path:
    """The folder that holds `assets/` and `game/editions/`: the bundle of a frozen build, else the checkout."""
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        return Path(bundle)
    return Path(__file__).resolve().parent.parent


ROOT = data_root()
ASSETS = ROOT / "assets"


def asset(*parts: str) -> Path:
    """A file or folder under `assets/`, e.g. `asset("i18n", "en.json")` or `asset("icons")`."""
    return ASSETS.joinpath(*parts)


def edition_file(edition: str, name: str = "tiles.json") -> Path:
    """A data file of one edition's package, e.g. its box `game/editions/<edition>/tiles.json`."""
    return ROOT / "game" / "editions" / edition / name
