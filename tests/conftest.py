"""Shared fixtures: real PostgreSQL and Redis on 127.0.0.1, and a migrated database on either.

Tests never wipe shared state: each PostgreSQL test gets a database of its own, dropped
afterwards, and each Redis test a key prefix of its own, whose keys alone are deleted.

On a machine without them the tests that need them skip with a message saying how to run them;
in CI (CI=true) a missing server is an error, never a skip.
"""

import os
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
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


@dataclass(frozen=True)
class RedisSpace:
    """A Redis database shared with whatever else uses it, and a key prefix of one test's own:
    everything the test writes starts with the prefix, and only those keys are deleted."""

    url: str
    prefix: str


# One prefix per test run, so that two suites (or a suite and a deployment) can share one Redis.
RUN_PREFIX = f"humanizer-test:{uuid.uuid4().hex[:12]}:"


def delete_keys(client: redis.Redis, prefix: str) -> None:
    """Deletes the keys that start with `prefix` (SCAN, never FLUSHDB or KEYS)."""
    batch: list[bytes] = []
    for key in client.scan_iter(match=f"{prefix}*", count=500):
        batch.append(key)
        if len(batch) == 500:
            client.unlink(*batch)
            batch.clear()
    if batch:
        client.unlink(*batch)


@pytest.fixture(scope="session")
def redis_client() -> Iterator[redis.Redis]:
    """A client of the test Redis; the run's leftover keys are deleted at the end."""
    client = redis.Redis.from_url(REDIS_TEST_URL, socket_connect_timeout=3)
    try:
        client.ping()
    except redis.RedisError as error:
        _unavailable("Redis", "start it on 127.0.0.1:6379, or set HUMANIZER_TEST_REDIS", error)
    try:
        yield client
    finally:
        delete_keys(client, RUN_PREFIX)
        client.close()


@pytest.fixture
def redis_space(redis_client: redis.Redis) -> Iterator[RedisSpace]:
    """The test Redis with a fresh key prefix; the test's keys are deleted afterwards."""
    prefix = f"{RUN_PREFIX}{uuid.uuid4().hex[:8]}:"
    try:
        yield RedisSpace(REDIS_TEST_URL, prefix)
    finally:
        delete_keys(redis_client, prefix)


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
