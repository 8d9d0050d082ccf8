"""What the record book answers: recorded games and seats, statistics, personal bests (frozen dataclasses)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .store import Profile

LEVELS = ("easy", "normal", "hard")


@dataclass(frozen=True)
class SeatRecord:
    seat: int
    name: str  # as it was at the table
    colour: str | None
    profile_id: int | None  # None: an AI seat, or a person whose profile was deleted (or who had no name)
    profile: str | None  # the profile's name now
    ai: str | None  # "easy", "normal", "hard" or None for a person
    score: int
    rank: int  # 1 = first; tied scores share a rank
    winner: bool
    by_reason: dict[str, Any]


@dataclass(frozen=True)
class GameRecord:
    game_id: str
    edition: str
    players: int
    played_at: str  # ISO 8601, UTC
    finished: bool
    save_path: str | None
    origin: str | None  # None, "branch" (a what-if from another game's moment) or "rematch"
    origin_game: str | None
    seats: tuple[SeatRecord, ...] = ()

    @property
    def winners(self) -> tuple[SeatRecord, ...]:
        return tuple(s for s in self.seats if s.winner)

    @property
    def shared_win(self) -> bool:
        return len(self.winners) > 1


@dataclass(frozen=True)
class AgainstLevel:
    games: int  # games with at least one AI seat of this level
    wins: int  # of those, the ones the profile won (shared wins too)
    ahead: int  # of those, the ones where the profile scored more than every seat of this level


@dataclass(frozen=True)
class Stats:
    profile: Profile
    edition: str | None  # None: every edition
    games: int
    wins: int  # shared wins included
    shared_wins: int  # of the wins, those shared with another seat
    mean_score: float | None  # None without games
    best_score: int | None
    against: dict[str, Any] = field(default_factory=dict)  # level -> AgainstLevel, for "easy", "normal", "hard"


@dataclass(frozen=True)
class PersonalBest:
    seat: int
    profile_id: int
    profile: str
    edition: str
    score: int
    previous_best: int | None  # None: the profile's first game of this edition


def ranks(scores: list[int] | tuple[int, ...]) -> list[int]:
    """Competition ranking: 1 + how many scored more (tied scores share a rank: 1, 1, 3)."""
    return [1 + sum(1 for other in scores if other > s) for s in scores]
