"""Accounts and billing: accounts, API keys, the monthly word quota and the usage ledger.

The errors below carry a clear, user-facing message; `UnknownPlan` (a plan that is not in the
plan table) lives with the plans and is re-exported here.
"""

from humanizer.plans import UnknownPlan

__all__ = [
    "AccountError",
    "AccountExists",
    "AccountNotFound",
    "InvalidEmail",
    "KeyNotFound",
    "UnknownPlan",
]


class AccountError(Exception):
    """A clear, user-facing reason an account operation was refused."""


class AccountExists(AccountError):
    pass


class AccountNotFound(AccountError):
    pass


class InvalidEmail(AccountError):
    pass


class KeyNotFound(AccountError):
    pass
