"""The log in words: what a tile or a piece did, said from the engine's log subjects (game.core.subjects)
instead of coordinates ("Anna places a tile north of the start: extends the river of Bob, completes the
forest").  Other events keep their lines from describe.event_line."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core import events as ev

from ..describe import event_line, object_word, placed_piece_word, seat_name, word
from ..editions import plugin_for
from ..i18n import has, t
from .words import kind_word, names_list, place_words

if TYPE_CHECKING:
    from game.core.state import GameState

MAX_FEATURES = 3  # features named in a tile's line (completed ones and held ones first)


def _holders(subject: Any, seats: Any) -> str:
    return names_list(seat_name(seats, s) for s in subject.get("holders", ()))


def feature_clause(f: dict, seats: Any, edition: Any) -> str | None:
    """What the tile did to one feature: completed it, or extended one that someone holds (whose it is as
    the edition says it: a hut holds the river system, not the river)."""
    kind = object_word(f.get("kind", ""), edition) or kind_word(f.get("kind", ""), edition)
    who = _holders(f, seats)
    own = plugin_for(edition).holders_words(f, [seat_name(seats, i) for i in range(len(seats))])
    if own is not None:
        kind, who = own
    if f.get("completes"):
        return t("log.completes_of", kind=kind, names=who) if who else t("log.completes", kind=kind)
    if f.get("extends") and who:
        return t("log.extends_of", kind=kind, names=who)
    if f.get("extends") and own is not None:
        return t("log.extends", kind=kind)
    return None


def tile_line(e: Any, subject: Any, seats: Any, edition: Any) -> str:
    where = place_words((e.x, e.y))
    base = t("log.tile_placed_at", name=seat_name(seats, e.seat), where=where)
    feats = subject.get("features", ()) if isinstance(subject, dict) else ()
    ranked = sorted(feats, key=lambda f: (not f.get("completes"), not f.get("holders")))
    clauses = [c for c in (feature_clause(f, seats, edition) for f in ranked) if c][:MAX_FEATURES]
    return t("log.with_clauses", line=base, clauses="; ".join(clauses)) if clauses else base


def onto_words(kind: str, edition: Any) -> str:
    """Where a piece goes, as the line "… places their X on the Y" needs it (in Russian with its preposition
    and case: «в заросли», «на звериную тропу»), in the edition's own words where it has them."""
    if (edition and has(f"kind_onto.{edition}.{kind}")) or has(f"kind_onto.{kind}"):
        return word("kind_onto", kind, edition)
    return t("log.onto_thing", kind=kind_word(kind, edition))


def piece_line(e: Any, subject: Any, seats: Any, edition: Any) -> str:
    name = seat_name(seats, e.seat)
    piece = placed_piece_word(e.piece, edition)
    if not isinstance(subject, dict) or not subject.get("kind"):
        return t("log.piece_placed", name=name, piece=piece)
    kind = onto_words(subject["kind"], edition)
    who = _holders(subject, seats)
    if who:
        return t("log.piece_on_shared", name=name, piece=piece, kind=kind, names=who)
    return t("log.piece_on", name=name, piece=piece, kind=kind)


def line(e: Any, subject: Any, seats: Any, state: GameState, log: Any, index: Any) -> str | None:
    """The log line of event `e` (log[index]) with its subject."""
    edition = state.setup.edition
    if isinstance(e, ev.TilePlaced):
        return tile_line(e, subject, seats, edition)
    if isinstance(e, ev.PiecePlaced):
        return piece_line(e, subject, seats, edition)
    return event_line(e, seats, state, log, index)
