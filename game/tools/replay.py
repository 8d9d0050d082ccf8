"""Load and replay a save file; the last line is `{"scores", "ended", "events"}`.

    python -m game.tools.replay PATH

Exit 2 with a one-line reason (and no traceback) for a file that is not a good save: it is read and
validated by game.files (regular file, size, depth, typed models) and replayed by game.persistence.
"""

from __future__ import annotations

import json
import sys

from game.files import printable
from game.persistence import SaveError, load_game
from game.tools import run_cli


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        print("usage: python -m game.tools.replay PATH", file=sys.stderr)
        return 2
    try:
        game = load_game(argv[0])
    except SaveError as exc:
        print(f"{printable(argv[0], 120)}: {printable(str(exc), 400)}", file=sys.stderr)
        return 2
    s = game.state
    pend = game.pending()
    print(
        f"{s.setup.edition}, {s.players} players, turn {s.turn}, "
        + ("ended" if s.ended or pend is None else f"waiting for seat {pend.seat} ({pend.decision})")
    )
    print(json.dumps({"scores": list(s.scores), "ended": s.ended, "events": len(game.log)}))
    return 0


if __name__ == "__main__":
    sys.exit(run_cli(main))
