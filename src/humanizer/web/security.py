"""Passwords, session tokens and CSRF tokens of the web application.

Passwords are hashed with argon2id. Session tokens are random; only their SHA-256 is stored, so a
leaked database does not let anyone sign in. CSRF tokens are derived from the session token with
an HMAC, so they need no storage and die with the session.
"""

import hashlib
import hmac
import secrets
import unicodedata

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError, VerifyMismatchError

_hasher = PasswordHasher()  # argon2id with the library's current recommended parameters
# A hash to verify against when the e-mail is unknown, so that both answers take as long.
_DUMMY_HASH = _hasher.hash(secrets.token_urlsafe(16))

MIN_PASSWORD_LENGTH = 10
MAX_PASSWORD_LENGTH = 1024  # argon2 hashes any length; a megabyte of password is an attack


def password_problem(password: str) -> str | None:
    """Why a password is refused, or None. Only visible characters count towards the length, so
    ten spaces or ten zero-width characters are no password."""
    visible = [c for c in password if unicodedata.category(c)[0] not in ("Z", "C")]
    if len(visible) < MIN_PASSWORD_LENGTH:
        return f"Choose a password of at least {MIN_PASSWORD_LENGTH} characters (spaces aside)."
    if len(set(visible)) < 4:
        return "Choose a password with more than a few different characters."
    if len(password) > MAX_PASSWORD_LENGTH:
        return f"Choose a password of at most {MAX_PASSWORD_LENGTH} characters."
    return None


def throttle_key(email: str) -> str:
    """What the sign-in throttle stores for an e-mail: a short digest, never the address."""
    return hashlib.sha256(email.encode("utf-8", "replace")).hexdigest()[:32]


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
