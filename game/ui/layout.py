"""Where everything goes: pure functions of the window size and the UI scale.

The UI scale grows with the window (a large screen gets a large interface) times the player's Settings
factor (75-150 %), lowered when the window is too small for it (`effective_scale`), so that from the
minimum window (1024 x 640) up nothing overlaps and no text is cut.  `play_layout` gives every rectangle of the play screen; the board gets
what the panels leave.  The menu-like screens place themselves with `px` (a length at the scale) and `centred`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

MIN_SIZE = (1024, 640)
SCALES = (0.75, 0.85, 1.0, 1.1, 1.25, 1.5)  # what Settings offers
DESIGN_SIZE = (1366, 820)  # the window a scale of 1 is drawn for; smaller windows scale down


def clamp_size(size: Sequence[float]) -> tuple[int, int]:
    """A window size no smaller than the minimum."""
    return max(MIN_SIZE[0], int(size[0])), max(MIN_SIZE[1], int(size[1]))


def default_scale(desktop: tuple[int, int] | None) -> float:
    """The player's factor when Settings says "automatic": 1 (the window's own size already scales the
    interface, see `effective_scale`).  Kept for the Settings label."""
    return 1.0


AUTO_FILL = 0.9  # the interface takes this share of what the window could hold at the design's proportions
MAX_SCALE = 2.6  # a 4K screen: text as large as on a 1080-line screen seen from the same distance


def effective_scale(size: tuple[int, int], user_scale: float) -> float:
    """The scale the window is drawn at: the window's own (it grows with the screen, so a 2560 x 1440 or a
    4K screen is readable from a couch), times the player's Settings factor (75-150 %), never more than
    the window can hold without overlaps and never below 0.7."""
    w, h = size
    room = min(w / DESIGN_SIZE[0], h / DESIGN_SIZE[1])
    auto = min(room, MAX_SCALE, max(1.0, room * AUTO_FILL))
    factor = max(0.75, min(1.5, user_scale))
    return round(max(0.7, min(auto * factor, room)), 3)


def px(v: float, scale: float) -> int:
    return int(round(v * scale))


@dataclass(frozen=True)
class PlayLayout:
    size: tuple[int, int]
    scale: float
    margin: int
    top: pygame.Rect  # the top bar: the name of the game, the edition, the prompt, the buttons
    title: pygame.Rect
    prompt: pygame.Rect
    buttons: tuple[pygame.Rect, ...]  # Menu, Save as, Fit, right-aligned in the top bar
    card: pygame.Rect  # the drawn tile
    players: pygame.Rect
    log: pygame.Rect  # the event log (right column under the players, or left under the card)
    tray: pygame.Rect  # the supply tray, or the choice dialog in its place
    board: pygame.Rect  # what the panels leave: fitting, auto-pan and focus keep things inside it
    row_h: int  # one player's row in the players panel


def play_layout(
    size: tuple[int, int], scale: float, players: int, button_widths: Sequence[int] = (118, 118, 118)
) -> PlayLayout:
    """Every rectangle of the play screen for a window of `size` at UI `scale` with `players` seats.
    `button_widths` are the widths the top buttons' labels need at this scale (they grow with the text)."""
    w, h = size
    s = scale
    m = px(10, s)
    top_h = px(56, s)
    top = pygame.Rect(0, 0, w, top_h)
    left_w = px(228, s)
    right_w = px(330, s)
    # the top bar: buttons from the right, the name of the game at the left, the prompt between
    bw_total = sum(button_widths) + m * (len(button_widths) - 1)
    bh = px(40, s)
    x = w - m - bw_total
    buttons = []
    for bw in button_widths:
        buttons.append(pygame.Rect(x, (top_h - bh) // 2, bw, bh))
        x += bw + m
    title = pygame.Rect(m + px(8, s), 0, left_w - px(8, s), top_h)
    prompt = pygame.Rect(title.right + m, 0, buttons[0].x - 2 * m - title.right, top_h)
    card = pygame.Rect(m, top_h + m, left_w, px(300, s))
    # players: a row each, squeezed (down to a minimum) when the window is short
    head = px(40, s)
    row_h = px(86, s)
    avail = h - top_h - 2 * m
    if head + players * row_h > avail * 0.72:
        row_h = max(px(60, s), int((avail * 0.72 - head) / max(players, 1)))
    players_r = pygame.Rect(w - m - right_w, top_h + m, right_w, head + players * row_h + px(6, s))
    tray_h = max(px(104, s), 92)  # never too low for a hint and its keys (two lines each) in small windows
    tray = pygame.Rect(card.right + m, h - m - tray_h, players_r.x - card.right - 2 * m, tray_h)
    below = h - m - (players_r.bottom + m)
    if below >= px(120, s):
        log = pygame.Rect(players_r.x, players_r.bottom + m, right_w, below)
    else:  # no room under the players: under the card
        log = pygame.Rect(m, card.bottom + m, left_w, h - m - (card.bottom + m))
    board = pygame.Rect(card.right + m, top_h + m, players_r.x - card.right - 2 * m, tray.y - top_h - 2 * m)
    return PlayLayout((w, h), s, m, top, title, prompt, tuple(buttons), card, players_r, log, tray, board, row_h)


def centred(size: tuple[int, int], width: int, height: int, top: int | None = None) -> pygame.Rect:
    """A rectangle centred in the window (or at `top`), never wider or taller than the window's margins."""
    w, h = size
    width, height = min(width, w - 20), min(height, h - 20)
    r = pygame.Rect(0, 0, width, height)
    r.center = (w // 2, h // 2)
    if top is not None:
        r.y = top
    return r
