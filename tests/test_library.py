"""The save library: a file per game, the summary cache, and writes that never lose a game (kill -9 during a
save, a full disk, a read-only folder, stale temporary files)."""

from __future__ import annotations

import errno
import json
import os
import signal
import stat
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest
from file_samples import all_saves, save

import game.persistence as persistence
from game.files.writing import clean_stale_temporaries, write_json_atomic
from game.library import Library, new_game_id
from game.persistence import read_save, save_from_document

ROOT = Path(__file__).resolve().parent.parent


def game_of(doc):
    return save_from_document(doc).game


def fill(lib: Library, docs) -> list[Path]:
    paths = []
    for doc in docs:
        gid = new_game_id()
        paths.append(lib.save(game_of(doc), lib.path_for(gid), gid, doc.get("name")))
        time.sleep(0.002)  # distinct modification times
    return paths


class Replays:
    """Counts the saves the library reads and replays (it should only for files its cache does not describe)."""

    def __init__(self, monkeypatch):
        self.paths: list[str] = []
        real = persistence.read_save

        def counting(path):
            self.paths.append(Path(path).name)
            return real(path)

        monkeypatch.setattr(persistence, "read_save", counting)


def test_every_game_has_its_own_file_and_the_newest_comes_first(tmp_path):
    lib = Library(tmp_path)
    paths = fill(lib, all_saves())
    assert len({p.name for p in paths}) == 4 and all(p.exists() for p in paths)
    entries = lib.entries()
    assert [e.path for e in entries] == paths[::-1]
    assert [e.summary["edition"] for e in entries] == ["safari", "hunters", "hill_dale", "amazonas"]
    assert all(
        e.game_id == e.path.stem and json.loads(e.path.read_text(encoding="utf-8"))["game_id"] == e.path.stem
        for e in entries
    )


def test_the_listing_comes_from_the_cache_and_replays_nothing(tmp_path, monkeypatch):
    fill(Library(tmp_path), all_saves() * 3)
    replays = Replays(monkeypatch)
    entries = Library(tmp_path).entries()  # a new library object, as when the window starts again
    assert len(entries) == 12 and replays.paths == []
    sketch = entries[0].summary["sketch"]
    assert sketch["cells"] and all(len(c) == 14 for c in sketch["cells"])


def test_a_file_the_cache_does_not_describe_is_summarised_once(tmp_path, monkeypatch):
    lib = Library(tmp_path)
    fill(lib, [save("hunters")])
    example = tmp_path / "copied-in.json"
    example.write_bytes((ROOT / "saves" / "safari-example.json").read_bytes())
    replays = Replays(monkeypatch)
    assert [e.label for e in Library(tmp_path).entries()][0] == "copied-in"
    assert replays.paths == ["copied-in.json"]
    Library(tmp_path).entries()
    assert replays.paths == ["copied-in.json"]  # cached now
    doc = json.loads(example.read_text(encoding="utf-8"))
    doc["name"] = "Changed outside"
    example.write_text(json.dumps(doc))  # another size: stale
    assert Library(tmp_path).entries()[0].label == "Changed outside"
    assert replays.paths == ["copied-in.json"] * 2


def test_a_broken_or_foreign_cache_is_built_again(tmp_path):
    lib = Library(tmp_path)
    fill(lib, [save("safari")])
    lib.index_path.write_text('{"format": "tessera-save-index", "version": 1, "entries": {"x.json": {"size": "big"}}}')
    assert len(Library(tmp_path).entries()) == 1
    lib.index_path.write_bytes(b"\x00\xff")
    assert Library(tmp_path).entries()[0].summary["edition"] == "safari"


def test_a_broken_file_is_listed_with_its_reason_and_never_changed(tmp_path):
    lib = Library(tmp_path)
    fill(lib, [save("safari")])
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "tessera-save", "version": 2, "setup": {}, "events": []}')
    before = bad.read_bytes()
    entry = next(e for e in lib.entries() if e.path == bad)
    assert entry.summary is None and entry.error == "setup.edition: must be one of hill_dale, safari, amazonas, hunters"
    assert bad.read_bytes() == before


def test_rename_writes_the_name_into_the_file_and_keeps_the_order(tmp_path):
    lib = Library(tmp_path)
    fill(lib, all_saves())
    entries = lib.entries()
    oldest = entries[-1]
    lib.rename(oldest, "  Sunday game  ")
    again = Library(tmp_path).entries()
    assert [e.path for e in again] == [e.path for e in entries]
    assert again[-1].label == "Sunday game" and read_save(oldest.path).name == "Sunday game"
    with pytest.raises(ValueError, match="holds a control character"):
        lib.rename(again[0], "bad\x1b[2J")
    assert lib.find_title("SUNDAY GAME").path == oldest.path


def test_delete_removes_the_file_and_its_summary(tmp_path):
    lib = Library(tmp_path)
    fill(lib, all_saves())
    victim = lib.entries()[1]
    lib.delete(victim)
    assert not victim.path.exists()
    assert victim.path.name not in json.loads(lib.index_path.read_text(encoding="utf-8"))["entries"]
    assert len(Library(tmp_path).entries()) == 3


def test_the_latest_game_in_progress_skips_finished_games(tmp_path):
    from game.tools.selfplay import play_game

    lib = Library(tmp_path)
    fill(lib, [save("amazonas")])
    lib.save(play_game("hill_dale", 2, 1), lib.path_for(new_game_id()))
    assert lib.entries()[0].summary["ended"] and lib.latest_in_progress().summary["edition"] == "amazonas"


def _dead_pid() -> int:
    pid = 4_000_000
    while True:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return pid
        except PermissionError:
            pass
        pid += 1


def test_stale_temporaries_are_removed_and_a_live_writers_are_not(tmp_path):
    dead = tmp_path / f"g.json.{_dead_pid()}.0badc0de.tmp"
    legacy = tmp_path / "autosave.json.x1y2z3ab.tmp"  # tempfile.mkstemp names of older builds
    live = tmp_path / f"g.json.{os.getpid()}.00c0ffee.tmp"
    other = tmp_path / "notes.tmp"
    for p in (dead, legacy, live, other):
        p.write_text("{")
    assert sorted(clean_stale_temporaries(tmp_path)) == sorted([dead.name, legacy.name])
    assert live.exists() and other.exists()


def test_a_saves_file_mode_follows_the_umask(tmp_path):
    old = os.umask(0o022)
    try:
        write_json_atomic(tmp_path / "a.json", {"a": 1})
        os.umask(0o077)
        write_json_atomic(tmp_path / "b.json", {"b": 1})
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "a.json").stat().st_mode) == 0o644
    assert stat.S_IMODE((tmp_path / "b.json").stat().st_mode) == 0o600


# --- crashes and failing disks, in child processes ---

SAVE_LOOP = """
import sys, itertools
sys.path.insert(0, {root!r}); sys.path.insert(0, {tests!r})
import file_samples
from game.persistence import save_from_document
from game.library import Library
games = [save_from_document(file_samples.save(e)).game for e in ("safari", "amazonas")]
lib = Library({folder!r})
print("ready", flush=True)
for i in itertools.count():
    lib.save(games[i % 2], lib.path_for("kept"), "kept", None)
"""


@pytest.mark.slow  # a whole run of a tool, or a soak: CI's slow step runs it
def test_kill_9_during_a_save_loop_never_leaves_a_corrupt_file_nor_a_stale_temporary(tmp_path):
    rounds = int(os.environ.get("TESSERA_KILL_ROUNDS", "2"))
    script = SAVE_LOOP.format(root=str(ROOT), tests=str(ROOT / "tests"), folder=str(tmp_path))
    editions = set()
    for i in range(rounds):
        proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
        assert proc.stdout.readline().strip() == "ready"
        time.sleep(0.15 + 0.37 * ((i * 7) % 5) / 5)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=10)
        proc.stdout.close()
        loaded = read_save(tmp_path / "kept.json")  # whole: one game or the other, never half of one
        editions.add(loaded.game.setup.edition)
        lib = Library(tmp_path)
        lib.clean()  # what the window does when it starts again
        assert not list(tmp_path.glob("*.tmp")) and not list((tmp_path / ".cache").glob("*.tmp"))
        assert [e.path.name for e in lib.entries()] == ["kept.json"]
    assert editions <= {"safari", "amazonas"}


FAILING_WRITE = """
import sys, os, errno, resource
sys.path.insert(0, {root!r}); sys.path.insert(0, {tests!r})
import file_samples
from game.persistence import save_from_document, to_document
from game.library import Library
small = save_from_document(file_samples.save("hunters")).game
big = save_from_document(file_samples.save("safari")).game
lib = Library({folder!r})
lib.save(small, lib.path_for("kept"), "kept", None)
lib.entries()
{limit}
try:
    lib.save(big, lib.path_for("kept"), "kept", None)
except OSError as exc:
    print(errno.errorcode.get(exc.errno, exc.errno))
else:
    print("written")
"""


def _run_failing_write(folder: Path, limit: str) -> str:
    script = FAILING_WRITE.format(root=str(ROOT), tests=str(ROOT / "tests"), folder=str(folder), limit=limit)
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    return out.stdout.strip()


def test_a_full_disk_leaves_the_previous_save_whole(tmp_path):
    """A file-size limit makes the write fail part way, as a full disk does."""
    limit = "resource.setrlimit(resource.RLIMIT_FSIZE, (os.path.getsize(lib.path_for('kept')) + 200, resource.RLIM_INFINITY))"
    assert _run_failing_write(tmp_path, limit) == "EFBIG"
    assert read_save(tmp_path / "kept.json").game.setup.edition == "hunters"
    assert not list(tmp_path.glob("*.tmp"))


@pytest.mark.skipif(not hasattr(os, "geteuid"), reason="POSIX permissions")
def test_a_read_only_folder_leaves_the_previous_save_whole():
    # root may write anywhere: the child gives up root (after its imports) to meet the folder as a player does
    base = Path(tempfile.mkdtemp(prefix="tessera-ro-"))
    try:
        base.chmod(0o755)
        folder = base / "saves"
        folder.mkdir()
        limit = "os.chmod(lib.folder, 0o555)"
        if os.geteuid() == 0:
            limit += "; os.setgid(65534); os.setuid(65534)"
        assert _run_failing_write(folder, limit) == "EACCES"
        assert read_save(folder / "kept.json").game.setup.edition == "hunters"
        assert not list(folder.glob("*.tmp"))
    finally:
        for p in sorted(base.rglob("*"), reverse=True):
            os.chmod(p, 0o755) if p.is_dir() else None
        (base / "saves").chmod(0o755)
        import shutil

        shutil.rmtree(base)


def test_a_folder_that_is_a_file_is_an_error_not_a_crash(tmp_path):
    where = tmp_path / "saves"
    where.write_text("not a folder")
    with pytest.raises(OSError) as err:
        write_json_atomic(where / "g.json", {"a": 1})
    assert err.value.errno in (errno.ENOTDIR, errno.EEXIST)
    assert Library(where).entries() == []


def test_the_library_tool_lists_games_and_broken_files_escaped(tmp_path):
    fill(Library(tmp_path), [save("hunters")])
    (tmp_path / "bad\x1b[2J.json").write_text("{oops")
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}  # the same bytes whatever the test machine's locale
    out = subprocess.run(
        [sys.executable, "-m", "game.tools.library", "--folder", str(tmp_path)],
        cwd=ROOT,
        capture_output=True,
        encoding="utf-8",
        env=env,
        timeout=60,
    )

    assert out.returncode == 0 and "\x1b" not in out.stdout
    lines = out.stdout.splitlines()
    assert len(lines) == 2 and "«A hunters game» hunters, 2 players" in out.stdout
    assert "bad\\x1b[2J.json: cannot be loaded: not valid JSON" in out.stdout
