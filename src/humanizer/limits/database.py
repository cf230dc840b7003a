"""The database limiter: several server processes on one database (SQLite or PostgreSQL) share
one exact window without Redis — what `humanizer serve --workers N` uses on the embedded default."""

import time

import anyio
import sqlalchemy as sa
from sqlalchemy.dialects import postgresql, sqlite

from humanizer.limits.base import RateDecision, decide
from humanizer.plans import RateLimit
from humanizer.storage.database import database_is_ready
from humanizer.storage.models import rate_buckets, rate_hits

# Every this many hits (per process), hits older than the longest window seen are deleted, and
# the buckets left without hits: the tables stay bounded by the keys active in that window.
_SWEEP_EVERY = 1024


class DatabaseRateLimiter:
    def __init__(self, db: sa.Engine) -> None:
        self.db = db
        self._longest_window = 0.0
        self._until_sweep = _SWEEP_EVERY
        insert = postgresql.insert if db.dialect.name == "postgresql" else sqlite.insert
        self._ensure_bucket = insert(rate_buckets).on_conflict_do_nothing()
        self._lock_rows = db.dialect.name == "postgresql"

    async def hit(self, key: str, rule: RateLimit) -> RateDecision:
        # One short transaction, run on the event loop's thread like the other hot-path queries.
        return self._hit(key, rule)

    def _hit(self, key: str, rule: RateLimit) -> RateDecision:
        now = time.time()
        self._longest_window = max(self._longest_window, rule.window_seconds)
        self._until_sweep -= 1
        if self._until_sweep <= 0:
            self.sweep(now)
        with self.db.begin() as connection:
            # The first statement writes, so SQLite takes its write lock here; on PostgreSQL the
            # bucket row is locked, so hits of one key are serialized on every process.
            connection.execute(self._ensure_bucket, {"bucket": key})
            if self._lock_rows:
                connection.execute(
                    sa.select(rate_buckets.c.bucket)
                    .where(rate_buckets.c.bucket == key)
                    .with_for_update()
                )
            connection.execute(
                rate_hits.delete().where(
                    rate_hits.c.bucket == key, rate_hits.c.at <= now - rule.window_seconds
                )
            )
            count, oldest = connection.execute(
                sa.select(sa.func.count(), sa.func.min(rate_hits.c.at)).where(
                    rate_hits.c.bucket == key
                )
            ).one()
            allowed = count < rule.requests
            if allowed:
                connection.execute(rate_hits.insert().values(bucket=key, at=now))
                count += 1
                oldest = now if oldest is None else oldest
        return decide(int(count), oldest, now, rule, allowed)

    async def peek(self, key: str, rule: RateLimit) -> RateDecision:
        now = time.time()
        with self.db.connect() as connection:
            count, oldest = connection.execute(
                sa.select(sa.func.count(), sa.func.min(rate_hits.c.at)).where(
                    rate_hits.c.bucket == key, rate_hits.c.at > now - rule.window_seconds
                )
            ).one()
        return decide(int(count), oldest, now, rule, count < rule.requests)

    def sweep(self, now: float | None = None) -> None:
        """Forgets hits past the longest window and the buckets left without any."""
        self._until_sweep = _SWEEP_EVERY
        stale = (now or time.time()) - self._longest_window
        idle = sa.select(rate_buckets.c.bucket).where(
            ~sa.exists().where(rate_hits.c.bucket == rate_buckets.c.bucket)
        )
        if self._lock_rows:  # a bucket another process is using right now is left alone
            idle = idle.with_for_update(skip_locked=True)
        with self.db.begin() as connection:
            connection.execute(rate_hits.delete().where(rate_hits.c.at <= stale))
            connection.execute(rate_buckets.delete().where(rate_buckets.c.bucket.in_(idle)))

    async def is_ready(self) -> bool:
        return await anyio.to_thread.run_sync(database_is_ready, self.db)

    async def aclose(self) -> None:
        return None
