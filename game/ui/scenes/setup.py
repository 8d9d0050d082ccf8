"""New game: the edition, 2-5 seats (Human or Computer with a level), names, the five colours of the box,
rule options and an optional seed."""

from __future__ import annotations

import pygame

from game.editions import EDITION_NAMES, PLAYABLE

from .. import edition_parts, icons, theme
from ..ai_runner import level_name
from ..i18n import t
from ..widgets import Button, TextField
from .base import Scene, backdrop, title

KINDS = (None, "easy", "normal", "hard")


class SetupScene(Scene):
    name = "setup"

    def __init__(self, app, edition: str | None = None, seats: list | None = None) -> None:
        super().__init__(app)
        self.edition = edition if edition in PLAYABLE else (PLAYABLE[0] if PLAYABLE else "hill_dale")
        if seats is None:
            seats = [
                {"name": t("seat.default", n=1), "colour": "yellow", "ai": None},
                {"name": t("seat.bot", n=2), "colour": "red", "ai": "normal"},
            ]
        self.seats = [dict(s) for s in seats]
        self.fields: list[TextField] = []
        self.seed = TextField((0, 0, 200, 40), "", 10)
        self.options: dict = {}
        self.message = ""
        self.layout()

    def layout(self) -> None:
        w, h = self.app.size
        cx = w // 2
        self.panel = pygame.Rect(cx - 460, 130, 920, h - 200)
        x0, y = self.panel.x + 30, self.panel.y + 60
        self.buttons = []
        bw = (self.panel.w - 60 - 30) // 4
        for i, ed in enumerate(EDITION_NAMES):
            ok = ed in PLAYABLE
            label = (
                (lambda e=ed: t(f"edition.{e}"))
                if ok
                else (lambda e=ed: t("edition.not_ready", name=t(f"edition.{e}")))
            )
            b = Button((x0 + i * (bw + 10), y, bw, 46), label, (lambda e=ed: self.pick_edition(e)), 16)
            b.enabled = ok
            b.selected = ed == self.edition
            self.buttons.append(b)
        y += 100
        new_fields = []
        for i, seat in enumerate(self.seats):
            ry = y + i * 58
            f = TextField((x0 + 60, ry, 260, 44), seat["name"], 18)
            new_fields.append(f)
            self.buttons.append(
                Button((x0 + 334, ry, 230, 44), (lambda i=i: self.kind_label(i)), (lambda i=i: self.cycle_kind(i)), 17)
            )
            self.buttons.append(
                Button(
                    (x0 + 578, ry, 150, 44),
                    (lambda i=i: t("colour." + self.seats[i]["colour"])),
                    (lambda i=i: self.cycle_colour(i)),
                    17,
                )
            )
            if len(self.seats) > 2:
                self.buttons.append(
                    Button(
                        (x0 + 742, ry, 120, 44), lambda: t("setup.remove"), (lambda i=i: self.remove(i)), 16, "ghost"
                    )
                )
        self.fields = new_fields
        ry = y + len(self.seats) * 58
        if len(self.seats) < 5:
            self.buttons.append(Button((x0 + 60, ry, 260, 42), lambda: t("setup.add"), self.add, 17, "ghost"))
        self.seed_y = self.panel.bottom - 150
        self.seed.rect = pygame.Rect(x0 + 200, self.seed_y, 200, 42)
        # the rule options of the chosen edition (spec/rulings.md), each a toggle; off = the rulebook
        self.option_buttons = {}
        for i, name in enumerate(edition_parts.rule_options(self.edition)):
            b = Button(
                (x0 + 200, self.seed_y - 96 - 84 * i, 96, 40),
                (lambda n=name: self.option_label(n)),
                (lambda n=name: self.toggle_option(n)),
                16,
            )
            b.selected = bool(self.options.get(name))
            self.option_buttons[name] = b
            self.buttons.append(b)
        self.buttons.append(
            Button(
                (self.panel.right - 260, self.panel.bottom - 76, 230, 54),
                lambda: t("setup.start"),
                self.start,
                22,
                "primary",
            )
        )
        self.buttons.append(
            Button((self.panel.x + 30, self.panel.bottom - 76, 180, 54), lambda: t("setup.back"), self.back, 20)
        )

    def sync_names(self) -> None:
        for f, seat in zip(self.fields, self.seats):
            seat["name"] = f.value.strip()[:18] or seat["name"]

    def option_label(self, name) -> str:
        return t("settings.on") if self.options.get(name) else t("settings.off")

    def toggle_option(self, name) -> None:
        self.options[name] = not self.options.get(name)
        self.option_buttons[name].selected = self.options[name]

    def kind_label(self, i) -> str:
        k = self.seats[i]["ai"]
        return t("setup.human") if not k else t("setup.ai_level." + level_name(k))

    def pick_edition(self, ed) -> None:
        self.sync_names()
        if ed != self.edition:  # options belong to an edition
            self.options = {}
        self.edition = ed
        self.layout()

    def cycle_kind(self, i) -> None:
        self.sync_names()
        k = self.seats[i]["ai"]
        self.seats[i]["ai"] = KINDS[(KINDS.index(k) + 1) % len(KINDS)] if k in KINDS else None

    def cycle_colour(self, i) -> None:
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

    def remove(self, i) -> None:
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
            options = {k: True for k, v in self.options.items() if v and k in edition_parts.rule_options(self.edition)}
            setup = new_setup(self.edition, len(self.seats), seed, options, seats=[dict(s) for s in self.seats])
            game = Game(setup)
        except Exception as exc:  # a box that cannot start: say so, stay here
            self.message = t("setup.cannot_start", reason=str(exc))
            return
        self.app.settings.last_names = [s["name"] for s in self.seats]
        self.app.start_game(game, [dict(s) for s in self.seats])
        self.app.autosave(game)

    def handle(self, e) -> None:
        for f in self.fields + [self.seed]:
            if f.handle(e):
                if e.type == pygame.MOUSEBUTTONDOWN:
                    for g in self.fields + [self.seed]:
                        if g is not f:
                            g.focus = False
                return
        if e.type == pygame.KEYDOWN and e.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()
            return
        super().handle(e)

    def draw(self, surface) -> None:
        backdrop(surface)
        title(surface, "setup.title", 70, 48)
        theme.panel(surface, self.panel)
        x0 = self.panel.x + 30
        theme.blit_text(surface, t("setup.edition"), (x0, self.panel.y + 22), 20, theme.INK, True)
        theme.blit_text(surface, t("setup.seats"), (x0, self.panel.y + 126), 20, theme.INK, True)
        for _i, (f, seat) in enumerate(zip(self.fields, self.seats)):
            img = icons.piece_icon("follower", 36, theme.seat_rgb(seat["colour"]))
            surface.blit(img, img.get_rect(center=(x0 + 26, f.rect.centery)))
            f.draw(surface)
        if self.option_buttons:
            first = min(b.rect.y for b in self.option_buttons.values())
            theme.blit_text(surface, t("setup.options"), (x0, first + 12), 18, theme.INK, True)
            for name, b in self.option_buttons.items():
                x = b.rect.right + 14
                theme.blit_text(surface, t("option." + name), (x, b.rect.y - 2), 16, theme.INK, True)
                lines = theme.wrap(t("option." + name + ".help"), self.panel.right - x - 30, 13)
                for j, line in enumerate(lines[:3]):
                    theme.blit_text(surface, line, (x, b.rect.y + 21 + 16 * j), 13, theme.INK_SOFT)
        else:
            theme.blit_text(surface, t("setup.options"), (x0, self.seed_y - 44), 18, theme.INK, True)
            theme.blit_text(surface, t("setup.no_options"), (x0 + 200, self.seed_y - 44), 16, theme.INK_SOFT)
        theme.blit_text(surface, t("setup.seed"), (x0, self.seed.rect.centery), 18, theme.INK, True, "midleft")
        self.seed.draw(surface)
        theme.blit_text(
            surface,
            t("setup.seed_hint"),
            (self.seed.rect.right + 14, self.seed.rect.centery),
            15,
            theme.INK_SOFT,
            False,
            "midleft",
        )
        for b in self.buttons:
            b.draw(surface)
        if self.message:
            theme.blit_text(
                surface, self.message, (self.panel.centerx, self.panel.bottom - 100), 16, theme.BAD, True, "center"
            )
