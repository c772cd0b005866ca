"""Processes of a test's children, read from /proc (Linux), and a bot in a child process."""

import asyncio
import os
import signal
import sys
import time
from pathlib import Path


def children_of(pid: int) -> set[int]:
    """Every process descended from ``pid`` (read from /proc)."""
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            parents[int(entry.name)] = int(stat.rsplit(")", 1)[1].split()[1])
    found, todo = set(), [pid]
    while todo:
        parent = todo.pop()
        for child, ppid in parents.items():
            if ppid == parent and child not in found:
                found.add(child)
                todo.append(child)
    return found


def running(pid: int) -> bool:
    """True while ``pid`` exists and is not a zombie waiting to be reaped."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


class BotProcess:
    """The bot in a child process (``tests/fakediscord/bot_process.py``) against the fake at
    ``url``, started and killed at will. ``args`` are the bot_process options after the URL
    (the database first)."""

    def __init__(self, url: str, *args: str, cwd: Path | None = None) -> None:
        self.url = url
        self.args = args
        self.cwd = cwd or Path(__file__).resolve().parent.parent
        self.child: asyncio.subprocess.Process | None = None

    async def start(self, timeout: float = 60) -> None:
        """Start the bot and wait until it says it is ready."""
        self.child = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "tests.fakediscord.bot_process", self.url, *self.args,
            cwd=self.cwd, stdout=asyncio.subprocess.PIPE)
        assert self.child.stdout is not None
        line = await asyncio.wait_for(self.child.stdout.readline(), timeout)
        assert line.strip() == b"ready", line

    async def kill(self) -> int:
        """SIGKILL the bot; returns how many of its processes are still running 30 s later
        (they are then killed too)."""
        assert self.child is not None
        descendants = children_of(self.child.pid)
        self.child.send_signal(signal.SIGKILL)
        await self.child.wait()
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and any(running(p) for p in descendants):
            await asyncio.sleep(0.1)  # other processes: there is nothing to await
        left = [p for p in descendants if running(p)]
        for pid in left:
            os.kill(pid, signal.SIGKILL)
        return len(left)

    async def stop(self) -> None:
        """End the bot cleanly (SIGTERM), if it runs."""
        if self.child is not None and self.child.returncode is None:
            self.child.terminate()
            await self.child.wait()
