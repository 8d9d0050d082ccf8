"""The replay's top bar: "Replay" and the edition, what the moment shown is (the turn and what just happened,
in the acting seat's colour), and the Back, Play from here and Fit buttons.  It is the play screen's bar
(`TopBar`) with its own title, words and buttons."""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

from .. import theme
from ..i18n import t
from ..play import intents as I
from ..play.topbar import TopBar
from . import intents as R

if TYPE_CHECKING:
    from .model import ReplayModel

BUTTONS = (("replay.back", R.Back), ("replay.branch", R.Branch), ("replay.fit", I.Fit))


def button_widths(scale: float) -> tuple[int, ...]:
    size = theme.role("button", scale)
    return tuple(theme.font(size, True).size(t(k))[0] + round(28 * scale) for k, _i in BUTTONS)


class ReplayBar(TopBar):
    BUTTONS = BUTTONS
    TITLE = "replay.title"
    model: ReplayModel

    def __init__(self, model: ReplayModel, edition_name: str) -> None:
        super().__init__(model, edition_name)
        self.can_branch = True

    def prompt_text(self) -> str:
        return self.model.describe()

    def prompt_seat(self) -> int | None:
        return None if self.model.state.ended else self.model.moment.seat

    def button_look(self, key: str) -> tuple[str, bool]:
        if key == "replay.branch":
            return "primary", self.can_branch
        return "ghost", True

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        for r, (key, _i) in zip(self.buttons, BUTTONS):
            if r.collidepoint(pos):
                return t(key + "_hint")
        return None

    def signature(self) -> Hashable:
        m = self.model
        return (m.index, self.hot(), self.can_branch, self.scale, t("replay.title"), self.edition_name)
