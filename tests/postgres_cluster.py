"""A throwaway PostgreSQL cluster for the tests and the store benchmark.

``PostgresCluster().start()`` runs ``initdb`` and ``pg_ctl`` from the server binaries on this
machine (on the PATH, or under ``/usr/lib/postgresql/15/bin``) in a temporary folder, listening
on a free loopback port only; ``stop()`` stops it and removes the folder. As root, the binaries
run as the ``postgres`` user through ``runuser`` (PostgreSQL refuses to run as root) and the
folder is handed to that user. Durability settings are off: the cluster is thrown away.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import socket
import subprocess
import tempfile
import threading
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

SERVER_BIN_DIRS = (Path("/usr/lib/postgresql/15/bin"),)
REQUIRED = ("initdb", "pg_ctl", "postgres")


def find_server_binaries() -> Path | None:
    """The folder holding ``initdb``, ``pg_ctl`` and ``postgres``, or None."""
    on_path = shutil.which("initdb")
    candidates = [Path(on_path).resolve().parent] if on_path else []
    candidates += list(SERVER_BIN_DIRS)
    for folder in candidates:
        if all((folder / name).is_file() for name in REQUIRED):
            return folder
    return None


def unavailable_reason() -> str | None:
    """Why a cluster cannot be started here (None when it can)."""
    try:
        import asyncpg  # noqa: F401
    except ImportError:
        return "asyncpg is not installed"
    if find_server_binaries() is None:
        return "no PostgreSQL server binaries (initdb, pg_ctl) on the PATH or in " + ", ".join(
            str(d) for d in SERVER_BIN_DIRS
        )
    if os.geteuid() == 0:
        try:
            import pwd

            pwd.getpwnam("postgres")
        except KeyError:
            return "running as root and there is no 'postgres' user to run the server as"
        if shutil.which("runuser") is None:
            return "running as root and runuser is missing"
    return None


def cluster_parent() -> Path:
    """Where the cluster's folder goes: the temp dir, unless (as root) the ``postgres`` user
    could not reach into it (e.g. a TMPDIR under /root); then /tmp."""
    base = Path(tempfile.gettempdir()).resolve()
    if os.geteuid() == 0 and not all(
        os.stat(folder).st_mode & 0o001 for folder in (base, *base.parents)
    ):
        return Path("/tmp")
    return base


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def run_async(make: Callable[[], Awaitable[Any]]) -> Any:
    """Run a coroutine to completion in a thread of its own (safe inside a running loop)."""
    box: dict[str, Any] = {}

    def target() -> None:
        try:
            box["value"] = asyncio.run(make())  # type: ignore[arg-type]
        except BaseException as error:  # handed to the caller
            box["error"] = error

    thread = threading.Thread(target=target)
    thread.start()
    thread.join()
    if "error" in box:
        raise box["error"]
    return box.get("value")


class PostgresCluster:
    """One PostgreSQL server in a temporary folder, superuser ``postgres``, trust auth."""

    def __init__(self, bindir: Path | None = None) -> None:
        found = bindir or find_server_binaries()
        if found is None:
            raise RuntimeError(unavailable_reason() or "no PostgreSQL server binaries")
        self.bindir = found
        self.folder: Path | None = None
        self.port = 0
        self._counter = 0

    @property
    def url(self) -> str:
        """The URL of the ``postgres`` maintenance database."""
        return self.url_of("postgres")

    def url_of(self, database: str) -> str:
        """The URL of one database of this cluster."""
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    def _command(self, *args: str) -> list[str]:
        prefix = ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []
        return [*prefix, *args]

    def _run(self, *args: str) -> None:
        assert self.folder is not None
        done = subprocess.run(
            self._command(*args), cwd=self.folder, capture_output=True, text=True, timeout=120
        )
        if done.returncode != 0:
            raise RuntimeError(
                f"{Path(args[0]).name} failed ({done.returncode}): {done.stderr or done.stdout}"
            )

    def start(self, *, durable: bool = False) -> PostgresCluster:
        """initdb, then start the server on a free loopback port (three tries at a port).

        Tests run without fsync (nothing is kept); ``durable=True`` keeps PostgreSQL's defaults
        (fsync and a synchronous commit), as a benchmark comparing commit times must.
        """
        self.folder = Path(tempfile.mkdtemp(prefix="sequence-pg-", dir=cluster_parent()))
        if os.geteuid() == 0:  # the server runs as postgres: give it the folder
            import pwd

            user = pwd.getpwnam("postgres")
            os.chown(self.folder, user.pw_uid, user.pw_gid)
        os.chmod(self.folder, 0o700)
        data = self.folder / "data"
        self._run(
            str(self.bindir / "initdb"), "-D", str(data), "-U", "postgres", "-A", "trust",
            "-E", "UTF8", "--locale=C", "--no-sync", "--no-instructions",
        )
        last_error: Exception | None = None
        for _ in range(3):
            self.port = free_port()
            options = (
                f"-p {self.port} -c listen_addresses=127.0.0.1 -k {self.folder} "
                "-c max_connections=200"
            )
            if not durable:
                options += " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
            try:
                self._run(
                    str(self.bindir / "pg_ctl"), "-D", str(data), "-l",
                    str(self.folder / "server.log"), "-o", options, "-w", "-t", "60", "start",
                )
                return self
            except RuntimeError as error:
                last_error = error
        self.stop()
        raise RuntimeError(f"PostgreSQL did not start: {last_error}; see its log")

    def stop(self) -> None:
        """Stop the server (fast shutdown) and remove its folder."""
        folder, self.folder = self.folder, None
        if folder is None:
            return
        data = folder / "data"
        if (data / "postmaster.pid").exists():
            subprocess.run(
                self._command(str(self.bindir / "pg_ctl"), "-D", str(data), "-m", "fast",
                              "-w", "stop"),
                cwd=folder, capture_output=True, timeout=120, check=False,
            )
        shutil.rmtree(folder, ignore_errors=True)

    def create_database(self, prefix: str = "t") -> str:
        """A new empty database; returns its URL."""
        self._counter += 1
        name = f"{prefix}_{os.getpid()}_{self._counter}"

        async def create() -> None:
            import asyncpg

            conn = await asyncpg.connect(self.url)
            try:  # FILE_COPY: 6x faster than the default (WAL_LOG) without fsync
                await conn.execute(
                    f'CREATE DATABASE "{name}" TEMPLATE template0 STRATEGY FILE_COPY'
                )
            finally:
                await conn.close()

        run_async(create)
        return self.url_of(name)

    def drop_database(self, url: str) -> None:
        """Drop a database made by ``create_database`` (closing its connections)."""
        name = url.rsplit("/", 1)[1]

        async def drop() -> None:
            import asyncpg

            conn = await asyncpg.connect(self.url)
            try:
                await conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
            finally:
                await conn.close()

        run_async(drop)
