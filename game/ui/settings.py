"""The player's settings, kept as JSON in the platformdirs config folder (user_config_dir("tessera")).

The file is read through the validation layer (game.files.settings): a value of the wrong type or out of
range is not coerced (`"fullscreen": "false"` does not turn full screen on) but refused, and that key alone
falls back to its default; `problems` lists what was refused, for the window to say so.  `save()` answers
the reason a write failed, so the window can report it too.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field, fields
from pathlib import Path

APP = "tessera"
FILE_NAME = "settings.json"


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
    animation_speed: float = 1.0  # 0.25 slow .. 3 fast
    sound: bool = True
    follow_play: bool = False  # the board moves to each new tile by itself (else only when asked)
    computer_pace: str = "normal"  # how computer turns are shown: instant, normal, slow, key (wait for a key)
    reduced_motion: bool = False  # nothing slides or shakes: moves appear where they land
    effects_volume: float = 1.0  # 0..1: tiles, pieces, points
    interface_volume: float = 1.0  # 0..1: clicks, picking up, turning
    last_names: list | None = None
    ui_scale: float | None = None  # a factor 0.75..1.5 on the scale the window size gives; None: 1
    problems: list[str] = field(default_factory=list, compare=False)  # what the file held that was refused

    @classmethod
    def load(cls) -> Settings:
        from game.files import FileRefused, read_json
        from game.files.settings import SETTINGS_MAX_BYTES, check_settings
        from game.files.writing import clean_stale_temporaries

        folder = config_dir()
        clean_stale_temporaries(folder)
        path = folder / FILE_NAME
        if not path.exists() and not path.is_symlink():
            return cls()
        try:
            doc = read_json(path, SETTINGS_MAX_BYTES)
        except FileRefused as exc:
            return cls(problems=[f"{FILE_NAME}: {exc}; every setting is at its default"])
        values, problems = check_settings(doc)
        s = cls(**{f.name: getattr(values, f.name) for f in fields(cls) if f.name != "problems"})
        s.problems = [f"{FILE_NAME}: {p}" for p in problems]
        return s

    def to_dict(self) -> dict:
        return {f.name: getattr(self, f.name) for f in fields(self) if f.name != "problems"}

    def save(self) -> str | None:
        """Write the settings; None, or the reason they could not be written."""
        from game.files.writing import write_json_atomic

        try:
            write_json_atomic(config_dir() / FILE_NAME, self.to_dict())
        except OSError as exc:
            return exc.strerror or str(exc)
        except (TypeError, ValueError) as exc:
            return str(exc)
        return None
