"""New game: the edition (with what it is: setup_extras), 2-5 seats (Human or Computer with a level), names,
the five colours of the box, rule options, an optional seed and the hotseat hand-over screen; the last setup
started is offered again (setup_memory)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.editions import EDITION_NAMES, PLAYABLE

from .. import icons, setup_memory, theme
from ..ai_runner import level_name
from ..i18n import t
from ..setup_memory import local_default_names, rule_options  # noqa: F401  (the scene's words for them)
from ..widgets import Button, TextField
from . import setup_extras
from .base import Scene, backdrop, fit_buttons, title
from .setup_aids import AidsControls
from .setup_characters import CharacterControls

if TYPE_CHECKING:
    from ..app import App

KINDS = (None, "easy", "normal", "hard")


class SetupScene(Scene):
    name = "setup"

    def __init__(self, app: App, edition: str | None = None, seats: list | None = None) -> None:
        super().__init__(app)
        memo = setup_memory.load() if edition is None and seats is None else None
        if memo is not None:  # the last setup started, offered again
            edition = memo.edition
            seats = setup_memory.remembered_seats(memo)
        self.handover = memo.handover if memo is not None else setup_memory.HANDOVER_DEFAULT
        self.edition = edition if edition in PLAYABLE else PLAYABLE[0]
        if seats is None:
            seats = [
                {"name": t("seat.default", n=1), "colour": "yellow", "ai": None},
                {"name": t("seat.bot", n=2), "colour": "red", "ai": "normal"},
            ]
        self.seats = [dict(s) for s in seats]
        self.fields: list[TextField] = []
        self.seed = TextField((0, 0, 200, 40), "", 10)
        self.options: dict = dict(memo.options) if memo is not None else {}
        self.message = ""
        self.aids = AidsControls(self)  # each human seat's aids
        self.characters = CharacterControls(self, self.aids)  # each computer seat's character, in the same slot
        from .profile_picker import ProfilePicker  # known players' names and colours (the records)

        self.picker = ProfilePicker(self)
        self.layout()

    def layout(self) -> None:
        """Top to bottom: the editions, a row per seat, the rule options, the seed, Back and Start; rows
        shrink (down to a minimum) to keep it all in the window."""
        w, h = self.app.size
        sc = self.scale
        self.title_y = self.px(56)
        top = self.title_y + self.px(40)
        opts = rule_options(self.edition)
        width = min(w - self.px(40), self.px(940))
        avail = h - top - self.px(16)
        about_h = setup_extras.about_height(self.edition, width - 2 * self.px(24), sc)
        unit = 1.0
        while True:
            row = round(58 * sc * unit)
            opt_h = round(62 * sc * unit)
            # each option's row as tall as its name and its explanation need (never over the next one)
            opt_hs = [max(opt_h, self.option_need(n, width - 2 * self.px(24) - self.px(120))) for n in opts]
            need = self.px(24) + self.px(30) + self.px(46) + self.px(20) + self.px(30) + about_h + self.px(8)
            need += len(self.seats) * row + (row if len(self.seats) < 5 else 0)
            need += self.px(30) + (sum(opt_hs) or opt_h) + self.px(12) + row + self.px(70)
            if need <= avail or unit <= 0.7:
                break
            unit -= 0.05
        height = min(avail, need)
        top += max(0, (avail - height) // 3)  # a little above the middle when the window has room
        self.title_y = top - self.px(40)
        self.panel = pygame.Rect(w // 2 - width // 2, top, width, height)
        pad = self.px(24)
        x0 = self.panel.x + pad
        inner = self.panel.w - 2 * pad
        body = theme.role("body", sc)
        self.heading_y = {"edition": self.panel.y + pad}
        y = self.panel.y + pad + self.px(30)
        self.buttons = []
        bw = (inner - 3 * self.px(10)) // 4
        editions = []
        for i, ed in enumerate(EDITION_NAMES):
            ok = ed in PLAYABLE
            label = (
                (lambda e=ed: t(f"edition.{e}"))
                if ok
                else (lambda e=ed: t("edition.not_ready", name=t(f"edition.{e}")))
            )
            b = Button(
                (x0 + i * (bw + self.px(10)), y, bw, self.px(46)), label, (lambda e=ed: self.pick_edition(e)), body
            )
            b.enabled = ok
            b.selected = ed == self.edition
            editions.append(b)
        fit_buttons(editions, body)
        self.buttons += editions
        y += self.px(46) + self.px(8)
        self.about_rect = pygame.Rect(x0, y, inner, about_h)  # what the edition is
        y += about_h + self.px(20)
        self.heading_y["seats"] = y
        hw = min(self.px(330), inner // 2)  # the hand-over screen's mode, at the right of the heading
        self.handover_button = setup_extras.handover_button(
            self, (x0 + inner - hw, y - self.px(5), hw, self.px(28)), body
        )
        fit_buttons([self.handover_button], body, tuple(setup_extras.handover_labels()))
        self.buttons.append(self.handover_button)
        y += self.px(30)
        fh = row - self.px(12)
        icon_w = self.px(52)
        name_w = int(inner * 0.3)
        kind_w = int(inner * 0.27)
        colour_w = int(inner * 0.17)
        gap = self.px(12)
        new_fields = []
        seat_buttons: list = []
        kinds: list = []
        self.seat_rows = []
        aids_w = self.px(92)  # the seat's Aids button takes the end of the name's room
        name_w -= aids_w + gap
        self.aids.reset()
        for i, seat in enumerate(self.seats):
            ry = y + i * row
            self.seat_rows.append(pygame.Rect(x0, ry, inner, fh))
            self.aids.place_button(i, (x0 + icon_w + name_w + gap, ry, aids_w, fh))
            old = self.fields[i] if i < len(self.fields) else None
            f = TextField((x0 + icon_w, ry, name_w, fh), seat["name"], 18, body)
            if old is not None:
                f.focus = old.focus
            new_fields.append(f)
            x = x0 + icon_w + name_w + gap + aids_w + gap
            kind = Button((x, ry, kind_w, fh), (lambda i=i: self.kind_label(i)), (lambda i=i: self.cycle_kind(i)), body)
            kinds.append(kind)
            seat_buttons.append(kind)
            x += kind_w + gap
            seat_buttons.append(
                Button(
                    (x, ry, colour_w, fh),
                    (lambda i=i: t("colour." + self.seats[i]["colour"])),
                    (lambda i=i: self.cycle_colour(i)),
                    body,
                )
            )
            x += colour_w + gap
            if len(self.seats) > 2:
                seat_buttons.append(
                    Button(
                        (x, ry, x0 + inner - x, fh),
                        lambda: t("setup.remove"),
                        (lambda i=i: self.remove(i)),
                        body,
                        "ghost",
                    )
                )
        self.fields = new_fields
        y += len(self.seats) * row
        if len(self.seats) < 5:
            seat_buttons.append(Button((x0 + icon_w, y, name_w, fh), lambda: t("setup.add"), self.add, body, "ghost"))
            y += row
        fit_buttons(kinds, body, tuple(self.kind_label_of(k) for k in KINDS))
        fit_buttons([b for b in seat_buttons if b not in kinds], body)
        self.buttons += seat_buttons
        # the rule options of the chosen edition (docs/rulings.md), each a toggle; off = the rulebook
        self.heading_y["options"] = y
        y += self.px(30)
        self.option_buttons = {}
        self.option_rows = []
        label_x = x0 + self.px(120)
        oy = y
        for name, oh in zip(opts, opt_hs):
            b = Button(
                (x0, oy, self.px(100), min(self.px(40), oh - self.px(8))),
                (lambda n=name: self.option_label(n)),
                (lambda n=name: self.toggle_option(n)),
                body,
            )
            b.selected = bool(self.options.get(name))
            self.option_buttons[name] = b
            self.buttons.append(b)
            self.option_rows.append((name, pygame.Rect(label_x, oy, x0 + inner - label_x, oh - self.px(6))))
            oy += oh
        self.no_options_y = y
        y += (sum(opt_hs) or opt_h) + self.px(12)
        label_w = theme.font(theme.role("heading", sc), True).size(t("setup.seed"))[0]
        self.seed.rect = pygame.Rect(x0 + max(self.px(120), label_w + self.px(16)), y, self.px(200), fh)
        self.seed.size = body
        y += row
        bottom = self.panel.bottom - pad - self.px(54)
        start = Button(
            (self.panel.right - pad - self.px(240), bottom, self.px(240), self.px(54)),
            lambda: t("setup.start"),
            self.start,
            theme.role("heading", sc),
            "primary",
        )
        back = Button(
            (x0, bottom, self.px(180), self.px(54)), lambda: t("setup.back"), self.back, theme.role("heading", sc)
        )
        fit_buttons([start, back], theme.role("heading", sc))
        self.buttons += [start, back]
        self.message_rect = pygame.Rect(
            back.rect.right + pad, bottom, start.rect.x - back.rect.right - 2 * pad, self.px(54)
        )
        self.picker.place()

    def sync_names(self) -> None:
        for f, seat in zip(self.fields, self.seats):
            seat["name"] = f.value.strip()[:18] or seat["name"]

    def option_need(self, name: str, width: int) -> int:
        """The height an option's row needs at `width`: its name on one line, its explanation wrapped below."""
        sc = self.scale
        size = theme.fit_size(t("option." + name), width, theme.role("body", sc), True)
        tiny = theme.role("tiny", sc)
        lines = theme.wrap(t("option." + name + ".help"), width, tiny)
        return theme.line_height(size) + len(lines) * theme.line_height(tiny) + self.px(6)

    def option_label(self, name: str) -> str:
        return t("settings.on") if self.options.get(name) else t("settings.off")

    def toggle_option(self, name: str) -> None:
        self.options[name] = not self.options.get(name)
        self.option_buttons[name].selected = self.options[name]

    def kind_label(self, i: int) -> str:
        return self.kind_label_of(self.seats[i]["ai"])

    @staticmethod
    def kind_label_of(k: str | None) -> str:
        return t("setup.human") if not k else t("setup.ai_level." + level_name(k))

    def pick_edition(self, ed: str) -> None:
        self.sync_names()
        if ed != self.edition:  # options belong to an edition
            self.options = {}
        self.edition = ed
        self.layout()

    def cycle_kind(self, i: int) -> None:
        """Human -> Computer easy / normal / hard -> Human; a seat still called by its default name takes
        the default name of its new kind ("Bot 2" becomes "Player 2" and back)."""
        self.sync_names()
        seat = self.seats[i]
        k = seat["ai"]
        seat["ai"] = KINDS[(KINDS.index(k) + 1) % len(KINDS)] if k in KINDS else None
        defaults = {t("seat.default", n=i + 1), t("seat.bot", n=i + 1)}
        if seat["name"] in defaults:
            seat["name"] = t("seat.bot", n=i + 1) if seat["ai"] else t("seat.default", n=i + 1)
            if i < len(self.fields):
                self.fields[i].value = seat["name"]

    def cycle_colour(self, i: int) -> None:
        used = {s["colour"] for j, s in enumerate(self.seats) if j != i}
        order = theme.COLOUR_ORDER
        k = order.index(self.seats[i]["colour"])
        for step in range(1, 6):
            c = order[(k + step) % 5]
            if c not in used:
                self.seats[i]["colour"] = c
                return

    def add(self) -> None:
        self.sync_names()
        used = {s["colour"] for s in self.seats}
        colour = next(c for c in theme.COLOUR_ORDER if c not in used)
        n = len(self.seats) + 1
        self.seats.append({"name": t("seat.bot", n=n), "colour": colour, "ai": "normal"})
        self.layout()

    def remove(self, i: int) -> None:
        self.sync_names()
        if len(self.seats) > 2:
            self.seats.pop(i)
            self.layout()

    def start(self) -> None:
        from game.core.engine import Game
        from game.newgame import new_setup

        self.sync_names()
        seed = None
        if self.seed.value.strip():
            try:
                seed = int(self.seed.value.strip())
            except ValueError:
                self.message = t("setup.bad_seed")
                return
        try:
            options = {k: True for k, v in self.options.items() if v and k in rule_options(self.edition)}
            setup = new_setup(self.edition, len(self.seats), seed, options, seats=[dict(s) for s in self.seats])
            game = Game(setup)
        except Exception as exc:  # a box that cannot start: say so, stay here
            self.message = t("setup.cannot_start", reason=str(exc))
            return
        self.app.settings.last_names = [s["name"] for s in self.seats]
        setup_memory.save(self.edition, self.seats, options, self.handover)
        self.app.start_game(game, [dict(s) for s in self.seats])
        self.app.autosave(game)

    def handle(self, e: pygame.event.Event) -> None:
        self.dirty = True
        if self.aids.handle(e) or self.characters.handle(e) or self.picker.handle(e):
            return
        fields = self.fields + [self.seed]
        if e.type == pygame.KEYDOWN and e.key == pygame.K_TAB:
            # Tab: from name to name (and the seed), Shift+Tab back
            focused = next((i for i, f in enumerate(fields) if f.focus), None)
            step = -1 if e.mod & pygame.KMOD_SHIFT else 1
            nxt = 0 if focused is None else (focused + step) % len(fields)
            for j, f in enumerate(fields):
                f.set_focus(j == nxt)
            return
        for f in fields:
            if f.handle(e):
                if e.type == pygame.MOUSEBUTTONDOWN:
                    for g in fields:
                        if g is not f:
                            g.set_focus(False)
                return
        if e.type == pygame.KEYDOWN and e.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()
            return
        super().handle(e)

    def update(self, dt: float) -> None:
        if any(f.blink_changed() for f in self.fields + [self.seed]):
            self.dirty = True

    def animating(self) -> bool:
        return any(f.focus for f in self.fields + [self.seed])

    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface)
        sc = self.scale
        title(surface, "setup.title", self.title_y, theme.role("title", sc))
        theme.panel(surface, self.panel)
        x0 = self.panel.x + self.px(24)
        head, body, small = theme.role("heading", sc), theme.role("body", sc), theme.role("small", sc)
        theme.blit_text(surface, t("setup.edition"), (x0, self.heading_y["edition"]), head, theme.INK, True)
        setup_extras.draw_about(surface, self.about_rect, self.edition, sc)
        theme.blit_text(surface, t("setup.seats"), (x0, self.heading_y["seats"]), head, theme.INK, True)
        for f, seat in zip(self.fields, self.seats):
            img = icons.piece_icon("follower", min(self.px(36), f.rect.h), theme.seat_rgb(seat["colour"]))
            surface.blit(img, img.get_rect(center=(x0 + self.px(22), f.rect.centery)))
            f.draw(surface)
        theme.blit_text(surface, t("setup.options"), (x0, self.heading_y["options"]), head, theme.INK, True)
        if self.option_rows:
            for name, r in self.option_rows:
                size = theme.fit_size(t("option." + name), r.w, body, True)
                theme.blit_text(surface, t("option." + name), r.topleft, size, theme.INK, True)
                room = r.h - theme.line_height(size)
                lines, hs = theme.fit_lines(t("option." + name + ".help"), r.w, room, theme.role("tiny", sc))
                theme.blit_lines(surface, lines, (r.x, r.y + theme.line_height(size)), hs, theme.INK_SOFT)
        else:
            text = t("setup.no_options")
            size = theme.fit_size(text, self.panel.w - self.px(48), body)
            theme.blit_text(surface, text, (x0, self.no_options_y), size, theme.INK_SOFT)
        theme.blit_text(surface, t("setup.seed"), (x0, self.seed.rect.centery), head, theme.INK, True, "midleft")
        self.seed.draw(surface)
        hint = t("setup.seed_hint")
        hx = self.seed.rect.right + self.px(14)
        size = theme.fit_size(hint, self.panel.right - self.px(24) - hx, small)
        theme.blit_text(surface, hint, (hx, self.seed.rect.centery), size, theme.INK_SOFT, False, "midleft")
        for b in self.buttons:
            b.draw(surface)
        self.aids.draw(surface)
        self.characters.draw(surface)
        if self.message:
            r = self.message_rect
            lines, size = theme.fit_lines(self.message, r.w, r.h, body, True)
            y = r.centery - len(lines) * theme.line_height(size) // 2
            theme.blit_lines(surface, lines, (r.centerx, y), size, theme.BAD, True, "midtop")
        self.picker.draw(surface)

    def widgets(self) -> list:
        from ..component import Widget

        kids = [Widget(f"button{i}", pygame.Rect(b.rect)) for i, b in enumerate(self.buttons)]
        kids += [Widget(f"field{i}", pygame.Rect(f.rect)) for i, f in enumerate(self.fields + [self.seed])]
        kids += [Widget(f"option{i}", pygame.Rect(r)) for i, (_n, r) in enumerate(self.option_rows)]
        kids.append(Widget("about", pygame.Rect(self.about_rect)))
        kids += self.aids.widgets()
        kids += self.characters.widgets()
        kids += self.picker.widgets()
        return [Widget("panel", pygame.Rect(self.panel), tuple(kids))]
