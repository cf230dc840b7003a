"""One-time sign-in links: how an account made on the command line first reaches the web.

`humanizer accounts invite` issues a link. Its token is random and only its SHA-256 is stored,
with an expiry, so a leaked database holds no usable link. Opening the link only shows a form;
choosing a password there consumes the token, once, and signs the person in.
"""

from datetime import UTC, datetime, timedelta

import sqlalchemy as sa

from humanizer.storage.database import reading
from humanizer.storage.models import sign_in_links
from humanizer.web.security import new_token, token_digest

DEFAULT_LIFETIME = timedelta(hours=24)


def _utc(moment: datetime) -> datetime:
    """SQLite gives naive datetimes back; they were stored in UTC."""
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


class SignInLinks:
    def __init__(self, db: sa.Engine) -> None:
        self.db = db

    def issue(self, account_id: int, lifetime: timedelta = DEFAULT_LIFETIME) -> str:
        """A new link's token. The account's earlier links stop working: only the newest one
        sent is good. Expired links of every account are cleared on the way."""
        token = new_token()
        now = datetime.now(UTC)
        with self.db.begin() as connection:
            connection.execute(
                sign_in_links.delete().where(
                    (sign_in_links.c.account_id == account_id) | (sign_in_links.c.expires_at < now)
                )
            )
            connection.execute(
                sign_in_links.insert().values(
                    token_hash=token_digest(token),
                    account_id=account_id,
                    created_at=now,
                    expires_at=now + lifetime,
                )
            )
        return token

    def account_of(self, token: str) -> int | None:
        """The account a live link is for, without using it up (opening a link is not using
        it: mail scanners open links too)."""
        with reading(self.db) as connection:
            row = connection.execute(
                sa.select(sign_in_links.c.account_id, sign_in_links.c.expires_at).where(
                    sign_in_links.c.token_hash == token_digest(token)
                )
            ).first()
        if row is None or _utc(row.expires_at) <= datetime.now(UTC):
            return None
        return int(row.account_id)

    def consume(self, token: str) -> int | None:
        """Uses the link up: the account it was for, once; None for an unknown, used or
        expired link. The DELETE decides, so two concurrent uses cannot both succeed."""
        with self.db.begin() as connection:
            row = connection.execute(
                sign_in_links.delete()
                .where(sign_in_links.c.token_hash == token_digest(token))
                .returning(sign_in_links.c.account_id, sign_in_links.c.expires_at)
            ).first()
        if row is None or _utc(row.expires_at) <= datetime.now(UTC):
            return None
        return int(row.account_id)
