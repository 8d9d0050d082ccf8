"""What the New game screen tells about the chosen edition (a short description; its player count, length and
number of tiles, the counts taken from the box itself), and the hand-over choice for people sharing the screen
(off / auto / always, remembered with the setup: game.ui.setup_memory; see game.ui.play.handover).  Kept apart from the screen's layout."""

from __future__ import annotations

from functools import cache
from typing import Protocol

import pygame

from .. import theme
from ..i18n import t
from ..widgets import Button

HANDOVER_MODES = ("auto", "always", "off")


@cache
def box_facts(edition: str) -> tuple[int, int, int]:
    """(fewest players, most players, tiles drawn in a game) of the edition's box."""
    from game.core.state import SetupError
    from game.core.tiles import TileError, load_edition_tiles
    from game.newgame import box_deck, start_piece

    try:
        box = load_edition_tiles(edition)
    except (TileError, OSError, KeyError):
        return 2, 5, 0
    seats = []
    for n in range(2, 6):
        try:
            start_piece(box, n)
            seats.append(n)
        except SetupError:
            pass
    return (min(seats), max(seats), len(box_deck(box))) if seats else (2, 5, len(box_deck(box)))


def facts_line(edition: str) -> str:
    """E.g. "2–5 players · about 30–45 minutes · 72 tiles"."""
    low, high, tiles = box_facts(edition)
    players = f"{low}–{high}" if low != high else str(low)
    return t("setup.facts", seats=players, length=t(f"setup.length.{edition}"), tiles=tiles)


def about_lines(edition: str, width: int, scale: float) -> tuple[list[str], int, list[str], int]:
    """The description wrapped to `width` (small text) and the facts line (small, bold): lines and sizes."""
    small = theme.role("small", scale)
    facts = facts_line(edition)
    fsize = theme.fit_size(facts, width, small, True)
    return theme.wrap(t(f"setup.about.{edition}"), width, small), small, [facts], fsize


def about_height(edition: str, width: int, scale: float) -> int:
    lines, size, facts, fsize = about_lines(edition, width, scale)
    return len(lines) * theme.line_height(size) + theme.line_height(fsize)


def draw_about(surface: pygame.Surface, rect: pygame.Rect, edition: str, scale: float) -> None:
    lines, size, facts, fsize = about_lines(edition, rect.w, scale)
    r = theme.blit_lines(surface, lines, rect.topleft, size, theme.INK_SOFT)
    theme.blit_lines(surface, facts, (rect.x, r.bottom if lines else rect.y), fsize, theme.ACCENT_DARK, True)


class HandOverChoice(Protocol):
    """What the hand-over button changes: the New game screen's choice of hand-over mode."""

    handover: str


def handover_button(scene: HandOverChoice, rect: pygame.Rect | tuple[int, int, int, int], size: int) -> Button:
    """A button that cycles `scene.handover` (the hand-over screen's mode) through auto, always and off."""

    def label() -> str:
        return t("setup.handover", mode=t(f"setup.handover.{scene.handover}"))

    def cycle() -> None:
        i = HANDOVER_MODES.index(scene.handover) if scene.handover in HANDOVER_MODES else -1
        scene.handover = HANDOVER_MODES[(i + 1) % len(HANDOVER_MODES)]

    return Button(rect, label, cycle, size)


def handover_labels() -> list[str]:
    """Every label the hand-over button can take (one font size fits them all)."""
    return [t("setup.handover", mode=t(f"setup.handover.{m}")) for m in HANDOVER_MODES]
