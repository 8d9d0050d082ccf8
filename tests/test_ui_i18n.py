"""The catalogs hold the same keys, and every literal key the window asks for exists."""

from __future__ import annotations

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def load(lang):
    return json.loads((ROOT / "assets" / "i18n" / f"{lang}.json").read_text(encoding="utf-8"))


def test_same_keys():
    en, ru = load("en"), load("ru")
    assert set(en) == set(ru)
    for k in en:
        assert set(re.findall(r"{(\w+)}", en[k])) == set(re.findall(r"{(\w+)}", ru[k])), k


def test_literal_keys_exist():
    en = load("en")
    used = set()
    for path in (ROOT / "game" / "ui").rglob("*.py"):
        used |= set(re.findall(r'\bt\(\s*"([a-z_]+\.[a-z_.0-9]+)"', path.read_text(encoding="utf-8")))
    missing = sorted(k for k in used if k not in en and not k.endswith("."))
    assert not missing, missing


def test_dynamic_keys_exist():
    en = load("en")
    from game.editions import EDITION_NAMES

    for ed in EDITION_NAMES:
        assert f"edition.{ed}" in en and f"setup.about.{ed}" in en and f"setup.length.{ed}" in en
    for c in ("yellow", "red", "green", "blue", "black"):
        assert f"colour.{c}" in en
    from game.core.registry import feature_kinds

    for ed in EDITION_NAMES:
        for kind, spec in feature_kinds(ed).items():
            assert f"kind.{kind}" in en
            for s in spec.symbols:
                if s not in ("animal", "spaces"):
                    assert f"sym.{s}" in en, s


def test_rule_option_texts_exist():
    en, ru = load("en"), load("ru")
    from game.editions import EDITION_NAMES
    from game.editions.safari.rules import OPTION_FINAL_MAJORITY
    from game.ui.scenes.setup import rule_options

    assert OPTION_FINAL_MAJORITY in rule_options("safari")
    for ed in EDITION_NAMES:
        for n in rule_options(ed):
            for k in (f"option.{n}", f"option.{n}.help"):
                assert k in en and k in ru and en[k] != ru[k], k
    from game.editions import EDITION_NAMES

    for ed in EDITION_NAMES:
        if f"piece.{ed}.follower" in en:
            assert f"piece.{ed}.follower" in ru


def test_plural_forms_follow_each_language():
    from game.ui import i18n

    try:
        i18n.set_language("ru")
        assert [i18n.plural_index(n, "ru") for n in (1, 2, 4, 5, 11, 12, 21, 22, 25, 101, 111)] == [
            0,
            1,
            1,
            2,
            2,
            2,
            0,
            1,
            2,
            0,
            2,
        ]
        text = i18n.t("log.feature_scored", kind="тропа", tiles=3, paid="Анна +21")
        assert "3 квадрата" in text and "Анна +21" in text
        assert "21 очко" in i18n.t("card.safari.completion", points=21)
        i18n.set_language("en")
        text = i18n.t("log.feature_scored", kind="path", tiles=1, paid="Ann +2")
        assert "1 tile:" in text and "Ann +2" in text
        assert "2 points" in i18n.t("card.safari.completion", points=2)
    finally:
        i18n.set_language("en")


# Placeholders that hold a count (not a name, an ordinal or a space number).
COUNT_PLACEHOLDERS = ("n", "tiles", "points", "players", "caimans", "piranhas")


def test_every_count_followed_by_a_noun_has_plural_forms():
    """ "1 tokens" / "1 caimans" slipped into the log once: a count written before a word needs its forms."""
    for lang in ("en", "ru"):
        for key, text in load(lang).items():
            for m in re.finditer(r"\{(\w+)\} ([^\W\d_]+)", text):
                name = m.group(1)
                if name in COUNT_PLACEHOLDERS:
                    assert f"{{{name}|" in text, f"{lang} {key}: {{{name}}} needs plural forms: {text!r}"


def test_token_and_amazon_counts_read_right():
    from game.ui import i18n

    try:
        i18n.set_language("en")
        assert i18n.t("log.harvest_gained", name="Ann", n=1) == "Ann harvests 1 token"
        assert i18n.t("log.amazon_scored", caimans=2, piranhas=1) == "The Amazon scores: 2 caimans, 1 piranha"
        i18n.set_language("ru")
        assert i18n.t("log.harvest_gained", name="Анна", n=2) == "Анна получает 2 жетона урожая"
        assert i18n.t("log.animal_tokens_drawn", name="Анна", n=5) == "Анна берёт 5 жетонов животных"
        assert i18n.t("log.amazon_scored", caimans=1, piranhas=3) == "Очки за Амазонку: 1 кайман, 3 пираньи"
    finally:
        i18n.set_language("en")


def test_every_scoring_reason_and_feature_kind_has_words_in_both_languages():
    from game.core import events as ev
    from game.core.registry import feature_kinds
    from game.editions import PLAYABLE
    from game.tools.selfplay import play_game

    en, ru = load("en"), load("ru")
    reasons = set()
    for edition in PLAYABLE:
        for seed in range(3):
            game = play_game(edition, 2 + seed, seed, "mixed")
            reasons |= {e.reason for e in game.log if isinstance(e, ev.PointsScored)}
    for r in reasons:
        assert f"reason.{r}" in en and f"reason.{r}" in ru, r
    for edition in PLAYABLE:
        for k in feature_kinds(edition):
            assert f"kind.{k}" in en and f"kind.{k}" in ru, k


def test_safari_feature_line_says_once_who_scored_and_the_token_that_raised_it():
    """A completed trail's or bush's line gives each winner's points once, naming a token that raised them;
    the points lines after it are not repeated."""
    from game.core import events as ev
    from game.tools.selfplay import play_game
    from game.ui import i18n
    from game.ui.describe import event_line

    game = play_game("safari", 3, 7, "normal")
    log = list(game.log)
    seats = [{"name": f"P{i}"} for i in range(3)]
    raised = plain = 0
    for i, e in enumerate(log):
        if not isinstance(e, ev.PointsScored) or e.reason not in ("trail", "bush"):
            continue
        j = i - 1
        while isinstance(log[j], ev.PointsScored):
            j -= 1
        base = log[j].points
        assert event_line(e, seats, game.state, log, i) is None  # said by the feature's line
        line = event_line(log[j], seats, game.state, log, j)
        k = j - 1
        while type(log[k]).__name__ in ("AnimalPlayed", "AnimalDeclined"):
            k -= 1
        played = [x.animal for x in log[k + 1 : j] if type(x).__name__ == "AnimalPlayed" and x.seat == e.seat]
        if played:
            raised += 1
            assert e.points > base
            assert f"P{e.seat} +{e.points} (with the {i18n.t('sym.' + played[0])} token)" in line
        else:
            plain += 1
            assert e.points == base and f"P{e.seat} +{e.points}" in line
        assert line.count(f"P{e.seat} +") == 1
    assert raised and plain


def test_a_hut_names_the_river_system_not_the_river():
    from game.ui import i18n
    from game.ui.play.log_words import feature_clause

    seats = [{"name": "Alice"}, {"name": "Bob"}]
    hut = {"kind": "river", "holders": [0], "pieces": [[0, "hut"]], "extends": True, "completes": False}
    line = feature_clause(hut, seats, "hunters")
    assert "Alice" in line and "river system" in line and "river of Alice" not in line
    both = {"kind": "river", "holders": [0, 1], "pieces": [[0, "hut"], [1, "follower"]], "extends": True}
    line = feature_clause(both, seats, "hunters")
    assert line.endswith("of Bob") and "hut of Alice" in line
    fisher = {"kind": "river", "holders": [1], "pieces": [[1, "follower"]], "extends": True}
    assert feature_clause(fisher, seats, "hunters") == i18n.t("log.extends_of", kind="river", names="Bob")


def test_a_piece_placed_reads_as_a_sentence_in_each_language():
    """ "Bob places their photographer on the bush" / «Бот ставит фотоохотника в заросли»: the Russian line
    declines the piece and gives the feature its preposition, never «ставит фишку (…) на объект: …»; a
    tile's line «завершает тропу», not «завершает: тропа»."""
    from game.core import events as ev
    from game.core.subjects import log_subjects
    from game.tools.selfplay import play_game
    from game.ui import i18n
    from game.ui.play.log_words import line

    try:
        for edition in ("hill_dale", "safari", "amazonas", "hunters"):
            game = play_game(edition, 3, 5, "normal")
            subjects = log_subjects(game)
            seats = [{"name": n} for n in ("Ann", "Bob", "Cy")]
            placed = [(i, e) for i, e in enumerate(game.log) if isinstance(e, ev.PiecePlaced)]
            assert placed, edition
            for i, e in placed:
                i18n.set_language("en")
                en = line(e, subjects[i], seats, game.state, game.log, i)
                i18n.set_language("ru")
                ru = line(e, subjects[i], seats, game.state, game.log, i)
                assert en.startswith(f"{seats[e.seat]['name']} places their "), en
                assert "фишку" not in ru and "объект" not in ru and "ставит подданный " not in ru, ru
                if subjects[i] and subjects[i].get("kind"):
                    assert re.search(r" (в|на|под) \w", ru), ru
            i18n.set_language("ru")  # and a tile's line names what it completes or extends as a sentence does
            tiles = [line(e, subjects[i], seats, game.state, game.log, i) for i, e in enumerate(game.log)]
            tiles = [x for x, e in zip(tiles, game.log) if isinstance(e, ev.TilePlaced) and " — " in x]
            assert tiles and not [x for x in tiles if "ает:" in x], edition
            if edition == "hill_dale":
                assert any("завершает тропу" in x or "продолжает тропу" in x for x in tiles), tiles
    finally:
        i18n.set_language("en")
