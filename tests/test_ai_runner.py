"""Thinking off the UI thread (game.ui.ai_runner) and the hard seat's worker processes: a cancelled think
never delivers, two thinks never run at once on a seat, and no process outlives the program."""

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from game.ai.seats import Cancelled, make_seat
from game.core.engine import Game
from game.newgame import new_setup
from game.ui.ai_runner import AIRunner

ROOT = Path(__file__).resolve().parent.parent


class HeldSeat:
    """Thinks until released (or told to stop), and counts how many of its thinks run at once."""

    def __init__(self) -> None:
        self.plan = None
        self.cancelled = None
        self.release = threading.Event()
        self.running = 0
        self.most_at_once = 0
        self.thinks = 0

    def choose(self, game):
        self.running += 1
        self.most_at_once = max(self.most_at_once, self.running)
        self.thinks += 1
        try:
            while not self.release.wait(0.005):
                if self.cancelled is not None and self.cancelled():
                    raise Cancelled
            return game.options()[self.thinks % len(game.options())]
        finally:
            self.running -= 1


def _wait_for(predicate, seconds=10.0):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if predicate():
            return True
        time.sleep(0.01)
    return False


def test_a_cancelled_think_gives_no_result_and_holds_the_runner_until_it_has_stopped():
    game = Game(new_setup("hill_dale", 2, 1))
    seat = HeldSeat()
    runner = AIRunner()
    runner.start(game, seat)
    assert _wait_for(lambda: seat.running == 1)
    runner.cancel()
    # the seat stops at its next check; until then the runner is busy, so the window starts no other think
    assert _wait_for(lambda: not runner.busy)
    assert runner.result() is None
    assert seat.plan is None


def test_a_second_think_waits_for_the_first_and_only_the_second_answers():
    game = Game(new_setup("safari", 2, 2))
    seat = HeldSeat()
    runner = AIRunner()
    runner.start(game, seat)
    assert _wait_for(lambda: seat.running == 1)
    runner.start(game, seat)  # e.g. an undo and the same seat to move again
    assert runner.busy
    seat.release.set()
    answers: list = []
    assert _wait_for(lambda: answers.append(runner.result()) or answers[-1] is not None)
    assert seat.thinks == 2 and seat.most_at_once == 1
    options = game.options()
    assert answers[-1] == options[2 % len(options)]  # the second think's answer, not the first's


def test_undo_during_a_hard_think_cancels_it(ui_env):
    """The real hard seat: cancelled mid-think, it ends at once and its answer is dropped."""
    game = Game(new_setup("hunters", 2, 5))
    easy = make_seat("easy", 1)
    while game.state.turn < 10 or game.pending().decision != "place_tile":
        game.submit(easy.choose(game))
    seat = make_seat("hard", 3, workers=1)
    seat.budget_s = 60.0
    runner = AIRunner()
    runner.start(game, seat)
    time.sleep(0.3)
    runner.cancel()
    runner.wait(10.0)
    assert not runner.busy and runner.result() is None


def _children(pid: int) -> set[int]:
    out = set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                out.add(int(entry.name))
    return out


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"  # a zombie has ended; only its exit status waits to be read


THINKER = """
import sys
import game.editions
from game.ai.seats import make_seat
from game.core.engine import Game
from game.newgame import new_setup

game = Game(new_setup("hill_dale", 2, 4))
easy = make_seat("easy", 1)
while game.state.turn < 8 or game.pending().decision != "place_tile":
    game.submit(easy.choose(game))
seat = make_seat("hard", 2, workers=2)
seat.budget_s = 600.0
seat.samples = 10000
print("thinking", flush=True)
seat.choose(game)
"""


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads the process table from /proc")
def test_killing_the_program_mid_think_leaves_no_process_behind():
    proc = subprocess.Popen(
        [sys.executable, "-c", THINKER], cwd=ROOT, stdout=subprocess.PIPE, text=True, start_new_session=True
    )
    try:
        assert proc.stdout.readline().strip() == "thinking"
        # the workers (and multiprocessing's resource tracker) are its children; wait until both workers run
        assert _wait_for(lambda: len(_children(proc.pid)) >= 3, 30.0)
        time.sleep(1.0)  # well into the think
        children = _children(proc.pid)
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(10)
        assert _wait_for(lambda: not any(_alive(pid) for pid in children), 15.0), [
            pid for pid in children if _alive(pid)
        ]
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)


ORPHAN = """
import multiprocessing, os, sys, time

def child(parent):
    from game.ai.parallel import watch_parent

    watch_parent(parent, 0.1)
    time.sleep(600)  # busy for good: only the watch can end it

if __name__ == "__main__":
    sys.path.insert(0, sys.argv[1])
    p = multiprocessing.get_context("spawn").Process(target=child, args=(os.getpid(),))
    p.start()
    print(p.pid, flush=True)
    time.sleep(600)
"""


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads the process table from /proc")
def test_a_worker_busy_for_good_still_ends_when_its_parent_is_killed(tmp_path):
    script = tmp_path / "orphan.py"
    script.write_text(ORPHAN)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen(
        [sys.executable, str(script), str(ROOT)], stdout=subprocess.PIPE, text=True, env=env, start_new_session=True
    )
    try:
        child = int(proc.stdout.readline())
        assert _alive(child)
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(10)
        assert _wait_for(lambda: not _alive(child), 15.0)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)


def _window_with_a_thinking_hard_seat():
    """The real window: seat 0 human, seat 1 a hard seat with a long budget; the human ends a turn, and the
    hard seat starts thinking."""
    import pygame
    from ui_helpers import key, make_app, run, run_until, start

    app = make_app()
    game = start(app, edition="hill_dale", human={0}, seed=11)
    scene = app.scene
    hard = make_seat("hard", 5, workers=1)
    hard.budget_s = 60.0
    scene.pacer.seats[1] = hard
    pl = scene.model.placements()
    pos = sorted(pl)[0]
    while scene.model.rot not in pl[pos]:
        key(app, pygame.K_r)
    from ui_helpers import click

    click(app, scene.camera.cell_rect(pos).center)
    key(app, pygame.K_s)  # no piece: the turn ends, the hard seat is to move
    assert run_until(app, lambda: scene.pacer.runner.busy and game.pending().seat == 1)
    run(app, 20)
    return app, game, scene


def test_undo_in_the_window_during_a_hard_think_drops_it(ui_env):
    import pygame
    from ui_helpers import key, run, run_until

    app, game, scene = _window_with_a_thinking_hard_seat()
    mark = game.undo_point()
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert len(game.log) == mark and game.pending().seat == 0  # the human's turn again
    assert run_until(app, lambda: not scene.pacer.runner.busy)  # the think stopped at its next future
    run(app, 30)
    assert len(game.log) == mark  # and nothing it found was played


def test_loading_another_game_during_a_hard_think_cancels_it(ui_env):
    from ui_helpers import run_until, start

    app, game, scene = _window_with_a_thinking_hard_seat()
    before = list(game.log)
    start(app, edition="safari", human={0, 1}, seed=2)  # what loading a save does: another play scene
    assert app.scene is not scene
    assert run_until(app, lambda: not scene.pacer.runner.busy)
    assert game.log == before and scene.pacer.runner.result() is None
