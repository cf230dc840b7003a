"""Server-side sessions of the web application.

The cookie holds a random token; the database holds only its SHA-256, the account and the expiry,
so signing out or expiring a session takes effect at once on every instance.
"""

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

import sqlalchemy as sa

from humanizer.storage.models import web_sessions
from humanizer.web.security import new_token, token_digest


@dataclass(frozen=True)
class Session:
    token: str
    account_id: int
    expires_at: datetime


class Sessions:
    def __init__(self, db: sa.Engine, lifetime: timedelta) -> None:
        self.db = db
        self.lifetime = lifetime

    def start(self, account_id: int) -> Session:
        token = new_token()
        now = datetime.now(UTC)
        expires = now + self.lifetime
        with self.db.begin() as connection:
            connection.execute(
                web_sessions.insert().values(
                    token_hash=token_digest(token),
                    account_id=account_id,
                    created_at=now,
                    expires_at=expires,
                )
            )
        return Session(token, account_id, expires)

    def find(self, token: str | None) -> Session | None:
        """The live session of this token, or None (unknown, ended or expired)."""
        if not token:
            return None
        with self.db.connect() as connection:
            row = connection.execute(
                sa.select(web_sessions.c.account_id, web_sessions.c.expires_at).where(
                    web_sessions.c.token_hash == token_digest(token)
                )
            ).first()
        if row is None:
            return None
        expires = row.expires_at if row.expires_at.tzinfo else row.expires_at.replace(tzinfo=UTC)
        if expires <= datetime.now(UTC):
            self.end(token)
            return None
        return Session(token, row.account_id, expires)

    def end(self, token: str) -> None:
        with self.db.begin() as connection:
            connection.execute(
                web_sessions.delete().where(web_sessions.c.token_hash == token_digest(token))
            )
