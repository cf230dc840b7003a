"""The in-process limiter of the embedded default (one server process)."""

import time
from collections import deque

from humanizer.limits.base import RateDecision, decide
from humanizer.plans import RateLimit

# Every this many hits, keys whose window has passed are forgotten, so that memory stays bounded
# by the keys active in the longest window, whatever keys callers invent.
_SWEEP_EVERY = 1024


class MemoryRateLimiter:
    def __init__(self) -> None:
        self._hits: dict[str, deque[float]] = {}
        self._longest_window = 0.0
        self._until_sweep = _SWEEP_EVERY

    async def hit(self, key: str, rule: RateLimit) -> RateDecision:
        # No await inside: on one event loop this runs without interruption, so it is atomic.
        now = time.monotonic()
        self._longest_window = max(self._longest_window, rule.window_seconds)
        self._until_sweep -= 1
        if self._until_sweep <= 0:
            self._sweep(now)
        hits = self._hits.setdefault(key, deque())
        while hits and hits[0] <= now - rule.window_seconds:
            hits.popleft()
        allowed = len(hits) < rule.requests
        if allowed:
            hits.append(now)
        return decide(len(hits), hits[0] if hits else None, now, rule, allowed)

    async def peek(self, key: str, rule: RateLimit) -> RateDecision:
        now = time.monotonic()
        hits = [at for at in self._hits.get(key, ()) if at > now - rule.window_seconds]
        allowed = len(hits) < rule.requests
        return decide(len(hits), hits[0] if hits else None, now, rule, allowed)

    def _sweep(self, now: float) -> None:
        self._until_sweep = _SWEEP_EVERY
        stale = now - self._longest_window
        for key in [k for k, hits in self._hits.items() if not hits or hits[-1] <= stale]:
            del self._hits[key]

    @property
    def keys(self) -> int:
        """How many keys are remembered (for tests of the memory bound)."""
        return len(self._hits)

    async def is_ready(self) -> bool:
        return True

    async def aclose(self) -> None:
        self._hits.clear()
