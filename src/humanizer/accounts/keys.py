"""API keys (DECISIONS.md §5): `hmz_` + 43 URL-safe characters (256 random bits).

Keys are stored only as an HMAC-SHA-256 with the server's secret, plus a short display hint, so a
leaked database does not leak usable keys and the full key can never be read back.
"""

import contextlib
import hashlib
import hmac
import os
import re
import secrets
from pathlib import Path

from humanizer.settings import Settings

KEY_PREFIX = "hmz_"
_SECRET_BYTES = 32
_WELL_FORMED = re.compile(rf"{KEY_PREFIX}[A-Za-z0-9_-]{{32,128}}")


class SecretMissing(RuntimeError):
    """An external database without HUMANIZER_SECRET_KEY: instances would not share keys."""


def generate_key() -> str:
    return KEY_PREFIX + secrets.token_urlsafe(_SECRET_BYTES)


def looks_like_key(value: str) -> bool:
    return _WELL_FORMED.fullmatch(value) is not None


def hash_key(key: str, secret: bytes) -> str:
    return hmac.new(secret, key.encode(), hashlib.sha256).hexdigest()


def key_hint(key: str) -> str:
    return key[: len(KEY_PREFIX) + 4] + "…"


def load_or_create_secret(settings: Settings) -> bytes:
    """HUMANIZER_SECRET_KEY, or on the embedded default a secret kept in the data directory."""
    if settings.secret_key:
        return settings.secret_key.encode()
    if not settings.uses_embedded_database:
        raise SecretMissing(
            "HUMANIZER_SECRET_KEY must be set when HUMANIZER_DATABASE_URL is: every instance "
            "needs the same secret to check API keys"
        )
    path = settings.data_dir / "secret.key"
    if not path.exists():
        settings.data_dir.mkdir(parents=True, exist_ok=True)
        _write_new_secret(path)
    return path.read_bytes().strip()


def _write_new_secret(path: Path) -> None:
    """Writes a temporary file with mode 0600, then links it into place atomically: readers
    never see a half-written secret, and if another process won the race, its secret stays."""
    temporary = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}")
    descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        with os.fdopen(descriptor, "wb") as file:
            file.write(secrets.token_hex(_SECRET_BYTES).encode())
            file.flush()
            os.fsync(file.fileno())
        with contextlib.suppress(FileExistsError):
            os.link(temporary, path)
    finally:
        temporary.unlink(missing_ok=True)
