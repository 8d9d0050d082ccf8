"""A one-folder build of the game for players who have no Python: PyInstaller freezes main.py, the Python
runtime and every library into one folder, with the data files the game reads at run time.

    python -m game.tools.build [--dist DIR] [--windowed]

Writes `DIR/tessera/` (default `dist/tessera/`): run `dist/tessera/tessera` (`tessera.exe` on Windows); the
folder can be moved or zipped whole.  PyInstaller's work files go to `build/`.  A build is made for the
system it runs on (build on Windows for Windows).  Exit 2 with a one-line reason when PyInstaller is not
installed (`python -m pip install -r requirements-dev.txt`) or the build fails.

The data files copied, under the same relative paths that `game.resources` looks them up by: the folders of
`assets/` the program reads (`resources.ASSET_FOLDERS`: catalogs, icons, rules documents, tutorials) and
each edition's `tiles.json`.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from game.resources import ASSET_FOLDERS, PACKAGE
from game.tools import run_cli

ROOT = PACKAGE.parent  # the checkout the build is made from

NAME = "tessera"
CONTENTS = "_internal"  # the folder inside the build that holds the runtime, the libraries and the data


def data_files(root: Path = ROOT) -> list[tuple[Path, str]]:
    """(source, folder inside the build) for every data file or folder the program reads at run time."""
    pairs: list[tuple[Path, str]] = [(root / "assets" / folder, f"assets/{folder}") for folder in ASSET_FOLDERS]
    for tiles in sorted((root / "game" / "editions").glob("*/tiles.json")):
        pairs.append((tiles, tiles.parent.relative_to(root).as_posix()))
    return pairs


def pyinstaller_args(dist: Path, work: Path, windowed: bool = False, root: Path = ROOT) -> list[str]:
    args = [
        str(root / "main.py"),
        "--name",
        NAME,
        "--onedir",
        "--contents-directory",
        CONTENTS,
        "--noconfirm",
        "--clean",
        "--log-level",
        "ERROR",
        "--distpath",
        str(dist),
        "--workpath",
        str(work),
        "--specpath",
        str(work),
        "--paths",
        str(root),
        # the tests' libraries and the type checker never ship; numpy is only pygame's optional surfarray and the
        # tools' fitting of hard's judgement (game.tools.fit_judgement)
        "--exclude-module",
        "numpy",
        "--exclude-module",
        "pytest",
        "--exclude-module",
        "hypothesis",
        "--exclude-module",
        "mypy",
        "--exclude-module",
        "tkinter",
    ]
    for source, target in data_files(root):
        args += ["--add-data", f"{source}{os.pathsep}{target}"]
    if windowed:
        args.append("--windowed")  # no console window on Windows and macOS (then --headless prints nothing)
    return args


def executable(dist: Path) -> Path:
    return dist / NAME / (NAME + (".exe" if sys.platform == "win32" else ""))


def missing_data(dist: Path, root: Path = ROOT) -> list[str]:
    """Data files of the source tree that the build at `dist` lacks (none when the build is whole)."""
    bundle = dist / NAME / CONTENTS
    missing = []
    for source, target in data_files(root):
        files = sorted(p for p in source.rglob("*") if p.is_file()) if source.is_dir() else [source]
        for f in files:
            inside = Path(target) / (f.relative_to(source) if source.is_dir() else f.name)
            if not (bundle / inside).is_file():
                missing.append(inside.as_posix())
    return missing


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.tools.build", description=__doc__.split("\n\n")[0])
    p.add_argument("--dist", default=str(ROOT / "dist"), help="where the build folder goes (default: dist/)")
    p.add_argument("--windowed", action="store_true", help="no console window (Windows, macOS)")
    args = p.parse_args(sys.argv[1:] if argv is None else argv)
    try:
        import PyInstaller.__main__ as pyinstaller
    except ImportError:
        print("PyInstaller is not installed: python -m pip install -r requirements-dev.txt", file=sys.stderr)
        return 2
    dist = Path(args.dist).resolve()
    work = ROOT / "build" / "pyinstaller"
    os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"  # PyInstaller imports pygame while it looks for libraries
    try:
        pyinstaller.run(pyinstaller_args(dist, work, args.windowed))
    except SystemExit as exc:  # PyInstaller ends with SystemExit on a failed build, after saying why
        if exc.code not in (None, 0):
            print(f"the build failed (PyInstaller exit status {exc.code}); its messages are above", file=sys.stderr)
            return 2
    exe = executable(dist)
    if not exe.is_file():
        print(f"the build made no program at {exe}", file=sys.stderr)
        return 2
    missing = missing_data(dist)
    if missing:
        print(f"the build lacks {len(missing)} data files, e.g. {missing[0]}", file=sys.stderr)
        return 2
    print(exe)
    return 0


if __name__ == "__main__":
    sys.exit(run_cli(main))
