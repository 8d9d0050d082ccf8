"""What the Replay scene's own components ask for (the board's pan and zoom use the play screen's intents)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Seek:
    """Show moment `index`; `animate`: show the scorings between the moment shown and it as they happened."""

    index: int
    animate: bool = False


@dataclass(frozen=True)
class Step:
    """Move by `turns` turns, or when `turns` is 0 by `steps` single steps (negative: back)."""

    turns: int = 0
    steps: int = 0


@dataclass(frozen=True)
class Jump:
    """To the first (`end` False) or the last moment."""

    end: bool


@dataclass(frozen=True)
class TogglePlay:
    pass


@dataclass(frozen=True)
class Speed:
    """Playing speed: 0, 1 or 2 (slow, normal, fast), or None for the next one."""

    level: int | None = None


@dataclass(frozen=True)
class Back:
    pass


@dataclass(frozen=True)
class Branch:
    """Open the "Play from here" dialog at the moment shown."""
