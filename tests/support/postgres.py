"""A throwaway PostgreSQL server for the tests: one per test run, in a temporary folder,
listening only on a Unix socket, run as an unprivileged user when the tests run as root.

The tests share one database holding the newest schema, emptied before each test (a
few milliseconds; creating a database per test costs most of a second).
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib.util
import itertools
import os
import pwd
import random
import shutil
import subprocess
import tempfile
from collections.abc import AsyncIterator, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import pytest

BIN_DIRS = ("/usr/lib/postgresql/15/bin", "/usr/lib/postgresql/16/bin",
            "/usr/lib/postgresql/17/bin", "/usr/lib/postgresql/14/bin")
SKIP_VARIABLE = "SALOON_SKIP_POSTGRES"
SUPERUSER = "saloon"
TEMPLATE = "saloon_tests"


class PostgresMissingError(RuntimeError):
    """No PostgreSQL server can be started here."""


def skip_postgres() -> bool:
    """Whether the user opted out of the PostgreSQL tests."""
    return os.environ.get(SKIP_VARIABLE, "").strip() not in ("", "0")


def find_bin() -> Path:
    """The folder holding initdb and pg_ctl: $SALOON_PG_BIN if set, else the OS package's
    usual places, the PATH, and last the binaries of the `pgserver` wheel (a dev dependency
    where a wheel exists: CPython 3.9-3.12 on Linux x86-64 and macOS)."""
    chosen = os.environ.get("SALOON_PG_BIN", "")
    if chosen:
        return _holding_both([Path(chosen)], f" in {chosen}")
    on_path = shutil.which("initdb")
    folders = [Path(f) for f in BIN_DIRS]
    if on_path and shutil.which("pg_ctl"):
        folders.append(Path(on_path).parent)
    wheel = importlib.util.find_spec("pgserver")
    if wheel is not None and wheel.origin is not None:
        folders.append(Path(wheel.origin).parent / "pginstall" / "bin")
    return _holding_both(folders, "")


def _holding_both(folders: list[Path], where: str) -> Path:
    for folder in folders:
        if (folder / "initdb").exists() and (folder / "pg_ctl").exists():
            return folder
    raise PostgresMissingError(
        f"PostgreSQL's initdb and pg_ctl were not found{where}: install PostgreSQL "
        "(apt-get install postgresql) or point SALOON_PG_BIN at its bin folder")


def _unprivileged() -> pwd.struct_passwd | None:
    """The user to run the server as when we are root (PostgreSQL refuses root)."""
    if os.geteuid() != 0:
        return None
    for name in ("postgres", "nobody"):
        try:
            return pwd.getpwnam(name)
        except KeyError:
            continue
    raise PostgresMissingError("running as root and no 'postgres' or 'nobody' user exists "
                               f"to run PostgreSQL as; create one or set {SKIP_VARIABLE}=1")


@dataclass
class PostgresServer:
    """A running server; `url(db)` names one of its databases."""

    folder: Path
    port: int
    bin: Path
    user: pwd.struct_passwd | None
    _numbers: itertools.count[int] = field(default_factory=itertools.count)

    @classmethod
    def start(cls) -> PostgresServer:
        bin_dir = find_bin()
        user = _unprivileged()
        folder = Path(tempfile.mkdtemp(prefix="saloon-pg-"))
        if user is not None:
            os.chown(folder, user.pw_uid, user.pw_gid)
        server = cls(folder, random.randint(20000, 60000), bin_dir, user)
        try:
            server._run("initdb", "-D", str(folder / "data"), "-U", SUPERUSER, "--auth=trust",
                        "-E", "UTF8", "--locale=C", "--no-sync", "--no-instructions")
            options = (f"-k {folder} -p {server.port} -c listen_addresses='' -c fsync=off "
                       "-c synchronous_commit=off -c full_page_writes=off "
                       "-c max_connections=200 -c shared_buffers=16MB")
            server._run("pg_ctl", "-D", str(folder / "data"), "-l", str(folder / "log"), "-w",
                        "-t", "60", "-o", options, "start")
        except BaseException:
            server.stop()
            raise
        return server

    def _run(self, program: str, *args: str) -> None:
        kwargs = {} if self.user is None else {"user": self.user.pw_uid,
                                               "group": self.user.pw_gid, "extra_groups": []}
        done = subprocess.run([str(self.bin / program), *args], capture_output=True, text=True,
                              cwd=self.folder, check=False, **kwargs)
        if done.returncode != 0:
            log = self.folder / "log"
            tail = log.read_text(errors="replace")[-2000:] if log.exists() else ""
            raise PostgresMissingError(f"{program} failed: {done.stderr.strip()} {tail}")

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://{SUPERUSER}@/{database}?host={self.folder}&port={self.port}"

    def new_name(self) -> str:
        return f"t{os.getpid()}_{next(self._numbers)}"

    def stop(self) -> None:
        if (self.folder / "data" / "postmaster.pid").exists():
            with contextlib.suppress(PostgresMissingError):
                self._run("pg_ctl", "-D", str(self.folder / "data"), "-m", "immediate", "-w",
                          "stop")
        shutil.rmtree(self.folder, ignore_errors=True)


TABLES = ("hand_messages", "timers", "events", "actions", "seats", "games", "users", "guilds",
          # issue 22 (migration 009)
          "rating_steps", "result_seats", "results", "ratings", "rating_players", "seasons",
          "saloon_secrets", "replay_images")


async def prepare_template(server: PostgresServer) -> None:
    """Create the tests' database, holding the newest schema."""
    import asyncpg

    from bot.db import Repository

    admin = await asyncpg.connect(server.url())
    try:
        await admin.execute(f"CREATE DATABASE {TEMPLATE}")
    finally:
        await admin.close()
    repo = await Repository.open(server.url(TEMPLATE))
    await repo.close()


async def clean_database(server: PostgresServer) -> str:
    """The tests' database, emptied (rows deleted, ids from 1 again); returns its URL.
    Deleting the few rows a test leaves is much faster than creating a database."""
    import asyncpg

    url = server.url(TEMPLATE)
    conn = await asyncpg.connect(url)
    try:
        await conn.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                           " WHERE datname = current_database() AND pid <> pg_backend_pid()")
        await conn.execute("; ".join(f"DELETE FROM {t}" for t in TABLES) + "; SELECT setval("
                           "pg_get_serial_sequence('games', 'id'), 1, false)")
    finally:
        await conn.close()
    return url


async def new_database(server: PostgresServer) -> str:
    """A new empty database (no schema: for migration tests); returns its URL."""
    import asyncpg

    name = server.new_name()
    admin = await asyncpg.connect(server.url())
    try:
        await admin.execute(f"CREATE DATABASE {name} TEMPLATE template0")
    finally:
        await admin.close()
    return server.url(name)


async def drop_database(server: PostgresServer, url: str) -> None:
    import asyncpg

    name = url.split("?", 1)[0].rsplit("/", 1)[-1]
    admin = await asyncpg.connect(server.url())
    try:
        await admin.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
    finally:
        await admin.close()


# -- pytest fixtures (a plugin of tests/conftest.py) ---------------------------------------

BACKENDS = ["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)]


MISSING = "PostgreSQL tests skipped"


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    """The run's PostgreSQL server, started on first use and stopped at the end. Where no
    server can be had, its tests are skipped (one line in the summary says why), except
    under CI, which must run them all."""
    if skip_postgres():
        pytest.skip(f"{MISSING}: {SKIP_VARIABLE} is set")
    try:
        server = PostgresServer.start()
    except PostgresMissingError as exc:
        if os.environ.get("CI"):
            pytest.fail(f"cannot start the test PostgreSQL: {exc}", pytrace=False)
        pytest.skip(f"{MISSING}: {exc}")
    try:
        # A thread of its own: this may be set up from inside a test's running event loop.
        with ThreadPoolExecutor(1) as pool:
            pool.submit(asyncio.run, prepare_template(server)).result()
        yield server
    finally:
        server.stop()


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """One line, even under -q, when the PostgreSQL tests were skipped, saying why and how
    to run them."""
    reasons = {str(getattr(r, "longrepr", ""))
               for r in terminalreporter.stats.get("skipped", [])}
    why = next((r for r in reasons if MISSING in r), None)
    if why is not None:
        count = sum(MISSING in str(getattr(r, "longrepr", ""))
                    for r in terminalreporter.stats["skipped"])
        reason = why[why.index(MISSING):].rstrip("')\"")
        terminalreporter.write_line(f"{count} {reason}", yellow=True)


@pytest.fixture
async def postgres_url(postgres_server: PostgresServer) -> str:
    """The tests' database, empty, holding the newest schema."""
    return await clean_database(postgres_server)


@pytest.fixture(params=BACKENDS)
async def db_target(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[str | Path]:
    """What `Repository.open` takes, for each backend: a SQLite file, a PostgreSQL URL."""
    if request.param == "sqlite":
        yield tmp_path / "saloon.db"
        return
    server: PostgresServer = request.getfixturevalue("postgres_server")
    yield await clean_database(server)
