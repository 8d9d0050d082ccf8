"""Putting the engine's answers into the player's language: places on the board as words ("2 north of the
start"), a refusal's message with its parameters as words (`refusal.<code>` in the catalogs), the names of
feature kinds and pieces in the edition's own words."""

from __future__ import annotations

from typing import Any

from game.core.refusals import PARAM_KINDS

from ..describe import piece_word, seat_name, word
from ..i18n import has, t

NEXT_TO_START = {
    (0, -1): "where.next_n",
    (1, -1): "where.next_ne",
    (1, 0): "where.next_e",
    (1, 1): "where.next_se",
    (0, 1): "where.next_s",
    (-1, 1): "where.next_sw",
    (-1, 0): "where.next_w",
    (-1, -1): "where.next_nw",
}


def place_words(pos: Any, start: Any = (0, 0)) -> str:
    """Where a cell lies, from the start tile: "at the start", "north-east of the start", "2 north and 1 west
    of the start"."""
    dx, dy = int(pos[0]) - start[0], int(pos[1]) - start[1]
    if dx == 0 and dy == 0:
        return t("where.start")
    if abs(dx) <= 1 and abs(dy) <= 1:
        return t(NEXT_TO_START[(dx, dy)])
    parts = []
    if dy:
        parts.append(t("where.steps_n" if dy < 0 else "where.steps_s", d=abs(dy)))
    if dx:
        parts.append(t("where.steps_e" if dx > 0 else "where.steps_w", d=abs(dx)))
    return t("where.far", steps=t("words.and").join(parts))


def names_list(names: Any) -> str:
    """Names joined as a sentence would: "Anna", "Anna and Bob", "Anna, Bob and Cleo"."""
    names = [str(n) for n in names]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + t("words.and") + names[-1]


def kind_word(kind: str, edition: str | None) -> str:
    """A feature kind (or one of the edition's things: a watering hole, a river system...) in its words."""
    if has(f"kind.{edition}.{kind}") or has(f"kind.{kind}"):
        return word("kind", kind, edition)
    return word("thing", kind, edition)


def capital(s: str) -> str:
    return s[:1].upper() + s[1:]


def param_words(name: str, value: Any, seats: Any, edition: str | None) -> str:
    """One parameter of a refusal as words, by what the parameter holds (refusals.PARAM_KINDS)."""
    kind = PARAM_KINDS.get(name, "text")
    if kind == "position" and isinstance(value, (list, tuple)) and len(value) == 2:
        return place_words(value)
    if kind == "seat" and isinstance(value, int):
        return seat_name(seats, value)
    if kind == "degrees list" and isinstance(value, (list, tuple)):
        return ", ".join(f"{v}°" for v in value)
    if kind == "feature kind" and isinstance(value, str):
        return kind_word(value, edition)
    if kind == "feature kinds" and isinstance(value, (list, tuple)):
        return ", ".join(kind_word(str(v), edition) for v in value)
    if kind == "piece kind" and isinstance(value, str):
        return piece_word(value, edition)
    if kind == "role" and isinstance(value, str):
        return word("role", value, edition)
    if kind == "symbol" and isinstance(value, str):
        return word("sym", value)
    if kind in ("symbols", "names") and isinstance(value, (list, tuple)):
        return ", ".join(word("sym", str(v)) for v in value) or "—"
    if kind == "corner" and isinstance(value, str):
        return word("corner", value.lower())
    if kind == "decision name" and isinstance(value, str):
        return word("decision", value)
    if kind == "ordinal" and isinstance(value, int):  # counted from 0, said from 1
        return str(value + 1)
    return str(value)


def refusal_text(refusal: Any, seats: Any, edition: str | None) -> str:
    """The player's message for a Refusal, in the current language (the code's catalog message, its
    placeholders filled with words; the generic message for a code the catalogs do not know)."""
    code = getattr(refusal, "code", None) or "refused"
    key = f"refusal.{code}" if has(f"refusal.{code}") else "refusal.refused"
    params = getattr(refusal, "params", None) or {}
    words = {k: param_words(k, v, seats, edition) for k, v in params.items()}
    if "rot" in params:
        words["rot"] = str(params["rot"])  # the messages write the degree sign themselves
    return t(key, **words)
