"""The rulebooks' words (assets/glossary/<lang>.json, game.glossary): both languages list the same terms of the
same editions; no replaced word is a term of its own edition; and the guided games (`tutorial.*`), the feature
cards (`card.*`), the log (`log.*`) and the rules documents use no word the glossary replaces: an edition's
texts none of its edition's, a text every edition shows none that any edition replaces and no edition uses.
docs/glossary.md is the data's table, up to date."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from matrix import quick_only

from game import glossary, rules_docs
from game.editions import EDITION_NAMES
from game.tools import glossary as glossary_tool

ROOT = Path(__file__).resolve().parent.parent
CHECKED = ("tutorial", "card", "log", "where")  # the guided games, the feature cards, the log (and its places)


def catalog(lang: str) -> dict[str, str]:
    return json.loads((ROOT / "assets" / "i18n" / f"{lang}.json").read_text(encoding="utf-8"))


def checked_texts(lang: str) -> list[tuple[str, str | None, str]]:
    """(key, its edition or None when every edition shows it, text) of every checked catalog text."""
    out = []
    for key, text in catalog(lang).items():
        parts = key.split(".")
        if parts[0] in CHECKED:
            edition = parts[1] if len(parts) > 2 and parts[1] in EDITION_NAMES else None
            out.append((key, edition, text))
    return out


def report(found: list[tuple[str, glossary.Found]]) -> str:
    return "\n".join(f"{where}: «{f.written}» (the rulebooks write «{f.term.term}»)" for where, f in found)


@pytest.mark.parametrize("lang", glossary.LANGUAGES)
def test_every_edition_has_its_terms_in_both_languages(lang):
    names = {(x.edition, x.name) for x in glossary.terms(lang)}
    other = {(x.edition, x.name) for x in glossary.terms("ru" if lang == "en" else "en")}
    assert names == other
    assert {edition for edition, _ in names} == set(EDITION_NAMES)
    for x in glossary.terms(lang):
        assert x.term.strip() and all(w.strip() for w in x.replaces), x


@pytest.mark.parametrize("lang", glossary.LANGUAGES)
def test_no_replaced_word_is_a_term_of_its_edition(lang):
    for edition in EDITION_NAMES:
        for x in glossary.terms(lang, edition):
            assert glossary.replaced_words(x.term, lang, edition) == [], x


@pytest.mark.parametrize("lang", quick_only(glossary.LANGUAGES, keep=["ru"]))
def test_guided_games_cards_and_log_use_the_rulebooks_words(lang):
    texts = checked_texts(lang)
    assert any(k.startswith("tutorial.") for k, _, _ in texts) and any(k.startswith("log.") for k, _, _ in texts)
    found = [(key, f) for key, edition, text in texts for f in glossary.replaced_words(text, lang, edition)]
    assert not found, "\n" + report(found)


@pytest.mark.parametrize("edition", EDITION_NAMES)
@pytest.mark.parametrize("lang", glossary.LANGUAGES)
def test_rules_documents_use_the_rulebooks_words(edition, lang):
    doc = rules_docs.load(edition, lang)
    found = [
        (f"{edition}.{lang}.md: {line[:60]}", f)
        for line in doc.plain_text().splitlines()
        for f in glossary.replaced_words(line, lang, edition)
    ]
    assert not found, "\n" + report(found)


def test_the_check_finds_replaced_words_in_any_form():
    found = glossary.replaced_words("Лодка проплывает 2 клетки; значки лодок", "ru", "amazonas")
    assert [f.written for f in found] == ["клетки", "проплывает", "значки лодок"]
    assert [f.term.term for f in found] == ["деление", "спускается", "символ лодки"]
    # a placeholder's name is no word, its plural forms are; «ё» reads as «е»
    assert glossary.replaced_words("{eaten}", "en", "hunters") == []
    assert [f.written for f in glossary.replaced_words("{n|клетку|клеток}", "ru", "amazonas")] == ["клетку", "клеток"]
    assert [f.written for f in glossary.replaced_words("Костёр", "ru", "hunters")] == ["Костер"]
    # «стартовый квадрат» is wrong in Safari, the term in Hunters: a text every edition shows may write it
    assert glossary.replaced_words("стартовый квадрат", "ru", "safari")
    assert glossary.replaced_words("стартовый квадрат", "ru") == []
    assert glossary.replaced_words("the rangers' jeep", "en")


def test_docs_glossary_is_the_data():
    assert (ROOT / "docs" / "glossary.md").read_text(encoding="utf-8") == glossary_tool.markdown(), (
        "docs/glossary.md is out of date: python -m game.tools.glossary --write"
    )
