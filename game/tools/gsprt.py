"""The statistics of `python -m game.tools.sprt`: the generalized sequential probability ratio test (GSPRT)
that strong chess engines are judged by (fishtest), from its published formulas.

Results are counts of outcomes, each outcome with a score: a game (trinomial: loss 0, draw 1/2, win 1) or a
deal played from every chair (pentanomial for two players: the mean score of the pair, 0, 1/4 .. 1; with n
players 2n + 1 values).  H0 says the expected score is s0, H1 that it is s1, where s = 1 / (1 + 10^(-elo/400))
(logistic Elo).  The log-likelihood ratio is

    LLR = N * sum_i p_i (log p1_i - log p0_i)

with p the observed frequencies and p0, p1 the maximum-likelihood distributions with expectation s0, s1
(Van den Bergh, "A practical introduction to the GSPRT"; fishtest's LLRcalc): p_s,i = p_i / (1 + x (a_i - s)),
x the root of sum_i p_i (a_i - s) / (1 + x (a_i - s)) = 0.  Outcomes never seen count 1e-3, as fishtest does,
so that the root exists.  The test stops at LLR <= log(beta / (1 - alpha)) (H0 accepted) or
LLR >= log((1 - beta) / alpha) (H1 accepted).
"""

from __future__ import annotations

import math

EPSILON = 1e-3  # the count of an outcome never seen (fishtest's regularization)


def score_of(elo: float) -> float:
    """Expected score of a side `elo` logistic Elo points stronger."""
    return 1.0 / (1.0 + 10.0 ** (-elo / 400.0))


def elo_of(score: float) -> float:
    """Logistic Elo of an expected score (inf at 1, -inf at 0)."""
    if score <= 0.0:
        return -math.inf
    if score >= 1.0:
        return math.inf
    return -400.0 * math.log10(1.0 / score - 1.0)


def bounds(alpha: float, beta: float) -> tuple[float, float]:
    """(lower, upper): H0 is accepted at LLR <= lower, H1 at LLR >= upper."""
    return math.log(beta / (1.0 - alpha)), math.log((1.0 - beta) / alpha)


def to_pdf(counts: list[float]) -> tuple[float, list[tuple[float, float]]]:
    """(N, [(score, frequency)]) of counts over equally spaced scores 0 .. 1, regularized."""
    reg = [c if c > 0 else EPSILON for c in counts]
    n = sum(reg)
    k = len(reg) - 1
    return n, [(i / k, c / n) for i, c in enumerate(reg)]


def mle(pdf: list[tuple[float, float]], s: float) -> list[tuple[float, float]]:
    """The distribution nearest (in likelihood) to `pdf` whose expectation is `s`; needs min a < s < max a."""
    shifted = [(a - s, p) for a, p in pdf]
    lo_a = min(a for a, _ in shifted)
    hi_a = max(a for a, _ in shifted)
    if not lo_a < 0 < hi_a:
        raise ValueError(f"the expectation {s} is outside the outcomes' scores")

    def f(x: float) -> float:
        return sum(p * a / (1.0 + x * a) for a, p in shifted)

    # f decreases from +inf to -inf on (-1/hi, -1/lo): bisect
    lo, hi = -1.0 / hi_a, -1.0 / lo_a
    span = hi - lo
    lo, hi = lo + 1e-12 * span, hi - 1e-12 * span
    for _ in range(200):
        mid = 0.5 * (lo + hi)
        if f(mid) > 0:
            lo = mid
        else:
            hi = mid
        if hi - lo < 1e-15 * max(1.0, abs(mid)):
            break
    x = 0.5 * (lo + hi)
    return [(a + s, p / (1.0 + x * a)) for a, p in shifted]


def llr(counts: list[float], s0: float, s1: float) -> float:
    """The log-likelihood ratio of H1 (expectation s1) against H0 (s0) for the observed counts."""
    if sum(counts) == 0:
        return 0.0
    n, pdf = to_pdf(counts)
    p0, p1 = mle(pdf, s0), mle(pdf, s1)
    return n * sum(p * (math.log(q1) - math.log(q0)) for (_, p), (_, q0), (_, q1) in zip(pdf, p0, p1))


def llr_elo(counts: list[float], elo0: float, elo1: float) -> float:
    return llr(counts, score_of(elo0), score_of(elo1))


def mean_and_error(counts: list[float]) -> tuple[float, float]:
    """(mean score, its standard error) of the counts (unregularized; over units, games or deals)."""
    n = sum(counts)
    if n == 0:
        return 0.5, math.inf
    k = len(counts) - 1
    mean = sum(c * i / k for i, c in enumerate(counts)) / n
    var = sum(c * (i / k - mean) ** 2 for i, c in enumerate(counts)) / n
    return mean, math.sqrt(var / n) if n > 1 else math.inf


def elo_estimate(counts: list[float]) -> tuple[float, float, float]:
    """(Elo, low, high of its 95% interval) from the mean score and its standard error."""
    mean, se = mean_and_error(counts)
    return elo_of(mean), elo_of(mean - 1.96 * se), elo_of(mean + 1.96 * se)


class Test:
    """A running SPRT: `add(score)` per unit (a deal's mean score, or a game's), `status()`."""

    def __init__(self, outcomes: int, elo0: float = 0.0, elo1: float = 35.0, alpha: float = 0.05, beta: float = 0.05):
        if outcomes < 2:
            raise ValueError("at least two outcomes")
        self.counts = [0.0] * outcomes
        self.elo0, self.elo1, self.alpha, self.beta = elo0, elo1, alpha, beta
        self.lower, self.upper = bounds(alpha, beta)

    def add(self, score: float) -> None:
        k = len(self.counts) - 1
        i = round(score * k)
        if not (0 <= i <= k and abs(i / k - score) < 1e-9):
            raise ValueError(f"score {score} is not one of the test's outcomes")
        self.counts[i] += 1

    def llr(self) -> float:
        return llr_elo(self.counts, self.elo0, self.elo1)

    def decision(self) -> str | None:
        """ "H0", "H1", or None while the test goes on."""
        value = self.llr()
        if value <= self.lower:
            return "H0"
        if value >= self.upper:
            return "H1"
        return None
