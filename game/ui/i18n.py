"""Every visible string comes from assets/i18n/<lang>.json (the catalogs hold the same keys)."""

from __future__ import annotations

import json
import re
from typing import Any

from game.resources import asset

LANGUAGES = ("en", "ru")
_DIR = asset("i18n")
_catalogs: dict[str, dict] = {}
_lang = "en"


def catalog(lang: str) -> dict:
    if lang not in _catalogs:
        try:
            _catalogs[lang] = json.loads((_DIR / f"{lang}.json").read_text(encoding="utf-8"))
        except (OSError, ValueError):
            _catalogs[lang] = {}
    return _catalogs[lang]


def set_language(lang: str) -> None:
    global _lang
    _lang = lang if lang in LANGUAGES else "en"


def language() -> str:
    return _lang


def has(key: str) -> bool:
    return key in catalog(_lang) or key in catalog("en")


_PLURAL = re.compile(r"\{(\w+)\|([^{}]*)\}")


def plural_index(n: int, lang: str) -> int:
    """Which plural form: English 1 / other; Russian 1, 2-4, 5-20 (21 -> 1, 22 -> 2-4, ...)."""
    n = abs(int(n))
    if lang == "ru":
        if n % 10 == 1 and n % 100 != 11:
            return 0
        if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            return 1
        return 2
    return 0 if n == 1 else 1


def _plurals(text: str, kw: dict, lang: str) -> str:
    """`{points|point|points}` in a catalog string becomes the form that fits the number `points`."""

    def pick(m: Any) -> Any:
        forms = m.group(2).split("|")
        try:
            i = plural_index(kw[m.group(1)], lang)
        except (KeyError, TypeError, ValueError):
            i = len(forms) - 1
        return forms[min(i, len(forms) - 1)]

    return _PLURAL.sub(pick, text)


def t(key: str, **kw: Any) -> str:
    lang = _lang
    text = catalog(lang).get(key)
    if text is None:
        lang = "en"
        text = catalog("en").get(key, key)
    if kw and "|" in text:
        text = _plurals(text, kw, lang)
    if kw:
        try:
            return text.format(**kw)
        except (KeyError, IndexError, ValueError):
            return text
    return text
