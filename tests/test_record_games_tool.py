"""The record_games tool fills the record book of the data folder with games that the Statistics scene and
their replays can open."""

from __future__ import annotations

from game.records import open_records
from game.tools import record_games


def test_a_recorded_game_is_in_the_book_with_its_save(ui_env, capsys):
    assert record_games.main(["--games", "1", "--names", "Anna,Boris", "--seed", "4"]) == 0
    line = capsys.readouterr().out.strip()
    assert line.startswith("hill_dale, 2 players:")
    with open_records() as book:
        games = book.games()
        assert len(games) == 1
        anna = book.profile("Anna")
        assert anna is not None and book.stats(anna).games == 1
    saves = list((ui_env / "data" / "tessera" / "saves").glob("*.json"))
    assert [p.name for p in saves] == [line.rsplit("-> ", 1)[1]]


def test_bad_arguments_are_one_line(ui_env, capsys):
    import pytest

    with pytest.raises(SystemExit) as exit_info:
        record_games.main(["--games", "0"])
    assert exit_info.value.code == 2
    assert capsys.readouterr().err.strip().endswith("--games must be 1 to 200")
