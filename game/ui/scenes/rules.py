"""Rules: the complete rules reference of each edition (assets/rules/<edition>.<lang>.md) and the controls,
in the interface's language.  A row of tabs chooses the document; at the left its contents (a click, or Tab /
Shift+Tab, jumps to a section; the section being read is marked); at the right the page, scrolled by the wheel,
the arrows, Page Up / Page Down, Space, Home / End and a draggable scrollbar, with pictures drawn by the game's
own painters and the worked examples as live boards (a click or Enter opens one larger).

Opened from the play screen (F1) it shows the game's edition at the section of the decision in hand, and Esc
goes back to the same game; opened from the menu, Esc goes back to the menu.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING, Any

import pygame

from game import rules_docs
from game.editions import EDITION_NAMES
from game.rules_docs import Document, FormatError, Paragraph, Span

from .. import theme
from ..component import Widget
from ..i18n import language, t
from ..rulebook import examples
from ..rulebook.layout import Laid, laid_out
from ..rulebook.pictures import tile_extent
from ..rulebook.view import DocView
from ..widgets import Button
from .base import Scene, backdrop, fit_buttons

if TYPE_CHECKING:
    from game.core.engine import Game

CONTROLS = "controls"
QUICK = "quick"  # each edition's one-screen quick reference: what a turn is, what scores, the end
TABS = tuple(EDITION_NAMES) + (CONTROLS,)

_docs: dict[tuple[str, str], Document] = {}


def document(tab: str, lang: str) -> Document:
    """The document of a tab in a language (a document that cannot be read says why, in its place)."""
    key = (tab, lang)
    got = _docs.get(key)
    if got is None:
        try:
            got = rules_docs.load(tab, lang)
        except (FormatError, OSError, UnicodeDecodeError) as exc:
            got = Document(t("rules.title"), [Paragraph((Span(t("rules.broken", reason=str(exc))),), 0)])
        _docs[key] = got
    return got


def anchor_for(decision: str | None, ended: bool = False, anchors: Collection[str] = ()) -> str:
    """The section F1 opens at: the decision in hand's (an edition's document names the section on each of its
    decisions after it: one of `anchors`), the final scoring after the game, else the turn."""
    if ended:
        return "final_scoring"
    return decision if decision is not None and decision in anchors else "turn"


def open_rules(app: Any, game: Game, anchor: str | None = None) -> None:
    """The rules of `game`'s edition over the play screen, at `anchor` (F2: the quick reference), else at the
    section of the decision in hand (F1)."""
    d = game.pending()
    if anchor is None:
        anchors = document(game.setup.edition, language()).anchors()
        anchor = anchor_for(d.decision if d is not None else None, game.ended, anchors)
    app.open("rules", game.setup.edition, anchor)


class RulesScene(Scene):
    name = "rules"

    def __init__(self, app: Any, edition: str | None = None, anchor: str | None = None) -> None:
        super().__init__(app)
        self.tab = edition if edition in TABS else TABS[0]
        self.view = DocView()
        self.laid: Laid | None = None
        self.entries: list[tuple[int, list[str], pygame.Rect]] = []  # (section, lines, rect in the list)
        self.list_scroll = 0
        self.hover_entry: int | None = None
        self.pointer: tuple[int, int] = (-1, -1)
        self.pinned: tuple[int, int] | None = None  # (section, scroll) of a jump the page's end held short
        self.layout()
        if anchor is not None:
            self.jump(anchor)

    # --- layout ---
    def layout(self) -> None:
        w, h = self.app.size
        sc = self.scale
        m = self.px(16)
        bar_h = self.px(48)
        head = theme.role("score", sc)
        self.title_size = head
        tw = theme.font(head, True).size(t("rules.title"))[0]
        self.title_rect = pygame.Rect(m, m, tw, bar_h)
        button = theme.role("button", sc)
        bw = max(self.px(110), theme.font(button, True).size(t("setup.back"))[0] + self.px(36))
        back = Button((w - m - bw, m, bw, bar_h), lambda: t("setup.back"), self.back, button, "ghost")
        x0, x1 = self.title_rect.right + self.px(20), back.rect.x - self.px(20)
        gap = self.px(8)
        tab_w = min(self.px(230), (x1 - x0 - gap * (len(TABS) - 1)) // len(TABS))
        x = x0 + max(0, (x1 - x0 - len(TABS) * (tab_w + gap) + gap) // 2)
        tabs = []
        for i, tab in enumerate(TABS):
            key = "rules.controls_tab" if tab == CONTROLS else f"edition.{tab}"
            b = Button(
                (x + i * (tab_w + gap), m, tab_w, bar_h), (lambda k=key: t(k)), (lambda k=tab: self.pick(k)), button
            )
            b.selected = tab == self.tab
            tabs.append(b)
        fit_buttons(tabs, button)
        self.buttons = tabs + [back]
        tiny = theme.role("tiny", sc)
        hint_h = theme.line_height(tiny) + self.px(6)
        top = m + bar_h + self.px(12)
        bottom = h - m - hint_h
        contents_w = min(self.px(270), int(w * 0.26))
        page_w = min(w - 2 * m - contents_w - self.px(12), self.px(1040))
        left = (w - contents_w - self.px(12) - page_w) // 2
        self.contents = pygame.Rect(left, top, contents_w, bottom - top)
        self.view.place((self.contents.right + self.px(12), top, page_w, bottom - top), sc)
        self.hint_rect = pygame.Rect(m, bottom + self.px(3), w - 2 * m, hint_h)
        self.lay_document()

    def lay_document(self) -> None:
        old, old_scroll = self.laid, self.view.scroll
        doc = document(self.tab, language())
        width = self.view.text_rect.w
        self.laid = laid_out((self.tab, language()), doc, width, self.scale, tile_extent(self.tab))
        self.view.show(self.laid, self.tab)
        if old is not None and old is not self.laid and old.sections and self.laid.sections:
            # the same place in the text after a change of width: the same section, as far into it
            i = old.section_at(old_scroll)
            if i < len(self.laid.sections):
                ratio = self.laid.height / max(1, old.height)
                self.view.scroll_to(round(self.laid.sections[i][2] + (old_scroll - old.sections[i][2]) * ratio))
        self.lay_contents()

    def list_rect(self) -> pygame.Rect:
        """The part of the contents panel under its heading, where the entries are."""
        c = self.contents
        head = theme.line_height(theme.role("heading", self.scale)) + self.px(20)
        return pygame.Rect(c.x + self.px(8), c.y + head, c.w - self.px(16), c.h - head - self.px(8))

    def lay_contents(self) -> None:
        body = theme.role("body", self.scale)
        lr = self.list_rect()
        y = 0
        self.entries = []
        for i, (_anchor, text, _y) in enumerate(self.laid.sections if self.laid else []):
            lines = theme.wrap(text, lr.w - self.px(16), body, True)  # wrapped as bold: the current entry is
            hgt = len(lines) * theme.line_height(body) + self.px(8)
            self.entries.append((i, lines, pygame.Rect(0, y, lr.w, hgt)))
            y += hgt + self.px(2)
        self.list_height = y
        self.list_scroll = max(0, min(self.list_scroll, self.list_height - lr.h))

    # --- moving about ---
    def pick(self, tab: str) -> None:
        if tab != self.tab:
            self.tab = tab
            self.view.scroll = 0
            self.list_scroll = 0
            self.laid = None
            self.layout()

    def current(self) -> int:
        """The section being read (its contents entry): the one whose heading is near the top, or the one jumped
        to when the end of the document kept it from the top."""
        if self.pinned is not None and self.pinned[1] == self.view.scroll:
            return self.pinned[0]
        return self.laid.section_at(self.view.scroll + 3 * self.laid.line) if self.laid else 0

    def jump(self, anchor: str) -> bool:
        """Show the section (or subsection) `anchor` at the top of the page; False when there is none."""
        y = self.laid.anchors.get(anchor) if self.laid else None
        if y is None:
            return False
        self.view.scroll_to(y)
        self.pin(y)
        self.follow()
        return True

    def pin(self, y: int) -> None:
        """After a jump to document row `y`: its section stays the current one while the page stays there."""
        if self.laid is not None:
            self.pinned = (self.laid.section_at(y + 1), self.view.scroll)

    def jump_section(self, i: int) -> None:
        if self.laid and self.laid.sections:
            i = max(0, min(len(self.laid.sections) - 1, i))
            self.view.scroll_to(self.laid.sections[i][2])
            self.pinned = (i, self.view.scroll)
            self.follow()

    def follow(self) -> None:
        """Keep the current section's entry in sight in the contents list."""
        cur = self.current()
        lr = self.list_rect()
        for i, _lines, r in self.entries:
            if i == cur:
                if r.y < self.list_scroll:
                    self.list_scroll = r.y
                elif r.bottom > self.list_scroll + lr.h:
                    self.list_scroll = r.bottom - lr.h
        self.list_scroll = max(0, min(self.list_scroll, self.list_height - lr.h))

    def entry_at(self, pos: Any) -> int | None:
        lr = self.list_rect()
        if not lr.collidepoint(pos):
            return None
        for i, _lines, r in self.entries:
            if r.move(lr.x, lr.y - self.list_scroll).collidepoint(pos):
                return i
        return None

    def open_example(self, number: int | None) -> None:
        if number is None or self.laid is None or not 0 <= number < len(self.laid.examples):
            return
        fig = self.laid.examples[number]
        ex = examples.example(self.tab, fig.image.target)
        if ex.game is None:
            return
        self.app.open("rules_example", ex, fig.image.caption)

    def back(self) -> None:
        if len(self.app.scenes) > 1 and self.app.scene is self:
            self.app.pop()  # back to the game under it, as it was
        else:
            self.app.to_menu()

    # --- input ---
    def handle(self, e: pygame.event.Event) -> None:
        if e.type == pygame.KEYDOWN:
            self.dirty = True
            self.key(e.key, e.mod)
            return
        if e.type == pygame.MOUSEMOTION:
            self.pointer = e.pos
            for b in self.buttons:
                b.handle(e)
            hover = self.entry_at(e.pos)
            if self.view.handle(e) or hover != self.hover_entry:
                self.dirty = True
                self.follow()
            self.hover_entry = hover
            return
        self.dirty = True
        for b in self.buttons:
            if b.handle(e) and e.type == pygame.MOUSEBUTTONDOWN:
                self.app.sound.play("click")
                return
        if e.type == pygame.MOUSEWHEEL and self.list_rect().collidepoint(self.pointer):
            lr = self.list_rect()
            step = 3 * theme.line_height(theme.role("body", self.scale))
            self.list_scroll = max(0, min(self.list_height - lr.h, self.list_scroll - e.y * step))
            return
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1:
            entry = self.entry_at(e.pos)
            if entry is not None:
                self.jump_section(entry)
                return
            number = self.view.example_at(e.pos)
            if number is not None:
                self.open_example(number)
                return
        if self.view.handle(e):
            self.follow()

    def key(self, k: int, mod: int) -> None:
        v = self.view
        line = self.laid.line if self.laid else 20
        shift = bool(mod & pygame.KMOD_SHIFT)
        if k in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.back()
            return
        if k == pygame.K_F2:  # the edition's quick reference (the controls have none)
            self.jump(QUICK)
            return
        moves = {
            pygame.K_DOWN: line,
            pygame.K_UP: -line,
            pygame.K_PAGEDOWN: v.page(),
            pygame.K_PAGEUP: -v.page(),
            pygame.K_SPACE: -v.page() if shift else v.page(),
        }
        if k in moves:
            v.scroll_by(moves[k])
        elif k == pygame.K_HOME:
            v.scroll_to(0)
        elif k == pygame.K_END:
            v.scroll_to(v.most())
        elif k == pygame.K_TAB and self.laid is not None and self.laid.sections:
            cur = self.current()
            inside = v.scroll > self.laid.sections[cur][2] + 2  # Shift+Tab: first back to this section's start
            self.jump_section(cur + 1 if not shift else cur if inside else cur - 1)
        elif k in (pygame.K_LEFT, pygame.K_RIGHT):
            i = TABS.index(self.tab) + (1 if k == pygame.K_RIGHT else -1)
            self.pick(TABS[i % len(TABS)])
        elif pygame.K_1 <= k < pygame.K_1 + len(TABS):
            self.pick(TABS[k - pygame.K_1])
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.open_example(v.keyed())
        self.follow()

    # --- drawing ---
    def widgets(self) -> list:
        entries = []
        lr = self.list_rect()
        for i, _lines, r in self.entries:
            shown = r.move(lr.x, lr.y - self.list_scroll).clip(lr)
            if shown.h > 0:
                entries.append(Widget(f"entry{i}", shown))
        title = pygame.Rect(self.title_rect)
        return (
            [Widget("title", title), Widget("contents", pygame.Rect(self.contents), tuple(entries))]
            + self.view.widgets()
            + [Widget("keys", pygame.Rect(self.hint_rect))]
            + super().widgets()
        )

    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface)
        r = self.title_rect
        theme.blit_text(
            surface, t("rules.title"), (r.x + 2, r.centery + 2), self.title_size, (0, 0, 0), True, "midleft"
        )
        theme.blit_text(surface, t("rules.title"), r.midleft, self.title_size, (244, 218, 150), True, "midleft")
        for b in self.buttons:
            b.draw(surface)
        self.draw_contents(surface)
        self.view.draw(surface)
        hint = t("rules.keys")
        size = theme.fit_size(hint, self.hint_rect.w, theme.role("tiny", self.scale))
        theme.blit_text(surface, hint, self.hint_rect.center, size, (214, 210, 196), False, "center")

    def draw_contents(self, surface: pygame.Surface) -> None:
        c = self.contents
        sc = self.scale
        theme.panel(surface, c, radius=10)
        head = theme.role("heading", sc)
        theme.blit_text(surface, t("rules.contents"), (c.x + self.px(16), c.y + self.px(12)), head, theme.INK, True)
        lr = self.list_rect()
        body = theme.role("body", sc)
        cur = self.current()
        clip = surface.get_clip()
        surface.set_clip(lr)
        for i, lines, r in self.entries:
            rr = r.move(lr.x, lr.y - self.list_scroll)
            if rr.bottom < lr.y or rr.y > lr.bottom:
                continue
            if i == cur:
                pygame.draw.rect(surface, theme.ACCENT_DARK, rr, border_radius=8)
            elif i == self.hover_entry:
                pygame.draw.rect(surface, (236, 226, 204), rr, border_radius=8)
            colour = theme.WHITE if i == cur else theme.INK
            theme.blit_lines(surface, lines, (rr.x + self.px(8), rr.y + self.px(4)), body, colour, i == cur)
        surface.set_clip(clip)
        if self.list_height > lr.h:  # more entries than room: a thin bar says where the list is
            bar = pygame.Rect(c.right - self.px(6), lr.y, self.px(3), lr.h)
            h = max(self.px(20), lr.h * lr.h // self.list_height)
            y = lr.y + (lr.h - h) * self.list_scroll // max(1, self.list_height - lr.h)
            pygame.draw.rect(surface, (170, 150, 118), (bar.x, y, bar.w, h), border_radius=2)
