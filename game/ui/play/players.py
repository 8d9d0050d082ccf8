"""The players panel: a row per seat with its colour and mark, name, kind (human or computer level), score with
a bar against the leader, the projected score (what the end would give now, when that aid is on for the seat
whose aids show), the pieces in supply, and the edition's extras (face-up tokens the owner may drag, secret
tokens behind an eye button held by their owner, a boat's space)."""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from .. import icons, theme
from ..ai_runner import level_name
from ..component import Component, Widget
from ..describe import word
from ..i18n import t
from . import intents as I
from . import paint

if TYPE_CHECKING:
    from .model import PlayModel


@dataclass
class StripItem:
    icon: str  # for icons.named / icons.thing
    text: str
    rect: pygame.Rect  # the icon's box, local to the panel
    kind: str = ""  # a draggable token's kind ("token:<animal>"), or "" for show only
    count: int = 0
    tooltip: str = ""
    size: int = 12  # the count's font size


class PlayersPanel(Component):
    name = "players"

    def __init__(self, model: PlayModel) -> None:
        super().__init__()
        self.model = model
        self.scale = 1.0
        self.row_h = 86

    # --- geometry (local to the panel) ---
    def head_h(self) -> int:
        return round(40 * self.scale)

    def row_rect(self, seat: int) -> pygame.Rect:
        pad = round(8 * self.scale)
        return pygame.Rect(
            pad, self.head_h() + seat * self.row_h, self.rect.w - 2 * pad, self.row_h - round(6 * self.scale)
        )

    def seat_point(self, seat: int) -> tuple[int, int]:
        """A screen point on a seat's row (where its pieces come from, and its points go when there is no
        better place)."""
        r = self.row_rect(seat).move(self.rect.topleft)
        return r.x + round(26 * self.scale), r.centery

    def compact(self) -> bool:
        return self.row_h < round(78 * self.scale)

    def strip(self, seat: int) -> tuple[list[StripItem], pygame.Rect | None]:
        """The bottom line of a seat's row: its items (icon boxes) and the eye button (or None)."""
        m = self.model
        s = m.state
        sc = self.scale
        view = m.view()
        row = self.row_rect(seat)
        size = round(18 * sc)
        text = theme.role("small", sc)
        raw: list[tuple[str, str, str, int, str]] = []
        for kind, count in s.supply[seat].items():
            raw.append(("piece:" + kind, f"×{count}", "", count, ""))
        for src in m.plugin.hand(s, view, seat):
            raw.append((src.kind, str(src.count), src.kind, src.count, src.label))
        secret = m.plugin.secret(s, view, seat)
        eye = None
        if secret is not None:
            if m.reveal_seat == seat:
                for crop, c in sorted(secret.items()):
                    if c:
                        raw.append(("icon:" + crop, str(c), "", c, t("sym." + crop)))
            else:
                raw.append(("icon:token", f"×{sum(secret.values())}", "", 0, t("play.secret_tokens")))
            if seat == m.viewer and m.is_human(seat):  # only the person at the screen sees their own
                eye = pygame.Rect(0, 0, round(26 * sc), round(22 * sc))
        for b in m.plugin.seat_badges(s, view, seat):
            raw.append((b.icon, b.text, "", 0, b.tooltip))
        gap = round(10 * sc)
        room = row.w - round(12 * sc) - (eye.w + gap if eye is not None else 0)
        while True:  # icons, counts and gaps shrink together until the line fits the row
            widths = [size + 3 + theme.font(text, True).size(x[1])[0] for x in raw]
            if sum(widths) + gap * max(0, len(raw) - 1) <= room or text <= 9:
                break
            text, size, gap = text - 1, max(10, size - 1), max(3, gap - 1)
        x = row.x + round(6 * sc)
        y = row.bottom - round(6 * sc) - size
        items = []
        for (icon, label, kind, count, tip), w in zip(raw, widths):
            items.append(StripItem(icon, label, pygame.Rect(x, y, size, size), kind, count, tip, text))
            x += w + gap
        if eye is not None:
            eye.midright = (row.right - round(6 * sc), y + size // 2)
        return items, eye

    # --- input ---
    def handle(self, e: pygame.event.Event) -> I.Intent | None:
        m = self.model
        if e.type == pygame.MOUSEBUTTONUP and e.button == 1 and m.reveal_seat is not None:
            return I.Reveal(None)
        if e.type != pygame.MOUSEBUTTONDOWN or e.button != 1 or not self.contains(e.pos):
            return None
        local = (e.pos[0] - self.rect.x, e.pos[1] - self.rect.y)
        d = m.pending_human()
        targets = m.targets() if d is not None else []
        for seat in range(len(m.seats)):
            items, eye = self.strip(seat)
            if eye is not None and eye.collidepoint(local):
                return I.Reveal(seat)
            if seat != m.state.current or d is None:
                continue
            for it in items:
                if it.kind and it.count > 0 and it.rect.inflate(6, 6).collidepoint(local):
                    if any(tg.kind == it.kind and tg.source is None for tg in targets):
                        centre = it.rect.move(self.rect.topleft).center
                        return I.PickUp(it.kind, None, centre, e.pos)
        return I.Redraw()  # a press on the panel is not a press on the board

    # --- the projected score ---
    def projected(self) -> tuple | None:
        """Per seat, the score if the game ended now (None when the aid is off or the game is over)."""
        aids = getattr(self.model, "aids", None)
        if aids is None or not aids.on("projected") or self.model.state.ended:
            return None
        return tuple(aids.projection().scores)

    def projected_rect(self, seat: int, proj: Any) -> pygame.Rect:
        """Where a seat's projected score is written (local): left of the score, on its baseline."""
        sc = self.scale
        row = self.row_rect(seat)
        score_size = theme.role("score", sc) if not self.compact() else theme.role("heading", sc)
        sw = theme.font(score_size, True).size(str(self.model.state.scores[seat]))[0]
        small = theme.role("small", sc)
        w, h = theme.font(small, True).size(t("aid.projected_short", n=proj[seat]))
        r = pygame.Rect(0, 0, w, h)
        r.bottomright = (
            row.right - round(16 * sc) - sw,
            row.y + round(4 * sc) + theme.font(score_size, True).get_ascent(),
        )
        return r

    def projected_tip(self, seat: int) -> str:
        m = self.model
        assert m.aids is not None  # the projected scores are the play screen's, which has its aids
        p = m.aids.projection()
        parts = ", ".join(
            f"{word('reason', r, m.state.setup.edition)} +{n}" for r, n in sorted(p.by_reason[seat].items()) if n
        )
        tip = t("aid.projected_tip", name=m.names[seat], n=p.scores[seat], now=m.state.scores[seat])
        if parts:
            tip += " (" + parts + ")"
        if seat in p.hidden:
            tip += " " + t("aid.projected_hidden")
        return tip

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        local = (pos[0] - self.rect.x, pos[1] - self.rect.y)
        m = self.model
        proj = self.projected()
        if proj is not None:
            for seat in range(len(m.seats)):
                if self.projected_rect(seat, proj).inflate(6, 6).collidepoint(local):
                    return self.projected_tip(seat)
        for seat in range(len(m.seats)):
            items, eye = self.strip(seat)
            if eye is not None and eye.collidepoint(local):
                return t("play.eye_hint")
            for it in items:
                if it.tooltip and it.rect.inflate(4, 4).collidepoint(local):
                    return it.tooltip
            if self.compact() and self.row_rect(seat).collidepoint(local):
                return self.tag(seat)
        return None

    def widgets(self) -> list[Widget]:
        if not self.visible:
            return []
        rows = tuple(Widget(f"seat{i}", self.row_rect(i).move(self.rect.topleft)) for i in range(len(self.model.seats)))
        return [Widget(self.name, pygame.Rect(self.rect), rows)]

    # --- drawing ---
    def tag(self, seat: int) -> str:
        kind = self.model.seats[seat].get("ai")
        return t("setup.ai_level." + level_name(kind)) if kind else t("setup.human")

    def signature(self) -> Hashable:
        m = self.model
        s = m.state
        d = m.game.pending()
        return (
            s.version,
            m.gen,
            d,
            m.reveal_seat,
            m.viewer,
            self.row_h,
            self.scale,
            t("play.players"),
            tuple(m.names),
            self.projected(),
        )

    def render(self, image: pygame.Surface) -> None:
        m = self.model
        s = m.state
        sc = self.scale
        paint.panel(image)
        theme.blit_text(
            image, t("play.players"), (round(14 * sc), round(11 * sc)), theme.role("heading", sc), theme.INK, True
        )
        top = max(s.scores) if s.scores else 0
        d = m.game.pending()
        current = d.seat if d is not None else None
        body, tiny = theme.role("body", sc), theme.role("tiny", sc)
        score_size = theme.role("score", sc) if not self.compact() else theme.role("heading", sc)
        proj = self.projected()
        for seat in range(len(m.seats)):
            row = self.row_rect(seat)
            col = m.colour(seat)
            if seat == current:
                pygame.draw.rect(image, (255, 246, 214), row, border_radius=10)
                pygame.draw.rect(image, col, row, 3, border_radius=10)
            else:
                pygame.draw.rect(image, (238, 230, 212), row, border_radius=10)
            icon = round((34 if not self.compact() else 26) * sc)
            img = icons.piece_icon("follower", icon, col)
            surface_y = row.y + round(6 * sc) + icon // 2
            image.blit(img, img.get_rect(center=(row.x + round(24 * sc), surface_y)))
            score = str(s.scores[seat])
            sw = theme.font(score_size, True).size(score)[0]
            theme.blit_text(
                image,
                score,
                (row.right - round(10 * sc), row.y + round(4 * sc)),
                score_size,
                theme.INK,
                True,
                "topright",
            )
            name_x = row.x + round(48 * sc)
            name_right = row.right - round(16 * sc) - sw
            if proj is not None:  # what the end would give now, left of the score
                pr = self.projected_rect(seat, proj)
                label = t("aid.projected_short", n=proj[seat])
                theme.blit_text(image, label, pr.topleft, theme.role("small", sc), theme.ACCENT_DARK, True)
                name_right = pr.x - round(6 * sc)
            name = theme.shorten(m.names[seat], name_right - name_x, body, True)
            theme.blit_text(image, name, (name_x, row.y + round(6 * sc)), body, theme.INK, True)
            if not self.compact():
                tag = theme.shorten(self.tag(seat), name_right - name_x, tiny)
                theme.blit_text(
                    image, tag, (name_x, row.y + round(6 * sc) + theme.line_height(body)), tiny, theme.INK_SOFT
                )
                track = pygame.Rect(name_x, row.y + round(50 * sc), row.w - round(60 * sc), max(3, round(6 * sc)))
                pygame.draw.rect(image, (210, 200, 180), track, border_radius=3)
                if top > 0:
                    fill = pygame.Rect(track.x, track.y, max(4, int(track.w * s.scores[seat] / top)), track.h)
                    pygame.draw.rect(image, col, fill, border_radius=3)
            items, eye = self.strip(seat)
            mine = seat == s.current and m.pending_human() is not None
            for it in items:
                if it.kind and mine:
                    pygame.draw.rect(image, (255, 248, 224), it.rect.inflate(4, 4), border_radius=6)
                ic = icons.named(it.icon, it.rect.w, col)
                image.blit(ic, ic.get_rect(center=it.rect.center))
                theme.blit_text(
                    image, it.text, (it.rect.right + 3, it.rect.centery), it.size, theme.INK, True, "midleft"
                )
            if eye is not None:  # an eye: hold it to see your own secret tokens
                pygame.draw.rect(image, (226, 214, 190), eye, border_radius=6)
                pygame.draw.rect(image, theme.PANEL_EDGE, eye, 1, border_radius=6)
                white = eye.inflate(-eye.w * 0.3, -eye.h * 0.45)
                pygame.draw.ellipse(image, (250, 248, 240), white)
                pygame.draw.ellipse(image, theme.INK, white, 1)
                pygame.draw.circle(image, theme.INK, white.center, max(2, white.h // 3))
