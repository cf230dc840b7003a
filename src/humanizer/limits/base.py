"""The rate limiter interface: an exact rolling window (a sliding log of hit times).

A hit inside the window is counted only if it is allowed, so a client that keeps hammering does
not lock itself out for longer than the window.
"""

import math
from dataclasses import dataclass
from typing import Protocol

from humanizer.plans import RateLimit


@dataclass(frozen=True, slots=True)
class RateDecision:
    allowed: bool
    limit: int
    remaining: int
    reset_seconds: int  # whole seconds until a slot frees (0 when the window is empty)

    def headers(self) -> dict[str, str]:
        """`X-RateLimit-*` (DECISIONS.md §4)."""
        return {
            "X-RateLimit-Limit": str(self.limit),
            "X-RateLimit-Remaining": str(self.remaining),
            "X-RateLimit-Reset": str(self.reset_seconds),
        }


class RateLimiter(Protocol):
    async def hit(self, key: str, rule: RateLimit) -> RateDecision:
        """Counts one request for `key` if `rule` allows it, and says whether it did."""
        ...

    async def peek(self, key: str, rule: RateLimit) -> RateDecision:
        """The window of `key` as the next hit would find it, without counting one."""
        ...

    async def is_ready(self) -> bool: ...

    async def aclose(self) -> None: ...


def decide(
    count: int, oldest: float | None, now: float, rule: RateLimit, allowed: bool
) -> RateDecision:
    """The decision after a hit, from the number of hits now in the window and the oldest."""
    # Rounded to the microsecond first, so that float noise never turns 30 s into 31.
    left = oldest + rule.window_seconds - now if oldest is not None else 0.0
    reset = math.ceil(round(max(left, 0.0), 6))
    return RateDecision(
        allowed=allowed,
        limit=rule.requests,
        remaining=max(rule.requests - count, 0),
        reset_seconds=reset,
    )
