"""The Rules screen through the real loop: the documents of every edition and the controls in both languages,
laid out apart at every size, scrolled by the wheel, the keys and the scrollbar, the contents jumping to
sections; every worked example of every edition shown as a live board that opens larger; F1 from the play
screen at the section of the decision in hand, and Esc back to the very same game."""

from __future__ import annotations

import json

import pygame
import pytest
from matrix import first_quick
from test_ui_layout import SIZES, assert_apart
from ui_helpers import click, drive, key, make_app, menu_button, open_game, post, run, run_until, start

from game import rules_docs
from game.editions import EDITION_NAMES
from game.ui import theme
from game.ui.i18n import set_language, t
from game.ui.rulebook import examples
from game.ui.rulebook.layout import laid_out, lay_out, wrap_rich
from game.ui.rulebook.pictures import tile_extent
from game.ui.scenes.rules import TABS, RulesScene, document

LANGS = ("en", "ru")


def open_rules(app):
    run(app, 1)
    click(app, menu_button(app, "menu.rules").rect.center)
    assert app.scene.name == "rules"
    return app.scene


def draws(scene):
    """Count the scene's draws from now on: the counter's reader."""
    calls = []
    real = scene.draw

    def counted(surface):
        calls.append(1)
        real(surface)

    scene.draw = counted
    return lambda: len(calls)


def check(app, where):
    assert_apart(app.scene.widgets(), pygame.Rect(0, 0, *app.size), where)


@pytest.mark.parametrize("size", first_quick(SIZES + [(3840, 2160)], one_value=True))
def test_every_document_laid_out_apart_at_every_size(ui_env, size):
    try:
        for lang in LANGS:
            app = make_app(size)
            set_language(lang)  # (after the app, which takes its language from the settings)
            if size[0] > 3000:
                app.settings.ui_scale = 1.5
                app.relayout()
            scene = open_rules(app)
            for i, tab in enumerate(TABS):
                key(app, pygame.K_1 + i)
                assert scene.tab == tab
                doc = document(tab, lang)
                assert [s[:2] for s in scene.laid.sections] == doc.sections()
                check(app, f"rules {tab} {lang} {size}")
                key(app, pygame.K_PAGEDOWN)
                key(app, pygame.K_PAGEDOWN)
                check(app, f"rules {tab} {lang} {size} scrolled")
                # no line of text is wider than the page (but a single word longer than a line)
                for item in scene.laid.items:
                    for line in [item] if hasattr(item, "runs") else item.caption:
                        last = line.runs[-1]
                        right = last.x + theme.font(line.size, last.bold).size(last.text)[0]
                        words = sum(len(r.text.split()) for r in line.runs)
                        assert right <= scene.view.text_rect.w + 1 or words == 1, (tab, lang, line.runs)
    finally:
        set_language("en")


def test_scrolling_by_wheel_keys_and_scrollbar(ui_env):
    app = make_app((1600, 900))
    scene = open_rules(app)
    v = scene.view
    line = scene.laid.line
    assert v.scroll == 0 and v.most() > 10 * v.page()
    key(app, pygame.K_DOWN)
    assert v.scroll == line
    key(app, pygame.K_UP)
    assert v.scroll == 0
    key(app, pygame.K_PAGEDOWN)
    assert v.scroll == v.page()
    key(app, pygame.K_SPACE)
    assert v.scroll == 2 * v.page()
    key(app, pygame.K_SPACE, mod=pygame.KMOD_SHIFT)
    key(app, pygame.K_PAGEUP)
    assert v.scroll == 0
    key(app, pygame.K_END)
    assert v.scroll == v.most()
    key(app, pygame.K_HOME)
    assert v.scroll == 0
    # the wheel over the page
    centre = v.rect.center
    post(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False)
    run(app, 1)
    assert v.scroll == 6 * line
    # the scrollbar's thumb dragged to the bottom of its track: the end of the document
    thumb = v.thumb()
    post(pygame.MOUSEBUTTONDOWN, pos=thumb.center, button=1)
    run(app, 1)
    post(pygame.MOUSEMOTION, pos=(thumb.centerx, v.track().bottom + 50), rel=(0, 1), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=(thumb.centerx, v.track().bottom + 50), button=1)
    run(app, 1)
    assert v.scroll == v.most()
    # a click on the track above the thumb goes a page up
    click(app, (v.track().centerx, v.track().y + 4))
    assert v.scroll == v.most() - v.page()


def test_contents_and_tab_jump_to_sections(ui_env):
    app = make_app((1024, 640))
    scene = open_rules(app)
    lr = scene.list_rect()
    for i, _lines, r in scene.entries[:6]:
        click(app, r.move(lr.x, lr.y - scene.list_scroll).center)
        assert scene.view.scroll == min(scene.laid.sections[i][2], scene.view.most())
        assert scene.current() == i
    key(app, pygame.K_HOME)
    for i in range(1, 4):
        key(app, pygame.K_TAB)
        assert scene.view.scroll == scene.laid.sections[i][2] and scene.current() == i
    key(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert scene.current() == 2
    # the last sections: the contents list follows the page and keeps the current entry in sight
    key(app, pygame.K_END)
    cur = scene.current()
    entry = next(r for i, _l, r in scene.entries if i == cur)
    assert entry.y >= scene.list_scroll and entry.bottom <= scene.list_scroll + lr.h
    # the controls' last section is short: the page cannot bring its heading to the top, but it is the one
    # marked as read once jumped to
    key(app, pygame.K_5)
    i, _lines, r = scene.entries[-1]
    click(app, r.move(lr.x, lr.y - scene.list_scroll).center)
    assert scene.view.scroll == scene.view.most() < scene.laid.sections[i][2] and scene.current() == i
    key(app, pygame.K_UP)
    assert scene.current() < i
    key(app, pygame.K_1)
    # the arrows choose another document; Esc goes back to the menu
    key(app, pygame.K_RIGHT)
    assert scene.tab == TABS[1] and scene.view.scroll == 0
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert scene.tab == TABS[-1]
    key(app, pygame.K_ESCAPE)
    assert app.scene.name == "menu"


@pytest.mark.parametrize("edition", first_quick(EDITION_NAMES))
def test_every_worked_example_renders_and_opens_larger(ui_env, edition):
    names = {img.target for lang in LANGS for img in rules_docs.load(edition, lang).images("example")}
    assert names
    for name in sorted(names):
        ex = examples.example(edition, name)
        assert ex.game is not None and not ex.error and not ex.refused, (edition, name, ex.error, ex.refused)
        img = examples.thumbnail(ex, (400, 240), 1.0)
        colours = {tuple(img.get_at((x, y)))[:3] for x in range(0, 400, 7) for y in range(0, 240, 7)}
        assert len(colours) > 20, (edition, name)  # tiles painted, not an empty table
    app = make_app((1600, 900))
    app.switch(RulesScene(app, edition))
    run(app, 1)
    scene = app.scene
    assert len(scene.laid.examples) == len(rules_docs.load(edition, "en").images("example"))
    for fig in scene.laid.examples:
        scene.view.scroll_to(fig.pic.y - 40)
        run(app, 1)
        assert scene.view.keyed() == fig.number
        key(app, pygame.K_RETURN)
        assert app.scene.name == "example_board", (edition, fig.image.target)
        board = app.scene
        assert board.at == 0 and len(board.game.log) < len(examples.example(edition, fig.image.target).game.log)
        key(app, pygame.K_END)  # the board after the example
        assert board.game is examples.example(edition, fig.image.target).game
        check(app, f"example {edition} {fig.image.target}")
        key(app, pygame.K_PLUS)
        drawn = draws(scene)
        key(app, pygame.K_ESCAPE)
        assert app.scene is scene and drawn() == 1  # the page shows again at once
    # a click on an example opens it too
    fig = scene.laid.examples[0]
    scene.view.scroll_to(fig.pic.y - 40)
    run(app, 1)
    click(app, scene.view.example_rect(fig).center)
    assert app.scene.name == "example_board"


def _watering_hole_in_view(app):
    """The Rules page at Safari's watering hole, scrolled to its worked example: (the scene, the example's figure)."""
    app.switch(RulesScene(app, "safari", "watering_hole"))
    run(app, 1)
    scene = app.scene
    fig = next(f for f in scene.laid.examples if f.image.target == "watering-hole")
    scene.view.scroll_to(fig.pic.y - 40)
    run(app, 1)
    return scene, fig


def test_an_example_on_the_page_shows_the_board_before_it_and_after_it(ui_env):
    """Safari's watering hole on the page: at the left exactly the board the example begins with (its first
    step: 3 tiles, no points), at the right exactly the board after it, and under that one the scores after it,
    the document's; both fitted alike, so a tile stands at the same place in both."""
    app = make_app((1024, 640))
    scene, fig = _watering_hole_in_view(app)
    page = pygame.Surface(app.size)
    scene.draw(page)
    before, after, strip = scene.view.example_parts(fig)
    assert before.w == after.w and before.right < after.x and strip.top == before.bottom == after.bottom
    assert scene.view.text_rect.contains(before.union(after).union(strip))
    ex = examples.example("safari", "watering-hole")
    start = examples.opening(ex)
    assert start is examples.steps(ex)[0].game and start.state.scores == [0, 0]
    assert len(start.state.board.cells) == 3 < len(ex.game.state.board.cells) == 7

    def pixels(surface, rect):  # the board's lower part (its label stands at the top left), inside the frame
        part = pygame.Rect(4, rect.h // 3, rect.w - 8, rect.h - rect.h // 3 - 4)
        return pygame.image.tobytes(surface.subsurface(part), "RGB")

    shown = (pixels(page.subsurface(before), before), pixels(page.subsurface(after), after))
    drawn = [
        pixels(examples.thumbnail(ex, r.size, scene.view.scale, before=b), r)
        for r, b in ((before, True), (after, False))
    ]
    assert shown == tuple(drawn) and drawn[0] != drawn[1]
    assert [s for _n, _c, s in examples.score_chips(ex)] == ex.game.state.scores == [11, 10]


def test_a_worked_example_steps_from_before_to_after(ui_env):
    """Safari's watering hole through the real loop: the board before the example, then one turn a step (by
    the keys and by the buttons), each with the log's lines of that turn and the scores so far, to the board
    after it with the document's scores; the step's tile is the one just laid."""
    app = make_app((1024, 640))
    scene, fig = _watering_hole_in_view(app)
    click(app, scene.view.example_rect(fig).center)
    board = app.scene
    assert board.name == "example_board"
    ex = examples.example("safari", "watering-hole")
    assert board.at == 0 and board.game.state.scores == [0, 0] and len(board.game.state.board.cells) == 3
    assert board.step_lines() == [t("rules.step_before_help")] and board.laid_now() == []
    seen = []
    key(app, pygame.K_LEFT)  # nothing before the first step
    assert board.at == 0
    for n in range(1, 5):
        if n % 2:
            key(app, pygame.K_RIGHT)
        else:
            click(app, board.step_buttons[1].rect.center)
        assert board.at == n and board.step_title() == t("rules.step", at=n, of=4)
        seen.append(list(board.game.state.scores))
        assert len(board.laid_now()) == 1 and board.laid_now()[0] in board.game.state.board.cells
        check(app, f"watering-hole step {n}")
    assert seen == [[3, 0], [3, 4], [8, 4], [11, 10]]
    assert board.game is ex.game
    lines = " ".join(board.step_lines())
    assert "+6" in lines and "+3" in lines  # the fourth token and the completed watering hole
    key(app, pygame.K_SPACE)  # nothing after the last
    assert board.at == 4
    key(app, pygame.K_SPACE, pygame.KMOD_SHIFT)
    click(app, board.step_buttons[0].rect.center)
    assert board.at == 2 and board.game.state.scores == [3, 4]
    key(app, pygame.K_END)
    assert board.game is ex.game
    key(app, pygame.K_ESCAPE)
    assert app.scene is scene


def test_a_step_outlines_every_cell_of_its_tiles(ui_env):
    """Amazonas's double: the "!" tile and both cells of the double it brings are the step's tiles."""
    from game.ui.rulebook.example_scene import ExampleBoardScene

    app = make_app((1024, 640))
    app.switch(RulesScene(app, "amazonas"))
    app.push(ExampleBoardScene(app, examples.example("amazonas", "double"), "double"))
    run(app, 1)
    key(app, pygame.K_RIGHT)
    assert sorted(app.scene.laid_now()) == [(4, 0), (5, 0), (6, 0)]


@pytest.mark.parametrize("edition", EDITION_NAMES)
def test_every_example_steps_to_its_expected_board(edition):
    """Every worked example: the first step is the board before it (no points yet), each further step is one
    turn (at most one tile, unless a bonus tile gives an extra one) told in at least one line, and the last is
    the example's own board."""
    for path in sorted((rules_docs.RULES_DIR / "examples" / edition).glob("*.json")):
        ex = examples.example(edition, path.stem)
        steps = examples.steps(ex)
        assert len(steps) >= 2, path.stem
        assert steps[0].lines == () and sum(steps[0].game.state.scores) == 0, path.stem
        assert steps[-1].game is ex.game
        for before, after in zip(steps, steps[1:]):
            assert after.lines and len(after.game.log) > len(before.game.log), path.stem
            assert after.game.log[: len(before.game.log)] == before.game.log, path.stem
        # the board before it is the position its turns begin from: the start tile only where they do
        opening = examples.opening_commands(ex.doc)
        start = len(examples._game_after(ex.doc, 0).state.board.cells)
        assert (len(steps[0].game.state.board.cells) > start) == (opening > 0), path.stem


def test_the_hunters_and_hill_and_dale_examples_begin_where_their_turns_do():
    """Their boards before were the start tile alone, though the examples are about one turn of a game under
    way: the aurochs is laid by Player 2 into a meadow where Player 1's hunter already lies."""
    ex = examples.example("hunters", "aurochs")
    before = examples.opening(ex)
    assert before is not None and len(before.state.board.cells) == 4 and len(before.state.pieces) == 2
    assert len(examples.steps(ex)) == 3  # before, the forest completed (a bonus tile), the aurochs laid
    assert len(examples.opening(examples.example("hill_dale", "travel")).state.board.cells) == 3


def test_an_opening_that_is_no_turns_start_is_refused_with_its_reason(ui_env, tmp_path, monkeypatch):
    doc = json.loads(rules_docs.example_path("hill_dale", "path").read_text(encoding="utf-8"))
    for wrong in (1, 4, "2", True):
        bad = tmp_path / "path.json"
        bad.write_text(json.dumps({**doc, "opening": wrong}), encoding="utf-8")
        monkeypatch.setattr(examples, "example_path", lambda edition, name, bad=bad: bad)
        ex = examples._play("hill_dale", "path")
        assert (
            ex.game is None
            and ex.error == "path.json: opening: must be the number of commands before one of its turns ([2])"
        )


def test_example_scores_are_the_scenario_expectations():
    import json

    for edition in EDITION_NAMES:
        for path in sorted((rules_docs.RULES_DIR / "examples" / edition).glob("*.json")):
            expect = json.loads(path.read_text(encoding="utf-8"))["expect"]
            ex = examples.example(edition, path.stem)
            assert list(ex.game.state.scores) == expect["scores"], (edition, path.stem)
            assert [s for _n, _c, s in examples.score_chips(ex)] == expect["scores"]


def test_a_broken_example_or_document_says_why(ui_env, tmp_path, monkeypatch):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    monkeypatch.setattr(examples, "example_path", lambda edition, name: bad)
    ex = examples._play("safari", "bad")
    assert ex.game is None and "bad.json" in ex.error
    wrong = tmp_path / "wrong.json"
    wrong.write_text('{"edition": "nowhere", "players": 2}', encoding="utf-8")
    monkeypatch.setattr(examples, "example_path", lambda edition, name: wrong)
    assert examples._play("safari", "wrong").game is None
    monkeypatch.setattr(rules_docs, "RULES_DIR", tmp_path)
    from game.ui.scenes import rules

    rules._docs.clear()
    try:
        doc = rules.document("safari", "en")
        assert "cannot be shown" in doc.plain_text()
    finally:
        rules._docs.clear()


def test_layout_is_cached_and_draws_only_what_is_in_view():
    pygame.font.init()
    doc = rules_docs.load("amazonas", "en")
    a = laid_out(("amazonas", "en"), doc, 800, 1.0, tile_extent("amazonas"))
    assert laid_out(("amazonas", "en"), doc, 800, 1.0, tile_extent("amazonas")) is a
    assert laid_out(("amazonas", "en"), doc, 700, 1.0, tile_extent("amazonas")) is not a
    for top in range(0, a.height, 397):
        got = a.visible(top, top + 500)
        want = [it for it in a.items if it.bottom > top and it.top < top + 500]
        assert got == want and len(got) < len(a.items)
    # words and bold survive the wrapping, and no line is wider than the column
    fresh = lay_out(doc, 500, 1.0, tile_extent("amazonas"))
    assert fresh.sections == [(s[0], s[1], fresh.sections[i][2]) for i, s in enumerate(fresh.sections)]
    para = next(b for b in doc.blocks if isinstance(b, rules_docs.Paragraph) and any(s.bold for s in b.spans))
    lines = wrap_rich(para.spans, 300, 16)
    words = " ".join(r.text for line in lines for r in line).split()
    assert words == para.text.split()
    bold = " ".join(r.text for line in lines for r in line if r.bold).split()
    assert bold == " ".join(s.text for s in para.spans if s.bold).split()


DECISIONS = {
    ("hill_dale", "take_harvest"): (5, lambda g: g.pending().decision == "take_harvest"),
    ("safari", "play_animal"): (2, lambda g: g.pending().decision == "play_animal"),
    ("safari", "place_ranger"): (1, lambda g: g.pending().decision == "place_ranger"),
    ("amazonas", "place_double"): (1, lambda g: g.pending().decision == "place_double"),
    ("hunters", "action"): (1, lambda g: g.pending().decision == "action"),
    ("amazonas", "place_tile"): (1, lambda g: g.state.turn > 3 and g.pending().decision == "place_tile"),
}


@pytest.mark.parametrize("edition, decision", first_quick(sorted(DECISIONS)))
def test_f1_opens_the_rules_at_the_decision_and_esc_returns_to_the_same_game(ui_env, edition, decision):
    seed, stop = DECISIONS[(edition, decision)]
    g = drive(edition, 3, seed, stop)
    app = make_app((1600, 900))
    play = open_game(app, g)
    log, version, pending = len(g.log), g.state.version, g.pending()
    key(app, pygame.K_F1)
    rules = app.scene
    assert rules.name == "rules" and rules.tab == edition
    assert rules.view.scroll == min(rules.laid.anchors[decision], rules.view.most())
    assert rules.laid.anchors[decision] <= rules.view.scroll + rules.view.text_rect.h
    key(app, pygame.K_PAGEDOWN)
    key(app, pygame.K_RIGHT)  # another document, then back
    drawn = draws(play)
    key(app, pygame.K_ESCAPE)
    assert app.scene is play and drawn() == 1
    assert (len(g.log), g.state.version, g.pending()) == (log, version, pending)
    assert play.model.game is g
    run(app, 2)
    check(app, f"play after the rules {edition}")


def test_f1_while_a_computer_seat_thinks_keeps_the_game(ui_env):
    app = make_app((1600, 900))
    game = start(app, edition="hunters", players=2, human={0}, seed=4)
    play = app.scene
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)  # the tile
    key(app, pygame.K_s)  # no piece: the computer seat's turn
    assert game.pending().seat == 1
    key(app, pygame.K_F1)
    assert app.scene.name == "rules" and app.scene.tab == "hunters"
    run(app, 30)
    key(app, pygame.K_ESCAPE)
    assert app.scene is play
    assert run_until(app, lambda: game.pending() is not None and game.pending().seat == 0)
    assert game.state.turn == 3


def test_tray_and_dialog_keys_name_f1_in_both_languages():
    from game.ui.i18n import catalog

    for lang in LANGS:
        for k in ("play.tray_keys", "play.tray_keys_tile", "play.tray_keys_travel", "play.dialog_keys"):
            assert "F1" in catalog(lang)[k]


@pytest.mark.slow  # two new interpreters drawing the page: CI's slow step runs it
def test_the_readme_picture_command(tmp_path):
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    out = tmp_path / "rules.png"
    cmd = [sys.executable, "-m", "game.tools.rules_shot", str(out), "--edition", "amazonas", "--at", "scoring"]
    done = subprocess.run(cmd, cwd=root, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert pygame.image.load(str(out)).get_size() == (1600, 900)
    bad = subprocess.run(cmd[:-1] + ["nowhere"], cwd=root, capture_output=True, text=True, timeout=120)
    assert bad.returncode == 2 and "no section 'nowhere'" in bad.stderr and "Traceback" not in bad.stderr


def test_a_new_window_size_keeps_the_section_being_read(ui_env):
    app = make_app((1600, 900))
    scene = open_rules(app)
    key(app, pygame.K_3)  # Amazonas
    assert scene.jump("place_double")
    before = scene.laid.sections[scene.current()][0]
    assert before == "place_double"
    for size in ((1024, 640), (2560, 1440)):
        app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
        run(app, 1)
        assert scene.laid.sections[scene.current()][0] == before, size
        check(app, f"rules resized to {size}")


@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_highlighted_contents_entry_fits_its_box(ui_env, language):
    from game.ui import theme

    app = make_app((1600, 900), language=language)
    scene = open_rules(app)
    body = theme.role("body", scene.scale)
    for tab in ("hill_dale", "safari", "amazonas", "hunters", "controls"):
        scene.pick(tab)
        run(app, 1)
        for _i, lines, r in scene.entries:
            for line in lines:  # as the current entry draws it: bold, from 8 px in
                assert theme.font(body, True).size(line)[0] <= r.w - scene.px(16), (tab, line)
