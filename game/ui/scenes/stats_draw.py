"""Drawing the Statistics scene (scenes/stats.py): the profiles, the edition tabs, the figures and the games.
Drawing only; it never changes the records."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Protocol

import pygame

from game.files import printable

from .. import theme
from ..i18n import t
from .base import backdrop, title
from .load import when

LEVEL_KEYS = ("easy", "normal", "hard")
GAMES_SHOWN = 200  # the newest games listed for a choice of profile and edition

if TYPE_CHECKING:
    from game.records import Profile
    from game.records.models import GameRecord, Stats

    from ..widgets import Button
    from .contracts import Scaled


class StatsView(Protocol):
    """What the drawing reads of the Statistics scene: the records it holds for the choice, the choice, and
    where each part goes (its layout)."""

    profiles: list[Profile]
    profile: int  # 0: all players; k: profiles[k - 1]
    stats: Stats | None
    games: list[GameRecord]
    game_index: int
    scroll: int
    focus: str  # "profiles" or "games"
    message: str
    buttons: list[Button]
    tabs: list[Button]
    title_y: int
    hint_y: int
    profiles_rect: pygame.Rect
    summary_rect: pygame.Rect
    games_rect: pygame.Rect
    profile_row_h: int

    @property
    def scale(self) -> float: ...
    def px(self, v: float) -> int: ...
    def chosen_profile(self) -> Profile | None: ...
    def chosen_edition(self) -> str | None: ...
    def list_top(self, rect: pygame.Rect) -> int: ...
    def visible_rows(self) -> int: ...
    def profile_rows(self) -> Iterable[tuple[pygame.Rect, int]]: ...
    def game_rows(self) -> Iterable[tuple[pygame.Rect, int]]: ...


def draw(scene: StatsView, surface: pygame.Surface) -> None:
    backdrop(surface)
    sc = scene.scale
    title(surface, "stats.title", scene.title_y, theme.role("title", sc))
    draw_profiles(scene, surface)
    for b in scene.tabs:
        b.draw(surface)
    draw_summary(scene, surface)
    draw_games(scene, surface)
    for b in scene.buttons:
        b.draw(surface)
    w = surface.get_width()
    small = theme.role("small", sc)
    if scene.message:
        text = theme.shorten(scene.message, w - scene.px(60), small, True)
        y = scene.buttons[0].rect.centery
        theme.blit_text(surface, text, (w // 2, y), small, (255, 160, 140), True, "center")
    hint = theme.shorten(t("stats.keys"), w - scene.px(30), theme.role("tiny", sc))
    theme.blit_text(surface, hint, (w // 2, scene.hint_y), theme.role("tiny", sc), (180, 180, 170), False, "center")


def heading(scene: Scaled, surface: pygame.Surface, rect: pygame.Rect, text: str) -> None:
    head = theme.role("heading", scene.scale)
    size = theme.fit_size(text, rect.w - scene.px(32), head, True)
    theme.blit_text(surface, text, (rect.x + scene.px(16), rect.y + scene.px(12)), size, theme.INK, True)


def row_box(scene: Scaled, surface: pygame.Surface, rect: pygame.Rect, chosen: bool, focused: bool) -> None:
    fill = (255, 236, 190) if chosen else (246, 240, 226)
    pygame.draw.rect(surface, fill, rect, border_radius=scene.px(8))
    edge = theme.ACCENT if chosen and focused else theme.PANEL_EDGE
    pygame.draw.rect(surface, edge, rect, 3 if chosen and focused else 1, border_radius=scene.px(8))


def draw_profiles(scene: StatsView, surface: pygame.Surface) -> None:
    r = scene.profiles_rect
    theme.panel(surface, r)
    heading(scene, surface, r, t("stats.players"))
    body = theme.role("body", scene.scale)
    for rect, k in scene.profile_rows():
        row_box(scene, surface, rect, k == scene.profile, scene.focus == "profiles")
        if k == 0:
            name, colour = t("stats.all_players"), None
        else:
            p = scene.profiles[k - 1]
            name, colour = printable(p.name, 40), p.colour
        x = rect.x + scene.px(10)
        if colour is not None:
            pygame.draw.circle(surface, theme.seat_rgb(colour), (x + scene.px(7), rect.centery), scene.px(7))
            pygame.draw.circle(surface, theme.INK, (x + scene.px(7), rect.centery), scene.px(7), 1)
        x += scene.px(22)
        text = theme.shorten(name, rect.right - x - scene.px(8), body, k == scene.profile)
        theme.blit_text(surface, text, (x, rect.centery), body, theme.INK, k == scene.profile, "midleft")
    if not scene.profiles:
        lines, size = theme.fit_lines(
            t("stats.no_profiles"), r.w - scene.px(32), scene.px(120), theme.role("small", scene.scale)
        )
        y = scene.list_top(r) + scene.profile_row_h + scene.px(6)
        theme.blit_lines(surface, lines, (r.x + scene.px(16), y), size, theme.INK_SOFT)


def draw_summary(scene: StatsView, surface: pygame.Surface) -> None:
    r = scene.summary_rect
    theme.panel(surface, r)
    sc = scene.scale
    st = scene.stats
    profile = scene.chosen_profile()
    edition = scene.chosen_edition()
    where = t(f"edition.{edition}") if edition else t("stats.all_editions")
    who = printable(profile.name, 40) if profile is not None else t("stats.all_players")
    heading(scene, surface, r, f"{who} · {where}")
    small, body = theme.role("small", sc), theme.role("body", sc)
    top = r.y + scene.px(48)
    if st is None:
        text = t("stats.games_recorded", n=len(scene.games))
        if len(scene.games) >= GAMES_SHOWN:
            text = t("stats.games_recorded_many", n=len(scene.games))
        theme.blit_text(surface, text, (r.x + scene.px(16), top), body, theme.INK_SOFT)
        return
    figures = [
        (t("stats.games"), str(st.games)),
        (t("stats.wins"), f"{st.wins}" + (f" ({t('stats.shared', n=st.shared_wins)})" if st.shared_wins else "")),
        (t("stats.mean"), f"{st.mean_score:.1f}" if st.mean_score is not None else "—"),
        (t("stats.best"), str(st.best_score) if st.best_score is not None else "—"),
    ]
    left_w = int(r.w * 0.52)
    cell = (left_w - scene.px(16)) // len(figures)
    big = theme.role("score", sc)
    label_size = theme.fit_group([f[0] for f in figures], cell - scene.px(8), small)
    for i, (label, value) in enumerate(figures):
        x = r.x + scene.px(16) + i * cell
        theme.blit_text(surface, label, (x, top), label_size, theme.INK_SOFT)
        vsize = theme.fit_size(value, cell - scene.px(8), big, True)
        theme.blit_text(surface, value, (x, top + theme.line_height(label_size)), vsize, theme.INK, True)
    draw_against(
        scene, surface, pygame.Rect(r.x + left_w, r.y + scene.px(14), r.w - left_w - scene.px(16), r.h - scene.px(22))
    )


def draw_against(scene: StatsView, surface: pygame.Surface, box: pygame.Rect) -> None:
    """Against each computer level: games with such a seat, wins, games scored above every such seat."""
    st = scene.stats
    if st is None:  # (no profile chosen: no figures)
        return
    sc = scene.scale
    small = theme.role("small", sc)
    tiny = theme.role("tiny", sc)
    rows = [(t(f"setup.ai_level.{lv}"), st.against.get(lv)) for lv in LEVEL_KEYS]
    cols = [t("stats.games"), t("stats.wins"), t("stats.ahead")]
    head = theme.fit_size(t("stats.against"), box.w, small, True)
    theme.blit_text(surface, t("stats.against"), box.topleft, head, theme.INK, True)
    lh = max(theme.line_height(small), (box.h - theme.line_height(head)) // 4)
    label_w = int(box.w * 0.46)
    col_w = (box.w - label_w) // len(cols)
    y = box.y + theme.line_height(head)
    csize = theme.fit_group(cols, col_w - scene.px(4), tiny)
    for j, c in enumerate(cols):
        theme.blit_text(
            surface, c, (box.x + label_w + j * col_w + col_w // 2, y), csize, theme.INK_SOFT, False, "midtop"
        )
    lsize = theme.fit_group([x[0] for x in rows], label_w - scene.px(6), small)
    for i, (label, a) in enumerate(rows):
        yy = y + (i + 1) * lh
        theme.blit_text(surface, label, (box.x, yy), lsize, theme.INK)
        values = (a.games, a.wins, a.ahead) if a is not None else (0, 0, 0)
        for j, v in enumerate(values):
            text = str(v) if values[0] else "·"
            theme.blit_text(
                surface, text, (box.x + label_w + j * col_w + col_w // 2, yy), small, theme.INK, True, "midtop"
            )


def draw_games(scene: StatsView, surface: pygame.Surface) -> None:
    r = scene.games_rect
    theme.panel(surface, r)
    heading(scene, surface, r, t("stats.game_list"))
    sc = scene.scale
    small, tiny = theme.role("small", sc), theme.role("tiny", sc)
    if not scene.games:
        theme.blit_text(surface, t("stats.no_games"), r.center, theme.role("body", sc), theme.INK_SOFT, True, "center")
    for rect, k in scene.game_rows():
        g = scene.games[k]
        row_box(scene, surface, rect, k == scene.game_index, scene.focus == "games")
        pad = scene.px(10)
        first = f"{when(g.played_at)} · {t(f'edition.{g.edition}')}"
        if g.origin in ("branch", "rematch"):
            first += f" · {t('stats.origin.' + g.origin)}"
        theme.blit_text(
            surface,
            theme.shorten(first, rect.w - 2 * pad, tiny),
            (rect.x + pad, rect.y + scene.px(3)),
            tiny,
            theme.INK_SOFT,
        )
        draw_seats(
            scene, surface, g, rect.x + pad, rect.y + scene.px(3) + theme.line_height(tiny), rect.right - pad, small
        )
    total, rows = len(scene.games), scene.visible_rows()
    if total > rows:
        track = pygame.Rect(
            r.right - scene.px(14), scene.list_top(r), scene.px(6), r.bottom - scene.px(8) - scene.list_top(r)
        )
        pygame.draw.rect(surface, (220, 210, 190), track, border_radius=3)
        length = max(20, track.h * rows // total)
        y = track.y + (track.h - length) * scene.scroll // max(1, total - rows)
        pygame.draw.rect(surface, theme.PANEL_EDGE, (track.x, y, track.w, length), border_radius=3)


def draw_seats(scene: Scaled, surface: pygame.Surface, g: GameRecord, x: int, y: int, right: int, size: int) -> None:
    """Each seat: its colour, its name (a star for a winner), its score; "…" when the row is full."""
    for s in g.seats:
        name = printable(s.name, 24)
        label = f"{'★ ' if s.winner else ''}{name} {s.score}"
        width = scene.px(16) + theme.font(size, s.winner).size(label)[0] + scene.px(14)
        if x + width > right:
            theme.blit_text(surface, "…", (x, y), size, theme.INK_SOFT)
            return
        colour = theme.seat_rgb(s.colour) if s.colour else (150, 150, 150)
        pygame.draw.circle(surface, colour, (x + scene.px(6), y + size // 2 + 2), scene.px(6))
        pygame.draw.circle(surface, (40, 40, 40), (x + scene.px(6), y + size // 2 + 2), scene.px(6), 1)
        theme.blit_text(surface, label, (x + scene.px(16), y), size, theme.INK, s.winner)
        x += width
