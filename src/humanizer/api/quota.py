"""The month's word quota as the API reports it (DECISIONS.md §8)."""

from datetime import datetime

from humanizer.accounts.ledger import QuotaStatus, as_utc


def quota_headers(quota: QuotaStatus) -> dict[str, str]:
    """`X-Quota-*` (DECISIONS.md §8): the month's words, what is left, and the next reset."""
    return {
        "X-Quota-Limit": str(quota.limit),
        "X-Quota-Remaining": str(quota.remaining),
        "X-Quota-Reset": rfc3339(quota.resets_at),
    }


def rfc3339(moment: datetime) -> str:
    return as_utc(moment).strftime("%Y-%m-%dT%H:%M:%SZ")
