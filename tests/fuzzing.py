"""Fuzzing helpers: JSON values, structural and byte-level mutations of valid files, and the runner that gives
a fuzz test its examples.

In the ordinary test run each fuzz test runs a small, derandomized set of examples (the same every time).
With TESSERA_FUZZ_SECONDS=N (the second CI step, `.ci/run`), each runs batches with fresh randomness until N
seconds are spent, and reports how many files it tried (TESSERA_FUZZ_REPORT names a file to append it to).
"""

from __future__ import annotations

import copy
import json
import os
import time

from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

FRESH = (Phase.generate, Phase.shrink)  # new examples only: no replaying of a database, no targeting
BUDGET = float(os.environ.get("TESSERA_FUZZ_SECONDS", "0") or 0)

INTERESTING_TEXT = [
    "", "0", "90", "1e9", "true", "null", "safari", "hill_dale", "amazonas", "hunters", "place_tile", "skip",
    "TilePlaced", "follower", "yellow", "hard", "\x00", "\x1b[2J", "\x1b]0;x\x07", "\ud800", "\udfff",
    "\u202e", "a\nb", "é", "Игрок", "🎲", "x" * 300, "../../etc/passwd", "NaN",
]  # fmt: skip
INTERESTING_INTS = [0, 1, -1, 2, 3, 4, 5, 6, 9, 90, 180, 270, 360, 1000, 2**31, -(2**31), 2**63, 10**30, 10**400]

atoms = st.one_of(
    st.none(),
    st.booleans(),
    st.sampled_from(INTERESTING_INTS),
    st.integers(-(2**40), 2**40),
    st.floats(allow_nan=False, allow_infinity=False),
    st.sampled_from(INTERESTING_TEXT),
    st.text(max_size=12),
)
json_values = st.recursive(
    atoms,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=5,
)
cheap_values = st.sampled_from(
    [None, True, False, "", "x", "\x00", "\ud800", [], {}, [1, 2], [[1]], {"a": 1}, 1.5, -1, 0, 1, 2**63, "0"]
)


def _containers(doc, path=()):
    out = [path]
    items = doc.items() if isinstance(doc, dict) else enumerate(doc)
    for key, value in items:
        if isinstance(value, (dict, list)):
            out += _containers(value, path + (key,))
    return out


def _at(doc, path):
    for key in path:
        doc = doc[key]
    return doc


def _twist(draw, value):
    """Another value of a nearby kind: the mistakes a hand or a buggy writer makes."""
    if isinstance(value, bool):
        return draw(st.sampled_from([not value, int(value), str(value).lower(), None]))
    if isinstance(value, int):
        near = float(value) if abs(value) < 10**300 else 1e300
        return draw(st.sampled_from([value + 1, value - 1, -value, near, str(value)[:50], [value], 10**12, True]))
    if isinstance(value, str):
        return draw(
            st.sampled_from([value + "\x00", value.upper(), value[:-1], [value], 0, value + "\ud800", "x" * 100])
        )
    if isinstance(value, list):
        return draw(st.sampled_from([value[:-1], value + value[-1:], list(reversed(value)), {}, [value]]))
    if isinstance(value, dict):
        return draw(st.sampled_from([[], {k: v for k, v in list(value.items())[1:]}, None]))
    return draw(json_values)


@st.composite
def mutated(draw, bases, max_edits=3):
    """A deep copy of one of `bases` with 1..max_edits structural edits at random places."""
    doc = copy.deepcopy(draw(st.sampled_from(bases)))
    for _ in range(draw(st.integers(1, max_edits))):
        paths = _containers(doc)
        container = _at(doc, draw(st.sampled_from(paths)))
        if isinstance(container, dict):
            keys = list(container)
            op = draw(st.sampled_from(["twist", "replace", "delete", "add"] if keys else ["add"]))
            if op == "add":
                container[draw(st.sampled_from(keys + ["extra", "seat", "x"]) if keys else st.text(max_size=6))] = draw(
                    json_values
                )
                continue
            key = draw(st.sampled_from(keys))
            if op == "twist":
                container[key] = _twist(draw, container[key])
            elif op == "replace":
                container[key] = draw(json_values)
            else:
                del container[key]
        else:
            n = len(container)
            op = draw(
                st.sampled_from(["twist", "replace", "delete", "insert", "duplicate", "swap"] if n else ["insert"])
            )
            if op == "insert":
                container.insert(draw(st.integers(0, n)), draw(json_values))
                continue
            i = draw(st.integers(0, n - 1))
            if op == "twist":
                container[i] = _twist(draw, container[i])
            elif op == "replace":
                container[i] = draw(json_values)
            elif op == "delete":
                del container[i]
            elif op == "duplicate":
                container.insert(i, copy.deepcopy(container[i]))
            else:
                j = draw(st.integers(0, n - 1))
                container[i], container[j] = container[j], container[i]
    return doc


@st.composite
def file_bytes(draw, bases):
    """The bytes of a file: a mutated document, written out and sometimes damaged byte by byte."""
    doc = draw(mutated(bases)) if draw(st.integers(0, 9)) else copy.deepcopy(draw(st.sampled_from(bases)))
    data = json.dumps(doc, ensure_ascii=draw(st.booleans())).encode("utf-8", "surrogatepass")
    kind = draw(st.integers(0, 9))
    if kind == 0 and data:
        data = data[: draw(st.integers(0, len(data) - 1))]  # truncated
    elif kind == 1 and data:
        i = draw(st.integers(0, len(data) - 1))
        data = data[:i] + bytes([data[i] ^ draw(st.integers(1, 255))]) + data[i + 1 :]  # a flipped byte
    elif kind == 2:
        data = b"\xef\xbb\xbf" + data  # a byte-order mark
    elif kind == 3:
        i = draw(st.integers(0, len(data)))
        data = data[:i] + draw(st.binary(max_size=8)) + data[i:]
    elif kind == 4:
        depth = draw(st.sampled_from([20, 25, 100, 900, 3000]))
        data = data.replace(b"[", b"[" * depth, 1).replace(b"]", b"]" * depth, 1)
    return data


class Count:
    def __init__(self, name: str) -> None:
        self.name = name
        self.n = 0
        self.accepted = 0

    def report(self) -> None:
        line = {"fuzz": self.name, "files": self.n, "accepted": self.accepted, "seconds": BUDGET}
        print(json.dumps(line))
        target = os.environ.get("TESSERA_FUZZ_REPORT")
        if target:
            with open(target, "a", encoding="utf-8") as fh:
                fh.write(json.dumps(line) + "\n")


def run(strategy, check, examples: int, name: str) -> Count:
    """Give `check` examples of `strategy`: a fixed small set, or fresh ones for the fuzz budget."""
    count = Count(name)

    def body(value):
        count.n += 1
        check(value, count)

    quiet = list(HealthCheck)
    if not BUDGET:
        settings(max_examples=examples, derandomize=True, database=None, deadline=None, suppress_health_check=quiet)(
            given(strategy)(body)
        )()
        return count
    end = time.monotonic() + BUDGET
    while time.monotonic() < end:
        fresh = settings(
            max_examples=200, derandomize=False, deadline=None, suppress_health_check=quiet, phases=FRESH, database=None
        )
        fresh(given(strategy)(body))()
    count.report()
    return count
