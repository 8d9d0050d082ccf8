"""The tutorials' tool: check the scripts, and picture a tutorial at a step.

    python -m game.tools.tutorial check [EDITION ...]
    python -m game.tools.tutorial shot OUT.png --edition safari [--chapter bonus] --step dig [--size 1600x900]
        [--lang en]

check: plays every chapter of every tutorial (or of the editions named) through the engine with its own
commands, and every command a step accepts instead; prints one line per chapter (`hunters`, `hunters.bonus`:
its scores, and whether they are the expected ones) and ends with exit 1 when one is broken.  shot: opens the tutorial in the window (drawn off screen), plays its
script up to the step named, and saves the screen as a PNG (the README's picture).
"""

from __future__ import annotations

import argparse
import os
import sys

from game.tools import run_cli


def check(editions) -> int:
    import game.editions  # noqa: F401  (registers the editions)
    from game.tutorial import TutorialError, available, chapters, load, play_through

    bad = 0
    for edition, chapter in ((ed, ch) for ed in editions or available() for ch in chapters(ed)):
        name = f"{edition}.{chapter}" if chapter else edition
        try:
            tutorial = load(edition, chapter)
            played, _ctl = play_through(tutorial)
            scores = tuple(played.state.scores)
            for index, step in enumerate(tutorial.steps):
                for alt in step.accept:
                    other, _ = play_through(tutorial, lambda c, opts, i=index, a=alt: a if c.index == i else opts[0])
                    if tuple(other.state.scores) != scores:
                        raise AssertionError(f"step {step.id}: {alt.to_dict()} ends with {other.state.scores}")
        except (TutorialError, AssertionError) as exc:
            print(f"{name}: broken: {exc}")
            bad += 1
            continue
        ok = scores == tutorial.expect_scores
        bad += not ok
        steps = len(tutorial.steps)
        print(f"{name}: {steps} steps, scores {list(scores)}" + ("" if ok else f", expected {tutorial.expect_scores}"))
    return 1 if bad else 0


def shot(out: str, edition: str, step_id: str, size: tuple[int, int], lang: str, chapter: str = "") -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.tutorial import TutorialController, TutorialError, load
    from game.ui.app import App
    from game.ui.play.scene import PlayScene
    from game.ui.tutorial import tutorial_seats
    from game.ui.tutorial.overlay import TutorialOverlay

    try:
        tutorial = load(edition, chapter)
    except TutorialError as exc:
        print(f"tutorial shot: {exc}", file=sys.stderr)
        return 2
    if step_id not in {s.id for s in tutorial.steps}:
        print(f"tutorial shot: {tutorial.key} has no step {step_id!r}", file=sys.stderr)
        return 2
    game = tutorial.new_game()
    ctl = TutorialController(tutorial, game)
    while ctl.step is not None and ctl.step.id != step_id:  # the script up to the step, through the engine
        if ctl.trying():  # a forbidden move on the way: tried (the engine refuses it), then read
            ctl.tried()
        if ctl.on_note():
            ctl.next()
            continue
        command = ctl.expected()
        assert command is not None  # a step that is not a note has its command
        game.submit(command, getattr(command, "seat", None))
        ctl.done(command)
    app = App(size=size, fullscreen=False, start_menu=False, language=lang)
    app.settings.animation_speed = 4.0
    app.switch(PlayScene(app, game, tutorial_seats(), overlay=lambda scene: TutorialOverlay(scene, ctl)))
    for _ in range(4):
        app.frame(1 / 60)
    try:
        pygame.image.save(app.screen, out)
    except (OSError, pygame.error) as exc:
        print(f"tutorial shot: cannot write {out}: {exc}", file=sys.stderr)
        return 2
    finally:
        pygame.quit()
    print(out)
    return 0


def main(argv=None) -> int:
    from game.editions import EDITION_NAMES

    p = argparse.ArgumentParser(prog="python -m game.tools.tutorial", description=__doc__.split("\n\n")[0])
    sub = p.add_subparsers(dest="what", required=True)
    c = sub.add_parser("check", help="play every tutorial's script through the engine")
    c.add_argument("editions", nargs="*")
    s = sub.add_parser("shot", help="picture a tutorial at a step")
    s.add_argument("out")
    s.add_argument("--edition", choices=EDITION_NAMES, required=True)
    s.add_argument("--chapter", default="", help="a further chapter's name (default: chapter 1)")
    s.add_argument("--step", required=True)
    s.add_argument("--size", default="1600x900")
    s.add_argument("--lang", choices=("en", "ru"), default="en")
    args = p.parse_args(argv)
    if args.what == "check":
        unknown = [e for e in args.editions if e not in EDITION_NAMES]
        if unknown:
            print(f"tutorial check: no edition {', '.join(unknown)}", file=sys.stderr)
            return 2
        return check(args.editions)
    try:
        w, h = (int(v) for v in args.size.lower().split("x"))
    except ValueError:
        print(f"tutorial shot: --size must be WxH, not {args.size!r}", file=sys.stderr)
        return 2
    return shot(args.out, args.edition, args.step, (max(1024, w), max(640, h)), args.lang, args.chapter)


if __name__ == "__main__":
    sys.exit(run_cli(main))
