"""Opening a replay: of a game in memory (the results screen) or of a save file (the Load screen, the
Statistics scene, `main.py --load FILE --replay TURN`).  The scene itself is game/ui/replay/."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.replay import Replay

from ..seat_list import seats_of

if TYPE_CHECKING:
    from pathlib import Path

    from game.core.engine import Game
    from game.core.state import Setup

    from ..app import App
    from ..replay.scene import ReplayScene

__all__ = ["open_replay", "replay_of_save", "moment_of_turn", "seats_for"]


def seats_for(setup: Setup) -> list[dict]:
    """The seats the window shows for a game's setup (names, colours, levels; defaults where missing)."""
    from types import SimpleNamespace

    return seats_of(SimpleNamespace(setup=setup))


def open_replay(app: App, game: Game, index: int = 0) -> ReplayScene:
    """Open the replay of `game` (a Game; its log as it is now) over the current scene and return it."""
    replay = Replay.of(game)
    return app.open("replay", replay, seats_for(replay.setup), index)


def replay_of_save(path: str | Path) -> tuple[Replay | None, str | None]:
    """(the replay of the save at `path`, None) or (None, why it cannot be read)."""
    from game.persistence import SaveError, read_save

    try:
        loaded = read_save(path)
    except SaveError as exc:
        return None, str(exc)
    return Replay.of(loaded.game), None


def moment_of_turn(replay: Replay, turn: object) -> int:
    """The moment a turn began (0: the start; "end": the last moment); ValueError with one line otherwise."""
    if turn == "end":
        return replay.last
    if not isinstance(turn, int) or not 0 <= turn <= replay.turns:
        raise ValueError(f"the game has turns 0..{replay.turns} (or 'end'), not {turn!r}")
    return 0 if turn == 0 else replay.turn_start(turn)
