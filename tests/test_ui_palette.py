"""The seat colours stay apart for the common forms of colour blindness, and every colour has its own mark."""

from __future__ import annotations

from game.ui import colour_vision as cv
from game.ui import marks, theme

MIN_DELTA_E = 25.0  # CIE76: the box's colours as first drawn were 14.5 apart for deuteranopia (red and green)


def test_seat_colours_stay_apart_for_every_form_of_colour_blindness():
    for vision in (None, *cv.MACHADO):
        d, a, b = cv.closest_pair(theme.SEAT_COLOURS, vision)
        assert d >= MIN_DELTA_E, f"{vision or 'normal vision'}: {a} and {b} only {d:.1f} apart"


def test_the_simulation_merges_what_it_should():
    # red and green are the classic confusion of deuteranopia; blue and yellow stay apart for it
    red, green = (214, 56, 48), (58, 160, 72)
    assert cv.delta_e(cv.simulate(red, "deuteranopia"), cv.simulate(green, "deuteranopia")) < 0.4 * cv.delta_e(
        red, green
    )
    assert cv.delta_e(cv.simulate((50, 110, 210), "deuteranopia"), cv.simulate((244, 196, 48), "deuteranopia")) > 60
    for vision in cv.MACHADO:  # a grey looks the same to everyone
        assert all(abs(v - 128) < 1 for v in cv.simulate((128, 128, 128), vision))


def test_every_colour_has_its_own_mark():
    got = [marks.mark_of(rgb) for rgb in theme.SEAT_COLOURS.values()]
    assert None not in got and len(set(got)) == len(got) == len(theme.COLOUR_ORDER)
    assert marks.mark_of((170, 170, 170)) is None  # a greyed thing is no seat's
