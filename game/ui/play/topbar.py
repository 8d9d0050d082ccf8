"""The top bar (the game's name and edition, the prompt in the deciding seat's colour, the Menu, Save and Fit
buttons, all three labels at one size) and the status line under it (an error in red, anything else not)."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import TYPE_CHECKING

import pygame

from .. import theme
from ..component import Component, Widget
from ..describe import word
from ..i18n import t
from . import intents as I
from . import paint

if TYPE_CHECKING:
    from pygame.typing import RectLike

    from .model import PlayModel

BAR = (26, 32, 36)
BUTTONS = (("play.menu", I.ToMenu), ("play.save", I.SaveAs), ("play.fit", I.Fit))


def button_widths(scale: float) -> tuple[int, ...]:
    """What the top buttons' labels need at this scale (at the button role's size), for the layout."""
    size = theme.role("button", scale)
    return tuple(theme.font(size, True).size(t(k))[0] + round(28 * scale) for k, _i in BUTTONS)


class TopBar(Component):
    """The play screen's bar; the replay's bar is the same bar with its own title, words and buttons."""

    name = "top"
    BUTTONS: tuple[tuple[str, type], ...] = BUTTONS  # (label key, intent) of each button
    TITLE = "app.title"

    def __init__(self, model: PlayModel, edition_name: str) -> None:
        super().__init__()
        self.model = model
        self.edition_name = edition_name
        self.scale = 1.0
        self.title = pygame.Rect(0, 0, 0, 0)
        self.prompt = pygame.Rect(0, 0, 0, 0)
        self.buttons: tuple[pygame.Rect, ...] = ()
        self.hover = (-1, -1)
        self.says: Callable[[], str] = lambda: ""  # what an overlay asks instead (a tutorial's note waiting)

    def place(self, top: RectLike, title: RectLike, prompt: RectLike, buttons: Iterable[pygame.Rect]) -> None:
        self.set_rect(top)
        self.title, self.prompt, self.buttons = pygame.Rect(title), pygame.Rect(prompt), tuple(buttons)
        self.mark_dirty()

    def prompt_text(self) -> str:
        m = self.model
        g = m.game
        said = self.says()
        if said:
            return said
        if g.ended:
            return t("play.game_over")
        d = g.pending()
        if d is None:
            return ""
        name = m.names[d.seat]
        if not m.is_human(d.seat):
            return t("play.pace_wait", name=name) if m.waiting_key else t("play.ai_thinking", name=name)
        got = m.plugin.prompt(m.state, m.view(), d.decision, name, m.options())
        if got:
            return got
        if d.decision == "place_tile":
            return t("play.prompt_tile", name=name)
        if m.dialog() is not None:
            return t("play.prompt_choose", name=name, what=word("decision", d.decision))
        return t("play.prompt_action", name=name)

    def prompt_seat(self) -> int | None:
        """Whose colour the dot before the words takes (None: no dot, as when an overlay speaks instead)."""
        if self.says():
            return None
        d = self.model.game.pending()
        return d.seat if d is not None else None

    def button_look(self, key: str) -> tuple[str, bool]:
        """(paint kind, enabled) of the button of label `key`."""
        return "ghost", True

    def handle(self, e: pygame.event.Event) -> I.Intent | None:
        if e.type == pygame.MOUSEMOTION:
            before = self.hot()
            self.hover = e.pos
            return I.Redraw() if self.hot() != before else None
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1 and self.contains(e.pos):
            for r, (key, intent) in zip(self.buttons, self.BUTTONS):
                if r.collidepoint(e.pos) and self.button_look(key)[1]:
                    return intent()
            return I.Redraw()
        return None

    def hot(self) -> int | None:
        return next((i for i, r in enumerate(self.buttons) if r.collidepoint(self.hover)), None)

    def widgets(self) -> list[Widget]:
        kids = [Widget("title", pygame.Rect(self.title)), Widget("prompt", pygame.Rect(self.prompt))]
        kids += [Widget(f"button{i}", pygame.Rect(r)) for i, r in enumerate(self.buttons)]
        return [Widget(self.name, pygame.Rect(self.rect), tuple(kids))]

    def signature(self) -> Hashable:
        return (self.prompt_text(), self.prompt_seat(), self.hot(), self.scale, t("play.menu"), self.edition_name)

    def render(self, image: pygame.Surface) -> None:
        sc = self.scale
        w, h = image.get_size()
        image.fill(BAR)
        pygame.draw.line(image, (90, 80, 60), (0, h - 2), (w, h - 2), 2)
        tr = self.title
        title = t(self.TITLE)
        head = theme.fit_size(title, tr.w, theme.role("heading", sc) + round(4 * sc), True)
        small = theme.fit_size(self.edition_name, tr.w, theme.role("tiny", sc))
        y = (h - theme.line_height(head) - theme.line_height(small)) // 2
        theme.blit_text(image, title, (tr.x, y), head, (240, 214, 150), True)
        theme.blit_text(image, self.edition_name, (tr.x, y + theme.line_height(head)), small, (200, 200, 190))
        # the prompt: shrunk, then on two lines, never cut
        text = self.prompt_text()
        pr = self.prompt
        dot = round(10 * sc)
        lines, size = theme.fit_lines(text, pr.w - 3 * dot, pr.h - round(6 * sc), theme.role("prompt", sc), True)
        lh = theme.line_height(size)
        top = (h - lh * len(lines)) // 2
        widest = max((theme.font(size, True).size(x)[0] for x in lines), default=0)
        x = pr.x + 3 * dot + (pr.w - 3 * dot - widest) // 2
        seat = self.prompt_seat()
        if seat is not None and text:
            centre = (x - 2 * dot, top + lh // 2)
            pygame.draw.circle(image, (230, 226, 214), centre, dot)  # a light ring: black reads on the bar
            pygame.draw.circle(image, self.model.colour(seat), centre, dot - 2)
        theme.blit_lines(image, lines, (x, top), size, theme.WHITE, True)
        labels = [t(k) for k, _i in self.BUTTONS]
        role = theme.role("button", sc)  # one size for the three: the largest at which each fits its button
        bsize = min(theme.fit_size(x, r.w - round(14 * sc), role, True) for x, r in zip(labels, self.buttons))
        hot = self.hot()
        for i, (r, label, (key, _i)) in enumerate(zip(self.buttons, labels, self.BUTTONS)):
            kind, enabled = self.button_look(key)
            paint.button(image, r, label, bsize, kind, hot == i and enabled, enabled)


class StatusLine(Component):
    """A message over the top of the board area: information in ink, a refusal in red; gone after a while.

    Its box is sized from the text it shows: a message may be set on the model without the scene laying out
    again (an undo refused after one done), so the box is laid out anew whenever the text is not the one it
    was laid out for, before it is drawn or asked where it is."""

    name = "status"

    def __init__(self, model: PlayModel) -> None:
        super().__init__()
        self.model = model
        self.scale = 1.0
        self.area = pygame.Rect(0, 0, 0, 0)
        self.laid_for: tuple | None = None  # (text, shown, scale, area) the box was laid out for

    def _current(self) -> tuple:
        st = self.model.status
        return (st.text, st.shown, self.scale, tuple(self.area))

    def sync(self) -> bool:
        """Lay the box out again if the message changed since it was laid out; whether it did."""
        if self.laid_for != self._current():
            self.relayout()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        self.sync()
        super().draw(surface)

    def widgets(self) -> list:
        self.sync()
        return super().widgets()

    def lines(self) -> tuple[list[str], int]:
        st = self.model.status
        width = min(self.area.w - round(40 * self.scale), round(720 * self.scale))
        return theme.fit_lines(st.text, width, round(90 * self.scale), theme.role("body", self.scale), True)

    def place(self, area: RectLike) -> None:
        self.area = pygame.Rect(area)
        self.relayout()

    def relayout(self) -> None:
        st = self.model.status
        self.laid_for = self._current()
        self.visible = st.shown
        if not st.shown:
            return
        lines, size = self.lines()
        w = max(theme.font(size, True).size(x)[0] for x in lines) + round(32 * self.scale)
        h = len(lines) * theme.line_height(size) + round(16 * self.scale)
        r = pygame.Rect(0, 0, w, h)
        r.midtop = (self.area.centerx, self.area.y + round(6 * self.scale))
        self.set_rect(r)

    def signature(self) -> Hashable:
        st = self.model.status
        return (st.text, st.kind, self.rect.size)

    def render(self, image: pygame.Surface) -> None:
        st = self.model.status
        error = st.kind == "error"
        paint.panel(image, radius=10, colour=(252, 236, 230) if error else theme.PANEL)
        lines, size = self.lines()
        colour = theme.BAD if error else theme.INK
        theme.blit_lines(image, lines, (image.get_width() // 2, round(7 * self.scale)), size, colour, True, "midtop")
