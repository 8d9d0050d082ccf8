"""The offline study behind the hard seat's look-ahead settings (game.tools.lookahead), on hand-made valued
positions: its replay charges each choosing rule the right regret, and its command line reads and refuses
data files as it should."""

import json
import random

import pytest

from game.tools import lookahead


def _row(futures=30, margin=2.0, edition="safari", players=2):
    """Six candidates; candidate 2 is better than the greedy choice by `margin` on every future, the
    others worse; the futures themselves vary a lot (the luck of the draw is shared by all candidates)."""
    rng = random.Random(4)
    values = []
    for _ in range(futures):
        luck = rng.uniform(-20, 20)
        values.append([luck, luck - 1.0, luck + margin, luck - 3.0, luck - 4.0, luck - 5.0])
    return {
        "edition": edition,
        "players": players,
        "greedy": [6.0, 5.0, 4.0, 3.0, 2.0, 1.0],
        "values": values,
        "future_s": 0.1,
    }


def test_the_greedy_choice_is_charged_what_the_best_candidate_would_have_gained():
    rng = random.Random(1)
    assert lookahead.regret(_row(), 1, None, 100, rng) == pytest.approx(2.0)


def test_a_rule_that_sees_enough_futures_finds_the_better_candidate():
    rng = random.Random(1)
    rule = type("Rule", (lookahead.HardSeat,), {"PICK_Z": 0.5, "PICK_ROUNDS": 3})
    assert lookahead.regret(_row(), 4, rule, 12, rng) == pytest.approx(0.0)  # 3 futures each, a steady lead
    assert lookahead.regret(_row(), 4, rule, 8, rng) == pytest.approx(2.0)  # 2 futures each: not enough, keeps greedy
    assert lookahead.regret(_row(), 2, rule, 100, rng) == pytest.approx(2.0)  # the better one is not among its two


def test_table_has_every_setting_and_group():
    rows = [_row(), _row(edition="hunters", players=4)]
    result = lookahead.table(rows, budget_s=1.3, cores=1, trials=5)
    assert set(result) == {"greedy"} | {f"K{k} z{z:g} m{m}" for k, z, m in lookahead.SETTINGS}
    assert set(result["greedy"]) == {"safari 2p", "hunters 4p", "all 2p", "all 4p"}
    assert result["greedy"]["safari 2p"] == 2.0
    assert result["K4 z0.5 m3"]["safari 2p"] == 0.0  # 13 futures each: plenty


def test_the_tool_reads_a_data_file_and_prints_json(tmp_path, capsys):
    data = tmp_path / "valued.jsonl"
    data.write_text(json.dumps(_row()) + "\n", encoding="utf-8")
    assert lookahead.main(["--data", str(data), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["positions"] == 1
    assert out["tournament_one_core"]["greedy"]["safari 2p"] == 2.0


def test_the_tool_refuses_a_broken_data_file(tmp_path, capsys):
    data = tmp_path / "valued.jsonl"
    data.write_text("{not json\n", encoding="utf-8")
    assert lookahead.main(["--data", str(data)]) == 2
    assert "cannot read" in capsys.readouterr().err


@pytest.mark.slow  # a whole run of a tool, or a soak: CI's slow step runs it
def test_valuing_a_game_gives_each_position_its_best_turns_on_shared_futures():
    rows = lookahead.value_game(("hunters", 2, 1, 1, 2))
    assert len(rows) == 1
    row = rows[0]
    assert len(row["greedy"]) == lookahead.TOP and row["greedy"] == sorted(row["greedy"], reverse=True)
    assert len(row["values"]) == 2 and all(len(v) == lookahead.TOP for v in row["values"])
    assert row["future_s"] > 0
