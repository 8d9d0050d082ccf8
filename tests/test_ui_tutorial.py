"""Learn to play in the real window loop: from the main menu to the edition chooser to the guided game; every
tutorial played to its end by real events aimed at what it marks (both languages, several window sizes, with
the layout checked at every step: the guide's box inside the window and clear of the tray, the dialog and the
marks); a wrong move refused with the step's explanation; the hint; Esc asking before it leaves, at any step."""

from __future__ import annotations

import pygame
import pytest
from matrix import quick_only
from test_ui_layout import assert_apart
from tutorial_driver import click, do_move, frames, play_tutorial
from ui_helpers import key, make_app

from game.editions import EDITION_NAMES
from game.tutorial import load
from game.ui import i18n
from game.ui.i18n import t
from game.ui.tutorial import start_tutorial


def open_tutorial(edition: str, size=(1024, 640), lang: str = "en", ui_scale: float | None = None):
    app = make_app(size)
    app.settings.language = lang
    i18n.set_language(lang)
    app.settings.animation_speed = 4.0
    app.settings.ui_scale = ui_scale
    assert start_tutorial(app, edition) is None
    frames(app, 2)
    return app


def check_layout(app, where: str) -> None:
    """Nothing overlaps, all inside the window; the guide's box covers none of the marks, nor the tray or the
    dialog; what a learner's step marks on the board is in sight."""
    scene = app.scene
    window = pygame.Rect(0, 0, *app.size)
    assert_apart(scene.widgets(), window, where)
    ov = scene.overlay
    box = ov.box.rect
    assert window.contains(box), where
    for r in ov.marks.screen_rects(scene.camera):
        assert not r.colliderect(box), f"{where}: the box covers a mark {r}"
    for other in (scene.tray, scene.dialog):
        if other.visible:
            assert not box.colliderect(other.rect), f"{where}: the box covers the {other.name}"
    if scene.feature_card.visible and ov.docked:  # the card under the pointer keeps the marks in sight (when
        # the box floats over the board there may be no corner clear of both: the box comes first)
        for r in ov.marks.screen_rects(scene.camera):
            assert not r.colliderect(scene.feature_card.rect), f"{where}: the feature card covers a mark {r}"
    if ov.ctl.learner_to_move():
        area = scene.free_area()
        board_marks = ov.marks.screen_rects(scene.camera)[: len(ov.marks.cells) + len(ov.marks.points)]
        for r in board_marks:
            assert area.colliderect(r), f"{where}: a mark is out of sight {r}"


def learner_steps(edition: str) -> list[str]:
    """The ids of the notes and of the steps whose moves are the learner's, in order."""
    from game.tutorial import LEARNER, TutorialController

    tutorial = load(edition)
    game = tutorial.new_game()
    ctl = TutorialController(tutorial, game)
    out = []
    while not ctl.final():
        ctl.tried()
        if ctl.on_note():
            out.append(ctl.step.id)
            ctl.next()
            continue
        c = ctl.expected()
        if game.pending().seat == LEARNER and ctl.played == 0:
            out.append(ctl.step.id)
        game.submit(c, getattr(c, "seat", None))
        ctl.done(c)
    return out + [ctl.step.id]


@pytest.mark.parametrize(
    "edition, lang, size, scale, style",
    # two in the default suite (both languages, keys and a mix with the mouse), the others in CI's slow step
    [
        ("safari", "en", (1024, 640), None, "mix"),
        ("hill_dale", "ru", (1600, 900), 1.5, "keys"),
        *(
            pytest.param(*case, marks=pytest.mark.slow)
            for case in (
                ("safari", "ru", (1600, 900), None, "mouse"),
                ("amazonas", "en", (1600, 900), None, "mouse"),
                ("amazonas", "ru", (2560, 1440), None, "mix"),
                ("hunters", "en", (1024, 640), None, "keys"),
                ("hunters", "ru", (2560, 1440), 1.5, "mouse"),
                ("hill_dale", "en", (1024, 640), None, "mouse"),
            )
        ),
    ],
)
def test_every_tutorial_plays_to_its_end_in_the_window(ui_env, edition, lang, size, scale, style):
    app = open_tutorial(edition, size, lang, scale)
    try:
        seen = play_tutorial(app, style, lambda app, step: check_layout(app, f"{edition} {lang} {size} {step}"))
        scene = app.scene
        tutorial = load(edition)
        assert seen[-1] == "final" and tuple(scene.game.state.scores) == tutorial.expect_scores
        assert seen == [s.id for s in tutorial.steps]  # every step showed, in order, none skipped
        mine = learner_steps(edition)
        assert [s for s in seen if s in mine] == mine  # every note and every move of the learner, in order
        text = scene.overlay.box.text
        assert t(f"tutorial.{edition}.final") in text.body and str(tutorial.expect_scores[0]) in text.body
        frames(app, 30)  # the end is shown here: no results screen, and the game was never saved
        assert app.scene is scene and no_autosave(ui_env)
        click(app, scene.overlay.box.button_rect("real").center)
        assert app.scene.name == "setup" and app.scene.edition == edition
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("edition", quick_only(EDITION_NAMES, keep=["hill_dale"]))
def test_the_opponents_words_stay_until_read_and_no_step_is_skipped(ui_env, edition):
    """Through a whole guided game: whenever the opponent has played its step, the step's words stay (4 s of
    the window's time later) until Enter; the step counter goes up by one at a time and shows every step."""
    app = open_tutorial(edition)
    ctl = app.scene.overlay.ctl
    tutorial = load(edition)
    shown = [ctl.step.id]
    for _ in range(3000):
        frames(app, 1)
        if ctl.step.id != shown[-1]:
            shown.append(ctl.step.id)
        if ctl.final():
            break
        if ctl.reading:
            step, counter = ctl.step, ctl.progress[0]
            frames(app, 40)  # nothing moves on by itself
            assert (ctl.step, ctl.progress[0], ctl.reading) == (step, counter, True)
            assert t(tutorial.text_key(step)) in app.scene.overlay.box.text.body
            assert app.scene.top.prompt_text() == t("tutorial.prompt_note")  # not a move the note holds back
            placed, area = app.scene.model.state.placed, app.scene.keeper.room()
            for cell in placed.cells if placed is not None else ():  # the tile the words talk about, in sight
                assert area.contains(app.scene.camera.cell_rect(cell)), (step.id, cell)
            key(app, pygame.K_RETURN, frames=1)
            assert ctl.progress[0] == counter + 1
        elif ctl.on_note():
            key(app, pygame.K_RETURN, frames=1)
        elif ctl.learner_to_move():
            do_move(app, "keys")
    assert ctl.final() and shown == [s.id for s in tutorial.steps]


def no_autosave(ui_env) -> bool:
    return not list(ui_env.rglob("autosave.json"))


def test_menu_leads_to_the_chooser_and_a_tutorial(ui_env):
    app = make_app((1024, 640))
    learn = next(b for b in app.scene.buttons if b.text() == t("menu.learn"))
    click(app, learn.rect.center)
    assert app.scene.name == "learn"
    assert_apart(app.scene.widgets(), pygame.Rect(0, 0, *app.size), "chooser")
    key(app, pygame.K_ESCAPE)
    assert app.scene.name == "menu"
    click(app, next(b for b in app.scene.buttons if b.text() == t("menu.learn")).rect.center)
    button = app.scene.buttons[EDITION_NAMES.index("amazonas")]
    click(app, button.rect.center)  # the edition's chapters, then its first
    assert app.scene.name == "learn" and app.scene.edition == "amazonas"
    click(app, app.scene.buttons[0].rect.center)
    assert app.scene.name == "play" and app.scene.overlay.edition == "amazonas"
    assert t("tutorial.amazonas.welcome") in app.scene.overlay.box.text.body


def test_a_wrong_move_is_refused_with_the_steps_explanation(ui_env):
    app = open_tutorial("safari")
    scene = app.scene
    ov = scene.overlay
    game = scene.game
    n = len(game.log)
    # a note first: a move is refused until Next
    click(app, scene.camera.cell_rect((3, 0)).center)
    assert len(game.log) == n and ov.refusal == t("tutorial.wrong.note") and ov.box.text.error == ov.refusal
    key(app, pygame.K_RETURN)
    assert ov.ctl.step.id == "first_tile" and ov.refusal == ""
    # the right place, not turned: refused with this step's own words; the game is unchanged
    assert scene.model.rot == 0
    click(app, scene.camera.cell_rect((3, 0)).center)
    frames(app, 1)
    assert len(game.log) == n and ov.refusal == t("tutorial.safari.first_tile.wrong")
    assert ov.refusal in ov.box.text.error
    # another fitting place: refused too
    click(app, scene.camera.cell_rect((0, 1)).center)
    assert len(game.log) == n and ov.ctl.step.id == "first_tile"
    # Undo and Save as are not for the tutorial
    key(app, pygame.K_BACKSPACE)
    assert ov.refusal == t("tutorial.no_undo")
    # turned right, it is taken
    key(app, pygame.K_r)
    click(app, scene.camera.cell_rect((3, 0)).center)
    assert len(game.log) == n + 1 and ov.ctl.step.id == "first_photographer" and ov.refusal == ""
    # a piece is wanted, not a skip: the general explanation
    key(app, pygame.K_s)
    assert ov.refusal == t("tutorial.wrong.no_skip") and ov.ctl.step.id == "first_photographer"


def test_the_hint_turns_the_card_and_points_the_keyboard_at_the_move(ui_env):
    app = open_tutorial("hill_dale")
    scene = app.scene
    ov = scene.overlay
    key(app, pygame.K_RETURN)
    assert ov.ctl.step.id == "first_tile" and scene.model.rot == 0
    click(app, ov.box.button_rect("hint").center)
    assert scene.model.rot == 1 and scene.model.focused() == ((1, 0), 1)
    assert ov.box.text.hint == t("tutorial.hint_tile") and ov.animating()
    key(app, pygame.K_RETURN)
    assert ov.ctl.step.id == "traveller"
    key(app, pygame.K_h)
    assert scene.model.focused().command == ov.ctl.expected()


def test_esc_asks_then_leaves_at_any_step(ui_env):
    app = open_tutorial("amazonas")
    scene = app.scene
    ctl = scene.overlay.ctl
    asked = []

    def ask(app, step):
        if ctl.final() or not (ctl.on_note() or ctl.learner_to_move()):
            return  # the opponent is moving (at the end, Esc goes straight to the menu: below)
        key(app, pygame.K_ESCAPE)
        assert app.modal is not None and app.scene is scene, step
        key(app, pygame.K_ESCAPE)  # stay
        assert app.modal is None and app.scene is scene and ctl.step.id == step, step
        asked.append(step)

    play_tutorial(app, "mix", ask)
    learner = [s.id for s in ctl.steps[:-1] if s.note or s.id in asked]
    assert asked == learner and len(asked) >= len(ctl.steps) // 2
    # at the end Esc goes straight to the menu
    key(app, pygame.K_ESCAPE)
    assert app.scene.name == "menu"
    # in the middle: Esc, then Enter leaves
    app = open_tutorial("hunters")
    key(app, pygame.K_RETURN)
    key(app, pygame.K_ESCAPE)
    assert app.modal.widgets()[0].rect.colliderect(pygame.Rect(0, 0, *app.size))
    key(app, pygame.K_RETURN)
    assert app.scene.name == "menu" and app.modal is None


def test_the_menu_button_asks_too(ui_env):
    app = open_tutorial("safari")
    scene = app.scene
    menu = scene.top.buttons[0]
    click(app, menu.center)
    assert app.modal is not None
    click(app, app.modal.buttons[0].rect.center)  # Leave
    assert app.scene.name == "menu"


def test_the_box_floats_clear_of_the_marks_when_the_column_has_no_room(ui_env, monkeypatch):
    from game.ui.tutorial.overlay import TutorialOverlay

    monkeypatch.setattr(TutorialOverlay, "column", lambda self: None)
    app = open_tutorial("safari", (1024, 640), "ru")
    try:
        play_tutorial(app, "mix", lambda app, step: check_layout(app, f"floating {step}"))
        assert not app.scene.overlay.docked
    finally:
        i18n.set_language("en")


def test_a_floating_note_leaves_the_tiles_it_talks_about_in_sight(ui_env):
    """Every chapter's opening note in Russian at 1024x640: where the box has no room in the column and floats
    over the board, the board is brought round beside it, so that it covers no tile (Hunters' bonus chapter
    tells where four tribe members stand: they stay in sight)."""
    from game.tutorial import chapters

    floated = []
    try:
        for edition in EDITION_NAMES:
            for chapter in chapters(edition):
                app = make_app((1024, 640))
                app.settings.language = "ru"
                i18n.set_language("ru")
                assert start_tutorial(app, edition, fresh=True, chapter=chapter) is None
                frames(app, 3)
                scene = app.scene
                box = scene.overlay.box.rect
                if not scene.overlay.docked:
                    floated.append(f"{edition}.{chapter}")
                    under = [c for c in scene.game.state.board.cells if scene.camera.cell_rect(c).colliderect(box)]
                    assert under == [], f"{edition}.{chapter}: the box covers {under}"
    finally:
        i18n.set_language("en")
    assert "hunters.bonus" in floated


def test_the_keys_a_step_names_make_its_move(ui_env):
    """Every step whose words offer the keyboard ("or H, then Enter") is done by exactly that: H, then Enter,
    through the real loop (the words once said Tab, then Enter, which the tray's focus does not always reach)."""
    import json
    from pathlib import Path

    from game.tutorial import TutorialController, chapters
    from game.ui.tutorial import progress

    words = json.loads((Path(__file__).parent.parent / "assets/i18n/en.json").read_text(encoding="utf-8"))
    ru = json.loads((Path(__file__).parent.parent / "assets/i18n/ru.json").read_text(encoding="utf-8"))
    tried = []
    for edition in EDITION_NAMES:
        for chapter in chapters(edition):
            tutorial = load(edition, chapter)
            for at, step in enumerate(tutorial.steps):
                text = words.get(tutorial.text_key(step), "")
                assert "Tab, then Enter" not in text and "Tab, затем Enter" not in ru.get(tutorial.text_key(step), "")
                if "H, then Enter" not in text:
                    continue
                assert "H, затем Enter" in ru[tutorial.text_key(step)], step.id
                assert progress.remember(tutorial.key, step=at)
                app = make_app((1024, 640))
                assert start_tutorial(app, edition, chapter=chapter) is None
                frames(app, 3)
                ctl: TutorialController = app.scene.overlay.ctl
                assert ctl.step.id == step.id and ctl.learner_to_move(), step.id
                version = ctl.version
                key(app, pygame.K_h, frames=1)
                key(app, pygame.K_RETURN, frames=3)
                assert ctl.version != version and not app.scene.overlay.refusal, (edition, chapter, step.id)
                tried.append(step.id)
    assert len(tried) >= 7


def test_the_computers_last_tile_is_in_sight_while_its_note_is_read(ui_env):
    """Over Hill and Dale's paths chapter at 1024x640: the computer's tile that finishes the path (its field at
    the south end) shows whole beside the note that tells of it, not cut at the board's edge."""
    app = make_app((1024, 640))
    app.settings.animation_speed = 4.0
    assert start_tutorial(app, "hill_dale", fresh=True, chapter="paths") is None
    ctl = app.scene.overlay.ctl
    for _ in range(3000):
        frames(app, 1)
        if ctl.step.id == "rival_finish" and ctl.on_note():
            break
        if ctl.on_note():
            key(app, pygame.K_RETURN, frames=1)
        elif ctl.learner_to_move():
            do_move(app, "keys")
    frames(app, 5)
    scene = app.scene
    placed = scene.model.state.placed
    assert ctl.step.id == "rival_finish" and placed is not None
    for cell in placed.cells:
        assert scene.keeper.room().contains(scene.camera.cell_rect(cell)), cell


def test_a_guided_game_left_resumes_at_the_same_step_and_can_start_over(ui_env):
    """Leave at step 9 (Esc, confirm): the place is kept in learning.json in the settings folder; the chooser
    (the edition's chapters) offers it again at step 9, the game comes back as it was, "Start over" begins afresh; a broken memory
    file is ignored."""
    app = open_tutorial("amazonas")
    ctl = app.scene.overlay.ctl
    for _ in range(600):
        if ctl.index == 8:
            break
        frames(app, 1)
        if ctl.on_note():
            key(app, pygame.K_RETURN, frames=1)
        elif ctl.learner_to_move():
            do_move(app, "keys")
    assert ctl.index == 8
    board = dict(app.scene.game.state.board.cells)
    key(app, pygame.K_ESCAPE, frames=1)
    key(app, pygame.K_RETURN, frames=2)
    assert app.scene.name == "menu"
    assert (ui_env / "config" / "learning.json").is_file()
    click(app, next(b for b in app.scene.buttons if b.text() == t("menu.learn")).rect.center)
    chooser = app.scene
    click(app, chooser.buttons[EDITION_NAMES.index("amazonas")].rect.center)  # its chapters: the first resumes
    button = chooser.buttons[0]
    name = f"1. {t('tutorial.amazonas.title')}"
    total = len(load("amazonas").steps)
    assert button.text() == t("tutorial.resume_label", name=name, step=9, total=total)
    assert_apart(chooser.widgets(), pygame.Rect(0, 0, *app.size), "chooser with a resume")
    click(app, button.rect.center)
    ctl = app.scene.overlay.ctl
    assert ctl.index == 8 and ctl.progress[0] == 9 and dict(app.scene.game.state.board.cells) == board
    app.to_menu()
    click(app, next(b for b in app.scene.buttons if b.text() == t("menu.learn")).rect.center)
    click(app, app.scene.buttons[EDITION_NAMES.index("amazonas")].rect.center)
    over = next(b for b in app.scene.buttons if b.text() == t("tutorial.start_over"))
    click(app, over.rect.center)
    assert app.scene.overlay.ctl.index == 0
    (ui_env / "config" / "learning.json").write_text('{"places": {"amazonas": {"step": "9"}}}', encoding="utf-8")
    assert start_tutorial(app, "amazonas") is None and app.scene.overlay.ctl.index == 0


@pytest.mark.parametrize(
    "edition, lang",
    quick_only(
        [("safari", "ru"), ("amazonas", "en"), ("hunters", "en"), ("hill_dale", "ru")], keep=[("amazonas", "en")]
    ),
)
def test_the_forbidden_move_tried_is_refused_in_the_engines_words(ui_env, edition, lang):
    """At the step that asks to try a forbidden move: the allowed move is held back, a click on the gold place
    tries it and the box gives the engine's reason in the refusal catalog's words (nothing is played); it stays
    until Next, then the allowed move is marked."""
    from game.ui.play.words import refusal_text
    from game.ui.tutorial import progress

    tutorial = load(edition)
    at = next(i for i, s in enumerate(tutorial.steps) if s.tries is not None)
    assert progress.remember(edition, step=at)
    app = open_tutorial(edition, (1600, 900), lang)
    try:
        scene = app.scene
        ov = scene.overlay
        assert ov.ctl.trying() and ov.box.button_rect("try") is not None
        assert scene.top.prompt_text() == t("tutorial.prompt_try")  # the top bar asks for the try, not a move
        log = len(scene.game.log)
        click(app, scene.camera.cell_rect(ov.ctl.step.show[0]).center)
        frames(app, 40)
        refusal = scene.game.refusal_for(ov.ctl.step.tries, 0)
        said = refusal_text(refusal, scene.model.seats, edition)
        assert refusal.code.startswith(edition) and said and said != t("refusal.refused")
        assert ov.box.text.error == said
        assert ov.ctl.reading and len(scene.game.log) == log
        assert scene.top.prompt_text() == t("tutorial.prompt_note")
        key(app, pygame.K_RETURN, frames=2)
        assert ov.ctl.learner_to_move() and ov.marks.kind and ov.box.text.error == ""
        assert scene.top.prompt_text() not in (t("tutorial.prompt_note"), t("tutorial.prompt_try"))
    finally:
        i18n.set_language("en")
