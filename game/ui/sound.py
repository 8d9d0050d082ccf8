"""Short sounds synthesized at start-up (no files, no downloads): clicks, a wooden knock, a chime."""

from __future__ import annotations

import math
import random
from array import array
from functools import cache
from typing import Any

import pygame

RATE = 22050


def _tone(parts: Any, dur: Any, volume: Any = 0.5, noise: Any = 0.0, decay: Any = 18.0, seed: Any = 1) -> Any:
    """Sum of (frequency, weight) sines with an exponential decay; a little noise for wood."""
    rng = random.Random(seed)
    n = int(RATE * dur)
    out = array("h")
    for i in range(n):
        tt = i / RATE
        env = math.exp(-decay * tt) * min(1.0, i / (RATE * 0.003))
        v = sum(w * math.sin(2 * math.pi * f * tt) for f, w in parts)
        if noise:
            v += noise * (rng.random() * 2 - 1)
        out.append(int(max(-1.0, min(1.0, v * env * volume)) * 32767))
    return out


def _concat(*chunks: Any) -> Any:
    out = array("h")
    for c in chunks:
        out.extend(c)
    return out


INTERFACE = frozenset({"click", "pick", "rotate", "undo", "refuse"})  # the interface's own sounds; the rest


# (a tile laid, a piece placed, points, the end) are the game's effects, each group with its volume
@cache
def _synthesized() -> dict:
    """The sounds' samples, made once per process (a window opened again reuses them)."""
    return {
        "place": _tone([(180, 1.0), (360, 0.3)], 0.12, 0.7, noise=0.35, decay=40),
        "piece": _tone([(520, 1.0), (1040, 0.2)], 0.09, 0.5, noise=0.2, decay=55),
        "pick": _tone([(880, 1.0)], 0.05, 0.25, decay=70),
        "rotate": _tone([(660, 1.0)], 0.04, 0.2, decay=90),
        "score": _concat(
            _tone([(784, 1.0), (1568, 0.2)], 0.10, 0.4, decay=20),
            _tone([(1047, 1.0), (2094, 0.2)], 0.22, 0.4, decay=12),
        ),
        "refuse": _tone([(150, 1.0), (155, 0.8)], 0.16, 0.4, decay=14),
        "undo": _tone([(440, 1.0)], 0.07, 0.25, decay=45),
        "end": _concat(
            _tone([(523, 1)], 0.14, 0.4, decay=10),
            _tone([(659, 1)], 0.14, 0.4, decay=10),
            _tone([(784, 1), (1047, 0.5)], 0.5, 0.4, decay=5),
        ),
        "click": _tone([(1200, 1.0)], 0.03, 0.2, decay=120),
    }


@cache
def _buffers(channels: int) -> dict:
    """The sounds' bytes for a mixer of `channels` (2: each sample twice), made once per process."""
    out = {}
    for name, samples in _synthesized().items():
        if channels == 2:
            st = array("h")
            for v in samples:
                st.append(v)
                st.append(v)
            samples = st
        out[name] = samples.tobytes()
    return out


class Sound:
    def __init__(self, enabled: bool = True, effects: float = 1.0, interface: float = 1.0) -> None:
        self.enabled = enabled
        self.volumes = {"effects": effects, "interface": interface}
        self.sounds: dict = {}
        try:
            if pygame.mixer.get_init() is None:
                pygame.mixer.init(RATE, -16, 1, 512)
            init = pygame.mixer.get_init()
            if init is None:
                return
            for name, data in _buffers(init[2]).items():
                self.sounds[name] = pygame.mixer.Sound(buffer=data)
        except (pygame.error, ValueError, TypeError):
            self.sounds = {}

    def group(self, name: str) -> str:
        return "interface" if name in INTERFACE else "effects"

    def play(self, name: str) -> None:
        """Play a sound at its group's volume (nothing when muted or at volume 0)."""
        volume = self.volumes.get(self.group(name), 1.0)
        if not self.enabled or volume <= 0:
            return
        s = self.sounds.get(name)
        if s is not None:
            try:
                s.set_volume(volume)
                s.play()
            except pygame.error:
                pass
