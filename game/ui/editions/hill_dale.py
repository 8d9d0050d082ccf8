"""Over Hill and Dale in the window: travellers move along their paths (dragged, or chosen with the arrows),
stables shade the cells where no other stable may stand, harvest tokens are secret (the owner holds the eye
button to see them), tied farmers draft tokens in a dialog, and the final board shows what each stable
scored."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.editions.hill_dale import commands as hill_dale_cmd
from game.editions.hill_dale.events import Travelled

from ..describe import word
from ..i18n import t
from ..tile_looks import FURROWS, PEBBLES, TUFTS, AreaTexture, LineLook
from .base import WindowPlugin
from .registry import register_plugin
from .types import DialogItem, DialogSpec, Mark, Target

if TYPE_CHECKING:
    from game.core.state import GameState


@register_plugin
class HillDalePlugin(WindowPlugin):
    edition = "hill_dale"
    area_colours = {"meadow": (138, 188, 92), "field": (232, 198, 96), "junction": (138, 188, 92)}
    area_textures = {
        "meadow": AreaTexture(TUFTS, 70),
        "field": AreaTexture(FURROWS, 40),
        "junction": AreaTexture(TUFTS, 70),
    }
    line_looks = {"path": LineLook((232, 214, 172), (150, 120, 82), 0.105, PEBBLES)}

    def command_label(self, command: Any) -> str | None:
        if isinstance(command, hill_dale_cmd.Travel):
            return t("cmd.travel", x=command.to[0], y=command.to[1])
        if isinstance(command, hill_dale_cmd.TakeHarvest):
            return word("sym", command.crop)
        return None

    def shaded_cells(self, state: GameState, view: Any, kind: Any) -> Any:
        return view.stable_blocked if kind == "stable" else ()

    def target(self, option: Any, state: GameState, view: Any, spot_world: Any) -> Any:
        if not isinstance(option, hill_dale_cmd.Travel):
            return None
        piece = state.pieces.get(option.pid) if option.pid is not None else None
        if piece is None or piece.node is None:
            return None
        origin = spot_world(state, piece.pos, piece.feature)
        return Target(_travel_spot(state, piece, option.to, spot_world), option, piece.kind, piece.pid, origin=origin)

    def anchor(self, e: Any, state: GameState, view: Any, spot_world: Any) -> Any:
        if isinstance(e, Travelled):  # the travel's points rise where the traveller arrived
            return spot_world(state, tuple(e.to), e.feature)
        return None

    def prompt(self, state: GameState, view: Any, decision: Any, name: Any, options: Any) -> Any:
        if decision == "take_harvest":
            return t("play.prompt_draft", name=name)
        if decision == "harvest_order":
            return t("play.prompt_harvest_order", name=name)
        if decision == "action" and any(isinstance(o, hill_dale_cmd.Travel) for o in options):
            return t("play.prompt_action_travel", name=name)
        return None

    def tray_hint(self, state: GameState, view: Any, options: Any) -> Any:
        if any(isinstance(o, hill_dale_cmd.Travel) for o in options):
            return t("play.tray_hint_travel")
        return None

    def dialog(self, state: GameState, view: Any, options: Any, names: Any) -> Any:
        firsts = [o for o in options if isinstance(o, hill_dale_cmd.HarvestFirst)]
        if firsts:
            return _order_dialog(view, firsts, names)
        takes = [o for o in options if isinstance(o, hill_dale_cmd.TakeHarvest)]
        if not takes:
            return None
        seat = takes[0].seat
        items = tuple(DialogItem(t("sym." + o.crop), o, "icon:" + o.crop) for o in takes)
        left = ", ".join(t("sym." + c) for c in view.draft_pool)
        return DialogSpec(
            t("play.draft_title", name=names[seat]),
            items,
            t("play.draft_hint", left=left),
            seat=seat,
            cards=True,
        )

    def secret(self, state: GameState, view: Any, seat: Any) -> Any:
        return dict(view.tokens_of(seat))

    def card_lines(self, info: Any, names: Any, state: GameState, view: Any) -> Any:
        d = info.details
        if info.kind == "field" and not info.complete:
            tokens = ", ".join(t("sym." + c) for c in d.get("tokens_if_completed", ()))
            return [t("card.hill_dale.tokens", tokens=tokens or "—"), t("card.hill_dale.unfinished_field")]
        if info.kind == "meadow":
            return [t("card.hill_dale.meadow", animals=d.get("animals", 0), stables=d.get("stables", 0))]
        if info.kind == "stable":
            return [t("card.hill_dale.stable", animals=d.get("animals", 0), empty=len(d.get("empty_around", ())))]
        return []

    def outline_cells(self, info: Any, state: GameState, view: Any, placing: Any) -> Any:
        return list(info.cells) if info.kind == "stable" else []

    def final_marks(self, state: GameState, view: Any, log: Any) -> Any:
        return [
            Mark((s.cell[0] + 0.5, s.cell[1] + 0.5), f"+{s.animals}", (s.seat,), frozenset(), t("reason.stables"))
            for s in view.stables
            if s.animals
        ]


def _order_dialog(view: Any, firsts: Any, names: Any) -> DialogSpec:
    """Ruling 28: which completed field takes its harvest tokens first; each row says whose field it is, its
    size and what it would take.  It opens on the first row, so Enter takes it."""
    fields = {(f.cell, f.feature): f for f in view.harvest_order}
    items = []
    for o in firsts:
        f = fields.get((tuple(o.at), o.feature))
        if f is None:
            continue
        who = t("words.and").join(names[s] for s in f.winners)
        tokens = ", ".join(t("sym." + c) for c in f.tokens_if_first) or t("play.order_none")
        icon = "icon:" + f.tokens_if_first[0] if f.tokens_if_first else None
        items.append(DialogItem(t("play.order_item", who=who, tiles=f.tiles, tokens=tokens), o, icon))
    wanted = {c for f in view.harvest_order for c in f.tokens_if_first}  # the crops the fields contend for
    supply = ", ".join(f"{t('sym.' + c)} {n}" for c, n in view.harvest_supply.items() if c in wanted)
    seat = firsts[0].seat
    return DialogSpec(
        t("play.order_title", name=names[seat]),
        tuple(items),
        t("play.order_hint", supply=supply),
        seat=seat,
        selected=0,
    )


def _travel_spot(state: GameState, piece: Any, to: Any, spot_world: Any) -> Any:
    """Where the traveller lands on the tile `to`: the spot of that tile's part of its path."""
    g = state.graph
    root = g.find(piece.node)
    cell = state.cell_def(to)
    if cell is not None:
        for f in cell.features:
            n = state.node(to, f.id)
            if n is not None and g.find(n) == root:
                return spot_world(state, to, f.id)
    return (to[0] + 0.5, to[1] + 0.5)
