"""The hotseat hand-over: when the screen passes from one person to another at the same table, a "Pass to
<name>" screen covers everything private until that person confirms (Enter, Space or a click); then a short
recap plays on the board what happened since their last turn (each tile laid since then outlined in turn, with
the points it brought, its words clear of the tile they tell of; the last one stays until the player moves on:
Space, Enter or a click goes to the next, Esc or another key closes it).

When it happens is the players' choice on the New game screen (kept with the last setup, setup_memory): "auto"
when the edition
keeps secrets in the players' hands (`Edition.secrets.hands_hidden`: Over Hill and Dale's harvest tokens) and
two or more seats are people, "always" whenever the next person to decide is another, "off" never.  With one
person and computer seats there is none.  Either way only the person at the screen (`PlayModel.viewer`) may
look at their own secret tokens.
"""

from __future__ import annotations

import pygame

from .. import setup_memory, theme
from ..component import Widget
from ..i18n import t
from . import paint
from .contracts import HandOverHost
from .recap import RecapStep, recap_steps

CONFIRM = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
PASS_THROUGH = (
    pygame.K_F1,
    pygame.K_F2,
)  # keys the play screen still takes under the hand-over (the rules; Ctrl+S too)


class HandOver:
    def __init__(self, scene: HandOverHost) -> None:
        self.scene = scene
        self.mode = setup_memory.handover_mode()
        self.at_screen: int | None = None  # the person who has the screen now
        self.passing: int | None = None  # the seat the screen is being passed to (the cover shows)
        self.steps: list[RecapStep] = []  # the recap playing (empty: none)
        self.step = 0
        self.clock = 0.0
        self.hover = False

    # --- when ---
    def wanted(self) -> bool:
        m = self.scene.model
        game = m.game
        people = sum(1 for i in range(game.setup.players) if m.is_human(i))
        if people < 2:
            return False
        mode = self.mode
        return mode == "always" or (mode == "auto" and bool(game.edition.secrets.hands_hidden))

    @property
    def covering(self) -> bool:
        return self.passing is not None

    @property
    def replaying(self) -> bool:
        return bool(self.steps)

    def update(self, dt: float) -> None:
        m = self.scene.model
        d = m.game.pending()
        if self.passing is None and d is not None and not m.busy and m.is_human(d.seat) and d.seat != self.at_screen:
            if self.at_screen is not None and self.wanted():  # (the first person to decide has the screen)
                self.passing = d.seat
                self.steps = []
                m.reveal_seat = None
                self.scene.dirty = True
            else:
                self.at_screen = d.seat
        m.viewer = None if self.passing is not None else self.at_screen
        if self.steps:
            before = self.step
            self.clock = min(self.clock + dt, len(self.steps) * self.step_time())
            self.step = min(len(self.steps) - 1, int(self.clock / self.step_time()))
            if self.step != before:
                self.show_step()
            self.scene.dirty = True

    def step_time(self) -> float:
        """Seconds each tile of the recap shows before the next one (the last one stays until the player moves
        on: Space, Enter or a click; each of them also goes on to the next tile at once)."""
        return 2.2 / self.scene.speed()

    def next_step(self) -> None:
        """On to the next tile of the recap, or the recap ends after its last."""
        if self.step + 1 >= len(self.steps):
            self.skip()
            return
        self.step += 1
        self.clock = self.step * self.step_time()
        self.show_step()
        self.scene.dirty = True

    def cover_text(self, name: str) -> str:
        """What the cover says: that secrets show only to their owner only where the edition has secrets in
        the players' hands (Over Hill and Dale's harvest tokens; Safari's tokens lie face up)."""
        hidden = bool(self.scene.model.game.edition.secrets.hands_hidden)
        return t("handover.text" if hidden else "handover.text_open", name=name)

    def confirm(self) -> None:
        seat = self.passing
        if seat is None:
            return
        self.passing = None
        self.at_screen = seat
        m = self.scene.model
        m.viewer = seat
        try:
            self.steps = recap_steps(m.game, seat, m.seats)
        except (IndexError, KeyError, ValueError):  # a recap must never stop the game
            self.steps = []
        self.step, self.clock = 0, 0.0
        if self.steps:
            self.show_step()
        self.scene.dirty = True

    def skip(self) -> None:
        self.steps = []
        self.step, self.clock = 0, 0.0
        self.scene.dirty = True

    def show_step(self) -> None:
        st = self.steps[self.step]
        if st.cells:
            cam = self.scene.camera
            cam.keep_visible(cam.cell_points(st.cells), round(30 * cam.scale), self.scene.free_area())

    # --- input: True when the event was the hand-over's ---
    def handle(self, e: pygame.event.Event) -> bool:
        if self.passing is not None:
            if e.type == pygame.KEYDOWN:
                if e.key in PASS_THROUGH or (e.key == pygame.K_s and e.mod & pygame.KMOD_CTRL):
                    return False
                if e.key in CONFIRM:
                    self.confirm()
                return True
            if e.type == pygame.MOUSEMOTION:
                hover = self.button_rect().collidepoint(e.pos)
                if hover != self.hover:
                    self.hover = hover
                    self.scene.dirty = True
                return True
            if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1 and self.card_rect().collidepoint(e.pos):
                self.confirm()
            return e.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)
        if self.steps:
            if e.type == pygame.KEYDOWN and e.key in CONFIRM:
                self.next_step()
                return True
            if e.type == pygame.KEYDOWN and e.key not in PASS_THROUGH:
                self.skip()
                return e.key == pygame.K_ESCAPE  # another key goes on to the play screen
            if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1 and self.caption_rect().collidepoint(e.pos):
                self.next_step()
                return True
            if e.type == pygame.MOUSEBUTTONDOWN:
                self.skip()
                return False
        return False

    def animating(self) -> bool:
        """While the recap plays (its last tile, held until the player moves on, is still)."""
        return bool(self.steps) and self.clock < len(self.steps) * self.step_time()

    # --- geometry ---
    def px(self, v: float) -> int:
        return round(v * self.scene.layout_now.scale)

    def card_rect(self) -> pygame.Rect:
        """The cover's card: the title, the words under it and the button, its height from what it holds."""
        w, h = self.scene.app.size
        sc = self.scene.layout_now.scale
        width = min(w - self.px(40), self.px(620))
        name = self.scene.model.names[self.passing] if self.passing is not None else ""
        body = theme.role("body", sc)
        lines = theme.wrap(self.cover_text(name), width - self.px(60), body)
        height = self.px(26 + 14 + 22 + 52 + 24) + theme.line_height(theme.role("score", sc) + round(6 * sc))
        height += len(lines) * theme.line_height(body)
        r = pygame.Rect(0, 0, width, min(h - self.px(40), height))
        r.center = (w // 2, h // 2)
        return r

    def button_rect(self) -> pygame.Rect:
        c = self.card_rect()
        r = pygame.Rect(0, 0, min(c.w - self.px(48), self.px(420)), self.px(52))
        r.midbottom = (c.centerx, c.bottom - self.px(24))
        return r

    def caption_rect(self) -> pygame.Rect:
        """The recap's panel, at the bottom of the free part of the board."""
        area = self.scene.free_area()
        lines = len(self.steps[self.step].lines) if self.steps and self.step < len(self.steps) else 1
        body = theme.role("body", self.scene.layout_now.scale)
        h = theme.line_height(body) * (lines + 2) + self.px(22)
        w = min(area.w - self.px(24), self.px(560))
        r = pygame.Rect(0, 0, w, min(h, area.h // 2))
        r.midbottom = (area.centerx, area.bottom - self.px(10))
        if self.steps and self.step < len(self.steps):  # never over the tile it tells of: then at the top
            cam = self.scene.camera
            cells = [cam.cell_rect(c).inflate(self.px(12), self.px(12)) for c in self.steps[self.step].cells]
            if any(r.colliderect(c) for c in cells):
                status = self.scene.status
                r.top = (status.rect.bottom if status.visible else area.top) + self.px(10)
        return r

    def widgets(self) -> list[Widget]:
        """With the cover: the whole window (nothing else can be reached)."""
        if self.passing is None:
            return []
        kids = (Widget("card", self.card_rect(), (Widget("confirm", self.button_rect()),)),)
        return [Widget("handover", pygame.Rect(0, 0, *self.scene.app.size), kids)]

    def board_widgets(self) -> list[Widget]:
        """The recap's panel, over the board."""
        return [Widget("recap", self.caption_rect())] if self.steps and self.passing is None else []

    # --- drawing ---
    def draw(self, surface: pygame.Surface) -> None:
        if self.passing is not None:
            self.draw_cover(surface)
        elif self.steps and self.step < len(self.steps):
            self.draw_recap(surface)

    def draw_cover(self, surface: pygame.Surface) -> None:
        m = self.scene.model
        sc = self.scene.layout_now.scale
        surface.fill((14, 18, 22))  # opaque: nothing of the screen behind it can be read
        c = self.card_rect()
        theme.panel(surface, c)
        name = m.names[self.passing] if self.passing is not None else ""
        colour = m.colour(self.passing)
        inner = c.w - self.px(60)
        title = t("handover.title", name=name)
        size = theme.fit_size(title, inner - self.px(30), theme.role("score", sc) + round(6 * sc), True)
        y = c.y + self.px(26)
        tw = theme.font(size, True).size(title)[0]
        x = c.centerx - (tw + self.px(30)) // 2
        dot = (x + self.px(10), y + theme.line_height(size) // 2)
        pygame.draw.circle(surface, theme.INK, dot, self.px(11))
        pygame.draw.circle(surface, colour, dot, self.px(10))
        theme.blit_text(surface, title, (x + self.px(30), y), size, theme.INK, True)
        y += theme.line_height(size) + self.px(10)
        room = self.button_rect().y - self.px(10) - y
        lines, body = theme.fit_lines(self.cover_text(name), inner, room, theme.role("body", sc))
        theme.blit_lines(surface, lines, (c.centerx, y), body, theme.INK_SOFT, False, "midtop")
        b = self.button_rect()
        label = t("handover.confirm", name=name)
        bsize = theme.fit_size(label, b.w - self.px(20), theme.role("button", sc), True)
        paint.button(surface, b, label, bsize, "primary", self.hover)

    def draw_recap(self, surface: pygame.Surface) -> None:
        scene = self.scene
        m = scene.model
        cam = scene.camera
        sc = scene.layout_now.scale
        st = self.steps[self.step]
        area = scene.free_area()
        surface.set_clip(area)
        colour = m.colour(st.seat) if st.seat is not None else theme.HILITE
        for pos in st.cells:
            cam.draw_cell_outline(surface, pos, (20, 20, 20), self.px(9))
            cam.draw_cell_outline(surface, pos, colour, self.px(5))
        if st.cells and st.points:
            xs = [c[0] for c in st.cells]
            ys = [c[1] for c in st.cells]
            cx, cy = cam.to_screen((min(xs) + max(xs) + 1) / 2, min(ys))
            size = theme.role("heading", sc)
            for k, (seat, pts) in enumerate(st.points[:4]):
                text = f"+{pts}"
                tw, th = theme.font(size, True).size(text)
                r = pygame.Rect(0, 0, tw + self.px(16), th + self.px(6))
                r.midbottom = (round(cx), round(cy) - self.px(4) - k * (r.h + self.px(4)))
                pygame.draw.rect(surface, (20, 20, 20), r.move(0, 2), border_radius=r.h // 2)
                pygame.draw.rect(surface, m.colour(seat), r, border_radius=r.h // 2)
                fg = theme.readable_on(m.colour(seat))
                theme.blit_text(surface, text, r.center, size, fg, True, "center")
        surface.set_clip(None)
        r = self.caption_rect()
        theme.panel(surface, r, radius=10)
        small, body = theme.role("small", sc), theme.role("body", sc)
        pad = self.px(14)
        head = t("recap.title", step=self.step + 1, steps=len(self.steps))
        theme.blit_text(surface, head, (r.x + pad, r.y + self.px(8)), small, theme.INK_SOFT, True)
        y = r.y + self.px(8) + theme.line_height(small)
        for i, line in enumerate(st.lines):
            size = theme.fit_size(line, r.w - 2 * pad, body, i == 0)
            theme.blit_text(surface, line, (r.x + pad, y), size, theme.INK, i == 0)
            y += theme.line_height(body)
        hint = t("recap.skip")
        size = theme.fit_size(hint, r.w - 2 * pad, theme.role("tiny", sc))
        theme.blit_text(
            surface, hint, (r.right - pad, r.bottom - self.px(8)), size, theme.INK_SOFT, False, "bottomright"
        )
        # how far the recap has played
        done = (self.clock / self.step_time()) / len(self.steps)
        bar = pygame.Rect(r.x + pad, r.bottom - self.px(6), int((r.w - 2 * pad) * min(1.0, done)), max(2, self.px(3)))
        pygame.draw.rect(surface, theme.ACCENT, bar)
