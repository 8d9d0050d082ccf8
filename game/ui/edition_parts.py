"""What differs per edition in the window: shading, hidden tokens, piece names.  Anything not listed here
works through the generic parts (options -> highlights, drag targets and the choice dialog)."""
from __future__ import annotations

from game.core.geometry import AROUND


def shaded_cells(state, piece_kind: str) -> set:
    """Cells where a piece being dragged may not go for a reason worth showing (hill_dale stables)."""
    if state.setup.edition == "hill_dale" and piece_kind == "stable":
        out = set()
        for p in state.pieces.values():
            if p.kind == "stable":
                for dx, dy in ((0, 0),) + AROUND:
                    c = (p.pos[0] + dx, p.pos[1] + dy)
                    if c in state.board.cells:
                        out.add(c)
        return out
    return set()


def hidden_tokens(state, seat: int) -> dict | None:
    """A seat's secret tokens (hill_dale harvest), or None when the edition has none."""
    if state.setup.edition == "hill_dale":
        tokens = state.ext.get("tokens")
        if tokens and seat < len(tokens):
            return dict(tokens[seat])
        return {}
    return None


def public_tokens(state, seat: int) -> dict | None:
    """Face-up tokens shown to everybody (safari), or None."""
    ext = state.ext
    if state.setup.edition == "safari":
        for key in ("tokens", "hands", "face_up"):
            v = ext.get(key)
            if isinstance(v, list) and seat < len(v):
                item = v[seat]
                if isinstance(item, dict):
                    return dict(item)
                if isinstance(item, (list, tuple)):
                    out = {}
                    for a in item:
                        out[str(a)] = out.get(str(a), 0) + 1
                    return out
    return None


def boat_of(state, seat: int):
    if state.setup.edition == "amazonas":
        boats = state.ext.get("boats")
        if isinstance(boats, (list, tuple)) and seat < len(boats):
            return boats[seat]
    return None
