"""Nothing outside an edition names it: every module of the program but an edition's own (its package, its
window plug-in, its heuristics) asks the registration (game.core.registry) and never names an edition, one of
its commands or things, or a word only one edition knows.

The check reads the code itself (names and string literals); comments and docstrings may still give an
edition's case as an example."""

from __future__ import annotations

import io
import re
import tokenize
from pathlib import Path

import pytest

from game.core.registry import get_edition
from game.editions import EDITION_NAMES

ROOT = Path(__file__).resolve().parent.parent / "game"
# an edition's own code: its package, its window plug-in, its AI heuristics
EDITION_PARTS = ("editions/", "ui/editions/", "ai/heuristics/")
# words only one edition knows (its things and pieces), besides the names the registrations give
EDITION_WORDS = (
    "watering",
    "ranger",
    "amazon",
    "baobab",
    "harvest",
    "hut",
    "camp",
    "boat",
    "stable",
    "photographer",
    "piranha",
    "caiman",
    "scarecrow",
    "savanna",
    "tributary",
    "tributaries",
)


def _forbidden() -> re.Pattern[str]:
    """The words (in lower case, capitalised or upper case, a plural too), as words of their own: parts of a
    snake_case or CamelCase name count, other words that merely contain them ("digest") do not."""
    words = set(EDITION_WORDS)
    for name in EDITION_NAMES:
        edition = get_edition(name)
        words.add(name)
        words.update(c.__name__ for c in edition.commands)
        words.update(edition.ref_kinds)
    mixed = "|".join(sorted({re.escape(f) for w in words for f in (w, w[:1].upper() + w[1:])}, key=len, reverse=True))
    upper = "|".join(sorted({re.escape(w.upper()) for w in words}, key=len, reverse=True))
    return re.compile(rf"(?<![a-zA-Z])(?:(?:{mixed})(?:s|es)?(?![a-z])|(?:{upper})(?:S|ES)?(?![A-Za-z]))")


def _generic_modules() -> list[Path]:
    out = []
    for path in sorted(ROOT.rglob("*.py")):
        name = path.relative_to(ROOT).as_posix()
        if not name.startswith(EDITION_PARTS):
            out.append(path)
    return out


# names and string literals (an f-string's text is a token of its own from Python 3.12 on)
WORD_TOKENS = (tokenize.NAME, tokenize.STRING, getattr(tokenize, "FSTRING_MIDDLE", tokenize.STRING))


def _code_words(source: str):
    """(line, text) of every name and string literal of `source` that is code: not a comment, not a
    docstring (a string that is a statement of its own)."""
    statement_start = True
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type in (tokenize.COMMENT, tokenize.NL):
            continue
        if tok.type in (tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT):
            statement_start = True
            continue
        if tok.type == tokenize.STRING and statement_start:
            statement_start = False
            continue  # a docstring
        statement_start = False
        if tok.type in WORD_TOKENS:
            yield tok.start[0], tok.string


def test_the_generic_layers_cover_real_modules():
    modules = {m.relative_to(ROOT).as_posix() for m in _generic_modules()}
    assert len(modules) > 200
    assert {"core/engine.py", "files/setup.py", "ai/greedy.py", "ui/describe.py", "ui/icons.py"} <= modules
    assert {"ui/tile_painter.py", "ui/scenes/rules.py", "tutorial/controller.py", "tools/tileset.py"} <= modules


@pytest.mark.parametrize("module", _generic_modules(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_a_generic_module_names_no_edition(module):
    forbidden = _forbidden()
    found = [f"{line}: {text}" for line, text in _code_words(module.read_text()) if forbidden.search(text)]
    assert not found, f"{module.relative_to(ROOT)} names an edition's own things: {found}"
