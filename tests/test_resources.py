"""Data files are found through game.resources, from the source tree, an installed package and a frozen build
alike, and the build and the package ship every one of them (both are made and run by .ci/run)."""

import ast
import sys
import tomllib
from pathlib import Path

from source_trees import nodes

from game import resources
from game.editions import EDITION_NAMES
from game.tools import build

ROOT = Path(__file__).resolve().parent.parent


def test_from_the_source_tree_the_data_lie_beside_the_game_package():
    assert resources.PACKAGE == ROOT / "game" and resources.ASSETS == ROOT / "assets"
    assert resources.asset("i18n", "en.json").is_file()
    assert resources.asset("icons", "meeple.svg").is_file()
    for edition in EDITION_NAMES:
        assert resources.edition_file(edition) == ROOT / "game" / "editions" / edition / "tiles.json"
        assert resources.edition_file(edition).is_file()


def test_a_frozen_build_reads_its_data_from_the_bundle_folder(monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.package_folder() == tmp_path / "game"
    assert resources.assets_folder(tmp_path / "game") == tmp_path / "assets"
    monkeypatch.delattr(sys, "_MEIPASS")
    assert resources.package_folder() == ROOT / "game"  # frozen by a tool with no bundle folder: the checkout


def test_installed_the_assets_are_package_data_inside_the_package(tmp_path):
    (tmp_path / "game" / "assets").mkdir(parents=True)
    assert resources.assets_folder(tmp_path / "game") == tmp_path / "game" / "assets"


def test_the_package_declares_the_data_the_program_reads():
    """pyproject.toml maps the folders of assets/ the program reads into the package, every package of the
    source tree is listed, and each edition's box goes with its package."""
    tool = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    found = sorted(".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "game").rglob("__init__.py"))
    assert sorted(set(tool["packages"]) - {"game.assets"}) == found
    assert tool["package-dir"] == {"game.assets": "assets"}
    data = tool["package-data"]
    assert sorted(data["game.assets"]) == sorted(f"{folder}/**/*" for folder in resources.ASSET_FOLDERS)
    for edition in EDITION_NAMES:
        assert data[f"game.editions.{edition}"] == ["tiles.json"]
    for folder in resources.ASSET_FOLDERS:
        assert (ROOT / "assets" / folder).is_dir()


def test_the_build_ships_every_data_file_under_the_path_resources_asks_for(tmp_path):
    shipped = {target: source for source, target in build.data_files(ROOT)}
    for folder in resources.ASSET_FOLDERS:
        assert shipped[f"assets/{folder}"] == resources.asset(folder)
    for edition in EDITION_NAMES:
        target = f"game/editions/{edition}"
        assert shipped[target] == resources.edition_file(edition)
        assert resources.edition_file(edition).relative_to(ROOT).parent.as_posix() == target
    args = build.pyinstaller_args(tmp_path / "dist", tmp_path / "work")
    added = [args[i + 1] for i, a in enumerate(args) if a == "--add-data"]
    assert len(added) == len(resources.ASSET_FOLDERS) + len(EDITION_NAMES)
    assert args[0] == str(ROOT / "main.py") and "--onedir" in args


def _uses_file_path(path: Path) -> bool:
    if "__file__" not in path.read_text(encoding="utf-8"):
        return False  # no such name in the text: no need to parse it
    return any(isinstance(node, ast.Name) and node.id == "__file__" for node in nodes(path))


def test_no_module_but_resources_locates_files_from_its_own_path():
    # revision.py finds the git checkout the code runs from (a developer's tool that never ships)
    allowed = {"game/resources.py", "game/tools/revision.py"}
    offenders = [
        p.relative_to(ROOT).as_posix()
        for p in sorted((ROOT / "game").rglob("*.py"))
        if p.relative_to(ROOT).as_posix() not in allowed and _uses_file_path(p)
    ]
    assert offenders == []


def test_the_build_check_names_a_data_file_the_bundle_lacks(tmp_path):
    bundle = tmp_path / build.NAME / build.CONTENTS
    for source, target in build.data_files(ROOT):
        files = [p for p in source.rglob("*") if p.is_file()] if source.is_dir() else [source]
        for f in files:
            inside = bundle / target / (f.relative_to(source) if source.is_dir() else f.name)
            inside.parent.mkdir(parents=True, exist_ok=True)
            inside.write_bytes(b"")
    assert build.missing_data(tmp_path, ROOT) == []
    (bundle / "assets" / "i18n" / "ru.json").unlink()
    (bundle / "game" / "editions" / "safari" / "tiles.json").unlink()
    assert build.missing_data(tmp_path, ROOT) == ["assets/i18n/ru.json", "game/editions/safari/tiles.json"]
