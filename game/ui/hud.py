"""Around the board: the prompt bar, the drawn-tile card, the players panel with the score track, the event
log, the supply tray and the choice dialog.  Drawing only; the play scene owns the input."""
from __future__ import annotations

import pygame

from game.core import commands as cmd
from . import edition_parts, icons, theme
from .describe import command_label, seat_name, word
from .i18n import t

ROW_H = 92


_panels: dict = {}
_wrapped: dict = {}


def _alpha_panel(surface, rect, alpha=228, radius=14):
    rect = pygame.Rect(rect)
    key = (rect.size, alpha, radius)
    s = _panels.get(key)
    if s is None:
        if len(_panels) > 64:
            _panels.clear()
        s = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(s, (0, 0, 0, 70), s.get_rect().move(0, 3), border_radius=radius)
        pygame.draw.rect(s, (*theme.PANEL, alpha), s.get_rect().inflate(0, -3).move(0, -1), border_radius=radius)
        pygame.draw.rect(s, (*theme.PANEL_EDGE, 255), s.get_rect().inflate(0, -3).move(0, -1), 2,
                         border_radius=radius)
        _panels[key] = s
    surface.blit(s, rect)


def wrap_cached(line, width, size):
    key = (line, width, size)
    w = _wrapped.get(key)
    if w is None:
        if len(_wrapped) > 2000:
            _wrapped.clear()
        w = _wrapped[key] = theme.wrap(line, width, size)
    return w


# --- the prompt bar ---

def prompt(scene) -> str:
    g = scene.game
    d = g.pending()
    if g.ended:
        return t("play.game_over")
    if d is None:
        return ""
    name = seat_name(scene.seats, d.seat)
    if not scene.is_human(d.seat):
        return t("play.ai_thinking", name=name)
    if d.decision == "place_tile":
        return t("play.prompt_tile", name=name)
    if d.decision == "take_harvest":
        return t("play.prompt_draft", name=name)
    opts = g.options()
    if any(isinstance(o, (cmd.PlacePiece, cmd.Travel)) for o in opts):
        return t("play.prompt_action", name=name)
    key = f"decision.{d.decision}"
    return t("play.prompt_choose", name=name, what=word("decision", d.decision))


def draw_top(scene, surface) -> None:
    w = surface.get_width()
    bar = pygame.Rect(0, 0, w, 62)
    key = ("top", bar.size)
    s = _panels.get(key)
    if s is None:
        s = _panels[key] = pygame.Surface(bar.size, pygame.SRCALPHA)
        s.fill((20, 26, 30, 215))
    surface.blit(s, bar)
    pygame.draw.line(surface, (90, 80, 60), (0, 62), (w, 62), 2)
    theme.blit_text(surface, t("app.title"), (18, 31), 26, (240, 214, 150), True, "midleft")
    ed = theme.text(t(f"edition.{scene.game.setup.edition}"), 16, (200, 200, 190))
    surface.blit(ed, (150, 23))
    d = scene.game.pending()
    txt = prompt(scene)
    room = w - 2 * 440
    size = 22
    while size > 12 and theme.font(size, True).size(txt)[0] > room:
        size -= 1
    if d is not None and d.seat < len(scene.colours):
        col = scene.colours[d.seat]
        pygame.draw.circle(surface, col, (w // 2 - theme.font(size, True).size(txt)[0] // 2 - 20, 31), 9)
    theme.blit_text(surface, txt, (w // 2, 31), size, theme.WHITE, True, "center")
    if scene.status and scene.status_age < 6:
        lines = theme.wrap(scene.status, 700, 17)
        h = 16 + 22 * len(lines)
        r = pygame.Rect(0, 0, 740, h)
        r.midtop = (w // 2, 70)
        _alpha_panel(surface, r, 240)
        for i, line in enumerate(lines):
            theme.blit_text(surface, line, (r.centerx, r.y + 8 + 22 * i), 17, theme.BAD, True, "midtop")


# --- the drawn tile ---

def draw_card(scene, surface) -> None:
    s = scene.state
    r = scene.card
    _alpha_panel(surface, r)
    theme.blit_text(surface, t("play.tiles_left", n=s.tiles_left), (r.centerx, r.y + 12), 18, theme.INK, True,
                    "midtop")
    tile_id = s.drawn
    box = pygame.Rect(r.x + 23, r.y + 44, 180, 180)
    pygame.draw.rect(surface, theme.PANEL_DARK, box, border_radius=8)
    if tile_id is None or s.ended:
        theme.blit_text(surface, "—", box.center, 40, theme.INK_SOFT, True, "center")
        return
    tile = s.tiles[tile_id]
    q = scene.rot if scene.pending_human() is not None else 0
    offs = tile.cell_offsets(q)
    xs = [o[0] for o in offs]
    ys = [o[1] for o in offs]
    span = max(max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
    size = int(164 / span)
    ox = box.centerx - (max(xs) - min(xs) + 1) * size / 2
    oy = box.centery - (max(ys) - min(ys) + 1) * size / 2
    for i, (dx, dy) in enumerate(offs):
        img = scene.view.painter.cell_surface(tile, i, q, size)
        surface.blit(img, (ox + (dx - min(xs)) * size, oy + (dy - min(ys)) * size))
    if scene.pending_human() is not None:
        theme.blit_text(surface, t("play.rotate_hint"), (r.centerx, box.bottom + 14), 15, theme.INK_SOFT,
                        False, "midtop")
        theme.blit_text(surface, t("play.rotation", deg=q * 90), (r.centerx, box.bottom + 36), 15,
                        theme.INK_SOFT, False, "midtop")


# --- players ---

def seat_row_rect(scene, seat) -> pygame.Rect:
    r = scene.right
    return pygame.Rect(r.x + 8, r.y + 40 + seat * ROW_H, r.w - 16, ROW_H - 6)


def players_rect(scene) -> pygame.Rect:
    r = scene.right
    return pygame.Rect(r.x, r.y, r.w, 48 + ROW_H * len(scene.seats))


def eye_rect(scene, seat) -> pygame.Rect:
    row = seat_row_rect(scene, seat)
    return pygame.Rect(row.right - 34, row.bottom - 30, 26, 24)


def eye_click(scene, pos) -> bool:
    s = scene.state
    for seat in range(len(scene.seats)):
        if edition_parts.hidden_tokens(s, seat) is None:
            return False
        if eye_rect(scene, seat).collidepoint(pos) and scene.is_human(seat):
            scene.reveal_seat = seat
            return True
    return False


def draw_players(scene, surface) -> None:
    s = scene.state
    pr = players_rect(scene)
    _alpha_panel(surface, pr)
    theme.blit_text(surface, t("play.players"), (pr.x + 14, pr.y + 12), 18, theme.INK, True)
    top = max(s.scores) if s.scores else 0
    d = scene.game.pending()
    current = d.seat if d is not None else None
    for seat in range(len(scene.seats)):
        row = seat_row_rect(scene, seat)
        col = scene.colours[seat]
        if seat == current:
            pygame.draw.rect(surface, (255, 246, 214), row, border_radius=10)
            pygame.draw.rect(surface, col, row, 3, border_radius=10)
        else:
            pygame.draw.rect(surface, (238, 230, 212), row, border_radius=10)
        img = icons.piece_icon("follower", 34, col)
        surface.blit(img, img.get_rect(center=(row.x + 26, row.y + 26)))
        name = seat_name(scene.seats, seat)
        theme.blit_text(surface, name, (row.x + 50, row.y + 8), 18, theme.INK, True)
        kind = scene.seats[seat].get("ai")
        tag = t("setup.ai_level." + kind) if kind else t("setup.human")
        theme.blit_text(surface, tag, (row.x + 50, row.y + 30), 14, theme.INK_SOFT)
        theme.blit_text(surface, str(s.scores[seat]), (row.right - 12, row.y + 6), 30, theme.INK, True, "topright")
        # the score track: everybody's score against the leader's
        track = pygame.Rect(row.x + 50, row.y + 50, row.w - 100, 6)
        pygame.draw.rect(surface, (210, 200, 180), track, border_radius=3)
        if top > 0:
            fill = track.copy()
            fill.w = max(4, int(track.w * s.scores[seat] / max(top, 1)))
            pygame.draw.rect(surface, col, fill, border_radius=3)
        # supply
        x = row.x + 50
        y = row.bottom - 20
        for kind_name, count in s.supply[seat].items():
            ic = icons.piece_icon(kind_name, 18, col)
            surface.blit(ic, ic.get_rect(midleft=(x, y)))
            theme.blit_text(surface, f"×{count}", (x + 24, y), 14, theme.INK, True, "midleft")
            x += 58
        # tokens: hidden (hill_dale harvest) or face up (safari)
        hidden = edition_parts.hidden_tokens(s, seat)
        if hidden is not None:
            n = sum(hidden.values())
            if scene.reveal_seat == seat:
                tx = x + 4
                for crop, c in sorted(hidden.items()):
                    if c:
                        surface.blit(icons.get(crop, 18), (tx, y - 9))
                        theme.blit_text(surface, str(c), (tx + 19, y), 13, theme.INK, True, "midleft")
                        tx += 32
            else:
                surface.blit(icons.get("token", 18), (x + 4, y - 9))
                theme.blit_text(surface, f"×{n}", (x + 26, y), 14, theme.INK, True, "midleft")
                if scene.is_human(seat):
                    er = eye_rect(scene, seat)
                    pygame.draw.rect(surface, (226, 214, 190), er, border_radius=6)
                    pygame.draw.ellipse(surface, theme.INK, er.inflate(-6, -10), 2)
                    pygame.draw.circle(surface, theme.INK, er.center, 3)
        faceup = edition_parts.public_tokens(s, seat)
        if faceup:
            tx = x + 4
            for animal, c in sorted(faceup.items()):
                if c:
                    surface.blit(icons.get(animal, 18), (tx, y - 9))
                    theme.blit_text(surface, str(c), (tx + 19, y), 13, theme.INK, True, "midleft")
                    tx += 32
        boat = edition_parts.boat_of(s, seat)
        if boat is not None:
            surface.blit(icons.tinted("piece_boat", 18, col), (row.right - 70, y - 9))
            theme.blit_text(surface, str(boat), (row.right - 48, y), 14, theme.INK, True, "midleft")


# --- log ---

def draw_log(scene, surface) -> None:
    pr = players_rect(scene)
    r = pygame.Rect(pr.x, pr.bottom + 10, pr.w, scene.right.bottom - pr.bottom - 10)
    if r.h < 80:
        return
    _alpha_panel(surface, r, 210)
    theme.blit_text(surface, t("play.log"), (r.x + 14, r.y + 10), 18, theme.INK, True)
    y = r.bottom - 10
    for idx, line, colour in reversed(scene.lines):
        wrapped = wrap_cached(line, r.w - 36, 14)
        y -= 19 * len(wrapped)
        if y < r.y + 36:
            break
        pygame.draw.circle(surface, colour if colour != theme.INK else (150, 140, 120), (r.x + 16, y + 9), 4)
        for i, wline in enumerate(wrapped):
            theme.blit_text(surface, wline, (r.x + 26, y + 19 * i), 14, theme.INK)
        y -= 2


# --- the supply tray ---

def tray_items(scene):
    s = scene.state
    seat = s.current
    out = []
    x = scene.tray.x + 20
    for kind, count in s.supply[seat].items():
        rect = pygame.Rect(x, scene.tray.y + 18, 64, 64)
        out.append((kind, rect, count))
        x += 96
    return out


def draw_tray(scene, surface) -> None:
    s = scene.state
    r = scene.tray
    _alpha_panel(surface, r, 236)
    targets = scene.targets()
    kinds_ok = {k for *_x, k, frm in targets if frm is None}
    col = scene.colours[s.current]
    for kind, rect, count in scene_tray(scene):
        ok = kind in kinds_ok and count > 0
        pygame.draw.rect(surface, (255, 248, 224) if ok else (226, 220, 206), rect, border_radius=10)
        if ok:
            pygame.draw.rect(surface, theme.ACCENT, rect, 2, border_radius=10)
        img = icons.piece_icon(kind, 44, col if ok else (170, 170, 170))
        surface.blit(img, img.get_rect(center=rect.center))
        theme.blit_text(surface, f"×{count}", (rect.right + 4, rect.bottom - 4), 16, theme.INK, True, "bottomleft")
        theme.blit_text(surface, word("piece", kind), (rect.centerx, rect.bottom + 2), 12, theme.INK_SOFT, False,
                        "midtop")
    hint_x = r.x + 20 + 96 * len(s.supply[s.current]) + 10
    lines = theme.wrap(t("play.tray_hint"), scene.skip_button.rect.x - hint_x - 10, 14)
    for i, line in enumerate(lines[:4]):
        theme.blit_text(surface, line, (hint_x, r.y + 16 + 19 * i), 14, theme.INK_SOFT)
    if cmd.Skip() in scene.game.options():
        scene.skip_button.draw(surface)
    if scene.can_undo():
        scene.undo_button.draw(surface)


def scene_tray(scene):
    return tray_items(scene)


# --- the choice dialog: harvest draft, any edition's other decisions ---

def dialog_items(scene):
    """[(rect, command, label, icon name)] of the current human decision's non-board options."""
    opts = scene.other_options()
    if not opts:
        return []
    draft = all(isinstance(o, cmd.TakeHarvest) for o in opts)
    w, h = scene.app.size
    items = []
    if draft:
        bw, bh = 110, 120
    else:
        bw, bh = 300, 40
    per_row = max(1, min(len(opts), (760 if draft else 640) // (bw + 10)))
    rows = (len(opts) + per_row - 1) // per_row
    total_w = per_row * (bw + 10) - 10
    x0 = w // 2 - total_w // 2
    y0 = h - 150 - rows * (bh + 10)
    for i, o in enumerate(opts):
        rr = pygame.Rect(x0 + (i % per_row) * (bw + 10), y0 + (i // per_row) * (bh + 10), bw, bh)
        icon = getattr(o, "crop", None) or getattr(o, "animal", None)
        items.append((rr, o, command_label(o, scene.seats), icon))
    return items


def dialog_rect(items) -> pygame.Rect:
    r = items[0][0].unionall([i[0] for i in items])
    return r.inflate(40, 90).move(0, -20)


def dialog_click(scene, pos) -> bool:
    items = dialog_items(scene)
    for rect, o, label, icon in items:
        if rect.collidepoint(pos):
            scene.submit(o)
            return True
    return bool(items) and dialog_rect(items).collidepoint(pos)


def dialog_hover(scene, pos) -> None:
    scene._dialog_hover = pos


def draw_dialog(scene, surface) -> None:
    items = dialog_items(scene)
    if not items:
        return
    d = scene.game.pending()
    box = dialog_rect(items)
    _alpha_panel(surface, box, 248)
    name = seat_name(scene.seats, d.seat)
    title = t("play.draft_title", name=name) if d.decision == "take_harvest" else \
        t("play.choice_title", name=name, what=word("decision", d.decision))
    theme.blit_text(surface, title, (box.centerx, box.y + 14), 20, theme.INK, True, "midtop")
    hover = getattr(scene, "_dialog_hover", (-1, -1))
    for i, (rect, o, label, icon) in enumerate(items):
        hot = rect.collidepoint(hover)
        pygame.draw.rect(surface, (255, 250, 232) if hot else (240, 232, 214), rect, border_radius=10)
        pygame.draw.rect(surface, theme.ACCENT if hot else theme.PANEL_EDGE, rect, 2, border_radius=10)
        if rect.h > 80 and icon:
            img = icons.get(icon, 64)
            surface.blit(img, img.get_rect(center=(rect.centerx, rect.y + 46)))
            theme.blit_text(surface, label, (rect.centerx, rect.bottom - 10), 15, theme.INK, True, "midbottom")
        else:
            theme.blit_text(surface, f"{i + 1}. {label}", (rect.x + 12, rect.centery), 16, theme.INK, True,
                            "midleft")
    if d.decision == "take_harvest":
        theme.blit_text(surface, t("play.draft_hint"), (box.centerx, box.bottom - 12), 14, theme.INK_SOFT,
                        False, "midbottom")
