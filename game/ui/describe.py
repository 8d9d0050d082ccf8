"""Words for what happens: the event log lines and the names of commands, all through i18n."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from game.core import commands as cmd
from game.core import events as ev
from game.core import payments

from .i18n import has, t

if TYPE_CHECKING:
    pass


def word(prefix: str, name: Any, edition: Any = None) -> str:
    """The catalog word for `name`, in the edition's own words where it has them (a meadow is «луг» in
    Over Hill and Dale but «низина» in Hunters and Gatherers)."""
    if edition and has(f"{prefix}.{edition}.{name}"):
        return t(f"{prefix}.{edition}.{name}")
    key = f"{prefix}.{name}"
    if has(key):
        return t(key)
    return str(name).replace("_", " ")


def piece_word(kind: Any, edition: Any = None) -> str:
    """A piece's name, in the edition's own words where it has them (a Safari meeple is a photographer)."""
    if edition and has(f"piece.{edition}.{kind}"):
        return t(f"piece.{edition}.{kind}")
    return word("piece", kind)


def object_word(kind: str, edition: str | None = None) -> str | None:
    """A feature kind as the object of "completes"/"extends" (in Russian the accusative: «завершает тропу»),
    or None when the catalog has no such form for it."""
    if (edition and has(f"kind_acc.{edition}.{kind}")) or has(f"kind_acc.{kind}"):
        return word("kind_acc", kind, edition)
    return None


def placed_piece_word(kind: str, edition: str | None = None) -> str:
    """A piece as the line "… places their X" needs it (in Russian the accusative: «ставит фотоохотника»)."""
    if (edition and has(f"piece_placed.{edition}.{kind}")) or has(f"piece_placed.{kind}"):
        return word("piece_placed", kind, edition)
    return piece_word(kind, edition)


def seat_name(seats: Any, i: Any) -> str:
    if i is None:
        return "?"
    try:
        return seats[i]["name"]
    except (IndexError, KeyError, TypeError):
        return t("seat.default", n=i + 1)


def camel_words(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", " ", name).lower()


_plugins: dict = {}


def _plugin(edition: Any) -> Any:
    """The edition's window plug-in (it words its own events and knows which are only bookkeeping)."""
    if edition not in _plugins:
        from .editions.registry import plugin_for

        _plugins[edition] = plugin_for(edition)
    return _plugins[edition]


def feature_line(e: Any, n: Any, log: Any, index: Any, edition: Any) -> str:
    """A scored feature's line: what it is and what each winner received, once ("Completed bush of 3 tiles:
    Alice +4"), from the points that follow it in the log (an edition may add to the feature's own figure;
    its plug-in may add a note: Safari's animal token)."""
    if log is not None and index is not None:
        paid = payments.feature_payments(log, index)
    else:
        paid = {s: e.points for s in e.winners}
    parts = []
    for seat, points in paid.items():
        note = _plugin(edition).payment_note(log, index, seat) if edition and log is not None else None
        parts.append(
            t("log.paid_note", name=n(seat), points=points, note=note)
            if note
            else t("log.paid", name=n(seat), points=points)
        )
    key = ("log.feature_final" if e.final else "log.feature_scored") + ("" if parts else "_nobody")
    return t(key, kind=word("kind", e.kind, edition), tiles=e.tiles, paid=", ".join(parts))


def event_line(e: Any, seats: Any, state: Any = None, log: Any = None, index: Any = None) -> str | None:
    """A log line for event `e`, or None for bookkeeping events that would only be noise.
    With the `log` it stands in and its `index` there, a line can name what came just before."""
    n = lambda i: seat_name(seats, i)  # noqa: E731
    edition = state.setup.edition if state is not None else None
    if isinstance(e, ev.PointsScored) and log is not None and index is not None:
        if payments.paying_feature(log, index) is not None:
            return None  # the feature's own line says who scored how much
    if edition is not None:
        from .editions.base import NOT_MINE

        plugin = _plugin(edition)
        if isinstance(e, plugin.quiet_events):
            return None
        names = [n(i) for i in range(state.players)]
        got = plugin.event_line(e, names, state, log, index if index is not None else len(log or ()))
        if got is not NOT_MINE:
            return got
    if isinstance(e, ev.TurnBegan):
        return None  # the next line names the player anyway
    if isinstance(e, ev.TileDiscarded):
        return t("log.tile_discarded")
    if isinstance(e, ev.TilePlaced):
        return t("log.tile_placed", name=n(e.seat), x=e.x, y=e.y)
    if isinstance(e, ev.PiecePlaced):
        return t("log.piece_placed", name=n(e.seat), piece=placed_piece_word(e.piece, edition))
    if isinstance(e, ev.ActionSkipped):
        return t("log.skipped", name=n(e.seat))
    if isinstance(e, ev.FeatureScored):
        return feature_line(e, n, log, index, edition)
    if isinstance(e, ev.PointsScored):
        return t("log.points", name=n(e.seat), points=e.points, reason=word("reason", e.reason, edition))
    if isinstance(e, (ev.PieceReturned, ev.TurnEnded)):
        return None
    if isinstance(e, ev.GameEnded):
        return t("log.game_ended")
    name = type(e).__name__  # an edition's event: its catalog key is made from its name
    key = "log." + re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()
    fields = dict(getattr(e, "__dict__", {}))
    if "seat" in fields:
        fields["name"] = n(fields["seat"])
    for k in ("tokens", "pool"):
        if k in fields and isinstance(fields[k], tuple):
            fields["n"] = len(fields[k])
    if "order" in fields:
        fields["names"] = ", ".join(n(s) for s in fields["order"])
    for k in ("animal", "crop"):
        if isinstance(fields.get(k), str):
            fields[k] = word("sym", fields[k])
    if has(key):
        return t(key, **fields)
    return t("log.generic", what=camel_words(name))


def command_label(c: Any, seats: Any, plugin: Any = None) -> str:
    """A button label for a command (the generic choice dialog of any edition): the core's commands here, an
    edition's own from its window plug-in (`WindowPlugin.command_label`)."""
    if isinstance(c, cmd.Skip):
        return t("cmd.skip")
    if isinstance(c, cmd.PlacePiece):
        return t("cmd.place", piece=word("piece", c.piece), feature=c.feature)
    label = None if plugin is None else plugin.command_label(c)
    return label if label is not None else t("log.generic", what=c.do.replace("_", " "))
