"""How the window reaches the screen: lean where there is no GPU, fast where there is one.

SDL draws a software window surface and, by default, hands each finished frame to the screen through a
GPU renderer ("framebuffer acceleration").  With a GPU that is fast.  Without one (a virtual machine, a
remote desktop, a virtual X server such as Xvfb or Xvnc) SDL loads a software GL stack for it instead: the
window then takes about 100 MiB more and a frame several times as long, for nothing.  `choose()` turns
framebuffer acceleration off in those cases, before the display starts; an SDL_FRAMEBUFFER_ACCELERATION the
user set is left as it is.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

VIRTUAL_X = ("Xvfb", "Xvnc", "Xdummy", "Xvfb-run", "Xephyr")  # X servers that draw into memory, not a GPU


def virtual_x_server(display: str | None, proc: Path = Path("/proc")) -> bool:
    """Whether the X display `display` (":96", "localhost:10.0") is served by a virtual X server here."""
    if not display:
        return False
    number = display.rsplit(":", 1)[-1].split(".")[0]
    if not number.isdigit():
        return False
    try:
        entries = list(proc.iterdir())
    except OSError:
        return False
    for entry in entries:
        if not entry.name.isdigit():
            continue
        try:
            args = (entry / "cmdline").read_bytes().split(b"\0")
        except OSError:
            continue
        if args and Path(args[0].decode(errors="replace")).name in VIRTUAL_X and f":{number}".encode() in args:
            return True
    return False


def has_gpu(
    environ: Any = os.environ, platform: str = sys.platform, dri: Path = Path("/dev/dri"), proc: Any = Path("/proc")
) -> bool:
    """Whether the screen is driven by a GPU SDL can use.  Windows and macOS: yes (their renderers are their
    own); Linux: a DRI device, a display that is not a virtual X server, and no software GL forced."""
    if not platform.startswith("linux"):
        return True
    if environ.get("LIBGL_ALWAYS_SOFTWARE") in ("1", "true"):
        return False
    try:
        devices = [p.name for p in dri.iterdir()]
    except OSError:
        devices = []
    if not any(d.startswith(("renderD", "card")) for d in devices):
        return False
    if environ.get("WAYLAND_DISPLAY"):
        return True
    return not virtual_x_server(environ.get("DISPLAY"), proc)


def choose(environ: Any = os.environ, **where: Any) -> str:
    """Set SDL_FRAMEBUFFER_ACCELERATION for this process before the display starts; the value it has."""
    if "SDL_FRAMEBUFFER_ACCELERATION" not in environ and not has_gpu(environ, **where):
        environ["SDL_FRAMEBUFFER_ACCELERATION"] = "0"
    return environ.get("SDL_FRAMEBUFFER_ACCELERATION", "default")
