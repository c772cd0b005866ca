"""The bot's worker processes end with the bot, however it ends (here: SIGKILL)."""

import os
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

from tests.processes import children_of, running

ROOT = Path(__file__).resolve().parent.parent


def test_sigkill_of_the_bot_leaves_no_worker_process(tmp_path):
    child = subprocess.Popen(
        [sys.executable, "-m", "tests.killed_bot_child", str(tmp_path / "bot.db")],
        cwd=ROOT, stdout=subprocess.PIPE, text=True,
    )
    try:
        assert child.stdout.readline().strip() == "ready"
        workers = children_of(child.pid)
        assert workers  # a worker of the pool at least (and the resource tracker)
        handles = []
        for pid in workers:
            try:
                handles.append(os.pidfd_open(pid))
            except ProcessLookupError:
                pass
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()
    deadline = time.monotonic() + 30
    while handles and time.monotonic() < deadline:
        ended, _, _ = select.select(handles, [], [], deadline - time.monotonic())
        for handle in ended:
            handles.remove(handle)
            os.close(handle)
    left = [pid for pid in workers if running(pid)]
    for pid in left:  # do not leave them running after a failure either
        os.kill(pid, signal.SIGKILL)
    assert left == []
