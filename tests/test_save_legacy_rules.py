"""A game saved before a rule became a question still loads: a version 2 save whose log took the harvests in
the order the fields were completed (nobody was asked then) replays under the edition's legacy option; the same
log in a current save is refused, since today's rules ask."""

import copy
import json
from pathlib import Path

import pytest

from game.core import events as ev
from game.persistence import VERSION, SaveError, load_game, to_document
from game.tools.scenario import play

SCENARIO = Path(__file__).parent / "scenarios" / "hill_dale" / "ruling28-order-asked.json"
LEGACY = "hill_dale_harvest_in_order"


def _old_game_document():
    """The scenario played as an earlier version played it (the option on), written as a version 2 file
    whose setup names no option."""
    doc = json.loads(SCENARIO.read_text(encoding="utf-8"))
    doc = copy.deepcopy(doc)
    doc["options"] = {LEGACY: True}
    game, refused = play(doc)
    assert refused is None
    assert not any(type(e).__name__ == "HarvestOrderAsked" for e in game.log)
    saved = to_document(game)
    saved["version"] = 2
    saved["setup"]["options"] = {}
    return saved, [ev.to_dict(e) for e in game.log]


def test_a_version_2_save_that_met_the_question_loads_under_the_legacy_option(tmp_path):
    saved, log = _old_game_document()
    path = tmp_path / "old.json"
    path.write_text(json.dumps(saved), encoding="utf-8")
    game = load_game(path)
    assert game.state.setup.options.get(LEGACY) is True
    assert [ev.to_dict(e) for e in game.log] == log
    again = to_document(game)
    assert again["version"] == VERSION and again["setup"]["options"] == {LEGACY: True}


def test_the_same_log_in_a_current_save_is_refused(tmp_path):
    saved, _ = _old_game_document()
    saved["version"] = VERSION
    path = tmp_path / "new.json"
    path.write_text(json.dumps(saved), encoding="utf-8")
    with pytest.raises(SaveError, match="does not follow"):
        load_game(path)


def test_under_the_option_nobody_is_asked_and_without_it_the_player_is():
    doc = json.loads(SCENARIO.read_text(encoding="utf-8"))
    game, _ = play(doc)
    assert any(type(e).__name__ == "HarvestOrderAsked" for e in game.log)
    doc["options"] = {LEGACY: True}
    game, _ = play(doc)
    assert not any(type(e).__name__ == "HarvestOrderAsked" for e in game.log)
