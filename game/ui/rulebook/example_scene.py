"""A worked example opened larger from the Rules screen: its board, read only, with pan and zoom (the final
board's scene, which it is built on), stepped from the board before the example, one turn at a time, to the
board after it.  Beside the board, the step's own words (the log's lines of that turn) and the buttons that
step; → / Space the next step, ← / Shift+Space the one before, End the board after, Home fits the board.  A
badge marks every feature scored so far, with the edition's layers (boats, watering holes, rangers), and below
the step each player's points so far by kind.  Esc goes back to the page."""

from __future__ import annotations

from typing import Any

import pygame

from game.core import events as ev

from .. import theme
from ..component import Widget
from ..describe import seat_name, word
from ..editions import Mark
from ..i18n import t
from ..play import paint
from ..scenes.final_board import FinalBoardScene, final_events
from ..widgets import Button
from .examples import Example, Step, board_bounds, draw_world, steps


class ExampleBoardScene(FinalBoardScene):
    name = "example_board"

    def __init__(self, app: Any, ex: Example, caption: str) -> None:
        self.example = ex
        self.caption = caption
        assert ex.game is not None  # the Rules screen opens only an example that plays
        self.steps: list[Step] = steps(ex) or [Step(ex.game, ())]
        self.at = 0
        super().__init__(app, self.steps[0].game, ex.seats())
        self.show(0)

    # --- stepping ---
    def show(self, index: int) -> None:
        """Show step `index` (0: the board before the example; the last: the board after it)."""
        self.at = max(0, min(len(self.steps) - 1, index))
        self.game = self.steps[self.at].game
        s = self.game.state
        self.view = self.plugin.view(s)
        self.events = final_events(self.game.log) if s.ended else []
        extra = self.plugin.final_marks(s, self.view, self.events) if s.ended else []
        self.marks = self.feature_marks() + extra
        self.focus.reset()
        self.dirty = True

    def step_by(self, d: int) -> None:
        self.show(self.at + d)

    def step_title(self) -> str:
        if self.at == 0:
            return t("rules.step_before")
        key = "rules.step_final" if self.steps[self.at].final else "rules.step"
        return t(key, at=self.at, of=len(self.steps) - 1)

    def step_lines(self) -> list[str]:
        step = self.steps[self.at]
        if self.at == 0:
            return [t("rules.step_before_help")]
        return [f"• {line}" for line in step.lines]

    # --- what is shown ---
    def feature_marks(self) -> Any:
        """A badge on every feature the example has scored so far (not only at the end)."""
        s = self.game.state
        names = [seat_name(self.seats, i) for i in range(s.players)]
        out = []
        for e in self.game.log:
            if not isinstance(e, ev.FeatureScored) or not e.winners:
                continue
            node = s.node((e.x, e.y), e.feature)
            cells = frozenset(s.graph.cells_of(node)) if node is not None else frozenset()
            tip = t(
                "final.feature",
                kind=word("kind", e.kind, s.setup.edition),
                tiles=e.tiles,
                points=e.points,
                names=", ".join(names[w] for w in e.winners),
            )
            world = self.camera.spot_world(s, (e.x, e.y), e.feature)
            out.append(Mark(world, f"+{e.points}", tuple(e.winners), cells, tip[:1].upper() + tip[1:]))
        return out

    def bounds(self) -> Any:
        """The board after the example: every step fits without the board moving."""
        return board_bounds(self.example.game or self.game, self.plugin)

    def draw_board(self, surface: pygame.Surface) -> None:
        draw_world(surface, self.camera, self.game, self.plugin, self.colours)
        for pos in self.laid_now():  # the step's own tiles, outlined: the words beside say what they did
            self.camera.draw_cell_outline(surface, pos, theme.HILITE, 3)

    def laid_now(self) -> list[tuple[int, int]]:
        """The cells of the tiles laid in the step shown."""
        if self.at == 0:
            return []
        start = len(self.steps[self.at - 1].game.log)
        cells = self.game.state.board.cells  # cell -> (tile, part, rotation, placement): a double has two parts
        laid = {cells[(e.x, e.y)][3] for e in self.game.log[start:] if isinstance(e, ev.TilePlaced)}
        return [pos for pos, held in cells.items() if held[3] in laid]

    def title_text(self) -> tuple[str, str]:
        return self.caption, t("rules.example_keys")

    def side_points(self) -> tuple[str, dict]:
        s = self.game.state
        per = {seat: {k: v for k, v in s.breakdown[seat].items() if v} for seat in range(s.players)}
        return t("rules.example_side"), per

    # --- layout: the step above the points ---
    def layout(self) -> None:
        super().layout()
        side = self.side
        gap = self.px(10)
        box_h = (side.h - gap) * 3 // 5
        self.step_box = pygame.Rect(side.x, side.y, side.w, box_h)
        self.side = pygame.Rect(side.x, side.y + box_h + gap, side.w, side.h - box_h - gap)
        pad = self.px(12)
        bh = self.px(40)
        bw = (side.w - 3 * pad) // 2
        y = self.step_box.bottom - pad - bh
        size = theme.role("button", self.scale)
        self.step_buttons = [
            Button((side.x + pad, y, bw, bh), lambda: t("rules.step_back"), lambda: self.step_by(-1), size, "ghost"),
            Button((side.x + 2 * pad + bw, y, bw, bh), lambda: t("rules.step_next"), lambda: self.step_by(1), size),
        ]

    # --- input ---
    def handle(self, e: pygame.event.Event) -> None:
        for b in self.step_buttons:
            if b.handle(e) and e.type == pygame.MOUSEBUTTONDOWN:
                self.dirty = True
                return
        if e.type == pygame.KEYDOWN:
            shift = bool(e.mod & pygame.KMOD_SHIFT)
            if e.key in (pygame.K_RIGHT, pygame.K_PAGEDOWN) or (e.key == pygame.K_SPACE and not shift):
                self.step_by(1)
                return
            if e.key in (pygame.K_LEFT, pygame.K_PAGEUP) or (e.key == pygame.K_SPACE and shift):
                self.step_by(-1)
                return
            if e.key == pygame.K_END:
                self.show(len(self.steps) - 1)
                return
        super().handle(e)

    def update(self, dt: float) -> None:
        """The arrows step here; the board pans by dragging (and zooms by the wheel)."""
        if self.tooltips.update(dt):
            self.dirty = True

    def animating(self) -> bool:
        return self.tooltips.waiting

    def widgets(self) -> list:
        kids = tuple(Widget(f"step_button{i}", pygame.Rect(b.rect)) for i, b in enumerate(self.step_buttons))
        return super().widgets() + [Widget("step", pygame.Rect(self.step_box), kids)]

    # --- drawing ---
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.draw_step(surface)

    def draw_step(self, surface: pygame.Surface) -> None:
        """The step's title, its lines (what happened, in the log's words) and the buttons that step."""
        box = self.step_box
        image = surface.subsurface(box)
        paint.panel(image)
        sc = self.scale
        pad = self.px(14)
        head = theme.role("heading", sc)
        theme.blit_text(image, self.step_title(), (pad, pad), head, theme.INK, True)
        top = pad + theme.line_height(head) + self.px(6)
        room = pygame.Rect(pad, top, box.w - 2 * pad, self.step_buttons[0].rect.y - box.y - top - self.px(6))
        text = "\n".join(self.step_lines())
        lines, size = theme.fit_lines(text, room.w - self.px(12), room.h, theme.role("body", sc))
        theme.blit_lines(image, lines, room.topleft, size, theme.INK)
        first, last = self.at == 0, self.at == len(self.steps) - 1
        for b, off in zip(self.step_buttons, (first, last)):
            b.enabled = not off
            b.draw(surface)
