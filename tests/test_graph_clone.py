"""The feature graph's clones share per-root containers copy-on-write: whatever either graph does after the
clone, the other must not see it."""

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.features import FeatureGraph


def picture(g: FeatureGraph) -> list:
    roots = sorted({g.find(n) for n in range(len(g))})
    return [(r, g.open[r], sorted(g.cells[r]), sorted(g.symbols[r].items()), sorted(g.members[r])) for r in roots]


def build(n: int) -> FeatureGraph:
    g = FeatureGraph()
    for i in range(n):
        g.add("field", (i % 5, i // 5), 0, (("apple", i % 3),))
    return g


def test_a_union_in_the_clone_leaves_the_original_alone_and_back():
    g = build(6)
    g.union(0, 1)
    before = picture(g)
    c = g.clone()
    c.union(1, 2)
    c.union(3, 4)
    assert picture(g) == before
    after_clone = picture(c)
    g.union(0, 5)
    g.union(2, 3)
    assert picture(c) == after_clone
    assert sorted(c.cells[c.find(0)]) == [(0, 0), (1, 0), (2, 0)]
    assert sorted(g.cells[g.find(0)]) == [(0, 0), (0, 1), (1, 0)]


pairs = st.lists(st.tuples(st.integers(0, 11), st.integers(0, 11)), max_size=12)


@settings(max_examples=100, deadline=None)
@given(first=pairs, in_original=pairs, in_clone=pairs, grandchild=pairs)
def test_clones_never_see_each_others_unions(first, in_original, in_clone, grandchild):
    g = build(12)
    for a, b in first:
        g.union(a, b)
    c = g.clone()
    # what each should end up as, built without any sharing
    want_g, want_c = build(12), build(12)
    for a, b in first:
        want_g.union(a, b)
        want_c.union(a, b)
    for a, b in in_original:
        g.union(a, b)
        want_g.union(a, b)
    for a, b in in_clone:
        c.union(a, b)
        want_c.union(a, b)
    d = c.clone()
    for a, b in grandchild:
        d.union(a, b)
    assert picture(g) == picture(want_g)
    assert picture(c) == picture(want_c)
