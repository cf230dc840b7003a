"""Rate limits: an exact rolling window per key, in-process, in the database or in Redis."""

from humanizer.limits.base import RateDecision, RateLimiter

__all__ = ["RateDecision", "RateLimiter"]
