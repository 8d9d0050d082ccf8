"""New games from old ones: another line from a moment of a replay ("play from here"), and a rematch.

Another line keeps the original's setup up to that moment and its log up to that moment, then plays on:

- The draw pile: the tiles drawn by that moment (laid, discarded, and the tile in hand) stay where they were;
  the tiles nobody has drawn yet are arranged afresh by the edition, as for a new game (`arrange_deck`: a
  shuffle; Amazonas spreads its Amazon tiles evenly again), unless `keep_deck`.
- The edition's other random piles follow `Edition.secrets.branch_extra`: Safari's animal-token pile and
  Hunters' bonus pile are shuffled afresh beyond what was drawn (Safari's only until the discards were first
  reshuffled); Over Hill and Dale and Amazonas have none (harvest tokens and the doubles lie face up).
  With `keep_deck` every pile stays as it was: the new line meets exactly the original's future draws.
- A moment while the rules are still acting (a scoring in the middle of a turn) is continued by the rules
  themselves under the new piles: the next tile drawn comes from the new pile.
- The seats may change (names, colours, AI levels); their number may not.  The setup gets a new game id and
  records where it came from (game.game_id).
"""

from __future__ import annotations

import copy
import random

from game.core.engine import Game
from game.core.state import Setup
from game.game_id import assign_game_id, game_key, set_origin
from game.replay.timeline import Moment, Replay


class BranchError(ValueError):
    """A new line that cannot start (the game is over at that moment, seats that do not fit); one line."""


def branch_setup(
    game, moment, keep_deck: bool = False, seats: list | None = None, rng_seed: int | None = None
) -> tuple[Setup, list]:
    """(setup, events) of a new game continuing `game` (a Game or a Replay) from `moment` (a Moment or its
    index): the original's events up to the moment, then the rules' own steps up to the next player decision.
    `Game.replay(setup, events)` is then a live game whose decision is pending; a save of it loads."""
    new = branch_game(game, moment, keep_deck, seats, rng_seed)
    return new.setup, list(new.log)


def branch_game(game, moment, keep_deck: bool = False, seats: list | None = None, rng_seed: int | None = None) -> Game:
    """The new line itself, ready to play (see branch_setup)."""
    replay = game if isinstance(game, Replay) else Replay(game.setup, game.log)
    index = moment.index if isinstance(moment, Moment) else moment
    try:
        index = replay.moment(index).index
    except IndexError as exc:
        raise BranchError(str(exc)) from None
    if replay.decision_at_or_after(index) is None:
        raise BranchError("the game is over at this moment: there is nothing left to play from here")
    original = replay.setup
    seats = _checked_seats(seats if seats is not None else original.seats, original.players)
    state = replay.state_at(index)
    if rng_seed is None:
        rng_seed = random.SystemRandom().randrange(2**31)
    rng = random.Random(rng_seed)
    drawn = state.deck_pos
    deck = list(original.deck)
    extra = copy.deepcopy(original.extra)
    if not keep_deck:
        deck = deck[:drawn] + replay.edition.arrange_deck(deck[drawn:], state.tiles, rng)
        extra = replay.edition.secrets.branch_extra(original.extra, state, rng)
    setup = Setup(
        edition=original.edition,
        players=original.players,
        tiles=copy.deepcopy(original.tiles),
        start=original.start,
        deck=deck,
        options=dict(original.options),
        seed=original.seed,  # an edition may derive a pile from it (a hand-made setup): kept, so the log replays
        extra=extra,
        tileset_extra=copy.deepcopy(original.tileset_extra),
        seats=seats,
    )
    assign_game_id(setup)
    origin = {
        "kind": "branch",
        "game_id": game_key(original),
        "events": index,
        "turn": state.turn,
        "keep_deck": bool(keep_deck),
        "seed": rng_seed,
    }
    set_origin(setup, origin)
    return _settled(setup, replay.log[:index])


def rematch_setup(game, seed: int | None = None) -> Setup:
    """A new game of the same edition with the same seats (names, colours, levels) and rule options: the box
    shuffled anew (by `seed`, or at random), a new game id, and the original named as its origin."""
    from game.newgame import new_setup

    original = game.setup
    setup = new_setup(
        original.edition,
        original.players,
        seed,
        dict(original.options),
        _checked_seats(original.seats, original.players),
    )
    assign_game_id(setup)
    set_origin(setup, {"kind": "rematch", "game_id": game_key(original)})
    return setup


def _checked_seats(seats, players: int) -> list:
    from game.ai.seats import LEVELS

    if seats is None or seats == []:
        return []
    if not isinstance(seats, list) or len(seats) != players or not all(isinstance(s, dict) for s in seats):
        raise BranchError(f"a new line keeps the number of players: give {players} seats (name, colour, ai)")
    out = []
    for i, seat in enumerate(seats):
        name = seat.get("name")
        if name is not None and not isinstance(name, str):
            raise BranchError(f"seat {i + 1}: a name must be text")
        if seat.get("ai") is not None and seat.get("ai") not in LEVELS:
            raise BranchError(f"seat {i + 1}: unknown AI level {seat.get('ai')!r} ({', '.join(LEVELS)} or none)")
        out.append(copy.deepcopy(seat))
    return out


def _settled(setup: Setup, events: list) -> Game:
    """The new game with `events` replayed by the rules (every step checked, as a save is loaded), then the
    rules' own steps run up to the next decision."""
    from game.persistence import SaveError, replay_checked

    try:
        return replay_checked(setup, events)
    except SaveError as exc:  # the new piles broke the kept log: a bug in an edition's branch_extra
        raise BranchError(f"the new line does not replay the original: {exc}") from None
