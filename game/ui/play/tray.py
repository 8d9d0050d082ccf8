"""The tray under the board during a player's turn: what they can drag onto the board (pieces from their
supply and the edition's tokens or ranger), what the keys do, and the Skip and Undo buttons."""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

import pygame

from .. import icons, theme
from ..component import Component, Widget
from ..describe import piece_word
from ..editions import TraySource
from ..i18n import t
from . import intents as I
from . import paint, why

if TYPE_CHECKING:
    from .model import PlayModel


class Tray(Component):
    name = "tray"

    def __init__(self, model: PlayModel) -> None:
        super().__init__()
        self.model = model
        self.scale = 1.0
        self.undo_ok = False
        self.hover = (-1, -1)
        self._parts: tuple | None = None

    def sources(self) -> list[TraySource]:
        m = self.model
        s = m.state
        seat = s.current
        supply = [TraySource(k, n, None, piece_word(k, s.setup.edition)) for k, n in s.supply[seat].items()]
        return m.plugin.tray_sources(s, m.view(), seat, supply)

    def movable(self, src: TraySource) -> bool:
        return src.count > 0 and any(tg.kind == src.kind and tg.source == src.source for tg in self.model.targets())

    # --- geometry, local to the tray ---
    def parts(self) -> Any:
        """(items [(source, box)], skip button or None, undo button or None, the hint's rectangle, font size of
        the buttons, of the labels)."""
        m = self.model
        key = (m.state.version, m.gen, m.busy, self.undo_ok, self.rect.size, self.scale, t("play.skip"))
        if self._parts is None or self._parts[0] != key:
            self._parts = (key, self._make_parts())
        return self._parts[1]

    def _make_parts(self) -> Any:
        sc = self.scale
        r = pygame.Rect(0, 0, self.rect.w, self.rect.h)
        pad = round(12 * sc)
        bsize = theme.role("button", sc)
        labels = [t("play.skip"), t("play.undo")]
        bw = max(theme.font(bsize, True).size(x)[0] for x in labels) + round(24 * sc)
        bw = min(bw, r.w // 4)
        bsize = theme.fit_group(labels, bw - round(16 * sc), bsize, True)
        bh = min(round(36 * sc), (r.h - 3 * pad) // 2)
        skip = pygame.Rect(r.right - pad - bw, pad, bw, bh) if self.model.can_skip() else None
        undo = pygame.Rect(r.right - pad - bw, r.bottom - pad - bh - 3, bw, bh) if self.undo_ok else None
        box = min(round(60 * sc), r.h - 2 * pad - round(18 * sc))
        tiny = theme.role("tiny", sc)
        srcs = self.sources() if self.model.state.phase != "place_tile" else []
        widths = [max(box, theme.font(tiny).size(src.label)[0]) for src in srcs]
        room = (r.w - 2 * pad - bw) // 2 if srcs else 0
        gap = round(14 * sc)
        while srcs and sum(widths) + gap * (len(srcs) - 1) > room and tiny > 9:
            tiny, box, gap = tiny - 1, max(28, box - 4), max(4, gap - 2)
            widths = [max(box, theme.font(tiny).size(src.label)[0]) for src in srcs]
        items = []
        x = pad
        for src, w in zip(srcs, widths):
            items.append((src, pygame.Rect(x + (w - box) // 2, pad, box, box)))
            x += w + gap
        column = skip if skip is not None else undo
        right = column.x - pad if column is not None else r.right - pad
        hint = pygame.Rect(x + pad if items else pad, pad // 2, right - (x + pad if items else pad), r.h - pad)
        return items, skip, undo, hint, bsize, tiny

    # --- input ---
    def handle(self, e: pygame.event.Event) -> Any:
        if e.type == pygame.MOUSEMOTION:
            before = self.hot()
            self.hover = (e.pos[0] - self.rect.x, e.pos[1] - self.rect.y)
            return I.Redraw() if self.hot() != before else None
        if e.type != pygame.MOUSEBUTTONDOWN or e.button != 1 or not self.contains(e.pos):
            return None
        local = (e.pos[0] - self.rect.x, e.pos[1] - self.rect.y)
        items, skip, undo, _hint, _b, _l = self.parts()
        if skip is not None and skip.collidepoint(local):
            return I.Skip()
        if undo is not None and undo.collidepoint(local):
            return I.Undo()
        for src, box in items:
            if box.collidepoint(local) and self.movable(src):
                return I.PickUp(src.kind, src.source, box.move(self.rect.topleft).center, e.pos)
        return I.Redraw()

    def hot(self) -> Any:
        items, skip, undo, _h, _b, _l = self.parts() if self.visible else ([], None, None, None, 0, 0)
        for name, r in (("skip", skip), ("undo", undo)):
            if r is not None and r.collidepoint(self.hover):
                return name
        return next((i for i, (_s, b) in enumerate(items) if b.collidepoint(self.hover)), None)

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        local = (pos[0] - self.rect.x, pos[1] - self.rect.y)
        for src, box in self.parts()[0]:
            if box.collidepoint(local):
                label = f"{src.label} ×{src.count}" if src.show_count else src.label
                reason = why.tray_reason(self.model, src.kind) if not self.movable(src) else None
                return f"{label}: {reason}" if reason else label  # a greyed piece says why
        return None

    def widgets(self) -> list[Widget]:
        if not self.visible:
            return []
        items, skip, undo, hint, _b, _l = self.parts()
        kids = [Widget(f"item{i}", box.move(self.rect.topleft)) for i, (_s, box) in enumerate(items)]
        kids += [Widget(n, r.move(self.rect.topleft)) for n, r in (("skip", skip), ("undo", undo)) if r is not None]
        return [Widget(self.name, pygame.Rect(self.rect), tuple(kids))]

    # --- drawing ---
    def hint(self) -> str:
        m = self.model
        s = m.state
        if s.phase == "place_tile" or m.tile_choices():
            turned = m.fixed_place() is None and any(m.rot not in rots for rots in m.placements().values())
            return t("play.tray_hint_tile") + (" " + t("aid.legend_turned") if turned else "")
        return m.plugin.tray_hint(s, m.view(), m.options()) or t("play.tray_hint")

    def keys(self) -> str:
        """The keys of the decision in hand, written under the hint."""
        m = self.model
        if m.state.phase == "place_tile" or m.tile_choices():
            return t("play.tray_keys_tile")
        if any(tg.origin is not None for tg in m.targets()):
            return t("play.tray_keys_travel")
        return t("play.tray_keys")

    def signature(self) -> Hashable:
        m = self.model
        return (m.state.version, m.gen, self.undo_ok, self.hot(), self.scale, self.hint(), self.keys())

    def render(self, image: pygame.Surface) -> None:
        m = self.model
        sc = self.scale
        paint.panel(image)
        items, skip, undo, hint, bsize, tiny = self.parts()
        col = m.colour(m.state.current)
        for src, box in items:
            ok = self.movable(src)
            pygame.draw.rect(image, (255, 248, 224) if ok else (226, 220, 206), box, border_radius=10)
            if ok:
                pygame.draw.rect(image, theme.ACCENT, box, 2, border_radius=10)
            img = icons.thing(src.kind, int(box.w * 0.72), col if ok else (170, 170, 170))
            if not ok:
                img = img.copy()
                img.set_alpha(110)
            image.blit(img, img.get_rect(center=box.center))
            if src.show_count:
                paint.count_badge(image, box, f"×{src.count}", tiny, ok)
            theme.blit_text(image, src.label, (box.centerx, box.bottom + 2), tiny, theme.INK_SOFT, False, "midtop")
        hot = self.hot()
        if skip is not None:
            paint.button(image, skip, t("play.skip"), bsize, "primary", hot == "skip")
        if undo is not None:
            paint.button(image, undo, t("play.undo"), bsize, "normal", hot == "undo")
        lines, keys, size = hint_layout(self.hint(), self.keys(), hint.w, hint.h, theme.role("small", sc))
        lh = theme.line_height(size)
        y = hint.centery - ((len(lines) + len(keys)) * lh + 2) // 2
        y = theme.blit_lines(image, lines, (hint.x, y), size, theme.INK_SOFT).bottom + 2 if lines else y
        theme.blit_lines(image, keys, (hint.x, y), size, theme.ACCENT_DARK, True)


def hint_layout(hint: str, keys: str, width: int, height: int, size: int) -> tuple[list[str], list[str], int]:
    """(hint lines, key lines, size): both at the largest size at which they fit `width` x `height` together;
    a key line breaks only between its items ("Tab: next place · Enter: lay it"), never inside one.  At the
    smallest size the keys keep their room and the hint keeps what lines still fit."""
    nb = "\u00a0· ".join(item.replace(" ", "\u00a0") for item in keys.split(" · "))  # breaks after a "·" only
    while True:
        lh = theme.line_height(size)
        key_lines = theme.wrap(nb, width, size, True)
        lines = theme.wrap(hint, width, size)
        wide = any(theme.font(size, True).size(x)[0] > width for x in key_lines)
        if (len(lines) + len(key_lines)) * lh + 2 <= height and not wide:
            return lines, key_lines, size
        if size <= theme.MIN_TEXT:
            room = max(0, (height - 2) // lh - len(key_lines))
            return lines[:room], key_lines, size
        size -= 1
