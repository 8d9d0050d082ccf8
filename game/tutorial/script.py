"""A tutorial script: `assets/tutorial/<edition>.json` (chapter 1, the edition's first guided game) or
`assets/tutorial/<edition>.<chapter>.json` (a further chapter, `"chapter": 2, 3, ...` its place in the menu),
a scenario file (docs/scenarios.md: edition, players,
the edition's own tiles, a stacked `deck`, `setup`, `start`) plus the `steps` that teach it.

    {"edition": "safari", "players": 2, "deck": [...], "setup": {...},
     "steps": [
       {"id": "welcome"},                                             a note: the learner reads, then Next
       {"id": "first_tile", "do": {"do": "place_tile", "x": 3, "y": 0, "rot": 90}},
       {"id": "rival_closes", "do": [{"do": "place_tile", ...}, {"do": "skip"}]},
       {"id": "last_tile", "do": {...}, "accept": [{...}]},          other moves taken as the same
       {"id": "gone_home", "show": [[2, 0]]},                         a note pointing at cells
       {"id": "try_dig", "try": {"do": "dig", ...}, "show": [[1, -2]]},  a move the rules forbid, tried
       {"id": "final"}],                                              the last note: the final scoring
     "expect": {"scores": [48, 22]}}

A step's `do` holds the scenario-format commands played at that moment, in order; whose they are is the
engine's pending decision (seat 0 is the learner, any other seat the scripted opponent). A step without `do`
is a note. A step with `try` (and no `do`) has the learner try a move the rules forbid: the engine's refusal is
shown in its own words, then the learner moves on. `accept` (a step of one command only) lists other commands the learner may play instead, which the
tests prove lead to the same end. The prompt of a step is the catalog text `tutorial.<edition>.<id>` in chapter 1,
`tutorial.<edition>.<chapter>.<id>` in a further chapter; the chapter's title and its line in the menu are
`tutorial.<edition>[.<chapter>].title` and `.about`.  A further chapter may start from a game under way: its
scenario `commands` (legal moves of both seats) are played before its first step.

Pure Python: the game is built by the scenario runner's own builder (`game.scenarios.build_game`), so a
tutorial is played by the engine's rules and nothing else.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from game.core import commands as cmd
from game.core.registry import get_edition, is_edition
from game.resources import asset

TUTORIAL_DIR = asset("tutorial")
LEARNER = 0  # the seat the player takes; every other seat is the scripted opponent
_ID = re.compile(r"^[a-z][a-z0-9_]*$")
MAX_CHAPTER = 20
Cell = tuple[int, int]
# What a number in a step's words is (`figures`): the engine's figures, checked against the game at that step
# (points: the sum a seat scored, for a reason, from the start of step `from` (else this step) to this step's
# end; scored: one scoring of that amount in that span; score: a seat's total; or one of the edition's own, a
# seat's figure its registration's guide names, game.core.guide), or a constant of the rules (`rule`) or a count
# on the board the words describe (`board`).
FIGURE_KINDS = ("points", "scored", "score", "rule", "board")


class TutorialError(ValueError):
    """A tutorial file that cannot be played; the message names the key or step at fault."""


@dataclass(frozen=True)
class Step:
    id: str
    commands: tuple[cmd.Command, ...] = ()  # empty: a note
    accept: tuple[cmd.Command, ...] = ()  # other commands taken for a one-command step's command
    show: tuple[Cell, ...] = ()  # cells a note points at
    rules: str | None = None  # the rules document's section (anchor) that tells more
    tries: cmd.Command | None = None  # a move the rules forbid, which the learner tries (the engine says why)
    figures: tuple[tuple, ...] = ()  # every number of the step's words: (n, kind, seat, reason, from step)

    @property
    def note(self) -> bool:
        return not self.commands


@dataclass(frozen=True)
class Tutorial:
    edition: str
    doc: dict  # the scenario part (edition, players, deck, setup, ...), as the runner reads it
    steps: tuple[Step, ...]
    expect_scores: tuple[int, ...] | None = None
    chapter: str = ""  # the file's chapter name ("" for chapter 1, `<edition>.json`)
    order: int = 1  # the chapter's place in the menu

    @property
    def key(self) -> str:
        """The chapter's name in the catalog and in the learner's progress: `safari`, `hunters.bonus`."""
        return f"{self.edition}.{self.chapter}" if self.chapter else self.edition

    def new_game(self):
        """The tutorial's game, at its start, built by the scenario runner's builder (a chapter's opening
        `commands` played)."""
        from game.core.engine import Refusal
        from game.scenarios import ScenarioError, build_game

        doc = {k: v for k, v in self.doc.items() if k != "finish"}
        try:
            game, commands = build_game(doc)
        except ScenarioError as exc:
            raise TutorialError(f"{self.key}: {exc}") from None
        for n, command in enumerate(commands, 1):
            d = game.pending()
            result = game.submit(command, getattr(command, "seat", d.seat if d is not None else None))
            if isinstance(result, Refusal):
                raise TutorialError(f"{self.key}: opening command {n} is refused: {result.reason}")
        return game

    def text_key(self, step: Step | str) -> str:
        return f"tutorial.{self.key}.{step if isinstance(step, str) else step.id}"


def _command(raw, where: str) -> cmd.Command:
    try:
        return cmd.from_dict(raw)
    except cmd.CommandFormatError as exc:
        raise TutorialError(f"{where}: {exc}") from None


def _cells(raw, where: str) -> tuple[Cell, ...]:
    ok = isinstance(raw, list) and all(
        isinstance(c, list) and len(c) == 2 and all(isinstance(v, int) and not isinstance(v, bool) for v in c)
        for c in raw
    )
    if not ok:
        raise TutorialError(f"{where}: 'show' must be a list of cells [x, y]")
    return tuple((c[0], c[1]) for c in raw)


def parse_step(raw, where: str, figure_kinds: tuple[str, ...] = FIGURE_KINDS) -> Step:
    if not isinstance(raw, dict):
        raise TutorialError(f"{where}: a step must be an object")
    sid = raw.get("id")
    if not isinstance(sid, str) or not _ID.match(sid):
        raise TutorialError(f"{where}: 'id' must be a lower-case name (letters, digits, _), not {sid!r}")
    where = f"{where} ({sid})"
    do = raw.get("do", [])
    do = do if isinstance(do, list) else [do]
    commands = tuple(_command(c, f"{where} 'do'") for c in do)
    accept_raw = raw.get("accept", [])
    if not isinstance(accept_raw, list):
        raise TutorialError(f"{where}: 'accept' must be a list of commands")
    accept = tuple(_command(c, f"{where} 'accept'") for c in accept_raw)
    if accept and len(commands) != 1:
        raise TutorialError(f"{where}: 'accept' belongs to a step of exactly one command")
    rules = raw.get("rules")
    if rules is not None and not (isinstance(rules, str) and rules):
        raise TutorialError(f"{where}: 'rules' must be a section anchor of the rules document")
    tries = None
    if "try" in raw:
        if commands:
            raise TutorialError(f"{where}: a step either plays ('do') or tries a forbidden move ('try')")
        tries = _command(raw["try"], f"{where} 'try'")
    figures = _figures(raw, where, figure_kinds)
    return Step(sid, commands, accept, _cells(raw.get("show", []), where), rules, tries, figures)


def _figures(raw: dict, where: str, kinds: tuple[str, ...]) -> tuple[tuple, ...]:
    figures = raw.get("figures", [])
    out: list[tuple] = []
    items: list = figures if isinstance(figures, list) else [None]
    for f in items:
        if not isinstance(f, list) or not _figure_ok(f, kinds):
            raise TutorialError(f"{where}: a figure is [number, kind, seat, reason, from step], not {f!r}")
        out.append(tuple(f) + (None,) * (5 - len(f)))
    return tuple(out)


def _figure_ok(f, kinds: tuple[str, ...]) -> bool:
    if not (isinstance(f, list) and len(f) >= 2 and isinstance(f[0], int) and f[1] in kinds):
        return False
    if f[1] in ("rule", "board"):
        return len(f) == 2
    return 3 <= len(f) <= 5 and isinstance(f[2], int) and all(isinstance(v, str) for v in f[3:])


def parse(doc, name: str = "tutorial", chapter: str = "") -> Tutorial:
    """A tutorial from its JSON document (raises TutorialError naming what is wrong)."""
    if not isinstance(doc, dict):
        raise TutorialError(f"{name}: the file must hold one JSON object")
    edition = doc.get("edition")
    if not isinstance(edition, str):
        raise TutorialError(f"{name}: 'edition' must name an edition")
    raw_steps = doc.get("steps")
    if not isinstance(raw_steps, list) or not raw_steps:
        raise TutorialError(f"{name}: 'steps' must be a list of steps")
    import game.editions  # noqa: F401  (the shipped editions registered: their figures are known)

    kinds = FIGURE_KINDS + (tuple(get_edition(edition).guide.figures) if is_edition(edition) else ())
    steps = tuple(parse_step(s, f"{name} step {i + 1}", kinds) for i, s in enumerate(raw_steps))
    ids = [s.id for s in steps]
    twice = sorted({i for i in ids if ids.count(i) > 1})
    if twice:
        raise TutorialError(f"{name}: step ids must differ ({', '.join(twice)} twice)")
    if not steps[-1].note:
        raise TutorialError(f"{name}: the last step must be a note (the final scoring explained)")
    scores = (doc.get("expect") or {}).get("scores") if isinstance(doc.get("expect"), dict) else None
    if scores is not None and not (isinstance(scores, list) and all(isinstance(v, int) for v in scores)):
        raise TutorialError(f"{name}: 'expect' 'scores' must be a list of whole numbers")
    order = doc.get("chapter", 1)
    if not (isinstance(order, int) and not isinstance(order, bool) and 1 <= order <= MAX_CHAPTER):
        raise TutorialError(f"{name}: 'chapter' must be the chapter's number, 1 to {MAX_CHAPTER}")
    if (order == 1) != (not chapter):
        raise TutorialError(f"{name}: chapter 1 is <edition>.json, a further chapter <edition>.<name>.json")
    scenario = {k: v for k, v in doc.items() if k not in ("steps", "expect", "chapter")}
    return Tutorial(edition, scenario, steps, tuple(scores) if scores is not None else None, chapter, order)


def available() -> tuple[str, ...]:
    """The editions that have a tutorial, in the menus' order."""
    from game.editions import EDITION_NAMES

    return tuple(ed for ed in EDITION_NAMES if (TUTORIAL_DIR / f"{ed}.json").is_file())


def chapters(edition: str) -> tuple[str, ...]:
    """The names of `edition`'s chapters in their order ("" is chapter 1); a chapter whose file is broken
    keeps its place by name (starting it says why)."""
    if not (TUTORIAL_DIR / f"{edition}.json").is_file():
        return ()
    found: list[tuple[int, str]] = []
    for path in TUTORIAL_DIR.glob(f"{edition}.*.json"):
        name = path.name[len(edition) + 1 : -len(".json")]
        if not _ID.match(name):
            continue
        try:
            order = load(edition, name).order
        except TutorialError:
            order = MAX_CHAPTER + 1
        found.append((order, name))
    return ("",) + tuple(name for _order, name in sorted(found))


def load(edition: str, chapter: str = "") -> Tutorial:
    """The tutorial of `edition`, its chapter 1 or the chapter named (raises TutorialError when it is missing
    or broken)."""
    path = TUTORIAL_DIR / (f"{edition}.{chapter}.json" if chapter else f"{edition}.json")
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except OSError:
        raise TutorialError(f"no tutorial for {edition!r}" + (f", chapter {chapter!r}" if chapter else "")) from None
    except ValueError as exc:
        raise TutorialError(f"{path.name} is not valid JSON: {exc}") from None
    tutorial = parse(doc, path.name, chapter)
    if tutorial.edition != edition:
        raise TutorialError(f"{path.name}: 'edition' is {tutorial.edition!r}, not {edition!r}")
    return tutorial
