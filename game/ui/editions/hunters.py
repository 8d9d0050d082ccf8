"""Hunters and Gatherers in the window: its own meadow green, hunters lying flat for good, and the bonus tile
(a gold ribbon under the card while it is in hand, a gold frame on the board once it is laid)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import icons
from ..describe import object_word, word
from ..i18n import t
from ..tile_looks import RIPPLES, SHINE, TREETOPS, TUFTS, AreaTexture, LineLook
from .base import WindowPlugin
from .registry import register_plugin

if TYPE_CHECKING:
    from game.core.state import GameState

GOLD = (236, 190, 60)


@register_plugin
class HuntersPlugin(WindowPlugin):
    edition = "hunters"
    area_colours = {"meadow": (160, 196, 104), "forest": (56, 104, 58), "lake": (74, 146, 204)}
    area_textures = {
        "meadow": AreaTexture(TUFTS, 70),
        "forest": AreaTexture(TREETOPS, 55),
        "lake": AreaTexture(RIPPLES, 18),
    }
    line_looks = {"river": LineLook((90, 166, 220), (38, 94, 150), 0.115, SHINE)}

    def piece_lying(self, state: GameState, view: Any, piece: Any) -> Any:
        return piece.pid in view.lying

    def card_banner(self, state: GameState, view: Any) -> Any:
        return t("play.bonus_tile") if view.bonus_turn and state.phase == "place_tile" else None

    def new_tile_frame(self, state: GameState, view: Any) -> Any:
        return GOLD if view.bonus_turn and state.placed is not None else None

    def prompt(self, state: GameState, view: Any, decision: Any, name: Any, options: Any) -> Any:
        if decision == "place_tile" and view.bonus_turn:
            return t("play.prompt_bonus_tile", name=name)
        return None

    def holders_words(self, subject: Any, names: Any) -> Any:
        """A hut on a river or lake holds the whole river system: "the river (river system: Bob's hut)"."""
        huts = sorted({seat for seat, kind in subject.get("pieces", ()) if kind == "hut"})
        if not huts or subject.get("kind") not in ("river", "lake"):
            return None
        others = sorted({seat for seat, kind in subject.get("pieces", ()) if kind != "hut"})
        kind = object_word(subject["kind"], self.edition) or word("kind", subject["kind"], self.edition)
        hut_names = ", ".join(names[s] for s in huts if s < len(names))
        label = t("log.hunters.in_system", kind=kind, names=hut_names)
        return label, ", ".join(names[s] for s in others if s < len(names))

    def card_lines(self, info: Any, names: Any, state: GameState, view: Any) -> Any:
        d = info.details
        out = []
        if info.kind == "river":
            out.append(t("card.hunters.river_ends", lakes=d.get("lakes_at_ends", 0), fish=d.get("fish_at_ends", 0)))
            if d.get("fish_in_river"):
                out.append(t("card.hunters.river_own_fish", n=d["fish_in_river"]))
            if not info.complete:
                out.append(t("card.hunters.unfinished_nothing"))
        elif info.kind == "forest":
            out.append(t("card.hunters.mushrooms", n=d.get("mushroom_tiles", 0)))
            if d.get("bonus_tile") and not info.complete:
                out.append(t("card.hunters.gold"))
            if not info.complete:
                out.append(t("card.hunters.unfinished_nothing"))
        elif info.kind == "meadow":
            animals = ", ".join(f"{word('sym', a)} {n}" for a, n in d.get("animals", {}).items())
            out.append(t("card.hunters.counted", animals=animals or "—"))
            if d.get("fire"):
                out.append(t("card.hunters.fire"))
            elif d.get("tigers"):
                out.append(t("card.hunters.tigers", tigers=d["tigers"], eaten=d.get("deer_eaten", 0)))
            if d.get("shrine_hunters"):
                out.append(t("card.hunters.shrine", names=", ".join(names[s] for s in d["shrine_hunters"])))
            out.append(t("card.hunters.points_each", points=d.get("points_each", 0)))
        elif info.kind == "river_system":
            out.append(
                t("card.hunters.system", rivers=d.get("rivers", 0), lakes=d.get("lakes", 0), fish=d.get("fish", 0))
            )
        return out


icons.name_piece_icon("hunter", "meeple")  # a hunter is a follower (it may lie flat)
