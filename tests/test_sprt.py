"""The sequential probability ratio test of an AI change (game.tools.gsprt, game.tools.sprt): the
statistics on cases whose answer is known, and the tool as a user runs it."""

import json
import math
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from in_process import run_here

from game.tools import gsprt

ROOT = Path(__file__).resolve().parent.parent


def test_bounds_and_elo_scores():
    lower, upper = gsprt.bounds(0.05, 0.05)
    assert lower == pytest.approx(-math.log(19)) and upper == pytest.approx(math.log(19))
    assert gsprt.score_of(0) == 0.5
    assert gsprt.score_of(400) == pytest.approx(10 / 11)
    assert gsprt.elo_of(gsprt.score_of(35.0)) == pytest.approx(35.0)


def test_with_wins_and_losses_only_the_llr_is_walds_for_a_coin():
    """Two outcomes: the distribution with expectation s is (1 - s, s) itself, so the GSPRT is Wald's SPRT."""
    s0, s1 = gsprt.score_of(0), gsprt.score_of(35)
    for losses, wins in ((40, 60), (55, 45), (3, 9), (120, 80)):
        expected = wins * math.log(s1 / s0) + losses * math.log((1 - s1) / (1 - s0))
        assert gsprt.llr([losses, wins], s0, s1) == pytest.approx(expected, rel=1e-9)


def _best_loglik(counts, s):
    """Brute force: the largest log-likelihood of a loss/draw/win distribution with expectation s."""
    n_l, n_d, n_w = (c if c > 0 else gsprt.EPSILON for c in counts)
    best = -math.inf
    lo, hi = 0.0, min(1.0, 2 * s, 2 * (1 - s))  # draws t: wins s - t/2 and losses 1 - s - t/2 must be > 0
    for _ in range(200):  # golden-section search: the log-likelihood is concave in t
        a, b = lo + 0.382 * (hi - lo), lo + 0.618 * (hi - lo)

        def ll(t):
            return n_l * math.log(1 - s - t / 2) + n_d * math.log(t) + n_w * math.log(s - t / 2)

        if ll(a) < ll(b):
            lo = a
        else:
            hi = b
        best = max(best, ll(a), ll(b))
    return best


@pytest.mark.parametrize("counts", [(30, 20, 50), (45, 10, 45), (5, 90, 5), (12, 0, 19), (60, 25, 15)])
def test_trinomial_llr_is_the_ratio_of_the_best_likelihoods_under_each_hypothesis(counts):
    s0, s1 = gsprt.score_of(0), gsprt.score_of(35)
    expected = _best_loglik(counts, s1) - _best_loglik(counts, s0)
    assert gsprt.llr(list(counts), s0, s1) == pytest.approx(expected, abs=1e-6)


def test_pentanomial_llr_is_close_to_its_normal_approximation():
    """For many pairs, LLR ~ N (s1 - s0)(2 m - s0 - s1) / (2 var) (fishtest's approximation)."""
    counts = [80, 400, 900, 500, 120]
    s0, s1 = gsprt.score_of(0), gsprt.score_of(10)
    mean, se = gsprt.mean_and_error(counts)
    n = sum(counts)
    var = se**2 * n
    approx = n * (s1 - s0) * (2 * mean - s0 - s1) / (2 * var)
    assert gsprt.llr(counts, s0, s1) == pytest.approx(approx, rel=0.02)


def test_the_mle_keeps_a_distribution_with_the_asked_expectation():
    _, pdf = gsprt.to_pdf([3, 7, 20, 9, 1])
    for s in (0.3, 0.5, 0.62):
        q = gsprt.mle(pdf, s)
        assert sum(p for _, p in q) == pytest.approx(1.0, abs=1e-9)
        assert sum(a * p for a, p in q) == pytest.approx(s, abs=1e-9)


def _simulate(true_elo, runs, seed):
    """How often a pentanomial SPRT (0, 35, 5%, 5%) accepts H1 on simulated deals of a side `true_elo`
    better (each game won with the logistic score, no draws; two games a deal)."""
    rng = random.Random(seed)
    p = gsprt.score_of(true_elo)
    h1 = 0
    for _ in range(runs):
        test = gsprt.Test(5, 0, 35, 0.05, 0.05)
        decision = None
        deals = 0
        while decision is None and deals < 5000:
            for _ in range(4):  # the LLR is looked at every four deals
                test.add(((rng.random() < p) + (rng.random() < p)) / 2)
                deals += 1
            decision = test.decision()
        h1 += decision == "H1"
    return h1 / runs


@pytest.mark.slow  # a whole run of a tool, or a soak: CI's slow step runs it
def test_simulated_tests_keep_their_error_rates():
    assert _simulate(0, 60, 1) <= 0.15  # alpha 5%: seldom says "better" when it is not
    assert _simulate(35, 60, 2) >= 0.85  # beta 5%: seldom misses a 35 Elo gain
    assert _simulate(120, 20, 3) == 1.0


def test_a_score_that_is_no_outcome_is_refused():
    with pytest.raises(ValueError):
        gsprt.Test(5).add(0.3)


def run(*args, timeout=600):
    return subprocess.run(
        [sys.executable, "-m", "game.tools.sprt", *args], cwd=ROOT, capture_output=True, text=True, timeout=timeout
    )


@pytest.mark.parametrize(
    "args, needle",
    [
        (["--edition", "safari"], "the following arguments are required: --base"),
        (["--base", "HEAD", "--edition", "chess"], "invalid choice"),
        (["--base", "HEAD", "--edition", "safari", "--players", "6"], "--players must be 2..5"),
        (["--base", "HEAD", "--edition", "safari", "--seats", "new,new"], "--seats needs one new, one base"),
        (["--base", "HEAD", "--edition", "safari", "--elo1", "-5"], "--elo1 must be above --elo0"),
        (["--base", "HEAD", "--edition", "safari", "--alpha", "0.7"], "--alpha and --beta"),
        (["--base", "no-such-revision", "--edition", "safari"], "'no-such-revision' is not a commit"),
        (["--base", "HEAD", "--edition", "safari", "--futures", "0"], "--futures must be 1..200"),
        (["--base", "HEAD", "--edition", "safari", "--futures", "4", "--budget", "1"], "not allowed with argument"),
    ],
)
def test_bad_arguments_and_a_bad_revision_get_one_line(args, needle):
    out = run_here("-m", "game.tools.sprt", *args)
    assert out.returncode == 2 and needle in out.stderr
    assert len(out.stderr.strip().splitlines()) == 1 and "Traceback" not in out.stderr


@pytest.mark.slow  # whole games of hard seats: in CI's soak step, out of the one-minute suite
def test_a_short_test_against_a_revision_prints_its_result():
    out = run(
        "--base", "HEAD", "--edition", "safari", "--level", "easy", "--max-deals", "2", "--json", "--workers", "1"
    )
    assert out.returncode == 0, out.stderr
    r = json.loads(out.stdout)
    assert r["result"] in ("undecided", "H0 accepted", "H1 accepted")
    assert (r["games"], r["deals"], r["model"]) == (4, 2, "pentanomial")
    assert sum(r["wdl"]) == 4 and r["bounds"] == [-2.944, 2.944]


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads the process table from /proc")
@pytest.mark.slow  # whole games of hard seats: in CI's soak step, out of the one-minute suite
def test_ctrl_c_stops_the_test_with_one_line_and_no_process_left():
    proc = subprocess.Popen(
        [sys.executable, "-m", "game.tools.sprt", "--base", "HEAD", "--edition", "hunters", "--budget", "0.3"],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    time.sleep(8.0)  # the workers and their seat servers are playing
    family = _descendants(proc.pid)
    proc.send_signal(signal.SIGINT)
    try:
        _, err = proc.communicate(timeout=20)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 130 and err.strip().splitlines() == ["sprt: stopped (Ctrl-C); no result"]
    assert len(family) >= 4  # two game workers and their two seat servers (and the resource tracker)
    end = time.monotonic() + 15
    while time.monotonic() < end and any(_alive(pid) for pid in family):
        time.sleep(0.1)
    assert not [pid for pid in family if _alive(pid)]


def _descendants(pid: int) -> set[int]:
    from test_ai_runner import _children

    out, todo = set(), [pid]
    while todo:
        for child in _children(todo.pop()):
            if child not in out:
                out.add(child)
                todo.append(child)
    return out


def _alive(pid: int) -> bool:
    from test_ai_runner import _alive as alive

    return alive(pid)


def test_at_fixed_work_a_base_without_the_deterministic_mode_is_refused_before_any_game():
    """2cefb29 predates hard's deterministic mode: the test says so in one line and names the way out."""
    out = run("--base", "2cefb29", "--edition", "safari", "--max-deals", "1", "--workers", "1")
    assert out.returncode == 2, out.stderr
    assert "no deterministic mode" in out.stderr and "--budget" in out.stderr
    assert len(out.stderr.strip().splitlines()) == 1 and "Traceback" not in out.stderr
