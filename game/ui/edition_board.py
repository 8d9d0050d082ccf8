"""What an edition adds to the board picture: Safari's watering holes (token rings at tile corners) and
rangers (jeeps on empty spaces), the feature being scored while animal tokens are asked for; Amazonas' river
with its numbered boat spaces, the boats and the river mouth; the Hunters' bonus-tile frame.

Drawing only: everything comes from the state (edition_parts reads it) and the scene's view."""

from __future__ import annotations

import math

import pygame

from . import edition_parts, icons, theme
from .i18n import t

WATER = (70, 150, 214)
WATER_EDGE = (30, 80, 130)
GOLD = (236, 190, 60)


def _alpha_circle(surface, colour, alpha, centre, radius):
    radius = max(1, int(radius))
    s = pygame.Surface((radius * 2 + 2, radius * 2 + 2), pygame.SRCALPHA)
    pygame.draw.circle(s, (*colour, alpha), (radius + 1, radius + 1), radius)
    surface.blit(s, (centre[0] - radius - 1, centre[1] - radius - 1))


# --- under the pieces ---


def draw_under(scene, surface) -> None:
    s = scene.state
    ed = s.setup.edition
    if ed == "safari":
        draw_scoring_feature(scene, surface)
        draw_holes(scene, surface)
        draw_rangers(scene, surface)
    elif ed == "amazonas":
        draw_river(scene, surface)
        draw_mouth(scene, surface)


def draw_over(scene, surface) -> None:
    if scene.state.setup.edition == "amazonas":
        draw_boats(scene, surface)


def draw_scoring_feature(scene, surface) -> None:
    """The trail or bush being scored while its players decide on animal tokens: a pulsing gold wash."""
    cells = edition_parts.scoring_cells(scene.state)
    if not cells:
        return
    v = scene.view
    pulse = 0.5 + 0.5 * math.sin(scene.clock * 4)
    alpha = int(50 + 50 * pulse) // 10 * 10
    for pos in cells:
        r = v.cell_rect(pos)
        surface.blit(scene.glow(r.size, (255, 214, 90), alpha), r)
        pygame.draw.rect(surface, GOLD, r, 3, border_radius=max(2, v.cell // 14))


def draw_holes(scene, surface) -> None:
    v = scene.view
    z = v.cell
    chip = max(12, int(z * 0.25))
    for vertex, ring in edition_parts.holes(scene.state).items():
        cx, cy = v.to_screen(*vertex)
        if not v.rect.inflate(z, z).collidepoint(cx, cy):
            continue
        complete = all(a is not None for a in ring)
        # the pond at the vertex, the tokens in a ring around it (one per tile corner)
        pr = max(5, int(z * 0.16))
        pond = pygame.Rect(0, 0, pr * 2, int(pr * 1.5))
        pond.center = (cx, cy)
        pygame.draw.ellipse(surface, WATER_EDGE, pond.inflate(4, 4))
        pygame.draw.ellipse(surface, WATER, pond)
        pygame.draw.arc(surface, (170, 214, 240), pond.inflate(-pr // 2, -pr // 2), 0.4, 2.6, max(1, z // 60))
        for slot, animal in enumerate(ring):
            if animal is None:
                continue
            sx, sy = v.to_screen(*edition_parts.slot_world(vertex, slot))
            img = icons.token_icon(animal, chip, GOLD if complete else WATER_EDGE)
            surface.blit(img, img.get_rect(center=(sx, sy)))
        if complete:
            pygame.draw.circle(surface, GOLD, (cx, cy), int(z * 0.3), max(2, z // 40))


def draw_rangers(scene, surface) -> None:
    v = scene.view
    size = max(16, int(v.cell * 0.62))
    lifted = None
    if scene.drag.active and isinstance(scene.drag.piece.payload, tuple) and scene.drag.piece.payload[0] == "ranger":
        lifted = scene.drag.piece.payload[1]
    for r, space in edition_parts.rangers(scene.state):
        rect = v.cell_rect(space)
        if not rect.colliderect(v.rect):
            continue
        # the parking place: a dashed frame on the empty space
        pygame.draw.rect(surface, (214, 196, 142), rect.inflate(-6, -6), 2, border_radius=max(3, v.cell // 10))
        if r == lifted:
            continue
        img = icons.ranger_icon(size)
        surface.blit(img, img.get_rect(center=rect.center))


def ranger_screen(scene, r, space):
    return scene.view.cell_rect(space).center


def draw_river(scene, surface) -> None:
    """The numbered boat spaces along the Amazon (space 1 is the source)."""
    v = scene.view
    spaces = edition_parts.river_spaces(scene.state)
    if not spaces:
        return
    z = v.cell
    n = len(spaces)
    for i, (wx, wy) in enumerate(spaces):
        sx, sy = v.to_screen(wx, wy)
        if not v.rect.inflate(z, z).collidepoint(sx, sy):
            continue
        # as large as the gap to the neighbouring spaces allows
        gaps = [math.hypot(wx - spaces[j][0], wy - spaces[j][1]) for j in (i - 1, i + 1) if 0 <= j < n]
        step = (min(gaps) if gaps else 1.0) * z
        rad = max(4, min(int(step * 0.45), int(z * 0.11)))
        size = max(8, int(rad * 1.4))
        pygame.draw.circle(surface, (238, 246, 252), (sx, sy), rad)
        pygame.draw.circle(surface, WATER_EDGE, (sx, sy), rad, max(1, rad // 5))
        # every number when there is room, else the source and every fifth space
        if rad >= 6 or i == 0 or (i + 1) % 5 == 0:
            if rad < 6:
                pygame.draw.circle(surface, (238, 246, 252), (sx, sy), 7)
                pygame.draw.circle(surface, WATER_EDGE, (sx, sy), 7, 1)
            theme.blit_text(surface, str(i + 1), (sx, sy + 1), max(size, 9), (24, 50, 80), True, "center")


def draw_mouth(scene, surface) -> None:
    """The river mouth plaque at the open east end, with its values (best place first)."""
    m = edition_parts.mouth(scene.state)
    if m is None:
        return
    (mx, my), values = m
    dc = scene.double_cells() if getattr(scene, "double_pick", None) is not None else None
    if dc is not None:  # the double being placed comes first
        mx = max(mx, max(c[0] for c in dc[0]) + 1)
    elif (
        scene.state.phase == "place_tile" and scene.pending_human() is not None and (mx, my) in scene.placements()
    ):  # so does the Amazon tile in hand
        mx += 1
    v = scene.view
    z = v.cell
    x0, y0 = v.to_screen(mx, my)
    if not v.rect.inflate(z * 2, z * 2).collidepoint(x0, y0):
        return
    # a delta opening to the sea
    top, bottom = y0 + z * 0.35, y0 + z * 0.65
    poly = [
        (x0, top),
        (x0 + z * 0.85, y0 + z * 0.04),
        (x0 + z * 0.95, y0 + z * 0.5),
        (x0 + z * 0.85, y0 + z * 0.96),
        (x0, bottom),
    ]
    layer = pygame.Surface((z + 4, z + 4), pygame.SRCALPHA)
    pts = [(px - x0 + 2, py - y0 + 2) for px, py in poly]
    pygame.draw.polygon(layer, (*WATER, 150), pts)
    pygame.draw.polygon(layer, (*WATER_EDGE, 220), pts, max(1, z // 40))
    surface.blit(layer, (x0 - 2, y0 - 2))
    n = len(values)
    rad = max(6, int(z * min(0.14, 0.42 / max(n, 1))))
    cx = x0 + z * 0.58
    gap = rad * 2 + max(2, z // 30)
    ytop = y0 + z * 0.5 - gap * (n - 1) / 2
    for i, val in enumerate(values):
        cy = ytop + i * gap
        pygame.draw.circle(surface, (60, 44, 20), (cx, cy + 2), rad)
        pygame.draw.circle(surface, GOLD, (cx, cy), rad)
        pygame.draw.circle(surface, (120, 90, 30), (cx, cy), rad, max(1, rad // 6))
        theme.blit_text(surface, str(val), (cx, cy + 1), max(9, int(rad * 1.3)), (50, 34, 10), True, "center")
    if z >= 40:
        theme.blit_text(
            surface, t("play.mouth"), (x0 + z * 0.48, y0 - 2), max(11, z // 7), (220, 236, 246), True, "midbottom"
        )


def draw_boats(scene, surface) -> None:
    s = scene.state
    boats = s.ext.get("boats") or []
    if not boats:
        return
    v = scene.view
    spaces = edition_parts.river_spaces(s)
    size = max(18, int(v.cell * 0.28))
    flash = getattr(scene, "boat_flash", {})
    for seat in range(len(boats)):
        w = edition_parts.boat_world(s, seat, spaces)
        if w is None:
            continue
        sx, sy = v.to_screen(*w)
        col = scene.colours[seat % len(scene.colours)]
        age = scene.clock - flash.get(seat, -99)
        if age < 1.6:
            _alpha_circle(surface, (255, 236, 140), int(200 * (1 - age / 1.6)), (sx, sy), size * 0.9)
        img = icons.piece_icon("boat", size, col)
        surface.blit(img, img.get_rect(center=(sx, sy)))


# --- Hunters: the bonus tile ---


def draw_bonus_banner(scene, surface) -> None:
    """The bonus-tile turn: a gold ribbon under the card and a gold frame around the drawn tile."""
    r = scene.card
    box = pygame.Rect(r.x + 23, r.y + 44, 180, 180)
    pygame.draw.rect(surface, GOLD, box.inflate(10, 10), 5, border_radius=10)
    ribbon = pygame.Rect(0, 0, r.w + 10, 40)
    ribbon.midtop = (r.centerx, r.bottom + 8)
    pygame.draw.rect(surface, (70, 50, 10), ribbon.move(0, 3), border_radius=10)
    pygame.draw.rect(surface, GOLD, ribbon, border_radius=10)
    pygame.draw.rect(surface, (120, 86, 20), ribbon, 2, border_radius=10)
    theme.blit_text(surface, t("play.bonus_tile"), ribbon.center, 22, (50, 30, 6), True, "center")
