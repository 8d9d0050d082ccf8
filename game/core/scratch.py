"""Apply and undo on one game: the AI tries each candidate turn on the same scratch game and takes it back,
instead of copying the whole game for every candidate.

    scratch = Scratch(game)          # game: a copy the search owns (Game.clone); it records from now on
    mark = scratch.mark()
    game.play(command)               # the engine's own path: events, edition hooks, automatic steps
    ... value game.state ...
    scratch.undo(mark)               # the game is exactly as at `mark` again
    scratch.close()                  # stop recording (the game stays usable)

The board and the feature graph record their own changes (`Board.trail`, `TrailGraph`); the rest of the
state - scores, supply, pieces, the turn's fields - is small and is kept whole at each mark: the plain data as
one `marshal` blob (made and read back in C), the pieces as they stood.  The edition's own state (`ext`) is a
frozen model that events replace rather than change, so the mark keeps it by reference with the other fields.  Undo
restores the same objects, so caches keyed on them stay valid; the state's version goes back too, and so
does the options cache that is keyed on it.
"""

from __future__ import annotations

import marshal
from typing import Any

from .features import TrailGraph
from .state import copy_plain


class Mark:
    fields: dict[str, Any]
    data: bytes | None
    plain: tuple[Any, ...] | None
    pieces: dict[int, Any]
    piece_fields: list[Any]
    graph_trail: int
    nodes: int
    board_trail: int
    log: int
    turn_marks: int
    options: tuple[Any, ...] | None
    __slots__ = (
        "fields",
        "data",
        "plain",
        "pieces",
        "piece_fields",
        "graph_trail",
        "nodes",
        "board_trail",
        "log",
        "turn_marks",
        "options",
    )


class Scratch:
    def __init__(self, game: Any) -> None:  # a Game whose graph becomes a TrailGraph (typed loosely)
        self.game = game
        state = game.state
        if state.board.trail is not None:
            raise ValueError("this game is already a scratch game")
        TrailGraph.start(state.graph)
        state.board.trail = []

    def mark(self) -> Mark:
        game = self.game
        s = game.state
        m = Mark()
        m.fields = dict(s.__dict__)
        data = (s.scores, s.breakdown, s.supply, s.discarded)
        try:
            m.data, m.plain = marshal.dumps(data), None
        except ValueError:  # something that marshal does not know: keep a copy instead
            m.data, m.plain = None, copy_plain(data)
        m.pieces = dict(s.pieces)
        m.piece_fields = [(p, p.seat, p.kind, p.pos, p.feature, p.node, p.flag) for p in s.pieces.values()]
        m.graph_trail = len(s.graph.trail)
        m.nodes = len(s.graph)
        m.board_trail = len(s.board.trail)
        m.log = len(game.log)
        m.turn_marks = len(game.turn_marks)
        m.options = game._options_cache
        return m

    def undo(self, m: Mark) -> None:
        """Back to `m`.  The plain data is kept when no event came since the mark, else made anew from the
        mark's copy (which is never handed out)."""
        game = self.game
        s = game.state
        s.graph.undo(m.graph_trail, m.nodes)
        s.board.undo(m.board_trail)
        pieces = s.pieces
        unchanged = s.version == m.fields["version"]  # no event since the mark: the data is as it was
        data = (s.scores, s.breakdown, s.supply, s.discarded)
        s.__dict__.update(m.fields)
        if not unchanged:
            data = marshal.loads(m.data) if m.data is not None else copy_plain(m.plain)
        s.scores, s.breakdown, s.supply, s.discarded = data
        s.pieces = pieces if pieces == m.pieces else dict(m.pieces)
        for p, seat, kind, pos, feature, node, flag in m.piece_fields:
            if p.node != node or p.pos != pos or p.flag != flag or p.seat != seat or p.kind != kind:
                p.seat, p.kind, p.pos, p.node, p.flag = seat, kind, pos, node, flag
            p.feature = feature
        s._by_root = None
        del game.log[m.log :]
        del game.turn_marks[m.turn_marks :]
        game._options_cache = m.options

    def close(self) -> None:
        state = self.game.state
        TrailGraph.stop(state.graph)
        state.board.trail = None
