"""The contract every registered edition keeps, and each edition's own invariants as small hooks.

`play(edition, seed)` plays one whole self-played game, checking the pieces after every command;
`check_finished(game)` checks a finished game: every piece and every tile accounted for, the scores equal to
their breakdown and to the points in the log, and a replay of the log equal to live play.  An edition adds
what only it has (token piles, the river, the harvest supply...) through the `Hooks` registered in `HOOKS`;
an edition without hooks is still held to the contract.  Used by test_edition_contract.py (10 games an
edition by default, 300 under `-m slow`) and by edition tests that check a saved game.
"""

from __future__ import annotations

import random
from collections import Counter

from game.ai.simple import GreedySeat, RandomSeat
from game.core import events as ev
from game.core.engine import Game, Refusal
from game.core.state import snapshot
from game.editions import get_edition
from game.editions.amazonas.model import amazonas_state
from game.editions.hill_dale.model import hill_dale_state
from game.editions.hunters.model import hunters_state
from game.editions.safari import commands as safari_cmd
from game.editions.safari.model import safari_state
from game.newgame import SET_ASIDE_TAGS, box_deck, new_setup

MAX_COMMANDS = 5000  # a game of any edition takes a few hundred


class Hooks:
    """What an edition adds to the contract; the defaults add nothing."""

    # piece kind -> the feature kinds it may stand on (None: anywhere); checked after every command
    piece_kinds: dict[str, tuple[str, ...]] = {}

    def setup(self, edition: str, players: int, seed: int):
        return new_setup(edition, players, seed)

    def seats(self, seed: int, players: int) -> list:
        return [(GreedySeat if (seed + i) % 2 else RandomSeat)(seed * 10 + i) for i in range(players)]

    def after_command(self, game: Game) -> None:
        """Checked after every accepted command but a tile placement."""

    def at_end(self, game: Game, totals: Counter) -> None:
        """Checked on a finished game; may count what the games exercised into `totals`."""

    def exercised(self, totals: Counter, games: int) -> None:
        """Checked once after a batch of games: the batch reached the edition's rarer rules."""


# --- the contract ---


def check_pieces(game: Game, hooks: Hooks) -> None:
    """Every seat's pieces are in its supply or on the board, and each stands on a feature it may take."""
    s = game.state
    totals = get_edition(s.setup.edition).supply
    for seat in range(s.players):
        for kind, total in totals.items():
            on_board = sum(1 for p in s.pieces.values() if p.seat == seat and p.kind == kind)
            assert s.supply[seat][kind] >= 0, (seat, kind)
            assert s.supply[seat][kind] + on_board == total, (seat, kind, s.supply[seat][kind], on_board)
    for p in s.pieces.values():
        allowed = hooks.piece_kinds.get(p.kind)
        if allowed is not None and p.node is not None:
            assert s.graph.kind[p.node] in allowed, (p, s.graph.kind[p.node])


def check_tiles(game: Game) -> None:
    """The pile is the box; every tile of it was drawn once, then placed or shown and discarded; the only
    other tiles laid are set-aside ones (double Amazon tiles, bonus tiles); the board holds them all."""
    s = game.state
    assert Counter(s.setup.deck) == Counter(box_deck(s.tiles))  # the game's own box: a save carries its tiles
    kept = Counter(e.tile for e in game.log if isinstance(e, ev.TurnBegan))
    shown = Counter(e.tile for e in game.log if isinstance(e, ev.TileDiscarded))
    assert kept + shown == Counter(s.setup.deck)
    placed = Counter(e.tile for e in game.log if isinstance(e, ev.TilePlaced))
    assert not kept - placed, "a drawn tile was neither placed nor discarded"
    for tile in placed - kept:
        assert any(s.tiles[tile].has_tag(tag) for tag in SET_ASIDE_TAGS), f"{tile} was laid but never drawn"
    assert len({cell[3] for cell in s.board.cells.values()}) == 1 + placed.total()
    assert s.tiles_left == 0


def check_scores(game: Game) -> None:
    """Each seat's score is the sum of its breakdown, of its points in the log, and what GameEnded says."""
    s = game.state
    logged = [0] * s.players
    for e in game.log:
        if isinstance(e, ev.PointsScored):
            logged[e.seat] += e.points
    assert logged == list(s.scores)
    assert [sum(b.values()) for b in s.breakdown] == list(s.scores)
    assert isinstance(game.log[-1], ev.GameEnded) and list(game.log[-1].scores) == list(s.scores)


def check_finished(game: Game, totals: Counter | None = None) -> None:
    hooks = HOOKS.get(game.setup.edition, Hooks())
    assert game.ended and game.state.ended and game.pending() is None
    check_pieces(game, hooks)
    check_tiles(game)
    check_scores(game)
    assert snapshot(Game.replay(game.setup, game.log).state) == snapshot(game.state), "replay differs"
    hooks.at_end(game, Counter() if totals is None else totals)


def play(edition: str, seed: int) -> Game:
    """One self-played game of 2-5 players (by the seed), every command checked as it goes."""
    hooks = HOOKS.get(edition, Hooks())
    players = 2 + seed % 4
    game = Game(hooks.setup(edition, players, seed))
    seats = hooks.seats(seed, players)
    for _ in range(MAX_COMMANDS):
        pend = game.pending()
        if pend is None:
            break
        choice = seats[pend.seat].choose(game)
        result = game.submit(choice)
        assert not isinstance(result, Refusal), f"{edition} seed {seed}: {choice} refused: {result.reason}"
        if pend.decision != "place_tile":
            check_pieces(game, hooks)
            hooks.after_command(game)
    assert game.pending() is None, f"{edition} seed {seed} did not end in {MAX_COMMANDS} commands"
    return game


def soak(edition: str, seeds) -> Counter:
    hooks = HOOKS.get(edition, Hooks())
    totals: Counter = Counter()
    games = 0
    for seed in seeds:
        check_finished(play(edition, seed), totals)
        games += 1
    hooks.exercised(totals, games)
    return totals


# --- each edition's own invariants ---


class SafariHoleSeat:
    """Prefers watering holes (expand, then dig), then animal tokens; otherwise any option (ruling 10)."""

    def __init__(self, seed):
        self.rng = random.Random(seed)

    def choose(self, game):
        options = game.options()
        for kind in (safari_cmd.Expand, safari_cmd.Dig, safari_cmd.PlayAnimal):
            picks = [o for o in options if isinstance(o, kind)]
            if picks and self.rng.random() < 0.8:
                return self.rng.choice(picks)
        return self.rng.choice(options)


def safari_seats(seed: int, players: int) -> list:
    kinds = [GreedySeat, RandomSeat, SafariHoleSeat]
    return [kinds[(seed + i) % 3](seed * 10 + i) for i in range(players)]


class SafariHooks(Hooks):
    piece_kinds = {"follower": ("trail", "bush", "baobab")}  # or on a watering hole (no feature)
    rare_events = (
        "HoleDug",
        "HoleExpanded",
        "HoleCompleted",
        "RangerTaken",
        "RangerMoved",
        "RangerPlaced",
        "AnimalPlayed",
        "AnimalDeclined",
        "AnimalTokensDrawn",
        "AnimalTokensReshuffled",
        "FeatureScored",
    )

    def setup(self, edition, players, seed):
        setup = new_setup(edition, players, seed)
        if seed % 5 == 0:  # big hands and a short pile, so that baobab draws reshuffle the discards
            pile = setup.extra["tokens"]
            for i, token in enumerate(pile[4:]):
                setup.extra["hands"][i % players].append(token)
            del pile[4:]
        return setup

    def seats(self, seed, players):
        return safari_seats(seed, players)

    def after_command(self, game):
        check_safari(game)

    def at_end(self, game, totals):
        check_safari(game)
        totals.update(type(e).__name__ for e in game.log)

    def exercised(self, totals, games):
        for name in self.rare_events:
            assert totals[name] > 0, f"no {name} in {games} games"


def check_safari(game: Game) -> None:
    """The 50 animal tokens, the photographers on watering holes, the two rangers, two equal animals at a
    vertex only across it (ruling 10)."""
    from game.editions.safari.tokens import ANIMALS

    s = game.state
    own = safari_state(s)
    on_board = [a for ring in own.holes.values() for a in ring if a is not None]
    in_play = list(own.asking.played.values()) if own.asking else []
    everything = Counter(own.pile) + Counter(own.discards) + Counter(on_board) + Counter(in_play)
    for hand in own.hands:
        everything += Counter(hand)
    assert everything == Counter({a: 10 for a in ANIMALS}), everything
    for p in s.pieces.values():
        if p.node is None:  # a photographer on a watering hole that is not yet complete
            vertex = p.flag[1]
            assert any(a is not None for a in own.holes[vertex])
            assert not all(a is not None for a in own.holes[vertex]), "a completed hole kept a photographer"
    rangers = [r for r in own.rangers if r is not None]
    assert len(rangers) == 2 - (own.held is not None)
    assert len(set(rangers)) == len(rangers)
    assert not any(r in s.board.cells for r in rangers)
    for ring in own.holes.values():
        animals = [a for a in ring if a is not None]
        if len(set(animals)) < len(animals):
            assert ring[0] == ring[2] or ring[1] == ring[3]


class AmazonasHooks(Hooks):
    piece_kinds = {"follower": ("tributary", "village"), "camp": ("jungle",)}

    def at_end(self, game, totals):
        check_amazonas(game)


def check_amazonas(game: Game) -> None:
    """The Amazon runs unbroken east from the source with the spaces its tiles show; boats only move forward
    and every move is in the log; each "!" tile brought a double while one was left, and one stays unused."""
    s = game.state
    river = amazonas_state(s)
    amazon_cells = sorted(pos for pos in s.board.cells if any(f.kind == "amazon" for f in s.cell_def(pos).features))
    end = river.river_end
    assert amazon_cells == [(x, end[1]) for x in range(amazon_cells[0][0], end[0] + 1)]
    spaces = sum(f.symbol("spaces") for pos in s.board.cells for f in s.cell_def(pos).features if f.kind == "amazon")
    assert river.river_spaces == spaces
    assert all(x <= end[0] for x, y in s.board.cells)
    assert all(1 <= b <= spaces for b in river.boats)
    boats = list(s.setup.extra.get("boats") or [1] * s.players)
    for e in game.log:
        if type(e).__name__ == "BoatMoved":
            assert e.frm == boats[e.seat] and e.to > e.frm
            boats[e.seat] = e.to
    assert boats == list(river.boats)
    placed = [e.tile for e in game.log if isinstance(e, ev.TilePlaced)]
    bangs = sum(1 for t in placed if s.tiles[t].has_tag("bang"))
    doubles = sum(1 for t in placed if s.tiles[t].has_tag("double"))
    assert doubles == bangs and len(river.doubles) == 4 - doubles >= 1


class HillDaleHooks(Hooks):
    piece_kinds = {"follower": ("path", "field"), "stable": ("meadow",)}

    def after_command(self, game):
        check_harvest(game)

    def at_end(self, game, totals):
        check_harvest(game)


def check_harvest(game: Game) -> None:
    """Every harvest token the game began with is in the supply, in a draft's pool or in a player's hand
    (ruling 28)."""
    from game.editions.hill_dale.harvest import BOX_SUPPLY

    s = game.state
    given = s.setup.extra.get("harvest") or {}
    held: Counter = Counter()
    for hand in hill_dale_state(s).tokens:
        held.update(hand)
    for draft in hill_dale_state(s).drafts:
        held.update(draft.pool)
    for kind, box in BOX_SUPPLY.items():
        assert held[kind] + hill_dale_state(s).supply[kind] == given.get(kind, box), kind


class HuntersHooks(Hooks):
    piece_kinds = {"follower": ("meadow", "forest", "river"), "hut": ("river", "lake")}

    def at_end(self, game, totals):
        totals["bonus"] += check_hunters(game)

    def exercised(self, totals, games):
        assert totals["bonus"] > games, "bonus tiles come up in most games"


def check_hunters(game: Game) -> int:
    """Hunters lie for good and are the only tribe members left at the end; at most one bonus tile a turn,
    for the turn's own seat; every bonus tile drawn was placed or discarded (rulings 22, 26).  Returns the
    number of bonus tiles drawn."""
    from game.editions.hunters import rules

    s = game.state
    for p in s.pieces.values():
        if p.kind == "follower":
            assert s.graph.kind[p.node] == "meadow" and p.flag in (rules.HUNTER, rules.SHRINE_HUNTER), p
    placed_on = {}
    seat = None
    bonus_this_turn = bonus_drawn = bonus_discarded = 0
    members = [rules.EDITION.supply["follower"]] * s.players  # tribe members in each supply, through the log
    back_this_turn = 0  # the turn's seat's members returned by this turn's scorings
    for e in game.log:
        if isinstance(e, ev.TurnBegan):
            seat, bonus_this_turn, back_this_turn = e.seat, 0, 0
        elif isinstance(e, ev.TilePlaced):
            assert e.seat == seat
        elif isinstance(e, ev.PiecePlaced):
            placed_on[e.pid] = e.feature, e.x, e.y
            if e.piece == "follower":
                # ruling 22: members that came back this turn wait for the seat's next turn
                assert members[e.seat] - back_this_turn >= 1, "a member went out again in the turn it came back"
                members[e.seat] -= 1
        elif isinstance(e, ev.PieceReturned):
            if e.piece == "follower":
                members[e.seat] += 1
                back_this_turn += e.seat == seat
            fid, x, y = placed_on[e.pid]
            assert s.cell_def((x, y)).feature(fid).kind != "meadow", "a hunter came back"
        elif isinstance(e, rules.BonusDrawn):
            bonus_drawn += 1
            bonus_this_turn += 1
            assert bonus_this_turn == 1 and e.seat == seat
        elif isinstance(e, rules.BonusDiscarded):
            bonus_discarded += 1
    assert bonus_drawn + bonus_discarded == hunters_state(s).bonus_pos <= 12
    assert members == [s.supply[i]["follower"] for i in range(s.players)]
    return bonus_drawn


HOOKS: dict[str, Hooks] = {
    "safari": SafariHooks(),
    "amazonas": AmazonasHooks(),
    "hill_dale": HillDaleHooks(),
    "hunters": HuntersHooks(),
}
