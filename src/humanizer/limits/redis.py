"""The Redis limiter: one Lua script over a sorted set per key, so any number of processes and
machines share one exact window."""

import math
import uuid

import redis.asyncio as aioredis
from redis.exceptions import RedisError

from humanizer.limits.base import RateDecision, decide
from humanizer.plans import RateLimit

# KEYS[1] the sorted set; ARGV: window (ms), limit, a unique member. The clock is Redis's own
# (TIME), so processes on machines whose clocks differ still share one exact window.
# Returns {allowed, hits in window after the call, oldest hit (ms) or "-1", now (TIME's s, µs)}.
_SCRIPT = """
local key, member = KEYS[1], ARGV[3]
local window, limit = tonumber(ARGV[1]), tonumber(ARGV[2])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + tonumber(time[2]) / 1000
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local count = redis.call('ZCARD', key)
local allowed = 0
if count < limit then
  redis.call('ZADD', key, now, member)
  count = count + 1
  allowed = 1
end
redis.call('PEXPIRE', key, window)
local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
local first = '-1'
if oldest[2] then first = oldest[2] end
return {allowed, count, first, time[1], time[2]}
"""

# The same window read without a hit: {hits in window, oldest hit (ms) or "-1", now (s, µs)}.
_PEEK = """
local key, window = KEYS[1], tonumber(ARGV[1])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + tonumber(time[2]) / 1000
local since = '(' .. (now - window)
local count = redis.call('ZCOUNT', key, since, '+inf')
local oldest = redis.call('ZRANGEBYSCORE', key, since, '+inf', 'WITHSCORES', 'LIMIT', 0, 1)
local first = '-1'
if oldest[2] then first = oldest[2] end
return {count, first, time[1], time[2]}
"""


class RedisRateLimiter:
    def __init__(self, url: str, prefix: str = "humanizer:") -> None:
        """`prefix` starts every key (HUMANIZER_REDIS_PREFIX); the limiter's own keys follow
        under `rate:`."""
        self._redis = aioredis.Redis.from_url(url, socket_timeout=5, socket_connect_timeout=5)
        self._script = self._redis.register_script(_SCRIPT)
        self._peek = self._redis.register_script(_PEEK)
        self._prefix = f"{prefix}rate:"

    async def hit(self, key: str, rule: RateLimit) -> RateDecision:
        allowed, count, oldest, seconds, microseconds = await self._script(
            keys=[self._prefix + key], args=[_window_ms(rule), rule.requests, uuid.uuid4().hex]
        )
        now = int(seconds) + int(microseconds) / 1_000_000
        first = float(oldest) / 1000 if float(oldest) >= 0 else None
        return decide(int(count), first, now, rule, bool(int(allowed)))

    async def peek(self, key: str, rule: RateLimit) -> RateDecision:
        count, oldest, seconds, microseconds = await self._peek(
            keys=[self._prefix + key], args=[_window_ms(rule)]
        )
        now = int(seconds) + int(microseconds) / 1_000_000
        first = float(oldest) / 1000 if float(oldest) >= 0 else None
        return decide(int(count), first, now, rule, int(count) < rule.requests)

    async def is_ready(self) -> bool:
        try:
            return bool(await self._redis.ping())
        except RedisError:
            return False

    async def aclose(self) -> None:
        await self._redis.aclose()


def _window_ms(rule: RateLimit) -> int:
    return max(math.ceil(rule.window_seconds * 1000), 1)
