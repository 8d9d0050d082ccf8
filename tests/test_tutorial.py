"""The tutorials as data, without a window: every script is legal end to end through the scenario runner's game
builder and reaches its final scoring with the expected scores (and so does every move a step accepts instead
of its own); each teaches what its edition needs (the learner's own moves and the kinds of points); every step
has its words in both languages; the step machine says what kind of mistake a move is."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from game.core import commands as cmd
from game.editions import EDITION_NAMES
from game.editions.amazonas import commands as amazonas_cmd
from game.editions.hill_dale import commands as hill_dale_cmd
from game.editions.safari import commands as safari_cmd
from game.rules_docs import load as load_document
from game.tutorial import (
    LEARNER,
    TutorialController,
    TutorialError,
    available,
    chapters,
    load,
    mistake,
    parse,
    play_through,
)
from game.tutorial import controller as C

ROOT = Path(__file__).resolve().parent.parent
# every chapter of every edition: (edition, chapter name), "" is chapter 1 (`<edition>.json`)
CHAPTERS = [(ed, ch) for ed in EDITION_NAMES for ch in chapters(ed)]
CHAPTER_IDS = [f"{ed}.{ch}" if ch else ed for ed, ch in CHAPTERS]

# What each tutorial must make the learner do (command kinds, pieces) and score (kinds of points).
TEACHES = {
    "safari": {
        "moves": {
            "place_tile",
            "place:follower",
            "play_animal",
            "place_ranger",
            "dig",
            "expand",
            "move_ranger",
            "skip",
        },
        "points": {"trail", "bush", "ranger", "dig", "expand", "watering_hole", "final_trail", "final_tokens"},
    },
    "amazonas": {
        "moves": {"place_tile", "place:follower", "place:camp", "skip", "place_double"},
        "points": {"tributary", "village", "amazon", "final_tributary", "camps", "mouth"},
    },
    "hunters": {
        "moves": {"place_tile", "place:follower", "place:hut", "skip"},
        "points": {"river", "forest", "huts", "hunters"},
    },
    "hill_dale": {
        "moves": {"place_tile", "place:follower", "place:stable", "travel", "take_harvest", "skip"},
        "points": {"travel", "field", "final_path", "stables", "harvest", "harvest_sets"},
    },
}


def catalog(lang):
    return json.loads((ROOT / "assets" / "i18n" / f"{lang}.json").read_text(encoding="utf-8"))


def move_name(c) -> str:
    return f"{c.do}:{c.piece}" if isinstance(c, cmd.PlacePiece) else c.do


def test_every_edition_has_a_tutorial():
    assert available() == EDITION_NAMES


@pytest.mark.parametrize("edition, chapter", CHAPTERS, ids=CHAPTER_IDS)
def test_script_is_legal_end_to_end_and_scores_as_expected(edition, chapter):
    tutorial = load(edition, chapter)
    game, ctl = play_through(tutorial)
    assert game.ended and ctl.final() and not ctl.lost
    assert tuple(game.state.scores) == tutorial.expect_scores
    assert game.state.scores[LEARNER] == max(game.state.scores)  # the learner wins their first game


@pytest.mark.parametrize("edition, chapter", CHAPTERS, ids=CHAPTER_IDS)
def test_every_accepted_move_leads_to_the_same_end(edition, chapter):
    tutorial = load(edition, chapter)
    checked = 0
    for index, step in enumerate(tutorial.steps):
        for alt in step.accept:
            game, ctl = play_through(tutorial, lambda c, opts, i=index, a=alt: a if c.index == i else opts[0])
            assert ctl.final() and tuple(game.state.scores) == tutorial.expect_scores, (step.id, alt)
            checked += 1
    assert checked == sum(len(s.accept) for s in tutorial.steps)


@pytest.mark.parametrize("edition", EDITION_NAMES)
def test_each_step_is_the_learners_or_the_opponents_and_teaches_what_it_must(edition):
    tutorial = load(edition)
    game = tutorial.new_game()
    ctl = TutorialController(tutorial, game)
    learner_moves = set()
    while not ctl.final():
        ctl.tried()
        if ctl.on_note():
            assert game.pending() is not None or ctl.index == len(tutorial.steps) - 1
            ctl.next()
            continue
        step = ctl.step
        whose = {game.pending().seat == LEARNER}
        for _ in step.commands:
            c = ctl.expected()
            whose.add(game.pending().seat == LEARNER)
            if game.pending().seat == LEARNER:
                learner_moves.add(move_name(c))
            assert isinstance(game.submit(c, getattr(c, "seat", game.pending().seat)), list), step.id
            ctl.done(c)
        assert len(whose) == 1, f"step {step.id} mixes the learner's and the opponent's moves"
    assert TEACHES[edition]["moves"] <= learner_moves, TEACHES[edition]["moves"] - learner_moves
    assert TEACHES[edition]["points"] <= set(game.state.breakdown[LEARNER]), game.state.breakdown[LEARNER]
    assert tutorial.steps[0].note and tutorial.steps[-1].note  # a welcome and the final scoring explained


# the rule each guided game teaches by refusal: the engine's own reason (refusal code) for the move tried
REFUSED = {
    "safari": "safari.dig_touches_token",
    "amazonas": "amazonas.amazon_east_end",
    "hunters": "hunters.feature_has_member",
    "hill_dale": "hill_dale.stable_too_close",
}


@pytest.mark.parametrize("edition", EDITION_NAMES)
def test_a_rule_is_taught_by_refusal_in_the_engines_words(edition):
    """The step that has the learner try a forbidden move: the engine refuses exactly that move there, for the
    rule the step teaches; nothing changes; the next step is the allowed move the learner then makes."""
    tutorial = load(edition)
    game = tutorial.new_game()
    ctl = TutorialController(tutorial, game)
    tries = [i for i, s in enumerate(tutorial.steps) if s.tries is not None]
    assert len(tries) == 1
    assert ctl.at(tries[0]) and ctl.trying()
    step = ctl.step
    assert ctl.check(ctl.tutorial.steps[tries[0] + 1].commands[0]) == "try"  # the allowed move waits
    before = (len(game.log), game.state.scores)
    refusal = game.refusal_for(step.tries, LEARNER)
    assert refusal is not None and refusal.code == REFUSED[edition], refusal
    assert ctl.next() is False  # tried first
    ctl.tried()
    assert ctl.reading and ctl.on_note() and (len(game.log), game.state.scores) == before
    assert ctl.next() and not ctl.steps[ctl.index].note
    assert ctl.learner_to_move()


def test_steps_have_words_in_both_languages_and_no_word_is_left_over():
    en, ru = catalog("en"), catalog("ru")
    used = set()
    for edition, chapter in CHAPTERS:
        tutorial = load(edition, chapter)
        for key in (tutorial.text_key("about"), tutorial.text_key("title")):
            assert en.get(key) and ru.get(key) and en[key] != ru[key], key
            used.add(key)
        for step in tutorial.steps:
            key = tutorial.text_key(step)
            used.add(key)
            assert en.get(key) and ru.get(key) and en[key] != ru[key], key
            if f"{key}.wrong" in en:
                used.add(f"{key}.wrong")
    own = {k for k in en if re.match(r"tutorial\.(" + "|".join(EDITION_NAMES) + r")\.", k)}
    assert own <= used, sorted(own - used)
    for code in (C.NOTE, C.WAIT, C.PLACE, C.TURN, C.SPOT, C.PIECE, C.TOKEN, C.CHOICE, C.WANT_SKIP, C.NO_SKIP):
        assert f"tutorial.wrong.{code}" in en and f"tutorial.wrong.{code}" in ru, code


def test_steps_link_sections_of_the_rules_documents():
    for edition, chapter in CHAPTERS:
        tutorial = load(edition, chapter)
        for lang in ("en", "ru"):
            anchors = set(load_document(edition, lang).anchors())
            for step in tutorial.steps:
                assert step.rules is None or step.rules in anchors, (edition, lang, step.id, step.rules)


def test_controller_names_the_kind_of_mistake():
    tutorial = load("safari")
    game = tutorial.new_game()
    ctl = TutorialController(tutorial, game)
    assert ctl.on_note() and ctl.check(cmd.PlaceTile(3, 0, 90)) == C.NOTE
    assert ctl.next() and ctl.expected() == cmd.PlaceTile(3, 0, 90) and ctl.learner_to_move()
    assert ctl.check(cmd.PlaceTile(3, 0, 0)) == C.TURN
    assert ctl.check(cmd.PlaceTile(-1, 0, 0)) == C.PLACE
    assert ctl.check(cmd.Skip()) == C.NO_SKIP
    assert ctl.check(cmd.PlaceTile(3, 0, 90)) == C.OK
    assert ctl.opponent_command() is None
    game.submit(cmd.PlaceTile(3, 0, 90))
    ctl.done(cmd.PlaceTile(3, 0, 90))
    assert ctl.check(cmd.PlacePiece("follower", "s")) == C.SPOT
    # the opponent's move: the learner waits, the scripted seat gets its command
    want = ctl.expected()
    game.submit(want)
    ctl.done(want)
    assert ctl.opponent_command() == cmd.PlaceTile(3, -1, 90)
    assert ctl.check(cmd.PlaceTile(3, -1, 90)) == C.WAIT
    assert ctl.next() is False  # not a note: Next does nothing
    # a command off the script loses the tutorial (never silently: it says so)
    ctl.done(cmd.Skip())
    assert ctl.lost and ctl.check(cmd.Skip()) == C.LOST and ctl.expected() is None


def test_mistakes_by_kind():
    assert mistake(cmd.Skip(), cmd.PlaceTile(0, 1, 0)) == C.WANT_SKIP
    assert mistake(cmd.PlacePiece("camp", "j"), cmd.PlacePiece("follower", "j")) == C.PIECE
    assert mistake(cmd.PlacePiece("follower", "t"), cmd.PlacePiece("follower", "v")) == C.SPOT
    assert mistake(safari_cmd.PlayAnimal(0, "lion"), safari_cmd.DeclineAnimal(0)) == C.CHOICE
    assert mistake(hill_dale_cmd.TakeHarvest(0, "apple"), hill_dale_cmd.TakeHarvest(0, "grain")) == C.CHOICE
    assert mistake(safari_cmd.Dig((1, 0), "NW", "zebra"), safari_cmd.Dig((1, 0), "NW", "lion")) == C.TOKEN
    assert mistake(safari_cmd.Expand((1, 0), "NW", "zebra"), safari_cmd.Expand((2, 0), "NW", "zebra")) == C.SPOT
    assert mistake(amazonas_cmd.PlaceDouble("d1", 0), amazonas_cmd.PlaceDouble("d1", 180)) == C.TURN
    assert mistake(amazonas_cmd.PlaceDouble("d1", 0), amazonas_cmd.PlaceDouble("d2", 0)) == C.CHOICE
    assert mistake(hill_dale_cmd.Travel((1, 0), (1, -2)), hill_dale_cmd.Travel((1, 0), (0, 0))) == C.SPOT
    assert mistake(safari_cmd.MoveRanger(1, (0, 1)), safari_cmd.Dig((1, 0), "NW", "zebra")) == C.OTHER


@pytest.mark.parametrize(
    "doc, words",
    [
        ([], "one JSON object"),
        ({"edition": "safari", "steps": []}, "'steps'"),
        ({"edition": "safari", "steps": [{"id": "Bad id"}]}, "'id'"),
        ({"edition": "safari", "steps": [{"id": "a", "do": {"do": "fly"}}, {"id": "z"}]}, "step 1 (a) 'do'"),
        ({"edition": "safari", "steps": [{"id": "a"}, {"id": "a"}]}, "a twice"),
        ({"edition": "safari", "steps": [{"id": "a", "do": {"do": "skip"}}]}, "last step must be a note"),
        (
            {
                "edition": "safari",
                "steps": [{"id": "a", "do": [{"do": "skip"}, {"do": "skip"}], "accept": []}, {"id": "z"}],
            },
            None,
        ),
        (
            {"edition": "safari", "steps": [{"id": "a", "do": [], "accept": [{"do": "skip"}]}, {"id": "z"}]},
            "exactly one command",
        ),
        ({"edition": "safari", "steps": [{"id": "a", "show": [[0]]}]}, "'show'"),
        ({"edition": "safari", "chapter": 2, "steps": [{"id": "z"}]}, "chapter 1 is <edition>.json"),
        ({"edition": "safari", "chapter": "2", "steps": [{"id": "z"}]}, "'chapter'"),
    ],
)
def test_a_broken_script_is_refused_with_a_reason(doc, words):
    if words is None:
        assert parse(doc).steps[0].commands == (cmd.Skip(), cmd.Skip())
        return
    with pytest.raises(TutorialError, match=re.escape(words)):
        parse(doc)


def test_a_script_whose_game_cannot_be_built_says_why():
    tutorial = parse({"edition": "safari", "players": 2, "deck": ["no-such-tile"], "steps": [{"id": "z"}]})
    with pytest.raises(TutorialError, match="no-such-tile"):
        tutorial.new_game()
    with pytest.raises(TutorialError, match="no tutorial"):
        load("chess")
    with pytest.raises(TutorialError, match="chapter 'nope'"):
        load("safari", "nope")
    opening = {"edition": "safari", "players": 2, "commands": [{"do": "skip"}], "steps": [{"id": "z"}]}
    with pytest.raises(TutorialError, match="opening command 1 is refused"):
        parse(opening).new_game()


def test_the_tool_checks_the_scripts_and_refuses_bad_arguments(capsys, tmp_path):
    from game.tools import tutorial as tool

    assert tool.main(["check"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert [line.split(":")[0] for line in out] == CHAPTER_IDS
    assert all("expected" not in line and "broken" not in line for line in out)
    assert tool.main(["check", "chess"]) == 2
    assert tool.main(["shot", str(tmp_path / "x.png"), "--edition", "safari", "--step", "nope"]) == 2
    assert tool.main(["shot", str(tmp_path / "x.png"), "--edition", "safari", "--step", "dig", "--size", "big"]) == 2
    assert "no step 'nope'" in capsys.readouterr().err


def _figure(game, step_id, spans, figure):
    """The engine's value of a step's figure (see game.tutorial.script.FIGURE_KINDS)."""
    from game.core import events as ev

    n, kind, seat, reason, since = figure
    s = game.state
    if kind == "score":
        return s.scores[seat]
    if kind in s.edition.guide.figures:  # the edition's own (a boat's space, tokens in hand)
        return s.edition.guide.figures[kind](s, seat)
    start = spans[since if since is not None else step_id]
    amounts = [
        e.points
        for e in game.log[start:]
        if isinstance(e, ev.PointsScored) and e.seat == seat and reason in (None, e.reason)
    ]
    if kind == "scored":
        return n if n in amounts else amounts
    return sum(amounts)


@pytest.mark.parametrize("edition, chapter", CHAPTERS, ids=CHAPTER_IDS)
def test_every_number_in_a_note_is_the_engines_figure_at_that_step(edition, chapter):
    """Each step declares what every number in its words is; the numbers of the English and the Russian words
    are exactly those, and each of the engine's figures (points, a total, a boat's space, tokens in hand) is what
    the game shows when the step is left."""
    import re

    tutorial = load(edition, chapter)
    en, ru = catalog("en"), catalog("ru")
    game = tutorial.new_game()
    ctl = TutorialController(tutorial, game)
    spans: dict[str, int] = {}
    checked = 0
    while True:
        step = ctl.step
        spans[step.id] = len(game.log)
        for words in (en, ru):
            said = {int(v) for v in re.findall(r"\d+", words[tutorial.text_key(step)])}
            assert said == {f[0] for f in step.figures}, (step.id, said)
        index = ctl.index
        while ctl.index == index and not ctl.final():
            ctl.tried()
            if ctl.on_note():
                break
            c, d = ctl.expected(), game.pending()
            assert isinstance(game.submit(c, getattr(c, "seat", d.seat)), list), step.id
            ctl.done(c, d.seat)
        for figure in step.figures:
            if figure[1] not in ("rule", "board"):
                assert _figure(game, step.id, spans, figure) == figure[0], (step.id, figure)
                checked += 1
        if ctl.final() and ctl.index == index:
            break
        if ctl.index == index:
            ctl.next()
    assert checked >= (4 if not chapter else 2)
