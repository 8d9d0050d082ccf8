"""Safari in the window: watering holes (a ring of four token slots at a grid vertex, with the photographer who
dug it beside it), rangers parked on empty spaces (dragged to move; the one a tile took waits in the tray),
animal tokens face up in each row and in the tray (dragged onto a savanna corner: blue digs, green expands),
the trail or bush being scored washed in gold while its winners decide on a token."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from game.core import events as ev
from game.editions.safari import commands as safari_cmd
from game.editions.safari import events as E
from game.editions.safari.hole_geometry import pond_ends, token_points

from .. import icons
from ..describe import word
from ..i18n import t
from ..play.words import place_words
from ..tile_looks import PEBBLES, TREETOPS, TUFTS, AreaTexture, LineLook
from .base import WindowPlugin
from .registry import register_plugin
from .types import DialogItem, DialogSpec, Target, TraySource

if TYPE_CHECKING:
    from game.core.state import GameState

WATER = (70, 150, 214)
WATER_EDGE = (30, 80, 130)
GOLD = (236, 190, 60)
DIG = (150, 210, 255)  # a corner where a new watering hole can be dug
EXPAND = (150, 255, 170)  # a corner that joins a watering hole


def slot_world(vertex: Any, slot: Any) -> Any:
    """Where the token of a watering hole's slot lies (the engine's layout: in the corner of its own tile,
    clear of the photographers standing on the vertex and of the tile's spots and symbols)."""
    return token_points(tuple(vertex))[slot]


@register_plugin
class SafariPlugin(WindowPlugin):
    edition = "safari"
    quiet_events = (E.AnimalTokensReshuffled,)
    area_colours = {"savanna": (224, 202, 130), "bush": (104, 142, 60), "baobab": (224, 202, 130)}
    area_textures = {
        "savanna": AreaTexture(TUFTS, 45),
        "bush": AreaTexture(TREETOPS, 35),
        "baobab": AreaTexture(TUFTS, 70),
    }
    line_looks = {"trail": LineLook((214, 170, 112), (140, 98, 58), 0.095, PEBBLES)}
    icon_sizes = {"baobab": 0.40}  # the great tree stands out over the other pictures

    def command_label(self, command: Any) -> str | None:
        c = command
        if isinstance(c, safari_cmd.PlayAnimal):
            return t("cmd.play_animal", animal=word("sym", c.animal))
        if isinstance(c, safari_cmd.DeclineAnimal):
            return t("cmd.decline_animal")
        if isinstance(c, safari_cmd.Dig):
            return t("cmd.dig", x=c.at[0], y=c.at[1], corner=c.corner, animal=word("sym", c.animal))
        if isinstance(c, safari_cmd.Expand):
            return t("cmd.expand", x=c.at[0], y=c.at[1], corner=c.corner, animal=word("sym", c.animal))
        if isinstance(c, safari_cmd.MoveRanger):
            return t("cmd.move_ranger", x=c.to[0], y=c.to[1])
        if isinstance(c, safari_cmd.PlaceRanger):
            return t("cmd.place_ranger", x=c.to[0], y=c.to[1])
        return None

    def glide_kind(self, command: Any) -> str | None:
        if isinstance(command, (safari_cmd.Dig, safari_cmd.Expand)):
            return "token:" + command.animal
        if isinstance(command, (safari_cmd.MoveRanger, safari_cmd.PlaceRanger)):
            return "ranger"
        return None

    def focus_cells(self, state: GameState, view: Any) -> Any:
        return view.scoring.cells if view.scoring is not None else None

    def target(self, option: Any, state: GameState, view: Any, spot_world: Any) -> Any:
        if isinstance(option, (safari_cmd.Dig, safari_cmd.Expand)):
            vertex, slot = view.corner_slot(option.at, option.corner)
            colour = DIG if isinstance(option, safari_cmd.Dig) else EXPAND
            world = slot_world(vertex, slot)
            return Target(world, option, "token:" + option.animal, None, "corner", None, colour, False, False)
        if isinstance(option, safari_cmd.MoveRanger):
            centre = (option.to[0] + 0.5, option.to[1] + 0.5)
            return Target(
                centre, option, "ranger", ("ranger", option.ranger), "cell", option.to, shown=False, clickable=False
            )
        if isinstance(option, safari_cmd.PlaceRanger):
            centre = (option.to[0] + 0.5, option.to[1] + 0.5)
            return Target(centre, option, "ranger", ("held", view.held), "cell", option.to, (255, 250, 220))
        return None

    # --- what the player holds ---
    def tray_sources(self, state: GameState, view: Any, seat: Any, supply: Any) -> Any:
        ranger = TraySource("ranger", 1, ("held", view.held), word("piece", "ranger"), False)
        if state.phase == "place_ranger" and view.held is not None:
            return [ranger]
        tokens = [TraySource("token:" + a, n, None, word("sym", a)) for a, n in view.hand_counts(seat).items()]
        return supply + tokens + ([ranger] if view.held is not None else [])

    def hand(self, state: GameState, view: Any, seat: Any) -> Any:
        return [TraySource("token:" + a, n, None, word("sym", a)) for a, n in view.hand_counts(seat).items()]

    def board_sources(self, state: GameState, view: Any) -> Any:
        return [("ranger", ("ranger", r), (c[0] + 0.5, c[1] + 0.5)) for r, c in view.rangers]

    # --- words ---
    def prompt(self, state: GameState, view: Any, decision: Any, name: Any, options: Any) -> Any:
        if decision == "play_animal" and view.scoring is not None:
            return t("play.prompt_animal", name=name, kind=word("kind", view.scoring.kind, self.edition))
        if decision == "place_ranger":
            return t("play.prompt_ranger", name=name)
        if decision == "action":
            return t("play.prompt_action_safari", name=name)
        return None

    def tray_hint(self, state: GameState, view: Any, options: Any) -> Any:
        if state.phase == "place_ranger":
            return t("play.tray_hint_ranger")
        if view.held is not None:
            return t("play.tray_hint_ranger_later")
        return t("play.tray_hint_safari")

    def dialog(self, state: GameState, view: Any, options: Any, names: Any) -> Any:
        plays = [o for o in options if isinstance(o, safari_cmd.PlayAnimal)]
        decline = next((o for o in options if isinstance(o, safari_cmd.DeclineAnimal)), None)
        if decline is None or view.scoring is None:
            return None
        items = [DialogItem(word("sym", o.animal), o, "token:" + o.animal) for o in plays]
        items.append(DialogItem(t("cmd.decline_animal"), decline, None))
        kind = word("kind", view.scoring.kind, self.edition)
        there = ", ".join(word("sym", a) for a in view.scoring.animals) or t("play.animal_none")
        return DialogSpec(
            t("play.animal_title", name=names[decline.seat], kind=kind),
            tuple(items),
            t("play.animal_hint", animals=there),
            decline.seat,
            cards=True,
            cancel=decline,
        )

    # --- what happened ---
    def anchor(self, e: Any, state: GameState, view: Any, spot_world: Any) -> Any:
        if isinstance(e, (E.HoleDug, E.HoleExpanded)):
            return slot_world(*view.corner_slot((e.x, e.y), e.corner))
        if isinstance(e, E.HoleCompleted):
            return (float(e.vx), float(e.vy))
        return None

    def points_anchor(self, e: Any, state: GameState, view: Any) -> Any:
        if e.reason == "ranger" and state.placed is not None:
            x, y = state.placed.cells[0]
            return (x + 0.5, y + 0.5), False
        return None, False

    def payment_note(self, log: Any, index: Any, seat: Any) -> Any:
        animal = _token_played_for(log, index + 1, seat)  # the tokens are played just before it scores
        return None if animal is None else t("log.token_note", animal=word("sym", animal))

    # --- the aids ---
    def card_lines(self, info: Any, names: Any, state: GameState, view: Any) -> Any:
        d = info.details
        out = []
        if info.kind in ("trail", "bush"):
            animals = ", ".join(word("sym", a) for a in d.get("animals", ())) or t("play.animal_none")
            out.append(t("card.safari.animals", animals=animals, n=d.get("different_animals", 0)))
            if not info.complete:
                out.append(t("card.safari.completion", points=d.get("completion_points", 0)))
            for seat, animals_ in sorted(d.get("tokens_playable", {}).items()):
                extra = d.get("token_bonus", {}).get(seat, 0)
                listed = ", ".join(word("sym", a) for a in animals_)
                out.append(t("card.safari.token", name=names[seat], animals=listed, points=extra))
            if d.get("final_majority_only"):
                out.append(t("card.safari.majority_only"))
        elif info.kind == "baobab":
            out.append(t("card.safari.baobab", draws=d.get("draws", 2), n=len(d.get("missing_around", ()))))
        elif info.kind == "watering_hole":
            out.append(t("card.safari.hole_tokens", n=d.get("tokens", 0)))
            if d.get("next_token_points"):
                out.append(t("card.safari.hole_next", points=d["next_token_points"]))
            if not info.complete:
                out.append(t("card.safari.hole_complete", points=d.get("completion_points", 3)))
        elif info.kind == "ranger":
            if d.get("held_by") is not None:
                out.append(t("card.safari.ranger_held", name=names[d["held_by"]]))
            elif d.get("space") is not None:
                out.append(t("card.safari.ranger", where=place_words(d["space"]), points=d.get("points", 3)))
        return out

    def outline_cells(self, info: Any, state: GameState, view: Any, placing: Any) -> Any:
        return list(info.cells) if info.kind in ("watering_hole", "ranger") else []

    # --- drawing ---
    def draw_under_pieces(self, ctx: Any, surface: pygame.Surface) -> None:
        _draw_scoring_feature(ctx, surface)
        _draw_holes(ctx, surface)
        _draw_rangers(ctx, surface)


def _token_played_for(log: Any, index: int, seat: Any) -> str | None:
    """The animal token `seat` added to the trail or bush whose points `log[index]` gives, if any: the tokens
    are played just before the feature scores (asked, played or declined, scored, points)."""
    i = index - 1
    while i >= 0 and isinstance(log[i], ev.PointsScored):
        i -= 1
    if i < 0 or not isinstance(log[i], ev.FeatureScored):
        return None
    i -= 1
    while i >= 0 and isinstance(log[i], (E.AnimalPlayed, E.AnimalDeclined)):
        if isinstance(log[i], E.AnimalPlayed) and log[i].seat == seat:
            return log[i].animal
        i -= 1
    return None


def _draw_scoring_feature(ctx: Any, surface: pygame.Surface) -> None:
    """The trail or bush being scored while its players decide on animal tokens: a gold wash."""
    if ctx.view.scoring is None:
        return
    cam = ctx.camera
    for pos in ctx.view.scoring.cells:
        r = cam.cell_rect(pos)
        if ctx.glow is not None:
            surface.blit(ctx.glow(r.size, (255, 214, 90), 80), r)
        pygame.draw.rect(surface, GOLD, r, 3, border_radius=max(2, cam.cell // 14))


def _draw_holes(ctx: Any, surface: pygame.Surface) -> None:
    cam = ctx.camera
    z = cam.cell
    chip = max(10, int(z * 0.2))  # spots.HOLE_PIECE_RADIUS: a token is at most 0.2 of a cell across
    area = cam.rect.inflate(z, z)
    for hole in ctx.view.holes:
        cx, cy = cam.to_screen(*hole.vertex)
        if not area.collidepoint(cx, cy):
            continue
        for ends in pond_ends(hole.vertex, hole.slots):  # two holes dug across one vertex: a pond each
            _draw_pond(surface, [cam.to_screen(*w) for w in ends], z)
        for slot, animal in enumerate(hole.slots):
            if animal is None:
                continue
            sx, sy = cam.to_screen(*slot_world(hole.vertex, slot))
            img = icons.token_icon(animal, chip, GOLD if hole.complete else WATER_EDGE)
            surface.blit(img, img.get_rect(center=(round(sx), round(sy))))
        if hole.complete:
            pygame.draw.circle(surface, GOLD, (cx, cy), int(z * 0.3), max(2, z // 40))


def _draw_pond(surface: pygame.Surface, ends: list[tuple[float, float]], z: int) -> None:
    """A pond: an ellipse round the vertex, or one stretched between a token and its photographer (the screen
    points `ends`), with its dark rim and a glint of light."""
    pr = max(5, int(z * 0.16))
    (ax, ay), (bx, by) = ends
    length = math.hypot(bx - ax, by - ay)
    if length < 1:
        pond = pygame.Rect(0, 0, pr * 2, int(pr * 1.5))
        pond.center = (round(ax), round(ay))
        pygame.draw.ellipse(surface, WATER_EDGE, pond.inflate(4, 4))
        pygame.draw.ellipse(surface, WATER, pond)
        pygame.draw.arc(surface, (170, 214, 240), pond.inflate(-pr // 2, -pr // 2), 0.4, 2.6, max(1, z // 60))
        return
    mx, my = (ax + bx) / 2, (ay + by) / 2
    ux, uy = (bx - ax) / length, (by - ay) / length
    half_long, half_wide = length / 2 + pr * 0.55, z * 0.07  # two ponds side by side keep a gap

    def ring(a: float, b: float) -> list[tuple[float, float]]:
        steps = [2 * math.pi * i / 32 for i in range(32)]
        return [
            (mx + ux * a * math.cos(t) - uy * b * math.sin(t), my + uy * a * math.cos(t) + ux * b * math.sin(t))
            for t in steps
        ]

    pygame.draw.polygon(surface, WATER_EDGE, ring(half_long + 2, half_wide + 2))
    pygame.draw.polygon(surface, WATER, ring(half_long, half_wide))
    glint = ring(half_long * 0.6, half_wide * 0.5)[17:24]
    pygame.draw.lines(surface, (170, 214, 240), False, glint, max(1, z // 60))


def _draw_rangers(ctx: Any, surface: pygame.Surface) -> None:
    cam = ctx.camera
    size = max(16, int(cam.cell * 0.62))
    lifted = ctx.dragging[1] if ctx.dragging is not None else None
    for r, space in ctx.view.rangers:
        rect = cam.cell_rect(space)
        if not rect.colliderect(cam.rect):
            continue
        # the parking place: a frame on the empty space
        pygame.draw.rect(surface, (214, 196, 142), rect.inflate(-6, -6), 2, border_radius=max(3, cam.cell // 10))
        if lifted == ("ranger", r):
            continue
        img = ranger_icon(size)
        surface.blit(img, img.get_rect(center=rect.center))


_RANGER_BADGES: dict[tuple[int, bool], pygame.Surface] = {}


def ranger_icon(size: int, lifted: bool = False) -> pygame.Surface:
    """A ranger (the jeep) on a round khaki badge, so it reads on the dark table and on tiles."""
    size = max(10, int(size))
    key = (size, lifted)
    surf = _RANGER_BADGES.get(key)
    if surf is None:
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        r = size // 2
        pygame.draw.circle(surf, (0, 0, 0, 110 if lifted else 80), (r + 1, r + max(2, size // 12)), r - 2)
        pygame.draw.circle(surf, (214, 196, 142), (r, r), r - 2)
        pygame.draw.circle(surf, (96, 80, 44), (r, r), r - 2, max(2, size // 16))
        img = icons.get("ranger", int(size * 0.7))
        surf.blit(img, img.get_rect(center=(r, r + size // 20)))
        _RANGER_BADGES[key] = surf
    return surf


icons.add_thing("ranger", ranger_icon)  # what a player moves that is no seat's piece
