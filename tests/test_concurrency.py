"""Concurrent requests against the quota and the rate limit, on both deployments:
SQLite + in-process limits, and PostgreSQL + Redis."""

import asyncio
import uuid
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
import sqlalchemy as sa

from tests.support.server import Environment, Server, running

TEN_WORDS = "uno dos tres cuatro cinco seis siete ocho nueve diez"


@pytest.fixture(params=["sqlite", "postgres+redis"])
def environment(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Environment]:
    if request.param == "sqlite":
        yield Environment(data_dir=tmp_path)
        return
    postgres_url = request.getfixturevalue("postgres_url")
    redis = request.getfixturevalue("redis_space")
    environment = Environment(
        data_dir=tmp_path, database_url=postgres_url, redis_url=redis.url, redis_prefix=redis.prefix
    )
    environment.cli("db", "upgrade")
    yield environment


async def burst(server: Server, key: str, count: int, text: str) -> list[int]:
    async with httpx.AsyncClient(timeout=60, limits=httpx.Limits(max_connections=count)) as client:
        responses = await asyncio.gather(
            *(
                client.post(
                    f"{server.url}/api/v1/humanize",
                    headers={"Authorization": f"Bearer {key}"},
                    json={"text": text},
                )
                for _ in range(count)
            )
        )
    return [r.status_code for r in responses]


def ledger_rows(environment: Environment) -> int:
    url = environment.database_url or f"sqlite:///{environment.data_dir / 'humanizer.db'}"
    engine = sa.create_engine(url)
    with engine.connect() as connection:
        rows = connection.execute(sa.text("SELECT count(*) FROM usage_ledger")).scalar_one()
    engine.dispose()
    return int(rows)


def test_concurrent_requests_never_spend_more_than_the_quota(environment: Environment) -> None:
    key = environment.account_with_key(f"{uuid.uuid4().hex[:8]}@example.com", "tiny")
    with running(environment) as server:
        statuses = asyncio.run(burst(server, key, 24, TEN_WORDS))
    assert statuses.count(200) == 10
    assert statuses.count(402) == 14
    assert ledger_rows(environment) == 10


def test_concurrent_requests_never_pass_the_rate_limit(environment: Environment) -> None:
    key = environment.account_with_key(f"{uuid.uuid4().hex[:8]}@example.com", "basic")
    with running(environment) as server:
        statuses = asyncio.run(burst(server, key, 14, TEN_WORDS))
    assert statuses.count(200) == 6
    assert statuses.count(429) == 8
