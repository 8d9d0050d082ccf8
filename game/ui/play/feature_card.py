"""The card of the feature under the pointer (or under keyboard focus, or named by a hovered log line): its kind,
tiles, symbols, open ends, who holds it with how many pieces, what it is worth to each seat if the game ended
now and if it were completed now (the engine's FeatureInfo, by the edition's own scoring), and the edition's
own facts (the plug-in's `card_lines`).  It sits in a bottom corner of the board, away from the pointer.
"""

from __future__ import annotations

from collections.abc import Collection, Hashable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.core import payments

from .. import icons, marks, theme
from ..component import Component
from ..i18n import t
from . import paint
from .words import capital, kind_word

if TYPE_CHECKING:
    from game.core.insight import FeatureInfo
    from game.core.state import GameState

    from ..editions.base import WindowPlugin
    from .model import PlayModel


@dataclass(frozen=True)
class Row:
    kind: str  # "title", "head", "text", "note", "symbols", "table_head", "seat"
    text: str = ""
    seat: int | None = None
    cols: tuple = ()  # a seat row's (pieces, worth now, worth if completed) / the table head's labels
    icons: tuple = ()  # a symbols row: ((icon name, count), ...)


def seat_table(
    info: FeatureInfo,
    names: Sequence[str],
    edition: str | None = None,
    spot_kinds: Any = None,
    log: Sequence[object] = (),
    state: GameState | None = None,
    dead: Collection[tuple[int, int]] = (),
) -> list[Row]:
    """A row per seat that holds the feature or would score from it: pieces, worth now, worth if completed.
    A feature completed during the game shows what its scoring paid each seat, as the log says (`log`,
    `state`); "if completed" shows only while completion is possible: none of the places it leads to is
    dead (`dead`: the places no tile still to be laid fits)."""
    n = len(names)
    now = list(info.worth_now) + [0] * n
    done = list(info.worth_if_completed) + [0] * n if info.worth_if_completed is not None else None
    paid = None
    if info.complete is True and info.ref.what == "feature" and state is not None:
        paid = payments.paid_for_feature(state, log, info.ref.key)
    if paid is not None:
        now = [paid.get(s, 0) for s in range(n)] + [0] * n
    if done is not None and info.complete is False and any(pos in dead for pos in info.faces):
        done = None  # it can no longer be completed: no "if completed"
    seats = set(info.holders) | {s for s in range(n) if now[s]} | ({s for s in range(n) if done[s]} if done else set())
    if not seats:  # a feature or hole that pieces can claim says nobody has; the race or the mouth say nothing
        claims = state.edition.claimable_refs if state is not None else ()  # things besides features
        claimable = not info.complete and (
            info.ref.what in claims or (info.ref.what == "feature" and (spot_kinds is None or info.kind in spot_kinds))
        )
        return [Row("note", t("card.nobody"))] if claimable else []
    ending = done is not None and info.complete is False
    worth = t("card.scored") if paid is not None else t("card.worth_now")
    head = (t("card.pieces"), worth, t("card.worth_if_completed") if ending else "")
    out = [Row("table_head", cols=head)]
    for s in sorted(seats):
        held = tuple(sorted(info.holders.get(s, {}).items()))  # (piece kind, count): drawn as icons
        cols = (held, str(now[s]), str(done[s]) if ending and done is not None else "")
        out.append(Row("seat", names[s] if s < len(names) else "?", s, cols))
    return out


def card_rows(
    info: FeatureInfo,
    names: list[str],
    plugin: WindowPlugin,
    state: GameState,
    view: Any,
    log: Sequence[object] = (),
    dead: Collection[tuple[int, int]] = (),
) -> list[Row]:
    """The card's rows; `log` (the game's events) says what completed features paid, `dead` the places no
    tile still to be laid fits (a feature leading to one can no longer be completed)."""
    edition = state.setup.edition
    rows = [Row("title", capital(kind_word(info.kind, edition)))]
    facts = []
    if info.ref.what == "feature" and info.cells:
        facts.append(t("card.tiles", n=len(info.cells)))
    if info.complete is True:
        facts.append(t("card.complete"))
    elif info.complete is False:
        facts.append(t("card.open", n=info.open_ends) if info.open_ends else t("card.not_complete"))
        if info.ref.what == "feature" and any(pos in dead for pos in info.faces):
            facts.append(t("card.cannot_complete"))
    if facts:
        rows.append(Row("text", " · ".join(facts)))
    syms = tuple((icons.icon_name(k, info.kind), n) for k, n in info.symbols.items() if k != "spaces" and n)
    if syms:
        rows.append(Row("symbols", icons=syms))
    rows += [Row("text", line) for line in plugin.card_lines(info, names, state, view)]
    spot_kinds = state.edition.spot_kinds
    rows += seat_table(info, names, edition, spot_kinds, log, state, dead)
    for rel in info.related:
        if rel is None:
            continue
        rows.append(Row("head", capital(kind_word(rel.kind, edition))))
        rsyms = tuple((icons.icon_name(k, rel.kind), n) for k, n in rel.symbols.items() if k != "spaces" and n)
        if rsyms:
            rows.append(Row("symbols", icons=rsyms))
        rows += [Row("text", line) for line in plugin.card_lines(rel, names, state, view)]
        rows += seat_table(rel, names, edition, spot_kinds, log, state, dead)
    return rows


class FeatureCard(Component):
    """Drawn over the board area (a child of it for the layout checks), never under the pointer."""

    name = "feature_card"

    def __init__(self, model: PlayModel) -> None:
        super().__init__()
        self.model = model
        self.scale = 1.0
        self.rows: list[Row] = []
        self.key: tuple | None = None
        self.visible = False

    # --- content ---
    def show(
        self,
        info: FeatureInfo | None,
        area: pygame.Rect,
        pointer: tuple[int, int] | None,
        avoid: Sequence[pygame.Rect] = (),
        rather_not: Sequence[pygame.Rect] = (),
    ) -> None:
        m = self.model
        if info is None:
            self.hide()
            return
        key = (info.ref, m.state.version, m.aids.seat() if m.aids is not None else None, self.scale)
        if key != self.key:
            self.key = key
            dead = m.aids.dead() if m.aids is not None else frozenset()
            self.rows = card_rows(info, m.names, m.plugin, m.state, m.view(), m.game.log, dead)
            self.mark_dirty()
        self.visible = True
        self.place(area, pointer, avoid, rather_not)

    def hide(self) -> None:
        self.visible = False
        self.key = None

    # --- geometry ---
    def sizes(self) -> tuple[int, int, int]:
        sc = self.scale
        return theme.role("heading", sc), theme.role("small", sc), theme.role("tiny", sc)

    def width(self, area: pygame.Rect) -> int:
        return max(120, min(round(360 * self.scale), area.w - round(24 * self.scale)))

    def row_height(self, row: Row, width: int) -> int:
        head, small, tiny = self.sizes()
        if row.kind == "title":
            return theme.line_height(head) + round(2 * self.scale)
        if row.kind == "head":
            return theme.line_height(small) + round(8 * self.scale)
        if row.kind == "symbols":
            return round(26 * self.scale)
        if row.kind in ("table_head", "seat"):
            return theme.line_height(tiny if row.kind == "table_head" else small) + round(3 * self.scale)
        return len(theme.wrap(row.text, width, small)) * theme.line_height(small)

    def place(
        self,
        area: pygame.Rect,
        pointer: tuple[int, int] | None,
        avoid: Sequence[pygame.Rect] = (),
        rather_not: Sequence[pygame.Rect] = (),
    ) -> None:
        """A corner of `area` clear of every rectangle in `avoid` (the status line, a tutorial's box…) and, if
        one is, of `rather_not` too (a tutorial's marks): the bottom corner farther from the pointer first, then
        the other bottom one, then the top ones.  No corner clear of `avoid`: the card is not shown."""
        pad = round(10 * self.scale)
        w = self.width(area)
        inner = w - 2 * pad
        h = sum(self.row_height(r, inner) for r in self.rows) + 2 * pad + 3
        h = min(h, area.h - 2 * pad)
        far_left = pointer is None or pointer[0] > area.centerx
        spots = []
        for bottom in (True, False):
            for left in (far_left, not far_left):
                r = pygame.Rect(0, 0, w, max(40, h))
                if bottom:
                    r.bottom = area.bottom - pad
                else:
                    r.top = area.top + pad
                if left:
                    r.left = area.left + pad
                else:
                    r.right = area.right - pad
                spots.append(r)
        clear = [r for r in spots if not any(r.colliderect(a) for a in avoid)]
        best = [r for r in clear if not any(r.colliderect(a) for a in rather_not)]
        if clear:
            self.set_rect((best or clear)[0])
        else:
            self.visible = False

    # --- drawing ---
    def columns(self, width: int, ending: bool) -> tuple[int, int, int]:
        """Where a seat table's columns stand in a card `width` wide: the left edge of the pieces, the right
        edges of the points now (or scored) and of the points if completed.  A table without "if completed"
        has its points at the right edge, clear of "Pieces" however long the words."""
        sc = self.scale
        _head, small, tiny = self.sizes()
        pad, gap = round(10 * sc), round(10 * sc)
        num_w = max(theme.font(tiny, True).size(t("card.worth_now"))[0], theme.font(small, True).size("888")[0])
        done_w = max(theme.font(tiny, True).size(t("card.worth_if_completed"))[0], num_w)
        col_done = width - pad
        col_now = col_done - done_w - gap if ending else col_done
        return pad + round(22 * sc) + round((width - 2 * pad) * 0.24), col_now, col_done

    def signature(self) -> Hashable:
        return (self.key, self.rect.size)

    def render(self, image: pygame.Surface) -> None:
        m = self.model
        sc = self.scale
        body = paint.panel(image, radius=12)
        head, small, tiny = self.sizes()
        pad = round(10 * sc)
        x, y = pad, pad
        inner = body.w - 2 * pad
        gap = round(10 * sc)
        num_w = max(theme.font(tiny, True).size(t("card.worth_now"))[0], theme.font(small, True).size("888")[0])
        col_pieces, col_now, col_done = self.columns(body.w, True)
        now_x = col_now
        for row in self.rows:
            rh = self.row_height(row, inner)
            if y + rh > body.bottom - 2:
                theme.blit_text(
                    image, "…", (body.right - pad, body.bottom - 2), small, theme.INK_SOFT, True, "bottomright"
                )
                break
            if row.kind == "title":
                theme.blit_text(image, row.text, (x, y), head, theme.INK, True)
            elif row.kind == "head":
                pygame.draw.line(image, theme.PANEL_EDGE, (x, y + round(3 * sc)), (body.right - pad, y + round(3 * sc)))
                theme.blit_text(image, row.text, (x, y + round(6 * sc)), small, theme.INK, True)
            elif row.kind == "symbols":
                sx = x
                size = round(22 * sc)
                for name, n in row.icons:
                    img = icons.get(name, size)
                    if sx + size + round(30 * sc) > body.right - pad:
                        break
                    image.blit(img, (sx, y + 1))
                    r = theme.blit_text(
                        image, f"×{n}", (sx + size + 2, y + size // 2 + 1), small, theme.INK, True, "midleft"
                    )
                    sx = r.right + round(10 * sc)
            elif row.kind == "table_head":
                now_x = self.columns(body.w, bool(row.cols[2]))[1]
                cols = ((col_pieces, "topleft"), (now_x, "topright"), (col_done, "topright"))
                for (cx, anchor), label in zip(cols, row.cols):
                    if label:
                        theme.blit_text(image, label, (cx, y), tiny, theme.INK_SOFT, True, anchor)
            elif row.kind == "seat" and row.seat is not None:
                col = m.colour(row.seat)
                mark = marks.mark_of(col)
                bsize = round(16 * sc)
                if mark is not None:
                    image.blit(marks.badge(mark, bsize, col), (x, y + 1))
                name = theme.shorten(row.text, col_pieces - x - round(26 * sc), small, True)
                theme.blit_text(image, name, (x + round(22 * sc), y), small, theme.INK, True)
                px_ = col_pieces
                isize = round(18 * sc)
                for kind, count in row.cols[0]:  # each piece kind as the seat's own piece, with its count
                    if px_ + isize > now_x - num_w - gap:
                        break
                    img = icons.piece_icon(kind, isize, col)
                    image.blit(img, img.get_rect(midleft=(px_, y + theme.line_height(small) // 2)))
                    r = theme.blit_text(image, f"×{count}", (px_ + img.get_width(), y), small, theme.INK)
                    px_ = r.right + round(6 * sc)
                if not row.cols[0]:
                    theme.blit_text(image, "—", (col_pieces, y), small, theme.INK_SOFT)
                theme.blit_text(image, row.cols[1], (now_x, y), small, theme.INK, True, "topright")
                if row.cols[2]:
                    theme.blit_text(image, row.cols[2], (col_done, y), small, theme.ACCENT_DARK, True, "topright")
            else:
                colour = theme.INK_SOFT if row.kind == "note" else theme.INK
                theme.blit_lines(image, theme.wrap(row.text, inner, small), (x, y), small, colour)
            y += rh
