"""The card at the left: how many tiles are left (a button to the list of tiles still to come, when that aid is
on), the tile in hand (turned as the player turns it, turning visibly before it is laid turned another way),
the keys that turn it, and the edition's ribbon (a bonus tile)."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any

import pygame

from .. import theme
from ..component import Component
from ..i18n import t
from . import intents as I
from . import paint
from .placing import turned_image

if TYPE_CHECKING:
    from ..tile_painter import TilePainter
    from .model import PlayModel

GOLD = (236, 190, 60)


class TileCard(Component):
    name = "card"

    def __init__(self, model: PlayModel, painter: TilePainter) -> None:
        super().__init__()
        self.model = model
        self.painter = painter
        self.scale = 1.0
        self.turning: Callable[[], float | None] | None = (
            None  # () -> degrees the tile shows while it turns before being laid, or None
        )
        self.hover = False

    def tiles_button(self) -> pygame.Rect | None:
        """The heading as a button (local), when the tiles-left aid is on for the seat whose aids show."""
        aids = getattr(self.model, "aids", None)
        if aids is None or not aids.on("tiles_left"):
            return None
        sc = self.scale
        head = theme.role("heading", sc)
        w = min(self.rect.w - round(16 * sc), theme.font(head, True).size(self.heading())[0] + round(28 * sc))
        r = pygame.Rect(0, round(6 * sc), w, theme.line_height(head) + round(8 * sc))
        r.centerx = self.rect.w // 2
        return r

    def heading(self) -> str:
        return t("play.tiles_left", n=self.model.state.tiles_left)

    def handle(self, e: pygame.event.Event) -> I.Intent | None:
        button = self.tiles_button() if self.visible else None
        if e.type == pygame.MOUSEMOTION:
            hot = button is not None and button.move(self.rect.topleft).collidepoint(e.pos)
            if hot != self.hover:
                self.hover = hot
                return I.Redraw()
            return None
        if e.type == pygame.MOUSEBUTTONDOWN and self.contains(e.pos):
            if e.button == 1 and button is not None and button.move(self.rect.topleft).collidepoint(e.pos):
                return I.ToggleTiles()
            return I.Redraw()  # a press on the card is not a press on the board under it
        return None

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        button = self.tiles_button()
        if button is not None and button.move(self.rect.topleft).collidepoint(pos):
            return t("aid.tiles_button_tip")
        return None

    # --- what it shows ---
    def shown_tile(self) -> tuple[str, int] | None:
        """(tile id, quarter turns) in the card: a tile offered on the board (turned as it will be laid), or
        the drawn tile; None when there is none."""
        m = self.model
        s = m.state
        if s.ended:
            return None
        choices = m.tile_choices()
        if choices:
            fixed = m.fixed_place()  # a tile with one place (a double): as it will be laid
            return choices[0].tile, fixed[1] if fixed is not None else m.rot
        if s.drawn is not None:
            return s.drawn, 0
        return None

    def signature(self) -> Hashable:
        m = self.model
        s = m.state
        human = m.pending_human() is not None and bool(m.tile_choices())
        return (
            s.tiles_left,
            self.shown_tile(),
            human,
            m.plugin.card_banner(s, m.view()),
            t("play.rotate_hint"),
            self.scale,
            self.tiles_button(),
            self.hover,
            self.turning() if self.turning is not None else None,
        )

    def geometry(self) -> Any:
        """Inside the card (local): (heading size, the tile's box, hint lines, their size, the ribbon or None)."""
        m = self.model
        s = m.state
        sc = self.scale
        w, h = self.rect.size
        pad = round(12 * sc)
        head = theme.role("heading", sc)
        small = theme.role("small", sc)
        banner = m.plugin.card_banner(s, m.view())
        hint_lines: list[str] = []
        shown = self.shown_tile()
        if m.pending_human() is not None and bool(m.tile_choices()) and shown is not None:
            hint_lines = theme.wrap(t("play.rotate_hint"), w - 2 * pad, small) + [t("play.rotation", deg=shown[1] * 90)]
        banner_h = round(40 * sc) if banner else 0
        hints_h = len(hint_lines) * theme.line_height(small)
        top = pad + theme.line_height(head) + round(6 * sc)
        side = max(20, min(w - 2 * pad, h - 3 - top - hints_h - banner_h - 2 * pad))
        box = pygame.Rect(0, 0, side, side)
        box.midtop = (w // 2, top)
        ribbon = pygame.Rect(pad // 2, h - 3 - banner_h - pad // 2, w - pad, banner_h) if banner else None
        return head, box, hint_lines, small, ribbon

    def render(self, image: pygame.Surface) -> None:
        m = self.model
        s = m.state
        sc = self.scale
        body = paint.panel(image)
        head, box, hint_lines, small, ribbon = self.geometry()
        button = self.tiles_button()
        if button is not None:
            size = theme.fit_size(self.heading(), button.w - round(12 * sc), head, True)
            paint.button(image, button, self.heading(), size, "normal", self.hover)
        else:
            theme.blit_text(image, self.heading(), (body.centerx, round(12 * sc)), head, theme.INK, True, "midtop")
        pygame.draw.rect(image, theme.PANEL_DARK, box, border_radius=8)
        shown = self.shown_tile()
        angle = self.turning() if self.turning is not None else None
        if shown is None:
            theme.blit_text(image, "—", box.center, round(40 * sc), theme.INK_SOFT, True, "center")
        elif angle is not None:  # turning before it is laid: the unturned tile, rotated smoothly
            inner = box.inflate(-round(14 * sc), -round(14 * sc))
            flat = pygame.Surface(inner.size, pygame.SRCALPHA)
            self.paint_tile(flat, shown[0], 0, flat.get_rect())
            turned = turned_image(flat, angle)
            image.blit(turned, turned.get_rect(center=inner.center))
        else:
            self.paint_tile(image, shown[0], shown[1], box.inflate(-round(14 * sc), -round(14 * sc)))
        theme.blit_lines(
            image, hint_lines, (body.centerx, box.bottom + round(8 * sc)), small, theme.INK_SOFT, False, "midtop"
        )
        if ribbon is not None:
            banner = m.plugin.card_banner(s, m.view()) or ""
            pygame.draw.rect(image, GOLD, box.inflate(8, 8), 4, border_radius=10)
            pygame.draw.rect(image, GOLD, ribbon, border_radius=10)
            pygame.draw.rect(image, (120, 86, 20), ribbon, 2, border_radius=10)
            size = theme.fit_size(banner, ribbon.w - 12, theme.role("heading", sc), True)
            theme.blit_text(image, banner, ribbon.center, size, (50, 30, 6), True, "center")

    def paint_tile(self, image: pygame.Surface, tile_id: str, q: int, box: pygame.Rect) -> None:
        """A tile (of any number of cells) turned `q`, fitted into `box`."""
        tile = self.model.state.tiles[tile_id]
        offs = tile.cell_offsets(q)
        xs = [o[0] for o in offs]
        ys = [o[1] for o in offs]
        cw, ch = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
        size = max(8, int(min(box.w / cw, box.h / ch)))
        ox = box.centerx - cw * size / 2
        oy = box.centery - ch * size / 2
        for i, (dx, dy) in enumerate(offs):
            img = self.painter.cell_surface(tile, i, q, size)
            image.blit(img, (ox + (dx - min(xs)) * size, oy + (dy - min(ys)) * size))
