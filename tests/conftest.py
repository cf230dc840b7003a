"""Shared fixtures: real PostgreSQL and Redis on 127.0.0.1, and a migrated database on either.

On a machine without them the tests that need them skip with a message saying how to run them;
in CI (CI=true) a missing server is an error, never a skip.
"""

import os
import uuid
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest
import redis
import sqlalchemy as sa

from humanizer.storage.database import create_db_engine, upgrade_database

POSTGRES_ADMIN_URL = os.environ.get(
    "HUMANIZER_TEST_POSTGRES", "postgresql://postgres@127.0.0.1:5432/postgres"
)
REDIS_TEST_URL = os.environ.get("HUMANIZER_TEST_REDIS", "redis://127.0.0.1:6379/15")
IN_CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")


def _unavailable(what: str, how: str, error: Exception) -> None:
    message = f"{what} is not reachable ({error}); {how}"
    if IN_CI:
        pytest.fail(message)
    pytest.skip(message)


@pytest.fixture
def postgres_url() -> Iterator[str]:
    """A fresh, empty PostgreSQL database for one test, dropped afterwards."""
    name = f"humanizer_test_{uuid.uuid4().hex[:12]}"
    try:
        admin = psycopg.connect(POSTGRES_ADMIN_URL, autocommit=True, connect_timeout=3)
    except psycopg.Error as error:
        _unavailable(
            "PostgreSQL",
            "start it on 127.0.0.1:5432 with trust auth, or set HUMANIZER_TEST_POSTGRES",
            error,
        )
    with admin:
        admin.execute(f'CREATE DATABASE "{name}"')
        try:
            yield f"postgresql+psycopg://postgres@127.0.0.1:5432/{name}"
        finally:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture
def redis_url() -> Iterator[str]:
    """A Redis database emptied before and after the test."""
    client = redis.Redis.from_url(REDIS_TEST_URL, socket_connect_timeout=3)
    try:
        client.flushdb()
    except redis.RedisError as error:
        _unavailable("Redis", "start it on 127.0.0.1:6379, or set HUMANIZER_TEST_REDIS", error)
    try:
        yield REDIS_TEST_URL
    finally:
        client.flushdb()
        client.close()


@pytest.fixture(params=["sqlite", "postgres"])
def db(request: pytest.FixtureRequest, tmp_path: Path) -> sa.Engine:
    """A migrated database: an SQLite file, then a fresh PostgreSQL database."""
    url = (
        f"sqlite:///{tmp_path / 'h.db'}"
        if request.param == "sqlite"
        else str(request.getfixturevalue("postgres_url"))
    )
    upgrade_database(url)
    engine = create_db_engine(url)
    request.addfinalizer(engine.dispose)
    return engine
