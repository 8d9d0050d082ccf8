"""The player's settings, kept as JSON in the platformdirs config folder (user_config_dir("tessera"))."""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from .i18n import LANGUAGES

APP = "tessera"


def config_dir() -> Path:
    override = os.environ.get("TESSERA_CONFIG_DIR")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_config_dir(APP, appauthor=False))


@dataclass
class Settings:
    language: str = "en"
    fullscreen: bool = False
    animation_speed: float = 1.0  # 0.5 slow .. 2 fast; 0 would be "instant" (not offered)
    sound: bool = True
    last_names: list = None
    ui_scale: float | None = None  # 0.75..1.5; None: chosen from the screen's size

    @classmethod
    def load(cls) -> Settings:
        s = cls()
        try:
            data = json.loads((config_dir() / "settings.json").read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return s
        if isinstance(data, dict):
            for f in fields(cls):
                if f.name in data:
                    setattr(s, f.name, data[f.name])
        if s.language not in LANGUAGES:
            s.language = "en"
        try:
            s.animation_speed = min(3.0, max(0.25, float(s.animation_speed)))
        except (TypeError, ValueError):
            s.animation_speed = 1.0
        s.fullscreen, s.sound = bool(s.fullscreen), bool(s.sound)
        try:
            s.ui_scale = None if s.ui_scale is None else min(1.5, max(0.75, float(s.ui_scale)))
        except (TypeError, ValueError):
            s.ui_scale = None
        return s

    def save(self) -> None:
        from game.persistence import write_json_atomic

        try:
            write_json_atomic(config_dir() / "settings.json", asdict(self))
        except OSError:
            pass
