"""Several server processes sharing one limit, one quota and one key table: two `humanizer serve`
instances on one PostgreSQL and one Redis, and `--workers 2` on the embedded SQLite."""

import asyncio
import itertools
import uuid
from pathlib import Path

import httpx
import redis

from tests.conftest import RedisSpace
from tests.support.server import Environment, Server, running
from tests.test_concurrency import TEN_WORDS


async def spread(servers: list[Server], key: str, count: int) -> list[int]:
    """`count` concurrent requests, alternating between the servers."""
    async with httpx.AsyncClient(timeout=60) as client:
        targets = itertools.islice(itertools.cycle(servers), count)
        responses = await asyncio.gather(
            *(
                client.post(
                    f"{server.url}/api/v1/humanize",
                    headers={"Authorization": f"Bearer {key}"},
                    json={"text": TEN_WORDS},
                )
                for server in targets
            )
        )
    return [r.status_code for r in responses]


def test_two_instances_share_limit_quota_and_revocation(
    tmp_path: Path, postgres_url: str, redis_space: RedisSpace, redis_client: redis.Redis
) -> None:
    environment = Environment(
        data_dir=tmp_path,
        database_url=postgres_url,
        redis_url=redis_space.url,
        redis_prefix=redis_space.prefix,
    )
    environment.cli("db", "upgrade")
    limited = environment.account_with_key(f"{uuid.uuid4().hex[:8]}@example.com", "basic")
    small = environment.account_with_key(f"{uuid.uuid4().hex[:8]}@example.com", "tiny")
    revoked = environment.account_with_key(f"{uuid.uuid4().hex[:8]}@example.com", "tiny")
    with running(environment, name="a") as a, running(environment, name="b") as b:
        statuses = asyncio.run(spread([a, b], limited, 14))
        assert statuses.count(200) == 6 and statuses.count(429) == 8

        statuses = asyncio.run(spread([a, b], small, 24))
        assert statuses.count(200) == 10 and statuses.count(402) == 14

        assert asyncio.run(spread([a, b], revoked, 2)) == [200, 200]
        environment.cli("keys", "revoke", revoked)
        assert asyncio.run(spread([a, b], revoked, 2)) == [401, 401]
    # The servers kept their limits under the HUMANIZER_REDIS_PREFIX they were given.
    assert list(redis_client.scan_iter(match=f"{redis_space.prefix}rate:*"))


def test_workers_on_sqlite_keep_one_exact_limit(tmp_path: Path) -> None:
    environment = Environment(data_dir=tmp_path)
    key = environment.account_with_key("workers@example.com", "basic")
    with running(environment, "--workers", "2") as server:
        statuses = asyncio.run(spread([server], key, 14))
    assert statuses.count(200) == 6 and statuses.count(429) == 8
