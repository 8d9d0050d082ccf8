"""The project stands on its own: its metadata in one place, agreeing with the install commands, and no
file pointing outside the repository."""

import tomllib
from pathlib import Path

import game

ROOT = Path(__file__).resolve().parent.parent


def _pins(path: Path) -> list[str]:
    lines = [line.split("#")[0].strip() for line in path.read_text(encoding="utf-8").splitlines()]
    return [line for line in lines if line and not line.startswith("-r")]


def test_pyproject_declares_the_runtime_pins_of_requirements_txt():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert sorted(project["dependencies"]) == sorted(_pins(ROOT / "requirements.txt"))
    assert project["requires-python"] == ">=3.11"
    assert all("==" in pin for pin in _pins(ROOT / "requirements.txt") + _pins(ROOT / "requirements-dev.txt"))


def test_the_version_is_in_the_changelog():
    assert f"## {game.__version__} " in (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")


SKIPPED_DIRS = {
    ".git",
    "dist",
    "build",
    "__pycache__",
    ".pytest_cache",
    ".hypothesis",
    ".mypy_cache",
    ".ruff_cache",
    ".venv",
}
TEXT = (".py", ".md", ".toml", ".txt", ".json", ".cfg", ".ini")
OUTSIDE = ("../" + "shared", "/" + "work/")  # spelt in two parts so that this file does not name them


def test_no_file_points_outside_the_repository():
    offenders = []
    for path in sorted(ROOT.rglob("*")):
        rel = path.relative_to(ROOT)
        if SKIPPED_DIRS & set(rel.parts) or not path.is_file():
            continue
        if path.suffix not in TEXT and rel.as_posix() != ".ci/run":
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        offenders += [f"{rel.as_posix()}: {needle}" for needle in OUTSIDE if needle in text]
    assert offenders == []


def test_no_file_cites_an_outside_tracker():
    """The project keeps its reasons in its own documents: no issue, pull request or ticket number, nor a
    bare "#" and a number, in code or docs (CHANGELOG.md included; a save's "event #N" is not a citation)."""
    import re

    citation = re.compile(r"\b(issues?|pr|pull request|ticket)\s*#?\d+|(?<![\w&\"'{])#\d{1,4}\b", re.IGNORECASE)
    offenders = []
    for path in sorted(ROOT.rglob("*")):
        rel = path.relative_to(ROOT)
        if SKIPPED_DIRS & set(rel.parts) or not path.is_file() or path.suffix not in TEXT:
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
            if (m := citation.search(line)) and "event #" not in line:
                offenders.append(f"{rel.as_posix()}:{n}: {m.group(0)}")
    assert offenders == []
