import pytest

from game.core.geometry import (
    CORNER_SEGMENTS,
    OPPOSITE,
    SEGMENT_INDEX,
    SEGMENT_NAMES,
    SIDE_DELTA,
    quarters,
    rotate_corner,
    rotate_offset,
    rotate_segment,
)


def test_a_quarter_turn_maps_segments_as_the_spec_says():
    spec = {
        "N": "E",
        "Ne": "Es",
        "Nw": "En",
        "E": "S",
        "En": "Se",
        "Es": "Sw",
        "S": "W",
        "Se": "Ws",
        "Sw": "Wn",
        "W": "N",
        "Ws": "Nw",
        "Wn": "Ne",
    }
    for a, b in spec.items():
        assert SEGMENT_NAMES[rotate_segment(SEGMENT_INDEX[a], 1)] == b


def test_four_quarter_turns_are_the_identity():
    for s in range(12):
        assert rotate_segment(s, 4) == s
        assert rotate_segment(rotate_segment(s, 1), 3) == s


def test_touching_segments_as_the_spec_says():
    pairs = {"N": "S", "Nw": "Sw", "Ne": "Se", "E": "W", "En": "Wn", "Es": "Ws"}
    for a, b in pairs.items():
        assert SEGMENT_NAMES[OPPOSITE[SEGMENT_INDEX[a]]] == b
        assert SEGMENT_NAMES[OPPOSITE[SEGMENT_INDEX[b]]] == a


def test_opposite_lies_on_the_facing_side():
    for s in range(12):
        side = s // 3
        assert OPPOSITE[s] // 3 == (side + 2) % 4
        dx, dy = SIDE_DELTA[side]
        ox, oy = SIDE_DELTA[OPPOSITE[s] // 3]
        assert (dx + ox, dy + oy) == (0, 0)


def test_offsets_turn_clockwise_with_y_south():
    assert rotate_offset(1, 0, 1) == (0, 1)
    assert rotate_offset(1, 0, 2) == (-1, 0)
    assert rotate_offset(1, 0, 3) == (0, -1)
    assert rotate_offset(2, 1, 4) == (2, 1)


def test_corners_turn_with_their_segments():
    for corner, segs in CORNER_SEGMENTS.items():
        turned = rotate_corner(corner, 1)
        assert {rotate_segment(s, 1) for s in segs} == set(CORNER_SEGMENTS[turned])


def test_rotation_must_be_a_right_angle():
    assert quarters(270) == 3
    with pytest.raises(ValueError):
        quarters(45)
