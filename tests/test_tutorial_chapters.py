"""The further chapters of the guided games (`assets/tutorial/<edition>.<chapter>.json`) as data: each edition
lists its chapters in order, and each further chapter teaches by doing, in a few steps, the rules it names: the
forbidden moves it has the learner try are refused for their rule, and the joins, ties, majorities, bonus tiles
and boat moves it speaks of happen in its game.  (Every chapter is also played to its expected scores, with its
words and figures checked, by tests/test_tutorial.py.)"""

from __future__ import annotations

import pytest

from game.core import commands as cmd
from game.editions import EDITION_NAMES
from game.tutorial import LEARNER, TutorialController, chapters, load


def move_name(c) -> str:
    return f"{c.do}:{c.piece}" if isinstance(c, cmd.PlacePiece) else c.do


# What each further chapter teaches by doing: the engine's refusals the learner tries, and events of the game
# (a tie: a feature scored for two seats at once; a majority: a feature where both seats had pieces scored for the
# learner alone; a bonus tile drawn by the learner from a forest the learner did not own alone; the learner's boat
# moved by boat symbols).
CHAPTER_TEACHES = {
    "safari.joined": {"refused": set(), "tie": True, "majority": True, "moves": {"dig"}},
    "hunters.bonus": {"refused": {"hunters.members_wait"}, "tie": True, "bonus_for_layer": True},
    "hunters.shrine": {"refused": set(), "majority": True},
    "amazonas.tributaries": {"refused": set(), "tie": True, "majority": True, "boat_by_rival": True},
    "hunters.mushrooms": {"refused": set(), "bonus_once": True},
    "hill_dale.paths": {"refused": {"hill_dale.bad_destination"}, "tie": True, "moves": {"travel"}},
    "hill_dale.fields": {"refused": {"hill_dale.field_has_farmer"}, "majority": True},
}


def test_every_edition_lists_its_chapters_in_order():
    for edition in EDITION_NAMES:
        names = chapters(edition)
        assert names[0] == "" and len(set(names)) == len(names)
        orders = [load(edition, ch).order for ch in names]
        assert orders == sorted(orders) and orders[0] == 1 and len(set(orders)) == len(orders), (edition, orders)
    assert set(CHAPTER_TEACHES) == {f"{ed}.{ch}" for ed in EDITION_NAMES for ch in chapters(ed) if ch}


@pytest.mark.parametrize("key", sorted(CHAPTER_TEACHES))
def test_a_further_chapter_teaches_by_doing_in_a_few_steps(key):
    """4 to 10 steps, a welcome and the final scoring explained; the rules it names are met in play: the forbidden
    moves are tried and refused for their rule, the tie and the bonus tile happen."""
    from game.core import events as ev

    edition, _dot, chapter = key.partition(".")
    tutorial = load(edition, chapter)
    assert 4 <= len(tutorial.steps) <= 10 and tutorial.steps[0].note and tutorial.steps[-1].note
    game = tutorial.new_game()
    opening = len(game.log)
    refused, moves = set(), set()
    ctl = TutorialController(tutorial, game)
    while not ctl.final():
        if ctl.trying():
            refused.add(game.refusal_for(ctl.step.tries, LEARNER).code)
            ctl.tried()
        if ctl.on_note():
            ctl.next()
            continue
        c, d = ctl.expected(), game.pending()
        if d.seat == LEARNER:
            moves.add(move_name(c))
        assert isinstance(game.submit(c, getattr(c, "seat", d.seat)), list), ctl.step.id
        ctl.done(c, d.seat)
    want = CHAPTER_TEACHES[key]
    assert refused == want["refused"] and want.get("moves", set()) <= moves
    played = game.log[opening:]
    scored = [e for e in played if isinstance(e, ev.FeatureScored)]
    if want.get("tie"):
        assert any(len(e.winners) > 1 for e in scored)
    if want.get("majority"):  # the opponent's pieces came home from a feature scored for the learner alone
        assert any(
            isinstance(e, ev.FeatureScored)
            and e.winners == (LEARNER,)
            and any(isinstance(r, ev.PieceReturned) and r.seat != LEARNER for r in played[i + 1 : i + 8])
            for i, e in enumerate(played)
        )
    if want.get("boat_by_rival"):  # boat symbols brought by the opponent's tile moved the learner's boat
        assert any(type(e).__name__ == "BoatMoved" and e.seat == LEARNER and e.reason == "boat_symbols" for e in played)
    if want.get("bonus_once"):  # two gold forests finished in one turn, one bonus tile: no chains
        gold = [e for e in played if isinstance(e, ev.FeatureScored) and e.kind == "forest"]
        assert len(gold) == 2 and sum(type(e).__name__ == "BonusDrawn" for e in played) == 1
    if want.get("bonus_for_layer"):
        drawn = [i for i, e in enumerate(played) if type(e).__name__ == "BonusDrawn" and e.seat == LEARNER]
        assert drawn and any(
            isinstance(e, ev.FeatureScored) and e.kind == "forest" and e.winners != (LEARNER,)
            for e in played[: drawn[0]]
        )
    assert game.ended and game.state.scores[LEARNER] == max(game.state.scores)
