"""The launcher starts one process per run of shards, starts a process that died again, and
passes SIGTERM on to every process."""

import os
import select
import signal
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CHILD = """
import os, signal, sys
def say(line):  # one write: the processes share the pipe
    os.write(1, (line + "\\n").encode())
def stop(*_):
    say(f"stopped {os.environ['SHARD_IDS']}")
    sys.exit(0)
signal.signal(signal.SIGTERM, stop)
say(f"started {os.environ['SHARD_COUNT']} {os.environ['SHARD_IDS']} {os.getpid()}")
signal.pause()
"""


class Lines:
    """Lines the launcher's processes write to its standard output, awaited with select."""

    def __init__(self, stream) -> None:
        self.fd = stream.fileno()
        self.buffer = b""

    def next(self, timeout: float = 30) -> str:
        """The next line (AssertionError after ``timeout`` seconds without one)."""
        while b"\n" not in self.buffer:
            ready, _, _ = select.select([self.fd], [], [], timeout)
            assert ready, "no line from the launcher's processes"
            chunk = os.read(self.fd, 4096)
            assert chunk, "the launcher's output ended"
            self.buffer += chunk
        line, self.buffer = self.buffer.split(b"\n", 1)
        return line.decode().strip()


def launch(*args: str, env: dict[str, str]) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "launcher.py", *args], cwd=ROOT, text=True,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, env={**os.environ, **env})


def test_runs_of_shards_start_restart_after_a_death_and_stop_on_sigterm():
    launcher = launch("--processes", "2", "--restart-delay", "0", "--min-uptime", "0", "--",
                      sys.executable, "-c", CHILD, env={"SHARD_COUNT": "4", "SHARD_IDS": ""})
    try:
        lines = Lines(launcher.stdout)
        started = sorted(lines.next().split()[1:] for _ in range(2))
        assert [s[:2] for s in started] == [["4", "0-1"], ["4", "2-3"]]
        first_pid = int(started[0][2])
        os.kill(first_pid, signal.SIGKILL)
        again = lines.next().split()
        assert again[:3] == ["started", "4", "0-1"] and int(again[3]) != first_pid
        launcher.send_signal(signal.SIGTERM)
        stopped = sorted(lines.next() for _ in range(2))
        assert stopped == ["stopped 0-1", "stopped 2-3"]
        assert launcher.wait(timeout=30) == 0
        assert "ended with status -9" in launcher.stderr.read()
    finally:
        if launcher.poll() is None:
            launcher.kill()
            launcher.wait()


def test_a_process_ending_at_start_up_stops_everything():
    launcher = launch("--processes", "2", "--min-uptime", "60", "--", sys.executable, "-c",
                      "raise SystemExit(0)",
                      env={"SHARD_COUNT": "2", "SHARD_IDS": ""})
    _, err = launcher.communicate(timeout=60)
    assert launcher.returncode == 1
    assert "ended at start-up; stopping everything" in err


def test_shard_settings_that_do_not_fit_are_refused_in_one_line():
    launcher = launch("--processes", "3", env={"SHARD_COUNT": "2", "SHARD_IDS": ""})
    _, err = launcher.communicate(timeout=60)
    assert launcher.returncode == 2
    assert err.strip() == "launcher: cannot run 2 shards in 3 processes"
    launcher = launch("--processes", "1", env={"SHARD_COUNT": "", "SHARD_IDS": ""})
    _, err = launcher.communicate(timeout=60)
    assert launcher.returncode == 2 and "set SHARD_COUNT" in err
