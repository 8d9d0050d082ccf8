import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

# Property tests explore new examples on a developer's machine, but CI replays a fixed set so that a
# submission's result does not depend on the luck of the draw.
from hypothesis import settings as _hsettings  # noqa: E402

import game.editions  # noqa: E402,F401  (registers every edition with the core)

_hsettings.register_profile("ci", derandomize=True, print_blob=True)
if os.environ.get("CI"):
    _hsettings.load_profile("ci")


import pytest  # noqa: E402


@pytest.fixture
def ui_env(tmp_path, monkeypatch):
    """Settings and saves in a temporary folder (platformdirs honours the XDG variables)."""
    monkeypatch.setenv("TESSERA_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    from game.ui import i18n

    i18n.set_language("en")
    yield tmp_path


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
