import os
import sys
import tempfile
from pathlib import Path


def _bytecode_outside_the_tree() -> None:
    """Where PYTHONDONTWRITEBYTECODE keeps .pyc files out of the source tree (as CI sets it), every test
    worker and every tool a test starts would compile the whole game again, about half a CPU second each:
    compiled files go to a cache outside the tree instead (PYTHONPYCACHEPREFIX, the one the user set if any),
    for this process and the processes it starts."""
    if not sys.dont_write_bytecode:
        return
    prefix = os.environ.get("PYTHONPYCACHEPREFIX") or str(Path(tempfile.gettempdir()) / "tessera-test-pycache")
    os.environ["PYTHONPYCACHEPREFIX"] = sys.pycache_prefix = prefix
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    sys.dont_write_bytecode = False


_bytecode_outside_the_tree()
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pytest  # noqa: E402


def pytest_configure(config):
    """What the processes that run tests need; the process that only hands tests out to xdist's workers (and
    reports) imports neither the game nor hypothesis, about a CPU second of its start."""
    if getattr(config.option, "numprocesses", None) and not hasattr(config, "workerinput"):
        return
    # Property tests explore new examples on a developer's machine, but CI replays a fixed set so that a
    # submission's result does not depend on the luck of the draw.
    from hypothesis import settings

    import game.editions  # noqa: F401  (registers every edition with the core)

    settings.register_profile("ci", derandomize=True, print_blob=True)
    if os.environ.get("CI"):
        settings.load_profile("ci")


@pytest.fixture
def ui_env(tmp_path, monkeypatch):
    """Settings and saves in a temporary folder (platformdirs honours the XDG variables)."""
    monkeypatch.setenv("TESSERA_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    from game.ui import i18n

    i18n.set_language("en")
    yield tmp_path


@pytest.fixture(scope="session", autouse=True)
def paintings_of_every_box_kept():
    """A test process opens games of every box, where a player opens one: the cells' unturned paintings shared
    by every board (game.ui.tile_painter) are kept for all the boxes, instead of being forgotten and painted
    again as the next box's cells come in.  The pictures are the same; only memory is traded for time."""
    from game.ui import tile_painter

    tile_painter._MASTERS.budget = max(tile_painter._MASTERS.budget, 4 * tile_painter.MASTER_BUDGET)


@pytest.fixture(scope="module", autouse=True)
def one_window_per_module():
    """The window tests of a module share one App (tests/ui_helpers.make_app starts its session afresh for
    each test); the next module starts with a new one."""
    from ui_helpers import SHARED

    SHARED.clear()
    yield
    app = SHARED.pop("app", None)
    if app is not None:
        for scene in app.scenes:
            if hasattr(scene, "close"):
                scene.close()


def _cpu_now() -> float:
    """CPU seconds of this process and of the children it has waited for (a tool run by subprocess)."""
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


_CPU_LOG = os.environ.get("TESSERA_TEST_CPU")  # a file: each test's CPU seconds appended as "seconds<TAB>test id"


if _CPU_LOG:

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_protocol(item, nextitem):
        """The suite's cost per test in CPU time, which a loaded machine does not inflate as it does wall time
        (docs/architecture.md, "Testing": how the suite's time is measured)."""
        start = _cpu_now()
        yield
        with open(_CPU_LOG, "a", encoding="utf-8") as log:
            log.write(f"{_cpu_now() - start:.3f}\t{item.nodeid}\n")
