"""Nothing outside an edition names it: the core, the files layer, the records, the replay, the generic AI and
the generic window parts below ask the registration (game.core.registry) and never name an edition, one of
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
GENERIC = (
    "core",
    "files",
    "records",
    "replay",
    "ai",  # but its heuristics, one module per edition
    "ui/describe.py",
    "ui/icons.py",
    "ui/play/pacer.py",
)
NOT_GENERIC = ("ai/heuristics",)
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
    forms = {f for w in words for f in (w, w[:1].upper() + w[1:], w.upper())}
    alternatives = "|".join(sorted(map(re.escape, forms), key=len, reverse=True))
    return re.compile(rf"(?<![a-zA-Z])(?:{alternatives})(?:s|es)?(?![a-z])")


def _generic_modules() -> list[Path]:
    out: list[Path] = []
    for part in GENERIC:
        path = ROOT / part
        out += [path] if path.suffix == ".py" else sorted(path.rglob("*.py"))
    return [p for p in out if not any(p.relative_to(ROOT).as_posix().startswith(n) for n in NOT_GENERIC)]


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
    modules = _generic_modules()
    assert len(modules) > 60
    assert all(m.is_file() for m in modules)


@pytest.mark.parametrize("module", _generic_modules(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_a_generic_module_names_no_edition(module):
    forbidden = _forbidden()
    found = [f"{line}: {text}" for line, text in _code_words(module.read_text()) if forbidden.search(text)]
    assert not found, f"{module.relative_to(ROOT)} names an edition's own things: {found}"
