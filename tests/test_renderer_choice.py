"""The renderer the window chooses: no framebuffer acceleration where there is no GPU (no DRI device, a
virtual X server, software GL forced); SDL's default where there is one; a choice the user made is kept."""

from __future__ import annotations

from game.ui import renderer


def fake_system(tmp_path, dri=True, xvfb_display=None):
    d = tmp_path / "dri"
    d.mkdir()
    if dri:
        (d / "renderD128").write_text("")
    proc = tmp_path / "proc"
    (proc / "1").mkdir(parents=True)
    (proc / "1" / "cmdline").write_bytes(b"/sbin/init\0")
    if xvfb_display is not None:
        (proc / "77").mkdir()
        (proc / "77" / "cmdline").write_bytes(b"/usr/bin/Xvfb\0" + xvfb_display.encode() + b"\0-screen\0" + b"0\0")
    (proc / "self").mkdir()
    return {"platform": "linux", "dri": d, "proc": proc}


def test_a_gpu_keeps_sdls_default(tmp_path):
    env = {"DISPLAY": ":0"}
    assert renderer.choose(env, **fake_system(tmp_path)) == "default"
    assert "SDL_FRAMEBUFFER_ACCELERATION" not in env


def test_no_dri_device_turns_acceleration_off(tmp_path):
    env = {"DISPLAY": ":0"}
    assert renderer.choose(env, **fake_system(tmp_path, dri=False)) == "0"


def test_a_virtual_x_server_turns_it_off_even_with_a_gpu(tmp_path):
    where = fake_system(tmp_path, xvfb_display=":96")
    assert renderer.choose({"DISPLAY": ":96"}, **where) == "0"
    assert renderer.choose({"DISPLAY": ":0"}, **where) == "default"  # another display, on the GPU


def test_software_gl_forced_and_the_users_own_choice(tmp_path):
    where = fake_system(tmp_path)
    assert renderer.choose({"DISPLAY": ":0", "LIBGL_ALWAYS_SOFTWARE": "1"}, **where) == "0"
    (tmp_path / "b").mkdir()
    no_gpu = fake_system(tmp_path / "b", dri=False)
    assert renderer.choose({"SDL_FRAMEBUFFER_ACCELERATION": "1"}, **no_gpu) == "1"


def test_other_systems_keep_sdls_default(tmp_path):
    assert renderer.choose({}, platform="win32") == "default"
