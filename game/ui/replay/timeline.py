"""The replay's timeline panel (where the play screen has its tray): the transport buttons (first, turn
back, step back, play/pause, step on, turn on, last, speed), the moment's turn, a turn slider (click or drag;
one stop per turn, the start and the end) and the keys, written out."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import pygame

from .. import theme
from ..component import Component, Widget
from ..i18n import t
from ..play import intents as I
from ..play import paint
from . import intents as R

SPEEDS = (1, 2, 4)  # steps per second at speed 0, 1, 2 are these times the base pace
BUTTONS = ("first", "turn_back", "step_back", "play", "step_on", "turn_on", "last", "speed")


class Timeline(Component):
    name = "timeline"

    def __init__(self, stops: list[int], turns: int) -> None:
        super().__init__()
        self.stops = stops
        self.turns = turns
        self.index = 0
        self.turn = 0  # the turn of the moment shown
        self.playing = False
        self.speed = 0
        self.scale = 1.0
        self.hover = (-1, -1)
        self.dragging = False

    # --- geometry (local to the panel) ---
    def pad(self) -> int:
        return round(10 * self.scale)

    def button_rects(self) -> list[pygame.Rect]:
        sc = self.scale
        pad = self.pad()
        bh = round(32 * sc)
        bw = round(40 * sc)
        gap = round(5 * sc)
        out = []
        x = pad
        for name in BUTTONS:
            w = round(54 * sc) if name == "speed" else (round(52 * sc) if name == "play" else bw)
            if name == "speed":
                x += gap * 2
            out.append(pygame.Rect(x, pad, w, bh))
            x += w + gap
        return out

    def track(self) -> pygame.Rect:
        """The slider's hit area (its line runs through the middle)."""
        sc = self.scale
        top = self.pad() + round(32 * sc) + round(6 * sc)
        return pygame.Rect(
            self.pad() + round(8 * sc), top, self.rect.w - 2 * self.pad() - round(16 * sc), round(22 * sc)
        )

    def hint_rect(self) -> pygame.Rect:
        tr = self.track()
        y = tr.bottom + round(2 * self.scale)
        return pygame.Rect(self.pad(), y, self.rect.w - 2 * self.pad(), self.rect.h - 3 - y - round(4 * self.scale))

    def label_rect(self) -> pygame.Rect:
        last = self.button_rects()[-1]
        x = last.right + self.pad()
        return pygame.Rect(x, last.y, max(0, self.rect.w - self.pad() - x), last.h)

    def stop_index(self) -> int:
        """The slider's stop for the moment shown: the last stop at or before it."""
        k = 0
        for i, s in enumerate(self.stops):
            if s <= self.index:
                k = i
        return k

    def stop_x(self, k: int) -> int:
        tr = self.track()
        return tr.x + round(tr.w * k / max(1, len(self.stops) - 1))

    def stop_at(self, x: float) -> int:
        tr = self.track()
        k = round((x - tr.x) / max(1, tr.w) * (len(self.stops) - 1))
        return self.stops[max(0, min(len(self.stops) - 1, k))]

    # --- input ---
    def local(self, pos: tuple[int, int]) -> tuple[int, int]:
        return pos[0] - self.rect.x, pos[1] - self.rect.y

    def handle(self, e: pygame.event.Event) -> Any:
        if e.type == pygame.MOUSEMOTION:
            before = self.hot()
            self.hover = self.local(e.pos)
            if self.dragging:
                return R.Seek(self.stop_at(self.hover[0]))
            return I.Redraw() if self.hot() != before else None
        if e.type == pygame.MOUSEBUTTONUP and e.button == 1 and self.dragging:
            self.dragging = False
            return I.Redraw()
        if e.type != pygame.MOUSEBUTTONDOWN or e.button != 1 or not self.contains(e.pos):
            return None
        p = self.local(e.pos)
        for name, r in zip(BUTTONS, self.button_rects()):
            if r.collidepoint(p):
                return self.action(name)
        if self.track().inflate(0, round(8 * self.scale)).collidepoint(p):
            self.dragging = True
            return R.Seek(self.stop_at(p[0]))
        return I.Redraw()

    @staticmethod
    def action(name: str) -> Any:
        return {
            "first": R.Jump(False),
            "turn_back": R.Step(turns=-1),
            "step_back": R.Step(steps=-1),
            "play": R.TogglePlay(),
            "step_on": R.Step(steps=1),
            "turn_on": R.Step(turns=1),
            "last": R.Jump(True),
            "speed": R.Speed(None),
        }[name]

    def hot(self) -> int | None:
        return next((i for i, r in enumerate(self.button_rects()) if r.collidepoint(self.hover)), None)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        p = self.local(pos)
        for name, r in zip(BUTTONS, self.button_rects()):
            if r.collidepoint(p):
                return t(f"replay.button.{name}")
        return None

    def widgets(self) -> list[Widget]:
        kids = [Widget(f"button{i}", r.move(self.rect.topleft)) for i, r in enumerate(self.button_rects())]
        kids.append(Widget("turn", self.label_rect().move(self.rect.topleft)))
        kids.append(Widget("slider", self.track().move(self.rect.topleft)))
        kids.append(Widget("keys", self.hint_rect().move(self.rect.topleft)))
        return [Widget(self.name, pygame.Rect(self.rect), tuple(kids))]

    # --- drawing ---
    def signature(self) -> Hashable:
        return (
            self.index,
            self.turn,
            self.playing,
            self.speed,
            self.hot(),
            self.dragging,
            self.scale,
            t("replay.keys"),
        )

    def render(self, image: pygame.Surface) -> None:
        sc = self.scale
        paint.panel(image)
        hot = self.hot()
        for i, (name, r) in enumerate(zip(BUTTONS, self.button_rects())):
            kind = "primary" if name == "play" else "normal"
            label = f"{SPEEDS[self.speed]}×" if name == "speed" else ""
            paint.button(image, r, label, theme.role("button", sc), kind, hot == i)
            if name != "speed":
                _glyph(image, name, r, self.playing, theme.WHITE if kind == "primary" else theme.INK)
        self.render_label(image)
        self.render_slider(image)
        hint = self.hint_rect()
        lines, size = theme.fit_lines(t("replay.keys"), hint.w, hint.h, theme.role("tiny", sc))
        theme.blit_lines(image, lines, hint.topleft, size, theme.INK_SOFT)

    def render_label(self, image: pygame.Surface) -> None:
        r = self.label_rect()
        if r.w <= 0:
            return
        text = t("replay.slider_turn", turn=self.turn, turns=self.turns)
        size = theme.fit_size(text, r.w, theme.role("heading", self.scale), True)
        theme.blit_text(image, text, (r.right, r.centery), size, theme.INK, True, "midright")

    def render_slider(self, image: pygame.Surface) -> None:
        sc = self.scale
        tr = self.track()
        y = tr.centery
        thick = max(3, round(5 * sc))
        pygame.draw.line(image, theme.PANEL_DARK, (tr.x, y), (tr.right, y), thick)
        k = self.stop_index()
        pygame.draw.line(image, theme.ACCENT, (tr.x, y), (self.stop_x(k), y), thick)
        n = len(self.stops)
        every = max(1, round(n / max(1, tr.w / max(6, round(8 * sc)))))
        for j in range(0, n, every):
            x = self.stop_x(j)
            pygame.draw.line(image, theme.PANEL_EDGE, (x, y - round(4 * sc)), (x, y + round(4 * sc)), 1)
        x = self.stop_x(k)
        knob = max(6, round(9 * sc))
        pygame.draw.circle(image, (40, 30, 20), (x, y + 1), knob + 1)
        pygame.draw.circle(image, theme.ACCENT if not self.dragging else theme.ACCENT_DARK, (x, y), knob)
        pygame.draw.circle(image, theme.WHITE, (x, y), knob, 2)


def _glyph(image: pygame.Surface, name: str, r: pygame.Rect, playing: bool, colour: Any) -> None:
    """The transport buttons' symbols, drawn (no font has them all)."""
    cx, cy = r.center
    s = max(4, r.h // 4)

    def tri(x: float, left: bool) -> None:
        d = -s if left else s
        pygame.draw.polygon(image, colour, [(x - d * 0.6, cy - s), (x - d * 0.6, cy + s), (x + d * 0.6, cy)])

    def bar(x: float) -> None:
        pygame.draw.rect(image, colour, (round(x - s * 0.2), cy - s, max(2, round(s * 0.4)), 2 * s))

    if name == "play":
        if playing:
            bar(cx - s * 0.45)
            bar(cx + s * 0.45)
        else:
            tri(cx, False)
    elif name in ("step_back", "step_on"):
        tri(cx, name == "step_back")
    elif name in ("turn_back", "turn_on"):
        left = name == "turn_back"
        tri(cx - s * 0.55, left)
        tri(cx + s * 0.55, left)
    elif name == "first":
        bar(cx - s * 0.9)
        tri(cx + s * 0.2, True)
    elif name == "last":
        tri(cx - s * 0.2, False)
        bar(cx + s * 0.9)
