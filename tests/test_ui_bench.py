"""`python -m game.tools.bench ui`: its options and what it says of its figures (the figures themselves are
measured by the bench, never asserted here; tests/test_ui_play.py runs its frame part)."""

import pytest

from game.tools.bench import main
from game.ui.bench import AIMS, over_aims


def test_figures_over_their_aims_are_named_on_either_driver():
    within = {"menu_mib": 80.0, "mib_by_zoom": [90.0, 140.0], "frame_ms_p95": 5.0, "frame_cpu_ms_p95": 4.0}
    assert over_aims({**within, **{f"x11_{k}": v for k, v in within.items()}}) == []
    over = {**within, "mib_by_zoom": [90.0, 151.0], "x11_frame_ms_p95": 75.0, "x11": "not measured"}
    assert over_aims(over) == ["mib_by_zoom", "x11_frame_ms_p95"]
    assert AIMS["menu_mib"] == AIMS["mib_by_zoom"] == 150.0 and AIMS["frame_cpu_ms_p95"] == 8.0


@pytest.mark.parametrize(
    "argv, needle",
    [
        (["ui", "--driver", "x11"], "--driver x11 needs an X display"),
        (["core", "--driver", "dummy"], "--driver belongs to `bench ui`"),
        (["ui", "--driver", "gpu"], "invalid choice"),
    ],
)
def test_the_driver_option_refuses_in_one_line(argv, needle, monkeypatch, capsys):
    monkeypatch.delenv("DISPLAY", raising=False)
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    assert needle in capsys.readouterr().err
