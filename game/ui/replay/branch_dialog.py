"""The "Play from here" dialog: who plays each seat in the new line (a person, or the computer at a level;
everyone as before by default), and whether the draw pile after this moment stays as it was or is shuffled
afresh (the default).  Start makes the new game (game.branching), a new save of the library that records the
game and the moment it came from, and plays it.

Keys: Tab / Shift+Tab move, Enter or Space presses the focused button (Enter with nothing focused starts),
1-5 change a seat, K keeps or shuffles the pile, Esc cancels.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.branching import BranchError, branch_game

from .. import theme
from ..ai_runner import level_name
from ..i18n import t
from ..keeper import ui_scale
from ..widgets import Button

if TYPE_CHECKING:
    from game.replay import Replay

    from ..app import App

KINDS = (None, "easy", "normal", "hard")


class BranchDialog:
    def __init__(self, app: App, replay: Replay, index: int, seats: list[dict]) -> None:
        self.app = app
        self.replay = replay
        self.index = index
        self.seats = [dict(s) for s in seats]
        self.keep_deck = False
        self.message = ""
        self.focus: int | None = None
        self.layout()

    # --- layout ---
    def layout(self) -> None:
        w, h = self.app.size
        s = self.s = ui_scale((w, h), self.app.ui_scale)
        n = len(self.seats)
        pad = round(24 * s)
        row = round(44 * s)
        pw = min(w - 40, round(620 * s))
        ph = round(64 * s) + round(28 * s) + n * row + round(16 * s) + round(96 * s) + round(30 * s) + round(70 * s)
        self.rect = pygame.Rect(0, 0, pw, min(h - 20, ph))
        self.rect.center = (w // 2, h // 2)
        x0 = self.rect.x + pad
        inner = pw - 2 * pad
        body = theme.role("body", s)
        self.seats_y = self.rect.y + round(64 * s)
        y = self.seats_y + round(28 * s)
        kind_w = round(inner * 0.42)
        self.name_rects = []
        self.kind_buttons = []
        for i in range(n):
            r = pygame.Rect(x0, y + i * row, inner, row - round(8 * s))
            self.name_rects.append(pygame.Rect(r.x, r.y, inner - kind_w - round(12 * s), r.h))
            self.kind_buttons.append(
                Button(
                    (r.right - kind_w, r.y, kind_w, r.h),
                    (lambda i=i: self.kind_label(self.seats[i].get("ai"))),
                    (lambda i=i: self.cycle(i)),
                    body,
                )
            )
        y += n * row + round(16 * s)
        self.pile_y = y
        y += round(28 * s)
        self.pile_button = Button((x0, y, inner, round(40 * s)), self.pile_label, self.toggle_pile, body)
        self.pile_help_y = y + round(46 * s)
        bh = round(48 * s)
        by = self.rect.bottom - pad - bh
        self.message_y = by - round(28 * s)
        bw = (inner - pad) // 2
        size = theme.role("button", s)
        self.start_button = Button((x0, by, bw, bh), lambda: t("branch.start"), self.start, size, "primary")
        self.cancel_button = Button((x0 + bw + pad, by, bw, bh), lambda: t("save.cancel"), self.close, size)
        self.buttons = self.kind_buttons + [self.pile_button, self.start_button, self.cancel_button]

    def kind_label(self, ai: str | None) -> str:
        return t("setup.human") if not ai else t("setup.ai_level." + level_name(ai))

    def pile_label(self) -> str:
        return t("branch.keep_pile") if self.keep_deck else t("branch.shuffle_pile")

    # --- actions ---
    def cycle(self, i: int) -> None:
        seat = self.seats[i]
        k = seat.get("ai")
        seat["ai"] = KINDS[(KINDS.index(k) + 1) % len(KINDS)] if k in KINDS else None
        defaults = {t("seat.default", n=i + 1), t("seat.bot", n=i + 1)}
        if seat.get("name") in defaults:  # a seat called by its default name takes its new kind's
            seat["name"] = t("seat.bot", n=i + 1) if seat["ai"] else t("seat.default", n=i + 1)

    def toggle_pile(self) -> None:
        self.keep_deck = not self.keep_deck

    def close(self) -> None:
        self.app.modal = None

    def start(self) -> None:
        try:
            game = branch_game(self.replay, self.index, keep_deck=self.keep_deck, seats=[dict(s) for s in self.seats])
        except BranchError as exc:
            self.message = t("branch.failed", reason=str(exc))
            return
        self.app.modal = None
        self.app.start_game(game, [dict(s) for s in self.seats])
        self.app.autosave(game)

    # --- input ---
    def handle(self, e: pygame.event.Event) -> None:
        if e.type == pygame.VIDEORESIZE:
            self.layout()
            return
        if e.type == pygame.KEYDOWN:
            self.key(e.key, e.mod)
            return
        for b in self.buttons:
            if b.handle(e) and e.type == pygame.MOUSEBUTTONDOWN:
                self.focus = None
                return

    def key(self, k: int, mod: int) -> None:
        n = len(self.buttons)
        if k == pygame.K_ESCAPE:
            self.close()
        elif k == pygame.K_TAB:
            step = -1 if mod & pygame.KMOD_SHIFT else 1
            self.focus = (n - 1 if step < 0 else 0) if self.focus is None else (self.focus + step) % n
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            b = self.buttons[self.focus] if self.focus is not None else self.start_button
            if b.action is not None:
                b.action()
        elif k == pygame.K_k:
            self.toggle_pile()
        elif pygame.K_1 <= k <= pygame.K_9 and k - pygame.K_1 < len(self.seats):
            self.cycle(k - pygame.K_1)

    def update(self, dt: float) -> None:
        pass

    # --- drawing ---
    def draw(self, surface: pygame.Surface) -> None:
        if surface.get_size() != self.app.size or self.rect.centerx != surface.get_width() // 2:
            self.layout()
        s = self.s
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 120))
        surface.blit(veil, (0, 0))
        theme.panel(surface, self.rect)
        r = self.rect
        inner = r.w - round(48 * s)
        x0 = r.x + round(24 * s)
        title = t("branch.title", turn=self.replay.moment(self.index).turn)
        size = theme.fit_size(title, inner, theme.role("title", s) // 2 + round(4 * s), True)
        theme.blit_text(surface, title, (r.centerx, r.y + round(18 * s)), size, theme.INK, True, "midtop")
        head, body, small = theme.role("heading", s), theme.role("body", s), theme.role("small", s)
        theme.blit_text(surface, t("branch.seats"), (x0, self.seats_y), head, theme.INK, True)
        for i, nr in enumerate(self.name_rects):
            colour = theme.seat_rgb(self.seats[i].get("colour") or "yellow")
            pygame.draw.circle(surface, colour, (nr.x + round(9 * s), nr.centery), round(8 * s))
            pygame.draw.circle(surface, theme.INK, (nr.x + round(9 * s), nr.centery), round(8 * s), 1)
            name = theme.shorten(f"{i + 1}. {self.seats[i].get('name') or ''}", nr.w - round(28 * s), body, True)
            theme.blit_text(surface, name, (nr.x + round(26 * s), nr.centery), body, theme.INK, True, "midleft")
        theme.blit_text(surface, t("branch.pile"), (x0, self.pile_y), head, theme.INK, True)
        help_text = t("branch.keep_help") if self.keep_deck else t("branch.shuffle_help")
        lines, hs = theme.fit_lines(help_text, inner, self.message_y - self.pile_help_y - round(4 * s), small)
        theme.blit_lines(surface, lines, (x0, self.pile_help_y), hs, theme.INK_SOFT)
        if self.message:
            text = theme.shorten(self.message, inner, small, True)
            theme.blit_text(surface, text, (r.centerx, self.message_y), small, theme.BAD, True, "midtop")
        for i, b in enumerate(self.buttons):
            b.draw(surface)
            if i == self.focus:
                ring = b.rect.inflate(round(8 * s), round(8 * s))
                pygame.draw.rect(surface, theme.ACCENT, ring, max(2, round(3 * s)), border_radius=round(12 * s))
        keys = theme.shorten(t("branch.keys"), r.w - round(16 * s), theme.role("tiny", s))
        theme.blit_text(
            surface,
            keys,
            (r.centerx, r.bottom - round(6 * s)),
            theme.role("tiny", s),
            theme.INK_SOFT,
            False,
            "midbottom",
        )

    def widgets(self) -> list:
        from ..component import Widget

        kids = [Widget(f"seat{i}", pygame.Rect(nr)) for i, nr in enumerate(self.name_rects)]
        kids += [Widget(f"button{i}", pygame.Rect(b.rect)) for i, b in enumerate(self.buttons)]
        return [Widget("branch", pygame.Rect(self.rect), tuple(kids))]
