"""The play screen lives in game/ui/play/ (components); this name stays for the app's scene switch."""

from __future__ import annotations

from ..play.scene import PlayScene

__all__ = ["PlayScene"]
