"""Passwords, session tokens and CSRF tokens of the web application.

Passwords are hashed with argon2id. Session tokens are random; only their SHA-256 is stored, so a
leaked database does not let anyone sign in. CSRF tokens are derived from the session token with
an HMAC, so they need no storage and die with the session.
"""

import hashlib
import hmac
import secrets

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError, VerifyMismatchError

_hasher = PasswordHasher()  # argon2id with the library's current recommended parameters
# A hash to verify against when the e-mail is unknown, so that both answers take as long.
_DUMMY_HASH = _hasher.hash(secrets.token_urlsafe(16))

MIN_PASSWORD_LENGTH = 10


def hash_password(password: str) -> str:
    return _hasher.hash(password)


def verify_password(password_hash: str | None, password: str) -> bool:
    """Constant-time-ish check: an unknown account costs the same argon2 work as a known one."""
    try:
        return _hasher.verify(password_hash or _DUMMY_HASH, password) and password_hash is not None
    except (VerifyMismatchError, VerificationError, InvalidHashError):
        return False


def new_token() -> str:
    return secrets.token_urlsafe(32)


def token_digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def csrf_token(secret: bytes, session_token: str) -> str:
    return hmac.new(secret, f"csrf:{session_token}".encode(), hashlib.sha256).hexdigest()


def csrf_matches(expected: str, given: str | None) -> bool:
    return bool(given) and hmac.compare_digest(expected, given or "")
