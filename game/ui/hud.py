"""Around the board: the prompt bar, the drawn-tile card, the players panel with the score track, the event
log, the supply tray and the choice dialog.  Drawing only; the play scene owns the input."""

from __future__ import annotations

import pygame

from game.core import commands as cmd

from . import edition_parts, icons, theme
from .ai_runner import level_name
from .describe import command_label, piece_word, seat_name, word
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
        pygame.draw.rect(s, (*theme.PANEL_EDGE, 255), s.get_rect().inflate(0, -3).move(0, -1), 2, border_radius=radius)
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
        if edition_parts.bonus_turn(scene.state):
            return t("play.prompt_bonus_tile", name=name)
        return t("play.prompt_tile", name=name)
    if d.decision == "take_harvest":
        return t("play.prompt_draft", name=name)
    if d.decision == "play_animal":
        f = edition_parts.scoring_feature(scene.state)
        kind = word("kind", scene.state.graph.kind[f[3]], scene.state.setup.edition) if f else ""
        return t("play.prompt_animal", name=name, kind=kind)
    if d.decision == "place_ranger":
        return t("play.prompt_ranger", name=name)
    if d.decision == "place_double":
        if scene.double_pick is not None:
            return t("play.prompt_double_place", name=name)
        return t("play.prompt_double_pick", name=name)
    opts = g.options()
    if any(isinstance(o, (cmd.Dig, cmd.Expand, cmd.MoveRanger)) for o in opts):
        return t("play.prompt_action_safari", name=name)
    if any(isinstance(o, (cmd.PlacePiece, cmd.Travel)) for o in opts):
        return t("play.prompt_action", name=name)
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
    theme.blit_text(surface, t("play.tiles_left", n=s.tiles_left), (r.centerx, r.y + 12), 18, theme.INK, True, "midtop")
    tile_id = s.drawn
    double = getattr(scene, "double_pick", None)
    if double is not None:
        tile_id = double
    box = pygame.Rect(r.x + 23, r.y + 44, 180, 180)
    pygame.draw.rect(surface, theme.PANEL_DARK, box, border_radius=8)
    if tile_id is None or s.ended:
        theme.blit_text(surface, "—", box.center, 40, theme.INK_SOFT, True, "center")
        return
    tile = s.tiles[tile_id]
    q = scene.rot if scene.pending_human() is not None and (s.phase == "place_tile" or double) else 0
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
        theme.blit_text(
            surface, t("play.rotate_hint"), (r.centerx, box.bottom + 14), 15, theme.INK_SOFT, False, "midtop"
        )
        theme.blit_text(
            surface, t("play.rotation", deg=q * 90), (r.centerx, box.bottom + 36), 15, theme.INK_SOFT, False, "midtop"
        )


# --- players ---


def seat_row_rect(scene, seat) -> pygame.Rect:
    r = scene.right
    return pygame.Rect(r.x + 8, r.y + 40 + seat * ROW_H, r.w - 16, ROW_H - 6)


def players_rect(scene) -> pygame.Rect:
    r = scene.right
    return pygame.Rect(r.x, r.y, r.w, 48 + ROW_H * len(scene.seats))


def hand_token_rects(scene, seat):
    """[("token:<animal>", rect, count)] of a seat's face-up animal tokens in its row (safari)."""
    s = scene.state
    faceup = edition_parts.public_tokens(s, seat)
    if not faceup or seat >= len(scene.seats):
        return []
    row = seat_row_rect(scene, seat)
    x = row.x + 50 + 58 * len(s.supply[seat]) + 4
    y = row.bottom - 20
    out = []
    for animal, c in sorted(faceup.items()):
        if c:
            out.append(("token:" + animal, pygame.Rect(x, y - 10, 20, 20), c))
            x += 34
    return out


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
        tag = t("setup.ai_level." + level_name(kind)) if kind else t("setup.human")
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
        hand = hand_token_rects(scene, seat)
        if hand:
            mine = (
                seat == s.current and scene.pending_human() is not None and scene.pending_human().decision == "action"
            )
            for kind, rect, c in hand:
                if mine:
                    pygame.draw.rect(surface, (255, 248, 224), rect.inflate(2, 2), border_radius=6)
                surface.blit(icons.token_icon(kind[6:], 20), rect.move(0, 0).topleft)
                theme.blit_text(surface, str(c), (rect.right + 1, y), 13, theme.INK, True, "midleft")
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
    for _idx, line, colour in reversed(scene.lines):
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
    """[(kind, rect, count, payload)] of what the current player may drag from the tray: the supply pieces,
    safari's face-up animal tokens ("token:<animal>") and the ranger waiting beside the board."""
    s = scene.state
    seat = s.current
    out = []
    x = scene.tray.x + 20
    y = scene.tray.y + 18
    held = edition_parts.held_ranger(s)
    if held is not None and s.phase == "place_ranger":
        return [("ranger", pygame.Rect(x, y, 64, 64), 1, ("held", held))]
    for kind, count in s.supply[seat].items():
        out.append((kind, pygame.Rect(x, y, 64, 64), count, None))
        x += 96
    faceup = edition_parts.public_tokens(s, seat)
    if faceup:
        for animal, count in sorted(faceup.items()):
            if count:
                out.append(("token:" + animal, pygame.Rect(x, y + 6, 52, 52), count, None))
                x += 70
    if held is not None:  # taken by this turn's tile: back on the board after the scoring
        out.append(("ranger", pygame.Rect(x, y, 64, 64), 1, ("held", held)))
        x += 96
    return out


def draw_tray(scene, surface) -> None:
    s = scene.state
    r = scene.tray
    _alpha_panel(surface, r, 236)
    targets = scene.targets()
    ok_from = {(k, frm) for *_x, k, frm in targets}
    col = scene.colours[s.current]
    items = scene_tray(scene)
    for kind, rect, count, payload in items:
        ok = (kind, payload) in ok_from and count > 0
        pygame.draw.rect(surface, (255, 248, 224) if ok else (226, 220, 206), rect, border_radius=10)
        if ok:
            pygame.draw.rect(surface, theme.ACCENT, rect, 2, border_radius=10)
        if kind.startswith("token:"):
            img = icons.token_icon(kind[6:], 42)
            if not ok:
                img = img.copy()
                img.set_alpha(110)
            label = word("sym", kind[6:])
        elif kind == "ranger":
            img = icons.ranger_icon(54)
            if not ok:
                img = img.copy()
                img.set_alpha(110)
            label = word("piece", "ranger")
        else:
            img = icons.piece_icon(kind, 44, col if ok else (170, 170, 170))
            label = piece_word(kind, s.setup.edition)
        surface.blit(img, img.get_rect(center=rect.center))
        if not kind == "ranger":
            theme.blit_text(surface, f"×{count}", (rect.right + 2, rect.bottom - 4), 16, theme.INK, True, "bottomleft")
        theme.blit_text(surface, label, (rect.centerx, rect.bottom + 2), 12, theme.INK_SOFT, False, "midtop")
    hint_x = (max(rect.right for _k, rect, _c, _p in items) + 36) if items else r.x + 20
    if s.phase == "place_ranger":
        hint = t("play.tray_hint_ranger")
    elif edition_parts.held_ranger(s) is not None:
        hint = t("play.tray_hint_ranger_later")
    elif edition_parts.public_tokens(s, s.current) is not None:
        hint = t("play.tray_hint_safari")
    else:
        hint = t("play.tray_hint")
    lines = theme.wrap(hint, scene.skip_button.rect.x - hint_x - 10, 14)
    for i, line in enumerate(lines[:4]):
        theme.blit_text(surface, line, (hint_x, r.y + 16 + 19 * i), 14, theme.INK_SOFT)
    if cmd.Skip() in scene.game.options():
        scene.skip_button.draw(surface)
    if scene.can_undo():
        scene.undo_button.draw(surface)


def scene_tray(scene):
    return tray_items(scene)


# --- the choice dialog: harvest draft, animal tokens, doubles, any edition's other decisions ---


def dialog_items(scene):
    """[(rect, payload, label, icon name)] of the current human decision's non-board options.

    `payload` is a command to submit, or ("double", tile id): pick that double and place it on the board."""
    d = scene.pending_human()
    if d is None:
        return []
    if d.decision == "place_double":
        return [] if scene.double_pick is not None else _double_items(scene)
    opts = scene.other_options()
    if not opts:
        return []
    tiles = all(isinstance(o, (cmd.TakeHarvest, cmd.PlayAnimal, cmd.DeclineAnimal)) for o in opts)
    w, h = scene.app.size
    items = []
    if tiles:
        bw, bh = 120, 120
    else:
        bw, bh = 300, 40
    per_row = max(1, min(len(opts), (760 if tiles else 640) // (bw + 10)))
    rows = (len(opts) + per_row - 1) // per_row
    total_w = per_row * (bw + 10) - 10
    x0 = w // 2 - total_w // 2
    y0 = h - 150 - rows * (bh + 10)
    for i, o in enumerate(opts):
        rr = pygame.Rect(x0 + (i % per_row) * (bw + 10), y0 + (i // per_row) * (bh + 10), bw, bh)
        icon = getattr(o, "crop", None) or getattr(o, "animal", None)
        if isinstance(o, cmd.PlayAnimal):
            icon = "token:" + o.animal
            label = word("sym", o.animal)
        elif isinstance(o, cmd.DeclineAnimal):
            icon = "keep"
            label = t("cmd.decline_animal")
        else:
            label = command_label(o, scene.seats)
        items.append((rr, o, label, icon))
    return items


def _double_items(scene):
    """One card per set-aside double that fits after the "!" tile, painted as the tile itself."""
    doubles = []
    for o in scene.game.options():
        if isinstance(o, cmd.PlaceDouble) and o.double not in doubles:
            doubles.append(o.double)
    if not doubles:
        return []
    w, h = scene.app.size
    bw, bh = 196, 128
    per_row = max(1, min(len(doubles), 4))
    rows = (len(doubles) + per_row - 1) // per_row
    total_w = per_row * (bw + 12) - 12
    x0 = w // 2 - total_w // 2
    y0 = h - 150 - rows * (bh + 12)
    out = []
    for i, dbl in enumerate(doubles):
        rr = pygame.Rect(x0 + (i % per_row) * (bw + 12), y0 + (i // per_row) * (bh + 12), bw, bh)
        out.append((rr, ("double", dbl), t("play.double_n", n=i + 1), "tile:" + dbl))
    return out


def dialog_rect(items) -> pygame.Rect:
    r = items[0][0].unionall([i[0] for i in items])
    box = r.inflate(40, 124).move(0, -8)
    if box.w < 700:  # room for the title and the hint
        box.inflate_ip(700 - box.w, 0)
    return box


def activate(scene, payload) -> None:
    if isinstance(payload, tuple) and payload and payload[0] == "double":
        scene.pick_double(payload[1])
    else:
        scene.submit(payload)


def dialog_click(scene, pos) -> bool:
    items = dialog_items(scene)
    for rect, o, _label, _icon in items:
        if rect.collidepoint(pos):
            activate(scene, o)
            return True
    return bool(items) and dialog_rect(items).collidepoint(pos)


def dialog_hover(scene, pos) -> None:
    scene._dialog_hover = pos


def _paint_tile(scene, surface, tile_id, rect) -> None:
    """A (multi-cell) tile painted at rotation 0, fitted into `rect`."""
    tile = scene.state.tiles[tile_id]
    offs = tile.cell_offsets(0)
    xs = [o[0] for o in offs]
    ys = [o[1] for o in offs]
    cw, ch = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
    size = int(min(rect.w / cw, rect.h / ch))
    ox = rect.centerx - cw * size / 2
    oy = rect.centery - ch * size / 2
    for i, (dx, dy) in enumerate(offs):
        img = scene.view.painter.cell_surface(tile, i, 0, size)
        surface.blit(img, (ox + (dx - min(xs)) * size, oy + (dy - min(ys)) * size))
    pygame.draw.rect(surface, (70, 60, 44), (ox, oy, cw * size, ch * size), 2)


def draw_dialog(scene, surface) -> None:
    items = dialog_items(scene)
    if not items:
        return
    d = scene.game.pending()
    box = dialog_rect(items)
    _alpha_panel(surface, box, 248)
    name = seat_name(scene.seats, d.seat)
    hint = None
    if d.decision == "take_harvest":
        title = t("play.draft_title", name=name)
        hint = t("play.draft_hint")
    elif d.decision == "play_animal":
        f = edition_parts.scoring_feature(scene.state)
        kind = word("kind", scene.state.graph.kind[f[3]], scene.state.setup.edition) if f else ""
        title = t("play.animal_title", name=name, kind=kind)
        there = edition_parts.animals_on(scene.state, f[3]) if f else []
        hint = t("play.animal_hint", animals=", ".join(word("sym", a) for a in there) or t("play.animal_none"))
    elif d.decision == "place_double":
        title = t("play.double_title", name=name)
        hint = t("play.double_hint")
    else:
        title = t("play.choice_title", name=name, what=word("decision", d.decision))
    col = scene.colours[d.seat % len(scene.colours)]
    tw = theme.font(20, True).size(title)[0]
    pygame.draw.circle(surface, col, (box.centerx - tw // 2 - 16, box.y + 26), 8)
    pygame.draw.circle(surface, theme.INK, (box.centerx - tw // 2 - 16, box.y + 26), 8, 2)
    theme.blit_text(surface, title, (box.centerx, box.y + 14), 20, theme.INK, True, "midtop")
    hover = getattr(scene, "_dialog_hover", (-1, -1))
    for i, (rect, _o, label, icon) in enumerate(items):
        hot = rect.collidepoint(hover)
        pygame.draw.rect(surface, (255, 250, 232) if hot else (240, 232, 214), rect, border_radius=10)
        pygame.draw.rect(surface, theme.ACCENT if hot else theme.PANEL_EDGE, rect, 2, border_radius=10)
        if icon and icon.startswith("tile:"):
            _paint_tile(scene, surface, icon[5:], pygame.Rect(rect.x + 10, rect.y + 10, rect.w - 20, rect.h - 44))
            theme.blit_text(
                surface, f"{i + 1}. {label}", (rect.centerx, rect.bottom - 10), 15, theme.INK, True, "midbottom"
            )
        elif rect.h > 80 and icon:
            if icon.startswith("token:"):
                img = icons.token_icon(icon[6:], 66)
            elif icon == "keep":
                img = None
            else:
                img = icons.get(icon, 64)
            if img is not None:
                surface.blit(img, img.get_rect(center=(rect.centerx, rect.y + 48)))
            else:
                for j, line in enumerate(theme.wrap(label, rect.w - 16, 16)[:3]):
                    theme.blit_text(surface, line, (rect.centerx, rect.y + 30 + 22 * j), 16, theme.INK, True, "midtop")
            if img is not None:
                theme.blit_text(surface, label, (rect.centerx, rect.bottom - 10), 15, theme.INK, True, "midbottom")
            theme.blit_text(surface, str(i + 1), (rect.x + 8, rect.y + 6), 13, theme.INK_SOFT, True)
        else:
            theme.blit_text(surface, f"{i + 1}. {label}", (rect.x + 12, rect.centery), 16, theme.INK, True, "midleft")
    if hint:
        lines = theme.wrap(hint, box.w - 30, 14)
        for j, line in enumerate(lines[:2]):
            theme.blit_text(
                surface,
                line,
                (box.centerx, box.bottom - 12 - 18 * (len(lines[:2]) - 1 - j)),
                14,
                theme.INK_SOFT,
                False,
                "midbottom",
            )
