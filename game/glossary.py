"""The rulebooks' words: one glossary per language (`assets/glossary/<lang>.json`).

For each edition it lists every game term as the rulebooks write it (Russian: the printed rulebooks; English:
the printed Safari rules and the project's vocabulary of the Russian ones) and the words that term replaces.
The rules documents, the guided games, the feature cards and the log use only the terms: `tests/test_glossary.py`
finds every replaced word left in them, and `docs/glossary.md` is this data as a table (`python -m
game.tools.glossary` writes it; the test checks it is up to date).

A replaced word is written as it reads, with `*` for any ending (Russian words change their endings), so
«клетк*» finds «клетка», «клетку», «клеток»; several words match only as a phrase («значк* лодк*»). Matching
ignores case and reads «ё» as «е».  Pure Python: the tests and tools read it, the program does not.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache

from game.resources import asset

LANGUAGES = ("en", "ru")


@dataclass(frozen=True)
class Term:
    edition: str
    name: str  # the same in every language, e.g. "boat_symbol"
    term: str  # the rulebooks' word, e.g. «символ лодки»
    replaces: tuple[str, ...]  # the words it replaces, `*` for any ending


@dataclass(frozen=True)
class Found:
    """A replaced word found in a text: what was written and the term to write instead."""

    written: str
    term: Term


def _fold(text: str) -> str:
    return text.replace("ё", "е").replace("Ё", "Е")


@cache
def pattern(word: str) -> re.Pattern[str]:
    """The regular expression of a replaced word: whole words, `*` any ending, spaces any run of spaces."""
    parts = [re.escape(_fold(p)).replace(r"\*", r"\w*") for p in word.split()]
    return re.compile(r"(?<!\w)" + r"\s+".join(parts) + r"(?!\w)", re.IGNORECASE)


@cache
def load(lang: str) -> tuple[Term, ...]:
    """Every term of every edition in `lang`, in the file's order."""
    data = json.loads(asset("glossary", f"{lang}.json").read_text(encoding="utf-8"))
    return tuple(
        Term(edition, name, entry["term"], tuple(entry["replaces"]))
        for edition, terms in data["editions"].items()
        for name, entry in terms.items()
    )


def terms(lang: str, edition: str | None = None) -> tuple[Term, ...]:
    """The terms of `edition` in `lang`; None: of every edition."""
    return tuple(x for x in load(lang) if edition is None or x.edition == edition)


def shared_replaced(lang: str, term: Term) -> tuple[str, ...]:
    """The words `term` replaces that no edition uses as a term: what a text shown in every edition must avoid
    («стартовый квадрат» is wrong in Safari but the term of Hunters, so a shared text may write it)."""
    every = [_fold(x.term) for x in load(lang)]
    return tuple(w for w in term.replaces if not any(pattern(w).search(t) for t in every))


_PLACEHOLDER = re.compile(r"\{[^{}|]*((?:\|[^{}|]*)*)\}")


def _words_of_placeholders(m: re.Match[str]) -> str:
    """`{name}` is no word; `{n|tile|tiles}` holds the words `tile tiles`."""
    return " " + m.group(1).replace("|", " ") + " "


def replaced_words(text: str, lang: str, edition: str | None = None) -> list[Found]:
    """Every word in `text` that the glossary of `edition` replaces (None: any edition's, for a text that every
    edition shows). A placeholder's name (`{eaten}`) is no word of the text; its plural forms are."""
    plain = _fold(_PLACEHOLDER.sub(_words_of_placeholders, text))
    found = []
    for x in terms(lang, edition):
        for word in x.replaces if edition is not None else shared_replaced(lang, x):
            for m in pattern(word).finditer(plain):
                found.append(Found(m.group(0), x))
    return found
