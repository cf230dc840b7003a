"""The in-process limiter of the embedded default (one server process)."""

import time
from collections import deque

from humanizer.limits.base import RateDecision, decide
from humanizer.plans import RateLimit


class MemoryRateLimiter:
    def __init__(self) -> None:
        self._hits: dict[str, deque[float]] = {}

    async def hit(self, key: str, rule: RateLimit) -> RateDecision:
        # No await inside: on one event loop this runs without interruption, so it is atomic.
        now = time.monotonic()
        hits = self._hits.setdefault(key, deque())
        while hits and hits[0] <= now - rule.window_seconds:
            hits.popleft()
        allowed = len(hits) < rule.requests
        if allowed:
            hits.append(now)
        return decide(len(hits), hits[0] if hits else None, now, rule, allowed)

    async def is_ready(self) -> bool:
        return True

    async def aclose(self) -> None:
        self._hits.clear()
