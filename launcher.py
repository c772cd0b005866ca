"""Run the bot as several processes over its shards: ``python launcher.py --processes 2``.

Reads ``SHARD_COUNT`` (and optionally ``SHARD_IDS``, the shards of this machine) from the
environment or ``.env`` (next to this file, as ``bot.py`` does), cuts the shards into
``--processes`` runs of consecutive ids (``cogs.shards.split_shards``) and starts
``python bot.py`` once per run with its ``SHARD_IDS``.
Every process reads the same ``DATABASE_URL`` (PostgreSQL: several processes cannot share a
SQLite file across machines, and the README says why one machine should not either).

A process that dies is started again after ``--restart-delay`` seconds; one that ends within
``--min-uptime`` seconds of its start (a bad token, a database it refuses) is not: everything
is stopped and the launcher exits with status 1. SIGTERM or Ctrl-C is passed to every process,
which closes cleanly (``bot.py``), and the launcher exits once they have. For a process
supervisor instead (systemd, one unit per run), see the README, "Running on more than one
machine".
"""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from bot import load_settings
from cogs.shards import id_range, split_shards

ROOT = Path(__file__).resolve().parent


class Launcher:
    """Starts one process per run of shards and keeps them running until told to stop."""

    def __init__(self, command: list[str], count: int, runs: list[tuple[int, ...]], *,
                 restart_delay: float = 5.0, min_uptime: float = 10.0) -> None:
        self.command = command
        self.count = count
        self.runs = runs
        self.restart_delay = restart_delay
        self.min_uptime = min_uptime
        self.children: dict[int, tuple[int, float]] = {}
        """pid → (index of its run, when it started)."""
        self.stopping = False

    def start(self, index: int) -> None:
        """Start the process of run ``index``."""
        env = {**os.environ, "SHARD_COUNT": str(self.count),
               "SHARD_IDS": id_range(self.runs[index])}
        child = subprocess.Popen(self.command, env=env, cwd=ROOT)
        self.children[child.pid] = (index, time.monotonic())
        print(f"launcher: shards {id_range(self.runs[index])} of {self.count} in process "
              f"{child.pid}", file=sys.stderr, flush=True)

    def stop(self, *_: object) -> None:
        """Pass SIGTERM on to every process (a signal handler)."""
        self.stopping = True
        for pid in self.children:
            try:
                os.kill(pid, signal.SIGTERM)
            except ProcessLookupError:
                pass

    def run(self) -> int:
        """Start every run and supervise; returns the exit status."""
        signal.signal(signal.SIGTERM, self.stop)
        signal.signal(signal.SIGINT, self.stop)
        for index in range(len(self.runs)):
            self.start(index)
        status = 0
        while self.children:
            pid, code = os.wait()
            if pid not in self.children:
                continue
            index, began = self.children.pop(pid)
            if self.stopping:
                continue
            ran = time.monotonic() - began
            print(f"launcher: process {pid} (shards {id_range(self.runs[index])}) ended "
                  f"with status {os.waitstatus_to_exitcode(code)} after {ran:.0f} s",
                  file=sys.stderr, flush=True)
            if ran < self.min_uptime:
                print("launcher: it ended at start-up; stopping everything", file=sys.stderr,
                      flush=True)
                status = 1
                self.stop()
                continue
            time.sleep(self.restart_delay)  # not a busy loop when it dies again at once
            if not self.stopping:
                self.start(index)
        return status


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    """The command line."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--processes", type=int, required=True,
                        help="how many bot processes to run on this machine")
    parser.add_argument("--restart-delay", type=float, default=5.0,
                        help="seconds before a process that died is started again")
    parser.add_argument("--min-uptime", type=float, default=10.0,
                        help="a process ending sooner than this after its start stops all")
    parser.add_argument("command", nargs="*",
                        help="the command of each process (default: python bot.py)")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    """Entry point."""
    args = parse(argv)
    try:
        settings = load_settings(ROOT / ".env")
        if settings.shard_count is None:
            raise ValueError("set SHARD_COUNT (the bot's shards in all) to run shards")
        runs = split_shards(settings.shard_count, args.processes, settings.shard_ids)
    except ValueError as error:
        print(f"launcher: {error}", file=sys.stderr)
        return 2
    command = args.command or [sys.executable, str(ROOT / "bot.py")]
    launcher = Launcher(command, settings.shard_count, runs, restart_delay=args.restart_delay,
                        min_uptime=args.min_uptime)
    return launcher.run()


if __name__ == "__main__":
    sys.exit(main())
