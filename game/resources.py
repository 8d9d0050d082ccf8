"""Where the program's own data files are: in a checkout, in an installed package and in a built program.

Every module that reads a file shipped with the game (the interface catalogs, the icons, the rules documents,
the tutorials, each edition's box) asks here for its path; none counts parent folders from its own `__file__`.

- In a checkout the data lie beside the `game` package: `<checkout>/assets/...`, and each edition's box in its
  package, `game/editions/<edition>/tiles.json`.
- Installed (`pip install .`), the folders of `assets/` that the program reads are package data inside the
  package, `<site-packages>/game/assets/...` (pyproject.toml maps them there); the boxes stay in their packages.
- In the one-folder build (`python -m game.tools.build`, PyInstaller) the program runs frozen (`sys.frozen`)
  and its data were copied, with the checkout's relative paths, into the bundle folder that PyInstaller names
  in `sys._MEIPASS`.

So the data are found relative to the package (or the bundle), never to the current folder.  Pure Python,
no pygame: the rules core may use it.
"""

from __future__ import annotations

import sys
from pathlib import Path

ASSET_FOLDERS = ("i18n", "icons", "rules", "tutorial")  # what the program reads of assets/ (not screenshots/)


def package_folder() -> Path:
    """The folder of the `game` package: in the bundle of a frozen build, else where this file lies."""
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        return Path(bundle) / "game"
    return Path(__file__).resolve().parent


def assets_folder(package: Path) -> Path:
    """`assets/` inside the package when installed, else beside it (a checkout, a frozen build)."""
    inside = package / "assets"
    return inside if inside.is_dir() else package.parent / "assets"


PACKAGE = package_folder()
ASSETS = assets_folder(PACKAGE)


def asset(*parts: str) -> Path:
    """A file or folder under `assets/`, e.g. `asset("i18n", "en.json")` or `asset("icons")`."""
    return ASSETS.joinpath(*parts)


def edition_file(edition: str, name: str = "tiles.json") -> Path:
    """A data file of one edition's package, e.g. its box `game/editions/<edition>/tiles.json`."""
    return PACKAGE / "editions" / edition / name
