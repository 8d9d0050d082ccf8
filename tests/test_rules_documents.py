"""The rules documents (assets/rules/<edition>.<lang>.md) and their live worked examples.

Every document parses in the format of assets/rules/FORMAT.md (game/rules_docs.py, unit-tested at the end);
has the anchors the play screen's F1 key needs; names every feature kind and symbol of its box, every kind of
points the game gives, every piece and every rule option, in the interface's words for its language; shows
only pictures that exist; and every worked example is a scenario file that plays, through the real rules, to
the scores its expect block holds and the paragraph after it quotes.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

import pytest
from matrix import quick_only
from scenario_check import check_expect

from game import rules_docs
from game.ai.simple import GreedySeat
from game.core import events as ev
from game.core.engine import Game, Refusal
from game.core.registry import feature_kinds
from game.core.tiles import load_edition_tiles
from game.editions import get_edition
from game.newgame import new_setup
from game.rules_docs import Bullets, FormatError, Heading, Image, Paragraph, Span, parse
from game.tools.scenario import run

ROOT = Path(__file__).resolve().parent.parent
EDITIONS = ("hill_dale", "safari", "amazonas", "hunters")
LANGS = ("en", "ru")
DOCS = [(e, lang) for e in EDITIONS for lang in LANGS]
ICONS = ROOT / "assets" / "icons"
EXAMPLES = rules_docs.RULES_DIR / "examples"

# F1 opens the document at the pending decision; these sections every document has.
COMMON_ANCHORS = {"place_tile", "action", "scoring", "final_scoring", "options", "legend", "program_decisions"}
EDITION_ANCHORS = {
    "safari": {"play_animal", "place_ranger"},
    "amazonas": {"place_double"},
    "hill_dale": {"take_harvest"},
    "hunters": set(),
}
# symbols the interface catalogs have no word for (yet): the words the documents use for them
SYMBOL_WORDS = {"animal": {"en": "animal", "ru": "животное"}, "spaces": {"en": "boat space", "ru": "деление"}}


@cache
def catalog(lang: str) -> dict:
    return json.loads((ROOT / "assets" / "i18n" / f"{lang}.json").read_text(encoding="utf-8"))


def ui_word(lang: str, prefix: str, name: str, edition: str) -> str | None:
    """The interface's word, edition-specific first (game/ui/describe.word looks words up the same way)."""
    cat = catalog(lang)
    return cat.get(f"{prefix}.{edition}.{name}") or cat.get(f"{prefix}.{name}")


@cache
def doc(edition: str, lang: str) -> rules_docs.Document:
    return rules_docs.load(edition, lang)


@cache
def text(edition: str, lang: str) -> str:
    return doc(edition, lang).plain_text().lower()


@cache
def played(edition: str, name: str) -> tuple[dict, dict]:
    """(the example's scenario, the runner's output): each example is played once per test session."""
    scenario = json.loads(rules_docs.example_path(edition, name).read_text(encoding="utf-8"))
    return scenario, run(scenario)


@cache
def greedy_games(edition: str) -> tuple[tuple[Game, frozenset[str]], ...]:
    """A few seeded games of simple computer seats, each with the decisions it waited for: the scoring
    reasons and the decisions of ordinary play."""
    games = []
    for seed, players in ((1, 2), (2, 3), (3, 4)):
        game = Game(new_setup(edition, players, seed))
        decisions = set()
        seats = [GreedySeat(seed * 10 + i) for i in range(players)]
        while (pend := game.pending()) is not None:
            decisions.add(pend.decision)
            result = game.submit(seats[pend.seat].choose(game))
            assert not isinstance(result, Refusal), result.reason
        games.append((game, frozenset(decisions)))
    return tuple(games)


def scoring_reasons(edition: str) -> set[str]:
    """Every `reason` of PointsScored: from ordinary play, from the worked examples, and the literal
    reasons the edition's code passes to PointsScored (kinds only some play reaches, like digging)."""
    reasons = {e.reason for g, _ in greedy_games(edition) for e in g.log if isinstance(e, ev.PointsScored)}
    for path in sorted((EXAMPLES / edition).glob("*.json")):
        reasons |= {e["reason"] for e in played(edition, path.stem)[1]["events"] if e["type"] == "PointsScored"}
    source = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "game" / "editions" / edition).glob("*.py"))
    reasons |= set(re.findall(r'PointsScored\([^()]*?"([a-z_]+)"\)', source))
    return reasons


def example_names(edition: str, lang: str) -> list[str]:
    return [img.target for img in doc(edition, lang).images("example")]


# --- the documents ---


@pytest.mark.parametrize("edition, lang", DOCS)
def test_document_parses_with_title_and_sections(edition, lang):
    d = doc(edition, lang)
    assert d.title
    assert len(d.sections()) >= 8, "a complete reference has many sections"


@pytest.mark.parametrize("edition, lang", DOCS)
def test_required_anchors(edition, lang):
    missing = (COMMON_ANCHORS | EDITION_ANCHORS[edition]) - set(doc(edition, lang).anchors())
    assert not missing, f"{edition}.{lang}.md lacks sections {sorted(missing)}"


@pytest.mark.parametrize("edition", quick_only(EDITIONS, keep=["hunters"]))
def test_every_decision_of_play_has_an_anchor(edition):
    """Whatever decision a game waits for (seen in ordinary play and in the examples), F1 finds a section."""
    decisions = {"place_tile"} | set().union(*(seen for _, seen in greedy_games(edition)))
    for path in sorted((EXAMPLES / edition).glob("*.json")):
        out = played(edition, path.stem)[1]
        if out["pending"]:
            decisions.add(out["pending"]["decision"])
    for lang in LANGS:
        missing = decisions - set(doc(edition, lang).anchors())
        assert not missing, f"{edition}.{lang}.md has no section for the decisions {sorted(missing)}"


@pytest.mark.parametrize("edition", EDITIONS)
def test_both_languages_have_the_same_structure(edition):
    en, ru = doc(edition, "en"), doc(edition, "ru")
    assert [a for a, _ in en.sections()] == [a for a, _ in ru.sections()]
    assert [(i.scheme, i.target) for i in en.images()] == [(i.scheme, i.target) for i in ru.images()]


@pytest.mark.parametrize("edition, lang", DOCS)
def test_pictures_exist(edition, lang):
    tiles = load_edition_tiles(edition)
    for img in doc(edition, lang).images():
        assert img.caption.strip(), f"line {img.line}: a picture needs a caption"
        if img.scheme in ("icon", "piece"):
            assert (ICONS / f"{img.target}.svg").is_file(), f"line {img.line}: no icon {img.target!r}"
        elif img.scheme == "tile":
            assert img.target in tiles, f"line {img.line}: no tile {img.target!r} in the {edition} box"
        else:
            assert rules_docs.example_path(edition, img.target).is_file(), f"line {img.line}: no example file"


@pytest.mark.parametrize("edition, lang", DOCS)
def test_every_kind_and_symbol_of_the_box_is_named(edition, lang):
    data = json.loads((ROOT / "game" / "editions" / edition / "tiles.json").read_text(encoding="utf-8"))
    kinds, symbols = set(), set()
    for tile in data["tiles"]:
        for cell in tile.get("cells") or [tile]:
            for f in cell["features"]:
                kinds.add(f["kind"])
                symbols |= set(f.get("symbols", {}))
    # what the box shows, and whatever else the core allows this edition's tiles to show
    kinds |= set(feature_kinds(edition))
    for allowed in (spec.symbols for spec in feature_kinds(edition).values()):
        symbols |= allowed
    missing = []
    for kind in sorted(kinds):
        word = ui_word(lang, "kind", kind, edition)
        assert word, f"the {lang} catalog has no word for the kind {kind!r}"
        if word.lower() not in text(edition, lang):
            missing.append(f"kind {kind} ({word})")
    for symbol in sorted(symbols):
        word = ui_word(lang, "sym", symbol, edition) or SYMBOL_WORDS[symbol][lang]
        if word.lower() not in text(edition, lang):
            missing.append(f"symbol {symbol} ({word})")
    assert not missing, f"{edition}.{lang}.md never names: {', '.join(missing)}"


@pytest.mark.parametrize("edition, lang", DOCS)
def test_every_scoring_reason_is_named(edition, lang):
    missing = []
    for reason in sorted(scoring_reasons(edition)):
        word = ui_word(lang, "reason", reason, edition)
        assert word, f"the {lang} catalog has no word for the scoring reason {reason!r}"
        if word.lower() not in text(edition, lang):
            missing.append(f"{reason} ({word})")
    assert not missing, f"{edition}.{lang}.md never names the points: {', '.join(missing)}"


def test_scoring_reasons_cover_every_kind_of_points():
    """The collection finds what each edition scores, incl. what simple play never does (watering holes)."""
    assert {"dig", "expand", "watering_hole", "ranger", "final_tokens"} <= scoring_reasons("safari")
    assert {"harvest_sets", "stables", "travel"} <= scoring_reasons("hill_dale")
    assert {"mouth", "camps", "amazon"} <= scoring_reasons("amazonas")
    assert {"huts", "hunters", "river", "forest"} <= scoring_reasons("hunters")


@pytest.mark.parametrize("edition, lang", DOCS)
def test_every_piece_and_rule_option_is_named(edition, lang):
    rules = get_edition(edition)
    for kind in rules.supply:
        word = catalog(lang).get(f"piece.{edition}.{kind}") or catalog(lang).get(f"piece.{kind}")
        assert word and word.lower() in text(edition, lang), f"{edition}.{lang}.md never names the {kind}"
    options_text = "\n".join(
        b.text if isinstance(b, (Heading, Paragraph)) else "\n".join(b.texts) if isinstance(b, Bullets) else ""
        for b in doc(edition, lang).blocks
        if doc(edition, lang).section_of(b) == "options"
    )
    for option in rules.rule_options:
        assert option in options_text, f"{edition}.{lang}.md does not explain the option {option}"


# --- the worked examples ---


@pytest.mark.parametrize("edition", EDITIONS)
def test_examples_are_shared_by_both_languages_and_none_is_orphaned(edition):
    files = {p.stem for p in (EXAMPLES / edition).glob("*.json")}
    assert files, f"{edition} has no worked examples"
    for lang in LANGS:
        names = example_names(edition, lang)
        assert len(names) == len(set(names)), f"{edition}.{lang}.md shows an example twice"
        assert set(names) == files, f"{edition}.{lang}.md: examples {sorted(set(names) ^ files)} differ from the files"


ALL_EXAMPLES = sorted((p.parent.name, p.stem) for p in EXAMPLES.glob("*/*.json"))


@pytest.mark.parametrize("edition, name", ALL_EXAMPLES, ids=[f"{e}/{n}" for e, n in ALL_EXAMPLES])
def test_example_plays_to_its_expected_scores(edition, name):
    scenario, out = played(edition, name)
    assert scenario["edition"] == edition
    assert "tiles" not in scenario, "an example plays with the edition's own box"
    expect = scenario["expect"]
    assert "scores" in expect and expect.get("refused", "missing") is None
    assert out["refused"] is None, f"a command was refused: {out['refused']}"
    assert not check_expect(expect, out)
    assert any(expect["scores"]), "an example shows points"


@pytest.mark.parametrize("edition, lang", DOCS)
def test_text_after_each_example_quotes_its_scores(edition, lang):
    d = doc(edition, lang)
    for img in d.images("example"):
        after = d.block_after(img)
        assert isinstance(after, Paragraph), f"line {img.line}: a paragraph stating the result follows an example"
        scores = played(edition, img.target)[0]["expect"]["scores"]
        for score in scores:
            if score:
                assert re.search(rf"(?<![\d.]){score}(?![\d])", after.text), (
                    f"{edition}.{lang}.md line {after.line}: the result of {img.target} does not quote {score}"
                )


def test_examples_run_from_the_command_line():
    from in_process import run_here

    path = rules_docs.example_path("safari", "watering-hole")
    out = run_here("-m", "game.tools.scenario", str(path))
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["scores"] == [11, 10]


# --- the parser (game/rules_docs.py) ---

SAMPLE = """# Title

## First section {#first}

A paragraph that goes on
over two lines with **bold words** in it.

- one bullet
  that goes on
- **two**

![a picture](icon:apple)

### A subsection {#sub}

![an example](example:path)

Result: 3 points.

## Second {#second-2}
"""


def test_parser_reads_every_construct():
    d = parse(SAMPLE)
    assert d.title == "Title"
    assert d.sections() == [("first", "First section"), ("second-2", "Second")]
    assert set(d.anchors()) == {"first", "sub", "second-2"}
    kinds = [type(b).__name__ for b in d.blocks]
    assert kinds == ["Heading", "Paragraph", "Bullets", "Image", "Heading", "Image", "Paragraph", "Heading"]
    para = d.blocks[1]
    assert para.spans == (
        Span("A paragraph that goes on over two lines with "),
        Span("bold words", True),
        Span(" in it."),
    )
    assert d.blocks[2].texts == ["one bullet that goes on", "two"]
    assert d.blocks[2].items[1] == (Span("two", True),)
    img = d.blocks[3]
    assert (img.caption, img.scheme, img.target) == ("a picture", "icon", "apple")
    result = d.block_after(d.blocks[5])
    assert isinstance(result, Paragraph) and result.text == "Result: 3 points."
    assert d.section_of(d.blocks[5]) == "first"
    assert d.images("example") == [d.blocks[5]]
    assert isinstance(d.blocks[4], Heading) and d.blocks[4].level == 3


@pytest.mark.parametrize(
    "source, needle",
    [
        ("", "empty"),
        ("Some text\n", "starts with its '# Title'"),
        ("# A\n# B\n", "once"),
        ("# A\n## No anchor\n", "needs an anchor"),
        ("# A\n## S {#x}\n## T {#x}\n", "used twice"),
        ("# A\n## S {#bad anchor}\n", "anchor"),
        ("# A\n| a | b |\n", "tables"),
        ("# A\n1. first\n", "numbered"),
        ("# A\nsome <b>html</b>\n", "HTML"),
        ("# A\nan **open bold\n", "partner"),
        ("# A\ntext ![x](icon:apple) inline\n", "own"),
        ("# A\n![x](link:apple)\n", "unknown picture scheme"),
        ("# A\n![x](icon:apple) trailing\n", "alone"),
        ("# A\n- one\n  - nested\n", "one level"),
        ("# A\n#### deep\n", "heading"),
        ("# A\n\tindented\n", "tabs"),
    ],
)
def test_parser_refuses_what_is_not_in_the_format(source, needle):
    with pytest.raises(FormatError) as err:
        parse(source)
    assert needle in str(err.value)


def test_parser_error_names_the_line():
    with pytest.raises(FormatError, match="line 4"):
        parse("# A\n\n## S {#s}\n| x |\n")


def test_bullets_and_paragraphs_separate():
    d = parse("# A\n\n- a\n- b\ntext after\n\n![p](tile:x)\n")
    assert isinstance(d.blocks[0], Bullets) and d.blocks[0].texts == ["a", "b"]
    assert isinstance(d.blocks[1], Paragraph) and d.blocks[1].text == "text after"
    assert isinstance(d.blocks[2], Image) and d.blocks[2].scheme == "tile"
    assert d.plain_text().splitlines() == ["A", "a", "b", "text after", "p"]
