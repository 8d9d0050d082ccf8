"""A picture of the Rules screen, made by the game itself (for the README):

    python -m game.tools.rules_shot OUT.png [--edition amazonas] [--at place_double] [--size 1600x900] [--lang en]

`--edition` is an edition or `controls`; `--at` a section's anchor (the document's `{#anchor}`).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from game.tools import run_cli


def main(argv=None) -> int:
    from game.editions import EDITION_NAMES
    from game.ui.i18n import LANGUAGES

    p = argparse.ArgumentParser(prog="python -m game.tools.rules_shot")
    p.add_argument("out", metavar="OUT.png")
    p.add_argument("--edition", choices=tuple(EDITION_NAMES) + ("controls",), default=EDITION_NAMES[0])
    p.add_argument("--at", default=None, help="a section's anchor, e.g. scoring")
    p.add_argument("--size", default="1600x900")
    p.add_argument("--lang", choices=LANGUAGES, default="en")
    args = p.parse_args(sys.argv[1:] if argv is None else argv)
    try:
        w, h = (int(v) for v in args.size.lower().split("x"))
        if w < 1024 or h < 640:
            raise ValueError
    except ValueError:
        p.error(f"--size must look like 1600x900 (at least 1024x640), not {args.size!r}")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.ui.app import App
    from game.ui.scenes.rules import RulesScene

    app = App(size=(w, h), fullscreen=False, start_menu=False, language=args.lang)
    scene = RulesScene(app, args.edition)
    app.switch(scene)
    if args.at is not None and not scene.jump(args.at):
        known = ", ".join(scene.laid.anchors) if scene.laid else ""
        print(f"rules_shot: no section {args.at!r} in {args.edition} (anchors: {known})", file=sys.stderr)
        pygame.quit()
        return 2
    for _ in range(2):
        app.frame(1 / 60)
    out = Path(args.out)
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(app.screen, str(out))
    except (OSError, pygame.error) as exc:
        print(f"rules_shot: cannot write {out}: {exc}", file=sys.stderr)
        pygame.quit()
        return 2
    pygame.quit()
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(run_cli(main))
