"""Safari's own part of a game state: the animal tokens (hands, pile, discards), the rangers, the watering
holes and the trail or bush whose scoring waits for the winners' animal tokens."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from game.core.frozen import replace
from game.core.state import EditionState, GameState

Cell = tuple[int, int]
Ring = tuple[str | None, str | None, str | None, str | None]  # a watering hole's four slots (holes.py)
EMPTY_RING: Ring = (None, None, None, None)


@dataclass(frozen=True, slots=True)
class AnimalAsk:
    """A completed trail or bush about to score: its winners are asked in `order` for an animal token each."""

    x: int
    y: int
    feature: str  # the feature's id in cell (x, y)
    order: tuple[int, ...]  # the seats asked, in order
    asked: int = 0  # how many have decided: `order[asked]` decides now
    played: Mapping[int, str] = field(default_factory=dict)  # seat -> the token it added

    @property
    def seat(self) -> int:
        return self.order[self.asked]


@dataclass(frozen=True, slots=True)
class SafariState(EditionState):
    hands: tuple[tuple[str, ...], ...]  # per seat, the animal tokens in hand (in the order received)
    pile: tuple[str, ...]  # the face-down token pile, top first
    rangers: tuple[Cell | None, ...]  # the two rangers' spaces (None: taken this turn, in hand)
    reshuffle: tuple[int, ...] | None = None  # the setup's permutation for reshuffling the discards (tokens.py)
    discards: tuple[str, ...] = ()
    reshuffles: int = 0  # how often the discards became the pile
    held: int | None = None  # the ranger taken this turn
    ranger_used: bool = False  # a ranger moved or was taken this turn
    holes: Mapping[Cell, Ring] = field(default_factory=dict)  # vertex -> its four slots (replaced, never changed)
    asking: AnimalAsk | None = None  # the trail or bush whose token decisions are being asked

    def ring(self, vertex: Cell) -> Ring:
        """The four slots of the watering hole at `vertex` (all empty where there is none)."""
        return self.holes.get(vertex, EMPTY_RING)

    def with_hand(self, seat: int, hand: tuple[str, ...]) -> SafariState:
        hands = list(self.hands)
        hands[seat] = hand
        return replace(self, hands=tuple(hands))

    def without_token(self, seat: int, animal: str) -> SafariState:
        """This state with one `animal` token out of `seat`'s hand (the first of them)."""
        hand = list(self.hands[seat])
        hand.remove(animal)
        return self.with_hand(seat, tuple(hand))

    def with_slot(self, vertex: Cell, slot: int, animal: str) -> SafariState:
        ring = list(self.ring(vertex))
        ring[slot] = animal
        return replace(self, holes={**self.holes, vertex: (ring[0], ring[1], ring[2], ring[3])})

    def with_ranger(self, ranger: int, space: Cell | None) -> SafariState:
        rangers = list(self.rangers)
        rangers[ranger] = space
        return replace(self, rangers=tuple(rangers))


def safari_state(state: GameState) -> SafariState:
    """The Safari part of `state` (a game of another edition is a mistake of the caller)."""
    own = state.ext
    assert isinstance(own, SafariState), f"not a Safari game: {type(own).__name__}"
    return own
