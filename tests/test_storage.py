"""Engines and migrations on a real SQLite file and a real PostgreSQL database."""

import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import psycopg
import pytest
import sqlalchemy as sa
from alembic.script import ScriptDirectory

from humanizer.settings import Settings
from humanizer.storage import database
from humanizer.storage.database import (
    _alembic_config,
    create_db_engine,
    database_is_ready,
    reading,
    schema_is_current,
    upgrade_database,
)
from humanizer.storage.models import metadata

TABLES = {
    "accounts",
    "api_keys",
    "monthly_usage",
    "usage_ledger",
    "rate_hits",
    "rate_buckets",
    "web_sessions",
    "sign_in_links",
}


@pytest.fixture(params=["sqlite", "postgres"])
def url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'nested' / 'dir' / 'h.db'}"
    return str(request.getfixturevalue("postgres_url"))


def test_migrations_apply_once_and_match_the_models(url: str) -> None:
    engine = create_db_engine(url)
    try:
        assert not schema_is_current(engine)
        upgrade_database(url)
        upgrade_database(url)  # idempotent: a second run changes nothing and does not fail
        assert schema_is_current(engine)
        inspector = sa.inspect(engine)
        assert set(inspector.get_table_names()) >= TABLES
        for table in metadata.sorted_tables:
            migrated = {column["name"] for column in inspector.get_columns(table.name)}
            assert migrated == set(table.columns.keys()), table.name
        nullable = {c["name"]: c["nullable"] for c in inspector.get_columns("accounts")}
        assert nullable["password_hash"] is True
        unique = inspector.get_unique_constraints("api_keys")
        assert ["key_hash"] in [u["column_names"] for u in unique], "keys are found by their hash"
        head = ScriptDirectory.from_config(_alembic_config(url)).get_current_head()
        with engine.connect() as connection:
            assert connection.execute(sa.text("SELECT version_num FROM alembic_version")).all() == [
                (head,)
            ]
    finally:
        engine.dispose()


def test_database_is_ready(url: str) -> None:
    engine = create_db_engine(url)
    try:
        assert database_is_ready(engine)
    finally:
        engine.dispose()


def test_database_is_not_ready_when_nothing_listens() -> None:
    engine = create_db_engine("postgresql+psycopg://postgres@127.0.0.1:1/none")
    try:
        assert database_is_ready(engine) is False
    finally:
        engine.dispose()


# -- SQLite ------------------------------------------------------------------------------------


def test_sqlite_upgrades_racing_in_several_processes(tmp_path: Path) -> None:
    """Instances started together on a new data directory each migrate it: one does the work,
    the others wait for its lock and find the schema current."""
    url = f"sqlite:///{tmp_path / 'h.db'}"
    code = f"from humanizer.storage.database import upgrade_database; upgrade_database({url!r})"
    processes = [
        subprocess.Popen([sys.executable, "-c", code], stderr=subprocess.PIPE) for _ in range(4)
    ]
    for process in processes:
        _out, err = process.communicate(timeout=120)
        assert process.returncode == 0, err.decode()
    engine = create_db_engine(url)
    try:
        assert schema_is_current(engine)
    finally:
        engine.dispose()


@pytest.fixture
def sqlite_engine(tmp_path: Path) -> sa.Engine:
    url = f"sqlite:///{tmp_path / 'data' / 'h.db'}"
    upgrade_database(url)
    return create_db_engine(url)


def test_sqlite_settings_and_directory(sqlite_engine: sa.Engine, tmp_path: Path) -> None:
    assert (tmp_path / "data" / "h.db").is_file()  # the directory was created
    with sqlite_engine.connect() as connection:
        pragma = connection.exec_driver_sql
        assert pragma("PRAGMA journal_mode").scalar() == "wal"
        assert pragma("PRAGMA synchronous").scalar() == 1  # NORMAL
        assert pragma("PRAGMA busy_timeout").scalar() == 30_000
        assert pragma("PRAGMA foreign_keys").scalar() == 1


def _other_writer_is_locked_out(path: Path) -> bool:
    other = sqlite3.connect(path, timeout=0, isolation_level=None)
    try:
        other.execute("BEGIN IMMEDIATE")
        other.execute("ROLLBACK")
        return False
    except sqlite3.OperationalError as error:
        assert "locked" in str(error)
        return True
    finally:
        other.close()


def test_sqlite_transactions_take_the_write_lock_at_begin(
    sqlite_engine: sa.Engine, tmp_path: Path
) -> None:
    path = tmp_path / "data" / "h.db"
    with sqlite_engine.begin() as connection:
        connection.execute(sa.text("SELECT 1"))  # only a read so far: the lock is already held
        assert _other_writer_is_locked_out(path)
    assert not _other_writer_is_locked_out(path)
    with reading(sqlite_engine) as connection:
        connection.execute(sa.text("SELECT count(*) FROM accounts"))
        assert not _other_writer_is_locked_out(path), "readers must not hold the write lock"


def test_read_then_write_transactions_queue_instead_of_failing(sqlite_engine: sa.Engine) -> None:
    """With a deferred BEGIN, B would read a snapshot, then fail at once with "database is
    locked" when writing after A committed. Taking the lock at BEGIN makes B wait its turn."""
    count = sa.text("SELECT count(*) FROM rate_buckets")
    insert = sa.text("INSERT INTO rate_buckets (bucket) VALUES (:b)")
    b_has_read = threading.Event()
    errors: list[BaseException] = []

    def transaction_b() -> None:
        try:
            with sqlite_engine.begin() as connection:
                connection.execute(count)
                b_has_read.set()
                connection.execute(insert, {"b": "b"})
        except BaseException as error:
            errors.append(error)

    with sqlite_engine.begin() as connection:
        connection.execute(count)
        thread = threading.Thread(target=transaction_b)
        thread.start()
        assert not b_has_read.wait(0.3), "B must wait for A's transaction"
        connection.execute(insert, {"b": "a"})
    thread.join(10)
    assert errors == []
    with sqlite_engine.connect() as connection:
        assert connection.execute(count).scalar() == 2


# -- PostgreSQL --------------------------------------------------------------------------------


def test_postgres_pool_serves_forty_threads_and_replaces_dead_connections(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    engine = create_db_engine(postgres_url)

    def terminate_the_pools_connections() -> None:
        with psycopg.connect(
            postgres_url.replace("postgresql+psycopg", "postgresql"), autocommit=True
        ) as admin:
            admin.execute(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                "WHERE datname = current_database() AND pid <> pg_backend_pid()"
            )

    try:
        # pool_size 20 + max_overflow 20: forty connections at once, no waiting.
        connections = [engine.connect() for _ in range(40)]
        started = time.monotonic()
        for connection in connections:
            connection.execute(sa.text("SELECT 1"))
        assert time.monotonic() - started < 10
        pids = {c.execute(sa.text("SELECT pg_backend_pid()")).scalar() for c in connections}
        for connection in connections:
            connection.close()
        assert isinstance(engine.pool, sa.QueuePool)
        assert engine.pool.checkedin() == 20  # the overflow went away, the pool stayed

        # A server-side disconnect (a restart, a failover) of connections that rested: the ping
        # on checkout finds it, and the pool hands out a new connection instead.
        monkeypatch.setattr(database, "REST_BEFORE_PING_SECONDS", 0.0)
        terminate_the_pools_connections()
        with engine.connect() as connection:
            fresh = connection.execute(sa.text("SELECT pg_backend_pid()")).scalar()
        assert fresh not in pids

        # Connections in steady use are not pinged: the one statement that meets a dropped
        # connection fails (the service answers it 503), and the pool then replaces them all.
        monkeypatch.setattr(database, "REST_BEFORE_PING_SECONDS", 3600.0)
        terminate_the_pools_connections()
        with pytest.raises(sa.exc.OperationalError), engine.connect() as connection:
            connection.execute(sa.text("SELECT 1"))
        with engine.connect() as connection:
            assert connection.execute(sa.text("SELECT pg_backend_pid()")).scalar() != fresh
    finally:
        engine.dispose()


def test_the_postgres_pool_is_sized_by_the_settings(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HUMANIZER_DB_POOL_SIZE", "3")
    monkeypatch.setenv("HUMANIZER_DB_MAX_OVERFLOW", "2")
    settings = Settings.from_env()
    engine = create_db_engine(postgres_url, settings.db_pool_size, settings.db_max_overflow)
    try:
        connections = [engine.connect() for _ in range(5)]  # three kept, two at the peak
        for connection in connections:
            connection.close()
        assert isinstance(engine.pool, sa.QueuePool)
        assert (engine.pool.size(), engine.pool.checkedin()) == (3, 3)
    finally:
        engine.dispose()
