"""Every visible string comes from assets/i18n/<lang>.json (the catalogs hold the same keys)."""
from __future__ import annotations

import json
from pathlib import Path

LANGUAGES = ("en", "ru")
_DIR = Path(__file__).resolve().parents[2] / "assets" / "i18n"
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


def t(key: str, **kw) -> str:
    text = catalog(_lang).get(key)
    if text is None:
        text = catalog("en").get(key, key)
    if kw:
        try:
            return text.format(**kw)
        except (KeyError, IndexError, ValueError):
            return text
    return text


def t_or(key: str, fallback: str, **kw) -> str:
    """A catalog string when the key exists (edition-specific words), else `fallback` as given."""
    return t(key, **kw) if has(key) else fallback
