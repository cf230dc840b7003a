"""Accounts and billing: accounts, API keys, the monthly word quota and the usage ledger."""


class AccountError(Exception):
    """A clear, user-facing reason an account operation was refused."""


class AccountExists(AccountError):
    pass


class AccountNotFound(AccountError):
    pass


class KeyNotFound(AccountError):
    pass
