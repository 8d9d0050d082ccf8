"""Why a command is not taken: a `Refusal` carries an English sentence (`reason`, what the tools and the
scenario runner print), a stable `code` and plain `params`, so that the window can say it in the player's
language (catalog key `refusal.<code>`, placeholders named after the params).

Every module that refuses declares its codes with `declare({code: (param names)})`; `REFUSAL_CODES` is the
union.  A test scans the code base for every `refuse("...")` and checks each code is declared and has a
message in every catalog.  Param names have one meaning each (`PARAM_KINDS`), so the window knows how to
put a value into words (a position, a seat, a feature kind...).
"""

from __future__ import annotations

from dataclasses import dataclass, field

# What a parameter holds; the window turns values of these kinds into words.
PARAM_KINDS: dict[str, str] = {
    "pos": "position",  # [x, y] of a board cell
    "at": "position",
    "to": "position",
    "frm": "position",
    "column": "column",  # x of a board column
    "seat": "seat",  # a seat number (the window names the player)
    "by": "seat",
    "rot": "degrees",  # 0, 90, 180, 270 (or whatever was asked)
    "rots": "degrees list",  # rotations that would do
    "kind": "feature kind",  # (catalog kind.<edition>.<kind> / kind.<kind>)
    "piece": "piece kind",  # follower... (catalog piece.<edition>.<kind> / piece.<kind>)
    "animal": "symbol",  # catalog sym.<name>
    "corner": "corner",  # NW, NE, SE, SW
    "shows": "feature kinds",  # a list of kinds
    "hand": "symbols",  # a list of symbols
    "left": "names",  # a list of what is left (tile ids or symbols)
    "cell": "cell index",  # a cell of the tile just placed
    "feature": "feature id",  # a feature of a cell, as the tile definition names it
    "command": "command name",  # the `do` of a command
    "decision": "decision name",  # place_tile, action, play_animal...
    "detail": "text",  # an English detail for the tools (a malformed command); not for players
}

REFUSAL_CODES: dict[str, tuple[str, ...]] = {}


@dataclass(frozen=True)
class Refusal:
    """The engine's answer to a command it does not take; falsy, so `if result:` reads "it was played"."""

    reason: str
    code: str = "refused"
    params: dict[str, object] = field(default_factory=dict, hash=False)

    def __bool__(self) -> bool:  # a refusal is falsy, a list of events truthy or empty
        return False

    def to_dict(self) -> dict[str, object]:
        return {"reason": self.reason, "code": self.code, "params": dict(self.params)}


def declare(codes: dict[str, tuple[str, ...]], param_kinds: dict[str, str] | None = None) -> dict[str, tuple[str, ...]]:
    """Register a module's refusal codes with the names of their params; returns `codes`.  `param_kinds`: the
    params of an edition's own (name -> what it holds), added to PARAM_KINDS first."""
    for name, kind in (param_kinds or {}).items():
        if PARAM_KINDS.get(name, kind) != kind:
            raise ValueError(f"refusal param {name!r} is declared twice with different meanings")
        PARAM_KINDS[name] = kind
    for code, params in codes.items():
        unknown = [p for p in params if p not in PARAM_KINDS]
        if unknown:
            raise ValueError(f"refusal {code!r}: unknown param names {unknown} (see PARAM_KINDS)")
        if REFUSAL_CODES.get(code, params) != tuple(params):
            raise ValueError(f"refusal {code!r} is declared twice with different params")
        REFUSAL_CODES[code] = tuple(params)
    return codes


def _plain(v: object) -> object:
    if isinstance(v, (tuple, list)):
        return [_plain(a) for a in v]
    if isinstance(v, dict):
        return {str(k): _plain(a) for k, a in v.items()}
    return v


def refuse(code: str, reason: str, **params: object) -> Refusal:
    """A Refusal with its code and params (tuples become lists: params are plain JSON values)."""
    return Refusal(reason, code, {k: _plain(v) for k, v in params.items()})


# The generic code of a Refusal built without one (kept for callers outside the engine), and the code of
# insight.why_not_place (declared here so the registry is whole whether or not insight was imported).
declare({"refused": (), "fits_other_rotation": ("pos", "rots")})
