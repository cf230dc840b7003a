"""The three rate limiters against their real backends (in-process, SQLite and PostgreSQL tables,
Redis): an exact rolling window, rejected hits left out of it, and one window shared by every
client of a backend, under real concurrency."""

import asyncio
import threading
import time
import uuid
from collections.abc import AsyncIterator, Callable
from pathlib import Path

import pytest
import redis
import sqlalchemy as sa

from humanizer.limits.base import RateDecision, RateLimiter, decide
from humanizer.limits.database import DatabaseRateLimiter
from humanizer.limits.memory import MemoryRateLimiter
from humanizer.limits.redis import RedisRateLimiter
from humanizer.plans import RateLimit
from humanizer.storage.database import create_db_engine, upgrade_database
from tests.conftest import RedisSpace, delete_keys

NewLimiter = Callable[[], RateLimiter]


@pytest.fixture(params=["memory", "sqlite", "postgres", "redis"])
async def new_limiter(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[NewLimiter]:
    """Makes limiters that share one backend: each call is another client of it (its own
    connection pool or Redis connection), as another server process would be."""
    async for make in _limiters(request, tmp_path):
        yield make


@pytest.fixture(params=["sqlite", "postgres", "redis"])
async def new_shared_limiter(
    request: pytest.FixtureRequest, tmp_path: Path
) -> AsyncIterator[NewLimiter]:
    """The same, for the limiters that several processes share (not the in-process one)."""
    async for make in _limiters(request, tmp_path):
        yield make


async def _limiters(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[NewLimiter]:
    made: list[RateLimiter] = []
    engines: list[sa.Engine] = []
    if request.param == "memory":
        shared = MemoryRateLimiter()
        made.append(shared)

        def make() -> RateLimiter:
            return shared

    elif request.param in ("sqlite", "postgres"):
        url = (
            f"sqlite:///{tmp_path / 'limits.db'}"
            if request.param == "sqlite"
            else request.getfixturevalue("postgres_url")
        )
        upgrade_database(url)

        def make() -> RateLimiter:
            engine = create_db_engine(url)
            engines.append(engine)
            limiter = DatabaseRateLimiter(engine)
            made.append(limiter)
            return limiter

    else:
        space = request.getfixturevalue("redis_space")

        def make() -> RateLimiter:
            limiter = RedisRateLimiter(space.url, prefix=space.prefix)
            made.append(limiter)
            return limiter

    yield make
    for limiter in made:
        await limiter.aclose()
    for engine in engines:
        engine.dispose()


def key() -> str:
    return f"account:{uuid.uuid4().hex[:8]}"


async def test_the_window_rolls_rather_than_resetting_in_fixed_buckets(
    new_limiter: NewLimiter,
) -> None:
    limiter, bucket, rule = new_limiter(), key(), RateLimit(requests=2, window_seconds=2.0)
    assert (await limiter.hit(bucket, rule)).allowed
    await asyncio.sleep(1.0)
    second = await limiter.hit(bucket, rule)
    assert second.allowed and second.remaining == 0
    refused = await limiter.hit(bucket, rule)
    assert not refused.allowed and refused.reset_seconds == 1
    await asyncio.sleep(1.2)
    # 2.2 s after the first hit, only it has left the window. A fixed two-second bucket would
    # have started afresh and let two through; the rolling window lets exactly one through
    # (the second hit stays in it until 3 s, a margin of 0.8 s for a busy machine).
    assert (await limiter.hit(bucket, rule)).allowed
    assert not (await limiter.hit(bucket, rule)).allowed


async def test_refused_hits_are_not_counted(new_limiter: NewLimiter) -> None:
    limiter, bucket, rule = new_limiter(), key(), RateLimit(requests=2, window_seconds=1.5)
    started = time.monotonic()
    assert [(await limiter.hit(bucket, rule)).allowed for _ in range(2)] == [True, True]
    for _ in range(8):  # a client hammering a full window
        assert not (await limiter.hit(bucket, rule)).allowed
        await asyncio.sleep(0.05)
    await asyncio.sleep(max(0.0, started + 1.6 - time.monotonic()))
    # Had the refused hits been recorded, the window would still be full.
    assert (await limiter.hit(bucket, rule)).allowed


async def test_decisions_carry_limit_remaining_and_reset(new_limiter: NewLimiter) -> None:
    limiter, bucket, rule = new_limiter(), key(), RateLimit(requests=6, window_seconds=30)
    decisions = [await limiter.hit(bucket, rule) for _ in range(7)]
    assert [d.allowed for d in decisions] == [True] * 6 + [False]
    assert [d.remaining for d in decisions] == [5, 4, 3, 2, 1, 0, 0]
    assert {d.limit for d in decisions} == {6}
    assert all(29 <= d.reset_seconds <= 30 for d in decisions)
    other = await limiter.hit(key(), rule)
    assert other.allowed and other.remaining == 5  # keys are independent


async def test_a_peek_reads_the_window_without_counting_a_hit(new_limiter: NewLimiter) -> None:
    limiter, bucket, rule = new_limiter(), key(), RateLimit(requests=3, window_seconds=1.5)
    empty = await limiter.peek(bucket, rule)
    assert (empty.allowed, empty.limit, empty.remaining, empty.reset_seconds) == (True, 3, 3, 0)
    await limiter.hit(bucket, rule)
    for _ in range(5):  # peeking many times uses nothing up
        peeked = await limiter.peek(bucket, rule)
        assert (peeked.allowed, peeked.remaining) == (True, 2)
        assert 1 <= peeked.reset_seconds <= 2
    assert [(await limiter.hit(bucket, rule)).allowed for _ in range(3)] == [True, True, False]
    full = await limiter.peek(bucket, rule)
    assert (full.allowed, full.remaining) == (False, 0)
    # Peeked at by another client of the same backend, once the first hit has left the window.
    await asyncio.sleep(1.6)
    later = await new_limiter().peek(bucket, rule)
    assert later.allowed and later.remaining == 3


async def test_concurrent_hits_on_one_event_loop_pass_exactly_the_limit(
    new_limiter: NewLimiter,
) -> None:
    limiter, bucket, rule = new_limiter(), key(), RateLimit(requests=6, window_seconds=30)
    decisions = await asyncio.gather(*(limiter.hit(bucket, rule) for _ in range(14)))
    assert sum(d.allowed for d in decisions) == 6


async def test_clients_in_parallel_threads_share_one_exact_window(
    new_shared_limiter: NewLimiter,
) -> None:
    """Each thread is another client with its own event loop and connections, like another
    server process: together they pass exactly the limit (eight clients: with fewer, a limiter
    whose transactions are not serialized on PostgreSQL still passed now and then)."""
    clients, bucket, rule = 8, key(), RateLimit(requests=6, window_seconds=30)
    limiters = [new_shared_limiter() for _ in range(clients)]
    results: list[RateDecision] = []
    barrier = threading.Barrier(clients)

    def client(limiter: RateLimiter) -> None:
        async def run() -> list[RateDecision]:
            barrier.wait()
            decisions = await asyncio.gather(*(limiter.hit(bucket, rule) for _ in range(6)))
            await limiter.aclose()
            return list(decisions)

        results.extend(asyncio.run(run()))

    threads = [threading.Thread(target=client, args=(limiter,)) for limiter in limiters]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert len(results) == clients * 6
    assert sum(d.allowed for d in results) == 6


async def test_redis_hits_in_one_millisecond_are_all_recorded_and_the_key_expires(
    redis_space: RedisSpace,
) -> None:
    limiter, bucket = RedisRateLimiter(redis_space.url, prefix=redis_space.prefix), key()
    rule = RateLimit(requests=50, window_seconds=30)
    decisions = await asyncio.gather(*(limiter.hit(bucket, rule) for _ in range(20)))
    await limiter.aclose()
    assert all(d.allowed for d in decisions)
    client = redis.Redis.from_url(redis_space.url)
    stored = f"{redis_space.prefix}rate:{bucket}"
    assert client.zcard(stored) == 20  # one unique member per hit, even at the same instant
    assert 0 < client.pttl(stored) <= 30_000
    client.close()


async def test_redis_limiters_with_other_prefixes_keep_their_own_windows(
    redis_space: RedisSpace,
) -> None:
    """HUMANIZER_REDIS_PREFIX: two deployments on one Redis database share no limit."""
    rule, bucket = RateLimit(requests=1, window_seconds=30), key()
    first = RedisRateLimiter(redis_space.url, prefix=f"{redis_space.prefix}first:")
    second = RedisRateLimiter(redis_space.url, prefix=f"{redis_space.prefix}second:")
    assert (await first.hit(bucket, rule)).allowed
    assert (await second.hit(bucket, rule)).allowed
    assert not (await first.hit(bucket, rule)).allowed
    await first.aclose()
    await second.aclose()


def test_a_tests_redis_clean_up_deletes_its_own_keys_only(
    redis_space: RedisSpace, redis_client: redis.Redis
) -> None:
    mine, other = f"{redis_space.prefix}mine:", f"{redis_space.prefix}other:"
    redis_client.mset({f"{mine}{n}": n for n in range(1200)} | {f"{other}kept": 1})
    delete_keys(redis_client, mine)
    assert not list(redis_client.scan_iter(match=f"{mine}*"))
    assert redis_client.get(f"{other}kept") == b"1"


async def test_database_limiter_prunes_hits_that_left_the_window(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'prune.db'}"
    upgrade_database(url)
    engine = create_db_engine(url)
    limiter, bucket = DatabaseRateLimiter(engine), key()
    rule = RateLimit(requests=100, window_seconds=0.3)
    for _ in range(10):
        await limiter.hit(bucket, rule)
    await asyncio.sleep(0.35)
    await limiter.hit(bucket, rule)
    with engine.connect() as connection:
        rows = connection.execute(sa.text("SELECT count(*) FROM rate_hits")).scalar_one()
    engine.dispose()
    assert rows == 1


async def test_the_memory_limiter_forgets_keys_whose_window_has_passed() -> None:
    limiter = MemoryRateLimiter()
    rule = RateLimit(requests=5, window_seconds=0.2)
    for number in range(1500):  # an attacker inventing a key per attempt
        await limiter.hit(f"signin:{number}", rule)
    await asyncio.sleep(0.25)
    for number in range(1100):
        await limiter.hit(f"later:{number}", rule)
    assert limiter.keys < 1500  # the first keys are gone once their window passed


@pytest.mark.parametrize("database", ["sqlite", "postgres"])
async def test_the_database_limiter_forgets_idle_buckets(
    tmp_path: Path, database: str, request: pytest.FixtureRequest
) -> None:
    url = (
        f"sqlite:///{tmp_path / 'sweep.db'}"
        if database == "sqlite"
        else request.getfixturevalue("postgres_url")
    )
    upgrade_database(url)
    engine = create_db_engine(url)
    limiter, prefix = DatabaseRateLimiter(engine), key()
    rule = RateLimit(requests=5, window_seconds=0.2)
    for number in range(20):
        await limiter.hit(f"{prefix}:{number}", rule)
    await asyncio.sleep(0.25)
    await limiter.hit(f"{prefix}:fresh", rule)
    limiter.sweep()
    with engine.connect() as connection:
        left = connection.execute(
            sa.text("SELECT count(*) FROM rate_buckets WHERE bucket LIKE :p"), {"p": f"{prefix}%"}
        ).scalar_one()
    engine.dispose()
    assert left == 1  # only the bucket with a hit in its window


def test_reset_is_whole_seconds_until_the_oldest_hit_leaves() -> None:
    rule = RateLimit(requests=6, window_seconds=30)
    assert decide(3, 100.0, 110.2, rule, True).reset_seconds == 20  # 19.8 s, rounded up
    assert decide(6, 100.0, 129.9, rule, False).reset_seconds == 1
    assert decide(0, None, 110.0, rule, True).reset_seconds == 0
    assert decide(9, 100.0, 110.0, rule, False).remaining == 0
